import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../errors';
import type { Db } from './database';

type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  modifiedDate: PgColumn;
  modifiedBy: PgColumn;
};

/**
 * Update a record only if it still has the version the caller read (409 otherwise).
 * Without an expected version the update applies to whatever is current.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  id: number,
  expectedVersion: number | undefined,
  values: Partial<T['$inferInsert']>,
  userId: number | null,
  what = 'record',
): Promise<T['$inferSelect']> {
  const where =
    expectedVersion === undefined
      ? eq(table.id, id)
      : and(eq(table.id, id), eq(table.version, expectedVersion));
  const rows = await (db as any)
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, modifiedDate: sql`now()`, modifiedBy: userId })
    .where(where)
    .returning();
  if (rows.length === 1) return rows[0];
  const exists = await (db as any).select({ id: table.id }).from(table).where(eq(table.id, id));
  if (exists.length === 0) throw notFound(what);
  throw conflict(Messages.staleVersion, ErrorCodes.STALE_VERSION);
}
