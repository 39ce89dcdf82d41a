import type {
  BankFeedItem,
  BankFeedSync,
  FeedAccount,
  SyncProblem,
} from '@fieldline/contracts/banking/bank-feeds.contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { BankFeed } from '../../integrations/bank-feed';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import { bankAccounts } from '../payments/payments.table';
import { decryptToken } from './bank-feeds.crypto';
import { accessTokenKey, bankFeed } from './bank-feeds.runtime';
import { bankFeedAccounts, bankFeedItems, bankFeedSyncs } from './bank-feeds.table';

type ItemRow = typeof bankFeedItems.$inferSelect;
type AccountRow = typeof bankFeedAccounts.$inferSelect;

export const providerOf = (feed: BankFeed): BankFeedItem['provider'] =>
  feed.kind === 'plaid' ? 'Plaid' : 'Offline';

export async function itemRow(db: Db, id: number): Promise<ItemRow> {
  const [row] = await db.select().from(bankFeedItems).where(eq(bankFeedItems.id, id));
  if (!row) throw notFound('bank login');
  return row;
}

/** The feed an item was linked through; refused when the server now runs another one. */
export function feedOf(item: ItemRow): BankFeed {
  const feed = bankFeed();
  if (providerOf(feed) !== item.provider)
    throw ruleViolation(
      item.provider === 'Offline'
        ? 'This bank login was linked through the offline bank feed, but the server now uses Plaid: link the bank again.'
        : 'This bank login was linked through Plaid, but the server now runs the offline bank feed (no Plaid keys are set).',
      'BANK_FEED_PROVIDER_CHANGED',
    );
  return feed;
}

/** The item's access token, for the provider only: never logged, stored in clear or answered. */
export function tokenOf(item: ItemRow): string {
  if (!item.accessToken) throw ruleViolation('The bank login is disconnected.', 'BANK_FEED_DISCONNECTED');
  return decryptToken(accessTokenKey(), item.accessToken, item.providerItemId);
}

/** An item that is not disconnected, with its feed and token (for calls to the provider). */
export async function liveItem(db: Db, id: number) {
  const item = await itemRow(db, id);
  if (item.status === 'Disconnected')
    throw ruleViolation('The bank login is disconnected; link it again first.', 'BANK_FEED_DISCONNECTED');
  return { item, feed: feedOf(item), token: tokenOf(item) };
}

const accountColumns = { a: bankFeedAccounts, bank: bankAccounts.name };

export const toAccount = ({ a, bank }: { a: AccountRow; bank: string | null }): FeedAccount => ({
  id: a.id,
  itemId: a.itemId,
  providerAccountId: a.providerAccountId,
  name: a.name,
  officialName: a.officialName,
  mask: a.mask,
  type: a.type,
  subtype: a.subtype,
  currentBalance: a.currentBalance,
  availableBalance: a.availableBalance,
  currency: a.currency,
  bankAccountId: a.bankAccountId,
  bankAccount: bank,
  lastSeen: new Date(a.lastSeen).toISOString(),
});

/** Feed accounts with the name of the bank account each is linked to. */
export async function accountsWhere(db: Db, where: ReturnType<typeof eq>): Promise<FeedAccount[]> {
  const rows = await db
    .select(accountColumns)
    .from(bankFeedAccounts)
    .leftJoin(bankAccounts, eq(bankAccounts.id, bankFeedAccounts.bankAccountId))
    .where(where)
    .orderBy(asc(bankFeedAccounts.itemId), asc(bankFeedAccounts.id));
  return rows.map(toAccount);
}

/** The latest sync of each item. */
export async function lastSyncs(
  db: Db,
  itemIds: number[],
): Promise<Map<number, typeof bankFeedSyncs.$inferSelect>> {
  if (!itemIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([bankFeedSyncs.itemId])
    .from(bankFeedSyncs)
    .where(inArray(bankFeedSyncs.itemId, itemIds))
    .orderBy(bankFeedSyncs.itemId, desc(bankFeedSyncs.id));
  return new Map(rows.map((r) => [r.itemId, r]));
}

/** Items as answered: accounts and last sync, and never the access token. */
export async function itemsOf(db: Db, ids?: number[]): Promise<BankFeedItem[]> {
  const items = await db
    .select()
    .from(bankFeedItems)
    .where(ids ? inArray(bankFeedItems.id, ids) : undefined)
    .orderBy(asc(bankFeedItems.id));
  if (!items.length) return [];
  const itemIds = items.map((i) => i.id);
  const [accounts, syncs] = await Promise.all([
    accountsWhere(db, inArray(bankFeedAccounts.itemId, itemIds)),
    lastSyncs(db, itemIds),
  ]);
  return items.map((i) => {
    const last = syncs.get(i.id);
    return {
      id: i.id,
      provider: i.provider as BankFeedItem['provider'],
      providerItemId: i.providerItemId,
      institutionId: i.institutionId,
      institutionName: i.institutionName,
      webhookUrl: i.webhookUrl,
      status: i.status as BankFeedItem['status'],
      errorCode: i.errorCode,
      errorMessage: i.errorMessage,
      lastSyncDate: i.lastSyncDate ? new Date(i.lastSyncDate).toISOString() : null,
      createdBy: i.createdBy,
      createdDate: new Date(i.createdDate).toISOString(),
      accounts: accounts.filter((a) => a.itemId === i.id),
      lastSync: last ? toSync(last) : null,
    };
  });
}

export async function getItem(db: Db, id: number): Promise<BankFeedItem> {
  const [item] = await itemsOf(db, [id]);
  if (!item) throw notFound('bank login');
  return item;
}

export const toSync = (r: typeof bankFeedSyncs.$inferSelect): BankFeedSync => ({
  id: r.id,
  itemId: r.itemId,
  trigger: r.trigger as BankFeedSync['trigger'],
  startedDate: new Date(r.startedDate).toISOString(),
  finishedDate: r.finishedDate ? new Date(r.finishedDate).toISOString() : null,
  status: r.status as BankFeedSync['status'],
  added: r.added,
  modified: r.modified,
  removed: r.removed,
  pending: r.pending,
  unlinked: r.unlinked,
  errorCode: r.errorCode,
  errorMessage: r.errorMessage,
  problems: (r.problems as SyncProblem[]) ?? [],
});
