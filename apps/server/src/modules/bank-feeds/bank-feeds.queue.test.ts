import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_PLAID_CLIENT_ID,
  FAKE_PLAID_SECRET,
  type FakeItem,
  type FakePlaid,
  startFakePlaid,
} from '../../../test/fakes/plaid';
import { createTestApp, type TestApp } from '../../../test/harness';
import { rowsOf } from '../../platform/db/rows';
import { caller, type PaymentsFixture, paymentsFixture } from '../payments/payments.test-helpers';
import { scheduleSyncs } from './bank-feeds.jobs';
import { bankFeed } from './bank-feeds.runtime';

/**
 * The whole webhook path: Plaid configured from the environment (PLAID_API_URL, PLAID_CLIENT_ID,
 * PLAID_SECRET) on the fake Plaid, the app listening on 127.0.0.1, the fake sending its signed
 * SYNC_UPDATES_AVAILABLE webhook there, the app queueing `bank-feeds.sync` on pg-boss and a worker syncing.
 */
let fake: FakePlaid;
let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;
let base: string;

beforeAll(async () => {
  fake = await startFakePlaid();
  t = await createTestApp({
    queue: true,
    env: { PLAID_API_URL: fake.url, PLAID_CLIENT_ID: FAKE_PLAID_CLIENT_ID, PLAID_SECRET: FAKE_PLAID_SECRET },
  });
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('bank feed through webhooks and the queue', () => {
  it('syncs on a signed webhook, through a pg-boss job', { timeout: 90_000 }, async () => {
    expect(bankFeed().kind).toBe('plaid');
    const token = (await api('POST', '/v1/plaid/linktoken')).json().linkToken;
    const publicToken = fake.link({ linkToken: token });
    const plaid = [...fake.items.values()].at(-1) as FakeItem;
    const item = await api('POST', '/v1/plaid/items', { publicToken });
    expect(item.statusCode, item.body).toBe(201);
    const id = item.json().id;
    const checking = item.json().accounts.find((a: { subtype: string }) => a.subtype === 'checking').id;
    expect((await api('PATCH', `/v1/plaid/account/${checking}/link/${f.savings}`)).statusCode).toBe(200);
    const hook = await api('POST', `/v1/plaid/updateWebhookURL/${id}`, { url: `${base}/v1/plaid/webhook` });
    expect(hook.statusCode, hook.body).toBe(200);

    const triggers = async () =>
      (await api('GET', `/v1/plaid/transactions/synchistory/${id}`))
        .json()
        .data.map((s: { trigger: string }) => s.trigger) as string[];
    // Linking the account queued a sync of its history: let it finish first.
    await until('the sync the account link queued', async () =>
      (await triggers()).includes('Manual') ? true : undefined,
    );
    const txn = fake.addTransaction(plaid.item_id, { amount: -410, name: 'WIRE IN', date: '2026-09-20' });
    expect((await api('POST', `/v1/plaid/transactions/forcewebhook/${id}`)).statusCode).toBe(200);
    await until('the webhook sync', async () => ((await triggers()).includes('Webhook') ? true : undefined));
    const row = await until('the webhook sync', async () => {
      const [r] = rowsOf<{ amount: string; source: string }>(
        await t.database.db.execute(sql`select amount, source from bank_transactions where bank_id = ${txn}`),
      );
      return r;
    });
    expect(row).toEqual({ amount: '410.00', source: 'Feed' });
    const history = (await api('GET', `/v1/plaid/transactions/synchistory/${id}?limit=1`)).json();
    expect(history.data[0]).toMatchObject({ trigger: 'Webhook', status: 'Ok', added: 1 });

    // The schedule queues a sync of every connected login.
    const later = fake.addTransaction(plaid.item_id, { amount: 7, name: 'FEE', date: '2026-09-21' });
    expect(await scheduleSyncs(t.database.db, t.app.platform.queue)).toBeGreaterThanOrEqual(1);
    await until('the scheduled sync', async () => {
      const [r] = rowsOf<{ id: number }>(
        await t.database.db.execute(sql`select id from bank_transactions where bank_id = ${later}`),
      );
      return r;
    });
    const last = (await api('GET', `/v1/plaid/transactions/synchistory/${id}?limit=1`)).json();
    expect(last.data[0]).toMatchObject({ trigger: 'Schedule', status: 'Ok', added: 1 });
  });
});
