import type { TimecardStatus, Week, WeekRow } from '@fieldline/contracts/time/time.contract';
import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { employees } from '../employees';
import { timesheets } from '../jobs';
import { readScope } from './time.access';
import { type SummaryEntry, summarize } from './time.summary';
import { timecards } from './time.table';
import { today } from './time.timecards';

type Ctx = Parameters<typeof readScope>[0];

/**
 * GET timecards/week: every active employee with a user (a technician: only himself), hours per day of
 * from..to, regular/overtime split, warnings and the timecard's status. Three queries whatever the count.
 */
export async function weekReview(ctx: Ctx, from: string, to: string): Promise<Week> {
  const own = await readScope(ctx);
  const people = await ctx.db
    .select()
    .from(employees)
    .where(
      and(
        isNotNull(employees.userId),
        own !== undefined ? eq(employees.id, own) : eq(employees.isActive, true),
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  return { from, to, rows: await rowsFor(ctx.db, people, from, to) };
}

async function rowsFor(db: Db, people: (typeof employees.$inferSelect)[], from: string, to: string) {
  if (people.length === 0) return [];
  const userIds = people.map((p) => p.userId as number);
  const [entries, cards] = await Promise.all([
    db
      .select({
        userId: timesheets.employeeId,
        workDate: timesheets.workDate,
        hours: timesheets.hours,
        startTime: timesheets.startTime,
        endTime: timesheets.endTime,
      })
      .from(timesheets)
      .where(
        and(
          inArray(timesheets.employeeId, userIds),
          gte(timesheets.workDate, from),
          lte(timesheets.workDate, to),
        ),
      ),
    db
      .select()
      .from(timecards)
      .where(
        and(
          inArray(
            timecards.employeeId,
            people.map((p) => p.id),
          ),
          lte(timecards.periodFrom, to),
          gte(timecards.periodTo, from),
        ),
      ),
  ]);
  const byUser = new Map<number, SummaryEntry[]>();
  for (const e of entries) {
    const list = byUser.get(e.userId) ?? [];
    list.push(e);
    byUser.set(e.userId, list);
  }
  const now = today();
  return people.map((p): WeekRow => {
    const mine = byUser.get(p.userId as number) ?? [];
    // The timecard of exactly this period first, else one overlapping it.
    const card =
      cards.find((c) => c.employeeId === p.id && c.periodFrom === from && c.periodTo === to) ??
      cards.find((c) => c.employeeId === p.id);
    return {
      employee: { id: p.id, number: p.number, name: `${p.firstName} ${p.lastName}` },
      userId: p.userId as number,
      timecardId: card?.id ?? null,
      status: (card?.status as TimecardStatus | undefined) ?? 'open',
      overtimeRule: p.overtimeRule,
      entryCount: mine.length,
      ...summarize(from, to, mine, p, now),
    };
  });
}
