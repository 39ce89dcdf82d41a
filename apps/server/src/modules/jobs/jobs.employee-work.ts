import { and, asc, count, eq, gte, ilike, lt, lte, or } from 'drizzle-orm';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import type { EmployeeWorkSource } from '../employees';
import { jobCalendarEvents, jobs, timesheets, timeTypes } from './jobs.table';

const nextDay = (d: string) => new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10);

/** What the employees module reads of job time and visits, by the employee's user (the same rows). */
export const jobEmployeeWork: EmployeeWorkSource = {
  timeTypes: (db: Db) =>
    db
      .select({ id: timeTypes.id, name: timeTypes.name })
      .from(timeTypes)
      .orderBy(asc(timeTypes.sort), asc(timeTypes.name)),

  async timesheets(db, userId, from, to) {
    const rows = await db
      .select({ t: timesheets, jobNumber: jobs.jobNumber, timeTypeName: timeTypes.name })
      .from(timesheets)
      .innerJoin(timeTypes, eq(timeTypes.id, timesheets.timeTypeId))
      .leftJoin(jobs, eq(jobs.id, timesheets.jobId))
      .where(
        and(eq(timesheets.employeeId, userId), gte(timesheets.workDate, from), lte(timesheets.workDate, to)),
      )
      .orderBy(asc(timesheets.workDate), asc(timesheets.startTime), asc(timesheets.id));
    return rows.map(({ t, jobNumber, timeTypeName }) => ({
      id: t.id,
      jobId: t.jobId,
      jobNumber,
      workDate: t.workDate,
      startTime: t.startTime === null ? null : toIso(t.startTime),
      endTime: t.endTime === null ? null : toIso(t.endTime),
      hours: t.hours,
      timeTypeId: t.timeTypeId,
      timeTypeName,
      description: t.description,
    }));
  },

  async events(db, userId, { from, to, query, offset, limit }) {
    const text = query?.trim();
    const where = and(
      eq(jobCalendarEvents.employeeId, userId),
      // Visits overlapping the days from..to (UTC days).
      lt(jobCalendarEvents.startTime, `${nextDay(to)}T00:00:00Z`),
      gte(jobCalendarEvents.endTime, `${from}T00:00:00Z`),
      text
        ? or(
            ilike(jobCalendarEvents.title, `%${text.replace(/[\\%_]/g, '\\$&')}%`),
            ilike(jobs.jobNumber, `%${text.replace(/[\\%_]/g, '\\$&')}%`),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ e: jobCalendarEvents, jobNumber: jobs.jobNumber })
        .from(jobCalendarEvents)
        .innerJoin(jobs, eq(jobs.id, jobCalendarEvents.jobId))
        .where(where)
        .orderBy(asc(jobCalendarEvents.startTime), asc(jobCalendarEvents.id))
        .offset(offset)
        .limit(limit),
      db
        .select({ n: count() })
        .from(jobCalendarEvents)
        .innerJoin(jobs, eq(jobs.id, jobCalendarEvents.jobId))
        .where(where),
    ]);
    return {
      data: rows.map(({ e, jobNumber }) => ({
        id: e.id,
        jobId: e.jobId,
        jobNumber,
        title: e.title,
        startTime: toIso(e.startTime),
        endTime: toIso(e.endTime),
        note: e.note,
      })),
      count: Number(total.n),
    };
  },
};
