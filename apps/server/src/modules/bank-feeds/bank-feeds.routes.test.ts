import { Permission } from '@fieldline/contracts/common/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import {
  FAKE_PLAID_CLIENT_ID,
  FAKE_PLAID_SECRET,
  type FakeItem,
  type FakePlaid,
  startFakePlaid,
} from '../../../test/fakes/plaid';
import { createTestApp, type TestApp } from '../../../test/harness';
import { OfflineBankFeed, PlaidFeed } from '../../integrations/bank-feed';
import { rowsOf } from '../../platform/db/rows';
import {
  caller,
  openInvoice,
  type PaymentsFixture,
  paymentsFixture,
} from '../payments/payments.test-helpers';
import { runSyncJob } from './bank-feeds.jobs';
import { useBankFeed } from './bank-feeds.runtime';

/**
 * The bank feed against the fake Plaid (issue 21): link a bank login, link its checking account to the demo
 * Business Savings account, sync posted transactions (pending ones wait), apply changes and removals, match
 * through the plaid/... calls, and survive what a bank does (login required, an unreachable provider).
 * Dates in 2026-09.
 */
let t: TestApp;
let f: PaymentsFixture;
let fake: FakePlaid;
let restore: () => void;
let reader: string;
let nobody: string;
/** Every answer any call gave, to look for the access token in. */
const answers: string[] = [];

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function api(method: Method, url: string, payload?: unknown, as?: string) {
  const res = await caller(t, f.admin)(method, url, payload, {}, as ?? f.admin);
  answers.push(res.body);
  return res;
}
const plaidFeed = (baseUrl: string) =>
  new PlaidFeed({ baseUrl, clientId: FAKE_PLAID_CLIENT_ID, secret: FAKE_PLAID_SECRET, timeoutMs: 5000 });

beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  fake = await startFakePlaid();
  restore = useBankFeed(plaidFeed(fake.url));
  reader = (await userWith(t, f.admin, [{ id: Permission.Banking, accessLevel: 1 }])).token;
  nobody = (await userWith(t, f.admin, [])).token;
});
afterAll(async () => {
  restore();
  await fake.close();
  await t.close();
});

// Shared by the tests below, which run in order.
let plaid: FakeItem;
let itemId: number;
let checking: number;
let savingsFeed: number;
const ids: Record<string, string> = {};

async function rowOf(bankId: string) {
  const [r] = rowsOf<{ id: number; status: string; amount: string; import_key: string }>(
    await t.database.db.execute(
      sql`select id, status, amount, import_key from bank_transactions where bank_id = ${bankId}`,
    ),
  );
  return r;
}
async function feedList(query = `bankAccountId=${f.savings}`) {
  const res = await api('GET', `/v1/plaid/transactions?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    total: number;
    data: { bankId: string; amount: string; payee: string; memo: string }[];
  };
}
async function refresh() {
  const res = await api('POST', `/v1/plaid/transactions/refresh/${itemId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('bank feed (Plaid)', () => {
  it('links a bank login with its accounts; nothing is stored before an account is linked', async () => {
    const token = await api('POST', '/v1/plaid/linktoken');
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json()).toMatchObject({ provider: 'Plaid', label: 'Plaid' });
    expect(token.json().linkToken).toMatch(/^link-sandbox-/);
    const publicToken = fake.link({ linkToken: token.json().linkToken });
    plaid = [...fake.items.values()].at(-1) as FakeItem;
    // Plaid counts money out as positive: -250 is a deposit.
    ids.deposit = fake.addTransaction(plaid.item_id, {
      amount: -250,
      name: 'ACH CREDIT ACME',
      date: '2026-09-06',
    });
    ids.fee = fake.addTransaction(plaid.item_id, {
      amount: 15,
      name: 'MONTHLY SERVICE FEE',
      date: '2026-09-08',
    });
    ids.fuel = fake.addTransaction(plaid.item_id, {
      amount: 45.1,
      name: 'SHELL OIL 5744',
      merchant_name: 'Shell',
      date: '2026-09-09',
    });
    ids.deli = fake.addTransaction(plaid.item_id, {
      amount: 23.5,
      name: 'CORNER DELI',
      date: '2026-09-10',
      pending: true,
    });
    ids.other = fake.addTransaction(plaid.item_id, {
      amount: 5,
      name: 'SAVINGS FEE',
      date: '2026-09-10',
      account_id: `${plaid.item_id}_savings`,
    });

    const res = await api('POST', '/v1/plaid/items', { publicToken });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    itemId = item.id;
    expect(item).toMatchObject({
      provider: 'Plaid',
      providerItemId: plaid.item_id,
      institutionId: 'ins_109508',
      institutionName: 'First Platypus Bank',
      status: 'Connected',
      errorCode: null,
      lastSync: { trigger: 'Link', status: 'Ok', added: 0, pending: 1, unlinked: 4 },
    });
    expect(item.accounts).toHaveLength(2);
    const acct = item.accounts.find((a: { subtype: string }) => a.subtype === 'checking');
    expect(acct).toMatchObject({
      name: 'Plaid Checking',
      mask: '0000',
      currentBalance: '1234.56',
      availableBalance: '1200.00',
      currency: 'USD',
      bankAccountId: null,
    });
    checking = acct.id;
    savingsFeed = item.accounts.find((a: { subtype: string }) => a.subtype === 'savings').id;
    expect((await api('GET', `/v1/plaid/account/${itemId}`)).json()).toHaveLength(2);
    expect((await api('GET', '/v1/plaid/items')).json().map((i: { id: number }) => i.id)).toContain(itemId);
  });

  it('keeps the access token encrypted in the database', async () => {
    const [row] = rowsOf<{ access_token: string }>(
      await t.database.db.execute(sql`select access_token from bank_feed_items where id = ${itemId}`),
    );
    expect(row.access_token).toMatch(/^v1\./);
    expect(row.access_token).not.toContain(plaid.access_token);
    expect(row.access_token).not.toContain(plaid.access_token.replace('access-sandbox-', ''));
    const [audit] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from audit_log where changes::text like ${`%${plaid.access_token}%`}`,
      ),
    );
    expect(audit.n).toBe(0);
  });

  it('links an account to Business Savings and syncs its posted transactions, not the pending one', async () => {
    const link = await api('PATCH', `/v1/plaid/account/${checking}/link/${f.savings}`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ bankAccountId: f.savings, bankAccount: 'Business Savings' });
    const twice = await api('PATCH', `/v1/plaid/account/${savingsFeed}/link/${f.savings}`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(
      'The bank account "Business Savings" is already linked to the feed account "Plaid Checking" (…0000); unlink that one first.',
    );
    const cad = await api('PATCH', `/v1/plaid/account/${savingsFeed}/link/${f.cadChecking}`);
    expect(cad.statusCode).toBe(422);
    expect(cad.json().message).toBe(
      'The feed account "Plaid Saving" (…1111) is in USD but the bank account "CAD Checking" is in CAD.',
    );

    const sync = await refresh();
    expect(sync).toMatchObject({ trigger: 'Manual', status: 'Ok', added: 3, pending: 1, unlinked: 1 });
    const list = await feedList();
    expect(list.total).toBe(3);
    expect(list.data.map((d) => [d.bankId, d.amount, d.payee, d.memo])).toEqual([
      [ids.fuel, '-45.10', 'Shell', 'SHELL OIL 5744'],
      [ids.fee, '-15.00', 'MONTHLY SERVICE FEE', ''],
      [ids.deposit, '250.00', 'ACH CREDIT ACME', ''],
    ]);
    expect(list.data[0]).toMatchObject({
      source: 'Feed',
      status: 'Unmatched',
      bankAccount: 'Business Savings',
    });
    expect((await rowOf(ids.fee)).import_key).toBe(`feed:${ids.fee}`);
    expect(await rowOf(ids.deli)).toBeUndefined();
    expect((await feedList(`feedAccountId=${checking}`)).total).toBe(3);
    expect((await feedList(`feedAccountId=${savingsFeed}`)).total).toBe(0);

    const summary = (await api('GET', `/v1/plaid/account/${checking}/summary`)).json();
    expect(summary).toMatchObject({
      feedAccount: { id: checking, bankAccountId: f.savings },
      bankAccount: 'Business Savings',
      item: { id: itemId, status: 'Connected' },
      unmatched: 3,
      matched: 0,
      lastSync: { added: 3 },
    });
    const byBank = (await api('GET', `/v1/plaid/account/summarybybank/${f.savings}`)).json();
    expect(byBank.feedAccount.id).toBe(checking);
    const unlinked = (await api('GET', `/v1/plaid/account/summarybybank/${f.checking}`)).json();
    expect(unlinked).toMatchObject({ feedAccount: null, bankAccount: 'Operating Checking', unmatched: 0 });
  });

  let cursorBefore: string;
  it('applies added, modified and removed transactions; a pending one posted ends as one row', async () => {
    [{ cursor: cursorBefore }] = rowsOf<{ cursor: string }>(
      await t.database.db.execute(sql`select cursor from bank_feed_items where id = ${itemId}`),
    );
    ids.depot = fake.addTransaction(plaid.item_id, {
      amount: 46.75,
      name: 'HOME DEPOT #4410',
      merchant_name: 'Home Depot',
      date: '2026-09-12',
    });
    fake.modifyTransaction(plaid.item_id, ids.fee, { amount: 12.5, name: 'SERVICE FEE ADJ' });
    fake.removeTransaction(plaid.item_id, ids.fuel);
    ids.deliPosted = fake.postPending(plaid.item_id, ids.deli, { amount: 24, date: '2026-09-11' });

    const sync = await refresh();
    expect(sync).toMatchObject({ added: 2, modified: 1, removed: 1, pending: 0, problems: [] });
    const list = await feedList();
    expect(list.data.map((d) => [d.bankId, d.amount, d.payee])).toEqual([
      [ids.depot, '-46.75', 'Home Depot'],
      [ids.deliPosted, '-24.00', 'CORNER DELI'],
      [ids.fee, '-12.50', 'SERVICE FEE ADJ'],
      [ids.deposit, '250.00', 'ACH CREDIT ACME'],
    ]);
    expect(list.data.filter((d) => d.payee === 'CORNER DELI')).toHaveLength(1);
  });

  it('adds nothing when the same sync is replayed', async () => {
    await t.database.db.execute(
      sql`update bank_feed_items set cursor = ${cursorBefore} where id = ${itemId}`,
    );
    const again = await refresh();
    expect(again).toMatchObject({ added: 0, modified: 0, removed: 0 });
    // And from the very beginning of the history.
    await t.database.db.execute(sql`update bank_feed_items set cursor = null where id = ${itemId}`);
    expect(await refresh()).toMatchObject({ added: 0, modified: 0, removed: 0 });
    expect((await feedList()).total).toBe(4);
  });

  it('matches feed transactions through the plaid calls', async () => {
    const pay = await api('POST', '/v1/invoices/addpayment', {
      customerId: f.usd.id,
      paymentDate: '2026-09-05',
      paymentMethodId: 1,
      bankAccountId: f.savings,
      amount: '250.00',
      applications: [],
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const deposit = (await rowOf(ids.deposit)).id;
    const confirmed = await api('POST', `/v1/plaid/transactions/confirm/${deposit}`);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect((await rowOf(ids.deposit)).status).toBe('Matched');
    expect((await api('POST', `/v1/plaid/transactions/confirm/${deposit}`)).statusCode).toBe(422);

    const fee = (await rowOf(ids.fee)).id;
    const added = await api('POST', `/v1/plaid/transactions/${fee}/addmatch`, {
      creditAmount: '12.50',
      creditDate: '2026-09-08',
      strDebitAccountAmount: '6800,12.50',
      bankAccountId: f.savings,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().matchId).toEqual(expect.any(Number));

    ids.check = fake.addTransaction(plaid.item_id, {
      amount: -300,
      name: 'CHECK DEPOSIT',
      date: '2026-09-14',
    });
    expect(await refresh()).toMatchObject({ added: 1 });
    const inv = await openInvoice(t, f.usd.id, '300.00', '2026-09-02');
    const applied = await api(
      'POST',
      `/v1/plaid/transactions/${(await rowOf(ids.check)).id}/applytoinvoices`,
      {
        customerId: f.usd.id,
        paymentMethodId: 1,
        invoices: [{ invoiceId: inv.id, amount: '300.00' }],
      },
    );
    expect(applied.statusCode, applied.body).toBe(201);

    // An entry paying 46.75 out of savings, waiting in the books for its bank line.
    const entry = await api('POST', '/v1/bankingtransactions/createWithGL', {
      creditAmount: '46.75',
      creditDate: '2026-09-12',
      strDebitAccountAmount: '6800,46.75',
      bankAccountId: f.savings,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const [line] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select jl.id from journal_lines jl
        join bank_accounts b on b.gl_account_id = jl.account_id and b.id = ${f.savings}
        where jl.entry_id = ${entry.json().entryId}`),
    );
    const depot = (await rowOf(ids.depot)).id;
    const matched = await api('POST', `/v1/plaid/transactions/${depot}/matchto/${line.id}`);
    expect(matched.statusCode, matched.body).toBe(201);
    expect((await api('GET', `/v1/plaid/account/${checking}/summary`)).json()).toMatchObject({
      unmatched: 1,
      matched: 4,
    });
    // A line of a statement file is banking's, not the feed's.
    expect((await api('POST', '/v1/plaid/transactions/confirm/999999')).statusCode).toBe(404);
  });

  it('keeps a matched transaction the bank removed or changed, and lists it in the recent errors', async () => {
    fake.removeTransaction(plaid.item_id, ids.depot);
    fake.modifyTransaction(plaid.item_id, ids.deposit, { amount: -255 });
    const sync = await refresh();
    expect(sync).toMatchObject({ removed: 0, modified: 0 });
    expect(sync.problems.map((p: { code: string }) => p.code).sort()).toEqual([
      'CHANGED_WHILE_MATCHED',
      'REMOVED_WHILE_MATCHED',
    ]);
    expect(await rowOf(ids.depot)).toMatchObject({ status: 'Matched', amount: '-46.75' });
    expect(await rowOf(ids.deposit)).toMatchObject({ status: 'Matched', amount: '250.00' });
    const errors = (await api('GET', `/v1/plaid/transactions/recenterrors/${itemId}`)).json();
    const removed = errors.find((e: { code: string }) => e.code === 'REMOVED_WHILE_MATCHED');
    expect(removed).toMatchObject({
      kind: 'Transaction',
      transactionId: ids.depot,
      bankTransactionId: (await rowOf(ids.depot)).id,
    });
    expect(removed.message).toMatch(
      /^The bank removed a transaction that is matched: 2026-09-12 -46\.75 Home Depot \(bank transaction \d+\)\./,
    );
  });

  it('marks the login as needing the user, answers a link token in update mode, and recovers', async () => {
    fake.setLoginRequired(plaid.item_id);
    const failed = await api('POST', `/v1/plaid/transactions/refresh/${itemId}`);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().code).toBe('BANK_FEED_LOGIN_REQUIRED');
    const item = (await api('GET', `/v1/plaid/items/${itemId}`)).json();
    expect(item).toMatchObject({
      status: 'LoginRequired',
      errorCode: 'ITEM_LOGIN_REQUIRED',
      lastSync: { status: 'Failed' },
    });
    const history = (await api('GET', `/v1/plaid/transactions/synchistory/${itemId}?limit=2`)).json();
    expect(history.data[0]).toMatchObject({ status: 'Failed', errorCode: 'ITEM_LOGIN_REQUIRED' });
    expect(history.total).toBeGreaterThan(5);
    const errors = (await api('GET', `/v1/plaid/transactions/recenterrors/${itemId}`)).json();
    expect(errors[0]).toMatchObject({ kind: 'Sync', code: 'ITEM_LOGIN_REQUIRED' });
    // The scheduled job meets the same failure: recorded, not thrown.
    await runSyncJob(t.database.db, { itemId, trigger: 'Schedule' });
    const again = (await api('GET', `/v1/plaid/transactions/synchistory/${itemId}?limit=1`)).json();
    expect(again.data[0]).toMatchObject({ trigger: 'Schedule', status: 'Failed' });

    const relogin = await api('POST', `/v1/plaid/forcerelogin/${itemId}`);
    expect(relogin.statusCode, relogin.body).toBe(200);
    expect(relogin.json().linkToken).toMatch(/^link-sandbox-/);
    expect(fake.linkTokens.at(-1)?.request.access_token).toBe(plaid.access_token);

    fake.setLoginRequired(plaid.item_id, false);
    expect(await refresh()).toMatchObject({ status: 'Ok' });
    expect((await api('GET', `/v1/plaid/items/${itemId}`)).json()).toMatchObject({
      status: 'Connected',
      errorCode: null,
    });
  });

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

  it('takes signed webhooks only', async () => {
    const hook = (body: object, signature?: string) => {
      const text = JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: '/v1/plaid/webhook',
        payload: text,
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { 'plaid-verification': signature }),
        },
      });
    };
    const sync = {
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: plaid.item_id,
      environment: 'sandbox',
    };
    expect((await hook(sync)).statusCode).toBe(401);
    // Signed, but for another body.
    const forged = await hook(sync, fake.signWebhook(JSON.stringify({ ...sync, item_id: 'x' })));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('The webhook signature is not valid.');
    const header = Buffer.from(JSON.stringify({ alg: 'ES256', kid: 'not-a-plaid-key' })).toString(
      'base64url',
    );
    expect((await hook(sync, `${header}.e30.c2ln`)).statusCode).toBe(401);
    // Too old to be fresh.
    const stale = fake.signWebhook(JSON.stringify(sync), Math.floor(Date.now() / 1000) - 3600);
    expect((await hook(sync, stale)).statusCode).toBe(401);

    ids.webhook = fake.addTransaction(plaid.item_id, {
      amount: 9.99,
      name: 'WEBHOOK TEST',
      date: '2026-09-15',
    });
    const good = await hook(sync, fake.signWebhook(JSON.stringify(sync)));
    expect(good.statusCode, good.body).toBe(200);
    // No queue runs in this test app: the sync ran at once.
    const history = (await api('GET', `/v1/plaid/transactions/synchistory/${itemId}?limit=1`)).json();
    expect(history.data[0]).toMatchObject({ trigger: 'Webhook', added: 1 });
    expect(await rowOf(ids.webhook)).toMatchObject({ amount: '-9.99' });

    const login = {
      webhook_type: 'ITEM',
      webhook_code: 'ERROR',
      item_id: plaid.item_id,
      error: {
        error_code: 'ITEM_LOGIN_REQUIRED',
        error_message: 'the login details of this item have changed',
      },
    };
    expect((await hook(login, fake.signWebhook(JSON.stringify(login)))).statusCode).toBe(200);
    expect((await api('GET', `/v1/plaid/items/${itemId}`)).json().status).toBe('LoginRequired');
    const repaired = { webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', item_id: plaid.item_id };
    expect((await hook(repaired, fake.signWebhook(JSON.stringify(repaired)))).statusCode).toBe(200);
    expect((await api('GET', `/v1/plaid/items/${itemId}`)).json().status).toBe('Connected');
    // Not Plaid's body at all.
    expect((await hook({ nothing: 1 }, fake.signWebhook('{"nothing":1}'))).statusCode).toBe(400);

    const offline = useBankFeed(new OfflineBankFeed());
    try {
      expect((await hook(sync, fake.signWebhook(JSON.stringify(sync)))).statusCode).toBe(401);
    } finally {
      offline();
    }
  });

  it('updates the webhook address at Plaid', async () => {
    const res = await api('POST', `/v1/plaid/updateWebhookURL/${itemId}`, {
      url: 'https://fieldline.example/v1/plaid/webhook',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().webhookUrl).toBe('https://fieldline.example/v1/plaid/webhook');
    expect(plaid.webhook).toBe('https://fieldline.example/v1/plaid/webhook');
    expect((await api('POST', `/v1/plaid/transactions/forcewebhook/${itemId}`)).statusCode).toBe(200);
    expect(fake.webhooks.at(-1)).toMatchObject({
      item_id: plaid.item_id,
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
    });
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
