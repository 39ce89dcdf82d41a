import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeItem, FakePlaid } from '../../../test/fakes/plaid';
import type { TestApp } from '../../../test/harness';
import { OfflineBankFeed } from '../../integrations/bank-feed';
import { useBankFeed } from './bank-feeds.runtime';
import {
  answersWithAccessToken,
  type BankFeedTest,
  linkSyncedItem,
  startBankFeedTest,
} from './bank-feeds.test-helpers';

/**
 * Plaid's webhooks on the public /v1/plaid/webhook (issue 21): signed ones only, a sync or a login change
 * each, and the webhook address kept at Plaid. Dates in 2026-09.
 */
let c: BankFeedTest;
let t: TestApp;
let fake: FakePlaid;
const api: BankFeedTest['api'] = (...args) => c.api(...args);
const rowOf = (bankId: string) => c.rowOf(bankId);

// The linked and synced bank login the tests below share; they run in order.
let plaid: FakeItem;
let itemId: number;
let ids: Record<string, string>;

beforeAll(async () => {
  c = await startBankFeedTest();
  ({ t, fake } = c);
  ({ plaid, itemId, ids } = await linkSyncedItem(c));
});
afterAll(() => c.close());

describe('bank feed (Plaid): webhooks', () => {
  afterAll(() => expect(answersWithAccessToken(c)).toEqual([]));

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
});
