import type { FastifyInstance } from 'fastify';
import { registerCustomerRelated } from '../customers';
import { registerEntryDocument } from '../ledger';
import { customerInvoiceAging } from './invoices.aging';
import { describeInvoiceEntry } from './invoices.entries';
import { invoiceRoutes } from './invoices.routes';

registerCustomerRelated({ invoiceFigures: customerInvoiceAging });

export async function invoicesModule(app: FastifyInstance) {
  await invoiceRoutes(app);
  registerEntryDocument(['Invoice', 'InvoiceVoid'], describeInvoiceEntry);
}

export { type CustomerInvoiceAging, customerInvoiceAging } from './invoices.aging';
export { addDays, type LineInput } from './invoices.compute';
export { invoiceJob } from './invoices.from-job';
export {
  type CreateInvoiceInput,
  createInvoice,
  getInvoiceSummary,
  INVOICE_MESSAGES,
  type InvoiceSummary,
  invoiceNumberOf,
  recordInvoicePayment,
  voidInvoice,
} from './invoices.posting';
export { getInvoiceDetail, registerInvoicePaymentsReader, searchInvoices } from './invoices.read';
export { invoices } from './invoices.table';
