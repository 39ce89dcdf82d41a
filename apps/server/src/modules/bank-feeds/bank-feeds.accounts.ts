import type { FeedAccount, feedAccountSummarySchema } from '@fieldline/contracts/banking/bank-feeds.contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import { bankTransactions } from '../banking';
import { currencies } from '../customers';
import { bankAccounts } from '../payments/payments.table';
import { accountsWhere, itemRow, lastSyncs, toSync } from './bank-feeds.items-read';
import { bankFeedAccounts, bankFeedItems } from './bank-feeds.table';

type Summary = z.infer<typeof feedAccountSummarySchema>;
type Audit = (entry: AuditEntry) => Promise<void>;

export const SYNC_JOB = 'bank-feeds.sync';

/** Queues a sync of the item with the request's changes (sent only if they commit); false without a queue. */
export async function queueSync(db: Db, queue: Queue, itemId: number, trigger: string): Promise<boolean> {
  if (!queue.isRunning) return false;
  await queue.send(db, SYNC_JOB, { itemId, trigger });
  return true;
}

/** GET plaid/account/{id}: the bank login's accounts. */
export async function itemAccounts(db: Db, itemId: number): Promise<FeedAccount[]> {
  await itemRow(db, itemId);
  return accountsWhere(db, eq(bankFeedAccounts.itemId, itemId));
}

async function feedAccount(db: Db, id: number): Promise<FeedAccount> {
  const [a] = await accountsWhere(db, eq(bankFeedAccounts.id, id));
  if (!a) throw notFound('bank feed account');
  return a;
}

/** GET plaid/account/{id}/summary: one feed account with its balances, link, feed transactions and last sync. */
export async function accountSummary(db: Db, id: number): Promise<Summary> {
  const account = await feedAccount(db, id);
  return summarize(db, account, account.bankAccountId, account.bankAccount);
}

/** GET plaid/account/summarybybank/{id}: the same for a Fieldline bank account, linked to a feed or not. */
export async function bankSummary(db: Db, bankAccountId: number): Promise<Summary> {
  const [bank] = await db
    .select({ id: bankAccounts.id, name: bankAccounts.name })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, bankAccountId));
  if (!bank) throw notFound('bank account');
  const [account] = await accountsWhere(db, eq(bankFeedAccounts.bankAccountId, bankAccountId));
  return summarize(db, account ?? null, bank.id, bank.name);
}

async function summarize(
  db: Db,
  account: FeedAccount | null,
  bankAccountId: number | null,
  bankAccount: string | null,
): Promise<Summary> {
  const counts = { Unmatched: 0, Matched: 0, Excluded: 0 } as Record<string, number>;
  if (bankAccountId !== null)
    for (const r of await db
      .select({ status: bankTransactions.status, n: sql<number>`count(*)::int` })
      .from(bankTransactions)
      .where(and(eq(bankTransactions.bankAccountId, bankAccountId), eq(bankTransactions.source, 'Feed')))
      .groupBy(bankTransactions.status))
      counts[r.status] = r.n;
  const item = account ? await itemRow(db, account.itemId) : null;
  const last = item ? (await lastSyncs(db, [item.id])).get(item.id) : undefined;
  return {
    feedAccount: account,
    bankAccountId,
    bankAccount,
    item: item
      ? {
          id: item.id,
          institutionName: item.institutionName,
          status: item.status as NonNullable<Summary['item']>['status'],
          errorMessage: item.errorMessage,
        }
      : null,
    unmatched: counts.Unmatched,
    matched: counts.Matched,
    excluded: counts.Excluded,
    lastSyncDate: item?.lastSyncDate ? new Date(item.lastSyncDate).toISOString() : null,
    lastSync: last ? toSync(last) : null,
  };
}

const label = (a: { name: string; mask: string | null }) => `"${a.name}"${a.mask ? ` (…${a.mask})` : ''}`;

/**
 * PATCH plaid/account/{id}/link/{x}: the feed account's transactions go to bank account x from now on. A
 * bank account takes one feed account; the currencies must agree. The item's sync starts again from the
 * beginning of its history, so the account's earlier transactions come in too (those already in the books
 * are skipped by their import key); it is queued at once when the queue runs.
 */
export async function linkAccount(
  db: Db,
  queue: Queue,
  id: number,
  bankAccountId: number,
  audit: Audit,
): Promise<FeedAccount> {
  const [a] = await db.select().from(bankFeedAccounts).where(eq(bankFeedAccounts.id, id)).for('update');
  if (!a) throw notFound('bank feed account');
  const [bank] = await db
    .select({
      id: bankAccounts.id,
      name: bankAccounts.name,
      isActive: bankAccounts.isActive,
      currency: currencies.abbreviation,
    })
    .from(bankAccounts)
    .leftJoin(currencies, eq(currencies.id, bankAccounts.currencyId))
    .where(eq(bankAccounts.id, bankAccountId));
  if (!bank) throw notFound('bank account');
  if (a.bankAccountId === bank.id) return feedAccount(db, id);
  const item = await itemRow(db, a.itemId);
  if (item.status === 'Disconnected')
    throw ruleViolation('The bank login is disconnected; link it again first.', 'BANK_FEED_DISCONNECTED');
  if (!bank.isActive) throw ruleViolation(`The bank account "${bank.name}" is inactive.`);
  const [taken] = await db.select().from(bankFeedAccounts).where(eq(bankFeedAccounts.bankAccountId, bank.id));
  if (taken)
    throw ruleViolation(
      `The bank account "${bank.name}" is already linked to the feed account ${label(taken)}; unlink that one first.`,
      'BANK_ACCOUNT_ALREADY_LINKED',
    );
  if (a.currency && bank.currency && a.currency.toUpperCase() !== bank.currency.toUpperCase())
    throw ruleViolation(
      `The feed account ${label(a)} is in ${a.currency} but the bank account "${bank.name}" is in ${bank.currency}.`,
      'BANK_FEED_CURRENCY',
    );
  await db.update(bankFeedAccounts).set({ bankAccountId: bank.id }).where(eq(bankFeedAccounts.id, id));
  await db
    .update(bankFeedItems)
    .set({ cursor: null, modifiedDate: sql`now()` })
    .where(eq(bankFeedItems.id, a.itemId));
  await audit({
    entity: 'bankFeedAccount',
    entityId: id,
    action: 'update',
    before: { bankAccountId: a.bankAccountId },
    after: { bankAccountId: bank.id },
  });
  await queueSync(db, queue, a.itemId, 'Manual');
  return feedAccount(db, id);
}

/** PATCH plaid/account/{id}/unlink: the feed account's transactions stop going to its bank account. */
export async function unlinkAccount(db: Db, id: number, audit: Audit): Promise<FeedAccount> {
  const [a] = await db.select().from(bankFeedAccounts).where(eq(bankFeedAccounts.id, id)).for('update');
  if (!a) throw notFound('bank feed account');
  if (a.bankAccountId !== null) {
    await db.update(bankFeedAccounts).set({ bankAccountId: null }).where(eq(bankFeedAccounts.id, id));
    await audit({
      entity: 'bankFeedAccount',
      entityId: id,
      action: 'update',
      before: { bankAccountId: a.bankAccountId },
      after: { bankAccountId: null },
    });
  }
  return feedAccount(db, id);
}
