import type {
  availabilityQuerySchema,
  JobToolList,
  TodaysJob,
  ToolAvailability,
  ToolCheckout,
  ToolSchedule,
  ToolStatus,
} from '@fieldline/contracts/tools/tools.contract';
import { and, asc, eq, gte, ilike, inArray, isNull, lte, max, min, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { customers } from '../customers';
import { jobCalendarEvents, jobStatuses, jobs } from '../jobs';
import { companyDaySql, companyToday } from '../organization';
import { countCheckouts, findCheckouts, findSchedules, takenQuantities } from './tools.repository';
import { toolCheckouts, toolSchedules, tools } from './tools.table';

/** Reads over ranges, jobs and technicians (spec 1 §7.13's GET calls). */

const like = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** GET getToolAvailability: for each tool (or one), its units free over [from, to). */
export async function toolAvailability(
  db: Db,
  q: z.output<typeof availabilityQuerySchema> & { onlyUsable?: boolean },
): Promise<ToolAvailability[]> {
  const where = and(
    q.toolId ? eq(tools.id, q.toolId) : undefined,
    q.onlyUsable ? sql`${tools.status} not in ('inRepair', 'retired')` : ne(tools.status, 'retired'),
    q.query
      ? ilike(sql`(${tools.number} || ' ' || ${tools.name} || ' ' || ${tools.category})`, like(q.query))
      : undefined,
  );
  const rows = await db.select().from(tools).where(where).orderBy(asc(tools.name), asc(tools.id));
  if (q.toolId && rows.length === 0) throw notFound('tool', 'TOOL_NOT_FOUND');
  const taken = await takenQuantities(db, q.toolId ? [q.toolId] : null, q.from, q.to);
  return rows.map((t) => {
    const scheduled = taken.scheduled.get(t.id) ?? 0;
    const out = taken.out.get(t.id) ?? 0;
    const usable = t.status !== 'inRepair' && t.status !== 'retired';
    return {
      toolId: t.id,
      toolNumber: t.number,
      toolName: t.name,
      category: t.category,
      status: t.status as ToolStatus,
      quantity: t.quantity,
      scheduledQuantity: scheduled,
      checkedOutQuantity: out,
      availableQuantity: usable ? Math.max(0, t.quantity - scheduled - out) : 0,
    };
  });
}

/** The job's working range: its scheduled times, else its calendar visits, else the rest of today. */
async function jobRange(db: Db, jobId: number): Promise<{ from: string; to: string }> {
  const [job] = await db
    .select({ start: jobs.scheduledStart, end: jobs.scheduledEnd })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw notFound('job', 'JOB_NOT_FOUND');
  if (job.start && job.end && Date.parse(job.end) > Date.parse(job.start))
    return { from: toIso(job.start), to: toIso(job.end) };
  const [visits] = await db
    .select({ from: min(jobCalendarEvents.startTime), to: max(jobCalendarEvents.endTime) })
    .from(jobCalendarEvents)
    .where(eq(jobCalendarEvents.jobId, jobId));
  if (visits?.from && visits.to && Date.parse(visits.to) > Date.parse(visits.from))
    return { from: toIso(visits.from), to: toIso(visits.to) };
  const now = Date.now();
  return { from: new Date(now).toISOString(), to: new Date(now + 86_400_000).toISOString() };
}

/** GET getAvailableTools/{jobId}: tools with units free over the job's dates. */
export async function availableToolsForJob(db: Db, jobId: number) {
  const range = await jobRange(db, jobId);
  const rows = await toolAvailability(db, { ...range, onlyUsable: true });
  return rows.filter((r) => r.availableQuantity > 0);
}

/** GET getCheckedOutByTechnician: the technician's tools out now. */
export const checkedOutByTechnician = (db: Db, technicianId: number): Promise<ToolCheckout[]> =>
  findCheckouts(db, and(eq(toolCheckouts.technicianId, technicianId), isNull(toolCheckouts.checkedInAt)));

/** GET getScheduledByTechnician: schedules of the technician ending after `from` (now by default). */
export function scheduledByTechnician(
  db: Db,
  technicianId: number,
  from?: string,
  to?: string,
): Promise<ToolSchedule[]> {
  return findSchedules(
    db,
    and(
      eq(toolSchedules.technicianId, technicianId),
      gte(toolSchedules.endTime, from ?? new Date().toISOString()),
      to ? lte(toolSchedules.startTime, to) : undefined,
    ),
  );
}

/** GET isUsingTools: does the job (or the technician, or the technician on the job) have tools scheduled or out. */
export async function isUsingTools(db: Db, q: { jobId?: number; technicianId?: number }) {
  const s: SQL[] = [];
  const c: SQL[] = [isNull(toolCheckouts.checkedInAt)];
  if (q.jobId) {
    s.push(eq(toolSchedules.jobId, q.jobId));
    c.push(eq(toolCheckouts.jobId, q.jobId));
  }
  if (q.technicianId) {
    s.push(eq(toolSchedules.technicianId, q.technicianId));
    c.push(eq(toolCheckouts.technicianId, q.technicianId));
  }
  const [[sched], out] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(toolSchedules)
      .where(and(...s)),
    countCheckouts(db, and(...c)),
  ]);
  return { isUsingTools: sched.n + out > 0, scheduledCount: sched.n, checkedOutCount: out };
}

/** GET toolList/{jobId}: the job's schedules and check-outs (open and returned). */
export async function jobToolList(db: Db, jobId: number): Promise<JobToolList> {
  const [job] = await db.select({ jobNumber: jobs.jobNumber }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound('job', 'JOB_NOT_FOUND');
  const [schedules, checkouts] = await Promise.all([
    findSchedules(db, eq(toolSchedules.jobId, jobId)),
    findCheckouts(db, eq(toolCheckouts.jobId, jobId)),
  ]);
  return { jobId, jobNumber: job.jobNumber, schedules, checkouts };
}

/** Names of the tools still out on a job: the jobs module's completion check. */
export async function toolsOutOnJob(db: Db, jobId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: tools.name })
    .from(toolCheckouts)
    .innerJoin(tools, eq(tools.id, toolCheckouts.toolId))
    .where(and(eq(toolCheckouts.jobId, jobId), isNull(toolCheckouts.checkedInAt)))
    .orderBy(asc(tools.name));
  return rows.map((r) => r.name);
}

/**
 * GET todaysJobListForUser: the signed-in technician's jobs on the company's today (a calendar visit of
 * theirs that day, or the job assigned to them and scheduled that day), with the tools for each.
 */
export async function todaysJobs(db: Db, userId: number, date?: string): Promise<TodaysJob[]> {
  const day = date ?? (await companyToday(db));
  const visits = await db
    .select({
      jobId: jobCalendarEvents.jobId,
      start: min(jobCalendarEvents.startTime),
      end: max(jobCalendarEvents.endTime),
    })
    .from(jobCalendarEvents)
    .where(and(eq(jobCalendarEvents.employeeId, userId), companyDaySql(jobCalendarEvents.startTime, day)))
    .groupBy(jobCalendarEvents.jobId);
  const visitOf = new Map(visits.map((v) => [v.jobId, v]));
  const rows = await db
    .select({
      id: jobs.id,
      jobNumber: jobs.jobNumber,
      name: jobs.name,
      customerName: customers.name,
      statusName: jobStatuses.statusText,
      start: jobs.scheduledStart,
      end: jobs.scheduledEnd,
    })
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId))
    .where(
      or(
        visits.length ? inArray(jobs.id, [...visitOf.keys()]) : undefined,
        and(eq(jobs.assignedResourceId, userId), companyDaySql(jobs.scheduledStart, day)),
      ),
    );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [schedules, out] = await Promise.all([
    findSchedules(db, inArray(toolSchedules.jobId, ids)),
    findCheckouts(db, and(inArray(toolCheckouts.jobId, ids), isNull(toolCheckouts.checkedInAt))),
  ]);
  const list = rows.map((r) => {
    const v = visitOf.get(r.id);
    const start = v?.start ?? r.start;
    const end = v?.end ?? r.end;
    return {
      jobId: r.id,
      jobNumber: r.jobNumber,
      jobName: r.name,
      customerName: r.customerName,
      statusName: r.statusName,
      startTime: start ? toIso(start) : null,
      endTime: end ? toIso(end) : null,
      tools: schedules.filter((s) => s.jobId === r.id),
      checkedOut: out.filter((c) => c.jobId === r.id),
    };
  });
  return list.sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.jobId - b.jobId);
}

/** The tool page's history: every check-out of the tool, newest first. */
export async function toolHistory(db: Db, toolId: number, page: { offset: number; limit: number }) {
  const where = eq(toolCheckouts.toolId, toolId);
  const [data, count] = await Promise.all([findCheckouts(db, where, page), countCheckouts(db, where)]);
  return { data, count_filtered: count };
}

/** The tool page's schedule: the tool's schedules ending from a day ago on. */
export const toolSchedulesOf = (db: Db, toolId: number) =>
  findSchedules(
    db,
    and(
      eq(toolSchedules.toolId, toolId),
      gte(toolSchedules.endTime, new Date(Date.now() - 86_400_000).toISOString()),
    ),
  );
