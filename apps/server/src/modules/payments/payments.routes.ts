import { refundCardPaymentBodySchema } from '@fieldline/contracts/cards/cards.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import { voidPostingFields } from '@fieldline/contracts/invoices/invoices.contract';
import {
  addPaymentBodySchema,
  bankAccountBodySchema,
  bankAccountPatchSchema,
  bankAccountQuerySchema,
  bankAccountSchema,
  creditPaymentBodySchema,
  creditSchema,
  currencyRateByBankSchema,
  depositAnswerSchema,
  depositBodySchema,
  invoicePaymentRowSchema,
  invoicePaymentsQuerySchema,
  openInvoiceSchema,
  paymentMethodSchema,
  paymentSchema,
  paymentTypeSchema,
} from '@fieldline/contracts/payments/payments.contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { type Access, idParams, route } from '../../platform/http/route';
import { assertCashAccount } from '../ledger';
import { applyCredit, getCredit } from './credits.service';
import { createDeposit, depositRefusal } from './deposits.service';
import * as read from './payments.read';
import { refundCardPayment } from './payments.refund';
import { addPayment, voidPayment, voidWholePayment } from './payments.service';
import { bankAccounts } from './payments.table';

export const paymentsRead: Access = { permission: Permission.Payments, level: 1 };
export const paymentsFull: Access = { permission: Permission.Payments, level: 2 };
const tags = ['payments'];
const today = () => new Date().toISOString().slice(0, 10);

/** A bank account's GL account must be a cash or bank account (an Asset account, not a control account). */
async function checkGlAccount(db: Db, id: number | undefined) {
  if (id === undefined) return;
  await assertCashAccount(db, { field: 'glAccountId', accountId: id });
}

export async function paymentsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/paymentMethods',
    access: paymentsRead,
    tags,
    response: z.array(paymentMethodSchema),
    handler: ({ db }) => read.listPaymentMethods(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/payments/paymentTypes',
    access: paymentsRead,
    tags,
    response: z.array(paymentTypeSchema),
    handler: ({ db }) => read.listPaymentTypes(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bankaccounts',
    // The bookkeeper importing statements (Banking) picks the account too.
    access: { permission: Permission.Payments, level: 1, or: { permission: Permission.Banking, level: 1 } },
    tags,
    query: bankAccountQuerySchema,
    summary:
      'Bank accounts by type (repeat bankingAccountTypes), office and currency; numbers show the last 4 digits',
    response: z.array(bankAccountSchema),
    handler: ({ db, query }) => read.listBankAccounts(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bankaccounts/:id',
    access: paymentsRead,
    tags,
    params: idParams,
    response: bankAccountSchema,
    handler: ({ db, params }) => read.getBankAccount(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bankaccounts/:id/currencyRate',
    access: paymentsRead,
    tags,
    params: idParams,
    summary: "The bank account's currency and its active rate",
    response: currencyRateByBankSchema,
    handler: ({ db, params }) => read.currencyRateOfBankAccount(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/bankaccounts',
    access: paymentsFull,
    tags,
    status: 201,
    body: bankAccountBodySchema,
    response: bankAccountSchema,
    handler: async ({ db, body, user, audit }) => {
      await checkGlAccount(db, body.glAccountId);
      const [row] = await db
        .insert(bankAccounts)
        .values({
          ...body,
          accountNumber: last4(body.accountNumber),
          createdBy: user.id,
          modifiedBy: user.id,
        })
        .returning();
      await audit({ entity: 'BankAccount', entityId: row.id, action: 'create', after: row });
      return read.getBankAccount(db, row.id);
    },
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/bankaccounts/:id',
    access: paymentsFull,
    tags,
    params: idParams,
    body: bankAccountPatchSchema,
    response: bankAccountSchema,
    handler: async ({ db, body, params, user, audit }) => {
      const before = await read.getBankAccount(db, params.id);
      await checkGlAccount(db, body.glAccountId);
      const set = {
        ...body,
        ...(body.accountNumber !== undefined ? { accountNumber: last4(body.accountNumber) } : {}),
      };
      await db
        .update(bankAccounts)
        .set({
          ...set,
          modifiedBy: user.id,
          modifiedDate: sql`now()`,
          version: sql`${bankAccounts.version} + 1`,
        })
        .where(eq(bankAccounts.id, params.id));
      const after = await read.getBankAccount(db, params.id);
      await audit({ entity: 'BankAccount', entityId: params.id, action: 'update', before, after });
      return after;
    },
  });

  route(app, {
    method: 'POST',
    url: '/v1/invoices/addpayment',
    access: paymentsFull,
    tags,
    status: 201,
    body: addPaymentBodySchema,
    summary:
      'Receive a payment: debit the bank account, credit receivables; what is not applied becomes credit',
    response: paymentSchema,
    handler: async ({ db, body, user, audit, afterRollback, operationKey }) => {
      const id = await addPayment(db, { ...body, onRollback: afterRollback, operationKey }, user.id);
      const payment = await read.getPayment(db, id);
      await audit({
        entity: 'Payment',
        entityId: id,
        action: 'create',
        after: { ...payment, applications: undefined },
      });
      return payment;
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/:id/addcreditpayment',
    access: paymentsFull,
    tags,
    params: idParams,
    body: creditPaymentBodySchema,
    summary: 'Apply an open customer credit to the invoice (no journal entry: both sit in receivables)',
    response: creditSchema,
    handler: async ({ db, body, params, user, audit }) => {
      await applyCredit(db, params.id, body, user.id, body.date ?? today());
      await audit({
        entity: 'CustomerCredit',
        entityId: body.creditId,
        action: 'apply',
        after: { invoiceId: params.id, amount: body.amount },
      });
      return getCredit(db, body.creditId);
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/:id/voidpayment/:pid',
    access: paymentsFull,
    tags,
    params: z.object({
      id: z.coerce.number().check(z.int32()).positive(),
      pid: z.coerce.number().check(z.int32()).positive(),
    }),
    summary: 'Void a payment: reverse its entry, take it off its invoices and void its overpayment credit',
    response: paymentSchema.extend(voidPostingFields),
    handler: async ({ db, params, user, audit }) => {
      const payment = await voidPayment(db, params.id, params.pid, user.id);
      await audit({ entity: 'Payment', entityId: params.pid, action: 'void', after: { status: 'Void' } });
      return payment;
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/payments/:id/void',
    access: paymentsFull,
    tags,
    params: idParams,
    summary:
      'Void a payment as a whole (also one on account): reverse its entry, take it off its invoices, void its credit',
    response: paymentSchema.extend(voidPostingFields),
    handler: async ({ db, params, user, audit }) => {
      const payment = await voidWholePayment(db, params.id, user.id);
      await audit({ entity: 'Payment', entityId: params.id, action: 'void', after: { status: 'Void' } });
      return payment;
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/payments/:id/refund',
    access: paymentsFull,
    tags,
    params: idParams,
    body: refundCardPaymentBodySchema,
    summary:
      'Refund a stored card payment in full to the card: voided in the books, the fee the gateway keeps to Merchant Fees',
    response: paymentSchema.extend(voidPostingFields),
    handler: async ({ db, params, body, user, audit }) => {
      const payment = await refundCardPayment(db, params.id, user.id, body.date ?? today());
      await audit({
        entity: 'Payment',
        entityId: params.id,
        action: 'refund',
        after: { status: 'Refunded' },
      });
      return payment;
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/payments/invoicePayments',
    access: paymentsRead,
    tags,
    query: invoicePaymentsQuerySchema,
    response: z.array(invoicePaymentRowSchema),
    handler: ({ db, query }) => read.invoicePayments(db, query.invoiceId),
  });
  route(app, {
    method: 'GET',
    url: '/v1/payments/openInvoices',
    access: paymentsRead,
    tags,
    query: z.object({ customerId: z.coerce.number().check(z.int32()).positive() }),
    summary: "The customer's open invoices with a balance, oldest first (at most 500)",
    response: z.array(openInvoiceSchema),
    handler: ({ db, query }) => read.openInvoicesOf(db, query.customerId),
  });
  route(app, {
    method: 'GET',
    url: '/v1/payments/:id',
    access: paymentsRead,
    tags,
    params: idParams,
    response: paymentSchema,
    handler: ({ db, params }) => read.getPayment(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/deposit',
    access: paymentsFull,
    tags,
    body: depositBodySchema,
    summary:
      'Create a deposit invoice; with payment fields also a payment applied in full. Refused rules answer 200 with isError',
    response: depositAnswerSchema,
    refusal: depositRefusal,
    handler: async ({ db, body, user, audit, afterRollback, operationKey }) => {
      const answer = await createDeposit(db, body, user.id, { onRollback: afterRollback, operationKey });
      if (!answer.isError)
        await audit({
          entity: 'Invoice',
          entityId: answer.invoiceId,
          action: 'deposit',
          after: { ...body, ECheckAccountNumber: undefined },
        });
      return answer;
    },
  });
}

const last4 = (n: string) => n.replace(/\s/g, '').slice(-4);
