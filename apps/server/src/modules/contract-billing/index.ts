import type { FastifyInstance } from 'fastify';
import { registerInvoiceVoidHook } from '../invoices';
import { registerEntryDocument } from '../ledger';
import { companyToday } from '../organization';
import { unrecognizeVoided } from './contract-billing.recognize';
import { contractBillingRoutes } from './contract-billing.routes';
import { runBillingDay } from './contract-billing.service';

/** Daily, 05:25 UTC: after the visits are generated (05:10), bill what is due and recognise what is earned. */
export const CONTRACT_BILLING_JOB = 'contract-billing.run';

/** Recurring contract invoices, deferred revenue and its recognition (issue 19). */
export async function contractBillingModule(app: FastifyInstance) {
  registerInvoiceVoidHook(unrecognizeVoided);
  await contractBillingRoutes(app);
  // A recognition entry follows the visits and the invoices: it is not reversed by hand.
  registerEntryDocument(['RevenueRecognition'], async () => ({
    label: 'contract revenue recognition',
    action: 'Void the contract invoice, or change the visits, instead.',
  }));
  app.platform.queue.define({
    name: CONTRACT_BILLING_JOB,
    cron: '25 5 * * *',
    handler: async () => {
      const db = app.platform.database.db;
      await db.transaction(async (tx) => {
        await runBillingDay(tx as never, await companyToday(tx as never), null);
      });
    },
  });
}

export { earnedBy, recognizeDeferredRevenue, unrecognizeVoided } from './contract-billing.recognize';
export { runBilling } from './contract-billing.run';
export { runBillingDay } from './contract-billing.service';
export * from './contract-billing.table';
