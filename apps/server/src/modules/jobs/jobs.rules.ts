import { JobMessages, JobStatusTypeName } from '@fieldline/contracts/jobs/jobs.contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fieldError, ruleViolation } from '../../platform/errors';
import { users } from '../identity';
import { offices } from '../organization';
import { jobStatuses, jobStatusTypes, jobTypeOfficeExclusions, jobTypes, jobUrgencies } from './jobs.table';

/** The checks a job's references pass on create and update (400 for unknown ids, 422 for rules). */

export type JobTypeRecord = typeof jobTypes.$inferSelect;

export async function checkOffice(db: Db, officeId: number, field = 'officeId') {
  const [row] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId));
  if (!row) throw fieldError(field, 'Unknown office.');
}

/** The job type, active and not excluded for the office. */
export async function usableJobType(db: Db, jobTypeId: number, officeId: number, field = 'jobTypeId') {
  const [type] = await db.select().from(jobTypes).where(eq(jobTypes.id, jobTypeId));
  if (!type) throw fieldError(field, 'Unknown job type.');
  if (!type.isActive) throw ruleViolation(JobMessages.typeInactive, 'JOB_TYPE_INACTIVE');
  const [excluded] = await db
    .select({ officeId: jobTypeOfficeExclusions.officeId })
    .from(jobTypeOfficeExclusions)
    .where(
      and(eq(jobTypeOfficeExclusions.jobTypeId, jobTypeId), eq(jobTypeOfficeExclusions.officeId, officeId)),
    );
  if (excluded) throw ruleViolation(JobMessages.typeExcludedForOffice, 'JOB_TYPE_EXCLUDED');
  return type;
}

export interface StatusInfo {
  id: number;
  statusText: string;
  isActive: boolean;
  workflowTypeId: number | null;
  typeName: string;
  isClosed: boolean;
  isComplete: boolean;
}

const statusColumns = {
  id: jobStatuses.id,
  statusText: jobStatuses.statusText,
  isActive: jobStatuses.isActive,
  workflowTypeId: jobStatuses.workflowTypeId,
  typeName: jobStatusTypes.name,
  isClosed: jobStatusTypes.isClosed,
  isComplete: jobStatusTypes.isComplete,
};

export async function statusInfo(db: Db, statusId: number): Promise<StatusInfo | undefined> {
  const [row] = await db
    .select(statusColumns)
    .from(jobStatuses)
    .innerJoin(jobStatusTypes, eq(jobStatusTypes.id, jobStatuses.statusTypeId))
    .where(eq(jobStatuses.id, statusId));
  return row;
}

/** A status a job of the type may move to: known, active, of the type's workflow (or of every workflow). */
export async function usableStatus(db: Db, statusId: number, type: JobTypeRecord): Promise<StatusInfo> {
  const status = await statusInfo(db, statusId);
  if (!status) throw fieldError('statusId', 'Unknown job status.');
  if (!status.isActive) throw ruleViolation(JobMessages.statusInactive, 'JOB_STATUS_INACTIVE');
  if (status.workflowTypeId !== null && status.workflowTypeId !== type.workflowTypeId)
    throw ruleViolation('This status is not part of the job type’s workflow.', 'JOB_STATUS_WORKFLOW');
  return status;
}

/** A new job's status: the first active status of type Open in the type's workflow. */
export async function firstOpenStatus(db: Db, type: JobTypeRecord): Promise<StatusInfo> {
  const [row] = await db
    .select(statusColumns)
    .from(jobStatuses)
    .innerJoin(jobStatusTypes, eq(jobStatusTypes.id, jobStatuses.statusTypeId))
    .where(
      and(
        eq(jobStatusTypes.name, JobStatusTypeName.Open),
        eq(jobStatuses.isActive, true),
        type.workflowTypeId === null
          ? isNull(jobStatuses.workflowTypeId)
          : or(isNull(jobStatuses.workflowTypeId), eq(jobStatuses.workflowTypeId, type.workflowTypeId)),
      ),
    )
    .orderBy(asc(jobStatuses.sort), asc(jobStatuses.id))
    .limit(1);
  if (!row) throw ruleViolation(JobMessages.noOpenStatus, 'JOB_NO_OPEN_STATUS');
  return row;
}

export async function checkUrgency(db: Db, urgencyId: number | null | undefined) {
  if (urgencyId == null) return;
  const [row] = await db
    .select({ id: jobUrgencies.id })
    .from(jobUrgencies)
    .where(eq(jobUrgencies.id, urgencyId));
  if (!row) throw fieldError('urgencyId', 'Unknown urgency.');
}

/** Salesperson and assigned resource: users that exist and are active. */
export async function checkUsers(db: Db, refs: Record<string, number | null | undefined>) {
  const ids = Object.values(refs).filter((v): v is number => typeof v === 'number');
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [field, id] of Object.entries(refs)) {
    if (typeof id !== 'number') continue;
    const user = byId.get(id);
    if (!user) throw fieldError(field, 'Unknown user.');
    if (!user.isActive) throw ruleViolation(JobMessages.userInactive, 'USER_INACTIVE');
  }
}

export function checkSchedule(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && Date.parse(end) < Date.parse(start))
    throw fieldError('scheduledEnd', JobMessages.scheduleOrder);
}
