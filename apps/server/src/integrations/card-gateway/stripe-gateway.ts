import {
  CardDeclined,
  type CardFunding,
  type CardGateway,
  type Charge,
  type ChargeRequest,
  type GatewayCharge,
  GatewayUnavailable,
  type Refund,
  type SavedCard,
} from './card-gateway';

export interface StripeGatewayOptions {
  /** https://api.stripe.com, or the fake server's address in tests. */
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
}

export const STRIPE_TIMEOUT_MS = 20_000;

type Params = Record<string, string | number | boolean | string[] | undefined>;

// Stripe's objects, as far as Fieldline reads them (https://docs.stripe.com/api).
interface StripeError {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}
interface StripePaymentMethod {
  id: string;
  card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number; funding?: string };
}
interface StripePaymentIntent {
  id: string;
  status: string;
  amount: number;
  amount_received?: number;
  latest_charge?: { balance_transaction?: { fee?: number } | string | null } | string | null;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
}

interface StripeListedIntent {
  id: string;
  status: string;
  amount: number;
  amount_received?: number;
  created: number;
  metadata?: Record<string, string>;
  latest_charge?: { amount_refunded?: number } | string | null;
}

/** Stripe's form encoding: arrays as key[]=a&key[]=b, booleans as true/false. */
export function formBody(params: Params): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) out.append(`${key}[]`, v);
    else out.append(key, String(value));
  }
  return out.toString();
}

const FUNDING = new Set(['credit', 'debit', 'prepaid']);

/**
 * A client of Stripe's API: Customers, SetupIntents (a card saved without a charge), PaymentIntents (automatic
 * capture for a payment, manual for a pre-authorisation), captures, cancellations and Refunds. Every write
 * sends an Idempotency-Key, so a retry after a lost answer does not charge twice.
 */
export class StripeGateway implements CardGateway {
  readonly kind = 'stripe';
  readonly label = 'Stripe';

  constructor(private readonly options: StripeGatewayOptions) {}

  private async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, params: Params = {}, key?: string) {
    const url = new URL(
      path,
      this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`,
    );
    const body = formBody(params);
    if (method === 'GET' && body) url.search = body;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: method === 'POST' ? body : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? STRIPE_TIMEOUT_MS),
      });
    } catch (err) {
      const e = err as Error;
      throw new GatewayUnavailable(
        e.name === 'TimeoutError' ? 'The card gateway did not answer in time.' : e.message,
      );
    }
    const json = (await res.json().catch(() => ({}))) as T & StripeError;
    if (res.ok) return json as T;
    const e = json.error ?? {};
    // 402 is Stripe's answer to a declined or refused card; its message is written for the card holder.
    if (res.status === 402 || e.type === 'card_error')
      throw new CardDeclined(
        e.message ?? 'The card was declined.',
        e.decline_code ?? e.code ?? 'card_declined',
      );
    throw new GatewayUnavailable(`Stripe answered ${res.status}${e.message ? `: ${e.message}` : ''}`);
  }

  async createCustomer(c: { name: string; email?: string | null; fieldlineId: number }) {
    const customer = await this.call<{ id: string }>(
      'POST',
      'v1/customers',
      { name: c.name, email: c.email ?? undefined, 'metadata[fieldline_customer_id]': c.fieldlineId },
      `customer-${c.fieldlineId}`,
    );
    return customer.id;
  }

  async saveCard(customerRef: string, browserToken: string): Promise<SavedCard> {
    // A SetupIntent confirmed with the PaymentMethod the browser made: the bank checks the card, no charge.
    const setup = await this.call<{
      status: string;
      payment_method: string;
      last_setup_error?: { message?: string; code?: string };
    }>(
      'POST',
      'v1/setup_intents',
      {
        customer: customerRef,
        payment_method: browserToken,
        confirm: true,
        usage: 'off_session',
        payment_method_types: ['card'],
      },
      `setup-${customerRef}-${browserToken}`,
    );
    if (setup.status !== 'succeeded')
      throw new CardDeclined(
        setup.last_setup_error?.message ?? 'The card could not be saved.',
        setup.last_setup_error?.code ?? setup.status,
      );
    const pm = await this.call<StripePaymentMethod>(
      'GET',
      `v1/payment_methods/${encodeURIComponent(setup.payment_method)}`,
    );
    const card = pm.card ?? {};
    return {
      paymentMethodRef: pm.id,
      brand: card.brand ?? 'unknown',
      lastFour: card.last4 ?? '',
      expMonth: card.exp_month ?? 0,
      expYear: card.exp_year ?? 0,
      funding: (FUNDING.has(card.funding ?? '') ? card.funding : 'unknown') as CardFunding,
    };
  }

  async removeCard(paymentMethodRef: string) {
    await this.call('POST', `v1/payment_methods/${encodeURIComponent(paymentMethodRef)}/detach`);
  }

  async charge(r: ChargeRequest): Promise<Charge> {
    const intent = await this.call<StripePaymentIntent>(
      'POST',
      'v1/payment_intents',
      {
        amount: r.amountCents,
        currency: r.currency,
        customer: r.customerRef,
        payment_method: r.paymentMethodRef,
        confirm: true,
        off_session: true,
        capture_method: r.capture ? 'automatic' : 'manual',
        description: r.description,
        // Reconciliation finds what an operation charged even when its answer was lost.
        'metadata[fieldline_operation]': r.idempotencyKey,
        expand: ['latest_charge.balance_transaction'],
      },
      r.idempotencyKey,
    );
    return this.chargeOf(intent);
  }

  async capture(chargeId: string, amountCents?: number) {
    const intent = await this.call<StripePaymentIntent>(
      'POST',
      `v1/payment_intents/${encodeURIComponent(chargeId)}/capture`,
      { amount_to_capture: amountCents, expand: ['latest_charge.balance_transaction'] },
      `capture-${chargeId}`,
    );
    return this.chargeOf(intent);
  }

  async cancel(chargeId: string) {
    const intent = await this.call<StripePaymentIntent>(
      'POST',
      `v1/payment_intents/${encodeURIComponent(chargeId)}/cancel`,
      {},
      `cancel-${chargeId}`,
    );
    return this.chargeOf(intent);
  }

  async refund(chargeId: string, amountCents: number, idempotencyKey: string): Promise<Refund> {
    const refund = await this.call<{ id: string; amount: number; status: string }>(
      'POST',
      'v1/refunds',
      { payment_intent: chargeId, amount: amountCents },
      idempotencyKey,
    );
    return {
      id: refund.id,
      amountCents: refund.amount,
      status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
    };
  }

  async recentCharges(since: number): Promise<GatewayCharge[]> {
    const out: GatewayCharge[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await this.call<{ data: StripeListedIntent[]; has_more: boolean }>(
        'GET',
        'v1/payment_intents',
        {
          'created[gte]': since,
          limit: 100,
          starting_after: after,
          expand: ['data.latest_charge'],
        },
      );
      for (const i of page.data)
        out.push({
          id: i.id,
          status: i.status,
          amountCents: i.amount,
          capturedCents: i.amount_received ?? 0,
          refundedCents: typeof i.latest_charge === 'object' ? (i.latest_charge?.amount_refunded ?? 0) : 0,
          operation: i.metadata?.fieldline_operation ?? null,
          created: i.created,
        });
      if (!page.has_more || page.data.length === 0) break;
      after = page.data[page.data.length - 1].id;
    }
    // Stripe lists newest first.
    return out.sort((a, b) => a.created - b.created);
  }

  private chargeOf(intent: StripePaymentIntent): Charge {
    if (intent.status === 'requires_payment_method' || intent.status === 'requires_action') {
      const e = intent.last_payment_error ?? {};
      throw new CardDeclined(
        e.message ?? 'The card was declined.',
        e.decline_code ?? e.code ?? intent.status,
      );
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const txn = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
    const status =
      intent.status === 'succeeded' || intent.status === 'requires_capture' || intent.status === 'canceled'
        ? intent.status
        : null;
    if (!status) throw new GatewayUnavailable(`Unexpected payment status: ${intent.status}`);
    return {
      id: intent.id,
      status,
      amountCents: intent.amount,
      capturedCents: intent.amount_received ?? 0,
      feeCents: txn?.fee ?? null,
    };
  }
}
