import type {
  feedTransactionsQuerySchema,
  recentErrorSchema,
  syncHistoryQuerySchema,
} from '@fieldline/contracts/banking/bank-feeds.contract';
import { and, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BankFeedLoginRequired } from '../../integrations/bank-feed';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { bankTransactions, toTransaction } from '../banking';
import { bankAccounts } from '../payments/payments.table';
import { providerError } from './bank-feeds.errors';
import { itemRow, liveItem, toSync } from './bank-feeds.items-read';
import { syncItem } from './bank-feeds.sync';
import { bankFeedAccounts, bankFeedSyncs } from './bank-feeds.table';

type RecentError = z.infer<typeof recentErrorSchema>;

/**
 * GET plaid/transactions: the feed's transactions of one bank account (given, or the one a feed account is
 * linked to), newest first, with their status and the total for paging.
 */
export async function feedTransactions(db: Db, q: z.output<typeof feedTransactionsQuerySchema>) {
  let bankAccountId = q.bankAccountId ?? null;
  if (q.feedAccountId !== undefined) {
    const [a] = await db
      .select({ bank: bankFeedAccounts.bankAccountId })
      .from(bankFeedAccounts)
      .where(eq(bankFeedAccounts.id, q.feedAccountId));
    if (!a) throw notFound('bank feed account');
    if (a.bank === null) return { data: [], total: 0 };
    bankAccountId = a.bank;
  }
  const [bank] = await db
    .select({ name: bankAccounts.name })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, bankAccountId as number));
  if (!bank) throw notFound('bank account');
  const where: SQL | undefined = and(
    eq(bankTransactions.bankAccountId, bankAccountId as number),
    eq(bankTransactions.source, 'Feed'),
    q.status ? eq(bankTransactions.status, q.status) : undefined,
    q.from ? gte(bankTransactions.txnDate, q.from) : undefined,
    q.to ? lte(bankTransactions.txnDate, q.to) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bankTransactions)
      .where(where)
      .orderBy(desc(bankTransactions.txnDate), desc(bankTransactions.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(bankTransactions).where(where),
  ]);
  return { data: rows.map((t) => toTransaction({ t, bank: bank.name })), total };
}

/** A bank transaction the feed brought; 404 for any other id (a statement file's lines are banking's). */
export async function feedTransaction(db: Db, id: number) {
  const [t] = await db
    .select({ id: bankTransactions.id, bankAccountId: bankTransactions.bankAccountId })
    .from(bankTransactions)
    .where(and(eq(bankTransactions.id, id), eq(bankTransactions.source, 'Feed')));
  if (!t) throw notFound('bank feed transaction');
  return t;
}

/** GET plaid/transactions/synchistory/{id}: the item's syncs, newest first. */
export async function syncHistory(db: Db, itemId: number, q: z.output<typeof syncHistoryQuerySchema>) {
  await itemRow(db, itemId);
  const where = eq(bankFeedSyncs.itemId, itemId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bankFeedSyncs)
      .where(where)
      .orderBy(desc(bankFeedSyncs.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(bankFeedSyncs).where(where),
  ]);
  return { data: rows.map(toSync), total };
}

/**
 * GET plaid/transactions/recenterrors/{id}: the item's latest failed syncs and the transactions syncs could
 * not apply as the bank said (changed or removed while matched, unreadable), newest first.
 */
export async function recentErrors(db: Db, itemId: number, limit: number): Promise<RecentError[]> {
  await itemRow(db, itemId);
  const rows = await db
    .select()
    .from(bankFeedSyncs)
    .where(
      and(
        eq(bankFeedSyncs.itemId, itemId),
        or(eq(bankFeedSyncs.status, 'Failed'), sql`jsonb_array_length(${bankFeedSyncs.problems}) > 0`),
      ),
    )
    .orderBy(desc(bankFeedSyncs.id))
    .limit(limit);
  const out: RecentError[] = [];
  for (const r of rows.map(toSync)) {
    const date = r.finishedDate ?? r.startedDate;
    if (r.status === 'Failed')
      out.push({
        syncId: r.id,
        date,
        kind: 'Sync',
        code: r.errorCode ?? 'SYNC_FAILED',
        message: r.errorMessage ?? 'The sync failed.',
        transactionId: null,
        bankTransactionId: null,
      });
    for (const p of r.problems) out.push({ syncId: r.id, date, kind: 'Transaction', ...p });
  }
  return out.slice(0, limit);
}

/**
 * POST plaid/transactions/refresh/{id}: the provider is asked to look at the bank now, then the item is
 * synced at once (new transactions the bank still has to send arrive with the next webhook or schedule).
 */
export async function refreshItem(db: Db, itemId: number) {
  const { item, feed, token } = await liveItem(db, itemId);
  try {
    await feed.refreshTransactions(token);
  } catch (err) {
    // Nothing to refresh with a login that needs the user: the sync below records it as such.
    if (!(err instanceof BankFeedLoginRequired)) throw providerError(err, feed);
  }
  return syncItem(db, item.id, 'Manual');
}

/** POST plaid/transactions/forcewebhook/{id}: the sandbox sends the item a SYNC_UPDATES_AVAILABLE webhook. */
export async function fireWebhook(db: Db, itemId: number) {
  const { feed, token } = await liveItem(db, itemId);
  try {
    await feed.fireSandboxWebhook(token, 'SYNC_UPDATES_AVAILABLE');
  } catch (err) {
    throw providerError(err, feed);
  }
  return { ok: true as const };
}
