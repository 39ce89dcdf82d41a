import { Permission } from '@fieldline/contracts/common/permissions';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { userWith } from '../../../test/factories';
import {
  FAKE_PLAID_CLIENT_ID,
  FAKE_PLAID_SECRET,
  type FakeItem,
  type FakePlaid,
  startFakePlaid,
} from '../../../test/fakes/plaid';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PlaidFeed } from '../../integrations/bank-feed';
import { rowsOf } from '../../platform/db/rows';
import { caller, type PaymentsFixture, paymentsFixture } from '../payments/payments.test-helpers';
import { useBankFeed } from './bank-feeds.runtime';

/**
 * What the bank-feeds route tests share (issue 21): a test app on its own database with the payments fixture
 * (Business Savings, Operating Checking, CAD Checking), the fake Plaid as its bank feed, and a bank login linked
 * through Plaid Link. Each test file starts its own, so the files run independently and in parallel.
 * Dates in 2026-09.
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const plaidFeed = (baseUrl: string) =>
  new PlaidFeed({ baseUrl, clientId: FAKE_PLAID_CLIENT_ID, secret: FAKE_PLAID_SECRET, timeoutMs: 5000 });

export interface FeedRow {
  id: number;
  status: string;
  amount: string;
  import_key: string;
}
export interface FeedList {
  total: number;
  data: { bankId: string; amount: string; payee: string; memo: string }[];
}

export interface BankFeedTest {
  t: TestApp;
  f: PaymentsFixture;
  fake: FakePlaid;
  /** Banking at read level only. */
  reader: string;
  /** No permission at all. */
  nobody: string;
  /** Every answer the app gave (set-up calls and webhooks included), to look for the access token in. */
  answers: string[];
  /** A call as the admin, or as `as`. */
  api(method: Method, url: string, payload?: unknown, as?: string): ReturnType<ReturnType<typeof caller>>;
  /** The bank_transactions row of a feed transaction, by its Plaid transaction id. */
  rowOf(bankId: string): Promise<FeedRow>;
  /** GET /v1/plaid/transactions (Business Savings' by default), answered 200. */
  feedList(query?: string): Promise<FeedList>;
  /** A manual sync of the bank login, answered 200. */
  refresh(itemId: number): Promise<any>;
  close(): Promise<void>;
}

export async function startBankFeedTest(): Promise<BankFeedTest> {
  const answers: string[] = [];
  const t = await createTestApp({
    beforeReady: (app) => {
      app.addHook('onSend', async (_request, _reply, payload) => {
        if (typeof payload === 'string') answers.push(payload);
        else if (Buffer.isBuffer(payload)) answers.push(payload.toString());
        return payload;
      });
    },
  });
  const f = await paymentsFixture(t);
  const fake = await startFakePlaid();
  const restore = useBankFeed(plaidFeed(fake.url));
  const reader = (await userWith(t, f.admin, [{ id: Permission.Banking, accessLevel: 1 }])).token;
  const nobody = (await userWith(t, f.admin, [])).token;

  const api: BankFeedTest['api'] = (method, url, payload, as) =>
    caller(t, f.admin)(method, url, payload, {}, as ?? f.admin);
  return {
    t,
    f,
    fake,
    reader,
    nobody,
    answers,
    api,
    async rowOf(bankId) {
      const [r] = rowsOf<FeedRow>(
        await t.database.db.execute(
          sql`select id, status, amount, import_key from bank_transactions where bank_id = ${bankId}`,
        ),
      );
      return r;
    },
    async feedList(query = `bankAccountId=${f.savings}`) {
      const res = await api('GET', `/v1/plaid/transactions?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as FeedList;
    },
    async refresh(itemId) {
      const res = await api('POST', `/v1/plaid/transactions/refresh/${itemId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async close() {
      restore();
      await fake.close();
      await t.close();
    },
  };
}

/** The answers that show an access token: any fake Plaid item's, or anything shaped like one. */
export function answersWithAccessToken(c: BankFeedTest): string[] {
  const tokens = [...c.fake.items.values()].map((i) => i.access_token);
  return c.answers.filter(
    (a) =>
      tokens.some((token) => a.includes(token)) ||
      a.includes('access-sandbox-') ||
      a.includes('access-offline'),
  );
}

/**
 * The transactions of a newly linked bank login: four posted and one pending on its checking account, one on
 * its savings account. Plaid counts money out as positive: -250 is a deposit. Answers their Plaid ids.
 */
export function addLoginTransactions(fake: FakePlaid, plaid: FakeItem): Record<string, string> {
  const ids: Record<string, string> = {};
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
  return ids;
}

export interface LinkedItem {
  plaid: FakeItem;
  itemId: number;
  /** The feed accounts of the login: checking (linked to Business Savings) and savings (not linked). */
  checking: number;
  savingsFeed: number;
  /** The Plaid ids of addLoginTransactions'. */
  ids: Record<string, string>;
}

/**
 * A bank login linked through Plaid Link with addLoginTransactions', its checking account linked to Business
 * Savings and synced: the deposit, the fee and the fuel stored, the pending deli waiting.
 */
export async function linkSyncedItem(c: BankFeedTest): Promise<LinkedItem> {
  const token = await c.api('POST', '/v1/plaid/linktoken');
  expect(token.statusCode, token.body).toBe(200);
  const publicToken = c.fake.link({ linkToken: token.json().linkToken });
  const plaid = [...c.fake.items.values()].at(-1) as FakeItem;
  const ids = addLoginTransactions(c.fake, plaid);
  const res = await c.api('POST', '/v1/plaid/items', { publicToken });
  expect(res.statusCode, res.body).toBe(201);
  const accounts: { id: number; subtype: string }[] = res.json().accounts;
  const feedAccount = (subtype: string) => accounts.find((a) => a.subtype === subtype)!.id;
  const item: LinkedItem = {
    plaid,
    itemId: res.json().id,
    checking: feedAccount('checking'),
    savingsFeed: feedAccount('savings'),
    ids,
  };
  const link = await c.api('PATCH', `/v1/plaid/account/${item.checking}/link/${c.f.savings}`);
  expect(link.statusCode, link.body).toBe(200);
  expect(await c.refresh(item.itemId)).toMatchObject({ status: 'Ok', added: 3, pending: 1 });
  return item;
}
