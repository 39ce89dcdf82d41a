import { moneyString, roundMoney } from '@fieldline/contracts/common/money';
import {
  DEFAULT_DEPOSIT_NOTE,
  type DepositAnswer,
  DepositMessages,
  type depositBodySchema,
  STORED_CARD_METHOD,
} from '@fieldline/contracts/payments/payments.contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError, ruleViolation } from '../../platform/errors';
import { createInvoice } from '../invoices';
import { customerMoney } from './payments.read';
import { addPayment, STORED_CARD_LATER } from './payments.service';

type DepositBody = z.output<typeof depositBodySchema>;

/** A payment is asked for when a method or a bank account is sent (the step-2 submission). */
export const isFunded = (b: DepositBody) =>
  (b.PaymentMethodId !== null && b.PaymentMethodId !== undefined) || Boolean(b.PaymentBankAccountId);

/**
 * POST invoices/deposit. Open path: a Deposit invoice (receivables against customer deposits) left unpaid
 * to be sent. Funded path: the same invoice and a payment of the whole amount applied to it. A refused rule
 * answers 200 with isError and its message, and nothing is saved (the work runs in a savepoint).
 */
export async function createDeposit(db: Db, body: DepositBody, userId: number): Promise<DepositAnswer> {
  try {
    const invoiceId = await db.transaction(async (tx) => depositIn(tx as unknown as Db, body, userId));
    return { isError: false, message: '', invoiceId };
  } catch (err) {
    if (err instanceof AppError && (err.status === 422 || err.status === 404))
      return { isError: true, message: err.message, invoiceId: 0 };
    throw err;
  }
}

async function depositIn(db: Db, b: DepositBody, userId: number): Promise<number> {
  const funded = isFunded(b);
  if (funded) {
    if (b.PaymentMethodId === null || b.PaymentMethodId === undefined)
      throw ruleViolation(DepositMessages.selectMethod);
    if (b.PaymentMethodId === STORED_CARD_METHOD) throw ruleViolation(STORED_CARD_LATER);
    if (!b.PaymentBankAccountId) throw ruleViolation(DepositMessages.selectBank);
  }
  const customer = await customerMoney(db, b.CustomerId);
  const amount = roundMoney(b.DepositAmount);
  // The modal takes the amount in the customer's currency; invoices are kept in home currency.
  const system = roundMoney(amount.dividedBy(customer.rate));
  if (system.lessThanOrEqualTo(0)) throw ruleViolation('The deposit amount must be above 0.');
  const jobId = b.JobId || null;
  const source = b.InvoiceSource === 'Job' || jobId || b.PendingJobId ? 'Job' : 'Customer';
  const invoice = await createInvoice(db, {
    customerId: b.CustomerId,
    invoiceType: 'Deposit',
    invoiceSource: source,
    invoiceDate: b.InvoiceDate,
    jobId,
    bidId: b.PendingJobId || null,
    locationId: b.customerLocationId || null,
    soldToLocationId: b.soldToLocationId || null,
    shipToType: b.shipToType,
    soldToType: b.soldToType,
    notes: b.Notes ?? DEFAULT_DEPOSIT_NOTE,
    lines: [{ description: 'Deposit', quantity: 1, unitPrice: moneyString(system), isTaxable: false }],
    userId,
  });
  if (!funded) return invoice.id;
  await addPayment(
    db,
    {
      customerId: b.CustomerId,
      paymentDate: b.InvoiceDate,
      amount: moneyString(amount),
      paymentMethodId: b.PaymentMethodId as number,
      bankAccountId: b.PaymentBankAccountId as number,
      reference: b.ECheckNumber ? `Check ${b.ECheckNumber}` : '',
      note: b.PaymentNote ?? '',
      checkName: b.ECheckNameOnCheck,
      checkNumber: b.ECheckNumber,
      routingNumber: b.ECheckRoutingNumber,
      accountNumber: b.ECheckAccountNumber,
      applications: [{ invoiceId: invoice.id, amount: invoice.total }],
      paymentType: 'Deposit',
    },
    userId,
  );
  return invoice.id;
}
