import type { BinSummary, WarehouseSummary } from '@fieldline/contracts/warehouses/warehouses.contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { warehouseBins, warehouses } from './warehouses.table';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type BinRow = typeof warehouseBins.$inferSelect;

export async function findWarehouses(
  db: Db,
  f: { ids?: number[]; officeId?: number; isVan?: boolean; active?: boolean },
): Promise<WarehouseRow[]> {
  if (f.ids && f.ids.length === 0) return [];
  const where: (SQL | undefined)[] = [
    f.ids ? inArray(warehouses.id, f.ids) : undefined,
    f.officeId === undefined ? undefined : eq(warehouses.officeId, f.officeId),
    f.isVan === undefined ? undefined : eq(warehouses.isVan, f.isVan),
    f.active === undefined ? undefined : eq(warehouses.isActive, f.active),
  ];
  return db
    .select()
    .from(warehouses)
    .where(and(...where))
    .orderBy(asc(warehouses.isVan), asc(warehouses.name), asc(warehouses.id));
}

/** Bins of the given warehouses in display order (sort, then name). */
export async function binsOf(db: Db, warehouseIds: number[]): Promise<BinRow[]> {
  if (warehouseIds.length === 0) return [];
  return db
    .select()
    .from(warehouseBins)
    .where(inArray(warehouseBins.warehouseId, warehouseIds))
    .orderBy(asc(warehouseBins.sort), asc(warehouseBins.name), asc(warehouseBins.id));
}

export async function findBin(db: Db, id: number): Promise<BinRow | undefined> {
  const [row] = await db.select().from(warehouseBins).where(eq(warehouseBins.id, id));
  return row;
}

export async function warehouseSummaries(db: Db, ids: number[]): Promise<Map<number, WarehouseSummary>> {
  const rows = await findWarehouses(db, { ids: [...new Set(ids)] });
  return new Map(
    rows.map((w) => [
      w.id,
      { id: w.id, name: w.name, officeId: w.officeId, isVan: w.isVan, isActive: w.isActive },
    ]),
  );
}

export async function binSummaries(db: Db, ids: number[]): Promise<Map<number, BinSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: warehouseBins.id,
      name: warehouseBins.name,
      warehouseId: warehouseBins.warehouseId,
      warehouseName: warehouses.name,
      officeId: warehouses.officeId,
      isVan: warehouses.isVan,
      binActive: warehouseBins.isActive,
      warehouseActive: warehouses.isActive,
    })
    .from(warehouseBins)
    .innerJoin(warehouses, eq(warehouses.id, warehouseBins.warehouseId))
    .where(inArray(warehouseBins.id, unique));
  return new Map(
    rows.map(({ binActive, warehouseActive, ...r }) => [
      r.id,
      { ...r, isActive: binActive && warehouseActive },
    ]),
  );
}
