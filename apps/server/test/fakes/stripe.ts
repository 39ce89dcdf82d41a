import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Stripe's API on 127.0.0.1, as much of it as the card gateway uses: customers, SetupIntents
 * confirmed with a PaymentMethod, PaymentMethods (read, detach), PaymentIntents (automatic or manual capture,
 * capture, cancel, with the latest charge's balance transaction), refunds. Form-encoded bodies, bearer
 * secret key, Idempotency-Key honoured (the same key answers the first answer again). PaymentMethods are
 * Stripe's published test ones: pm_card_visa, pm_card_visa_debit, pm_card_chargeDeclined (declined when
 * saved) and pm_card_chargeDeclinedInsufficientFunds (declined when charged).
 */
export const FAKE_STRIPE_KEY = 'sk_test_fake_fieldline';

interface Intent {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  amount_refunded: number;
  capture_method: string;
  payment_method: string;
  created: number;
  metadata: Record<string, string>;
}

/**
 * Faults injected into writes (POST) whose path starts with one of `paths`, at `rate`, chosen by a seeded
 * generator: a 500 before anything is done, the connection dropped before or after the work is done (the
 * answer lost), or the answer sent after `slowMs` (past the client's timeout) once the work is done.
 */
export interface FaultPlan {
  rate: number;
  seed: number;
  paths: string[];
  slowMs: number;
}
export type FaultKind = 'error-before' | 'drop-before' | 'drop-after' | 'slow-after';
const FAULT_KINDS: FaultKind[] = ['error-before', 'drop-before', 'drop-after', 'slow-after'];

const METHODS: Record<
  string,
  { brand: string; last4: string; funding: string; decline?: 'save' | 'charge' }
> = {
  pm_card_visa: { brand: 'visa', last4: '4242', funding: 'credit' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', funding: 'debit' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', funding: 'credit', decline: 'save' },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    funding: 'credit',
    decline: 'charge',
  },
};

export interface FakeStripe {
  url: string;
  /** Every request: method, path, form fields and the Idempotency-Key. */
  requests: { method: string; path: string; form: Record<string, string | string[]>; key?: string }[];
  intents: Map<string, Intent>;
  /** Starts (or, with null, stops) injecting faults; counts what was injected. */
  injectFaults(plan: FaultPlan | null): void;
  faults: Record<FaultKind, number>;
  close(): Promise<void>;
}

const fee = (amount: number, funding: string) =>
  Math.round(amount * (funding === 'debit' ? 0.008 : 0.029)) + 30;

function parseForm(text: string) {
  const form: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    if (k.endsWith('[]')) form[k.slice(0, -2)] = [...((form[k.slice(0, -2)] as string[]) ?? []), v];
    else form[k] = v;
  }
  return form;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const intents = new Map<string, Intent>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const faults: Record<FaultKind, number> = {
    'error-before': 0,
    'drop-before': 0,
    'drop-after': 0,
    'slow-after': 0,
  };
  let plan: FaultPlan | null = null;
  let seed = 0;
  // A small seeded generator (mulberry32): the same plan injects the same faults.
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const faultFor = (m: string | undefined, path: string): FaultKind | null => {
    if (!plan || m !== 'POST' || !plan.paths.some((p) => path.startsWith(p))) return null;
    if (random() >= plan.rate) return null;
    return FAULT_KINDS[Math.floor(random() * FAULT_KINDS.length)];
  };

  const cardError = (message: string, code: string, decline_code?: string) => ({
    status: 402,
    body: { error: { type: 'card_error', code, decline_code, message } },
  });
  const intentBody = (i: Intent) => {
    const m = METHODS[i.payment_method];
    return {
      object: 'payment_intent',
      ...i,
      latest_charge:
        i.amount_received > 0
          ? {
              id: `ch_${i.id}`,
              amount_refunded: i.amount_refunded,
              balance_transaction: { id: `txn_${i.id}`, fee: fee(i.amount_received, m.funding) },
            }
          : null,
    };
  };

  function answer(method: string, path: string, form: Record<string, string | string[]>) {
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: `cus_${randomUUID().slice(0, 8)}` } };
    if (method === 'POST' && path === '/v1/setup_intents') {
      const m = METHODS[String(form.payment_method)];
      if (!m)
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } },
        };
      if (m.decline === 'save')
        return cardError('Your card was declined.', 'card_declined', 'generic_decline');
      return {
        status: 200,
        body: {
          id: `seti_${randomUUID().slice(0, 8)}`,
          status: 'succeeded',
          payment_method: form.payment_method,
        },
      };
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(path);
    if (pm) {
      const m = METHODS[decodeURIComponent(pm[1])];
      if (!m)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } },
        };
      return {
        status: 200,
        body: {
          id: pm[1],
          card: { brand: m.brand, last4: m.last4, exp_month: 12, exp_year: 2034, funding: m.funding },
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const m = METHODS[String(form.payment_method)];
      if (!m)
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } },
        };
      if (m.decline === 'charge')
        return cardError('Your card has insufficient funds.', 'card_declined', 'insufficient_funds');
      const amount = Number(form.amount);
      const manual = form.capture_method === 'manual';
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) {
        const name = /^metadata\[(.+)\]$/.exec(k)?.[1];
        if (name) metadata[name] = String(v);
      }
      const intent: Intent = {
        id: `pi_${randomUUID().slice(0, 12)}`,
        status: manual ? 'requires_capture' : 'succeeded',
        amount,
        amount_received: manual ? 0 : amount,
        amount_refunded: 0,
        capture_method: String(form.capture_method),
        payment_method: String(form.payment_method),
        created: Math.floor(Date.now() / 1000),
        metadata,
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intentBody(intent) };
    }
    const act = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (act) {
      const i = intents.get(act[1]);
      if (!i)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        };
      if (i.status !== 'requires_capture')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${i.status}.`,
            },
          },
        };
      if (act[2] === 'cancel') i.status = 'canceled';
      else {
        i.amount_received = form.amount_to_capture ? Number(form.amount_to_capture) : i.amount;
        i.status = 'succeeded';
      }
      return { status: 200, body: intentBody(i) };
    }
    if (method === 'GET' && path === '/v1/payment_intents') {
      const since = Number(form['created[gte]'] ?? 0);
      const all = [...intents.values()].filter((i) => i.created >= since).reverse();
      const start = form.starting_after ? all.findIndex((i) => i.id === form.starting_after) + 1 : 0;
      const limit = Number(form.limit ?? 10);
      const data = all.slice(start, start + limit);
      return {
        status: 200,
        body: { object: 'list', data: data.map(intentBody), has_more: start + limit < all.length },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const i = intents.get(String(form.payment_intent));
      if (!i || i.amount_received - i.amount_refunded < Number(form.amount))
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: 'Refund amount is greater than the charge.' },
          },
        };
      i.amount_refunded += Number(form.amount);
      return {
        status: 200,
        body: { id: `re_${randomUUID().slice(0, 8)}`, amount: Number(form.amount), status: 'succeeded' },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = parseForm(req.method === 'GET' ? url.search.slice(1) : text);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, form, key });
      const fault = faultFor(req.method, url.pathname);
      if (fault) faults[fault] += 1;
      if (fault === 'drop-before') return req.socket.destroy();
      if (fault === 'error-before') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { type: 'api_error', message: 'Injected fault.' } }));
      }
      let reply: { status: number; body: unknown };
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
        reply = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
        };
      else if (key && replies.has(key)) reply = replies.get(key)!;
      else {
        reply = answer(req.method ?? '', url.pathname, form);
        if (key) replies.set(key, reply);
      }
      if (fault === 'drop-after') return req.socket.destroy();
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      };
      if (fault === 'slow-after') setTimeout(send, plan?.slowMs ?? 0);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    faults,
    injectFaults: (next) => {
      plan = next;
      seed = next?.seed ?? 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
