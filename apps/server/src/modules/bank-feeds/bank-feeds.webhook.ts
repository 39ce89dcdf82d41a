import { plaidWebhookBodySchema } from '@fieldline/contracts/banking/bank-feeds.contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BankFeedError, BankFeedUnavailable, PlaidFeed, verifyWebhook } from '../../integrations/bank-feed';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/http/route';
import type { Queue } from '../../platform/queue';
import { queueSync } from './bank-feeds.accounts';
import { LOGIN_REQUIRED_MESSAGE } from './bank-feeds.errors';
import { bankFeed } from './bank-feeds.runtime';
import { syncQuietly } from './bank-feeds.sync';
import { bankFeedItems } from './bank-feeds.table';

export const WEBHOOK_URL = '/v1/plaid/webhook';
/** Plaid's webhooks are a few hundred bytes; an item error with its messages stays well under this. */
export const WEBHOOK_BODY_LIMIT = 16 * 1024;

type Webhook = z.output<typeof plaidWebhookBodySchema>;

/** The exact bytes of each webhook's body: the signature covers them, not a re-serialisation. */
const rawBodies = new WeakMap<FastifyRequest, string>();
/** Plaid's verification keys by key id, per feed (they rotate rarely; a bad kid is never cached). */
const keyCache = new WeakMap<PlaidFeed, Map<string, JsonWebKey>>();

async function verificationKey(feed: PlaidFeed, kid: string): Promise<JsonWebKey> {
  const keys = keyCache.get(feed) ?? new Map<string, JsonWebKey>();
  keyCache.set(feed, keys);
  const known = keys.get(kid);
  if (known) return known;
  const key = await feed.getWebhookVerificationKey(kid);
  if (keys.size >= 20) keys.clear();
  keys.set(kid, key);
  return key;
}

const refused = (message: string) => new AppError(401, 'WEBHOOK_REFUSED', message);

/** Whether the webhook is Plaid's own, by its Plaid-Verification JWT; a 503 when Plaid cannot say. */
async function verified(req: FastifyRequest): Promise<void> {
  const feed = bankFeed();
  if (!(feed instanceof PlaidFeed)) throw refused('The offline bank feed takes no webhooks.');
  const header = req.headers['plaid-verification'];
  const raw = rawBodies.get(req);
  if (typeof header !== 'string' || !header || header.length > 4096 || raw === undefined)
    throw refused('The webhook carries no Plaid-Verification signature.');
  let ok: boolean;
  try {
    ok = await verifyWebhook(raw, header, (kid) => verificationKey(feed, kid));
  } catch (err) {
    // Plaid could not be asked for the key: not a verdict, so Plaid is told to retry.
    if (err instanceof BankFeedUnavailable)
      throw new AppError(
        503,
        'BANK_FEED_UNAVAILABLE',
        'Plaid could not be asked for its webhook key; retry later.',
      );
    // Plaid does not know the key id (INVALID_WEBHOOK_VERIFICATION_KEY_ID): not one of its webhooks.
    if (err instanceof BankFeedError) ok = false;
    else throw err;
  }
  if (!ok) throw refused('The webhook signature is not valid.');
}

/**
 * POST /v1/plaid/webhook: Plaid's calls about an item, verified by signature. New transactions queue a sync
 * of the item (or sync it at once when no queue runs); a login that needs the user, or consent about to
 * run out, marks the item. Anything else, and items Fieldline does not know, are acknowledged and left.
 */
export async function webhookRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (req, body, done) => {
        rawBodies.set(req, body as string);
        json(req, body as string, done);
      },
    );
    route(scope, {
      method: 'POST',
      url: WEBHOOK_URL,
      access: 'public',
      tags: ['bank feed'],
      summary: "Plaid's webhooks (signed): new transactions to sync, a login that needs the user",
      body: plaidWebhookBodySchema,
      bodyLimit: WEBHOOK_BODY_LIMIT,
      response: z.object({ ok: z.literal(true) }),
      readOnly: true,
      config: { rateLimit: { max: 1200, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.ip } },
      handler: async ({ db, body, req }) => {
        await verified(req);
        await handleWebhook(db, req.server.platform.queue, body);
        return { ok: true as const };
      },
    });
  });
}

export async function handleWebhook(db: Db, queue: Queue, hook: Webhook): Promise<void> {
  if (!hook.item_id) return;
  const [item] = await db
    .select({ id: bankFeedItems.id, status: bankFeedItems.status })
    .from(bankFeedItems)
    .where(eq(bankFeedItems.providerItemId, hook.item_id));
  if (!item || item.status === 'Disconnected') return;
  const mark = (status: string, errorCode: string | null, errorMessage: string | null) =>
    db
      .update(bankFeedItems)
      .set({ status, errorCode, errorMessage, modifiedDate: sql`now()` })
      .where(eq(bankFeedItems.id, item.id));
  const sync = async () => {
    if (!(await queueSync(db, queue, item.id, 'Webhook'))) await syncQuietly(db, item.id, 'Webhook');
  };
  const kind = `${hook.webhook_type}.${hook.webhook_code}`;
  if (kind === 'TRANSACTIONS.SYNC_UPDATES_AVAILABLE') return sync();
  if (kind === 'ITEM.ERROR' && hook.error?.error_code === 'ITEM_LOGIN_REQUIRED')
    return void (await mark('LoginRequired', 'ITEM_LOGIN_REQUIRED', LOGIN_REQUIRED_MESSAGE));
  if (kind === 'ITEM.LOGIN_REPAIRED') {
    await mark('Connected', null, null);
    return sync();
  }
  if (kind === 'ITEM.PENDING_EXPIRATION' || kind === 'ITEM.PENDING_DISCONNECT') {
    const until = hook.consent_expiration_time ? ` on ${hook.consent_expiration_time.slice(0, 10)}` : ' soon';
    await mark(
      'LoginRequired',
      hook.webhook_code,
      `The bank's consent runs out${until}: open the bank link again ("Log in again") to renew it.`,
    );
  }
}
