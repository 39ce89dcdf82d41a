import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * Inserts many rows as one JSON parameter (`json_populate_recordset` over the table's own row type), for
 * batches of thousands: drizzle builds a multi-row INSERT value by value, which cost seconds of CPU for a
 * billing run's 10,000 invoices, and PostgreSQL caps a statement at 65,535 parameters. Rows use the table's
 * TypeScript keys with plain values (numbers, strings, booleans, null; decimals and dates as strings); a
 * column no row sets keeps its default.
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: Partial<T['$inferInsert']>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((r) => (r as Record<string, unknown>)[key] !== undefined),
  );
  const records = rows.map((r) =>
    Object.fromEntries(columns.map(([key, col]) => [col.name, (r as Record<string, unknown>)[key] ?? null])),
  );
  const names = sql.join(
    columns.map(([, col]) => sql.identifier(col.name)),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  await db.execute(
    sql`insert into ${name} (${names}) select ${names} from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json)`,
  );
}
