import {
  type BankAccount,
  type BankFeed,
  type BankItem,
  type BankTransaction,
  type LinkedItem,
  type LinkToken,
  type SyncPage,
  syncAllPages,
} from './bank-feed';

/**
 * The offline bank feed: clearly labelled, no provider, no keys, no network. Linking always links the same
 * demo institution with one checking account, and the first sync brings a small fixed set of transactions
 * (money in and out, a cheque, one still pending), so an installation without Plaid keys can try the bank
 * feed screens. It keeps nothing: every access token is the demo one, and a sync with any cursor after the
 * first finds nothing new.
 */

export const OFFLINE_ACCESS_TOKEN = 'access-offline-demo';
export const OFFLINE_ITEM_ID = 'offline-demo-item';
export const OFFLINE_ACCOUNT_ID = 'offline-demo-checking';
/** The cursor after the demo transactions; the only one the offline feed hands out. */
export const OFFLINE_CURSOR = 'offline-v1';

// Days before today, so the demo lines land in the screen's default recent range. Money in is positive.
const DEMO: {
  id: string;
  daysAgo: number;
  amount: string;
  name: string;
  merchant?: string;
  check?: string;
}[] = [
  { id: 'opening', daysAgo: 27, amount: '2500.00', name: 'Opening deposit' },
  { id: 'fuel', daysAgo: 21, amount: '-84.12', name: 'SHELL OIL 5744', merchant: 'Shell' },
  { id: 'customer', daysAgo: 14, amount: '1250.00', name: 'ACH CREDIT ASPEN GROVE HOA' },
  { id: 'supplier', daysAgo: 9, amount: '-312.40', name: 'CHECK 1042', check: '1042' },
  { id: 'fee', daysAgo: 5, amount: '-15.00', name: 'MONTHLY SERVICE FEE' },
  { id: 'parts', daysAgo: 1, amount: '-46.75', name: 'HOME DEPOT #4410', merchant: 'The Home Depot' },
];
const PENDING = {
  id: 'pending-lunch',
  daysAgo: 0,
  amount: '-23.50',
  name: 'CORNER DELI',
  merchant: 'Corner Deli',
};

export class OfflineBankFeed implements BankFeed {
  readonly kind = 'offline';
  readonly label = 'Offline bank feed';

  /** `today` only for tests: the demo dates are counted back from it. */
  constructor(private readonly today: () => Date = () => new Date()) {}

  private day(daysAgo: number) {
    const d = this.today();
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - daysAgo))
      .toISOString()
      .slice(0, 10);
  }

  async createLinkToken(r: { userId: string; accessToken?: string }): Promise<LinkToken> {
    return {
      linkToken: `link-offline-${r.accessToken ? 'update' : 'new'}-${r.userId}`,
      expiration: new Date(this.today().getTime() + 4 * 3600_000).toISOString(),
    };
  }

  async exchangePublicToken(_publicToken: string): Promise<LinkedItem> {
    return { accessToken: OFFLINE_ACCESS_TOKEN, itemId: OFFLINE_ITEM_ID };
  }

  async getItem(_accessToken: string): Promise<BankItem> {
    return {
      itemId: OFFLINE_ITEM_ID,
      institutionId: 'ins_offline_demo',
      institutionName: 'Demo Bank (offline)',
      webhook: null,
      error: null,
      consentExpiresAt: null,
    };
  }

  async getAccounts(_accessToken: string): Promise<BankAccount[]> {
    return [
      {
        accountId: OFFLINE_ACCOUNT_ID,
        name: 'Demo Checking',
        officialName: 'Demo Bank Business Checking',
        mask: '0000',
        type: 'depository',
        subtype: 'checking',
        currentBalance: '3291.73',
        availableBalance: '3268.23',
        currency: 'USD',
      },
    ];
  }

  async syncTransactions(_accessToken: string, cursor: string | null): Promise<SyncPage> {
    const added = cursor ? [] : [...DEMO, PENDING].map((t) => this.transaction(t));
    return { added, modified: [], removed: [], nextCursor: OFFLINE_CURSOR, hasMore: false };
  }

  syncAll(accessToken: string, cursor: string | null) {
    return syncAllPages(this, accessToken, cursor);
  }

  async updateWebhook(_accessToken: string, _url: string) {}
  async removeItem(_accessToken: string) {}
  async refreshTransactions(_accessToken: string) {}
  /** Nothing to send: the offline feed has no webhooks. */
  async fireSandboxWebhook(_accessToken: string, _code: string) {}

  private transaction(t: (typeof DEMO)[number]): BankTransaction {
    return {
      transactionId: `offline-txn-${t.id}`,
      accountId: OFFLINE_ACCOUNT_ID,
      date: this.day(t.daysAgo),
      amount: t.amount,
      name: t.name,
      merchantName: t.merchant ?? null,
      pending: t === PENDING,
      pendingTransactionId: null,
      checkNumber: t.check ?? null,
      isoCurrencyCode: 'USD',
    };
  }
}
