import { Money, moneyString, roundMoney } from '@fieldline/contracts/common/money';
import {
  DEFAULT_PROCESS_BATCH,
  PaymentUploadMessages,
  type PaymentUploadProgress,
  type processPaymentUploadBodySchema,
} from '@fieldline/contracts/payments/payment-uploads.contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { notFound, ruleViolation } from '../../platform/errors';
import { addPayment, customerMoney } from '../payments';
import { getUpload } from './payment-uploads.read';
import { paymentUploads } from './payment-uploads.table';

type ProcessBody = z.output<typeof processPaymentUploadBodySchema>;

interface ValidRow {
  id: number;
  row_number: number;
  customer_id: number;
  invoice_id: number | null;
  amount_value: string;
  check_number: string;
  payment_date: string | Date;
  reference: string;
  g: string;
}

const day = (v: string | Date) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

async function validCount(db: Db, uploadId: number, status: 'Valid' | 'Invalid'): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from payment_upload_rows where upload_id = ${uploadId} and status = ${status}`,
    ),
  );
  return Number(r.n);
}

/**
 * The next groups of Valid rows, in file order: the rows of one customer with the same non-empty check
 * number and date are one group (one payment); a row without a check number is a group of its own.
 */
async function nextGroups(db: Db, uploadId: number, batchSize: number): Promise<ValidRow[][]> {
  const rows = rowsOf<ValidRow>(
    await db.execute(sql`with v as (
        select id, row_number, customer_id, invoice_id, amount_value::text as amount_value, check_number,
          payment_date::text as payment_date, reference,
          case when check_number <> '' then customer_id::text || '|' || check_number || '|' || payment_date::text
            else 'row ' || id::text end as g
        from payment_upload_rows where upload_id = ${uploadId} and status = 'Valid'),
      firsts as (select g, min(row_number) as first from v group by g order by first limit ${batchSize})
      select v.* from v join firsts f on f.g = v.g order by f.first, v.row_number`),
  );
  const groups: ValidRow[][] = [];
  let taken = 0;
  for (const r of rows) {
    const last = groups.at(-1);
    if (last && last[0].g === r.g) last.push(r);
    else {
      if (taken >= batchSize) break;
      groups.push([r]);
    }
    taken++;
  }
  return groups;
}

/**
 * POST payments/processPaymentUploadTransaction: the next `batchSize` Valid rows made payments in the
 * request's one transaction, through the payments module (deposited later: to Undeposited Funds). The upload
 * row is locked, and only Valid rows are taken, so a retried or concurrent call never pays a row twice.
 */
export async function processUpload(
  db: Db,
  body: ProcessBody,
  userId: number,
): Promise<PaymentUploadProgress> {
  const [u] = await db
    .select()
    .from(paymentUploads)
    .where(eq(paymentUploads.id, body.uploadId))
    .for('update');
  if (!u) throw notFound('payment upload');
  if (u.status === 'Processed' || u.status === 'Deposited')
    throw ruleViolation(PaymentUploadMessages.alreadyProcessed);
  if (u.status === 'Uploaded') throw ruleViolation(PaymentUploadMessages.validateFirst);
  const invalid = await validCount(db, u.id, 'Invalid');
  if (invalid > 0 && !body.skipInvalidRows) throw ruleViolation(PaymentUploadMessages.hasErrors(invalid));

  const groups = await nextGroups(db, u.id, body.batchSize ?? DEFAULT_PROCESS_BATCH);
  const done: { id: number; p: number }[] = [];
  for (const group of groups) {
    const paymentId = await payGroup(db, u, group, userId);
    for (const r of group) done.push({ id: r.id, p: paymentId });
  }
  if (done.length)
    await db.execute(sql`update payment_upload_rows r set status = 'Processed', payment_id = x.p
      from jsonb_to_recordset(${JSON.stringify(done)}::jsonb) as x(id int, p int)
      where r.id = x.id and r.upload_id = ${u.id}`);
  const remaining = await validCount(db, u.id, 'Valid');
  await db
    .update(paymentUploads)
    .set({
      status: remaining === 0 ? 'Processed' : 'Processing',
      processedDate: remaining === 0 ? sql`now()` : null,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${paymentUploads.version} + 1`,
    })
    .where(eq(paymentUploads.id, u.id));
  return { upload: await getUpload(db, u.id), processedNow: done.length, remaining };
}

/** One payment for a group of rows: applied to each row's invoice; a row without one is paid on account. */
async function payGroup(
  db: Db,
  u: typeof paymentUploads.$inferSelect,
  group: ValidRow[],
  userId: number,
): Promise<number> {
  const first = group[0];
  const { rate } = await customerMoney(db, first.customer_id);
  const amount = group.reduce((s, r) => s.plus(r.amount_value), new Money(0));
  const system = roundMoney(amount.dividedBy(rate));
  const applications: { invoiceId: number; amount: string }[] = [];
  let applied = new Money(0);
  for (const r of group) {
    if (!r.invoice_id) continue;
    // Invoices are kept in home currency; rounding never applies more than the payment.
    const a = Money.min(roundMoney(new Money(r.amount_value).dividedBy(rate)), system.minus(applied));
    applied = applied.plus(a);
    applications.push({ invoiceId: r.invoice_id, amount: moneyString(a) });
  }
  const notes = [...new Set(group.map((r) => r.reference).filter(Boolean))];
  return addPayment(
    db,
    {
      customerId: first.customer_id,
      paymentDate: day(first.payment_date),
      amount: moneyString(amount),
      paymentMethodId: u.paymentMethodId,
      bankAccountId: u.bankAccountId,
      reference: first.check_number || `Lockbox ${u.fileName} row ${first.row_number}`,
      note: notes.join('; ').slice(0, 2000),
      checkNumber: first.check_number || null,
      applications,
      depositLater: true,
    },
    userId,
  );
}
