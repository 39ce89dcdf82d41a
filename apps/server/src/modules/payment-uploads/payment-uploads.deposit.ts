import { Money, roundMoney } from '@fieldline/contracts/common/money';
import {
  type depositPaymentUploadBodySchema,
  type PaymentUpload,
  PaymentUploadMessages,
} from '@fieldline/contracts/payments/payment-uploads.contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { notFound, ruleViolation } from '../../platform/errors';
import { accountForRole, type EntryDocument, postEntry } from '../ledger';
import { companyToday } from '../organization';
import { getBankAccount, markPaymentsDeposited } from '../payments';
import { getUpload } from './payment-uploads.read';
import { paymentUploads } from './payment-uploads.table';

type DepositBody = z.output<typeof depositPaymentUploadBodySchema>;

/**
 * POST payments/depositPaymentUploadTransaction: the upload's payments, sitting in Undeposited Funds, taken
 * to the bank as one deposit: one entry debiting the bank account's GL account and crediting Undeposited
 * Funds for their total (PaymentUploadDeposit), so the bank statement's one lockbox credit matches one line.
 * Payments voided before the deposit are left out.
 */
export async function depositUpload(db: Db, body: DepositBody, userId: number): Promise<PaymentUpload> {
  const [u] = await db
    .select()
    .from(paymentUploads)
    .where(eq(paymentUploads.id, body.uploadId))
    .for('update');
  if (!u) throw notFound('payment upload');
  if (u.status === 'Deposited') throw ruleViolation(PaymentUploadMessages.alreadyDeposited);
  if (u.status !== 'Processed') throw ruleViolation(PaymentUploadMessages.processFirst);
  const paid = rowsOf<{ id: number; amount: string; rate: string; date: string }>(
    await db.execute(sql`select p.id, p.amount::text as amount, p.currency_rate::text as rate,
        p.payment_date::text as date
      from payments p
      where p.id in (select r.payment_id from payment_upload_rows r
          where r.upload_id = ${u.id} and r.payment_id is not null)
        and p.status = 'Applied' and p.deposit_later and p.deposit_entry_id is null
      order by p.id`),
  );
  if (paid.length === 0) throw ruleViolation(PaymentUploadMessages.nothingToDeposit);
  const depositDate = body.depositDate ?? (await companyToday(db));
  if (paid.some((p) => p.date > depositDate))
    throw ruleViolation(PaymentUploadMessages.depositBeforePayments);
  // Each payment's entry debited Undeposited Funds its home-currency amount.
  const total = paid.reduce(
    (s, p) => s.plus(roundMoney(new Money(p.amount).dividedBy(p.rate))),
    new Money(0),
  );
  const bank = await getBankAccount(db, u.bankAccountId);
  const memo = `Deposit of payment upload ${u.id} (${u.fileName})`;
  const entry = await postEntry(db, {
    entryDate: depositDate,
    sourceType: 'PaymentUploadDeposit',
    sourceId: u.id,
    memo,
    reference: `Lockbox ${u.fileName}`.slice(0, 255),
    userId,
    lines: [
      { accountId: bank.glAccountId, debit: total, officeId: bank.officeId, memo },
      {
        accountId: await accountForRole(db, 'UndepositedFunds'),
        credit: total,
        officeId: bank.officeId,
        memo,
      },
    ],
  });
  if (!entry) throw ruleViolation(PaymentUploadMessages.nothingToDeposit);
  await markPaymentsDeposited(
    db,
    paid.map((p) => p.id),
    entry.id,
    userId,
  );
  await db
    .update(paymentUploads)
    .set({
      status: 'Deposited',
      depositDate,
      depositEntryId: entry.id,
      depositedDate: sql`now()`,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${paymentUploads.version} + 1`,
    })
    .where(eq(paymentUploads.id, u.id));
  return getUpload(db, u.id);
}

/** Names the upload behind a PaymentUploadDeposit entry (the ledger's refusals, the bank matching page). */
export async function describeUploadDeposit(db: Db, uploadId: number): Promise<EntryDocument | null> {
  const [u] = await db.select().from(paymentUploads).where(eq(paymentUploads.id, uploadId));
  if (!u) return null;
  return {
    label: `Deposit of payment upload ${u.id} (${u.fileName})`,
    action: 'A deposit is not undone by hand: void a returned payment on its page instead.',
  };
}
