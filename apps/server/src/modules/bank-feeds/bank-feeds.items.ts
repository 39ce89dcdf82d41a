import type { BankFeedItem, LinkToken } from '@fieldline/contracts/banking/bank-feeds.contract';
import { eq, sql } from 'drizzle-orm';
import { type BankFeed, BankFeedError } from '../../integrations/bank-feed';
import type { AuditEntry } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { AppError, ruleViolation } from '../../platform/errors';
import { encryptToken } from './bank-feeds.crypto';
import { providerError } from './bank-feeds.errors';
import { getItem, liveItem, providerOf } from './bank-feeds.items-read';
import { accessTokenKey, bankFeed, webhookUrl } from './bank-feeds.runtime';
import { syncItem } from './bank-feeds.sync';
import { bankFeedAccounts, bankFeedItems } from './bank-feeds.table';

type Audit = (entry: AuditEntry) => Promise<void>;

/**
 * The provider is called with no transaction open (these calls' routes are `readOnly`: a bank's answer can
 * take seconds, and a failure must still be recorded); each change to the books is its own transaction.
 */
async function call<T>(feed: BankFeed, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw providerError(err, feed);
  }
}

const tokenAnswer = (feed: BankFeed, t: { linkToken: string; expiration: string }): LinkToken => ({
  linkToken: t.linkToken,
  expiration: t.expiration,
  provider: providerOf(feed),
  label: feed.label,
});

/** POST plaid/linktoken: a token to open Link with for a new bank login (webhooks to this server's address). */
export async function newLinkToken(userId: number): Promise<LinkToken> {
  const feed = bankFeed();
  const url = webhookUrl();
  const token = await call(feed, () =>
    feed.createLinkToken({ userId: String(userId), ...(url ? { webhookUrl: url } : {}) }),
  );
  return tokenAnswer(feed, token);
}

/**
 * POST plaid/items: the public token from Link exchanged for the bank login, kept with its access token
 * encrypted, then its details, accounts and transactions pulled (the first sync). The link stands even when
 * that sync fails: the failure is on the item and in its sync history, and the next sync tries again.
 * The offline feed links the same demo login each time: a disconnected one is connected again.
 */
export async function linkItem(db: Db, publicToken: string, userId: number, audit: Audit) {
  const feed = bankFeed();
  const linked = await call(feed, () => feed.exchangePublicToken(publicToken));
  const accessToken = encryptToken(accessTokenKey(), linked.accessToken, linked.itemId);
  const provider = providerOf(feed);
  const id = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(bankFeedItems)
      .where(eq(bankFeedItems.providerItemId, linked.itemId))
      .for('update');
    if (before && before.status !== 'Disconnected')
      throw ruleViolation(
        `This bank login (${before.institutionName ?? linked.itemId}) is already linked.`,
        'BANK_FEED_ALREADY_LINKED',
      );
    if (before) {
      await tx
        .update(bankFeedItems)
        .set({
          provider,
          accessToken,
          status: 'Connected',
          errorCode: null,
          errorMessage: null,
          modifiedDate: sql`now()`,
        })
        .where(eq(bankFeedItems.id, before.id));
      return before.id;
    }
    const [row] = await tx
      .insert(bankFeedItems)
      .values({ provider, providerItemId: linked.itemId, accessToken, createdBy: userId })
      .returning({ id: bankFeedItems.id });
    return row.id;
  });
  await audit({
    entity: 'bankFeedItem',
    entityId: id,
    action: 'create',
    after: { provider, providerItemId: linked.itemId },
  });
  try {
    await syncItem(db, id, 'Link', { withDetails: true });
  } catch (err) {
    // Recorded on the item; a provider's failure does not undo the link.
    if (!(err instanceof AppError)) throw err;
  }
  return getItem(db, id);
}

/** POST plaid/forcerelogin/{id}: a Link token in update mode, with which the user logs in to the bank again. */
export async function reloginToken(db: Db, id: number, userId: number): Promise<LinkToken> {
  const { feed, token } = await liveItem(db, id);
  const answer = await call(feed, () => feed.createLinkToken({ userId: String(userId), accessToken: token }));
  return tokenAnswer(feed, answer);
}

/** POST plaid/updateWebhookURL/{id}: where the provider sends this item's webhooks from now on. */
export async function updateWebhookUrl(db: Db, id: number, url: string, audit: Audit): Promise<BankFeedItem> {
  const { item, feed, token } = await liveItem(db, id);
  await call(feed, () => feed.updateWebhook(token, url));
  await db
    .update(bankFeedItems)
    .set({ webhookUrl: url, modifiedDate: sql`now()` })
    .where(eq(bankFeedItems.id, id));
  await audit({
    entity: 'bankFeedItem',
    entityId: id,
    action: 'update',
    before: { webhookUrl: item.webhookUrl },
    after: { webhookUrl: url },
  });
  return getItem(db, id);
}

/** The provider no longer knows the item (removed before): disconnecting it here is all that is left. */
const GONE = new Set(['ITEM_NOT_FOUND', 'INVALID_ACCESS_TOKEN']);

/**
 * POST plaid/disconnect/{id}: the bank login ended at the provider, then here: Disconnected, its access token
 * erased, its accounts unlinked. Its transactions stay in the books.
 */
export async function disconnectItem(db: Db, id: number, audit: Audit): Promise<BankFeedItem> {
  const { feed, token } = await liveItem(db, id);
  try {
    await feed.removeItem(token);
  } catch (err) {
    if (!(err instanceof BankFeedError && GONE.has(err.code))) throw providerError(err, feed);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(bankFeedItems)
      .set({
        status: 'Disconnected',
        accessToken: '',
        cursor: null,
        errorCode: null,
        errorMessage: null,
        modifiedDate: sql`now()`,
      })
      .where(eq(bankFeedItems.id, id));
    await tx.update(bankFeedAccounts).set({ bankAccountId: null }).where(eq(bankFeedAccounts.itemId, id));
  });
  await audit({ entity: 'bankFeedItem', entityId: id, action: 'update', after: { status: 'Disconnected' } });
  return getItem(db, id);
}
