import { Permission } from '@fieldline/contracts/common/permissions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { Access } from '../../platform/http/route';
import { jobs } from './jobs.table';

/** Job work records (time, expenses, signoffs, equipment, stock) are part of the job: Jobs permission. */
export const jobWorkRead: Access = { permission: Permission.Jobs, level: 1 };
export const jobWorkFull: Access = { permission: Permission.Jobs, level: 2 };
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
