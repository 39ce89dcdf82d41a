import { BID_MESSAGES } from '@fieldline/contracts/bids/bids.contract';
import { eq, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { ruleViolation } from '../../platform/errors';
import { bidRecord } from './bids.service';
import { bids } from './bids.table';

/** The number of a bid (null when it no longer exists), for the job that came from it. */
export async function bidNumberOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ bidNumber: bids.bidNumber }).from(bids).where(eq(bids.id, id));
  return row?.bidNumber ?? null;
}

/** What the jobs module needs to build a job from a bid (POST /v1/bids/{id}/convert); 404 for an unknown bid. */
export async function getBidForConversion(db: Db, id: number) {
  const r = await bidRecord(db, id);
  return {
    id: r.id,
    bidNumber: r.bidNumber,
    status: r.status,
    customerId: r.customerId,
    locationId: r.locationId,
    officeId: r.officeId,
    jobTypeId: r.jobTypeId,
    urgencyId: r.urgencyId,
    salesPersonId: r.salesPersonId,
    name: r.name,
    projectName: r.projectName,
    description: r.description,
    poNumber: r.poNumber,
    convertedJobId: r.convertedJobId,
  };
}

/**
 * Marks an accepted bid Converted with the job made from it (same transaction as the job's creation).
 * Refuses (422) a bid that is not Accepted, so a bid is converted once.
 */
export async function markBidConverted(
  db: Db,
  ctx: { user: { id: number }; audit(entry: AuditEntry): Promise<void> },
  bidId: number,
  jobId: number,
): Promise<void> {
  const before = await bidRecord(db, bidId);
  if (before.status !== 'Accepted') throw ruleViolation(BID_MESSAGES.notAccepted);
  await db
    .update(bids)
    .set({
      status: 'Converted',
      convertedJobId: jobId,
      convertedDate: sql`now()`,
      version: sql`${bids.version} + 1`,
      modifiedDate: sql`now()`,
      modifiedBy: ctx.user.id,
    })
    .where(eq(bids.id, bidId));
  await ctx.audit({
    entity: 'bid',
    entityId: bidId,
    action: 'update',
    before: { status: before.status, convertedJobId: null },
    after: { status: 'Converted', convertedJobId: jobId },
  });
}
