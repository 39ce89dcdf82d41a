import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CardDeclined,
  type CardFunding,
  type CardGateway,
  type Charge,
  type ChargeRequest,
  type Refund,
  type SavedCard,
} from './card-gateway';

/**
 * The offline test gateway: clearly labelled, no account, no money moves. It accepts the well-known test
 * card numbers (the ones Stripe publishes) and declines every other number, so the whole card flow can be
 * tried with no provider. Its references are signed and say everything the gateway needs (brand, last four,
 * expiry, how the card behaves; a hold's amount), so it keeps nothing and survives a restart; the full
 * number is read once, by `tokenize`, and never leaves it.
 */

interface TestCard {
  /** What the references carry instead of the number. */
  id: string;
  brand: string;
  funding: CardFunding;
  /** Declined when saved (the bank refuses the card), or when charged. */
  declineOnSave?: { code: string; message: string };
  declineOnCharge?: { code: string; message: string };
}

export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { id: 'visa', brand: 'visa', funding: 'credit' },
  '4000056655665556': { id: 'visa_debit', brand: 'visa', funding: 'debit' },
  '5555555555554444': { id: 'mastercard', brand: 'mastercard', funding: 'credit' },
  '5200828282828210': { id: 'mastercard_debit', brand: 'mastercard', funding: 'debit' },
  '378282246310005': { id: 'amex', brand: 'amex', funding: 'credit' },
  '6011111111111117': { id: 'discover', brand: 'discover', funding: 'credit' },
  '4000000000000002': {
    id: 'declined',
    brand: 'visa',
    funding: 'credit',
    declineOnSave: { code: 'card_declined', message: 'Your card was declined.' },
  },
  '4000000000000069': {
    id: 'expired_card',
    brand: 'visa',
    funding: 'credit',
    declineOnSave: { code: 'expired_card', message: 'Your card has expired.' },
  },
  '4000000000000127': {
    id: 'incorrect_cvc',
    brand: 'visa',
    funding: 'credit',
    declineOnSave: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  '4000000000009995': {
    id: 'insufficient_funds',
    brand: 'visa',
    funding: 'credit',
    declineOnCharge: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
};

const BY_ID = new Map(Object.values(TEST_CARDS).map((c) => [c.id, c]));
function cardById(id: string): TestCard {
  const card = BY_ID.get(id);
  if (!card)
    throw new CardDeclined('The card reference is not one this test gateway issued.', 'invalid_token');
  return card;
}

/** The card as the browser hands it to the test gateway's endpoint (never to Fieldline's API). */
export interface CardEntry {
  number: string;
  expMonth: number;
  expYear: number;
  cvc?: string;
}

interface CardToken {
  k: 'card';
  /** The test card's id: no card number, not even a published test one, is in a reference. */
  c: string;
  l4: string;
  m: number;
  y: number;
}
interface HoldToken {
  k: 'charge';
  id: string;
  a: number;
  cap: boolean;
  f: CardFunding;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The fee the test gateway reports, like a processor's: 2.9 % + 30¢ on credit, 0.8 % + 30¢ on debit. */
export function testFeeCents(amountCents: number, funding: CardFunding): number {
  const rate = funding === 'debit' ? 8 : 29;
  // Half to even on the tenth of a cent: integers only.
  const tenths = amountCents * rate;
  const whole = Math.floor(tenths / 1000);
  const rest = tenths % 1000;
  const rounded = rest > 500 || (rest === 500 && whole % 2 === 1) ? whole + 1 : whole;
  return rounded + 30;
}

export class TestCardGateway implements CardGateway {
  readonly kind = 'test';
  readonly label = 'Test gateway: no money moves; only test card numbers are accepted';

  constructor(
    private readonly secret: string,
    private readonly today: () => Date = () => new Date(),
  ) {}

  private sign(payload: object, prefix: string): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const mac = createHmac('sha256', this.secret).update(`${prefix}.${body}`).digest('base64url');
    return `${prefix}.${body}.${mac}`;
  }

  private open<T>(token: string, prefix: string): T {
    const [p, body, mac] = token.split('.');
    const expected = createHmac('sha256', this.secret).update(`${p}.${body}`).digest('base64url');
    const ok =
      p === prefix &&
      mac !== undefined &&
      mac.length === expected.length &&
      timingSafeEqual(Buffer.from(mac), Buffer.from(expected));
    if (!ok)
      throw new CardDeclined('The card reference is not one this test gateway issued.', 'invalid_token');
    return JSON.parse(Buffer.from(body, 'base64url').toString()) as T;
  }

  /**
   * What the gateway's own endpoint does with the card the browser posts: checks it and answers a token.
   * Any number that is not a published test card is declined, valid or not.
   */
  tokenize(entry: CardEntry): string {
    const digits = entry.number.replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits))
      throw new CardDeclined('Your card number is invalid.', 'invalid_number');
    if (!TEST_CARDS[digits])
      throw new CardDeclined(
        'This is the test gateway: use a test card number such as 4242 4242 4242 4242.',
        'not_a_test_card',
      );
    const now = this.today();
    const expired =
      entry.expYear < now.getUTCFullYear() ||
      (entry.expYear === now.getUTCFullYear() && entry.expMonth < now.getUTCMonth() + 1);
    if (entry.expMonth < 1 || entry.expMonth > 12 || expired)
      throw new CardDeclined("Your card's expiration date is invalid.", 'invalid_expiry');
    if (entry.cvc !== undefined && !/^\d{3,4}$/.test(entry.cvc))
      throw new CardDeclined("Your card's security code is invalid.", 'invalid_cvc');
    const token: CardToken = {
      k: 'card',
      c: TEST_CARDS[digits].id,
      l4: digits.slice(-4),
      m: entry.expMonth,
      y: entry.expYear,
    };
    return this.sign(token, 'tok_test');
  }

  async createCustomer(c: { fieldlineId: number }) {
    return `cus_test_${c.fieldlineId}`;
  }

  async saveCard(_customerRef: string, browserToken: string): Promise<SavedCard> {
    const t = this.open<CardToken>(browserToken, 'tok_test');
    const card = cardById(t.c);
    if (card.declineOnSave) throw new CardDeclined(card.declineOnSave.message, card.declineOnSave.code);
    return {
      // The saved reference is the same signed card: nothing to look up later.
      paymentMethodRef: this.sign(t, 'pm_test'),
      brand: card.brand,
      lastFour: t.l4,
      expMonth: t.m,
      expYear: t.y,
      funding: card.funding,
    };
  }

  async removeCard() {}

  async charge(r: ChargeRequest): Promise<Charge> {
    const t = this.open<CardToken>(r.paymentMethodRef, 'pm_test');
    const card = cardById(t.c);
    if (card.declineOnCharge) throw new CardDeclined(card.declineOnCharge.message, card.declineOnCharge.code);
    if (!Number.isInteger(r.amountCents) || r.amountCents < 50)
      throw new CardDeclined('Amount must be at least $0.50.', 'amount_too_small');
    const hold: HoldToken = {
      k: 'charge',
      id: randomUUID(),
      a: r.amountCents,
      cap: r.capture,
      f: card.funding,
    };
    return {
      id: this.sign(hold, 'pi_test'),
      status: r.capture ? 'succeeded' : 'requires_capture',
      amountCents: r.amountCents,
      capturedCents: r.capture ? r.amountCents : 0,
      feeCents: r.capture ? testFeeCents(r.amountCents, card.funding) : null,
    };
  }

  async capture(chargeId: string, amountCents?: number): Promise<Charge> {
    const h = this.open<HoldToken>(chargeId, 'pi_test');
    const amount = amountCents ?? h.a;
    if (h.cap)
      throw new CardDeclined('This payment was already captured.', 'payment_intent_unexpected_state');
    if (amount > h.a || amount < 1)
      throw new CardDeclined(
        'The amount to capture must be more than 0 and no more than the hold.',
        'amount_too_large',
      );
    // A new reference that says it was captured (this gateway keeps no state): callers keep the id of the
    // latest answer, and their own record of the hold stops a second capture.
    const captured: HoldToken = { ...h, a: amount, cap: true };
    return {
      id: this.sign(captured, 'pi_test'),
      status: 'succeeded',
      amountCents: h.a,
      capturedCents: amount,
      feeCents: testFeeCents(amount, h.f),
    };
  }

  /** It keeps nothing to list, and moves no money: there is nothing to reconcile. */
  async recentCharges() {
    return [];
  }

  async cancel(chargeId: string): Promise<Charge> {
    const h = this.open<HoldToken>(chargeId, 'pi_test');
    if (h.cap)
      throw new CardDeclined(
        'A captured payment cannot be canceled; refund it.',
        'payment_intent_unexpected_state',
      );
    return { id: chargeId, status: 'canceled', amountCents: h.a, capturedCents: 0, feeCents: null };
  }

  async refund(chargeId: string, amountCents: number, _idempotencyKey?: string): Promise<Refund> {
    const h = this.open<HoldToken>(chargeId, 'pi_test');
    if (!h.cap)
      throw new CardDeclined(
        'A hold that was not captured is released, not refunded.',
        'charge_not_captured',
      );
    if (amountCents < 1 || amountCents > h.a)
      throw new CardDeclined(
        'The refund must be more than 0 and no more than the payment.',
        'amount_too_large',
      );
    return { id: `re_test_${randomUUID()}`, amountCents, status: 'succeeded' };
  }
}
