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
 * date range (a week), with how many entries are still unapproved; in no particular order (the screen sorts).
 */
export async function weekTotals(db: Db, from: string, to: string): Promise<DayTotal[]> {
  // Grouped in the order of the work-date index (date, then user), read from the index alone; the employee
  // is joined to the 7 x employees groups, not to every entry.
  const rows = (
    await db.execute(sql`select e.id as "employeeId", d.work_date::text as "workDate", d.hours::text as hours,
             d.entries, d.unapproved
        from (select t.employee_id, t.work_date, sum(t.hours) as hours, count(*)::int as entries,
                     count(*) filter (where t.approved_at is null)::int as unapproved
                from timesheets t
               where t.work_date between ${from} and ${to}
               group by t.work_date, t.employee_id) d
        join employees e on e.user_id = d.employee_id`)
  ).rows as unknown as DayTotal[];
  return rows;
}
