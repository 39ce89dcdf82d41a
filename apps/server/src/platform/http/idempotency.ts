import { createHash } from 'node:crypto';
import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/platform.table';
import { AppError } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key is remembered, as the payment providers that invented the header do. */
export const IDEMPOTENCY_HOURS = 24;

export interface StoredResponse {
  status: number;
  body: unknown;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** The stored first response for this key, or null; refuses a key reused for another request. */
export async function findStored(
  db: Db,
  userId: number,
  key: string,
  hash: string,
): Promise<StoredResponse | null> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  const row = rows[0];
  if (!row) return null;
  if (Date.parse(row.createdDate) < Date.now() - IDEMPOTENCY_HOURS * 3600_000) {
    // Expired: the key may be used afresh.
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, row.id));
    return null;
  }
  if (row.requestHash !== hash) {
    throw new AppError(422, ErrorCodes.IDEMPOTENCY_REUSED, Messages.idempotencyReused);
  }
  return { status: row.status, body: row.body };
}

/**
 * Keeps the first answer for replays. An answer holding a secret (a session or API token) is kept without it:
 * a replay then says the request was done instead of handing the secret out again.
 */
export async function storeResponse(
  db: Db,
  rec: { userId: number; key: string; method: string; path: string; hash: string; secret?: boolean },
  answer: StoredResponse,
): Promise<void> {
  const res = rec.secret
    ? { status: 409, body: { message: Messages.alreadyDoneSecret, code: ErrorCodes.ALREADY_DONE } }
    : answer;
  await db.insert(idempotencyKeys).values({
    userId: rec.userId,
    key: rec.key,
    method: rec.method,
    path: rec.path,
    requestHash: rec.hash,
    status: res.status,
    body: res.body === undefined ? null : (res.body as any),
  });
}

/** Forgets keys older than IDEMPOTENCY_HOURS (a daily background job). */
export async function purgeIdempotencyKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdDate, sql`now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`));
}
