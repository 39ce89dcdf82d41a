import {
  type createJobBodySchema,
  InvoiceStatus,
  type Job,
  JobMessages,
  JobStatusTypeName,
  type updateJobBodySchema,
} from '@fieldline/contracts/jobs/jobs.contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { customerExists } from '../customers';
import { getLocationRefs } from '../locations';
import { checkJobMayComplete } from './jobs.completion';
import { addDefaultItemLine } from './jobs.default-item';
import { getJob } from './jobs.read';
import {
  checkOffice,
  checkSchedule,
  checkUrgency,
  checkUsers,
  firstOpenStatus,
  statusInfo,
  usableJobType,
  usableStatus,
} from './jobs.rules';
import { jobs } from './jobs.table';

type CreateBody = z.output<typeof createJobBodySchema>;
type UpdateBody = z.output<typeof updateJobBodySchema>;

/** J-000123: the number comes from the id's own sequence, unique without a second counter. */
async function nextJobId(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('jobs', 'id'))::int as id`,
  )) as any;
  const [{ id }] = (result.rows ?? result) as { id: number }[];
  return Number(id);
}
export const jobNumberOf = (id: number) => `J-${String(id).padStart(6, '0')}`;

export async function checkSite(db: Db, customerId: number, locationId: number) {
  if (!(await customerExists(db, customerId))) throw fieldError('customerId', 'Unknown customer.');
  const location = (await getLocationRefs(db, [locationId])).get(locationId);
  if (!location) throw fieldError('locationId', 'Unknown location.');
  if (location.customerId !== customerId)
    throw ruleViolation(JobMessages.locationNotOfCustomer, 'JOB_LOCATION');
}

export interface NewJob extends CreateBody {
  bidId?: number | null;
}

/**
 * Checks and writes a new job (the POST and the bid conversion): type usable at the office, the first
 * Open status unless one is given, the type's default item as its first line. Returns the new id.
 */
export async function insertJob(
  db: Db,
  userId: number,
  body: NewJob,
  options: { withDefaultItem?: boolean } = {},
): Promise<{ id: number; jobNumber: string }> {
  await checkSite(db, body.customerId, body.locationId);
  await checkOffice(db, body.officeId);
  const type = await usableJobType(db, body.jobTypeId, body.officeId);
  const status = body.statusId
    ? await usableStatus(db, body.statusId, type)
    : await firstOpenStatus(db, type);
  if (status.isClosed) throw ruleViolation('A new job cannot start in a closed status.', 'JOB_STATUS_CLOSED');
  await checkUrgency(db, body.urgencyId);
  await checkUsers(db, { salesPersonId: body.salesPersonId, assignedResourceId: body.assignedResourceId });
  checkSchedule(body.scheduledStart, body.scheduledEnd);
  const id = await nextJobId(db);
  const jobNumber = jobNumberOf(id);
  await db.insert(jobs).values({
    id,
    jobNumber,
    name: body.name,
    projectName: body.projectName ?? '',
    description: body.description ?? '',
    jobTypeId: type.id,
    statusId: status.id,
    officeId: body.officeId,
    customerId: body.customerId,
    locationId: body.locationId,
    urgencyId: body.urgencyId ?? null,
    salesPersonId: body.salesPersonId ?? null,
    assignedResourceId: body.assignedResourceId ?? null,
    poNumber: body.poNumber ?? '',
    scheduledStart: body.scheduledStart ?? null,
    scheduledEnd: body.scheduledEnd ?? null,
    bidId: body.bidId ?? null,
    createdBy: userId,
    modifiedBy: userId,
  });
  if (type.defaultItemId && options.withDefaultItem !== false)
    await addDefaultItemLine(db, userId, id, type.defaultItemId);
  return { id, jobNumber };
}

const auditable = (j: Job) => ({
  jobNumber: j.jobNumber,
  name: j.name,
  projectName: j.projectName,
  jobTypeId: j.jobType.id,
  statusId: j.jobStatus.id,
  statusReason: j.statusReason,
  invoiceStatus: j.invoiceStatus,
  urgencyId: j.urgency?.id ?? null,
  salesPersonId: j.salesPerson?.id ?? null,
  assignedResourceId: j.assignedResource?.id ?? null,
  poNumber: j.poNumber,
  scheduledStart: j.scheduledStart,
  scheduledEnd: j.scheduledEnd,
  completedDate: j.completedDate,
});

export async function createJob(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<Job> {
  const { id } = await insertJob(ctx.db, ctx.user.id, ctx.body);
  const job = await getJob(ctx.db, id);
  await ctx.audit({ entity: 'job', entityId: id, action: 'create', after: auditable(job) });
  return job;
}

/** Only invoicing sets Partially Invoiced and Invoiced; a person may mark a job No Charge or take it back. */
function checkInvoiceStatus(before: number, next: number | undefined) {
  if (next === undefined || next === before) return;
  const manual: number[] = [InvoiceStatus.NotInvoiced, InvoiceStatus.NoCharge];
  if (!manual.includes(before) || !manual.includes(next))
    throw ruleViolation(
      'Invoicing sets this invoice status; only Not Invoiced and No Charge are set by hand.',
    );
}

export async function updateJob(ctx: RouteContext<UpdateBody, unknown, { id: number }>): Promise<Job> {
  const { db, body, user, params } = ctx;
  const before = await getJob(db, params.id);
  const { version, ...b } = body;
  const values: Partial<typeof jobs.$inferInsert> = {};
  for (const key of ['name', 'projectName', 'description', 'poNumber', 'statusReason'] as const)
    if (b[key] !== undefined) values[key] = b[key];

  const typeChanged = b.jobTypeId !== undefined && b.jobTypeId !== before.jobType.id;
  const type = await usableJobType(db, b.jobTypeId ?? before.jobType.id, before.office.id).catch((e) => {
    // An unchanged type that has since become excluded or inactive does not block other edits.
    if (typeChanged) throw e;
    return null;
  });
  if (typeChanged) values.jobTypeId = b.jobTypeId;

  const statusChanged = b.statusId !== undefined && b.statusId !== before.jobStatus.id;
  if (statusChanged && b.statusId !== undefined) {
    const status = type ? await usableStatus(db, b.statusId, type) : await statusInfo(db, b.statusId);
    if (!status) throw fieldError('statusId', 'Unknown job status.');
    if (!status.isActive) throw ruleViolation(JobMessages.statusInactive, 'JOB_STATUS_INACTIVE');
    const reason = (b.statusReason ?? before.statusReason).trim();
    if (status.typeName === JobStatusTypeName.Cancelled && !reason)
      throw ruleViolation(JobMessages.cancelNeedsReason, 'JOB_CANCEL_REASON');
    values.statusId = status.id;
    // Moving into a completed status: other modules may have something still open on the job (tools out).
    if (status.isComplete && !before.jobStatus.statusType.isComplete)
      await checkJobMayComplete(db, params.id);
    // Completing stamps the day the work ended; reopening a completed job clears it.
    if (status.isComplete && !before.jobStatus.statusType.isComplete)
      values.completedDate = new Date().toISOString();
    if (!status.isComplete && before.jobStatus.statusType.isComplete) values.completedDate = null;
  }

  checkInvoiceStatus(before.invoiceStatus, b.invoiceStatus);
  if (b.invoiceStatus !== undefined) values.invoiceStatus = b.invoiceStatus;
  if (b.urgencyId !== undefined) {
    await checkUrgency(db, b.urgencyId);
    values.urgencyId = b.urgencyId;
  }
  const people = { salesPersonId: b.salesPersonId, assignedResourceId: b.assignedResourceId };
  await checkUsers(db, {
    salesPersonId: b.salesPersonId !== before.salesPerson?.id ? b.salesPersonId : undefined,
    assignedResourceId:
      b.assignedResourceId !== before.assignedResource?.id ? b.assignedResourceId : undefined,
  });
  if (people.salesPersonId !== undefined) values.salesPersonId = people.salesPersonId;
  if (people.assignedResourceId !== undefined) values.assignedResourceId = people.assignedResourceId;
  if (b.scheduledStart !== undefined) values.scheduledStart = b.scheduledStart;
  if (b.scheduledEnd !== undefined) values.scheduledEnd = b.scheduledEnd;
  checkSchedule(
    b.scheduledStart !== undefined ? b.scheduledStart : before.scheduledStart,
    b.scheduledEnd !== undefined ? b.scheduledEnd : before.scheduledEnd,
  );

  await updateVersioned(db, jobs, params.id, version, values, user.id, 'job');
  const after = await getJob(db, params.id);
  await ctx.audit({
    entity: 'job',
    entityId: params.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

/** Whether a job exists (other modules' checks). */
export async function jobExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
  return row !== undefined;
}
