export { LineItemTable, type LineItemTableProps } from './LineItemTable';
export { lineItemKeys, type OwnerKind } from './line-items.api';
