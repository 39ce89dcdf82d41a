import type { FastifyInstance } from 'fastify';
import { registerEntryDocument } from '../ledger';
import { describeUploadDeposit } from './payment-uploads.deposit';
import { paymentUploadRoutes } from './payment-uploads.routes';

/**
 * Payment uploads (issue 21 item 4): a lockbox or remittance file validated row by row, processed into
 * payments applied to invoices, and deposited as one bank deposit. docs/payment-uploads.md.
 */
export async function paymentUploadsModule(app: FastifyInstance) {
  await paymentUploadRoutes(app);
  registerEntryDocument(['PaymentUploadDeposit'], describeUploadDeposit);
}

export { createUpload, deleteUpload } from './payment-uploads.create';
export { depositUpload } from './payment-uploads.deposit';
export { processUpload } from './payment-uploads.process';
export { getUpload, listRows } from './payment-uploads.read';
export { validateUpload } from './payment-uploads.validate';
