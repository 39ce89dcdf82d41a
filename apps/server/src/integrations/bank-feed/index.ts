import type { BankFeed } from './bank-feed';
import { OfflineBankFeed } from './offline-feed';
import { PlaidFeed } from './plaid-feed';

export * from './bank-feed';
export {
  OFFLINE_ACCESS_TOKEN,
  OFFLINE_ACCOUNT_ID,
  OFFLINE_CURSOR,
  OFFLINE_ITEM_ID,
  OfflineBankFeed,
} from './offline-feed';
export {
  PLAID_TIMEOUT_MS,
  PLAID_VERSION,
  PlaidFeed,
  type PlaidFeedOptions,
  SYNC_PAGE_SIZE,
  verifyWebhook,
  WEBHOOK_MAX_AGE_S,
} from './plaid-feed';

export const PLAID_SANDBOX_URL = 'https://sandbox.plaid.com';

export interface BankFeedConfig {
  /** PLAID_API_URL: default the sandbox; https://production.plaid.com for real banks. */
  plaidUrl?: string;
  /** PLAID_CLIENT_ID and PLAID_SECRET: without both, the offline bank feed. */
  plaidClientId?: string;
  plaidSecret?: string;
}

/** Plaid when its client id and secret are configured, else the clearly labelled offline bank feed. */
export function createBankFeed(config: BankFeedConfig): BankFeed {
  if (config.plaidClientId && config.plaidSecret)
    return new PlaidFeed({
      baseUrl: config.plaidUrl || PLAID_SANDBOX_URL,
      clientId: config.plaidClientId,
      secret: config.plaidSecret,
    });
  return new OfflineBankFeed();
}
