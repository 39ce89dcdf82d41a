import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, type FakeStripe, startFakeStripe } from '../../../test/fakes/stripe';
import {
  CardDeclined,
  createCardGateway,
  fromCents,
  GatewayUnavailable,
  luhnValid,
  StripeGateway,
  TestCardGateway,
  testFeeCents,
  toCents,
} from '.';

describe('the Stripe client, against a fake Stripe on 127.0.0.1', () => {
  let fake: FakeStripe;
  let stripe: StripeGateway;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new StripeGateway({ baseUrl: fake.url, secretKey: FAKE_STRIPE_KEY });
  });
  afterAll(() => fake.close());

  it('saves a card with a SetupIntent, charges it, holds and captures less, and refunds', async () => {
    const customer = await stripe.createCustomer({
      name: 'Aspen Grove',
      email: 'ap@aspen.test',
      fieldlineId: 7,
    });
    expect(customer).toMatch(/^cus_/);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/customers',
      form: { name: 'Aspen Grove', 'metadata[fieldline_customer_id]': '7' },
      key: 'customer-7',
    });
    const card = await stripe.saveCard(customer, 'pm_card_visa');
    expect(card).toEqual({
      paymentMethodRef: 'pm_card_visa',
      brand: 'visa',
      lastFour: '4242',
      expMonth: 12,
      expYear: 2034,
      funding: 'credit',
    });
    const setup = fake.requests.find((r) => r.path === '/v1/setup_intents')!;
    expect(setup.form).toMatchObject({
      confirm: 'true',
      usage: 'off_session',
      payment_method_types: ['card'],
    });

    const paid = await stripe.charge({
      customerRef: customer,
      paymentMethodRef: card.paymentMethodRef,
      amountCents: 12_345,
      currency: 'usd',
      capture: true,
      description: 'Invoice 10045',
      idempotencyKey: 'pay-1',
    });
    expect(paid).toMatchObject({
      status: 'succeeded',
      amountCents: 12_345,
      capturedCents: 12_345,
      feeCents: 388,
    });
    const sent = fake.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect(sent.form).toMatchObject({
      amount: '12345',
      capture_method: 'automatic',
      off_session: 'true',
      expand: ['latest_charge.balance_transaction'],
    });
    // A retry with the same key is the same payment, not a second one.
    const again = await stripe.charge({
      customerRef: customer,
      paymentMethodRef: card.paymentMethodRef,
      amountCents: 12_345,
      currency: 'usd',
      capture: true,
      description: 'Invoice 10045',
      idempotencyKey: 'pay-1',
    });
    expect(again.id).toBe(paid.id);
    expect(fake.intents.size).toBe(1);

    const hold = await stripe.charge({
      customerRef: customer,
      paymentMethodRef: card.paymentMethodRef,
      amountCents: 50_000,
      currency: 'usd',
      capture: false,
      description: 'Pre-authorisation for job 2041',
      idempotencyKey: 'hold-1',
    });
    expect(hold).toMatchObject({ status: 'requires_capture', capturedCents: 0, feeCents: null });
    const captured = await stripe.capture(hold.id, 41_250);
    expect(captured).toMatchObject({ status: 'succeeded', amountCents: 50_000, capturedCents: 41_250 });
    await expect(stripe.cancel(hold.id)).rejects.toBeInstanceOf(GatewayUnavailable);
    const refund = await stripe.refund(paid.id, 2_000, 'refund-1');
    expect(refund).toMatchObject({ amountCents: 2_000, status: 'succeeded' });
    await stripe.removeCard(card.paymentMethodRef);
    expect(fake.requests.at(-1)?.path).toBe('/v1/payment_methods/pm_card_visa/detach');
    expect(fake.requests.every((r) => r.method === 'GET' || r.method === 'POST')).toBe(true);
  });

  it("passes the provider's decline message on, and tells a decline from an outage", async () => {
    const customer = await stripe.createCustomer({ name: 'Declines', fieldlineId: 8 });
    const saving = stripe.saveCard(customer, 'pm_card_chargeDeclined');
    await expect(saving).rejects.toEqual(new CardDeclined('Your card was declined.', 'generic_decline'));
    const card = await stripe.saveCard(customer, 'pm_card_chargeDeclinedInsufficientFunds');
    const charging = stripe.charge({
      customerRef: customer,
      paymentMethodRef: card.paymentMethodRef,
      amountCents: 1_000,
      currency: 'usd',
      capture: true,
      description: 'x',
      idempotencyKey: 'pay-declined',
    });
    await expect(charging).rejects.toMatchObject({ name: 'CardDeclined', code: 'insufficient_funds' });
    const wrongKey = new StripeGateway({ baseUrl: fake.url, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.createCustomer({ name: 'x', fieldlineId: 9 })).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
    const nobody = new StripeGateway({
      baseUrl: 'http://127.0.0.1:9',
      secretKey: FAKE_STRIPE_KEY,
      timeoutMs: 2_000,
    });
    await expect(nobody.createCustomer({ name: 'x', fieldlineId: 9 })).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
  });
});

describe('the offline test gateway', () => {
  const gateway = new TestCardGateway('test-secret', () => new Date('2026-11-29T12:00:00Z'));
  const entry = (number: string, over: object = {}) => ({
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    ...over,
  });

  it('takes only the published test numbers, keeps none of them, and answers signed references', async () => {
    const token = gateway.tokenize(entry('4242 4242 4242 4242'));
    const decoded = (ref: string) => Buffer.from(ref.split('.')[1], 'base64url').toString();
    expect(decoded(token)).not.toMatch(/\d{12}/);
    const card = await gateway.saveCard('cus_test_1', token);
    expect(card).toMatchObject({
      brand: 'visa',
      lastFour: '4242',
      expMonth: 12,
      expYear: 2030,
      funding: 'credit',
    });
    expect(Buffer.from(card.paymentMethodRef.split('.')[1], 'base64url').toString()).toContain('"l4":"4242"');
    // Another installation's secret, or an edited reference, is refused.
    const other = new TestCardGateway('another-secret');
    await expect(other.saveCard('cus_test_1', token)).rejects.toMatchObject({ code: 'invalid_token' });
    const [p, body, mac] = token.split('.');
    const edited = { ...JSON.parse(Buffer.from(body, 'base64url').toString()), c: 'mastercard' };
    const forged = `${p}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${mac}`;
    await expect(gateway.saveCard('cus_test_1', forged)).rejects.toMatchObject({ code: 'invalid_token' });

    expect(() => gateway.tokenize(entry('4242424242424241'))).toThrow('Your card number is invalid.');
    expect(() => gateway.tokenize(entry('4111111111111111'))).toThrow(/test card number/);
    expect(() => gateway.tokenize(entry('4242424242424242', { expYear: 2026, expMonth: 10 }))).toThrow(
      /expiration/,
    );
    expect(() => gateway.tokenize(entry('4242424242424242', { cvc: '12a' }))).toThrow(/security code/);
    await expect(gateway.saveCard('c', gateway.tokenize(entry('4000000000000002')))).rejects.toMatchObject({
      code: 'card_declined',
    });
  });

  it('charges with a fee, holds, captures less once, releases and refunds only what was captured', async () => {
    const visa = await gateway.saveCard('c', gateway.tokenize(entry('4242424242424242')));
    const debit = await gateway.saveCard('c', gateway.tokenize(entry('4000056655665556')));
    const request = { customerRef: 'c', currency: 'usd', description: 'x', idempotencyKey: 'k' };
    const paid = await gateway.charge({
      ...request,
      paymentMethodRef: visa.paymentMethodRef,
      amountCents: 10_000,
      capture: true,
    });
    expect(paid).toMatchObject({ status: 'succeeded', capturedCents: 10_000, feeCents: 320 });
    expect(
      (
        await gateway.charge({
          ...request,
          paymentMethodRef: debit.paymentMethodRef,
          amountCents: 10_000,
          capture: true,
        })
      ).feeCents,
    ).toBe(110);
    const hold = await gateway.charge({
      ...request,
      paymentMethodRef: visa.paymentMethodRef,
      amountCents: 50_000,
      capture: false,
    });
    expect(hold.status).toBe('requires_capture');
    await expect(gateway.refund(hold.id, 100, 'r')).rejects.toMatchObject({ code: 'charge_not_captured' });
    await expect(gateway.capture(hold.id, 50_001)).rejects.toMatchObject({ code: 'amount_too_large' });
    const captured = await gateway.capture(hold.id, 41_250);
    expect(captured).toMatchObject({ status: 'succeeded', capturedCents: 41_250 });
    await expect(gateway.capture(captured.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    await expect(gateway.refund(captured.id, 41_251, 'r')).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    expect((await gateway.refund(captured.id, 41_250, 'r')).amountCents).toBe(41_250);
    const released = await gateway.cancel(
      (
        await gateway.charge({
          ...request,
          paymentMethodRef: visa.paymentMethodRef,
          amountCents: 900,
          capture: false,
        })
      ).id,
    );
    expect(released.status).toBe('canceled');
    const poor = await gateway.saveCard('c', gateway.tokenize(entry('4000000000009995')));
    await expect(
      gateway.charge({
        ...request,
        paymentMethodRef: poor.paymentMethodRef,
        amountCents: 1_000,
        capture: true,
      }),
    ).rejects.toEqual(new CardDeclined('Your card has insufficient funds.', 'insufficient_funds'));
  });

  it('is the default without a Stripe key; cents, Luhn and the fee rounding are exact', () => {
    expect(createCardGateway({ testGatewaySecret: 's' }).kind).toBe('test');
    expect(createCardGateway({ testGatewaySecret: 's', stripeSecretKey: 'sk_x' }).kind).toBe('stripe');
    expect([toCents('12.34'), toCents('0.5'), toCents('7'), fromCents(1234), fromCents(5)]).toEqual([
      1234,
      50,
      700,
      '12.34',
      '0.05',
    ]);
    expect(() => toCents('1.234')).toThrow(RangeError);
    expect([luhnValid('4242424242424242'), luhnValid('4242424242424241')]).toEqual([true, false]);
    // 2.9 % in whole cents, half to even, then 30 cents: 1.45 → 1, 14.5 → 14, 43.5 → 44.
    expect([testFeeCents(50, 'credit'), testFeeCents(500, 'credit'), testFeeCents(1500, 'credit')]).toEqual([
      31, 44, 74,
    ]);
  });
});
