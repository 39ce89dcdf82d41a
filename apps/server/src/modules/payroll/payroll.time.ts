import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';

export interface DayTotal {
  employeeId: number;
  workDate: string;
  hours: string;
  entries: number;
  unapproved: number;
}

/**
 * The time approval screen's read (measured by bench/payroll.bench.ts): hours per employee per day over a
 * date range (a week), with how many entries are still unapproved. One grouped query on the work-date index.
 */
export async function weekTotals(db: Db, from: string, to: string): Promise<DayTotal[]> {
  const rows = (
    await db.execute(sql`select e.id as "employeeId", t.work_date::text as "workDate", sum(t.hours)::text as hours,
             count(*)::int as entries, count(*) filter (where t.approved_at is null)::int as unapproved
        from timesheets t
        join employees e on e.user_id = t.employee_id
       where t.work_date between ${from} and ${to}
       group by e.id, t.work_date
       order by e.id, t.work_date`)
  ).rows as unknown as DayTotal[];
  return rows;
}
