import { ASSET_STOCK_MESSAGES as M } from '@fieldline/contracts/assets/asset-stock.contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fieldError } from '../../platform/errors';
import { items, itemTypes } from '../items/items.table';
import { companyToday } from '../organization';
import { binSummaries, defaultBinOfWarehouse, warehouseSummaries } from '../warehouses';

/** The warehouse and bin stock leaves from or goes into, checked: the bin given, or the warehouse's first. */
export async function stockPlace(db: Db, warehouseId: number, binId: number | undefined) {
  const house = (await warehouseSummaries(db, [warehouseId])).get(warehouseId);
  if (!house?.isActive) throw fieldError('warehouseId', M.unknownWarehouse);
  if (binId !== undefined) {
    const bin = (await binSummaries(db, [binId])).get(binId);
    if (!bin || bin.warehouseId !== warehouseId) throw fieldError('binId', M.unknownBin);
    return { warehouseId, binId, officeId: house.officeId };
  }
  const bin = await defaultBinOfWarehouse(db, warehouseId);
  if (!bin) throw fieldError('warehouseId', M.unknownWarehouse);
  return { warehouseId, binId: bin.id, officeId: house.officeId };
}

/** Names of the items, and whether each is stocked; an unknown id is missing from the map. */
export async function stockedItems(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; isStocked: boolean }>();
  const rows = await db
    .select({ id: items.id, name: items.name, isStocked: itemTypes.isStocked })
    .from(items)
    .innerJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .where(inArray(items.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { name: r.name, isStocked: r.isStocked }]));
}

export const dayOf = async (db: Db, date: string | undefined) => date ?? (await companyToday(db));
