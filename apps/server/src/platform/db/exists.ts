import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { rowsOf } from './rows';

/** Whether `table` has a row with this id; an id not given counts as found (an optional reference). */
export async function rowExists(db: Db, table: PgTable, id: number | null | undefined): Promise<boolean> {
  if (id == null) return true;
  return rowsOf(await db.execute(sql`select 1 from ${table} where id = ${id}`)).length > 0;
}
