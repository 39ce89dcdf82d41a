/**
 * The card gateway adapter (issue 20 item 1). Fieldline never sees a full card number or CVV: the browser
 * hands the card to the gateway (the provider's hosted fields, or the offline test gateway's own endpoint)
 * and Fieldline keeps only the gateway's references and what a person may see (brand, last four, expiry).
 * Amounts are whole cents: the callers convert from decimal money, half to even, before they call.
 */

export type CardFunding = 'credit' | 'debit' | 'prepaid' | 'unknown';

/** A card saved at the gateway for a customer, as Fieldline keeps it. */
export interface SavedCard {
  /** The gateway's reference to the card (a Stripe PaymentMethod id). */
  paymentMethodRef: string;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  funding: CardFunding;
}

export type ChargeStatus = 'succeeded' | 'requires_capture' | 'canceled';

/** A charge or a hold (a PaymentIntent at Stripe). */
export interface Charge {
  id: string;
  status: ChargeStatus;
  /** Authorised (a hold) or charged, in cents. */
  amountCents: number;
  /** Captured so far, in cents. */
  capturedCents: number;
  /** The gateway's fee for the charge when it reports one, in cents. */
  feeCents: number | null;
}

/** A charge or hold as the gateway lists it, for reconciliation with what Fieldline recorded. */
export interface GatewayCharge {
  id: string;
  status: string;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
  /** The Fieldline operation that made it (its idempotency key), when Fieldline made it. */
  operation: string | null;
  /** Seconds since 1970. */
  created: number;
}

export interface Refund {
  id: string;
  amountCents: number;
  status: 'succeeded' | 'pending';
}

export interface ChargeRequest {
  customerRef: string;
  paymentMethodRef: string;
  amountCents: number;
  /** Lower-case ISO code, e.g. 'usd'. */
  currency: string;
  /** false: a hold (pre-authorisation) captured later. */
  capture: boolean;
  description: string;
  /** The same key sends the same charge once, however often it is retried. */
  idempotencyKey: string;
}

export interface CardGateway {
  readonly kind: 'stripe' | 'test';
  /** Shown wherever the office sees which gateway takes its cards ("Test gateway: no money moves"). */
  readonly label: string;
  createCustomer(customer: { name: string; email?: string | null; fieldlineId: number }): Promise<string>;
  /** Saves the card the browser tokenised (a PaymentMethod id, or the test gateway's token) for the customer. */
  saveCard(customerRef: string, browserToken: string): Promise<SavedCard>;
  removeCard(paymentMethodRef: string): Promise<void>;
  charge(request: ChargeRequest): Promise<Charge>;
  /** Captures a hold, all of it or less (the rest is released). */
  capture(chargeId: string, amountCents?: number): Promise<Charge>;
  /** Releases a hold. */
  cancel(chargeId: string): Promise<Charge>;
  refund(chargeId: string, amountCents: number, idempotencyKey: string): Promise<Refund>;
  /** Charges and holds made since then (seconds since 1970), oldest first; [] for a gateway that keeps none. */
  recentCharges(since: number): Promise<GatewayCharge[]>;
}

/** The gateway refused: a decline or a card problem. `message` is the provider's, shown to the user as is. */
export class CardDeclined extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CardDeclined';
  }
}

/** The gateway could not be reached or answered something unexpected: nothing is known to have happened. */
export class GatewayUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailable';
  }
}

/** Whole cents from a decimal money string ("12.34" → 1234); callers round to cents first. */
export function toCents(amount: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new RangeError(`Not an amount in cents: ${amount}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** "12.34" from 1234. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
