import {
  type BillTaxLine,
  type createBillTaxBodySchema,
  hasTaxSchedule,
  TAX_AUTHORITY_NOT_ON_SCHEDULE,
  TAX_LINE_EXISTS,
  TAX_NO_SCHEDULE,
  type updateBillTaxBodySchema,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { getScheduleWithAuthorities } from '../taxes';
import { type BillRecord, findBill, getBillTax } from './vendor-bills.read';
import { assertTaxesEditable } from './vendor-bills.service';
import { vendorBillTaxes } from './vendor-bills.table';
import { recomputeTotals } from './vendor-bills.totals';

type CreateBody = z.output<typeof createBillTaxBodySchema>;
type UpdateBody = z.output<typeof updateBillTaxBodySchema>;

/** The bill, locked, once the tax rules of spec 3 §4 allow its taxes to change. */
async function editableBill(db: Db, billId: number): Promise<BillRecord> {
  const bill = await findBill(db, billId, true);
  await assertTaxesEditable(db, bill.statusName);
  return bill;
}

/** An authority may carry tax on a bill only when it is on the bill's schedule, once per bill. */
async function checkAuthority(db: Db, bill: BillRecord, authorityId: number, exceptTaxId?: number) {
  if (!hasTaxSchedule(bill.taxScheduleId)) throw ruleViolation(TAX_NO_SCHEDULE);
  const schedule = await getScheduleWithAuthorities(db, bill.taxScheduleId);
  if (!schedule?.authorities.some((a) => a.id === authorityId))
    throw ruleViolation(TAX_AUTHORITY_NOT_ON_SCHEDULE);
  const [twin] = await db
    .select({ id: vendorBillTaxes.id })
    .from(vendorBillTaxes)
    .where(
      and(
        eq(vendorBillTaxes.billId, bill.id),
        eq(vendorBillTaxes.taxAuthorityId, authorityId),
        exceptTaxId ? ne(vendorBillTaxes.id, exceptTaxId) : undefined,
      ),
    )
    .limit(1);
  if (twin) throw ruleViolation(TAX_LINE_EXISTS);
}

export async function createBillTax(
  db: Db,
  billId: number,
  body: CreateBody,
  userId: number | null,
): Promise<BillTaxLine> {
  if (body.billId !== billId)
    throw badRequest('Some fields are not valid.', [
      { field: 'billId', message: 'The bill id does not match the address.' },
    ]);
  const bill = await editableBill(db, billId);
  await checkAuthority(db, bill, body.taxAuthority.id);
  const [row] = await db
    .insert(vendorBillTaxes)
    .values({
      billId,
      taxAuthorityId: body.taxAuthority.id,
      taxAmount: body.taxAmount,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning({ id: vendorBillTaxes.id });
  await recomputeTotals(db, billId, userId);
  return getBillTax(db, billId, row.id);
}

async function findLine(db: Db, billId: number, taxId: number) {
  const [line] = await db
    .select()
    .from(vendorBillTaxes)
    .where(and(eq(vendorBillTaxes.id, taxId), eq(vendorBillTaxes.billId, billId)));
  if (!line) throw notFound('bill tax line');
  return line;
}

export async function updateBillTax(
  db: Db,
  billId: number,
  taxId: number,
  body: UpdateBody,
  userId: number | null,
): Promise<BillTaxLine> {
  const bill = await findBill(db, billId, true);
  await findLine(db, billId, taxId);
  await assertTaxesEditable(db, bill.statusName);
  if (body.taxAuthority) await checkAuthority(db, bill, body.taxAuthority.id, taxId);
  await db
    .update(vendorBillTaxes)
    .set({
      ...(body.taxAmount !== undefined ? { taxAmount: body.taxAmount } : {}),
      ...(body.taxAuthority ? { taxAuthorityId: body.taxAuthority.id } : {}),
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${vendorBillTaxes.version} + 1`,
    })
    .where(eq(vendorBillTaxes.id, taxId));
  await recomputeTotals(db, billId, userId);
  return getBillTax(db, billId, taxId);
}

export async function deleteBillTax(db: Db, billId: number, taxId: number, userId: number | null) {
  const bill = await findBill(db, billId, true);
  await findLine(db, billId, taxId);
  await assertTaxesEditable(db, bill.statusName);
  await db.delete(vendorBillTaxes).where(eq(vendorBillTaxes.id, taxId));
  await recomputeTotals(db, billId, userId);
}

/** Deletes every tax line of the bill (the first step of changing its tax schedule). */
export async function deleteAllBillTaxes(db: Db, billId: number, userId: number | null) {
  await editableBill(db, billId);
  await db.delete(vendorBillTaxes).where(eq(vendorBillTaxes.billId, billId));
  await recomputeTotals(db, billId, userId);
}
