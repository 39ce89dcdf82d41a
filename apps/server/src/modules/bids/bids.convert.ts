import type { ConvertBidResult, convertBidBodySchema } from '@fieldline/contracts/jobs/jobs.contract';
import { JobMessages } from '@fieldline/contracts/jobs/jobs.contract';
import type { z } from 'zod';
import { fieldError, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { insertJob, insertJobContacts } from '../jobs';
import { copyCollection } from '../line-items';
import { copyTasks } from '../tasks';
import { listBidContacts } from './bids.contacts';
import { getBidForConversion, markBidConverted } from './bids.conversion';

/**
 * POST /v1/bids/{id}/convert: an Accepted bid becomes a job in one transaction: the job (from the bid's
 * customer, location, office, type, urgency, salesperson, names and PO), the bid's line items with their
 * groups, its contacts and its tasks; the bid is marked Converted with the new job's id. It lives with bids,
 * the higher module: it reads the bid and writes the job through the jobs module's functions.
 */
export async function convertBid(
  ctx: RouteContext<z.output<typeof convertBidBodySchema>, unknown, { id: number }>,
): Promise<ConvertBidResult> {
  const { db, user, params, body } = ctx;
  const bid = await getBidForConversion(db, params.id);
  if (bid.status !== 'Accepted') throw ruleViolation(JobMessages.bidNotAccepted, 'BID_NOT_ACCEPTED');
  const jobTypeId = body.jobTypeId ?? bid.jobTypeId;
  if (!jobTypeId) throw fieldError('jobTypeId', 'The bid has no job type: choose one for the job.');
  const job = await insertJob(
    db,
    user.id,
    {
      customerId: bid.customerId,
      locationId: bid.locationId,
      officeId: body.officeId ?? bid.officeId,
      jobTypeId,
      name: body.name ?? bid.name,
      projectName: bid.projectName,
      description: bid.description,
      urgencyId: bid.urgencyId,
      salesPersonId: bid.salesPersonId,
      poNumber: bid.poNumber,
      bidId: bid.id,
    },
    { withDefaultItem: false },
  );
  await copyCollection(db, { userId: user.id }, 'Bid', bid.id, 'Job', job.id);
  const contacts = await listBidContacts(db, bid.id);
  await insertJobContacts(
    db,
    user.id,
    job.id,
    contacts.map((c) => ({ contactId: c.contact.id, role: c.role, isPrimary: c.isPrimary })),
  );
  await copyTasks(db, ctx, 'Bid', bid.id, 'Job', job.id);
  await markBidConverted(db, ctx, bid.id, job.id);
  await ctx.audit({
    entity: 'job',
    entityId: job.id,
    action: 'create',
    after: { jobNumber: job.jobNumber, bidId: bid.id, customerId: bid.customerId, jobTypeId },
  });
  return job;
}
