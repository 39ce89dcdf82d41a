// The shared formatters under this module's short names (docs/design-choices.md "How values are shown").
export {
  dateOrNone as day,
  formatMoney as money,
  formatQuantity as qty,
  formatUnitPrice as unitPrice,
} from '../../../shared/format';

export const STATUS_COLORS: Record<string, string> = {
  Open: 'blue',
  Ordered: 'indigo',
  'Partially Received': 'orange',
  Received: 'teal',
  Closed: 'gray',
  Cancelled: 'red',
};
