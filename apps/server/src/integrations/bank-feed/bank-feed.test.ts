import { generateKeyPairSync, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_PLAID_CLIENT_ID,
  FAKE_PLAID_SECRET,
  type FakePlaid,
  startFakePlaid,
} from '../../../test/fakes/plaid';
import {
  BankFeedError,
  BankFeedLoginRequired,
  BankFeedUnavailable,
  createBankFeed,
  negateDecimal,
  OFFLINE_CURSOR,
  OfflineBankFeed,
  PlaidFeed,
  plaidDecimal,
  SYNC_RESTARTS,
  syncAllPages,
  verifyWebhook,
} from '.';

const WEBHOOK = 'https://fieldline.test/hooks/plaid';
const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('the Plaid client, against a fake Plaid on 127.0.0.1', () => {
  let fake: FakePlaid;
  let plaid: PlaidFeed;
  beforeAll(async () => {
    fake = await startFakePlaid();
    plaid = new PlaidFeed({ baseUrl: fake.url, clientId: FAKE_PLAID_CLIENT_ID, secret: FAKE_PLAID_SECRET });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.maxCount = 500;
  });

  async function linked() {
    const { linkToken } = await plaid.createLinkToken({ userId: 'user-7', webhookUrl: WEBHOOK });
    return plaid.exchangePublicToken(fake.link({ linkToken }));
  }
  const syncRequests = (from: number) =>
    fake.requests.slice(from).filter((r) => r.path === '/transactions/sync');

  it('links: link token, public token exchanged once, the item, accounts with balances as strings', async () => {
    const { linkToken, expiration } = await plaid.createLinkToken({ userId: 'user-7', webhookUrl: WEBHOOK });
    expect(linkToken).toMatch(/^link-sandbox-/);
    expect(Date.parse(expiration)).toBeGreaterThan(Date.now());
    expect(fake.requests.at(-1)).toEqual({
      path: '/link/token/create',
      version: '2020-09-14',
      body: {
        client_id: FAKE_PLAID_CLIENT_ID,
        secret: FAKE_PLAID_SECRET,
        client_name: 'Fieldline',
        language: 'en',
        country_codes: ['US'],
        user: { client_user_id: 'user-7' },
        products: ['transactions'],
        webhook: WEBHOOK,
      },
    });
    const publicToken = fake.link({ linkToken });
    const { accessToken, itemId } = await plaid.exchangePublicToken(publicToken);
    expect(accessToken).toMatch(/^access-sandbox-/);
    const reused = await plaid.exchangePublicToken(publicToken).catch((e) => e);
    expect(reused).toBeInstanceOf(BankFeedError);
    expect(reused.code).toBe('INVALID_PUBLIC_TOKEN');
    expect(reused.message).not.toContain(publicToken);

    expect(await plaid.getItem(accessToken)).toEqual({
      itemId,
      institutionId: 'ins_109508',
      institutionName: 'First Platypus Bank',
      webhook: WEBHOOK,
      error: null,
      consentExpiresAt: null,
    });
    expect(await plaid.getAccounts(accessToken)).toEqual([
      {
        accountId: `${itemId}_checking`,
        name: 'Plaid Checking',
        officialName: 'Plaid Checking Gold Standard',
        mask: '0000',
        type: 'depository',
        subtype: 'checking',
        currentBalance: '1234.56',
        // Plaid sends the JSON number 1200.
        availableBalance: '1200.00',
        currency: 'USD',
      },
      expect.objectContaining({ subtype: 'savings', currentBalance: '210.00', availableBalance: '200.00' }),
    ]);
    fake.items.get(itemId)!.accounts[1].balances.available = null;
    expect((await plaid.getAccounts(accessToken))[1].availableBalance).toBeNull();
  });

  it('syncs from a null cursor in several pages, money in positive (Plaid 12.34 is money out)', async () => {
    const { accessToken, itemId } = await linked();
    const ids = [12.34, -500, 0.1, 1000.5, 3].map((amount, i) =>
      fake.addTransaction(itemId, { amount, name: `Line ${i}`, date: `2025-03-0${i + 1}` }),
    );
    fake.maxCount = 2;
    const first = await plaid.syncTransactions(accessToken, null);
    expect(first.hasMore).toBe(true);
    expect(first.added).toEqual([
      {
        transactionId: ids[0],
        accountId: `${itemId}_checking`,
        date: '2025-03-01',
        amount: '-12.34',
        name: 'Line 0',
        merchantName: null,
        pending: false,
        pendingTransactionId: null,
        checkNumber: null,
        isoCurrencyCode: 'USD',
      },
      expect.objectContaining({ transactionId: ids[1], amount: '500.00' }),
    ]);
    const from = fake.requests.length;
    const all = await plaid.syncAll(accessToken, null);
    const requests = syncRequests(from);
    expect(requests).toHaveLength(3);
    // No cursor at all for the first page, then each page's next_cursor; always Plaid's largest page.
    expect(requests[0].body).not.toHaveProperty('cursor');
    expect(requests.map((r) => r.body.count)).toEqual([500, 500, 500]);
    expect(all.added.map((t) => t.transactionId)).toEqual(ids);
    expect(all.added.map((t) => t.amount)).toEqual(['-12.34', '500.00', '-0.10', '-1000.50', '-3.00']);
    expect(all.modified).toEqual([]);
    expect(all.removed).toEqual([]);
  });

  it('brings only what changed since the saved cursor: added, modified and removed', async () => {
    const { accessToken, itemId } = await linked();
    const [fuel, lunch] = ['Fuel', 'Lunch'].map((name) => fake.addTransaction(itemId, { amount: 10, name }));
    const first = await plaid.syncAll(accessToken, null);
    expect(first.added).toHaveLength(2);
    expect(await plaid.syncAll(accessToken, first.nextCursor)).toMatchObject({
      added: [],
      modified: [],
      removed: [],
    });

    const refund = fake.addTransaction(itemId, { amount: -25, name: 'Refund', check_number: '1042' });
    fake.modifyTransaction(itemId, fuel, { amount: 10.5, merchant_name: 'Chevron' });
    fake.removeTransaction(itemId, lunch);
    const next = await plaid.syncAll(accessToken, first.nextCursor);
    expect(next.added).toEqual([
      expect.objectContaining({ transactionId: refund, amount: '25.00', checkNumber: '1042' }),
    ]);
    expect(next.modified).toEqual([
      expect.objectContaining({ transactionId: fuel, amount: '-10.50', merchantName: 'Chevron' }),
    ]);
    expect(next.removed).toEqual([{ transactionId: lunch }]);
  });

  it('replaces a pending transaction with the posted one, which points at it', async () => {
    const { accessToken, itemId } = await linked();
    const pending = fake.addTransaction(itemId, { amount: 23.5, name: 'CORNER DELI', pending: true });
    const first = await plaid.syncAll(accessToken, null);
    expect(first.added).toEqual([expect.objectContaining({ transactionId: pending, pending: true })]);
    // The tip is added when it posts.
    const posted = fake.postPending(itemId, pending, { amount: 27.5, date: '2025-03-05' });
    const next = await plaid.syncAll(accessToken, first.nextCursor);
    expect(next.removed).toEqual([{ transactionId: pending }]);
    expect(next.added).toEqual([
      expect.objectContaining({
        transactionId: posted,
        pending: false,
        pendingTransactionId: pending,
        amount: '-27.50',
        date: '2025-03-05',
      }),
    ]);
  });

  it('folds the pages of one pull: a transaction added and removed in it is never reported', async () => {
    const { accessToken, itemId } = await linked();
    const gone = fake.addTransaction(itemId, { amount: 1, name: 'Gone' });
    const kept = fake.addTransaction(itemId, { amount: 2, name: 'Kept' });
    fake.modifyTransaction(itemId, kept, { name: 'Kept, renamed' });
    fake.removeTransaction(itemId, gone);
    fake.maxCount = 1;
    const all = await plaid.syncAll(accessToken, null);
    expect(all.added).toEqual([expect.objectContaining({ transactionId: kept, name: 'Kept, renamed' })]);
    expect(all.modified).toEqual([]);
    expect(all.removed).toEqual([]);
  });

  it('restarts the pull from its first cursor when the data changes while paging', async () => {
    const { accessToken, itemId } = await linked();
    for (const name of ['A', 'B', 'C']) fake.addTransaction(itemId, { amount: 1, name });
    const first = await plaid.syncAll(accessToken, null);
    for (const name of ['D', 'E', 'F']) fake.addTransaction(itemId, { amount: 1, name });
    fake.maxCount = 2;
    fake.mutateDuringPagination(itemId);
    const from = fake.requests.length;
    const all = await plaid.syncAll(accessToken, first.nextCursor);
    expect(all.added.map((t) => t.name)).toEqual(['D', 'E', 'F', 'Posted while paging']);
    const cursors = syncRequests(from).map((r) => r.body.cursor);
    // Page 1, page 2 refused, then from the cursor the pull started from: two pages of four.
    expect(cursors).toHaveLength(4);
    expect(cursors[0]).toBe(first.nextCursor);
    expect(cursors[2]).toBe(first.nextCursor);

    // One page at a time, the caller sees Plaid's error as it is.
    fake.addTransaction(itemId, { amount: 1, name: 'G' });
    fake.addTransaction(itemId, { amount: 1, name: 'H' });
    fake.addTransaction(itemId, { amount: 1, name: 'I' });
    const page = await plaid.syncTransactions(accessToken, all.nextCursor);
    fake.addTransaction(itemId, { amount: 1, name: 'J' });
    const err = await plaid.syncTransactions(accessToken, page.nextCursor).catch((e) => e);
    expect(err).toBeInstanceOf(BankFeedError);
    expect(err.code).toBe('TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION');
  });

  it('gives up after a few restarts', async () => {
    let calls = 0;
    const restless = {
      syncTransactions: async () => {
        calls += 1;
        throw new BankFeedError('changed', 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION');
      },
    };
    await expect(syncAllPages(restless, 'token', null)).rejects.toBeInstanceOf(BankFeedError);
    expect(calls).toBe(SYNC_RESTARTS + 1);
  });

  it('ITEM_LOGIN_REQUIRED is BankFeedLoginRequired; update mode repairs it', async () => {
    const { accessToken, itemId } = await linked();
    fake.setLoginRequired(itemId);
    await expect(plaid.syncTransactions(accessToken, null)).rejects.toBeInstanceOf(BankFeedLoginRequired);
    const err = await plaid.getAccounts(accessToken).catch((e) => e);
    expect(err).toBeInstanceOf(BankFeedError);
    expect(err).toMatchObject({
      code: 'ITEM_LOGIN_REQUIRED',
      type: 'ITEM_ERROR',
      name: 'BankFeedLoginRequired',
    });
    expect(err.displayMessage).toBeTruthy();
    expect(err.message).not.toContain(accessToken);
    expect((await plaid.getItem(accessToken)).error).toEqual({
      code: 'ITEM_LOGIN_REQUIRED',
      message: expect.stringContaining('login'),
    });

    const update = await plaid.createLinkToken({ userId: 'user-7', accessToken });
    expect(update.linkToken).toMatch(/^link-sandbox-/);
    const body = fake.requests.at(-1)!.body;
    expect(body.access_token).toBe(accessToken);
    expect(body).not.toHaveProperty('products');
    fake.setLoginRequired(itemId, false);
    await expect(plaid.getAccounts(accessToken)).resolves.toHaveLength(2);
  });

  it('wrong keys: a BankFeedError that does not carry the secret', async () => {
    const secret = 'not-the-secret-4f9a2c';
    const wrong = new PlaidFeed({ baseUrl: fake.url, clientId: FAKE_PLAID_CLIENT_ID, secret });
    const err = await wrong.createLinkToken({ userId: 'user-7' }).catch((e) => e);
    expect(err).toBeInstanceOf(BankFeedError);
    expect(err).not.toBeInstanceOf(BankFeedLoginRequired);
    expect(err).toMatchObject({ code: 'INVALID_API_KEYS', type: 'INVALID_INPUT' });
    expect(`${err.message} ${err.stack} ${JSON.stringify(err)}`).not.toContain(secret);
  });

  it('5xx, no answer in time and no server at all are BankFeedUnavailable', async () => {
    const { accessToken } = await linked();
    fake.failNext(503);
    const err = await plaid.getItem(accessToken).catch((e) => e);
    expect(err).toBeInstanceOf(BankFeedUnavailable);
    expect(err.code).toBe('INTERNAL_SERVER_ERROR');
    expect(err.message).not.toContain(accessToken);

    const silent = http.createServer(() => {});
    const url = await listen(silent);
    const slow = new PlaidFeed({ baseUrl: url, clientId: 'id', secret: 'secret', timeoutMs: 100 });
    await expect(slow.getItem(accessToken)).rejects.toThrow(
      new BankFeedUnavailable('Plaid did not answer in time.'),
    );
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    const gone = new PlaidFeed({ baseUrl: url, clientId: 'id', secret: 'secret' });
    await expect(gone.getItem(accessToken)).rejects.toBeInstanceOf(BankFeedUnavailable);
  });

  it('updates the webhook, refreshes, fires a signed sandbox webhook that verifies, and removes the item', async () => {
    const { accessToken, itemId } = await linked();
    let received: (hook: { body: string; jwt: string }) => void = () => {};
    const arrived = new Promise<{ body: string; jwt: string }>((resolve) => {
      received = resolve;
    });
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        res.end();
        received({ body, jwt: String(req.headers['plaid-verification']) });
      });
    });
    const hookUrl = `${await listen(receiver)}/hooks/plaid`;
    try {
      await plaid.updateWebhook(accessToken, hookUrl);
      expect((await plaid.getItem(accessToken)).webhook).toBe(hookUrl);
      await plaid.refreshTransactions(accessToken);
      await plaid.fireSandboxWebhook(accessToken, 'SYNC_UPDATES_AVAILABLE');
      expect(fake.webhooks.at(-1)).toEqual({
        item_id: itemId,
        webhook_type: 'TRANSACTIONS',
        webhook_code: 'SYNC_UPDATES_AVAILABLE',
      });
      const hook = await arrived;
      expect(JSON.parse(hook.body)).toMatchObject({
        webhook_code: 'SYNC_UPDATES_AVAILABLE',
        item_id: itemId,
      });

      const getKey = (kid: string) => plaid.getWebhookVerificationKey(kid);
      expect(await verifyWebhook(hook.body, hook.jwt, getKey)).toBe(true);
      expect(await verifyWebhook(hook.body.replace('SYNC', 'SINK'), hook.jwt, getKey)).toBe(false);
      const stale = fake.signWebhook(hook.body, Math.floor(Date.now() / 1000) - 6 * 60);
      expect(await verifyWebhook(hook.body, stale, getKey)).toBe(false);
      const [head, payload] = hook.jwt.split('.');
      const kid = JSON.parse(Buffer.from(head, 'base64url').toString()).kid;
      expect(await verifyWebhook(hook.body, `${b64url({ alg: 'none', kid })}.${payload}.`, getKey)).toBe(
        false,
      );
      // Signed with some other key under Plaid's key id.
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const forged = sign('sha256', Buffer.from(`${head}.${payload}`), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      });
      expect(
        await verifyWebhook(hook.body, `${head}.${payload}.${forged.toString('base64url')}`, getKey),
      ).toBe(false);

      await plaid.fireSandboxWebhook(accessToken, 'LOGIN_REPAIRED');
      expect(fake.webhooks.at(-1)?.webhook_type).toBe('ITEM');
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
    await plaid.removeItem(accessToken);
    await expect(plaid.getItem(accessToken)).rejects.toMatchObject({ code: 'ITEM_NOT_FOUND' });
  });
});

describe('decimals from Plaid', () => {
  it('keeps the text Plaid sent, padded to two decimals, with no float arithmetic', () => {
    expect([12.34, 1200, 0.1, -0.5, 1234567.89, 0.001, 0, 0.07].map(plaidDecimal)).toEqual([
      '12.34',
      '1200.00',
      '0.10',
      '-0.50',
      '1234567.89',
      '0.001',
      '0.00',
      '0.07',
    ]);
    expect(() => plaidDecimal(Number.NaN)).toThrow(BankFeedUnavailable);
    expect(['12.34', '-3.00', '0.00'].map(negateDecimal)).toEqual(['-12.34', '3.00', '0.00']);
  });
});

describe('createBankFeed and the offline bank feed', () => {
  it('picks the offline feed without both Plaid keys, Plaid (sandbox by default) with them', () => {
    for (const config of [{}, { plaidClientId: 'id' }, { plaidSecret: 'secret' }]) {
      const feed = createBankFeed(config);
      expect(feed).toBeInstanceOf(OfflineBankFeed);
      expect(feed).toMatchObject({ kind: 'offline', label: 'Offline bank feed' });
    }
    const plaid = createBankFeed({ plaidClientId: 'id', plaidSecret: 'secret' });
    expect(plaid).toBeInstanceOf(PlaidFeed);
    expect(plaid).toMatchObject({ kind: 'plaid', options: { baseUrl: 'https://sandbox.plaid.com' } });
    const production = createBankFeed({
      plaidUrl: 'https://production.plaid.com',
      plaidClientId: 'id',
      plaidSecret: 'secret',
    });
    expect(production).toMatchObject({ options: { baseUrl: 'https://production.plaid.com' } });
  });

  it('links a demo bank with one checking account and a small fixed set of transactions', async () => {
    const feed = new OfflineBankFeed(() => new Date('2025-06-15T12:00:00Z'));
    const { linkToken } = await feed.createLinkToken({ userId: 'user-7' });
    expect(linkToken).toMatch(/^link-offline-/);
    const { accessToken } = await feed.exchangePublicToken('public-offline');
    expect(await feed.getItem(accessToken)).toMatchObject({
      institutionName: 'Demo Bank (offline)',
      error: null,
    });
    const [account, ...others] = await feed.getAccounts(accessToken);
    expect(others).toEqual([]);
    expect(account).toMatchObject({ subtype: 'checking', currency: 'USD' });

    const all = await feed.syncAll(accessToken, null);
    expect(all.added).toHaveLength(7);
    expect(all.added[0]).toMatchObject({
      date: '2025-05-19',
      amount: '2500.00',
      accountId: account.accountId,
    });
    expect(all.added.filter((t) => t.pending)).toHaveLength(1);
    // The balances agree with the lines: current counts the posted ones, available the pending one too.
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const posted = all.added.filter((t) => !t.pending).reduce((sum, t) => sum + cents(t.amount), 0);
    const pending = all.added.filter((t) => t.pending).reduce((sum, t) => sum + cents(t.amount), 0);
    expect(posted).toBe(cents(account.currentBalance!));
    expect(posted + pending).toBe(cents(account.availableBalance!));
    expect(all.nextCursor).toBe(OFFLINE_CURSOR);
    expect(await feed.syncAll(accessToken, all.nextCursor)).toMatchObject({ added: [], removed: [] });
    await expect(feed.fireSandboxWebhook(accessToken, 'SYNC_UPDATES_AVAILABLE')).resolves.toBeUndefined();
    // The same day, the same lines.
    expect((await feed.syncAll(accessToken, null)).added).toEqual(all.added);
  });
});
