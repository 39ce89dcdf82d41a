import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, toDecimal } from '@fieldline/contracts/common/money';

export const money = (v: string) => formatMoney(v, { currencySymbol: '$' });
/** A quantity without trailing zeros ('10.0000' → '10', '2.5000' → '2.5'). */
export const qty = (v: string) => toDecimal(v).toFixed();
export const day = (v: string | null) => (v ? formatDate(v) : '—');

export const STATUS_COLORS: Record<string, string> = {
  Open: 'blue',
  Ordered: 'indigo',
  'Partially Received': 'orange',
  Received: 'teal',
  Closed: 'gray',
  Cancelled: 'red',
};
