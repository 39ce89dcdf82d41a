import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type {
  Allocation,
  updateBidAllocationsBodySchema,
} from '@fieldline/contracts/inventory/inventory.contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { itemSummaries } from '../items';
import { warehouseSummaries } from '../warehouses';
import { inventoryAllocations } from './inventory.table';

export interface AllocationInput {
  itemId: number;
  warehouseId: number;
  sourceKind: 'Bid' | 'Job';
  sourceId: number;
  sourceLineId: number;
  /** What the line holds from the warehouse; 0 (or less) removes the allocation. */
  quantity: string;
}

/**
 * Sets what one bid or job line holds of an item in a warehouse (one row per line and warehouse):
 * inserts, replaces or, for quantity 0, deletes. Allocations may exceed what is on hand (a back
 * order); availability then goes negative. Call it with the caller's transaction.
 */
export async function setAllocation(
  db: Db,
  input: AllocationInput,
  userId: number | null = null,
): Promise<void> {
  const qty = toDecimal(input.quantity).toDecimalPlaces(4);
  const line = and(
    eq(inventoryAllocations.sourceKind, input.sourceKind),
    eq(inventoryAllocations.sourceLineId, input.sourceLineId),
    eq(inventoryAllocations.warehouseId, input.warehouseId),
  );
  if (qty.lte(0)) {
    await db.delete(inventoryAllocations).where(line);
    return;
  }
  await db
    .insert(inventoryAllocations)
    .values({
      itemId: input.itemId,
      warehouseId: input.warehouseId,
      sourceKind: input.sourceKind,
      sourceId: input.sourceId,
      sourceLineId: input.sourceLineId,
      quantity: qty.toFixed(4),
      createdBy: userId,
      modifiedBy: userId,
    })
    .onConflictDoUpdate({
      target: [
        inventoryAllocations.sourceKind,
        inventoryAllocations.sourceLineId,
        inventoryAllocations.warehouseId,
      ],
      set: {
        itemId: input.itemId,
        sourceId: input.sourceId,
        quantity: qty.toFixed(4),
        modifiedBy: userId,
        modifiedDate: new Date().toISOString(),
      },
    });
}

export async function listAllocations(
  db: Db,
  itemId: number,
  f: { warehouseIds?: number[]; sourceKind?: 'Bid' | 'Job'; sourceId?: number } = {},
): Promise<Allocation[]> {
  if (!(await itemSummaries(db, [itemId])).has(itemId)) throw notFound('item');
  const list = await db
    .select()
    .from(inventoryAllocations)
    .where(
      and(
        eq(inventoryAllocations.itemId, itemId),
        f.warehouseIds ? inArray(inventoryAllocations.warehouseId, f.warehouseIds) : undefined,
        f.sourceKind ? eq(inventoryAllocations.sourceKind, f.sourceKind) : undefined,
        f.sourceId ? eq(inventoryAllocations.sourceId, f.sourceId) : undefined,
      ),
    )
    .orderBy(
      asc(inventoryAllocations.warehouseId),
      asc(inventoryAllocations.sourceKind),
      asc(inventoryAllocations.id),
    );
  const names = await warehouseSummaries(
    db,
    list.map((a) => a.warehouseId),
  );
  return list.map((a) => ({
    id: a.id,
    itemId: a.itemId,
    warehouseId: a.warehouseId,
    warehouseName: names.get(a.warehouseId)?.name ?? '',
    sourceKind: a.sourceKind as 'Bid' | 'Job',
    sourceId: a.sourceId,
    sourceLineId: a.sourceLineId,
    quantity: moneyString(a.quantity, 4),
    modifiedDate: new Date(a.modifiedDate).toISOString(),
  }));
}

/** PATCH /items/{id}/updatebidallocations: the bid's lines of the item, per warehouse; answers the bid's allocations. */
export async function updateBidAllocations(
  ctx: RouteContext<z.output<typeof updateBidAllocationsBodySchema>, unknown, { id: number }>,
): Promise<Allocation[]> {
  const { db, body, params } = ctx;
  if (!(await itemSummaries(db, [params.id])).has(params.id)) throw notFound('item');
  const houses = await warehouseSummaries(
    db,
    body.allocations.map((a) => a.warehouseId),
  );
  for (const [i, a] of body.allocations.entries())
    if (!houses.has(a.warehouseId)) throw fieldError(`allocations[${i}].warehouseId`, 'Unknown warehouse.');
  for (const a of body.allocations) {
    await setAllocation(
      db,
      {
        itemId: params.id,
        warehouseId: a.warehouseId,
        sourceKind: 'Bid',
        sourceId: body.bidId,
        sourceLineId: a.lineId,
        quantity: a.quantity,
      },
      ctx.user.id,
    );
  }
  return listAllocations(db, params.id, { sourceKind: 'Bid', sourceId: body.bidId });
}
