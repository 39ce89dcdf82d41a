import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import { reverseDocumentEntry } from '../ledger';
import { bankAccounts } from '../payments/payments.table';
import { bookLines, openBookLines, scoredPairsSql } from './banking.candidates';
import {
  bankAccountSettings,
  bankMatches,
  bankMatchLines,
  bankMatchTransactions,
  bankReconciliationLines,
  bankReconciliations,
  bankTransactions,
} from './banking.table';

export type MatchMethod = 'Manual' | 'Suggested' | 'Auto' | 'NewEntry';

/** The unmatched bank transactions, locked for this request; 404 / 422 naming what is wrong. */
async function lockUnmatched(db: Db, ids: number[]) {
  const rows = await db
    .select()
    .from(bankTransactions)
    .where(inArray(bankTransactions.id, ids))
    .orderBy(bankTransactions.id)
    .for('update');
  if (rows.length !== ids.length) throw notFound('banking transaction');
  const accountId = rows[0].bankAccountId;
  if (rows.some((r) => r.bankAccountId !== accountId))
    throw ruleViolation('The bank transactions are on different bank accounts.');
  const done = rows.find((r) => r.status !== 'Unmatched');
  if (done)
    throw conflict(
      `The bank transaction of ${done.txnDate} for ${done.amount} is already ${done.status.toLowerCase()}.`,
    );
  return rows;
}

/**
 * Matches bank transactions to ledger lines: all on one bank account, every line on its GL account and open
 * (not matched, not cleared, not reversed), the two sums equal to the cent. The unique keys on both sides
 * make a concurrent second match of the same line or transaction fail rather than count twice.
 */
export async function matchTransactions(
  db: Db,
  input: {
    bankTransactionIds: number[];
    journalLineIds: number[];
    method: MatchMethod;
    score?: number | null;
  },
  userId: number,
): Promise<number> {
  const txnIds = [...new Set(input.bankTransactionIds)];
  const lineIds = [...new Set(input.journalLineIds)];
  const txns = await lockUnmatched(db, txnIds);
  const accountId = txns[0].bankAccountId;
  const open = rowsOf<{ line_id: string; amount: string }>(
    await db.execute(
      sql`${openBookLines(accountId, sql`jl.id = any(${`{${lineIds.join(',')}}`}::bigint[])`)}`,
    ),
  );
  if (open.length !== lineIds.length) {
    const known = await bookLines(db, lineIds);
    const missing = lineIds.find((id) => !open.some((o) => Number(o.line_id) === id));
    throw ruleViolation(
      known.has(missing ?? 0)
        ? `Ledger line ${missing} is not an open line of this bank account (it is on another account, reversed, already matched or cleared).`
        : `Ledger line ${missing} was not found.`,
    );
  }
  const bankSum = txns.reduce((s, t) => s.plus(t.amount), toDecimal(0));
  const bookSum = open.reduce((s, l) => s.plus(l.amount), toDecimal(0));
  if (input.method !== 'NewEntry' && !bankSum.equals(bookSum))
    throw ruleViolation(
      `The bank side totals ${moneyString(bankSum)} but the ledger lines total ${moneyString(bookSum)}; a match needs equal totals.`,
    );
  const [match] = await db
    .insert(bankMatches)
    .values({ bankAccountId: accountId, method: input.method, score: input.score ?? null, createdBy: userId })
    .returning({ id: bankMatches.id });
  await db
    .insert(bankMatchTransactions)
    .values(txnIds.map((id) => ({ matchId: match.id, bankTransactionId: id })));
  await db.insert(bankMatchLines).values(lineIds.map((id) => ({ matchId: match.id, journalLineId: id })));
  await db.update(bankTransactions).set({ status: 'Matched' }).where(inArray(bankTransactions.id, txnIds));
  return match.id;
}

/** Undoes the match a bank transaction is in; refused when a finished reconciliation cleared its lines. */
export async function unmatchTransaction(db: Db, bankTransactionId: number, userId: number): Promise<void> {
  const [m] = await db
    .select({ matchId: bankMatchTransactions.matchId, method: bankMatches.method })
    .from(bankMatchTransactions)
    .innerJoin(bankMatches, eq(bankMatches.id, bankMatchTransactions.matchId))
    .where(eq(bankMatchTransactions.bankTransactionId, bankTransactionId));
  if (!m) throw ruleViolation('The bank transaction is not matched.');
  const locked = await db
    .select({ id: bankReconciliations.id, date: bankReconciliations.statementDate })
    .from(bankMatchLines)
    .innerJoin(
      bankReconciliationLines,
      eq(bankReconciliationLines.journalLineId, bankMatchLines.journalLineId),
    )
    .innerJoin(bankReconciliations, eq(bankReconciliations.id, bankReconciliationLines.reconciliationId))
    .where(and(eq(bankMatchLines.matchId, m.matchId), eq(bankReconciliations.status, 'Finished')))
    .limit(1);
  if (locked.length)
    throw ruleViolation(
      `The match is part of the reconciliation of ${locked[0].date}, which is finished; unreconcile it first.`,
    );
  const txns = await db
    .delete(bankMatchTransactions)
    .where(eq(bankMatchTransactions.matchId, m.matchId))
    .returning({ id: bankMatchTransactions.bankTransactionId });
  const made =
    m.method === 'NewEntry'
      ? rowsOf<{ id: number; entry_date: string }>(
          await db.execute(sql`select distinct je.id, je.entry_date from bank_match_lines ml
            join journal_lines jl on jl.id = ml.journal_line_id
            join journal_entries je on je.id = jl.entry_id and je.source_type = 'BankEntry'
            where ml.match_id = ${m.matchId}`),
        )
      : [];
  await db.delete(bankMatches).where(eq(bankMatches.id, m.matchId));
  // An entry made for this bank line (Add Matching Transaction, a rule) exists only for the match: undone with it.
  for (const e of made)
    await reverseDocumentEntry(db, e.id, {
      date: String(e.entry_date).slice(0, 10),
      memo: `Bank transaction ${bankTransactionId} unmatched`,
      userId,
      sourceType: 'BankEntryVoid',
      sourceId: bankTransactionId,
    });
  await db
    .update(bankTransactions)
    .set({ status: 'Unmatched' })
    .where(
      inArray(
        bankTransactions.id,
        txns.map((t) => t.id),
      ),
    );
}

/** Excluded: not a book transaction (a duplicate line, a transfer between the bank's own sub-accounts). */
export async function setExcluded(db: Db, id: number, excluded: boolean): Promise<void> {
  const [t] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, id)).for('update');
  if (!t) throw notFound('banking transaction');
  if (t.status === 'Matched') throw ruleViolation('The bank transaction is matched; unmatch it first.');
  await db
    .update(bankTransactions)
    .set({ status: excluded ? 'Excluded' : 'Unmatched' })
    .where(eq(bankTransactions.id, id));
}

/**
 * How far the best candidate must be ahead of the next, both ways, to be confirmed without a person: more
 * than a closer date alone can give (three days are 9 points), so a payee, a check number or a single
 * candidate decides, never which of two equal payments happened to be booked nearer the bank date.
 */
export const CLEAR_MARGIN = 10;

/**
 * Confirms, in one statement, every unmatched transaction of the account whose best one-to-one candidate
 * scores at least the account's automatic-confirmation score and is unambiguous both ways: CLEAR_MARGIN
 * ahead of the transaction's next candidate and of any other transaction's claim on the same line. Without a
 * score set for the account, nothing is confirmed.
 */
export async function autoMatch(db: Db, accountId: number, userId: number) {
  const [account] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, accountId));
  if (!account) throw notFound('bank account');
  const [settings] = await db
    .select()
    .from(bankAccountSettings)
    .where(eq(bankAccountSettings.bankAccountId, accountId));
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from bank_transactions
      where bank_account_id = ${accountId} and status = 'Unmatched'`),
  );
  const threshold = settings?.autoConfirmScore ?? null;
  if (threshold === null || n === 0) return { considered: n, confirmed: 0 };
  await db.execute(sql`select pg_advisory_xact_lock(21021, ${accountId}::int)`);
  const result = await db.execute(sql`${scoredPairsSql(accountId, null)},
    ranked as (
      select p.*,
        row_number() over (partition by txn_id order by score desc, days, line_id) as tn,
        lead(score) over (partition by txn_id order by score desc, days, line_id) as t_next,
        row_number() over (partition by line_id order by score desc, days, txn_id) as ln,
        lead(score) over (partition by line_id order by score desc, days, txn_id) as l_next
      from p
    ),
    chosen as materialized (
      select nextval(pg_get_serial_sequence('bank_matches', 'id'))::int as match_id, txn_id, line_id, score
      from ranked
      where tn = 1 and ln = 1 and score >= ${threshold}::int
        and (t_next is null or score - t_next >= ${CLEAR_MARGIN}::int)
        and (l_next is null or score - l_next >= ${CLEAR_MARGIN}::int)
    ),
    m as (insert into bank_matches (id, bank_account_id, method, score, created_by)
      select match_id, ${accountId}, 'Auto', score, ${userId} from chosen returning id),
    mt as (insert into bank_match_transactions (match_id, bank_transaction_id)
      select match_id, txn_id from chosen returning match_id),
    ml as (insert into bank_match_lines (match_id, journal_line_id)
      select match_id, line_id from chosen returning match_id),
    u as (update bank_transactions set status = 'Matched' where id in (select txn_id from chosen) returning id)
    select ((select count(*) from m) + 0 * (select count(*) from mt) + 0 * (select count(*) from ml))::int
      as confirmed, (select count(*) from u)::int as updated`);
  const [{ confirmed }] = rowsOf<{ confirmed: number }>(result);
  return { considered: n, confirmed };
}
