/**
 * The bank feed adapter: a linked bank login (an "item", in Plaid's words), its accounts and their
 * transactions, pulled with a cursor so each sync brings only what changed since the last one. Money is a
 * decimal string everywhere ("-12.34"), never a float, and a transaction's amount is signed the way a ledger
 * reads it: money into the account is positive, money out negative.
 */

export interface LinkToken {
  /** Handed to the browser, which opens the provider's Link with it. */
  linkToken: string;
  /** ISO 8601. */
  expiration: string;
}

export interface LinkedItem {
  /** The key to the bank login: a secret, stored encrypted, never shown or logged. */
  accessToken: string;
  itemId: string;
}

export interface ItemProblem {
  code: string;
  message: string;
}

export interface BankItem {
  itemId: string;
  institutionId: string | null;
  institutionName: string | null;
  webhook: string | null;
  /** Set while the login needs the user (ITEM_LOGIN_REQUIRED and the like); null when it is healthy. */
  error: ItemProblem | null;
  /** ISO 8601, for institutions whose consent runs out (European ones); null otherwise. */
  consentExpiresAt: string | null;
}

export interface BankAccount {
  accountId: string;
  name: string;
  officialName: string | null;
  /** The last digits of the account number. */
  mask: string | null;
  type: string;
  subtype: string | null;
  /** Decimal strings; null when the bank does not say. */
  currentBalance: string | null;
  availableBalance: string | null;
  /** ISO code, or the provider's own code for a currency ISO does not have. */
  currency: string | null;
}

export interface BankTransaction {
  transactionId: string;
  accountId: string;
  /** YYYY-MM-DD: the day it posted (or was authorised, while pending). */
  date: string;
  /** Signed decimal: money into the account is positive. */
  amount: string;
  name: string;
  merchantName: string | null;
  pending: boolean;
  /** On a posted transaction, the pending one it replaces (which arrives in `removed`). */
  pendingTransactionId: string | null;
  checkNumber: string | null;
  isoCurrencyCode: string | null;
}

export interface RemovedTransaction {
  transactionId: string;
}

/** One page of changes since a cursor. */
export interface SyncPage {
  added: BankTransaction[];
  modified: BankTransaction[];
  removed: RemovedTransaction[];
  /** Saved, and sent with the next sync. Empty while the provider has no transactions ready yet. */
  nextCursor: string;
  hasMore: boolean;
}

/** Every change since a cursor, all pages folded together; apply added, then modified, then removed. */
export interface SyncResult {
  added: BankTransaction[];
  modified: BankTransaction[];
  removed: RemovedTransaction[];
  nextCursor: string;
}

export interface BankFeed {
  readonly kind: 'plaid' | 'offline';
  /** Shown wherever the office sees where its bank lines come from ("Offline bank feed"). */
  readonly label: string;
  /** With an access token, Link opens in update mode: the user logs in again to repair the item. */
  createLinkToken(request: { userId: string; webhookUrl?: string; accessToken?: string }): Promise<LinkToken>;
  exchangePublicToken(publicToken: string): Promise<LinkedItem>;
  getItem(accessToken: string): Promise<BankItem>;
  getAccounts(accessToken: string): Promise<BankAccount[]>;
  /** One page of changes; a null cursor starts from the beginning of the item's history. */
  syncTransactions(accessToken: string, cursor: string | null): Promise<SyncPage>;
  /** Every page of changes, restarted when the provider reports the data changed while paging. */
  syncAll(accessToken: string, cursor: string | null): Promise<SyncResult>;
  updateWebhook(accessToken: string, url: string): Promise<void>;
  /** Ends the bank login at the provider; the access token is useless afterwards. */
  removeItem(accessToken: string): Promise<void>;
  /** Asks the provider to look at the bank now; new transactions come with a webhook, not in the answer. */
  refreshTransactions(accessToken: string): Promise<void>;
  /** Sandbox only: has the provider send a webhook (e.g. SYNC_UPDATES_AVAILABLE) right away. */
  fireSandboxWebhook(accessToken: string, code: string): Promise<void>;
}

interface ErrorDetails {
  type?: string | null;
  /** Written by the provider for the end user; may be null. */
  displayMessage?: string | null;
  /** The provider's request id, for its support. */
  requestId?: string | null;
}

/** The provider refused the request. `code` is its error code (e.g. INVALID_API_KEYS). */
export class BankFeedError extends Error {
  readonly type: string | null;
  readonly displayMessage: string | null;
  readonly requestId: string | null;
  constructor(
    message: string,
    readonly code: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'BankFeedError';
    this.type = details.type ?? null;
    this.displayMessage = details.displayMessage ?? null;
    this.requestId = details.requestId ?? null;
  }
}

/** The bank login needs the user again (password changed, MFA, consent): open Link in update mode. */
export class BankFeedLoginRequired extends BankFeedError {
  constructor(message: string, details: ErrorDetails = {}) {
    super(message, 'ITEM_LOGIN_REQUIRED', details);
    this.name = 'BankFeedLoginRequired';
  }
}

/** The provider could not be reached, did not answer in time, or failed on its side: try again later. */
export class BankFeedUnavailable extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'BankFeedUnavailable';
  }
}

/**
 * A decimal string from one of Plaid's JSON numbers, with no arithmetic on the double. JSON.parse has already
 * turned Plaid's text into a double; String(n) gives back the shortest decimal that reads as the same double,
 * which is exactly the text Plaid sent for any amount of up to 15 significant digits, i.e. every amount a bank
 * reports. Padded to two decimals ("1200" → "1200.00"); a currency with more decimals keeps them.
 */
export function plaidDecimal(n: number): string {
  if (typeof n !== 'number' || !Number.isFinite(n))
    throw new BankFeedUnavailable('Plaid sent an amount that is not a number.');
  // Exponent forms (1e-7, 1e21) are not amounts a bank sends; two decimals are enough to show them.
  const text = /e/i.test(String(n)) ? n.toFixed(2) : String(n);
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** "-12.34" from "12.34" and back, by the sign alone; zero stays unsigned. */
export function negateDecimal(amount: string): string {
  if (amount.startsWith('-')) return amount.slice(1);
  return /^0*\.?0*$/.test(amount) ? amount : `-${amount}`;
}

export const MUTATION_DURING_PAGINATION = 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION';
/** How often a sync starts again after the data changed under it before it gives up. */
export const SYNC_RESTARTS = 3;

/**
 * Pulls every page from `cursor` and folds them into one set of changes. Plaid asks for exactly this: when the
 * data changes while paging it answers TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION, the pages so far may
 * disagree with the rest, and the whole pull starts again from the cursor it started from. Nothing is kept
 * from the abandoned pull, so the caller stores the changes and the new cursor together, or neither.
 */
export async function syncAllPages(
  feed: Pick<BankFeed, 'syncTransactions'>,
  accessToken: string,
  cursor: string | null,
): Promise<SyncResult> {
  for (let attempt = 0; ; attempt++) {
    const added = new Map<string, BankTransaction>();
    const modified = new Map<string, BankTransaction>();
    const removed = new Set<string>();
    let next = cursor;
    try {
      for (;;) {
        const page = await feed.syncTransactions(accessToken, next);
        for (const t of page.added) added.set(t.transactionId, t);
        // Changed after it arrived in this same pull: the caller has never seen it, so it is still new.
        for (const t of page.modified)
          (added.has(t.transactionId) ? added : modified).set(t.transactionId, t);
        for (const { transactionId: id } of page.removed) {
          modified.delete(id);
          // Added and removed within this pull: the caller never needs to hear of it.
          if (!added.delete(id)) removed.add(id);
        }
        next = page.nextCursor;
        if (!page.hasMore)
          return {
            added: [...added.values()],
            modified: [...modified.values()],
            removed: [...removed].map((transactionId) => ({ transactionId })),
            nextCursor: page.nextCursor,
          };
      }
    } catch (err) {
      if (err instanceof BankFeedError && err.code === MUTATION_DURING_PAGINATION && attempt < SYNC_RESTARTS)
        continue;
      throw err;
    }
  }
}
