import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { registerCustomerRelated } from '../customers';
import { registerInvoicePaymentsReader } from '../invoices';
import { registerEntryDocument } from '../ledger';
import { creditsRoutes } from './credits.routes';
import { customerPaymentSummary } from './payments.customer-summary';
import { describeCreditEntry, describePaymentEntry } from './payments.entries';
import { invoicePayments, listPaymentMethods } from './payments.read';
import { paymentsRoutes } from './payments.routes';

// Filled as this module loads (app.ts imports every module before the demo loader or any request runs):
// the modules below read this one's data through their registries, never by importing it.
registerCustomerRelated({ paymentFigures: customerPaymentSummary });
// An invoice's detail lists the payments and credits applied to it.
registerInvoicePaymentsReader(async (db, invoiceId) =>
  (await invoicePayments(db, invoiceId)).map((p) => ({ ...p })),
);

export async function paymentsModule(app: FastifyInstance) {
  await paymentsRoutes(app);
  await creditsRoutes(app);
  registerLookup('paymentmethods', 'signedIn', async (db) => listPaymentMethods(db));
  registerEntryDocument(
    ['Payment', 'PaymentVoid', 'Deposit', 'CardRefund', 'DepositReturn'],
    describePaymentEntry,
  );
  registerEntryDocument(['Credit', 'CreditApplication'], describeCreditEntry);
}

export {
  applyCredit,
  getCredit,
  issueCredit,
  resolveAccounts as resolveGlLineAccounts,
  searchCredits,
} from './credits.service';
export { unapplyCredit } from './credits.unapply';
export { createDeposit } from './deposits.service';
export { type CardCharge, type CardCharger, registerCardCharger } from './payments.cards';
export { type CustomerPaymentSummary, customerPaymentSummary } from './payments.customer-summary';
export { DEPOSIT_LATER_CARD, markPaymentsDeposited } from './payments.deposit-later';
export {
  currencyRateOfBankAccount,
  customerMoney,
  getBankAccount,
  getPayment,
  invoicePayments,
  listBankAccounts,
  recordedGatewayRefs,
} from './payments.read';
export { refundCardPayment } from './payments.refund';
export { paymentsFull, paymentsRead } from './payments.routes';
export { addPayment, type PaymentInput, voidPayment, voidWholePayment } from './payments.service';
