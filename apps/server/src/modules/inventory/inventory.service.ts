import { toDecimal } from '@fieldline/contracts/common/money';
import {
  type adjustmentBodySchema,
  INVENTORY_MESSAGES,
  type MovementResult,
  type transferBodySchema,
} from '@fieldline/contracts/inventory/inventory.contract';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { isValidQuantity, quantityScaleOf } from '@fieldline/contracts/items/quantity-scale';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { itemSummaries } from '../items';
import { getSettings } from '../system';
import { binSummaries, resolveItemBin, warehouseSummaries } from '../warehouses';
import { recordMovements } from './inventory.ledger';
import { movementsByIds } from './inventory.read';

/** Today in the organization's sense of a business date (UTC date; the office time zone comes later). */
const today = () => new Date().toISOString().slice(0, 10);

/** The item must exist and be stocked, and the quantity must follow its quantity scale. */
export async function stockedItem(db: Db, itemId: number, quantity: string): Promise<ItemSummary> {
  const item = (await itemSummaries(db, [itemId])).get(itemId);
  if (!item) throw fieldError('itemId', 'Unknown item.');
  if (!item.isStocked) throw ruleViolation(INVENTORY_MESSAGES.notStocked);
  if (!isValidQuantity(toDecimal(quantity).abs(), quantityScaleOf(item)))
    throw fieldError('quantity', `Quantity must be a multiple of ${item.quantityStep}`);
  return item;
}

/**
 * The bin a movement touches: the one chosen, checked against its warehouse, or the item's default
 * bin there when none is chosen. With single-bin inventory the default bin is always used.
 */
export async function chooseBin(
  db: Db,
  itemId: number,
  warehouseId: number,
  binId: number | null | undefined,
  fields: { warehouse: string; bin: string },
): Promise<number> {
  const warehouse = (await warehouseSummaries(db, [warehouseId])).get(warehouseId);
  if (!warehouse) throw fieldError(fields.warehouse, 'Unknown warehouse.');
  if (!warehouse.isActive) throw fieldError(fields.warehouse, 'The warehouse is inactive.');
  if (binId && !(await getSettings(db)).UseSingleBinInventory) {
    const bin = (await binSummaries(db, [binId])).get(binId);
    if (!bin || bin.warehouseId !== warehouseId)
      throw fieldError(fields.bin, INVENTORY_MESSAGES.binNotInWarehouse);
    if (!bin.isActive) throw fieldError(fields.bin, 'The bin is inactive.');
    return binId;
  }
  return (await resolveItemBin(db, itemId, warehouseId)).id;
}

export async function adjust(
  ctx: RouteContext<z.output<typeof adjustmentBodySchema>, unknown, unknown>,
): Promise<MovementResult> {
  const { db, body } = ctx;
  await stockedItem(db, body.itemId, body.quantity);
  const binId = await chooseBin(db, body.itemId, body.warehouseId, body.binId, {
    warehouse: 'warehouseId',
    bin: 'binId',
  });
  const [moved] = await recordMovements(
    db,
    ctx.user.id,
    [
      {
        itemId: body.itemId,
        warehouseId: body.warehouseId,
        binId,
        movementType: 'adjustment',
        quantity: body.quantity,
        unitCost: body.unitCost ?? undefined,
        reason: body.reason,
        sourceKind: 'Adjustment',
        movementDate: body.movementDate ?? today(),
      },
    ],
    { memo: body.reason ? `Stock adjustment: ${body.reason}` : 'Stock adjustment' },
  );
  return { transferId: null, movements: await movementsByIds(db, [moved.id]) };
}

/** A new transfer id: a value of the movements' own sequence, so it is unique without another table. */
async function nextTransferId(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('inventory_movements', 'id'))::int as id`,
  );
  const rows = ((result as any).rows ?? result) as { id: number }[];
  return Number(rows[0].id);
}

/** Two movements sharing a transfer id: out of one bin and into the other, both at the average cost. */
export async function transfer(
  ctx: RouteContext<z.output<typeof transferBodySchema>, unknown, unknown>,
): Promise<MovementResult> {
  const { db, body } = ctx;
  await stockedItem(db, body.itemId, body.quantity);
  const from = await chooseBin(db, body.itemId, body.fromWarehouseId, body.fromBinId, {
    warehouse: 'fromWarehouseId',
    bin: 'fromBinId',
  });
  const to = await chooseBin(db, body.itemId, body.toWarehouseId, body.toBinId, {
    warehouse: 'toWarehouseId',
    bin: 'toBinId',
  });
  if (from === to) throw fieldError('toBinId', INVENTORY_MESSAGES.sameBin);
  const transferId = await nextTransferId(db);
  const common = {
    itemId: body.itemId,
    movementType: 'transfer' as const,
    transferId,
    reason: body.reason ?? null,
    sourceKind: 'Transfer',
    movementDate: body.movementDate ?? today(),
  };
  // No unitCost on the way in: stock arrives at the average cost it left at, so the value stays.
  const moved = await recordMovements(db, ctx.user.id, [
    { ...common, warehouseId: body.fromWarehouseId, binId: from, quantity: toDecimal(body.quantity).neg() },
    { ...common, warehouseId: body.toWarehouseId, binId: to, quantity: body.quantity },
  ]);
  return {
    transferId,
    movements: await movementsByIds(
      db,
      moved.map((m) => m.id),
    ),
  };
}
