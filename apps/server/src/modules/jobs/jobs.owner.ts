import { Permission } from '@fieldline/contracts/common/permissions';
import { eq } from 'drizzle-orm';
import type { LineItemOwner } from '../line-items';
import { assignedJobWork } from './job-work.shared';
import { jobs } from './jobs.table';

/** Jobs own a line-item collection; a fully invoiced job (invoiceStatus 2) is locked. */
export const jobLineItemOwner: LineItemOwner = {
  base: 'jobs',
  permissionId: Permission.Jobs,
  ownWork: assignedJobWork,
  async load(db, ownerId) {
    const [row] = await db
      .select({
        customerId: jobs.customerId,
        officeId: jobs.officeId,
        locationId: jobs.locationId,
        invoiceStatus: jobs.invoiceStatus,
      })
      .from(jobs)
      .where(eq(jobs.id, ownerId));
    if (!row) return null;
    return {
      customerId: row.customerId,
      officeId: row.officeId,
      locationId: row.locationId,
      locked: row.invoiceStatus === 2,
    };
  },
};
