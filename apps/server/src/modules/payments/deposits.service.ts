import { moneyString, roundMoney } from '@fieldline/contracts/common/money';
import {
  DEFAULT_DEPOSIT_NOTE,
  type DepositAnswer,
  DepositMessages,
  type depositBodySchema,
} from '@fieldline/contracts/payments/payments.contract';
import type { FastifyError } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import {
  type ErrorAnswer,
  errorAnswer,
  notFound,
  type RefusalShape,
  ruleViolation,
} from '../../platform/errors';
import { bidRecord } from '../bids';
import { createInvoice } from '../invoices';
import { jobExists } from '../jobs';
import { customerMoney } from './payments.read';
import { addPayment, type PaymentInput } from './payments.service';

type DepositBody = z.output<typeof depositBodySchema>;
/** The request's rollback hook and operation key, for a card charge (payments.service.ts). */
type RequestHooks = Pick<PaymentInput, 'onRollback' | 'operationKey'>;

/** A payment is asked for when a method or a bank account is sent (the step-2 submission). */
export const isFunded = (b: DepositBody) =>
  (b.PaymentMethodId !== null && b.PaymentMethodId !== undefined) || Boolean(b.PaymentBankAccountId);

/**
 * POST invoices/deposit. Open path: a Deposit invoice (receivables against customer deposits) left unpaid
 * to be sent. Funded path: the same invoice and a payment of the whole amount applied to it. A refused rule
 * answers 200 with isError and its message, and nothing is saved (the work runs in a savepoint).
 */
export async function createDeposit(
  db: Db,
  body: DepositBody,
  userId: number,
  request: RequestHooks = {},
): Promise<DepositAnswer> {
  try {
    const invoiceId = await db.transaction(async (tx) =>
      depositIn(tx as unknown as Db, body, userId, request),
    );
    return { isError: false, message: '', invoiceId };
  } catch (err) {
    const refused = errorAnswer(err as FastifyError, '');
    if (!REFUSALS.has(refused.status)) throw err;
    return { isError: true, message: messageOf(refused), invoiceId: 0 };
  }
}

/** Rules, unknown records, conflicts and constraints the services or the database refused (not 5xx). */
const REFUSALS = new Set([400, 404, 409, 422]);

/** The refusal's own words: a field error's message rather than the generic "invalid fields". */
function messageOf({ body }: ErrorAnswer): string {
  return body.errors?.length ? body.errors.map((e) => e.message).join('\n') : body.message;
}

/** Every error answer of the route keeps the spec's shape; malformed payloads still say which fields. */
export const depositRefusal: RefusalShape = (answer) => ({
  isError: true,
  message: answer.body.message,
  invoiceId: 0,
  code: answer.body.code,
  ...(answer.body.errors ? { errors: answer.body.errors } : {}),
});

async function depositIn(db: Db, b: DepositBody, userId: number, request: RequestHooks): Promise<number> {
  const funded = isFunded(b);
  if (funded) {
    if (b.PaymentMethodId === null || b.PaymentMethodId === undefined)
      throw ruleViolation(DepositMessages.selectMethod);
    if (!b.PaymentBankAccountId) throw ruleViolation(DepositMessages.selectBank);
  }
  const customer = await customerMoney(db, b.CustomerId);
  const amount = roundMoney(b.DepositAmount);
  // The modal takes the amount in the customer's currency; invoices are kept in home currency.
  const system = roundMoney(amount.dividedBy(customer.rate));
  if (system.lessThanOrEqualTo(0)) throw ruleViolation('The deposit amount must be above 0.');
  const jobId = b.JobId || null;
  // Invoices keep job and bid ids without database keys (they live in a lower layer): check them here.
  if (jobId && !(await jobExists(db, jobId))) throw notFound('job');
  if (b.PendingJobId) await bidRecord(db, b.PendingJobId);
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
      paymentTokenId: b.PaymentTokenId || null,
      ...request,
    },
    userId,
  );
  return invoice.id;
}
