import type { BankTransaction } from '@fieldline/contracts/banking/banking.contract';
import type { inboxQuerySchema, Suggestion } from '@fieldline/contracts/banking/matching.contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import { bookLines, suggestionsFor } from './banking.candidates';
import { searchBankTransactions } from './banking.read';
import { bankMatches, bankMatchLines, bankMatchTransactions, bankTransactions } from './banking.table';

/** The inbox: a page of an account's unmatched transactions, each with its best suggestions. */
export async function inbox(db: Db, q: z.output<typeof inboxQuerySchema>) {
  const page = await searchBankTransactions(db, {
    bankAccountId: q.bankAccountId,
    status: 'Unmatched',
    limit: q.limit,
    offset: q.offset,
  });
  const suggestions = await suggestionsFor(
    db,
    q.bankAccountId,
    page.data.map((t) => t.id),
  );
  return {
    total: page.total,
    data: page.data.map((t: BankTransaction) => ({
      transaction: t,
      suggestions: suggestions.get(t.id) ?? [],
    })),
  };
}

export async function suggestionsOf(db: Db, id: number): Promise<Suggestion[]> {
  const [t] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, id));
  if (!t) throw notFound('banking transaction');
  if (t.status !== 'Unmatched') return [];
  return (await suggestionsFor(db, t.bankAccountId, [id], 5)).get(id) ?? [];
}

/** The match a transaction is in: the bank side and the ledger lines. */
export async function matchOf(db: Db, id: number) {
  const [m] = await db
    .select({ matchId: bankMatchTransactions.matchId, method: bankMatches.method })
    .from(bankMatchTransactions)
    .innerJoin(bankMatches, eq(bankMatches.id, bankMatchTransactions.matchId))
    .where(eq(bankMatchTransactions.bankTransactionId, id));
  if (!m) throw ruleViolation('The bank transaction is not matched.');
  const [txns, lines] = await Promise.all([
    db
      .select({ id: bankMatchTransactions.bankTransactionId })
      .from(bankMatchTransactions)
      .where(eq(bankMatchTransactions.matchId, m.matchId)),
    db
      .select({ id: bankMatchLines.journalLineId })
      .from(bankMatchLines)
      .where(eq(bankMatchLines.matchId, m.matchId)),
  ]);
  const book = await bookLines(
    db,
    lines.map((l) => l.id),
  );
  return {
    matchId: m.matchId,
    method: m.method,
    bankTransactionIds: txns.map((t) => t.id),
    lines: [...book.values()],
  };
}

/** The top suggestion of a transaction, confirmed (`confirm/{id}`): a line or a day's group. */
export async function topSuggestion(db: Db, id: number): Promise<Suggestion> {
  const [best] = await suggestionsOf(db, id);
  if (!best) throw ruleViolation('The bank transaction has no suggested match.');
  return best;
}
