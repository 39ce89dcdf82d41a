import { toDecimal } from '@fieldline/contracts/common/money';
import type {
  EquipmentProperty,
  equipmentPropertyBodySchema,
  inventoryEquipmentRowSchema,
  itemBinsRowSchema,
  updateEquipmentPropertyBodySchema,
} from '@fieldline/contracts/purchasing/purchasing.contract';
import { NOT_EQUIPMENT, TOO_MANY_SERIALS } from '@fieldline/contracts/purchasing/purchasing.contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { itemSummaries } from '../items';
import { binSummaries } from '../warehouses';
import { findPo, linesOf } from './purchasing.read';
import {
  purchaseOrderItemEquipmentProperties as props,
  purchaseOrderItems,
  purchaseOrderReceiptLines,
} from './purchasing.table';

type Body = z.output<typeof equipmentPropertyBodySchema>;
type UpdateBody = z.output<typeof updateEquipmentPropertyBodySchema>;
type LineParams = { id: number; iid: number };
type PropParams = LineParams & { pid: number };
type PropRow = typeof props.$inferSelect;

const toProperty = (r: PropRow): EquipmentProperty => ({
  id: r.id,
  purchaseOrderItemId: r.purchaseOrderItemId,
  serialNumber: r.serialNumber,
  name: r.name,
  description: r.description,
  modelNumber: r.modelNumber,
  equipmentId: r.equipmentId,
  ...auditOut(r),
});
const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

async function equipmentLine(db: Db, p: LineParams) {
  await findPo(db, p.id);
  const [line] = await db
    .select()
    .from(purchaseOrderItems)
    .where(and(eq(purchaseOrderItems.id, p.iid), eq(purchaseOrderItems.purchaseOrderId, p.id)));
  if (!line) throw notFound('purchase order item');
  const item = (await itemSummaries(db, [line.itemId])).get(line.itemId);
  if (!item?.isEquipment) throw ruleViolation(NOT_EQUIPMENT);
  return line;
}

export async function listProperties(db: Db, p: LineParams): Promise<EquipmentProperty[]> {
  await equipmentLine(db, p);
  const rows = await db
    .select()
    .from(props)
    .where(eq(props.purchaseOrderItemId, p.iid))
    .orderBy(asc(props.id));
  return rows.map(toProperty);
}

async function findProperty(db: Db, p: PropParams) {
  const [row] = await db
    .select()
    .from(props)
    .where(and(eq(props.id, p.pid), eq(props.purchaseOrderItemId, p.iid)));
  if (!row) throw notFound('equipment property');
  return row;
}

export async function getProperty(db: Db, p: PropParams): Promise<EquipmentProperty> {
  await equipmentLine(db, p);
  return toProperty(await findProperty(db, p));
}

/** One row per unit: never more rows than the ordered quantity (whole units). */
export async function createProperty(
  ctx: RouteContext<Body, unknown, LineParams>,
): Promise<EquipmentProperty> {
  const { db, body, params, user } = ctx;
  const line = await equipmentLine(db, params);
  const [{ n }] = await db.select({ n: count() }).from(props).where(eq(props.purchaseOrderItemId, line.id));
  if (toDecimal(Number(n) + 1).gt(toDecimal(line.quantity).floor())) throw ruleViolation(TOO_MANY_SERIALS);
  const [row] = await db
    .insert(props)
    .values({
      purchaseOrderItemId: line.id,
      serialNumber: blankToNull(body.serialNumber),
      name: blankToNull(body.name),
      description: blankToNull(body.description),
      modelNumber: blankToNull(body.modelNumber),
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  return toProperty(row);
}

export async function updateProperty(ctx: RouteContext<UpdateBody, unknown, PropParams>) {
  const { db, body, params, user } = ctx;
  await equipmentLine(db, params);
  await findProperty(db, params);
  const values: Partial<typeof props.$inferInsert> = {};
  for (const k of ['serialNumber', 'name', 'description', 'modelNumber'] as const) {
    if (body[k] !== undefined) values[k] = blankToNull(body[k]);
  }
  return toProperty(
    await updateVersioned(db, props, params.pid, body.version, values, user.id, 'equipment property'),
  );
}

export async function deleteProperty(ctx: RouteContext<unknown, unknown, PropParams>) {
  await equipmentLine(ctx.db, ctx.params);
  await findProperty(ctx.db, ctx.params);
  await ctx.db.delete(props).where(eq(props.id, ctx.params.pid));
}

/** Per line: the bins it was received into and how much went to each (spec 1 §7.16 itembins). */
export async function itemBins(db: Db, poId: number): Promise<z.infer<typeof itemBinsRowSchema>[]> {
  await findPo(db, poId);
  const lines = await linesOf(db, [poId]);
  const received =
    lines.length === 0
      ? []
      : await db
          .select({
            lineId: purchaseOrderReceiptLines.purchaseOrderItemId,
            binId: purchaseOrderReceiptLines.binId,
            quantity: purchaseOrderReceiptLines.quantity,
          })
          .from(purchaseOrderReceiptLines)
          .where(
            inArray(
              purchaseOrderReceiptLines.purchaseOrderItemId,
              lines.map((l) => l.id),
            ),
          )
          .orderBy(asc(purchaseOrderReceiptLines.id));
  const [items, bins] = await Promise.all([
    itemSummaries(
      db,
      lines.map((l) => l.itemId),
    ),
    binSummaries(
      db,
      received.map((r) => r.binId),
    ),
  ]);
  return lines.map((l) => {
    const perBin = new Map<number, ReturnType<typeof toDecimal>>();
    for (const r of received.filter((x) => x.lineId === l.id)) {
      perBin.set(r.binId, (perBin.get(r.binId) ?? toDecimal(0)).plus(r.quantity));
    }
    return {
      purchaseOrderItemId: l.id,
      itemId: l.itemId,
      itemCode: items.get(l.itemId)?.itemCode ?? '',
      quantity: l.quantity,
      quantityReceived: l.quantityReceived,
      bins: [...perBin].map(([binId, qty]) => {
        const bin = bins.get(binId);
        return {
          warehouseId: bin?.warehouseId ?? 0,
          warehouseName: bin?.warehouseName ?? '',
          binId,
          binName: bin?.name ?? '',
          quantity: qty.toFixed(4),
        };
      }),
    };
  });
}

/** Equipment lines of the order with their serial-number rows (spec 1 §7.16 inventoryequipment). */
export async function inventoryEquipment(
  db: Db,
  poId: number,
): Promise<z.infer<typeof inventoryEquipmentRowSchema>[]> {
  await findPo(db, poId);
  const lines = await linesOf(db, [poId]);
  const items = await itemSummaries(
    db,
    lines.map((l) => l.itemId),
  );
  const equipment = lines.filter((l) => items.get(l.itemId)?.isEquipment);
  const rows =
    equipment.length === 0
      ? []
      : await db
          .select()
          .from(props)
          .where(
            inArray(
              props.purchaseOrderItemId,
              equipment.map((l) => l.id),
            ),
          )
          .orderBy(asc(props.id));
  return equipment.map((l) => ({
    purchaseOrderItemId: l.id,
    itemId: l.itemId,
    itemCode: items.get(l.itemId)!.itemCode,
    itemName: items.get(l.itemId)!.name,
    quantity: l.quantity,
    quantityReceived: l.quantityReceived,
    properties: rows.filter((r) => r.purchaseOrderItemId === l.id).map(toProperty),
  }));
}
