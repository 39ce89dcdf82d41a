import { toDecimal } from '@fieldline/contracts/common/money';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { isValidQuantity, quantityScaleOf } from '@fieldline/contracts/items/quantity-scale';
import {
  canMoveTo,
  type createPurchaseOrderBodySchema,
  isEditableStatus,
  LINE_HAS_RECEIPTS,
  PO_NOT_EDITABLE,
  PoStatus,
  PoType,
  type PurchaseOrder,
  type PurchaseOrderItem,
  type poLineInputSchema,
  QUANTITY_BELOW_RECEIVED,
  quantityScaleRefused,
  statusChangeRefused,
  type updatePoItemBodySchema,
  type updatePurchaseOrderBodySchema,
} from '@fieldline/contracts/purchasing/purchasing.contract';
import { and, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { itemSummaries } from '../items';
import { departmentRefs, officeRefs } from '../organization';
import { supplierRefs } from '../suppliers';
import { warehouseSummaries } from '../warehouses';
import {
  findPo,
  getPurchaseOrder,
  linesOf,
  listStatuses,
  listTypes,
  statusNamed,
  toLine,
} from './purchasing.read';
import { purchaseOrderItems, purchaseOrders } from './purchasing.table';

type CreateBody = z.output<typeof createPurchaseOrderBodySchema>;
type UpdateBody = z.output<typeof updatePurchaseOrderBodySchema>;
type LineInput = z.output<typeof poLineInputSchema>;
type UpdateItemBody = z.output<typeof updatePoItemBodySchema>;
type Ctx<B, P = unknown> = RouteContext<B, unknown, P>;

export const MUST_HAVE_LINES = 'A purchase order needs at least one line before it is ordered.';

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

/** 400 naming the field when a quantity does not fit the item's quantity scale. */
export function checkScale(field: string, quantity: string, item: ItemSummary) {
  if (!isValidQuantity(quantity, quantityScaleOf(item))) {
    throw fieldError(field, quantityScaleRefused(item.itemCode, item.quantityStep));
  }
}

/** The references of a header exist; every unknown one named in one 400. */
async function checkReferences(
  db: Db,
  b: {
    supplierId?: number;
    officeId?: number;
    warehouseId?: number | null;
    departmentId?: number | null;
    typeId?: number;
  },
) {
  const [supplier, office, warehouse, department, types] = await Promise.all([
    supplierRefs(db, b.supplierId ? [b.supplierId] : []),
    officeRefs(db, b.officeId ? [b.officeId] : []),
    warehouseSummaries(db, b.warehouseId ? [b.warehouseId] : []),
    departmentRefs(db, b.departmentId ? [b.departmentId] : []),
    listTypes(db),
  ]);
  const errors: { field: string; message: string }[] = [];
  if (b.supplierId && !supplier.has(b.supplierId))
    errors.push({ field: 'supplierId', message: 'Unknown supplier.' });
  if (b.officeId && !office.has(b.officeId)) errors.push({ field: 'officeId', message: 'Unknown office.' });
  if (b.warehouseId && !warehouse.has(b.warehouseId))
    errors.push({ field: 'warehouseId', message: 'Unknown warehouse.' });
  if (b.departmentId && !department.has(b.departmentId))
    errors.push({ field: 'departmentId', message: 'Unknown department.' });
  if (b.typeId && !types.some((t) => t.id === b.typeId))
    errors.push({ field: 'typeId', message: 'Unknown purchase-order type.' });
  if (errors.length > 0) throw badRequest('Some fields are not valid.', errors);
  return types;
}

/** Items of new lines: all exist and active, quantities on scale; answers the summaries. */
async function checkLines(db: Db, lines: LineInput[], prefix: (i: number) => string) {
  const items = await itemSummaries(
    db,
    lines.map((l) => l.itemId),
  );
  const errors: { field: string; message: string }[] = [];
  lines.forEach((l, i) => {
    const item = items.get(l.itemId);
    if (!item) errors.push({ field: `${prefix(i)}itemId`, message: 'Unknown item.' });
    else if (!item.isActive) errors.push({ field: `${prefix(i)}itemId`, message: 'This item is inactive.' });
    else if (!isValidQuantity(l.quantity, quantityScaleOf(item)))
      errors.push({
        field: `${prefix(i)}quantity`,
        message: quantityScaleRefused(item.itemCode, item.quantityStep),
      });
  });
  if (errors.length > 0) throw badRequest('Some fields are not valid.', errors);
  return items;
}

async function insertLines(
  ctx: Ctx<unknown>,
  poId: number,
  lines: LineInput[],
  items: Map<number, ItemSummary>,
) {
  if (lines.length === 0) return [];
  const [{ last }] = await ctx.db
    .select({ last: max(purchaseOrderItems.displayOrder) })
    .from(purchaseOrderItems)
    .where(eq(purchaseOrderItems.purchaseOrderId, poId));
  const start = (last ?? 0) + 1;
  return ctx.db
    .insert(purchaseOrderItems)
    .values(
      lines.map((l, i) => {
        const item = items.get(l.itemId)!;
        return {
          purchaseOrderId: poId,
          itemId: l.itemId,
          description: blankToNull(l.description) ?? item.name,
          quantity: l.quantity,
          unitCost: l.unitCost ?? item.cost,
          jobItemId: l.jobItemId ?? null,
          displayOrder: start + i,
          createdBy: ctx.user.id,
          modifiedBy: ctx.user.id,
        };
      }),
    )
    .returning();
}

export async function createPurchaseOrder(ctx: Ctx<CreateBody>): Promise<PurchaseOrder> {
  const { db, body, user } = ctx;
  const types = await checkReferences(db, body);
  const items = await checkLines(db, body.items, (i) => `items[${i}].`);
  const open = await statusNamed(db, PoStatus.Open);
  const typeId = body.typeId ?? types.find((t) => t.name === PoType.StockOrder)!.id;
  // The number comes from the id's own sequence: unique without a second counter (PO-000123).
  const [{ id }] = (await db
    .execute(sql`select nextval(pg_get_serial_sequence('purchase_orders', 'id'))::int as id`)
    .then((r: any) => r.rows ?? r)) as { id: number }[];
  await db.insert(purchaseOrders).values({
    id: Number(id),
    poNumber: `PO-${String(id).padStart(6, '0')}`,
    supplierId: body.supplierId,
    officeId: body.officeId,
    warehouseId: body.warehouseId ?? null,
    departmentId: body.departmentId ?? null,
    statusId: open.id,
    typeId,
    jobId: body.jobId ?? null,
    orderDate: body.orderDate,
    expectedDate: body.expectedDate ?? null,
    supplierReference: blankToNull(body.supplierReference),
    notes: blankToNull(body.notes),
    createdBy: user.id,
    modifiedBy: user.id,
  });
  await insertLines(ctx, Number(id), body.items, items);
  return getPurchaseOrder(db, Number(id));
}

/**
 * Header changes and status moves (PO_TRANSITIONS). Supplier, office and type change only while Open;
 * ordering needs a line; Received/Partially Received come from receiving, not from a PATCH.
 */
export async function updatePurchaseOrder(ctx: Ctx<UpdateBody, { id: number }>): Promise<PurchaseOrder> {
  const { db, body, user, params } = ctx;
  const po = await findPo(db, params.id, true);
  const statuses = await listStatuses(db);
  const current = statuses.find((s) => s.id === po.statusId)!;
  await checkReferences(db, body);
  const values: Partial<typeof purchaseOrders.$inferInsert> = {};
  const headerOnlyWhileOpen = (['supplierId', 'officeId', 'typeId'] as const).filter(
    (k) => body[k] !== undefined && body[k] !== po[k],
  );
  if (headerOnlyWhileOpen.length > 0 && !isEditableStatus(current.name)) {
    throw ruleViolation(
      'The supplier, office and type can only be changed while the purchase order is Open.',
    );
  }
  for (const k of ['supplierId', 'officeId', 'typeId', 'orderDate'] as const) {
    if (body[k] !== undefined) (values as any)[k] = body[k];
  }
  for (const k of ['warehouseId', 'departmentId', 'jobId', 'expectedDate'] as const) {
    if (body[k] !== undefined) (values as any)[k] = body[k] ?? null;
  }
  if (body.supplierReference !== undefined) values.supplierReference = blankToNull(body.supplierReference);
  if (body.notes !== undefined) values.notes = blankToNull(body.notes);
  if (body.statusId !== undefined && body.statusId !== po.statusId) {
    const next = statuses.find((s) => s.id === body.statusId);
    if (!next) throw fieldError('statusId', 'Unknown purchase-order status.');
    if (!canMoveTo(current.name, next.name))
      throw ruleViolation(statusChangeRefused(current.name, next.name));
    if (next.name === PoStatus.Ordered && (await linesOf(db, [po.id])).length === 0) {
      throw ruleViolation(MUST_HAVE_LINES);
    }
    values.statusId = next.id;
    await ctx.audit({
      entity: 'purchaseOrder',
      entityId: po.id,
      action: 'status',
      before: { status: current.name },
      after: { status: next.name },
    });
  }
  await updateVersioned(db, purchaseOrders, po.id, body.version, values, user.id, 'purchase order');
  return getPurchaseOrder(db, po.id);
}

async function findLine(db: Db, poId: number, lineId: number) {
  const [line] = await db
    .select()
    .from(purchaseOrderItems)
    .where(and(eq(purchaseOrderItems.id, lineId), eq(purchaseOrderItems.purchaseOrderId, poId)));
  if (!line) throw notFound('purchase order item');
  return line;
}

async function statusOf(db: Db, po: { statusId: number }) {
  return (await listStatuses(db)).find((s) => s.id === po.statusId)!;
}

export async function listLines(db: Db, poId: number): Promise<PurchaseOrderItem[]> {
  await findPo(db, poId);
  const lines = await linesOf(db, [poId]);
  const items = await itemSummaries(
    db,
    lines.map((l) => l.itemId),
  );
  return lines.map((l) => toLine(l, items.get(l.itemId)));
}

export async function getLine(db: Db, poId: number, lineId: number): Promise<PurchaseOrderItem> {
  const line = await findLine(db, poId, lineId);
  return toLine(line, (await itemSummaries(db, [line.itemId])).get(line.itemId));
}

export async function addLine(ctx: Ctx<LineInput, { id: number }>): Promise<PurchaseOrderItem> {
  const po = await findPo(ctx.db, ctx.params.id, true);
  if (!isEditableStatus((await statusOf(ctx.db, po)).name)) throw ruleViolation(PO_NOT_EDITABLE);
  const items = await checkLines(ctx.db, [ctx.body], () => '');
  const [line] = await insertLines(ctx, po.id, [ctx.body], items);
  await touch(ctx, po.id);
  return toLine(line, items.get(line.itemId));
}

/**
 * A line's quantity, cost and description change while Open; while receiving (Ordered, Partially
 * Received) the quantity may still be corrected, never below what was received.
 */
export async function updateLine(ctx: Ctx<UpdateItemBody, { id: number; iid: number }>) {
  const { db, body, params, user } = ctx;
  const po = await findPo(db, params.id, true);
  const status = await statusOf(db, po);
  const line = await findLine(db, po.id, params.iid);
  const changesMoreThanQuantity =
    body.unitCost !== undefined || body.description !== undefined || body.jobItemId !== undefined;
  if (!isEditableStatus(status.name) && (changesMoreThanQuantity || !status.isReceivable)) {
    throw ruleViolation(PO_NOT_EDITABLE);
  }
  const item = (await itemSummaries(db, [line.itemId])).get(line.itemId)!;
  const values: Partial<typeof purchaseOrderItems.$inferInsert> = {};
  if (body.quantity !== undefined) {
    if (toDecimal(body.quantity).lt(line.quantityReceived)) throw ruleViolation(QUANTITY_BELOW_RECEIVED);
    checkScale('quantity', body.quantity, item);
    values.quantity = body.quantity;
  }
  if (body.unitCost !== undefined) values.unitCost = body.unitCost;
  if (body.description !== undefined) values.description = body.description ?? '';
  if (body.jobItemId !== undefined) values.jobItemId = body.jobItemId ?? null;
  const row = await updateVersioned(
    db,
    purchaseOrderItems,
    line.id,
    body.version,
    values,
    user.id,
    'purchase order item',
  );
  await touch(ctx, po.id);
  return toLine(row, item);
}

export async function deleteLine(ctx: Ctx<unknown, { id: number; iid: number }>) {
  const po = await findPo(ctx.db, ctx.params.id, true);
  if (!isEditableStatus((await statusOf(ctx.db, po)).name)) throw ruleViolation(PO_NOT_EDITABLE);
  const line = await findLine(ctx.db, po.id, ctx.params.iid);
  if (toDecimal(line.quantityReceived).gt(0)) throw ruleViolation(LINE_HAS_RECEIPTS);
  await ctx.db.delete(purchaseOrderItems).where(eq(purchaseOrderItems.id, line.id));
  await touch(ctx, po.id);
}

/** A line change is a change of the order: its version moves so another editor's stale header save is refused. */
async function touch(ctx: Ctx<unknown>, poId: number) {
  await updateVersioned(ctx.db, purchaseOrders, poId, undefined, {}, ctx.user.id, 'purchase order');
}
