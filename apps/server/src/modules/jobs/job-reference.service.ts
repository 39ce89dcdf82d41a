import type {
  JobStatus,
  JobStatusType,
  JobUrgency,
  JobWorkflowType,
} from '@fieldline/contracts/jobs/job-setup.contract';
import { jobSummarySettingKey } from '@fieldline/contracts/jobs/job-summary-settings';
import { JOB_SUMMARY_FLAGS, type JobSettings } from '@fieldline/contracts/jobs/jobs.contract';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { getSettings } from '../system';
import { jobStatuses, jobStatusTypes, jobUrgencies, jobWorkflowTypes } from './jobs.table';

/** Reference lists of jobs: statuses (with their type), status types, workflow types, urgencies. */

export async function listStatusTypes(db: Db): Promise<JobStatusType[]> {
  return db.select().from(jobStatusTypes).orderBy(asc(jobStatusTypes.sort), asc(jobStatusTypes.id));
}

export async function listWorkflowTypes(db: Db): Promise<JobWorkflowType[]> {
  return db.select().from(jobWorkflowTypes).orderBy(asc(jobWorkflowTypes.name));
}

export async function listStatuses(
  db: Db,
  f: { isActive?: boolean; workflowTypeId?: number } = {},
): Promise<JobStatus[]> {
  const rows = await db
    .select({ status: jobStatuses, type: jobStatusTypes })
    .from(jobStatuses)
    .innerJoin(jobStatusTypes, eq(jobStatusTypes.id, jobStatuses.statusTypeId))
    .where(
      and(
        f.isActive === undefined ? undefined : eq(jobStatuses.isActive, f.isActive),
        f.workflowTypeId === undefined
          ? undefined
          : or(isNull(jobStatuses.workflowTypeId), eq(jobStatuses.workflowTypeId, f.workflowTypeId)),
      ),
    )
    .orderBy(asc(jobStatuses.sort), asc(jobStatuses.id));
  return rows.map(({ status, type }) => ({
    id: status.id,
    statusText: status.statusText,
    statusType: type,
    workflowTypeId: status.workflowTypeId,
    sort: status.sort,
    isActive: status.isActive,
  }));
}

export async function listUrgencies(db: Db): Promise<JobUrgency[]> {
  return db.select().from(jobUrgencies).orderBy(asc(jobUrgencies.sort), asc(jobUrgencies.id));
}

/** GET jobs/settings: discount use and the job summary's section flags (organization settings). */
export async function jobSettings(db: Db): Promise<JobSettings> {
  const s = await getSettings(db);
  const flags = (audience: 'Internal' | 'Customer') =>
    Object.fromEntries(
      JOB_SUMMARY_FLAGS.map((f) => [f, s[jobSummarySettingKey(f, audience)]]),
    ) as JobSettings['summary']['internal'];
  return {
    UsesDiscounts: s.UsesDiscounts,
    summary: { internal: flags('Internal'), customer: flags('Customer') },
  };
}
