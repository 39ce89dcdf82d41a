import {
  type CreateTimeEntryBody,
  TIME_MESSAGES as M,
  type TimeEntry,
  type timeEntrySearchQuerySchema,
  type UpdateTimeEntryBody,
} from '@fieldline/contracts/time/time.contract';
import { and, asc, count, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { employees } from '../employees';
import { users } from '../identity/identity.table';
import {
  checkTimeJob,
  deleteTimeRow,
  insertTimeRow,
  jobs,
  NOT_ASSIGNED_MESSAGE,
  timesheets,
  timeTypes,
  updateTimeRow,
} from '../jobs';
import { ownEmployee, readScope, writesAll } from './time.access';
import { nonBillableTypes } from './time.table';

type Ctx = Parameters<typeof readScope>[0];
type Search = z.output<typeof timeEntrySearchQuerySchema>;

const approver = alias(users, 'approver');

/** The rows of the time module's answers: the timesheet with its job, employee, types and approver. */
function entryQuery(db: Db) {
  return db
    .select({
      t: timesheets,
      jobNumber: jobs.jobNumber,
      typeName: timeTypes.name,
      nb: { id: nonBillableTypes.id, name: nonBillableTypes.name },
      emp: {
        id: employees.id,
        number: employees.number,
        first: employees.firstName,
        last: employees.lastName,
      },
      by: { id: approver.id, first: approver.firstName, last: approver.lastName },
    })
    .from(timesheets)
    .innerJoin(timeTypes, eq(timeTypes.id, timesheets.timeTypeId))
    .leftJoin(jobs, eq(jobs.id, timesheets.jobId))
    .leftJoin(employees, eq(employees.userId, timesheets.employeeId))
    .leftJoin(nonBillableTypes, eq(nonBillableTypes.id, timesheets.nonBillableTypeId))
    .leftJoin(approver, eq(approver.id, timesheets.approvedBy))
    .$dynamic();
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

function present(r: EntryRow): TimeEntry {
  const { t } = r;
  return {
    id: t.id,
    employee: r.emp?.id ? { id: r.emp.id, number: r.emp.number, name: `${r.emp.first} ${r.emp.last}` } : null,
    userId: t.employeeId,
    jobId: t.jobId,
    jobNumber: r.jobNumber,
    workDate: t.workDate,
    startTime: t.startTime ? toIso(t.startTime) : null,
    endTime: t.endTime ? toIso(t.endTime) : null,
    hours: t.hours,
    billedTime: t.billedTime,
    timeType: { id: t.timeTypeId, name: r.typeName },
    nonBillableType: r.nb?.id ? { id: r.nb.id, name: r.nb.name } : null,
    description: t.description,
    note: t.note,
    approved: t.approvedAt !== null,
    approvedAt: t.approvedAt ? toIso(t.approvedAt) : null,
    approvedBy: r.by?.id ? { id: r.by.id, displayName: `${r.by.first} ${r.by.last}` } : null,
    createdDate: toIso(t.createdDate),
    modifiedDate: toIso(t.modifiedDate),
    version: t.version,
  };
}

const ORDER = [asc(timesheets.workDate), asc(timesheets.startTime), asc(timesheets.id)];

/** Entries of one user dated from..to, by date and start (timecards, the PDF, the weekly review). */
export async function entriesOfUser(db: Db, userId: number, from: string, to: string): Promise<TimeEntry[]> {
  const rows = await entryQuery(db)
    .where(
      and(eq(timesheets.employeeId, userId), gte(timesheets.workDate, from), lte(timesheets.workDate, to)),
    )
    .orderBy(...ORDER);
  return rows.map(present);
}

/** GET timesheets: one page of entries by employee, job, dates and approval; a technician sees only his own. */
export async function searchEntries(
  ctx: Ctx,
  q: Search,
): Promise<{ data: TimeEntry[]; count_filtered: number }> {
  const own = await readScope(ctx);
  const employeeId = own ?? q.employeeId;
  const where = and(
    employeeId !== undefined ? eq(employees.id, employeeId) : undefined,
    q.jobId !== undefined ? eq(timesheets.jobId, q.jobId) : undefined,
    q.from ? gte(timesheets.workDate, q.from) : undefined,
    q.to ? lte(timesheets.workDate, q.to) : undefined,
    q.status === 'approved' ? isNotNull(timesheets.approvedAt) : undefined,
    q.status === 'pending' ? isNull(timesheets.approvedAt) : undefined,
    q.nonJob === true ? isNull(timesheets.jobId) : undefined,
    q.nonJob === false ? isNotNull(timesheets.jobId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    entryQuery(ctx.db)
      .where(where)
      .orderBy(...ORDER)
      .offset(q.offset)
      .limit(q.limit),
    ctx.db
      .select({ n: count() })
      .from(timesheets)
      .leftJoin(employees, eq(employees.userId, timesheets.employeeId))
      .where(where),
  ]);
  return { data: rows.map(present), count_filtered: Number(total.n) };
}
export async function getEntry(ctx: Ctx, id: number): Promise<TimeEntry> {
  const [row] = await entryQuery(ctx.db).where(eq(timesheets.id, id));
  if (!row) throw notFound('timesheet', 'TIMESHEET_NOT_FOUND');
  if (!writesAll(ctx)) {
    const own = await readScope(ctx);
    if (own !== undefined && row.emp?.id !== own) throw forbidden(M.notYourTime);
  }
  return present(row);
}

/** The employee whose time is written, with a user: one's own unless the caller records everyone's. */
async function targetEmployee(ctx: Ctx, employeeId: number | undefined, field = 'employeeId') {
  if (employeeId === undefined) {
    const mine = await ownEmployee(ctx.db, ctx.user.id);
    if (mine.userId === null) throw fieldError(field, M.noUser);
    return { id: mine.id, userId: mine.userId };
  }
  const [e] = await ctx.db
    .select({ id: employees.id, userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!e) throw fieldError(field, M.unknownEmployee);
  if (!writesAll(ctx) && e.userId !== ctx.user.id) throw forbidden(M.notYourTime);
  if (e.userId === null) throw fieldError(field, M.noUser);
  return { id: e.id, userId: e.userId };
}

/** A job named on time must exist; a technician puts time only on jobs assigned to him. */
async function checkJob(ctx: Ctx, jobId: number | null | undefined): Promise<void> {
  if (jobId == null) return;
  const mine = await checkTimeJob(ctx.db, ctx.user.id, jobId);
  if (!mine && !writesAll(ctx)) throw forbidden(NOT_ASSIGNED_MESSAGE);
}

async function checkNonBillable(
  ctx: Ctx,
  id: number | null | undefined,
  jobId: number | null,
): Promise<void> {
  if (id == null) return;
  if (jobId !== null) throw fieldError('nonBillableTypeId', M.nonBillableOnJob);
  const [row] = await ctx.db
    .select({ id: nonBillableTypes.id })
    .from(nonBillableTypes)
    .where(and(eq(nonBillableTypes.id, id), eq(nonBillableTypes.isActive, true)));
  if (!row) throw fieldError('nonBillableTypeId', M.unknownNonBillableType);
}

export async function createEntry(
  ctx: Ctx,
  body: CreateTimeEntryBody,
  employeeId?: number,
): Promise<TimeEntry> {
  const b = body as CreateTimeEntryBody & { employeeId?: number };
  const target = await targetEmployee(ctx, employeeId ?? b.employeeId, employeeId ? 'id' : 'employeeId');
  const jobId = b.jobId ?? null;
  await checkJob(ctx, jobId);
  await checkNonBillable(ctx, b.nonBillableTypeId, jobId);
  const { employeeId: _e, jobId: _j, nonBillableTypeId, ...rest } = b;
  const id = await insertTimeRow(ctx.db, ctx.user.id, { ...rest, employeeId: target.userId } as never, {
    jobId,
    nonBillableTypeId: nonBillableTypeId ?? null,
  });
  return getEntry(ctx, id);
}

export async function updateEntry(ctx: Ctx, id: number, body: UpdateTimeEntryBody): Promise<TimeEntry> {
  const current = await getEntry(ctx, id);
  const jobId = body.jobId !== undefined ? body.jobId : current.jobId;
  if (body.jobId !== undefined && body.jobId !== current.jobId) await checkJob(ctx, body.jobId);
  const nb =
    body.nonBillableTypeId !== undefined ? body.nonBillableTypeId : (current.nonBillableType?.id ?? null);
  await checkNonBillable(ctx, body.nonBillableTypeId, jobId);
  // Time moved onto a job keeps no non-billable type.
  const nonBillableTypeId = jobId !== null ? null : nb;
  const { jobId: _j, nonBillableTypeId: _n, ...rest } = body;
  await updateTimeRow(ctx.db, ctx.user.id, id, rest as never, { jobId, nonBillableTypeId });
  return getEntry(ctx, id);
}

export async function deleteEntry(ctx: Ctx, id: number): Promise<void> {
  await getEntry(ctx, id);
  await deleteTimeRow(ctx.db, id);
}
