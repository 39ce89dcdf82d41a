import { toDecimal } from '@fieldline/contracts/common/money';
import { INVOICE_RULES, JobInvoiceStatus } from '@fieldline/contracts/invoices/invoices.contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import { jobs, recordJobInvoiced } from '../jobs';
import { lineItemGroups, listCollectionLines } from '../line-items';
import { locations } from '../locations/locations.table';
import { today } from './invoices.compute';
import { createInvoice } from './invoices.posting';
import { invoices } from './invoices.table';

export interface FromJobInput {
  invoiceDate?: string;
  dueDate?: string;
  taxScheduleId?: number | null;
  lineIds?: number[];
  partial: boolean;
  notes?: string;
}

/**
 * Bills a job's line items. Each line is billed at its displayed price (unit price less the per-unit
 * discount, spec 2 §3 Job item), grouped as on the job; tax follows the given schedule or the job
 * location's. A job already fully invoiced is refused unless this bill is partial; a No Charge job always.
 */
export async function invoiceJob(db: Db, jobId: number, input: FromJobInput, userId: number | null) {
  const [job] = await db
    .select({
      id: jobs.id,
      customerId: jobs.customerId,
      locationId: jobs.locationId,
      officeId: jobs.officeId,
      bidId: jobs.bidId,
      poNumber: jobs.poNumber,
      invoiceStatus: jobs.invoiceStatus,
      locationTaxScheduleId: locations.taxScheduleId,
    })
    .from(jobs)
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .where(eq(jobs.id, jobId))
    .for('update', { of: jobs });
  if (!job) throw notFound('job');
  if (job.invoiceStatus === JobInvoiceStatus.NoCharge) throw ruleViolation(INVOICE_RULES.jobNoCharge);
  if (job.invoiceStatus === JobInvoiceStatus.Invoiced && !input.partial)
    throw ruleViolation(INVOICE_RULES.jobInvoiced);
  let lines = await listCollectionLines(db, 'Job', jobId);
  if (input.lineIds) {
    const wanted = new Set(input.lineIds);
    const known = new Set(lines.map((l) => l.id));
    if (input.lineIds.some((id) => !known.has(id))) throw fieldError('lineIds', 'A line is not on this job.');
    lines = lines.filter((l) => wanted.has(l.id));
  }
  if (lines.length === 0) throw ruleViolation(INVOICE_RULES.jobNoLines);
  const groupIds = [...new Set(lines.map((l) => l.groupId))];
  const groups = await db
    .select({ id: lineItemGroups.id, name: lineItemGroups.name, isNaGroup: lineItemGroups.isNaGroup })
    .from(lineItemGroups)
    .where(inArray(lineItemGroups.id, groupIds));
  const groupName = new Map(groups.filter((g) => !g.isNaGroup).map((g) => [g.id, g.name]));
  const created = await createInvoice(db, {
    customerId: job.customerId,
    locationId: job.locationId,
    officeId: job.officeId,
    jobId: job.id,
    bidId: job.bidId,
    invoiceSource: 'Job',
    invoiceDate: input.invoiceDate ?? today(),
    dueDate: input.dueDate,
    poNumber: job.poNumber,
    notes: input.notes,
    taxScheduleId: input.taxScheduleId === undefined ? job.locationTaxScheduleId : input.taxScheduleId,
    userId,
    lines: lines.map((l) => ({
      itemId: l.itemId,
      sourceLineId: l.id,
      description: l.description || l.expenseDescription || '',
      quantity: l.quantity,
      unitPrice: toDecimal(l.price).minus(l.discountAmt),
      unitCost: l.cost,
      isTaxable: l.isTaxable,
      groupName: groupName.get(l.groupId),
    })),
  });
  await recordJobInvoiced(db, job.id, created.total, { partial: input.partial, userId });
  return created;
}

/** Voiding a job's invoice takes its amount off the job (the job is Partially Invoiced or Not Invoiced). */
export async function unbillJobOf(db: Db, invoiceId: number, userId: number | null) {
  const [inv] = await db
    .select({ jobId: invoices.jobId, total: invoices.total, type: invoices.invoiceType })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!inv?.jobId || inv.type === 'Deposit') return;
  await recordJobInvoiced(db, inv.jobId, toDecimal(inv.total).negated(), { partial: true, userId });
}
