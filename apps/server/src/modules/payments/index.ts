import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { creditsRoutes } from './credits.routes';
import { listPaymentMethods } from './payments.read';
import { paymentsRoutes } from './payments.routes';

export async function paymentsModule(app: FastifyInstance) {
  await paymentsRoutes(app);
  await creditsRoutes(app);
  registerLookup('paymentmethods', 'signedIn', async (db) => listPaymentMethods(db));
}

export { applyCredit, getCredit, issueCredit, searchCredits } from './credits.service';
export { createDeposit } from './deposits.service';
export { getPayment, invoicePayments, listBankAccounts } from './payments.read';
export { addPayment, type PaymentInput, voidPayment } from './payments.service';
