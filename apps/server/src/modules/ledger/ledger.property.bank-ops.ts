import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { createWithGl, importStatementText, unmatchTransaction } from '../banking';
import { addDays } from '../invoices';

/**
 * Bank lines booked with Add Matching Transaction (issue 21) in the ledger property test: a bank line money in
 * or out, booked over one or two GL lines (split in any proportion), and the unmatch that reverses such an
 * entry, through the services the routes call.
 */

export type BankOp =
  | { k: 'bankEntry'; cents: number; out: boolean; split: number; day: number }
  | { k: 'unmatchBank'; b: number };

export const bankOpArb: fc.Arbitrary<BankOp> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('bankEntry' as const),
      cents: fc.integer({ min: 1, max: 5_000_000 }),
      out: fc.boolean(),
      split: fc.nat({ max: 100 }),
      day: fc.nat({ max: 340 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('unmatchBank' as const), b: fc.nat({ max: 50 }) }) },
);

const KINDS = new Set(['bankEntry', 'unmatchBank']);
export const isBankOp = (op: { k: string }): op is BankOp => KINDS.has(op.k);

export async function runBankOp(
  db: Db,
  fx: { userId: number; bankAccountId: number; creditCodes: string[] },
  bankLines: number[],
  op: BankOp,
): Promise<'done' | 'refused' | 'skipped'> {
  if (op.k === 'unmatchBank') {
    if (!bankLines.length) return 'skipped';
    const at = op.b % bankLines.length;
    await unmatchTransaction(db, bankLines[at], fx.userId);
    bankLines.splice(at, 1);
    return 'done';
  }
  const date = addDays('2026-01-01', op.day);
  const amount = moneyString(toDecimal(op.cents).dividedBy(100));
  const key = `P${bankLines.length}-${op.cents}-${op.day}-${Math.random().toString(36).slice(2, 8)}`;
  const content = `<OFX><BANKTRANLIST><STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date.replaceAll('-', '')}<TRNAMT>${op.out ? '-' : ''}${amount}<FITID>${key}<NAME>Property ${key}</BANKTRANLIST></OFX>`;
  await importStatementText(db, fx.bankAccountId, { fileName: 'p.ofx', content }, fx.userId);
  const [txn] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from bank_transactions where bank_id = ${key}`),
  );
  const first = toDecimal(op.cents).times(op.split).dividedToIntegerBy(100);
  const parts = [first, toDecimal(op.cents).minus(first)].filter((c) => c.greaterThan(0));
  const codes = fx.creditCodes;
  await createWithGl(
    db,
    {
      bankTransactionId: txn.id,
      bankAccountId: fx.bankAccountId,
      creditAmount: amount,
      creditDate: date,
      strDebitAccountAmount: parts
        .map((c, i) => `${codes[(op.split + i) % codes.length]},${moneyString(c.dividedBy(100))}`)
        .join('|'),
    },
    fx.userId,
  );
  bankLines.push(txn.id);
  return 'done';
}
