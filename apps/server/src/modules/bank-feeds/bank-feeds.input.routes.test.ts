import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeItem, FakePlaid } from '../../../test/fakes/plaid';
import type { TestApp } from '../../../test/harness';
import { OfflineBankFeed } from '../../integrations/bank-feed';
import { rowsOf } from '../../platform/db/rows';
import type { PaymentsFixture } from '../payments/payments.test-helpers';
import { useBankFeed } from './bank-feeds.runtime';
import {
  type BankFeedTest,
  linkSyncedItem,
  type Method,
  plaidFeed,
  startBankFeedTest,
} from './bank-feeds.test-helpers';

/**
 * What the bank feed refuses (issue 21): Plaid failing or unreachable, bad input, unknown records, users
 * without Banking, a disconnected login, a second offline login; and the access token in no answer at all.
 * Dates in 2026-09.
 */
let c: BankFeedTest;
let t: TestApp;
let f: PaymentsFixture;
let fake: FakePlaid;
const api: BankFeedTest['api'] = (...args) => c.api(...args);
const rowOf = (bankId: string) => c.rowOf(bankId);
const feedList = (query?: string) => c.feedList(query);
let reader: string;
let nobody: string;
let answers: string[];

// The linked and synced bank login the tests below share; they run in order.
let plaid: FakeItem;
let itemId: number;
let checking: number;
let ids: Record<string, string>;

beforeAll(async () => {
  c = await startBankFeedTest();
  ({ t, f, fake, reader, nobody, answers } = c);
  ({ plaid, itemId, checking, ids } = await linkSyncedItem(c));
});
afterAll(() => c.close());

describe('bank feed (Plaid): refusals', () => {
  it('answers 502 when Plaid fails and 503 when it cannot be reached, never 500', async () => {
    fake.failNext(500);
    const bad = await api('POST', `/v1/plaid/transactions/refresh/${itemId}`);
    expect(bad.statusCode).toBe(502);
    expect(bad.json().message).toMatch(/^The bank feed is unavailable right now \(Plaid answered 500/);
    const back = useBankFeed(plaidFeed('http://127.0.0.1:9'));
    try {
      const down = await api('POST', `/v1/plaid/transactions/refresh/${itemId}`);
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('BANK_FEED_UNAVAILABLE');
      expect((await api('POST', '/v1/plaid/linktoken')).statusCode).toBe(503);
    } finally {
      back();
    }
  });

  it('refuses bad input with 400 and unknown records with 404', async () => {
    const bad: [Method, string, unknown?][] = [
      ['POST', '/v1/plaid/items', {}],
      ['POST', '/v1/plaid/items', { publicToken: 'x'.repeat(501) }],
      ['POST', '/v1/plaid/items', { publicToken: 'p', extra: 1 }],
      ['GET', '/v1/plaid/transactions'],
      ['GET', `/v1/plaid/transactions?bankAccountId=${f.savings}&feedAccountId=${checking}`],
      ['GET', `/v1/plaid/transactions?bankAccountId=${f.savings}&limit=501`],
      ['GET', `/v1/plaid/transactions?bankAccountId=${f.savings}&from=2026-02-30`],
      ['GET', `/v1/plaid/transactions/synchistory/${itemId}?limit=0`],
      ['GET', '/v1/plaid/items/2147483648'],
      ['GET', '/v1/plaid/items/abc'],
      ['PATCH', `/v1/plaid/account/${checking}/link/-1`],
      ['POST', `/v1/plaid/updateWebhookURL/${itemId}`, { url: 'ftp://example.com/hook' }],
      ['POST', `/v1/plaid/transactions/1/matchto/0`],
      ['POST', '/v1/plaid/transactions/1/addmatch', { creditAmount: '1.00' }],
      ['POST', '/v1/plaid/transactions/1/applytoinvoices', { customerId: 'x' }],
    ];
    for (const [method, url, body] of bad) {
      const res = await api(method, url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
    }
    const missing: [Method, string][] = [
      ['GET', '/v1/plaid/items/999999'],
      ['GET', '/v1/plaid/account/999999'],
      ['GET', '/v1/plaid/account/999999/summary'],
      ['GET', '/v1/plaid/account/summarybybank/999999'],
      ['PATCH', `/v1/plaid/account/${checking}/link/999999`],
      ['PATCH', '/v1/plaid/account/999999/unlink'],
      ['GET', '/v1/plaid/transactions?feedAccountId=999999'],
      ['GET', '/v1/plaid/transactions?bankAccountId=999999'],
      ['POST', '/v1/plaid/forcerelogin/999999'],
      ['POST', '/v1/plaid/disconnect/999999'],
      ['POST', '/v1/plaid/transactions/refresh/999999'],
      ['GET', '/v1/plaid/transactions/synchistory/999999'],
      ['GET', '/v1/plaid/transactions/recenterrors/999999'],
      ['POST', '/v1/plaid/transactions/999999/matchto/1'],
    ];
    for (const [method, url] of missing) {
      const res = await api(method, url);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
    }
    const used = await api('POST', '/v1/plaid/items', { publicToken: 'public-sandbox-used' });
    expect(used.statusCode).toBe(422);
    expect(used.json().message).toBe(
      'Plaid refused the request: provided public token is expired or invalid (INVALID_PUBLIC_TOKEN).',
    );
  });

  it('needs the Banking permission: read for reads, full for writes', async () => {
    const reads = [
      '/v1/plaid/items',
      `/v1/plaid/items/${itemId}`,
      `/v1/plaid/account/${itemId}`,
      `/v1/plaid/account/${checking}/summary`,
      `/v1/plaid/account/summarybybank/${f.savings}`,
      `/v1/plaid/transactions?bankAccountId=${f.savings}`,
      `/v1/plaid/transactions/synchistory/${itemId}`,
      `/v1/plaid/transactions/recenterrors/${itemId}`,
    ];
    const deposit = (await rowOf(ids.deposit)).id;
    const writes: [Method, string][] = [
      ['POST', '/v1/plaid/linktoken'],
      ['POST', '/v1/plaid/items'],
      ['POST', `/v1/plaid/forcerelogin/${itemId}`],
      ['POST', `/v1/plaid/updateWebhookURL/${itemId}`],
      ['POST', `/v1/plaid/disconnect/${itemId}`],
      ['PATCH', `/v1/plaid/account/${checking}/link/${f.checking}`],
      ['PATCH', `/v1/plaid/account/${checking}/unlink`],
      ['POST', `/v1/plaid/transactions/confirm/${deposit}`],
      ['POST', `/v1/plaid/transactions/${deposit}/applytoinvoices`],
      ['POST', `/v1/plaid/transactions/refresh/${itemId}`],
      ['POST', `/v1/plaid/transactions/forcewebhook/${itemId}`],
      ['POST', `/v1/plaid/transactions/${deposit}/matchto/1`],
      ['POST', `/v1/plaid/transactions/${deposit}/addmatch`],
    ];
    for (const url of reads) {
      expect((await api('GET', url, undefined, nobody)).statusCode, url).toBe(403);
      expect((await api('GET', url, undefined, reader)).statusCode, url).toBe(200);
    }
    for (const [method, url] of writes) {
      expect((await api(method, url, {}, nobody)).statusCode, url).toBe(403);
      expect((await api(method, url, {}, reader)).statusCode, url).toBe(403);
    }
    expect((await api('GET', `/v1/plaid/items/${itemId}`)).json().status).toBe('Connected');
  });

  it('disconnects the bank login: removed at Plaid, accounts unlinked, transactions kept', async () => {
    const before = (await feedList()).total;
    const res = await api('POST', `/v1/plaid/disconnect/${itemId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Disconnected' });
    expect(res.json().accounts.every((a: { bankAccountId: null }) => a.bankAccountId === null)).toBe(true);
    expect(plaid.removed).toBe(true);
    expect((await feedList()).total).toBe(before);
    const [row] = rowsOf<{ access_token: string }>(
      await t.database.db.execute(sql`select access_token from bank_feed_items where id = ${itemId}`),
    );
    expect(row.access_token).toBe('');
    const again = await api('POST', `/v1/plaid/disconnect/${itemId}`);
    expect(again.statusCode).toBe(422);
    expect((await api('POST', `/v1/plaid/transactions/refresh/${itemId}`)).statusCode).toBe(422);
    expect((await api('PATCH', `/v1/plaid/account/${checking}/link/${f.savings}`)).statusCode).toBe(422);
  });

  it('links the offline demo bank without Plaid, once at a time', async () => {
    const back = useBankFeed(new OfflineBankFeed());
    try {
      const token = await api('POST', '/v1/plaid/linktoken');
      expect(token.json()).toMatchObject({ provider: 'Offline', label: 'Offline bank feed' });
      const linked = await api('POST', '/v1/plaid/items', { publicToken: token.json().linkToken });
      expect(linked.statusCode, linked.body).toBe(201);
      expect(linked.json()).toMatchObject({
        provider: 'Offline',
        institutionName: 'Demo Bank (offline)',
        lastSync: { status: 'Ok', pending: 1, unlinked: 6 },
      });
      const twice = await api('POST', '/v1/plaid/items', { publicToken: 'again' });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().message).toBe('This bank login (Demo Bank (offline)) is already linked.');
      const id = linked.json().id;
      expect((await api('POST', `/v1/plaid/transactions/forcewebhook/${id}`)).statusCode).toBe(200);
      expect((await api('POST', `/v1/plaid/disconnect/${id}`)).statusCode).toBe(200);
      const relinked = await api('POST', '/v1/plaid/items', { publicToken: 'again' });
      expect(relinked.statusCode, relinked.body).toBe(201);
      expect(relinked.json()).toMatchObject({ id, status: 'Connected' });
      // A login linked offline is not Plaid's.
      back();
      const other = await api('POST', `/v1/plaid/transactions/refresh/${id}`);
      expect(other.statusCode).toBe(422);
      expect(other.json().code).toBe('BANK_FEED_PROVIDER_CHANGED');
    } finally {
      back();
    }
  });

  it('never shows the access token in any answer', () => {
    expect(answers.length).toBeGreaterThan(100);
    for (const it of fake.items.values())
      expect(answers.filter((a) => a.includes(it.access_token))).toEqual([]);
    expect(answers.filter((a) => a.includes('access-sandbox-') || a.includes('access-offline'))).toEqual([]);
  });
});
