import { Money, moneyString } from '@fieldline/contracts/common/money';
import type { createInvoiceBodySchema } from '@fieldline/contracts/invoices/invoices.contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError } from '../../platform/errors';
import { jobs } from '../jobs/jobs.table';
import { locations } from '../locations/locations.table';
import { offices } from '../organization/organization.table';
import { computeTax, getScheduleWithAuthorities } from '../taxes';
import { unbillJobOf } from './invoices.from-job';
import { createInvoice, voidInvoice } from './invoices.posting';
import { getInvoiceDetail, invoiceRow } from './invoices.read';
import { invoiceItems } from './invoices.table';

type CreateBody = z.output<typeof createInvoiceBodySchema>;

/** Reference checks of a hand-made invoice, as field errors (400) rather than foreign-key failures. */
async function checkRefs(db: Db, b: CreateBody) {
  if (b.taxScheduleId && !(await getScheduleWithAuthorities(db, b.taxScheduleId)))
    throw fieldError('taxScheduleId', 'Unknown tax schedule.');
  if (b.locationId) {
    const [l] = await db
      .select({ customerId: locations.customerId })
      .from(locations)
      .where(eq(locations.id, b.locationId));
    if (!l) throw fieldError('locationId', 'Unknown location.');
    if (l.customerId !== b.customerId)
      throw fieldError('locationId', 'The location is not of this customer.');
  }
  if (b.officeId) {
    const [o] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, b.officeId));
    if (!o) throw fieldError('officeId', 'Unknown office.');
  }
  if (b.jobId) {
    const [j] = await db.select({ customerId: jobs.customerId }).from(jobs).where(eq(jobs.id, b.jobId));
    if (!j) throw fieldError('jobId', 'Unknown job.');
  }
}

export async function createInvoiceByHand(db: Db, body: CreateBody, userId: number) {
  await checkRefs(db, body);
  const created = await createInvoice(db, { ...body, userId });
  return getInvoiceDetail(db, created.id);
}

export async function voidInvoiceWithJob(
  db: Db,
  id: number,
  body: { reason: string; date?: string },
  userId: number,
) {
  const voided = await voidInvoice(db, id, { ...body, userId });
  await unbillJobOf(db, id, userId);
  return {
    ...(await getInvoiceDetail(db, id)),
    voidPostedOn: voided.voidPosting?.postedOn ?? null,
    voidNotice: voided.voidPosting?.notice ?? null,
  };
}

/** What the tax would be on the invoice's taxable lines under a schedule (default: its own); writes nothing. */
export async function calculateInvoiceTax(db: Db, id: number, taxScheduleId?: number) {
  const inv = await invoiceRow(db, id);
  const scheduleId = taxScheduleId ?? inv.taxScheduleId;
  if (taxScheduleId && !(await getScheduleWithAuthorities(db, taxScheduleId)))
    throw fieldError('taxScheduleId', 'Unknown tax schedule.');
  const lines = await db
    .select({ subtotal: invoiceItems.subtotal, isTaxable: invoiceItems.isTaxable })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id));
  const base = lines.filter((l) => l.isTaxable).reduce((s, l) => s.plus(l.subtotal), new Money(0));
  const tax = await computeTax(db, scheduleId, base);
  return {
    taxScheduleId: scheduleId ?? null,
    taxableAmount: moneyString(base),
    total: tax.total,
    byAuthority: tax.byAuthority.map((a) => ({
      authorityId: a.authorityId,
      name: a.name,
      rate: a.rate,
      taxableAmount: a.taxableAmount,
      amount: a.amount,
    })),
  };
}
