import { Permission } from '@fieldline/contracts/common/permissions';
import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/errors';
import type { Access, OwnAccess } from '../../platform/http/route';
import { jobCalendarEvents, jobs } from './jobs.table';

export const NOT_ASSIGNED_MESSAGE = 'You can only record work on jobs assigned to you.';

/**
 * A job is the user's when they are its assigned resource or the employee of one of its calendar
 * visits. 404 when no such job exists, 403 when it is not theirs.
 */
export async function checkAssignedJob(db: Db, userId: number, jobId: number): Promise<void> {
  const mine = await isAssignedJob(db, userId, jobId);
  if (mine === undefined) throw notFound('job', 'JOB_NOT_FOUND');
  if (!mine) throw forbidden(NOT_ASSIGNED_MESSAGE);
}

/** Whether the job is the user's (see checkAssignedJob); undefined when there is no such job. */
export async function isAssignedJob(db: Db, userId: number, jobId: number): Promise<boolean | undefined> {
  const visit = db
    .select({ id: jobCalendarEvents.id })
    .from(jobCalendarEvents)
    .where(and(eq(jobCalendarEvents.jobId, jobs.id), eq(jobCalendarEvents.employeeId, userId)));
  const [row] = await db
    .select({ id: jobs.id, mine: or(eq(jobs.assignedResourceId, userId), exists(visit)) as SQL<boolean> })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row ? Boolean(row.mine) : undefined;
}

/** Technicians record their work on their assigned jobs without full Jobs access. */
export const assignedJobWork: OwnAccess = {
  permission: Permission.OwnJobWork,
  level: 2,
  check: (db, userId, params) => checkAssignedJob(db, userId, (params as { id: number }).id),
};

/** Job work records (time, expenses, signoffs, equipment, stock) are part of the job: Jobs permission. */
export const jobWorkRead: Access = { permission: Permission.Jobs, level: 1 };
export const jobWorkFull: Access = { permission: Permission.Jobs, level: 2 };
/** Time, expenses and signoffs: full Jobs access, or the user's own work on a job assigned to them. */
export const jobWorkRecord: Access = { ...jobWorkFull, own: assignedJobWork };
export const jobWorkTags = ['jobs'];

export interface JobHead {
  id: number;
  jobNumber: string;
  customerId: number;
  locationId: number;
  officeId: number;
  inventoryProcessedDate: string | null;
}

/** The job a sub-resource hangs on, or 404. With `lock` the row is held until the transaction ends. */
export async function jobHead(db: Db, jobId: number, lock = false): Promise<JobHead> {
  const q = db
    .select({
      id: jobs.id,
      jobNumber: jobs.jobNumber,
      customerId: jobs.customerId,
      locationId: jobs.locationId,
      officeId: jobs.officeId,
      inventoryProcessedDate: jobs.inventoryProcessedDate,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('job', 'JOB_NOT_FOUND');
  return row;
}

export const today = () => new Date().toISOString().slice(0, 10);
