import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { nullIfNotFound, registerMergeTagSource } from '../templates';
import { getInvoiceDetail } from './invoices.read';
import { invoices } from './invoices.table';

const DAY_MS = 86_400_000;

/** "Due on receipt" or "Net 30": the days between the invoice date and its due date. */
export function termsOf(invoiceDate: string, dueDate: string): string {
  const days = Math.round((Date.parse(dueDate) - Date.parse(invoiceDate)) / DAY_MS);
  return days <= 0 ? 'Due on receipt' : `Net ${days}`;
}

type PayLinkMaker = (db: Db, invoiceId: number) => Promise<string>;
let payLinkMaker: PayLinkMaker | null = null;

/** The pay-links module (above invoices) fills this: {{Invoice.PayLink}} makes a link only when used. */
export function setInvoicePayLinkMaker(make: PayLinkMaker) {
  payLinkMaker = make;
}

/** An invoice's tags: invoices, deposit invoices and payment receipts. */
export function registerInvoiceMergeTags() {
  registerMergeTagSource({
    recordType: 'invoice',
    label: 'Invoice',
    related: ['customer'],
    tags: [
      { tag: 'Invoice.Number', description: 'The invoice number', example: '10023' },
      { tag: 'Invoice.Date', description: 'The invoice date', example: '11/20/2026' },
      { tag: 'Invoice.DueDate', description: 'The due date', example: '12/20/2026' },
      { tag: 'Invoice.Terms', description: 'The payment terms', example: 'Net 30' },
      { tag: 'Invoice.SubTotal', description: 'The total before tax', example: '$1,150.00' },
      { tag: 'Invoice.Tax', description: 'The tax amount', example: '$84.53' },
      { tag: 'Invoice.Total', description: 'The invoice total', example: '$1,234.53' },
      { tag: 'Invoice.AmountPaid', description: 'What has been paid', example: '$200.00' },
      { tag: 'Invoice.BalanceDue', description: 'The balance due', example: '$1,034.53' },
      { tag: 'Invoice.PONumber', description: "The customer's PO number", example: 'PO-7781' },
      { tag: 'Invoice.Location', description: 'The service location', example: 'Main office' },
      { tag: 'Invoice.JobNumber', description: "The invoiced job's number", example: '20417' },
      { tag: 'Invoice.Notes', description: "The invoice's notes", example: 'Thank you for your business.' },
      {
        tag: 'Invoice.PayLink',
        description: 'A new signed link to the invoice’s online pay page (expires like every pay link)',
        example: 'https://app.example.com/pay/MTA...',
      },
    ],
    newestId: async (db) =>
      (await db.select({ id: invoices.id }).from(invoices).orderBy(desc(invoices.id)).limit(1))[0]?.id ??
      null,
    async load(db, id) {
      const i = await nullIfNotFound(getInvoiceDetail(db, id));
      if (!i) return null;
      return {
        label: `Invoice ${i.invoiceNumber}`,
        related: { customer: i.customer.id },
        officeId: i.office?.id,
        values: {
          'Invoice.Number': i.invoiceNumber,
          'Invoice.Date': formatDate(i.invoiceDate),
          'Invoice.DueDate': formatDate(i.dueDate),
          'Invoice.Terms': termsOf(i.invoiceDate, i.dueDate),
          'Invoice.SubTotal': formatMoney(i.subTotal),
          'Invoice.Tax': formatMoney(i.taxAmount),
          'Invoice.Total': formatMoney(i.total),
          'Invoice.AmountPaid': formatMoney(i.amountPaid),
          'Invoice.BalanceDue': formatMoney(i.balance),
          'Invoice.PONumber': i.poNumber,
          'Invoice.Location': i.location?.name,
          'Invoice.JobNumber': i.job?.jobNumber,
          'Invoice.Notes': i.notes,
          'Invoice.PayLink': payLinkMaker ? () => (payLinkMaker as PayLinkMaker)(db, id) : null,
        },
      };
    },
  });
}
