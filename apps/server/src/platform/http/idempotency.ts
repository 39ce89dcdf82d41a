import { createHash } from 'node:crypto';
import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/platform.table';
import { AppError } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

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
  if (row.requestHash !== hash) {
    throw new AppError(422, ErrorCodes.IDEMPOTENCY_REUSED, Messages.idempotencyReused);
  }
  return { status: row.status, body: row.body };
}

export async function storeResponse(
  db: Db,
  rec: { userId: number; key: string; method: string; path: string; hash: string },
  res: StoredResponse,
): Promise<void> {
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
