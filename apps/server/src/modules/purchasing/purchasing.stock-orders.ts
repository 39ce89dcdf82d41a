import { toDecimal } from '@fieldline/contracts/common/money';
import { PoStatus, type StockLevelRow } from '@fieldline/contracts/purchasing/purchasing.contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { warehouseSummaries } from '../warehouses';
import { queryItems } from './purchasing.read';

/**
 * Pending job orders: lines bought for a job item that are not ordered yet. Jobs arrive in a later
 * issue, so this answers the lines with a job item on purchase orders still Open.
 */
export function pendingJobOrders(db: Db) {
  return queryItems(db, { status: PoStatus.Open, hasJobItem: true, limit: 9999 });
}

/**
 * Stock levels of the items set up for a warehouse (item_warehouses with a minimum or maximum):
 * on hand from the stock ledger's summary, allocated to bids and jobs, available = on hand − allocated.
 * One query. The inventory module exports no availability reader yet, so the sums are read here from
 * its summary tables (inventory_on_hand, inventory_allocations); both are per warehouse and indexed.
 */
async function stockLevels(db: Db, warehouseId: number): Promise<StockLevelRow[]> {
  if (!(await warehouseSummaries(db, [warehouseId])).has(warehouseId)) throw notFound('warehouse');
  const result = await db.execute(sql`
    select iw.item_id as "itemId", i.item_code as "itemCode", i.name as "itemName",
           iw.warehouse_id as "warehouseId",
           coalesce(oh.qty, 0)::text as "onHand", coalesce(al.qty, 0)::text as "allocated",
           iw.min_quantity::text as "minQuantity", iw.max_quantity::text as "maxQuantity",
           i.cost::text as "cost", i.supplier_id as "supplierId"
      from item_warehouses iw
      join items i on i.id = iw.item_id and i.is_active
      left join (select item_id, sum(quantity) qty from inventory_on_hand where warehouse_id = ${warehouseId}
                  group by item_id) oh on oh.item_id = iw.item_id
      left join (select item_id, sum(quantity) qty from inventory_allocations where warehouse_id = ${warehouseId}
                  group by item_id) al on al.item_id = iw.item_id
     where iw.warehouse_id = ${warehouseId}
       and (iw.min_quantity is not null or iw.max_quantity is not null)
     order by i.item_code, i.id`);
  const rows = ((result as any).rows ?? result) as Omit<StockLevelRow, 'available' | 'suggestedQuantity'>[];
  return rows.map((r) => {
    const available = toDecimal(r.onHand).minus(r.allocated);
    const target = r.maxQuantity ?? r.minQuantity ?? '0';
    const suggested = toDecimal(target).minus(available);
    return {
      ...r,
      onHand: toDecimal(r.onHand).toFixed(4),
      allocated: toDecimal(r.allocated).toFixed(4),
      available: available.toFixed(4),
      suggestedQuantity: (suggested.isNegative() ? toDecimal(0) : suggested).toFixed(4),
    };
  });
}

/** Items whose available quantity is below the warehouse minimum; suggests max − available. */
export async function belowThreshold(db: Db, warehouseId: number) {
  return (await stockLevels(db, warehouseId)).filter(
    (r) => r.minQuantity !== null && toDecimal(r.available).lt(r.minQuantity),
  );
}

/** Other items worth adding to a stock order: at or above the minimum but below the maximum (top-ups). */
export async function otherItems(db: Db, warehouseId: number) {
  return (await stockLevels(db, warehouseId)).filter(
    (r) =>
      !(r.minQuantity !== null && toDecimal(r.available).lt(r.minQuantity)) &&
      r.maxQuantity !== null &&
      toDecimal(r.available).lt(r.maxQuantity),
  );
}
