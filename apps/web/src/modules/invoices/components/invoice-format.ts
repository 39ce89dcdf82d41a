import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, toDecimal } from '@fieldline/contracts/common/money';

export const money = (v: string) => formatMoney(v, { currencySymbol: '$' });
/** A quantity without trailing zeros ('2.0000' → '2'). */
export const qty = (v: string) => toDecimal(v).toFixed();
export const day = (v: string | null) => (v ? formatDate(v) : '—');
export const invoiceUrl = (id: number) => `/invoices/${id}`;

export const INVOICE_STATUS_COLORS: Record<string, string> = { Open: 'blue', Paid: 'teal', Void: 'gray' };

/** Open and past its due date: shown as "Past due" beside the status. */
export const isPastDue = (status: string, dueDate: string) =>
  status === 'Open' && dueDate < new Date().toISOString().slice(0, 10);
