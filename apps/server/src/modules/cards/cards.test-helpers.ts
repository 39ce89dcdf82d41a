import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';

/** A test card saved for the customer as the card form does it: the gateway's endpoint, then the token. */
export async function saveTestCard(t: TestApp, token: string, customerId: number, number: string) {
  const tok = await t.app.inject({
    method: 'POST',
    url: '/test-gateway/tokens',
    payload: { number, expMonth: 12, expYear: 2031, cvc: '123' },
  });
  const res = await t.as(token)({
    method: 'POST',
    url: `/v1/payment-tokens/${customerId}`,
    payload: { token: tok.json().token, nameOnCard: 'Jane Q. Buyer' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
