import {
  type approveManyBodySchema,
  type approvePeriodBodySchema,
  type createTimecardBodySchema,
  TIME_MESSAGES as M,
  type Timecard,
  type TimecardStatus,
  type TimecardSummary,
  type timecardSearchQuerySchema,
  type updateTimecardBodySchema,
} from '@fieldline/contracts/time/time.contract';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { conflict, fieldError, forbidden, notFound, ruleViolation } from '../../platform/errors';
import { employees } from '../employees';
import { users } from '../identity/identity.table';
import { stampTimeApproval } from '../jobs';
import { ownEmployee, readScope, writesAll } from './time.access';
import { entriesOfUser } from './time.entries';
import { summarize } from './time.summary';
import { timecards } from './time.table';

type Ctx = Parameters<typeof readScope>[0];
type Row = typeof timecards.$inferSelect;
type EmployeeRow = typeof employees.$inferSelect;
const approver = alias(users, 'timecard_approver');
export const today = () => new Date().toISOString().slice(0, 10);

async function load(db: Db, id: number) {
  const [row] = await db
    .select({
      c: timecards,
      e: employees,
      by: { id: approver.id, first: approver.firstName, last: approver.lastName },
    })
    .from(timecards)
    .innerJoin(employees, eq(employees.id, timecards.employeeId))
    .leftJoin(approver, eq(approver.id, timecards.approvedBy))
    .where(eq(timecards.id, id));
  if (!row) throw notFound('timecard', 'TIMECARD_NOT_FOUND');
  return row;
}
type Loaded = Awaited<ReturnType<typeof load>>;

function summary({ c, e, by }: Loaded): TimecardSummary {
  return {
    id: c.id,
    employee: { id: e.id, number: e.number, name: `${e.firstName} ${e.lastName}` },
    periodFrom: c.periodFrom,
    periodTo: c.periodTo,
    status: c.status as TimecardStatus,
    notes: c.notes,
    submittedAt: c.submittedAt ? toIso(c.submittedAt) : null,
    approvedAt: c.approvedAt ? toIso(c.approvedAt) : null,
    approvedBy: by?.id ? { id: by.id, displayName: `${by.first} ${by.last}` } : null,
    overtimeRule: e.overtimeRule,
    totals: { hours: '0.00', regular: '0.00', overtime: '0.00', doubleTime: '0.00' },
    createdDate: toIso(c.createdDate),
    modifiedDate: toIso(c.modifiedDate),
    version: c.version,
  };
}

/** The whole timecard: its entries (the employee's timesheets of those dates), days, totals and warnings. */
async function full(db: Db, loaded: Loaded): Promise<Timecard> {
  const { c, e } = loaded;
  const entries = e.userId === null ? [] : await entriesOfUser(db, e.userId, c.periodFrom, c.periodTo);
  const s = summarize(c.periodFrom, c.periodTo, entries, e, today());
  return { ...summary(loaded), ...s, entries };
}

/** A timecard the caller may see: his own unless he sees everyone's (403 otherwise). */
async function visible(ctx: Ctx, id: number): Promise<Loaded> {
  const loaded = await load(ctx.db, id);
  const own = await readScope(ctx);
  if (own !== undefined && loaded.e.id !== own) throw forbidden(M.notYourTime);
  return loaded;
}

export async function getTimecard(ctx: Ctx, id: number): Promise<Timecard> {
  return full(ctx.db, await visible(ctx, id));
}

export async function searchTimecards(
  ctx: Ctx,
  q: z.output<typeof timecardSearchQuerySchema>,
): Promise<{ data: TimecardSummary[]; count_filtered: number }> {
  const own = await readScope(ctx);
  const employeeId = own ?? q.employeeId;
  const where = and(
    employeeId !== undefined ? eq(timecards.employeeId, employeeId) : undefined,
    q.status ? eq(timecards.status, q.status) : undefined,
    q.from ? gte(timecards.periodTo, q.from) : undefined,
    q.to ? lte(timecards.periodFrom, q.to) : undefined,
  );
  const [ids, [total]] = await Promise.all([
    ctx.db
      .select({ id: timecards.id })
      .from(timecards)
      .innerJoin(employees, eq(employees.id, timecards.employeeId))
      .where(where)
      .orderBy(desc(timecards.periodFrom), asc(employees.lastName), asc(timecards.id))
      .offset(q.offset)
      .limit(q.limit),
    ctx.db.select({ n: count() }).from(timecards).where(where),
  ]);
  const data: TimecardSummary[] = [];
  for (const { id } of ids) {
    const { entries: _e, days: _d, warnings: _w, ...rest } = await full(ctx.db, await load(ctx.db, id));
    data.push(rest);
  }
  return {
    data,
    count_filtered: Number(total.n),
  };
}

/** Another timecard of the employee overlapping from..to (besides `except`). */
async function overlapping(db: Db, employeeId: number, from: string, to: string, except?: number) {
  const [row] = await db
    .select()
    .from(timecards)
    .where(
      and(
        eq(timecards.employeeId, employeeId),
        lte(timecards.periodFrom, to),
        gte(timecards.periodTo, from),
        except !== undefined ? ne(timecards.id, except) : undefined,
      ) as SQL,
    )
    .limit(1);
  return row;
}

async function employeeFor(ctx: Ctx, employeeId: number | undefined, field: string): Promise<EmployeeRow> {
  if (employeeId === undefined) return ownEmployee(ctx.db, ctx.user.id);
  const [e] = await ctx.db.select().from(employees).where(eq(employees.id, employeeId));
  if (!e) throw fieldError(field, M.unknownEmployee);
  if (!writesAll(ctx) && e.userId !== ctx.user.id) throw forbidden(M.notYourTime);
  return e;
}

export async function createTimecard(
  ctx: Ctx,
  body: z.output<typeof createTimecardBodySchema>,
): Promise<Timecard> {
  const e = await employeeFor(ctx, body.employeeId, 'employeeId');
  if (await overlapping(ctx.db, e.id, body.periodFrom, body.periodTo)) throw conflict(M.overlappingTimecard);
  const [row] = await ctx.db
    .insert(timecards)
    .values({
      employeeId: e.id,
      periodFrom: body.periodFrom,
      periodTo: body.periodTo,
      notes: body.notes ?? '',
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning({ id: timecards.id });
  return getTimecard(ctx, row.id);
}

export async function updateTimecard(
  ctx: Ctx,
  id: number,
  body: z.output<typeof updateTimecardBodySchema>,
): Promise<Timecard> {
  const { c } = await visible(ctx, id);
  if (body.version !== undefined && body.version !== c.version) throw conflict(M.staleVersion);
  if (c.status === 'approved') throw ruleViolation(M.approvedTimecard);
  await ctx.db
    .update(timecards)
    .set({
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(body.status !== undefined
        ? { status: body.status, submittedAt: body.status === 'submitted' ? new Date().toISOString() : null }
        : {}),
      modifiedBy: ctx.user.id,
      modifiedDate: new Date().toISOString(),
      version: c.version + 1,
    })
    .where(eq(timecards.id, id));
  return getTimecard(ctx, id);
}

export async function deleteTimecard(ctx: Ctx, id: number): Promise<void> {
  const { c } = await visible(ctx, id);
  if (c.status === 'approved') throw ruleViolation(M.approvedTimecard);
  await ctx.db.delete(timecards).where(eq(timecards.id, id));
}

async function setApproved(
  ctx: Ctx,
  c: Row,
  e: EmployeeRow,
  approve: boolean,
  notes?: string,
): Promise<void> {
  const now = new Date().toISOString();
  await ctx.db
    .update(timecards)
    .set({
      status: approve ? 'approved' : 'open',
      approvedAt: approve ? now : null,
      approvedBy: approve ? ctx.user.id : null,
      ...(notes !== undefined ? { notes } : {}),
      modifiedBy: ctx.user.id,
      modifiedDate: now,
      version: c.version + 1,
    })
    .where(eq(timecards.id, c.id));
  if (e.userId !== null)
    await stampTimeApproval(ctx.db, e.userId, c.periodFrom, c.periodTo, approve ? ctx.user.id : null);
}

export async function approveTimecard(ctx: Ctx, id: number, approve: boolean): Promise<Timecard> {
  const { c, e } = await load(ctx.db, id);
  if (approve && c.status === 'approved') throw ruleViolation(M.alreadyApproved);
  if (!approve && c.status !== 'approved') throw ruleViolation(M.notApproved);
  await setApproved(ctx, c, e, approve);
  return getTimecard(ctx, id);
}

/** The employee's timecard of exactly from..to, created when there is none (and no other overlaps). */
async function periodCard(ctx: Ctx, e: EmployeeRow, from: string, to: string, create: boolean) {
  const [exact] = await ctx.db
    .select()
    .from(timecards)
    .where(and(eq(timecards.employeeId, e.id), eq(timecards.periodFrom, from), eq(timecards.periodTo, to)));
  if (exact) return exact;
  if (await overlapping(ctx.db, e.id, from, to)) throw ruleViolation(M.overlappingTimecard);
  if (!create) throw ruleViolation(M.notApproved);
  const [row] = await ctx.db
    .insert(timecards)
    .values({
      employeeId: e.id,
      periodFrom: from,
      periodTo: to,
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  return row;
}

/** POST employees/timesheets/{id}/approve (and unapprove): the employee's time of one pay period. */
export async function approvePeriod(
  ctx: Ctx,
  employeeId: number,
  body: z.output<typeof approvePeriodBodySchema>,
  approve: boolean,
): Promise<Timecard> {
  const [e] = await ctx.db.select().from(employees).where(eq(employees.id, employeeId));
  if (!e) throw notFound('employee', 'EMPLOYEE_NOT_FOUND');
  const c = await periodCard(ctx, e, body.from, body.to, approve);
  if (approve && c.status === 'approved') throw ruleViolation(M.alreadyApproved);
  if (!approve && c.status !== 'approved') throw ruleViolation(M.notApproved);
  await setApproved(ctx, c, e, approve, body.notes);
  return getTimecard(ctx, c.id);
}

/**
 * The weekly screen's one pass: every chosen employee's period approved (or unapproved). Those already in
 * the wanted state are left as they are; an unknown employee is named (400).
 */
export async function approveMany(
  ctx: Ctx,
  body: z.output<typeof approveManyBodySchema>,
  approve: boolean,
): Promise<TimecardSummary[]> {
  const ids = [...new Set(body.employeeIds)];
  const rows = await ctx.db.select().from(employees).where(inArray(employees.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = body.employeeIds.findIndex((id) => !byId.has(id));
  if (missing >= 0) throw fieldError(`employeeIds[${missing}]`, M.unknownEmployee);
  const out: TimecardSummary[] = [];
  for (const id of ids) {
    const e = byId.get(id)!;
    const c = await periodCard(ctx, e, body.from, body.to, approve).catch((err) => {
      if (!approve) return null; // nothing approved to undo for this one
      throw err;
    });
    if (!c) continue;
    if ((c.status === 'approved') !== approve) await setApproved(ctx, c, e, approve);
    out.push(summary(await load(ctx.db, c.id)));
  }
  return out;
}

export { full as fullTimecard, load as loadTimecard };
