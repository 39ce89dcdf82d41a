import { toDecimal } from '@fieldline/contracts/common/money';
import {
  type Bill,
  BillStatus,
  SPLIT_LEAVES_NOTHING,
  SPLIT_NOT_PENDING,
  SPLIT_NOTHING,
  SPLIT_TOO_MUCH,
  type splitBillBodySchema,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { badRequest, ruleViolation } from '../../platform/errors';
import { findBill, getBill } from './vendor-bills.read';
import { vendorBillItems, vendorBills } from './vendor-bills.table';
import { lineAmount, recomputeTotals } from './vendor-bills.totals';

type SplitBody = z.output<typeof splitBillBodySchema>;

/**
 * Moves whole lines, or part of a line's quantity, to a new pending bill (split_from_bill_id = the
 * original) with the same supplier, dates, office and tax schedule. Tax lines stay on the original.
 */
export async function splitBill(
  db: Db,
  billId: number,
  body: SplitBody,
  userId: number | null,
): Promise<Bill> {
  const bill = await findBill(db, billId, true);
  if (bill.statusName !== BillStatus.PendingApproval) throw ruleViolation(SPLIT_NOT_PENDING);
  const lines = await db.select().from(vendorBillItems).where(eq(vendorBillItems.billId, billId));
  const byId = new Map(lines.map((l) => [l.id, l]));
  const errors = body.items.flatMap((m, i) =>
    byId.has(m.id) ? [] : [{ field: `items[${i}].id`, message: 'This line is not on the bill.' }],
  );
  if (new Set(body.items.map((m) => m.id)).size !== body.items.length)
    errors.push({ field: 'items', message: 'A line is named twice.' });
  if (errors.length > 0) throw badRequest('Some fields are not valid.', errors);

  const moves = body.items.map((m) => {
    const line = byId.get(m.id) as (typeof lines)[number];
    const qty = toDecimal(m.quantity ?? line.quantity);
    if (qty.gt(toDecimal(line.quantity))) throw ruleViolation(SPLIT_TOO_MUCH);
    return { line, quantity: qty, whole: qty.eq(toDecimal(line.quantity)) };
  });
  if (moves.length === 0) throw ruleViolation(SPLIT_NOTHING);
  const wholeIds = new Set(moves.filter((m) => m.whole).map((m) => m.line.id));
  if (lines.every((l) => wholeIds.has(l.id))) throw ruleViolation(SPLIT_LEAVES_NOTHING);

  const [created] = await db
    .insert(vendorBills)
    .values({
      billNumber: `new-${crypto.randomUUID()}`,
      reference: body.reference ?? bill.reference,
      statusName: BillStatus.PendingApproval,
      type: bill.type,
      supplierId: bill.supplierId,
      purchaseOrderId: bill.purchaseOrderId,
      officeId: bill.officeId,
      splitFromBillId: bill.id,
      billDate: bill.billDate,
      dueDate: bill.dueDate,
      memo: bill.memo,
      taxScheduleId: bill.taxScheduleId,
      currencyId: bill.currencyId,
      currencyRate: bill.currencyRate,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning({ id: vendorBills.id });
  await db
    .update(vendorBills)
    .set({ billNumber: `BILL-${String(created.id).padStart(6, '0')}` })
    .where(eq(vendorBills.id, created.id));

  if (wholeIds.size > 0)
    await db
      .update(vendorBillItems)
      .set({ billId: created.id })
      .where(inArray(vendorBillItems.id, [...wholeIds]));
  const parts = moves.filter((m) => !m.whole);
  for (const { line, quantity } of parts) {
    const left = toDecimal(line.quantity).minus(quantity).toFixed(4);
    await db
      .update(vendorBillItems)
      .set({ quantity: left, amount: lineAmount(left, line.unitCost) })
      .where(eq(vendorBillItems.id, line.id));
  }
  if (parts.length > 0)
    await db.insert(vendorBillItems).values(
      parts.map(({ line, quantity }) => ({
        billId: created.id,
        itemId: line.itemId,
        purchaseOrderItemId: line.purchaseOrderItemId,
        description: line.description,
        quantity: quantity.toFixed(4),
        unitCost: line.unitCost,
        amount: lineAmount(quantity.toFixed(4), line.unitCost),
        glAccountId: line.glAccountId,
        displayOrder: line.displayOrder,
      })),
    );
  await recomputeTotals(db, billId, userId);
  await recomputeTotals(db, created.id, userId);
  return getBill(db, created.id);
}
