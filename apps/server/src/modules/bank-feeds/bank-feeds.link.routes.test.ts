import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeItem, FakePlaid } from '../../../test/fakes/plaid';
import type { TestApp } from '../../../test/harness';
import { rowsOf } from '../../platform/db/rows';
import type { PaymentsFixture } from '../payments/payments.test-helpers';
import {
  addLoginTransactions,
  answersWithAccessToken,
  type BankFeedTest,
  startBankFeedTest,
} from './bank-feeds.test-helpers';

/**
 * Linking a bank login through the fake Plaid (issue 21): the login and its accounts, its access token kept
 * encrypted, and one of its accounts linked to the demo Business Savings account and synced (posted
 * transactions stored, the pending one waiting). Dates in 2026-09.
 */
let c: BankFeedTest;
let t: TestApp;
let f: PaymentsFixture;
let fake: FakePlaid;
const api: BankFeedTest['api'] = (...args) => c.api(...args);
const rowOf = (bankId: string) => c.rowOf(bankId);
const feedList = (query?: string) => c.feedList(query);

beforeAll(async () => {
  c = await startBankFeedTest();
  ({ t, f, fake } = c);
});
afterAll(() => c.close());

// Shared by the tests below, which run in order.
let plaid: FakeItem;
let itemId: number;
let checking: number;
let savingsFeed: number;
const ids: Record<string, string> = {};
const refresh = () => c.refresh(itemId);

describe('bank feed (Plaid): linking', () => {
  afterAll(() => expect(answersWithAccessToken(c)).toEqual([]));

  it('links a bank login with its accounts; nothing is stored before an account is linked', async () => {
    const token = await api('POST', '/v1/plaid/linktoken');
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json()).toMatchObject({ provider: 'Plaid', label: 'Plaid' });
    expect(token.json().linkToken).toMatch(/^link-sandbox-/);
    const publicToken = fake.link({ linkToken: token.json().linkToken });
    plaid = [...fake.items.values()].at(-1) as FakeItem;
    Object.assign(ids, addLoginTransactions(fake, plaid));

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
});
