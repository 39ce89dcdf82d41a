import { toDecimal } from '@fieldline/contracts/common/money';
import {
  OVER_RECEIPT,
  PO_NOT_RECEIVABLE,
  PoStatus,
  type Receipt,
  type receiveBodySchema,
} from '@fieldline/contracts/purchasing/purchasing.contract';
import type { Decimal } from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { recordMovements } from '../inventory';
import { itemSummaries } from '../items';
import { binSummaries, warehouseSummaries } from '../warehouses';
import { findPo, getPurchaseOrder, linesOf, listStatuses, statusNamed } from './purchasing.read';
import { checkScale } from './purchasing.service';
import { purchaseOrderReceiptLines, purchaseOrderReceipts, purchaseOrders } from './purchasing.table';

type ReceiveBody = z.output<typeof receiveBodySchema>;

/**
 * Receives lines of an Ordered or Partially Received order into bins of one warehouse: a receipt with
 * its lines, the lines' received quantities, the order's status, and one stock movement per stocked
 * line through the ledger, all in the request's transaction. The order row is locked first, so two
 * receipts of the same order queue and the second sees what the first received. A retry carrying the
 * same Idempotency-Key is answered by the platform with the first response before this runs.
 */
export async function receivePurchaseOrder(
  ctx: RouteContext<ReceiveBody, unknown, { id: number }>,
): Promise<Receipt> {
  const { db, body, user, params } = ctx;
  const po = await findPo(db, params.id, true);
  const statuses = await listStatuses(db);
  if (!statuses.find((s) => s.id === po.statusId)?.isReceivable) throw ruleViolation(PO_NOT_RECEIVABLE);

  const lines = await linesOf(db, [po.id]);
  const lineById = new Map(lines.map((l) => [l.id, l]));
  const [warehouses, bins, items] = await Promise.all([
    warehouseSummaries(db, [body.warehouseId]),
    binSummaries(
      db,
      body.lines.map((l) => l.binId),
    ),
    itemSummaries(
      db,
      lines.map((l) => l.itemId),
    ),
  ]);
  const errors: { field: string; message: string }[] = [];
  if (!warehouses.has(body.warehouseId)) errors.push({ field: 'warehouseId', message: 'Unknown warehouse.' });
  body.lines.forEach((l, i) => {
    if (!lineById.has(l.purchaseOrderItemId))
      errors.push({
        field: `lines[${i}].purchaseOrderItemId`,
        message: 'Not a line of this purchase order.',
      });
    const bin = bins.get(l.binId);
    if (!bin || bin.warehouseId !== body.warehouseId)
      errors.push({ field: `lines[${i}].binId`, message: 'Not a bin of the chosen warehouse.' });
  });
  if (errors.length > 0) throw badRequest('Some fields are not valid.', errors);

  // A line may be split over bins: the sum per line must fit what remains.
  const perLine = new Map<number, Decimal>();
  body.lines.forEach((l, i) => {
    const line = lineById.get(l.purchaseOrderItemId)!;
    checkScale(`lines[${i}].quantity`, l.quantity, items.get(line.itemId)!);
    perLine.set(line.id, (perLine.get(line.id) ?? toDecimal(0)).plus(l.quantity));
  });
  for (const [lineId, qty] of perLine) {
    const line = lineById.get(lineId)!;
    if (qty.gt(toDecimal(line.quantity).minus(line.quantityReceived))) throw ruleViolation(OVER_RECEIPT);
  }

  const [receipt] = await db
    .insert(purchaseOrderReceipts)
    .values({
      purchaseOrderId: po.id,
      warehouseId: body.warehouseId,
      receivedDate: body.receivedDate,
      note: body.note ?? null,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning({ id: purchaseOrderReceipts.id });
  const receiptLines = await db
    .insert(purchaseOrderReceiptLines)
    .values(
      body.lines.map((l) => ({
        receiptId: receipt.id,
        purchaseOrderItemId: l.purchaseOrderItemId,
        binId: l.binId,
        quantity: l.quantity,
        unitCost: lineById.get(l.purchaseOrderItemId)!.unitCost,
      })),
    )
    .returning();

  // Every touched line in one statement.
  const increments = [...perLine].map(([id, qty]) => sql`(${id}::int, ${qty.toFixed(4)}::numeric)`);
  await db.execute(sql`
    update purchase_order_items p
       set quantity_received = p.quantity_received + v.qty, modified_date = now(), modified_by = ${user.id},
           version = p.version + 1
      from (values ${sql.join(increments, sql`, `)}) as v(id, qty)
     where p.id = v.id`);

  // Only stocked items move stock; a service or fee line is received (counted) without a movement.
  const movements = await recordMovements(
    db,
    user.id,
    receiptLines
      .filter((r) => items.get(lineById.get(r.purchaseOrderItemId)!.itemId)?.isStocked)
      .map((r) => ({
        itemId: lineById.get(r.purchaseOrderItemId)!.itemId,
        warehouseId: body.warehouseId,
        binId: r.binId,
        movementType: 'receipt' as const,
        quantity: r.quantity,
        unitCost: r.unitCost,
        movementDate: body.receivedDate,
        sourceKind: 'PurchaseOrder',
        sourceId: po.id,
        sourceLineId: r.purchaseOrderItemId,
      })),
    // The money layer posts the receipt against received-not-billed for this supplier.
    {
      supplierId: po.supplierId,
      officeId: po.officeId,
      memo: `Receipt of purchase order ${po.poNumber}`,
      reference: po.poNumber,
    },
  );

  const complete = lines.every((l) =>
    toDecimal(l.quantityReceived)
      .plus(perLine.get(l.id) ?? 0)
      .gte(l.quantity),
  );
  const next = await statusNamed(db, complete ? PoStatus.Received : PoStatus.PartiallyReceived);
  await db
    .update(purchaseOrders)
    .set({
      statusId: next.id,
      version: sql`${purchaseOrders.version} + 1`,
      modifiedDate: sql`now()`,
      modifiedBy: user.id,
    })
    .where(eq(purchaseOrders.id, po.id));
  return {
    receiptId: receipt.id,
    movementIds: movements.map((m) => m.id),
    purchaseOrder: await getPurchaseOrder(db, po.id),
  };
}
