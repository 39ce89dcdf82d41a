import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { getAsset } from '../assets';
import { assetStockMoves } from './asset-stock.table';

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/** Where the asset came from and where it went (GET assets/{id}/stockmoves), newest first. */
export async function listStockMoves(db: Db, assetId: number) {
  await getAsset(db, assetId);
  const m = assetStockMoves;
  const rows = await db
    .select({
      m,
      itemName: sql<string | null>`(select name from items where id = ${m.itemId})`,
      warehouseName: sql<string | null>`(select name from warehouses where id = ${m.warehouseId})`,
      customerName: sql<string | null>`(select name from customers where id = ${m.customerId})`,
    })
    .from(m)
    .where(eq(m.assetId, assetId))
    .orderBy(desc(m.moveDate), desc(m.id));
  return rows.map(({ m: r, itemName, warehouseName, customerName }) => ({
    id: r.id,
    kind: r.kind as 'FromStock' | 'ToStock' | 'ToEquipment',
    moveDate: r.moveDate,
    item: ref(r.itemId, itemName),
    warehouse: ref(r.warehouseId, warehouseName),
    equipmentId: r.equipmentId,
    customer: ref(r.customerId, customerName),
    cost: r.cost,
    accumulated: r.accumulated,
    bookValue: r.bookValue,
    journalEntryId: r.journalEntryId,
    note: r.note,
  }));
}
