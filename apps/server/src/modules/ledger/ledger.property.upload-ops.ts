import { moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { addDays } from '../invoices';
import { createUpload, depositUpload, processUpload, validateUpload } from '../payment-uploads';
import { voidWholePayment } from '../payments';

/**
 * Payment uploads (issue 21 item 4) in the ledger property test: a lockbox file of one to three rows (paying
 * a share of the sequence's invoices, or on account; some rows under one check) created, validated, processed
 * two rows a call (invalid rows skipped), and sometimes deposited; and the void of an upload's payment,
 * deposited (a returned check) or not. Undeposited Funds must equal the payments still waiting for a deposit.
 */

export type UploadOp =
  | {
      k: 'paymentUpload';
      c: number;
      rows: { i: number; pct: number; onAccount: boolean; sameCheck: boolean }[];
      day: number;
      deposit: boolean;
    }
  | { k: 'voidUploadPayment'; p: number; days: number };

/**
 * A random lockbox file, added at the end of each sequence by ledger.property.test.ts (outside `opArb`, so the
 * other operations' sequences for the fixed seed stay what they were).
 */
export const paymentUploadArb = fc.record({
  k: fc.constant('paymentUpload' as const),
  c: fc.nat({ max: 50 }),
  rows: fc.array(
    fc.record({
      i: fc.nat({ max: 50 }),
      pct: fc.integer({ min: 1, max: 110 }),
      onAccount: fc.boolean(),
      sameCheck: fc.boolean(),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  day: fc.nat({ max: 330 }),
  deposit: fc.boolean(),
});

const KINDS = new Set(['paymentUpload', 'voidUploadPayment']);
export const isUploadOp = (op: { k: string }): op is UploadOp => KINDS.has(op.k);

let checks = 0;

export async function runUploadOp(
  db: Db,
  fx: { userId: number; customers: number[]; bankAccountId: number },
  s: { invoices: { id: number; customerId: number }[]; uploadPayments: number[] },
  op: UploadOp,
): Promise<'done' | 'refused' | 'skipped'> {
  if (op.k === 'voidUploadPayment') {
    if (!s.uploadPayments.length) return 'skipped';
    const id = s.uploadPayments[op.p % s.uploadPayments.length];
    const [p] = rowsOf<{ date: string }>(
      await db.execute(sql`select payment_date::text as date from payments where id = ${id}`),
    );
    await voidWholePayment(db, id, fx.userId, addDays(p.date, op.days));
    return 'done';
  }
  const customerId = fx.customers[op.c % fx.customers.length];
  const mine = s.invoices.filter((v) => v.customerId === customerId);
  const [customer] = rowsOf<{ number: string }>(
    await db.execute(sql`select account_number as number from customers where id = ${customerId}`),
  );
  const date = addDays('2026-01-01', op.day);
  const lines: string[] = ['Customer,Invoice,Amount,Check Number,Date'];
  const check = `L${++checks}`;
  for (const [n, r] of op.rows.entries()) {
    const inv = !r.onAccount && mine.length ? mine[r.i % mine.length] : null;
    let amount = toDecimal(r.pct).times(7);
    let number = '';
    if (inv) {
      const [row] = rowsOf<{ number: string; balance: string }>(
        await db.execute(
          sql`select invoice_number as number, balance::text as balance from invoices where id = ${inv.id}`,
        ),
      );
      number = row.number;
      amount = roundMoney(toDecimal(row.balance).times(r.pct).dividedBy(100));
    }
    if (amount.lessThanOrEqualTo(0)) amount = toDecimal('1');
    lines.push(
      `${customer.number},${number},${moneyString(amount)},${r.sameCheck ? check : `${check}-${n}`},${date}`,
    );
  }
  const upload = await createUpload(
    db,
    {
      fileName: `${check}.csv`,
      file: Buffer.from(lines.join('\n')).toString('base64'),
      bankAccountId: fx.bankAccountId,
      paymentDate: date,
    },
    fx.userId,
  );
  await validateUpload(db, upload.id);
  let remaining = 1;
  while (remaining > 0)
    ({ remaining } = await processUpload(
      db,
      { uploadId: upload.id, skipInvalidRows: true, batchSize: 2 },
      fx.userId,
    ));
  const paid = rowsOf<{ id: number }>(
    await db.execute(sql`select distinct payment_id as id from payment_upload_rows
      where upload_id = ${upload.id} and payment_id is not null`),
  );
  s.uploadPayments.push(...paid.map((p) => p.id));
  if (op.deposit && paid.length)
    await depositUpload(db, { uploadId: upload.id, depositDate: addDays(date, 3) }, fx.userId);
  return paid.length ? 'done' : 'refused';
}

/**
 * Undeposited Funds, as the lines of the deposit-later payments' entries and the upload deposits post it, equals
 * the applied deposit-later payments not yet deposited (their home-currency amounts).
 */
export async function uploadsTieOut(tx: Db) {
  const [row] = rowsOf<{ ledger: string; waiting: string }>(
    await tx.execute(sql`select
        (select coalesce(sum(l.debit - l.credit), 0) from journal_lines l
           join gl_accounts a on a.id = l.account_id and a.system_role = 'UndepositedFunds'
          where l.source_type = 'PaymentUploadDeposit'
             or (l.source_type in ('Payment', 'PaymentVoid', 'DepositReturn')
                 and l.source_id in (select id from payments where deposit_later)))::numeric(18, 2)::text as ledger,
        (select coalesce(sum(round(amount / currency_rate, 2)), 0) from payments
          where deposit_later and status = 'Applied' and deposit_entry_id is null)::numeric(18, 2)::text as waiting`),
  );
  expect({ undepositedFunds: row.ledger }).toEqual({ undepositedFunds: row.waiting });
}
