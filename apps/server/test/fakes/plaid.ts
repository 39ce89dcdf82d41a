import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Plaid's API on 127.0.0.1, as much of it as the bank feed uses: Link tokens, public token
 * exchange, items (get, webhook update, remove), accounts, /transactions/sync and /transactions/refresh,
 * /sandbox/item/fire_webhook and /webhook_verification_key/get. JSON bodies carrying client_id and secret
 * (400 INVALID_API_KEYS otherwise), Plaid's error shape. Each item keeps a change log of its transactions; a
 * cursor is a position in that log, and a pull that spans pages fails with
 * TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION when the log grew after its first page, as Plaid's does.
 * Amounts are Plaid's: positive is money out of the account.
 */
export const FAKE_PLAID_CLIENT_ID = 'fake_plaid_client_fieldline';
export const FAKE_PLAID_SECRET = 'fake_plaid_secret_fieldline';

export interface FakeTransaction {
  transaction_id: string;
  account_id: string;
  amount: number;
  iso_currency_code: string | null;
  unofficial_currency_code: string | null;
  date: string;
  authorized_date: string | null;
  name: string;
  merchant_name: string | null;
  pending: boolean;
  pending_transaction_id: string | null;
  check_number: string | null;
  payment_channel: string;
}
export type FakeAccount = Omit<ReturnType<typeof account>, 'balances'> & { balances: Record<string, Num> };
export interface FakeItem {
  item_id: string;
  access_token: string;
  institution_id: string;
  institution_name: string;
  webhook: string;
  /** ITEM_LOGIN_REQUIRED while set: data calls fail with it, /item/get shows it. */
  error: typeof LOGIN_REQUIRED | null;
  accounts: FakeAccount[];
  transactions: Map<string, FakeTransaction>;
  log: { kind: 'added' | 'modified' | 'removed'; txn: FakeTransaction }[];
  removed: boolean;
  mutateWhilePaging: boolean;
}
export type NewTransaction = Partial<FakeTransaction> & { amount: number; name: string };
type Body = Record<string, any>;
type Num = number | string | null;
type Reply = { status: number; body: Body };

export interface FakePlaid {
  url: string;
  /** Every request: path, JSON body (client_id and secret included) and the Plaid-Version header. */
  requests: { path: string; body: Body; version?: string }[];
  items: Map<string, FakeItem>;
  linkTokens: { link_token: string; request: Body }[];
  webhooks: { item_id: string; webhook_type: string; webhook_code: string }[];
  /** Caps a /transactions/sync page below the count asked for, so tests page through few transactions. */
  maxCount: number;
  /** What the user does in Link: a new item at the institution, with the webhook of `linkToken` if given. */
  link(opts?: { linkToken?: string; institutionId?: string; institutionName?: string }): string;
  addTransaction(itemId: string, t: NewTransaction): string;
  modifyTransaction(itemId: string, id: string, patch: Partial<FakeTransaction>): void;
  removeTransaction(itemId: string, id: string): void;
  /** The bank posts a pending transaction: a new id pointing at the pending one, which is removed. */
  postPending(itemId: string, pendingId: string, patch?: Partial<FakeTransaction>): string;
  setLoginRequired(itemId: string, on?: boolean): void;
  /** The next page asked for in the middle of a pull finds a transaction added since its first page. */
  mutateDuringPagination(itemId: string): void;
  /** The next request answers `status` (500 by default) with Plaid's INTERNAL_SERVER_ERROR. */
  failNext(status?: number): void;
  /** A Plaid-Verification header for `body`, signed with the key /webhook_verification_key/get serves. */
  signWebhook(body: string, iat?: number): string;
  close(): Promise<void>;
}

const MUTATION_MESSAGE =
  'Underlying transaction data changed since last page was fetched. Please restart pagination from last update.';
const LOGIN_REQUIRED = {
  error_type: 'ITEM_ERROR',
  error_code: 'ITEM_LOGIN_REQUIRED',
  error_message:
    'the login details of this item have changed and a user login is required to update this information',
  display_message: 'The provided credentials were not correct. Please try again.',
};

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const requestId = () => randomUUID().slice(0, 15);
const ok = (body: Body): Reply => ({ status: 200, body: { ...body, request_id: requestId() } });
const err = (status: number, type: string, code: string, message: string, display: string | null = null) => ({
  status,
  body: {
    error_type: type,
    error_code: code,
    error_message: message,
    display_message: display,
    request_id: requestId(),
    causes: [],
    status,
    documentation_url: 'https://plaid.com/docs/errors/',
  },
});
const invalid = (code: string, message: string) => err(400, 'INVALID_REQUEST', code, message);
const invalidInput = (code: string, message: string) => err(400, 'INVALID_INPUT', code, message);

// Plaid's sandbox accounts, with balances a test of decimals wants (1200 arrives as the JSON number 1200).
const account = (itemId: string, subtype: string, name: string, current: number, available: number) => ({
  account_id: `${itemId}_${subtype}`,
  balances: { available, current, iso_currency_code: 'USD', limit: null, unofficial_currency_code: null },
  mask: subtype === 'checking' ? '0000' : '1111',
  name: `Plaid ${name}`,
  official_name: `Plaid ${name} Gold Standard`,
  type: 'depository',
  subtype,
});

export async function startFakePlaid(): Promise<FakePlaid> {
  const items = new Map<string, FakeItem>();
  const byToken = new Map<string, FakeItem>();
  const publicTokens = new Map<string, FakeItem>();
  let failing: number | null = null;
  let seq = 0;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = randomUUID();
  const created = Math.floor(Date.now() / 1000);

  const need = <T>(value: T | undefined, what: string) => {
    if (value === undefined) throw new Error(`No fake Plaid ${what}`);
    return value;
  };
  const item = (itemId: string) => need(items.get(itemId), `item ${itemId}`);
  const txnOf = (it: FakeItem, id: string) => need(it.transactions.get(id), `transaction ${id}`);
  const record = (it: FakeItem, kind: 'added' | 'modified' | 'removed', txn: FakeTransaction) => {
    if (kind === 'removed') it.transactions.delete(txn.transaction_id);
    else it.transactions.set(txn.transaction_id, txn);
    // A copy: the log says what the transaction was then, whatever happens to it later.
    it.log.push({ kind, txn: { ...txn } });
  };
  const add = (it: FakeItem, t: NewTransaction) => {
    const txn: FakeTransaction = {
      account_id: it.accounts[0].account_id,
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
      date: '2025-03-03',
      authorized_date: null,
      merchant_name: null,
      pending: false,
      pending_transaction_id: null,
      check_number: null,
      payment_channel: 'other',
      ...t,
      transaction_id: t.transaction_id ?? `txn_${++seq}_${randomUUID().slice(0, 8)}`,
    };
    record(it, 'added', txn);
    return txn.transaction_id;
  };
  const itemBody = (it: FakeItem) => ({
    item_id: it.item_id,
    institution_id: it.institution_id,
    institution_name: it.institution_name,
    webhook: it.webhook,
    error: it.error ? { ...it.error, request_id: null } : null,
    products: ['transactions'],
    consent_expiration_time: null,
  });
  const signWebhook = (body: string, iat = Math.floor(Date.now() / 1000)) => {
    const claims = { iat, request_body_sha256: createHash('sha256').update(body).digest('hex') };
    const head = `${b64url({ alg: 'ES256', kid, typ: 'JWT' })}.${b64url(claims)}`;
    const signature = sign('sha256', Buffer.from(head), { key: privateKey, dsaEncoding: 'ieee-p1363' });
    return `${head}.${signature.toString('base64url')}`;
  };

  function sync(it: FakeItem, b: Body): Reply {
    const count = b.count ?? 100;
    if (!Number.isInteger(count) || count < 1 || count > 500)
      return invalid('INVALID_FIELD', 'count must be an integer between 1 and 500');
    let start = 0;
    let end: number | null = null;
    if (b.cursor) {
      let c: { i?: string; p?: number; e?: number | null } = {};
      try {
        c = JSON.parse(Buffer.from(String(b.cursor), 'base64url').toString());
      } catch {}
      if (c.i !== it.item_id || typeof c.p !== 'number' || c.p > it.log.length)
        return invalid('INVALID_FIELD', 'cursor is not valid');
      start = c.p;
      end = c.e ?? null;
    }
    if (end !== null && it.mutateWhilePaging) {
      it.mutateWhilePaging = false;
      add(it, { amount: 7.5, name: 'Posted while paging' });
    }
    // In the middle of a pull (its first page said has_more): the log must not have moved since.
    if (end !== null && it.log.length !== end)
      return err(400, 'TRANSACTIONS_ERROR', 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION', MUTATION_MESSAGE);
    const stop = end ?? it.log.length;
    const page = it.log.slice(start, Math.min(stop, start + Math.min(count, fake.maxCount)));
    const next = start + page.length;
    const has_more = next < stop;
    const of = (kind: string) => page.filter((c) => c.kind === kind).map((c) => c.txn);
    return ok({
      added: of('added'),
      modified: of('modified'),
      removed: of('removed').map((t) => ({ transaction_id: t.transaction_id, account_id: t.account_id })),
      next_cursor: b64url({ i: it.item_id, p: next, e: has_more ? stop : null }),
      has_more,
      accounts: it.accounts,
      transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
    });
  }

  function answer(path: string, b: Body): Reply {
    if (path === '/webhook_verification_key/get') {
      if (b.key_id !== kid)
        return invalidInput('INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'invalid key_id provided');
      const jwk = publicKey.export({ format: 'jwk' });
      return ok({ key: { ...jwk, alg: 'ES256', use: 'sig', kid, created_at: created, expired_at: null } });
    }
    if (path === '/link/token/create') {
      if (!b.client_name || !b.language || !Array.isArray(b.country_codes) || !b.user?.client_user_id)
        return invalid('MISSING_FIELDS', 'the following required fields are missing: client_name, user');
      if (b.access_token && !byToken.has(b.access_token))
        return invalidInput('INVALID_ACCESS_TOKEN', 'provided access token is invalid');
      if (!b.access_token && !(Array.isArray(b.products) && b.products.length))
        return invalid('INVALID_FIELD', 'products must be provided unless launching Link in update mode');
      const link_token = `link-sandbox-${randomUUID()}`;
      // Plaid: 4 hours for a new item, 30 minutes in update mode.
      const expiration = new Date(Date.now() + (b.access_token ? 30 : 240) * 60_000).toISOString();
      fake.linkTokens.push({ link_token, request: b });
      return ok({ link_token, expiration });
    }
    if (path === '/item/public_token/exchange') {
      const it = publicTokens.get(b.public_token);
      if (!it) return invalidInput('INVALID_PUBLIC_TOKEN', 'provided public token is expired or invalid');
      publicTokens.delete(b.public_token);
      byToken.set(it.access_token, it);
      return ok({ access_token: it.access_token, item_id: it.item_id });
    }
    const it = byToken.get(b.access_token);
    if (!it) return invalidInput('INVALID_ACCESS_TOKEN', 'provided access token is in an invalid format');
    if (it.removed) return err(400, 'ITEM_ERROR', 'ITEM_NOT_FOUND', 'the Item you requested cannot be found');
    const data = ['/accounts/get', '/transactions/sync', '/transactions/refresh'].includes(path);
    if (data && it.error)
      return err(400, 'ITEM_ERROR', it.error.error_code, it.error.error_message, it.error.display_message);
    switch (path) {
      case '/item/get':
        return ok({ item: itemBody(it), status: { transactions: { last_failed_update: null } } });
      case '/accounts/get':
        return ok({ accounts: it.accounts, item: itemBody(it) });
      case '/transactions/sync':
        return sync(it, b);
      case '/transactions/refresh':
        return ok({});
      case '/item/webhook/update':
        if (typeof b.webhook !== 'string' || !URL.canParse(b.webhook))
          return invalid('INVALID_FIELD', 'webhook must be a valid URL');
        it.webhook = b.webhook;
        return ok({ item: itemBody(it) });
      case '/item/remove':
        it.removed = true;
        return ok({});
      case '/sandbox/item/fire_webhook': {
        if (typeof b.webhook_code !== 'string') return invalid('MISSING_FIELDS', 'webhook_code is required');
        const hook = { webhook_type: b.webhook_type ?? 'TRANSACTIONS', webhook_code: b.webhook_code };
        fake.webhooks.push({ item_id: it.item_id, ...hook });
        const target = URL.canParse(it.webhook) ? new URL(it.webhook) : null;
        // Delivered for real, signed, but only to a receiver on this machine: the fake never calls out.
        if (target && ['127.0.0.1', 'localhost'].includes(target.hostname)) {
          const body = JSON.stringify({ ...hook, item_id: it.item_id, error: null, environment: 'sandbox' });
          fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'plaid-verification': signWebhook(body) },
            body,
          }).catch(() => {});
        }
        return ok({ webhook_fired: true });
      }
    }
    return err(404, 'INVALID_REQUEST', 'NOT_FOUND', `unknown endpoint ${path}`);
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      let body: Body = {};
      let reply: Reply | null = null;
      try {
        body = JSON.parse(text);
      } catch {
        reply = invalid('INVALID_BODY', 'body could not be parsed as JSON');
      }
      fake.requests.push({ path, body, version: req.headers['plaid-version'] as string | undefined });
      if (!reply && failing !== null) {
        const status = failing;
        failing = null;
        reply = err(status, 'API_ERROR', 'INTERNAL_SERVER_ERROR', 'an unexpected error occurred');
      }
      if (!reply && !(req.headers['content-type'] ?? '').startsWith('application/json'))
        reply = invalid('INVALID_HEADERS', 'Content-Type must be application/json');
      if (!reply && (body.client_id !== FAKE_PLAID_CLIENT_ID || body.secret !== FAKE_PLAID_SECRET))
        reply = invalidInput('INVALID_API_KEYS', 'invalid client_id or secret provided');
      reply ??= answer(path, body);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakePlaid = {
    url: `http://127.0.0.1:${port}`,
    requests: [],
    items,
    linkTokens: [],
    webhooks: [],
    maxCount: 500,
    link(opts = {}) {
      const token = opts.linkToken ? fake.linkTokens.find((l) => l.link_token === opts.linkToken) : null;
      if (opts.linkToken && !token) throw new Error(`No fake Plaid link token ${opts.linkToken}`);
      const id = `item_${++seq}_${randomUUID().slice(0, 8)}`;
      const it: FakeItem = {
        item_id: id,
        access_token: `access-sandbox-${randomUUID()}`,
        institution_id: opts.institutionId ?? 'ins_109508',
        institution_name: opts.institutionName ?? 'First Platypus Bank',
        webhook: token?.request.webhook ?? '',
        error: null,
        accounts: [
          account(id, 'checking', 'Checking', 1234.56, 1200),
          account(id, 'savings', 'Saving', 210, 200),
        ],
        transactions: new Map(),
        log: [],
        removed: false,
        mutateWhilePaging: false,
      };
      items.set(id, it);
      const publicToken = `public-sandbox-${randomUUID()}`;
      publicTokens.set(publicToken, it);
      return publicToken;
    },
    addTransaction: (itemId, t) => add(item(itemId), t),
    modifyTransaction: (itemId, id, patch) =>
      record(item(itemId), 'modified', { ...txnOf(item(itemId), id), ...patch, transaction_id: id }),
    removeTransaction: (itemId, id) => record(item(itemId), 'removed', txnOf(item(itemId), id)),
    postPending(itemId, pendingId, patch = {}) {
      const it = item(itemId);
      const pending = txnOf(it, pendingId);
      if (!pending.pending) throw new Error(`${pendingId} is not pending`);
      record(it, 'removed', pending);
      const posted = { ...pending, ...patch, pending: false, pending_transaction_id: pendingId };
      return add(it, { ...posted, transaction_id: undefined });
    },
    setLoginRequired(itemId, on = true) {
      item(itemId).error = on ? LOGIN_REQUIRED : null;
    },
    mutateDuringPagination(itemId) {
      item(itemId).mutateWhilePaging = true;
    },
    failNext(status = 500) {
      failing = status;
    },
    signWebhook,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
