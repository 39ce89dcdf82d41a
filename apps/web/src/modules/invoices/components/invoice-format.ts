// The shared formatters under this module's short names (docs/design-choices.md "How values are shown").
export {
  dateOrNone as day,
  formatMoney as money,
  formatQuantity as qty,
  formatUnitPrice as unitPrice,
} from '../../../shared/format';
export const invoiceUrl = (id: number) => `/invoices/${id}`;

export const INVOICE_STATUS_COLORS: Record<string, string> = { Open: 'blue', Paid: 'teal', Void: 'gray' };

/** Open and past its due date: shown as "Past due" beside the status. */
export const isPastDue = (status: string, dueDate: string) =>
  status === 'Open' && dueDate < new Date().toISOString().slice(0, 10);
