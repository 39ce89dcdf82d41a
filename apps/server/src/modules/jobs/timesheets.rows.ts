import type { updateTimesheetBodySchema } from '@fieldline/contracts/jobs/job-work.contract';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { isAssignedJob } from './job-work.shared';
import { timesheets } from './jobs.table';
import { loadRefs, resolve } from './timesheets.service';

/**
 * Timesheet rows with or without a job, for the time module (a higher layer): the same rules as job time
 * (references checked, hours from start and end, billed time and cost rate from the time type). Approved
 * days are refused by the table's trigger (migration 0029) for both ways in.
 */
type Patch = z.output<typeof updateTimesheetBodySchema>;
export interface TimeRowExtra {
  jobId?: number | null;
  nonBillableTypeId?: number | null;
}

const STALE = 'The timesheet was changed by someone else; reload it and try again.';

export async function insertTimeRow(
  db: Db,
  userId: number,
  body: Patch,
  extra: TimeRowExtra,
): Promise<number> {
  const refs = await loadRefs(db, [body]);
  const values = resolve(null, body, refs, (f) => f);
  const [row] = await db
    .insert(timesheets)
    .values({
      ...values,
      jobId: extra.jobId ?? null,
      nonBillableTypeId: extra.nonBillableTypeId ?? null,
      createdBy: userId,
      modifiedBy: userId,
    } as typeof timesheets.$inferInsert)
    .returning({ id: timesheets.id });
  return row.id;
}

export async function updateTimeRow(
  db: Db,
  userId: number,
  id: number,
  patch: Patch,
  extra: TimeRowExtra,
): Promise<void> {
  const [row] = await db.select().from(timesheets).where(eq(timesheets.id, id)).for('update');
  if (!row) throw notFound('timesheet', 'TIMESHEET_NOT_FOUND');
  if (patch.version !== undefined && patch.version !== row.version) throw conflict(STALE);
  const refs = await loadRefs(db, [patch]);
  const values = resolve(row, patch, refs, (f) => f);
  await db
    .update(timesheets)
    .set({
      ...values,
      ...(extra.jobId !== undefined ? { jobId: extra.jobId } : {}),
      ...(extra.nonBillableTypeId !== undefined ? { nonBillableTypeId: extra.nonBillableTypeId } : {}),
      modifiedBy: userId,
      modifiedDate: new Date().toISOString(),
      version: row.version + 1,
    })
    .where(eq(timesheets.id, id));
}

export async function deleteTimeRow(db: Db, id: number): Promise<void> {
  const gone = await db.delete(timesheets).where(eq(timesheets.id, id)).returning({ id: timesheets.id });
  if (gone.length === 0) throw notFound('timesheet', 'TIMESHEET_NOT_FOUND');
}

/** 400 naming the field when the job does not exist; false when it is not the user's (see isAssignedJob). */
export async function checkTimeJob(db: Db, userId: number, jobId: number, field = 'jobId'): Promise<boolean> {
  const mine = await isAssignedJob(db, userId, jobId);
  if (mine === undefined) throw fieldError(field, 'Choose a job from the list.');
  return mine;
}

/** Stamps (or, with approvedBy null, clears) the approval of a user's rows dated from..to. */
export async function stampTimeApproval(
  db: Db,
  userId: number,
  from: string,
  to: string,
  approvedBy: number | null,
): Promise<void> {
  await db
    .update(timesheets)
    .set({ approvedAt: approvedBy === null ? null : new Date().toISOString(), approvedBy })
    .where(
      and(eq(timesheets.employeeId, userId), gte(timesheets.workDate, from), lte(timesheets.workDate, to)),
    );
}
