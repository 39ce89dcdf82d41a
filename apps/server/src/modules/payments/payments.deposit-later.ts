import { roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { accountForRole, type PostingDate, postEntry } from '../ledger';
import { getBankAccount } from './payments.read';
import { payments } from './payments.table';

/**
 * Deposit-later payments (a payment upload's lockbox payments, docs/payment-uploads.md): their entry debits
 * Undeposited Funds; a deposit entry moves them to the bank; voided after that, they are returned checks.
 */

export const DEPOSIT_LATER_CARD =
  'A stored card payment goes to the bank by itself: it cannot be deposited later.';

/**
 * A deposited deposit-later payment voided is a returned check: its reversal credited Undeposited Funds,
 * which the deposit had already emptied; this entry (DepositReturn, on the reversal's date) debits Undeposited
 * Funds and credits the bank, so Undeposited Funds nets to zero and the bank shows the money leaving.
 */
export async function returnDeposit(
  db: Db,
  p: typeof payments.$inferSelect,
  reversal: { posting: PostingDate },
  userId: number | null,
): Promise<number | null> {
  const bank = await getBankAccount(db, p.bankAccountId);
  const fund = await accountForRole(db, 'UndepositedFunds');
  // What the payment's entry debited to Undeposited Funds (no card: no surcharge, no fee).
  const amount = roundMoney(toDecimal(p.amount).dividedBy(p.currencyRate));
  const entry = await postEntry(db, {
    entryDate: reversal.posting.postedOn,
    sourceType: 'DepositReturn',
    sourceId: p.id,
    memo: `Returned payment ${p.id}${p.reference ? ` (${p.reference})` : ''}`,
    reference: p.checkNumber ?? p.reference ?? null,
    userId,
    lines: [
      { accountId: fund, debit: amount, officeId: bank.officeId },
      { accountId: bank.glAccountId, credit: amount, officeId: bank.officeId },
    ],
  });
  return entry?.id ?? null;
}

/**
 * A payment upload's deposit (payment-uploads module): the deposit-later payments are now in the bank,
 * through entry `entryId`. Only applied, undeposited deposit-later payments are marked; answers how many.
 */
export async function markPaymentsDeposited(
  db: Db,
  paymentIds: number[],
  entryId: number,
  userId: number | null,
): Promise<number> {
  if (paymentIds.length === 0) return 0;
  const done = await db
    .update(payments)
    .set({
      depositEntryId: entryId,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${payments.version} + 1`,
    })
    .where(
      and(
        inArray(payments.id, paymentIds),
        eq(payments.depositLater, true),
        eq(payments.status, 'Applied'),
        isNull(payments.depositEntryId),
      ),
    )
    .returning({ id: payments.id });
  return done.length;
}
