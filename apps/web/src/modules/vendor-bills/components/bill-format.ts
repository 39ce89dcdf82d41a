import { billStatusLabel } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';

// The shared formatters under this module's short names (docs/design-choices.md "How values are shown").
export {
  dateOrNone as day,
  formatMoney as money,
  formatQuantity as qty,
  formatUnitPrice as unitPrice,
} from '../../../shared/format';

/** Badge colour per shown status label (a blank status is shown as 'Approved'). */
export const STATUS_COLORS: Record<string, string> = {
  'Pending Approval': 'orange',
  Approved: 'blue',
  'Paid in Full': 'teal',
};
export { billStatusLabel };
