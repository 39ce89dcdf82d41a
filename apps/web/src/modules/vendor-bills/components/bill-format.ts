import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, toDecimal } from '@fieldline/contracts/common/money';
import { billStatusLabel } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';

export const money = (v: string) => formatMoney(v, { currencySymbol: '$' });
/** A quantity without trailing zeros ('10.0000' → '10'). */
export const qty = (v: string) => toDecimal(v).toFixed();
export const day = (v: string | null) => (v ? formatDate(v) : '—');

/** Badge colour per shown status label (a blank status is shown as 'Approved'). */
export const STATUS_COLORS: Record<string, string> = {
  'Pending Approval': 'orange',
  Approved: 'blue',
  'Paid in Full': 'teal',
};
export { billStatusLabel };
