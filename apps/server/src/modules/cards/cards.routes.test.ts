import { CARD_MESSAGES as M } from '@fieldline/contracts/cards/cards.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createCustomer, userWith } from '../../../test/factories';
import { FAKE_STRIPE_KEY, type FakeStripe, startFakeStripe } from '../../../test/fakes/stripe';
import { createTestApp, type TestApp } from '../../../test/harness';
import { StripeGateway } from '../../integrations/card-gateway';
import { useCardGateway } from './cards.runtime';
import { paymentTokens } from './cards.table';

let t: TestApp;
let admin: string;
let fake: FakeStripe;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const fields = (res: { json(): { errors?: { field: string }[] } }) => res.json().errors?.map((e) => e.field);
/** The card form's call to the test gateway: anonymous, not the API. */
const tokenize = (number: string, over: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/test-gateway/tokens',
    payload: { number, expMonth: 12, expYear: 2031, cvc: '123', ...over },
  });

describe('stored cards on the offline test gateway', () => {
  it('saves tokenised cards, lists them primary first, renames, makes primary and removes them', async () => {
    const settings = (await api('GET', '/v1/merchant/settings')).json();
    expect(settings).toMatchObject({
      internalPayments_RequireCVV: true,
      gateway: { kind: 'test' },
      rewardPay_Enabled: false,
      rewardPay_SurchargePercent: '0',
    });
    const offices = (await api('GET', '/v1/cache/offices')).json();
    expect((await api('GET', `/v1/merchant/configuration/${offices[0].id}`)).json()).toEqual({
      id: offices[0].id,
      merchantToken: 'test',
      tokenizeUrl: '/test-gateway/tokens',
    });
    expect((await api('GET', '/v1/merchant/configuration/999999')).statusCode).toBe(404);

    const customer = await createCustomer(t, admin);
    const visa = await tokenize('4242 4242 4242 4242');
    expect(visa.statusCode, visa.body).toBe(200);
    const first = await api('POST', `/v1/payment-tokens/${customer.id}`, {
      token: visa.json().token,
      nameOnCard: 'Jane Q. Buyer',
      FriendlyName: 'Office Visa',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      lastFour: '4242',
      nameOnCard: 'Jane Q. Buyer',
      ExpirationDate: '12/2031',
      cardType: 'Credit',
      cardBrand: 'visa',
      isExpired: false,
      IsPrimary: true,
      FriendlyName: 'Office Visa',
      IsSingleUse: false,
    });
    expect(first.json().CreatedBy).not.toBe('');
    const debit = await tokenize('4000056655665556');
    const second = (
      await api('POST', `/v1/payment-tokens/${customer.id}`, {
        token: debit.json().token,
        nameOnCard: 'Jane Q. Buyer',
      })
    ).json();
    expect(second).toMatchObject({ lastFour: '5556', cardType: 'Debit', IsPrimary: true });
    let list = (await api('GET', `/v1/payment-tokens/${customer.id}`)).json();
    expect(list.map((c: { id: number; IsPrimary: boolean }) => [c.id, c.IsPrimary])).toEqual([
      [second.id, true],
      [first.json().id, false],
    ]);
    const renamed = await api('PATCH', `/v1/payment-tokens/${customer.id}/token`, {
      id: first.json().id,
      FriendlyName: 'Old Visa',
      IsPrimary: true,
    });
    expect(renamed.json()).toMatchObject({ FriendlyName: 'Old Visa', IsPrimary: true });
    const removed = await api('DELETE', `/v1/payment-tokens/${customer.id}/token/${second.id}`);
    expect(removed.statusCode).toBe(204);
    list = (await api('GET', `/v1/payment-tokens/${customer.id}`)).json();
    expect(list.map((c: { lastFour: string }) => c.lastFour)).toEqual(['4242']);
    // Another customer's card id is not this customer's card.
    const other = await createCustomer(t, admin);
    expect((await api('DELETE', `/v1/payment-tokens/${other.id}/token/${first.json().id}`)).statusCode).toBe(
      404,
    );

    // Expired cards are left out of the list unless asked for.
    await t.database.db.insert(paymentTokens).values({
      customerId: customer.id,
      gatewayKind: 'test',
      token: 'pm_test.old',
      lastFour: '1111',
      nameOnCard: 'Jane Q. Buyer',
      expMonth: 1,
      expYear: 2020,
      cardBrand: 'visa',
      funding: 'credit',
    });
    expect((await api('GET', `/v1/payment-tokens/${customer.id}`)).json()).toHaveLength(1);
    const all = (await api('GET', `/v1/payment-tokens/${customer.id}?includeExpired=true`)).json();
    expect(all.find((c: { lastFour: string }) => c.lastFour === '1111')).toMatchObject({
      isExpired: true,
      ExpirationDate: '01/2020',
    });
  });

  it('never takes a card number: refused by field, not in the tables, declines in the gateway’s words', async () => {
    const customer = await createCustomer(t, admin);
    const number = '4242424242424242';
    const sneaky = await api('POST', `/v1/payment-tokens/${customer.id}`, {
      token: 'x',
      nameOnCard: 'Jane Q. Buyer',
      cardNumber: number,
      cvv: '123',
    });
    expect(sneaky.statusCode).toBe(400);
    expect(fields(sneaky)).toEqual(expect.arrayContaining(['cardNumber', 'cvv']));
    const short = await api('POST', `/v1/payment-tokens/${customer.id}`, { token: 'x', nameOnCard: 'Jo' });
    expect(short.json().errors).toEqual([{ field: 'nameOnCard', message: M.nameRequired }]);
    const declined = await tokenize('4000000000000002');
    const saving = await api('POST', `/v1/payment-tokens/${customer.id}`, {
      token: declined.json().token,
      nameOnCard: 'Jane Q. Buyer',
    });
    expect([saving.statusCode, saving.json().message]).toEqual([422, 'Your card was declined.']);
    const notTest = await tokenize('4111111111111111');
    expect(notTest.statusCode).toBe(402);
    expect(notTest.json().message).toMatch(/test card number/);
    const forged = await api('POST', `/v1/payment-tokens/${customer.id}`, {
      token: 'pm_test.e30.forged',
      nameOnCard: 'Jane Q. Buyer',
    });
    expect(forged.statusCode).toBe(422);
    const [found] = (
      await t.database.db.execute(sql`select
        (select count(*)::int from payment_tokens where token like ${`%${number}%`}) +
        (select count(*)::int from audit_log where changes::text like ${`%${number}%`}) +
        (select count(*)::int from idempotency_keys where body::text like ${`%${number}%`}) as n`)
    ).rows as { n: number }[];
    expect(found.n).toBe(0);
    const clerk = (await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 2 }])).token;
    expect((await api('GET', `/v1/payment-tokens/${customer.id}`, undefined, clerk)).statusCode).toBe(403);
    const reader = (await userWith(t, admin, [{ id: Permission.MerchantServices, accessLevel: 1 }])).token;
    expect((await api('GET', `/v1/payment-tokens/${customer.id}`, undefined, reader)).statusCode).toBe(200);
    const visa = await tokenize('4242424242424242');
    expect(
      (
        await api(
          'POST',
          `/v1/payment-tokens/${customer.id}`,
          { token: visa.json().token, nameOnCard: 'Jane Q. Buyer' },
          reader,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('stored cards through Stripe (a fake Stripe on 127.0.0.1)', () => {
  it('saves a PaymentMethod the browser made, passes declines on, and says so when Stripe is down', async () => {
    onTestFinished(useCardGateway(new StripeGateway({ baseUrl: fake.url, secretKey: FAKE_STRIPE_KEY })));
    const customer = await createCustomer(t, admin);
    const saved = await api('POST', `/v1/payment-tokens/${customer.id}`, {
      token: 'pm_card_visa',
      nameOnCard: 'Jane Q. Buyer',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      token: 'pm_card_visa',
      lastFour: '4242',
      ExpirationDate: '12/2034',
    });
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    // The customer is made at Stripe once.
    await api('POST', `/v1/payment-tokens/${customer.id}`, {
      token: 'pm_card_visa_debit',
      nameOnCard: 'Jane Q. Buyer',
    });
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    const declined = await api('POST', `/v1/payment-tokens/${customer.id}`, {
      token: 'pm_card_chargeDeclined',
      nameOnCard: 'Jane Q. Buyer',
    });
    expect([declined.statusCode, declined.json().message]).toEqual([422, 'Your card was declined.']);
    // The first swap's restore (registered above) puts the test gateway back after this one too.
    useCardGateway(
      new StripeGateway({ baseUrl: 'http://127.0.0.1:9', secretKey: FAKE_STRIPE_KEY, timeoutMs: 2000 }),
    );
    const down = await api('POST', `/v1/payment-tokens/${customer.id}`, {
      token: 'pm_card_visa',
      nameOnCard: 'Jane Q. Buyer',
    });
    expect([down.statusCode, down.json().message]).toEqual([503, M.addFailed]);
  });
});
