export { CodeRowView } from './CodeRowView';
export {
  type BatchRow,
  type CodeColumn,
  type CodeListShape,
  type CodeRow,
  pendingBatch,
  rowsFromServer,
} from './code-rows';
export { ReferenceCodeTable, type ReferenceCodeTableProps } from './ReferenceCodeTable';
export { codeListKeys, useCodeList, useSaveCodeList } from './reference-codes.api';
