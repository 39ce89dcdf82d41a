import { Messages } from '@fieldline/contracts/common/errors';
import {
  type createTimesheetBodySchema,
  hoursBetween,
  JOB_WORK_MESSAGES as M,
  type Timesheet,
  type TimeType,
  type updateTimesheetBodySchema,
} from '@fieldline/contracts/jobs/job-work.contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import { getUserRefs } from '../identity';
import { itemSummaries } from '../items';
import { jobHead } from './job-work.shared';
import { timesheets, timeTypes } from './jobs.table';

type Row = typeof timesheets.$inferSelect;
type Patch = z.output<typeof updateTimesheetBodySchema>;
type CreateTimesheetBody = z.output<typeof createTimesheetBodySchema>;
type UpdateTimesheetBody = Patch;

export async function listTimeTypes(db: Db): Promise<TimeType[]> {
  return db
    .select({
      id: timeTypes.id,
      name: timeTypes.name,
      isBillable: timeTypes.isBillable,
      costRate: timeTypes.costRate,
    })
    .from(timeTypes)
    .orderBy(asc(timeTypes.sort), asc(timeTypes.name));
}

/** Timesheets of the job, by work date then start time. */
export async function listTimesheets(db: Db, jobId: number): Promise<Timesheet[]> {
  await jobHead(db, jobId);
  const rows = await db
    .select()
    .from(timesheets)
    .where(eq(timesheets.jobId, jobId))
    .orderBy(asc(timesheets.workDate), asc(timesheets.startTime), asc(timesheets.id));
  return present(db, rows);
}

export async function createTimesheet(
  db: Db,
  userId: number,
  jobId: number,
  body: CreateTimesheetBody,
): Promise<Timesheet> {
  await jobHead(db, jobId);
  const refs = await loadRefs(db, [body as Patch]);
  const values = resolve(null, body as Patch, refs, (f) => f);
  const [row] = await db
    .insert(timesheets)
    .values({ ...values, jobId, createdBy: userId, modifiedBy: userId } as typeof timesheets.$inferInsert)
    .returning();
  return (await present(db, [row]))[0];
}

export async function updateTimesheet(
  db: Db,
  userId: number,
  jobId: number,
  tid: number,
  body: UpdateTimesheetBody,
): Promise<Timesheet> {
  const [updated] = await updateMany(db, userId, jobId, [{ ...(body as Patch), id: tid }], false);
  return updated;
}

/** Several rows at once: every row is checked before any is written; a failure names the row index. */
export async function updateTimesheets(
  db: Db,
  userId: number,
  jobId: number,
  body: (Patch & { id: number })[],
): Promise<Timesheet[]> {
  return updateMany(db, userId, jobId, body, true);
}

async function updateMany(
  db: Db,
  userId: number,
  jobId: number,
  patches: (Patch & { id: number })[],
  multi: boolean,
): Promise<Timesheet[]> {
  await jobHead(db, jobId);
  const name = (i: number) => (f: string) => (multi ? `[${i}].${f}` : f);
  const ids = patches.map((p) => p.id);
  const dup = ids.findIndex((x, i) => ids.indexOf(x) !== i);
  if (dup >= 0) throw fieldError(name(dup)('id'), M.duplicateRow);
  const existing = await db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.jobId, jobId), inArray(timesheets.id, ids)))
    .for('update');
  const byId = new Map(existing.map((r) => [r.id, r]));
  const refs = await loadRefs(db, patches);
  const planned = patches.map((p, i) => {
    const row = byId.get(p.id);
    if (!row) {
      if (multi) throw fieldError(name(i)('id'), M.notOnJob);
      throw notFound('timesheet', 'TIMESHEET_NOT_FOUND');
    }
    if (p.version !== undefined && p.version !== row.version) throw conflict(M.staleVersion);
    return { row, values: resolve(row, p, refs, name(i)) };
  });
  const out: Row[] = [];
  for (const { row, values } of planned) {
    const [saved] = await db
      .update(timesheets)
      .set({
        ...values,
        modifiedBy: userId,
        modifiedDate: new Date().toISOString(),
        version: row.version + 1,
      })
      .where(eq(timesheets.id, row.id))
      .returning();
    out.push(saved);
  }
  return present(db, out);
}

export async function deleteTimesheet(db: Db, jobId: number, tid: number): Promise<void> {
  await jobHead(db, jobId);
  const gone = await db
    .delete(timesheets)
    .where(and(eq(timesheets.id, tid), eq(timesheets.jobId, jobId)))
    .returning({ id: timesheets.id });
  if (gone.length === 0) throw notFound('timesheet', 'TIMESHEET_NOT_FOUND');
}

export interface Refs {
  employees: Set<number>;
  types: Map<number, { isBillable: boolean; costRate: string }>;
  items: Set<number>;
}

/** Every employee, time type and item the rows name, in three queries whatever the row count. */
export async function loadRefs(db: Db, patches: Patch[]): Promise<Refs> {
  const pick = (k: 'employeeId' | 'timeTypeId' | 'itemId') => [
    ...new Set(patches.map((p) => p[k]).filter((v): v is number => typeof v === 'number')),
  ];
  const typeIds = pick('timeTypeId');
  const [employees, types, items] = await Promise.all([
    getUserRefs(db, pick('employeeId')),
    typeIds.length
      ? db
          .select({ id: timeTypes.id, isBillable: timeTypes.isBillable, costRate: timeTypes.costRate })
          .from(timeTypes)
          .where(inArray(timeTypes.id, typeIds))
      : Promise.resolve([]),
    itemSummaries(db, pick('itemId')),
  ]);
  return {
    employees: new Set(employees.keys()),
    types: new Map(types.map((t) => [t.id, t])),
    items: new Set(items.keys()),
  };
}

/**
 * The stored values of a row after the patch: references checked, hours derived from start and end
 * when both are known, billed time and cost rate defaulted from the time type on create.
 */
export function resolve(row: Row | null, p: Patch, refs: Refs, field: (f: string) => string) {
  const errors: { field: string; message: string }[] = [];
  if (p.employeeId !== undefined && !refs.employees.has(p.employeeId))
    errors.push({ field: field('employeeId'), message: M.unknownEmployee });
  const type = p.timeTypeId !== undefined ? refs.types.get(p.timeTypeId) : undefined;
  if (p.timeTypeId !== undefined && !type)
    errors.push({ field: field('timeTypeId'), message: M.unknownTimeType });
  if (p.itemId != null && !refs.items.has(p.itemId))
    errors.push({ field: field('itemId'), message: M.unknownItem });

  const startTime = p.startTime !== undefined ? p.startTime : (row?.startTime ?? null);
  const endTime = p.endTime !== undefined ? p.endTime : (row?.endTime ?? null);
  let hours = p.hours ?? row?.hours;
  if (startTime && endTime) {
    if (new Date(endTime).getTime() <= new Date(startTime).getTime())
      errors.push({ field: field('endTime'), message: M.endBeforeStart });
    else hours = hoursBetween(startTime, endTime)!;
  } else if (hours === undefined) {
    errors.push({ field: field('hours'), message: M.hoursRequired });
  }
  if (errors.length) throw badRequest(Messages.validation, errors);

  const values: Partial<typeof timesheets.$inferInsert> = {
    startTime: startTime ? toIso(startTime) : null,
    endTime: endTime ? toIso(endTime) : null,
    hours: hours!,
  };
  for (const k of ['employeeId', 'timeTypeId', 'workDate', 'description', 'note', 'itemId'] as const) {
    if (p[k] !== undefined) (values as Record<string, unknown>)[k] = p[k];
  }
  if (p.billedTime !== undefined) values.billedTime = p.billedTime;
  else if (!row) values.billedTime = type?.isBillable ? hours! : '0.00';
  if (p.costRate !== undefined) values.costRate = p.costRate;
  else if (type && (!row || row.timeTypeId !== p.timeTypeId)) values.costRate = type.costRate;
  return values;
}

async function present(db: Db, rows: Row[]): Promise<Timesheet[]> {
  const [people, types, items] = await Promise.all([
    getUserRefs(
      db,
      rows.map((r) => r.employeeId),
    ),
    rows.length
      ? db
          .select({ id: timeTypes.id, name: timeTypes.name })
          .from(timeTypes)
          .where(inArray(timeTypes.id, [...new Set(rows.map((r) => r.timeTypeId))]))
      : Promise.resolve([]),
    itemSummaries(
      db,
      rows.flatMap((r) => (r.itemId ? [r.itemId] : [])),
    ),
  ]);
  const typeNames = new Map(types.map((t) => [t.id, t.name]));
  return rows.map((r) => {
    const item = r.itemId ? items.get(r.itemId) : undefined;
    return {
      id: r.id,
      jobId: r.jobId!,
      employee: { id: r.employeeId, displayName: people.get(r.employeeId)?.displayName ?? '' },
      hours: r.hours,
      description: r.description,
      note: r.note,
      startTime: r.startTime ? toIso(r.startTime) : null,
      endTime: r.endTime ? toIso(r.endTime) : null,
      workDate: r.workDate,
      timeType: { id: r.timeTypeId, name: typeNames.get(r.timeTypeId) ?? '' },
      billedTime: r.billedTime,
      costRate: r.costRate,
      item: item ? { id: item.id, itemCode: item.itemCode, name: item.name } : null,
      createdDate: toIso(r.createdDate),
      modifiedDate: toIso(r.modifiedDate),
      version: r.version,
    };
  });
}
