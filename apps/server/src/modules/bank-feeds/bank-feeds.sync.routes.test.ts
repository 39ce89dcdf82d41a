import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeItem, FakePlaid } from '../../../test/fakes/plaid';
import type { TestApp } from '../../../test/harness';
import { rowsOf } from '../../platform/db/rows';
import { openInvoice, type PaymentsFixture } from '../payments/payments.test-helpers';
import { runSyncJob } from './bank-feeds.jobs';
import {
  answersWithAccessToken,
  type BankFeedTest,
  linkSyncedItem,
  startBankFeedTest,
} from './bank-feeds.test-helpers';

/**
 * Syncing a linked bank login with the fake Plaid (issue 21): apply changes and removals, replay a sync,
 * match through the plaid/... calls, keep matched transactions the bank changes, and survive a login that
 * needs the user. Dates in 2026-09.
 */
let c: BankFeedTest;
let t: TestApp;
let f: PaymentsFixture;
let fake: FakePlaid;
const api: BankFeedTest['api'] = (...args) => c.api(...args);
const rowOf = (bankId: string) => c.rowOf(bankId);
const feedList = (query?: string) => c.feedList(query);
const refresh = () => c.refresh(itemId);

// The linked and synced bank login the tests below share; they run in order.
let plaid: FakeItem;
let itemId: number;
let checking: number;
let ids: Record<string, string>;

beforeAll(async () => {
  c = await startBankFeedTest();
  ({ t, f, fake } = c);
  ({ plaid, itemId, checking, ids } = await linkSyncedItem(c));
});
afterAll(() => c.close());

describe('bank feed (Plaid): sync and match', () => {
  afterAll(() => expect(answersWithAccessToken(c)).toEqual([]));

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
});
