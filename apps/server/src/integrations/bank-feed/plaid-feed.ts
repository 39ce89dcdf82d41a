import { createHash, createPublicKey, timingSafeEqual, verify } from 'node:crypto';
import {
  type BankAccount,
  type BankFeed,
  BankFeedError,
  BankFeedLoginRequired,
  BankFeedUnavailable,
  type BankItem,
  type BankTransaction,
  type LinkedItem,
  type LinkToken,
  negateDecimal,
  plaidDecimal,
  type SyncPage,
  syncAllPages,
} from './bank-feed';

export interface PlaidFeedOptions {
  /** https://sandbox.plaid.com or https://production.plaid.com, or the fake server's address in tests. */
  baseUrl: string;
  clientId: string;
  secret: string;
  timeoutMs?: number;
  /** Shown to the user inside Link. */
  clientName?: string;
  countryCodes?: string[];
  language?: string;
}

/** /transactions/sync can take a while on a big first pull; Plaid's own libraries wait longer than Stripe's. */
export const PLAID_TIMEOUT_MS = 30_000;
/** The API version the shapes below are read against; Plaid pins it per request. */
export const PLAID_VERSION = '2020-09-14';
/** The most /transactions/sync gives in one page. */
export const SYNC_PAGE_SIZE = 500;

// Plaid's objects, as far as Fieldline reads them (https://plaid.com/docs/api).
interface PlaidErrorBody {
  error_type?: string;
  error_code?: string;
  error_message?: string;
  display_message?: string | null;
  request_id?: string;
}
interface PlaidItem {
  item_id: string;
  institution_id?: string | null;
  institution_name?: string | null;
  webhook?: string | null;
  error?: PlaidErrorBody | null;
  consent_expiration_time?: string | null;
}
interface PlaidAccount {
  account_id: string;
  name: string;
  official_name?: string | null;
  mask?: string | null;
  type: string;
  subtype?: string | null;
  balances: {
    current?: number | null;
    available?: number | null;
    iso_currency_code?: string | null;
    unofficial_currency_code?: string | null;
  };
}
interface PlaidTransaction {
  transaction_id: string;
  account_id: string;
  amount: number;
  date: string;
  name?: string | null;
  merchant_name?: string | null;
  pending: boolean;
  pending_transaction_id?: string | null;
  check_number?: string | null;
  iso_currency_code?: string | null;
  unofficial_currency_code?: string | null;
}

const nullableDecimal = (n: number | null | undefined) =>
  n === null || n === undefined ? null : plaidDecimal(n);

// The codes /sandbox/item/fire_webhook sends as TRANSACTIONS webhooks; the rest (ERROR, LOGIN_REPAIRED...) are ITEM.
const TRANSACTION_WEBHOOK =
  /^(SYNC_UPDATES_AVAILABLE|DEFAULT_UPDATE|INITIAL_UPDATE|HISTORICAL_UPDATE|TRANSACTIONS_REMOVED|RECURRING_TRANSACTIONS_UPDATE)$/;

/**
 * A client of Plaid's API (Link tokens, items, accounts, /transactions/sync), with global fetch and no SDK.
 * Every call is a POST of JSON carrying client_id and secret in the body. The secret and the access tokens are
 * scrubbed from every error message: errors end up in logs and on screens.
 */
export class PlaidFeed implements BankFeed {
  readonly kind = 'plaid';
  readonly label = 'Plaid';

  constructor(private readonly options: PlaidFeedOptions) {}

  private async call<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
    const base = this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`;
    const secrets = [this.options.secret, body.access_token, body.public_token].filter(
      (s): s is string => typeof s === 'string' && s.length > 0,
    );
    const clean = (text: string) => secrets.reduce((t, s) => t.split(s).join('[redacted]'), text);
    let res: Response;
    let text: string;
    try {
      res = await fetch(new URL(path, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'plaid-version': PLAID_VERSION },
        body: JSON.stringify({ client_id: this.options.clientId, secret: this.options.secret, ...body }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? PLAID_TIMEOUT_MS),
      });
      text = await res.text();
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      throw new BankFeedUnavailable(
        e.name === 'TimeoutError'
          ? 'Plaid did not answer in time.'
          : clean(`Plaid could not be reached: ${e.cause?.code ?? e.message}`),
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new BankFeedUnavailable(`Plaid answered ${res.status} with something that is not JSON.`);
    }
    if (res.ok) return json as T;
    const e = (json ?? {}) as PlaidErrorBody;
    const message = clean(e.error_message ?? `Plaid answered ${res.status}.`);
    // 5xx and rate limits are Plaid's trouble or a moment's, and an error without Plaid's code came from
    // something in between (a proxy): the same request may well work later.
    if (res.status >= 500 || res.status === 429 || !e.error_code)
      throw new BankFeedUnavailable(`Plaid answered ${res.status}: ${message}`, e.error_code ?? null);
    const details = {
      type: e.error_type,
      displayMessage: e.display_message ? clean(e.display_message) : null,
      requestId: e.request_id,
    };
    if (e.error_code === 'ITEM_LOGIN_REQUIRED') throw new BankFeedLoginRequired(message, details);
    throw new BankFeedError(message, e.error_code, details);
  }

  async createLinkToken(r: {
    userId: string;
    webhookUrl?: string;
    accessToken?: string;
  }): Promise<LinkToken> {
    const answer = await this.call<{ link_token: string; expiration: string }>('link/token/create', {
      client_name: this.options.clientName ?? 'Fieldline',
      language: this.options.language ?? 'en',
      country_codes: this.options.countryCodes ?? ['US'],
      user: { client_user_id: r.userId },
      // Update mode (an access token) takes no products: the item already has them.
      ...(r.accessToken ? { access_token: r.accessToken } : { products: ['transactions'] }),
      ...(r.webhookUrl ? { webhook: r.webhookUrl } : {}),
    });
    return { linkToken: answer.link_token, expiration: answer.expiration };
  }

  async exchangePublicToken(publicToken: string): Promise<LinkedItem> {
    const answer = await this.call<{ access_token: string; item_id: string }>('item/public_token/exchange', {
      public_token: publicToken,
    });
    return { accessToken: answer.access_token, itemId: answer.item_id };
  }

  async getItem(accessToken: string): Promise<BankItem> {
    const { item } = await this.call<{ item: PlaidItem }>('item/get', { access_token: accessToken });
    return {
      itemId: item.item_id,
      institutionId: item.institution_id ?? null,
      // Plaid names the institution on the item itself; older answers without it leave the name unknown.
      institutionName: item.institution_name ?? null,
      webhook: item.webhook || null,
      error: item.error?.error_code
        ? { code: item.error.error_code, message: item.error.error_message ?? item.error.error_code }
        : null,
      consentExpiresAt: item.consent_expiration_time ?? null,
    };
  }

  async getAccounts(accessToken: string): Promise<BankAccount[]> {
    const { accounts } = await this.call<{ accounts: PlaidAccount[] }>('accounts/get', {
      access_token: accessToken,
    });
    return accounts.map((a) => ({
      accountId: a.account_id,
      name: a.name,
      officialName: a.official_name ?? null,
      mask: a.mask ?? null,
      type: a.type,
      subtype: a.subtype ?? null,
      currentBalance: nullableDecimal(a.balances.current),
      availableBalance: nullableDecimal(a.balances.available),
      currency: a.balances.iso_currency_code ?? a.balances.unofficial_currency_code ?? null,
    }));
  }

  async syncTransactions(accessToken: string, cursor: string | null): Promise<SyncPage> {
    const page = await this.call<{
      added: PlaidTransaction[];
      modified: PlaidTransaction[];
      removed: { transaction_id: string }[];
      next_cursor: string;
      has_more: boolean;
    }>('transactions/sync', {
      access_token: accessToken,
      // No cursor at all (not null) asks for the item's whole history.
      ...(cursor ? { cursor } : {}),
      count: SYNC_PAGE_SIZE,
    });
    return {
      added: page.added.map(transactionOf),
      modified: page.modified.map(transactionOf),
      removed: page.removed.map((r) => ({ transactionId: r.transaction_id })),
      nextCursor: page.next_cursor,
      hasMore: page.has_more,
    };
  }

  syncAll(accessToken: string, cursor: string | null) {
    return syncAllPages(this, accessToken, cursor);
  }

  async updateWebhook(accessToken: string, url: string) {
    await this.call('item/webhook/update', { access_token: accessToken, webhook: url });
  }

  async removeItem(accessToken: string) {
    await this.call('item/remove', { access_token: accessToken });
  }

  async refreshTransactions(accessToken: string) {
    await this.call('transactions/refresh', { access_token: accessToken });
  }

  async fireSandboxWebhook(accessToken: string, code: string) {
    await this.call('sandbox/item/fire_webhook', {
      access_token: accessToken,
      webhook_type: TRANSACTION_WEBHOOK.test(code) ? 'TRANSACTIONS' : 'ITEM',
      webhook_code: code,
    });
  }

  /** The public key Plaid signs webhooks with, by the key id (`kid`) in the webhook's JWT header. */
  async getWebhookVerificationKey(keyId: string): Promise<JsonWebKey> {
    const { key } = await this.call<{ key: JsonWebKey }>('webhook_verification_key/get', { key_id: keyId });
    return key;
  }
}

/** Plaid counts money out of the account as positive; Fieldline, like a bank statement, the other way round. */
function transactionOf(t: PlaidTransaction): BankTransaction {
  return {
    transactionId: t.transaction_id,
    accountId: t.account_id,
    date: t.date,
    amount: negateDecimal(plaidDecimal(t.amount)),
    name: t.name ?? t.merchant_name ?? '',
    merchantName: t.merchant_name ?? null,
    pending: t.pending,
    pendingTransactionId: t.pending_transaction_id ?? null,
    checkNumber: t.check_number ?? null,
    isoCurrencyCode: t.iso_currency_code ?? t.unofficial_currency_code ?? null,
  };
}

/** Plaid's limit on a webhook's age: an older signature may be a replay. */
export const WEBHOOK_MAX_AGE_S = 5 * 60;

/**
 * Whether a webhook body came from Plaid, by its Plaid-Verification header: an ES256 JWT whose payload holds
 * the SHA-256 of the body and when it was signed (https://plaid.com/docs/api/webhooks/webhook-verification).
 * Only ES256 is accepted, so a token claiming "none" or an HMAC algorithm is refused. `getKey` (usually
 * PlaidFeed.getWebhookVerificationKey, cached) may throw: that is not a verdict, and propagates so the
 * webhook handler can answer 5xx and let Plaid retry.
 */
export async function verifyWebhook(
  body: string,
  jwtHeader: string,
  getKey: (kid: string) => Promise<JsonWebKey>,
  now = Date.now(),
): Promise<boolean> {
  const parts = jwtHeader.split('.');
  if (parts.length !== 3) return false;
  let header: { alg?: unknown; kid?: unknown };
  let payload: { iat?: unknown; request_body_sha256?: unknown };
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return false;
  }
  if (header.alg !== 'ES256' || typeof header.kid !== 'string') return false;
  const jwk = await getKey(header.kid);
  // Plaid's own example refuses a key it has retired (expired_at set).
  if ((jwk as { expired_at?: unknown }).expired_at != null) return false;
  let signed: boolean;
  try {
    // Only the curve point: Plaid's JWK also carries created_at and expired_at, which key import rejects.
    const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, format: 'jwk' });
    // A JWT's ES256 signature is r‖s (IEEE P1363), not the DER that node expects by default.
    signed = verify(
      'sha256',
      Buffer.from(`${parts[0]}.${parts[1]}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(parts[2], 'base64url'),
    );
  } catch {
    return false;
  }
  if (!signed || typeof payload.iat !== 'number') return false;
  if (Math.abs(now / 1000 - payload.iat) > WEBHOOK_MAX_AGE_S) return false;
  const actual = Buffer.from(createHash('sha256').update(body, 'utf8').digest('hex'));
  const claimed = Buffer.from(String(payload.request_body_sha256 ?? ''));
  return actual.length === claimed.length && timingSafeEqual(actual, claimed);
}
