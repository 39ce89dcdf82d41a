import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companies } from './organization.table';

/**
 * The company's time zone as an SQL expression (the first company, as the ledger's default company):
 * "today" and "scheduled on a day" are the company's days, not the server's.
 */
export const companyTimezoneSql = sql`coalesce((select ${companies.timezone} from ${companies} order by ${companies.id} limit 1), 'UTC')`;

/** Today (YYYY-MM-DD) in the company's time zone, read from the database clock. */
export async function companyToday(db: Db): Promise<string> {
  const result = await db.execute(
    sql`select (now() at time zone ${companyTimezoneSql})::date::text as today`,
  );
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { today: string }[];
  return rows[0].today;
}

/** The company's IANA time zone. */
export async function companyTimezone(db: Db): Promise<string> {
  const result = await db.execute(sql`select ${companyTimezoneSql} as tz`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { tz: string }[];
  return rows[0].tz;
}

/** Instants from the start of `date` to the start of the next day in the company's time zone. */
export function companyDaySql(column: unknown, date: string) {
  return sql`(${column} >= (${date}::date::timestamp at time zone ${companyTimezoneSql})
    and ${column} < ((${date}::date + 1)::timestamp at time zone ${companyTimezoneSql}))`;
}
