import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { type BankFeed, createBankFeed } from '../../integrations/bank-feed';
import type { Db } from '../../platform/db/database';
import { newSecret, tokenKey } from './bank-feeds.crypto';
import { bankFeedKeys } from './bank-feeds.table';

interface Runtime {
  feed: BankFeed;
  /** Encrypts the access tokens; never logged nor answered. */
  key: Buffer;
  /** Given to Plaid with each new Link; null when the app has no address Plaid can reach. */
  webhookUrl: string | null;
}

let current: Runtime | null = null;

function runtime(): Runtime {
  if (!current) throw new Error('The bank-feeds module is not started.');
  return current;
}

/** The feed the bank-feeds module talks to; set as the module starts (index.ts). */
export const bankFeed = (): BankFeed => runtime().feed;
export const accessTokenKey = (): Buffer => runtime().key;
export const webhookUrl = (): string | null => runtime().webhookUrl;

/**
 * Plaid when PLAID_CLIENT_ID and PLAID_SECRET are set, else the offline bank feed. The token key comes from
 * the database's secret, made at random the first time (a concurrent first start keeps the row that landed).
 */
export async function startBankFeeds(db: Db, config: Config): Promise<void> {
  await db.insert(bankFeedKeys).values({ id: 1, secret: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(bankFeedKeys).where(eq(bankFeedKeys.id, 1));
  const url =
    config.bankFeed.webhookUrl ?? (config.publicUrl ? `${config.publicUrl}/v1/plaid/webhook` : null);
  current = { feed: createBankFeed(config.bankFeed), key: tokenKey(row.secret), webhookUrl: url };
}

/** Tests swap the feed (a PlaidFeed on the fake Plaid) and put the previous one back; the key stays. */
export function useBankFeed(feed: BankFeed): () => void {
  const before = runtime();
  current = { ...before, feed };
  return () => {
    current = before;
  };
}
