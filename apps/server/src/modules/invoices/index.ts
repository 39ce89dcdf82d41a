import type { FastifyInstance } from 'fastify';
import { registerCustomerRelated } from '../customers';
import { registerEntryDocument } from '../ledger';
import { customerInvoiceAging } from './invoices.aging';
import { describeInvoiceEntry } from './invoices.entries';
import { registerInvoiceMergeTags } from './invoices.merge-tags';
import { invoiceRoutes } from './invoices.routes';

// Filled as this module loads (app.ts imports every module before the demo loader or any request runs):
// the modules below read this one's data through their registries, never by importing it.
registerCustomerRelated({ invoiceFigures: customerInvoiceAging });
registerInvoiceMergeTags();

export async function invoicesModule(app: FastifyInstance) {
  await invoiceRoutes(app);
  registerEntryDocument(['Invoice', 'InvoiceVoid'], describeInvoiceEntry);
}

export { type CustomerInvoiceAging, customerInvoiceAging } from './invoices.aging';
export { createInvoices } from './invoices.batch';
export {
  clearCommissionOverrides,
  type InvoiceCommissionFigures,
  type InvoiceCommissionRow,
  invoiceCommissionRows,
  refreshInvoiceCommissions,
  setInvoiceCommissionsRecompute,
  writeInvoiceCommissions,
} from './invoices.commissions';
export { addDays, computeLines, type LineInput } from './invoices.compute';
export { invoiceJob } from './invoices.from-job';
export { setInvoicePayLinkMaker } from './invoices.merge-tags';
export { listInvoiceContacts } from './invoices.people';
export {
  type CreateInvoiceInput,
  createInvoice,
  getInvoiceSummary,
  INVOICE_MESSAGES,
  type InvoiceSummary,
  type InvoiceVoidHook,
  invoiceNumberOf,
  recordInvoicePayment,
  registerInvoiceVoidHook,
  voidInvoice,
} from './invoices.posting';
export { getInvoiceDetail, registerInvoicePaymentsReader, searchInvoices } from './invoices.read';
export { invoices } from './invoices.table';
