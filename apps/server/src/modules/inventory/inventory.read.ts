import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  Availability,
  EmployeeInventoryRow,
  InventoryRow,
  ItemInventory,
  Movement,
} from '@fieldline/contracts/inventory/inventory.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { itemSummaries } from '../items';
import { findWarehouses, warehousesOfEmployee } from '../warehouses';

/*
 * Inventory reads are a read model over the ledger's tables joined to item, warehouse and bin names
 * in SQL (like the reports module): the search filters and sorts on item code and name, which the
 * items module's summaries cannot do page by page.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as any).rows ?? result) as T[];
}

const Q4 = (v: unknown) => moneyString(String(v ?? '0'), 4);
const value = (qty: unknown, cost: unknown) =>
  moneyString(toDecimal(String(qty ?? 0)).times(String(cost ?? 0)), 2);
const optional = (cond: unknown, fragment: SQL) => (cond === undefined || cond === null ? sql`` : fragment);

const movementSelect = sql`
  select m.id::int as id, m.item_id as "itemId", i.item_code as "itemCode", i.name as "itemName",
         m.warehouse_id as "warehouseId", w.name as "warehouseName", m.bin_id as "binId", b.name as "binName",
         m.movement_type as "movementType", m.quantity, m.unit_cost as "unitCost", m.transfer_id as "transferId",
         m.reason, m.source_kind as "sourceKind", m.source_id as "sourceId", m.source_line_id as "sourceLineId",
         m.movement_date::text as "movementDate", m.created_date as "createdDate", m.created_by as "createdBy",
         case when u.id is null then null else u.first_name || ' ' || u.last_name end as "createdByName"
    from inventory_movements m
    join items i on i.id = m.item_id
    join warehouses w on w.id = m.warehouse_id
    join warehouse_bins b on b.id = m.bin_id
    left join users u on u.id = m.created_by`;

const toMovement = (r: Movement): Movement => ({
  ...r,
  id: Number(r.id),
  quantity: Q4(r.quantity),
  unitCost: Q4(r.unitCost),
  createdDate: new Date(r.createdDate).toISOString(),
});

export async function movementsByIds(db: Db, ids: number[]): Promise<Movement[]> {
  if (ids.length === 0) return [];
  const list = await rows<Movement>(
    db,
    sql`${movementSelect} where m.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by m.id`,
  );
  return list.map(toMovement);
}

/** The ledger, newest first, paged. */
export async function listMovements(
  db: Db,
  f: { itemId?: number; warehouseId?: number; binId?: number; offset: number; limit: number },
): Promise<SearchResult<Movement>> {
  const where = sql`where true
    ${optional(f.itemId, sql`and m.item_id = ${f.itemId}`)}
    ${optional(f.warehouseId, sql`and m.warehouse_id = ${f.warehouseId}`)}
    ${optional(f.binId, sql`and m.bin_id = ${f.binId}`)}`;
  const [count] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from inventory_movements m ${where}`,
  );
  const list = await rows<Movement>(
    db,
    sql`${movementSelect} ${where} order by m.id desc offset ${f.offset} limit ${f.limit}`,
  );
  return { data: list.map(toMovement), count_filtered: Number(count.n) };
}

/** One row per item and warehouse: on hand, allocated, available, average cost and value. */
export async function searchInventory(
  db: Db,
  f: {
    query?: string;
    itemId?: number;
    warehouseId?: number;
    binId?: number;
    onlyInStock?: boolean;
    belowMinimum?: boolean;
    offset: number;
    limit: number;
  },
): Promise<SearchResult<InventoryRow>> {
  const stock = sql`select item_id, warehouse_id, sum(quantity) as on_hand from inventory_on_hand
    where true ${optional(f.itemId, sql`and item_id = ${f.itemId}`)}
    ${optional(f.warehouseId, sql`and warehouse_id = ${f.warehouseId}`)}
    ${optional(f.binId, sql`and bin_id = ${f.binId}`)}
    group by item_id, warehouse_id`;
  const alloc = sql`select item_id, warehouse_id, sum(quantity) as allocated from inventory_allocations
    where true ${optional(f.itemId, sql`and item_id = ${f.itemId}`)}
    ${optional(f.warehouseId, sql`and warehouse_id = ${f.warehouseId}`)}
    group by item_id, warehouse_id`;
  // With a bin chosen only that bin's stock is listed; otherwise allocated-only rows show too.
  const join = f.binId ? sql`left join` : sql`full join`;
  const pattern = f.query ? `%${f.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const base = f.belowMinimum
    ? belowMinimumBase(f)
    : sql`with stock as (${stock}), alloc as (${alloc}),
      base as (
        select coalesce(s.item_id, a.item_id) as item_id, coalesce(s.warehouse_id, a.warehouse_id) as warehouse_id,
               coalesce(s.on_hand, 0) as on_hand, coalesce(a.allocated, 0) as allocated
          from stock s ${join} alloc a on a.item_id = s.item_id and a.warehouse_id = s.warehouse_id)`;
  const list = await rows<Record<string, any>>(
    db,
    sql`${base}
      select b.item_id as "itemId", i.item_code as "itemCode", i.name as "itemName",
             b.warehouse_id as "warehouseId", w.name as "warehouseName", w.is_van as "isVan",
             b.on_hand as "onHand", b.allocated, coalesce(v.average_cost, 0) as "averageCost",
             count(*) over () as total
        from base b
        join items i on i.id = b.item_id
        join warehouses w on w.id = b.warehouse_id
        left join inventory_valuation v on v.item_id = b.item_id
       where true
         ${optional(pattern, sql`and (i.item_code ilike ${pattern} or i.name ilike ${pattern})`)}
         ${f.onlyInStock ? sql`and b.on_hand > 0` : sql``}
       order by i.item_code, i.id, w.is_van, w.name, w.id
       offset ${f.offset} limit ${f.limit}`,
  );
  const count = list.length > 0 ? Number(list[0].total) : await countOnly(db, f, list.length);
  return {
    data: list.map((r) => ({
      itemId: r.itemId,
      itemCode: r.itemCode,
      itemName: r.itemName,
      warehouseId: r.warehouseId,
      warehouseName: r.warehouseName,
      isVan: r.isVan,
      onHand: Q4(r.onHand),
      allocated: Q4(r.allocated),
      available: moneyString(toDecimal(String(r.onHand)).minus(String(r.allocated)), 4),
      averageCost: Q4(r.averageCost),
      value: value(r.onHand, r.averageCost),
    })),
    count_filtered: count,
  };
}

/**
 * Low stock: the item and warehouse pairs with a minimum (item_warehouses) whose available quantity (on hand
 * less allocated) is below it, active items only, as the stock-order screen counts them. Starts from the
 * pairs with a minimum (partial index) and sums each pair's stock by its key, so no stock table is scanned.
 */
function belowMinimumBase(f: { itemId?: number; warehouseId?: number; binId?: number }): SQL {
  return sql`with base as (
    select iw.item_id, iw.warehouse_id, coalesce(s.on_hand, 0) as on_hand, coalesce(a.allocated, 0) as allocated
      from item_warehouses iw
      join items it on it.id = iw.item_id and it.is_active
      left join lateral (select sum(quantity) as on_hand from inventory_on_hand o
                          where o.item_id = iw.item_id and o.warehouse_id = iw.warehouse_id
                          ${optional(f.binId, sql`and o.bin_id = ${f.binId}`)}) s on true
      left join lateral (select sum(quantity) as allocated from inventory_allocations l
                          where l.item_id = iw.item_id and l.warehouse_id = iw.warehouse_id) a on true
     where iw.min_quantity is not null
       ${optional(f.itemId, sql`and iw.item_id = ${f.itemId}`)}
       ${optional(f.warehouseId, sql`and iw.warehouse_id = ${f.warehouseId}`)}
       and coalesce(s.on_hand, 0) - coalesce(a.allocated, 0) < iw.min_quantity)`;
}

/** A page past the end has no row to carry the total: count again without paging. */
async function countOnly(db: Db, f: Parameters<typeof searchInventory>[1], seen: number) {
  if (f.offset === 0) return seen;
  const all = await searchInventory(db, { ...f, offset: 0, limit: 1 });
  return all.count_filtered;
}

type StockRow = { warehouseId: number; binId: number; binName: string; onHand: string };
type AllocRow = { warehouseId: number; allocated: string };

async function stockAndAllocations(db: Db, itemId: number, warehouseIds?: number[]) {
  const inList = (col: SQL) =>
    warehouseIds
      ? sql`and ${col} in (${sql.join(
          warehouseIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const [stock, allocs] = await Promise.all([
    rows<StockRow>(
      db,
      sql`select o.warehouse_id as "warehouseId", o.bin_id as "binId", b.name as "binName", o.quantity as "onHand"
            from inventory_on_hand o join warehouse_bins b on b.id = o.bin_id
           where o.item_id = ${itemId} and o.quantity <> 0 ${inList(sql`o.warehouse_id`)}
           order by b.sort, b.name, b.id`,
    ),
    rows<AllocRow>(
      db,
      sql`select warehouse_id as "warehouseId", sum(quantity) as allocated from inventory_allocations
           where item_id = ${itemId} ${inList(sql`warehouse_id`)} group by warehouse_id`,
    ),
  ]);
  const ids = warehouseIds ?? [...new Set([...stock, ...allocs].map((r) => r.warehouseId))];
  const houses = await findWarehouses(db, { ids });
  return { stock, allocs, houses };
}

/** Per warehouse (and with type 'B' per bin): on hand, allocated, available and value at average cost. */
export async function itemInventory(
  db: Db,
  itemId: number,
  type: 'B' | 'W',
  warehouseIds?: number[],
): Promise<ItemInventory> {
  const item = (await itemSummaries(db, [itemId])).get(itemId);
  if (!item) throw notFound('item');
  const [valuation] = await rows<{ averageCost: string }>(
    db,
    sql`select average_cost as "averageCost" from inventory_valuation where item_id = ${itemId}`,
  );
  const averageCost = Q4(valuation?.averageCost ?? '0');
  const { stock, allocs, houses } = await stockAndAllocations(db, itemId, warehouseIds);
  const warehouses = houses.map((w) => {
    const bins = stock.filter((s) => s.warehouseId === w.id);
    const onHand = bins.reduce((sum, b) => sum.plus(String(b.onHand)), new Money(0));
    const allocated = toDecimal(String(allocs.find((a) => a.warehouseId === w.id)?.allocated ?? '0'));
    return {
      id: w.id,
      name: w.name,
      isVan: w.isVan,
      onHand: moneyString(onHand, 4),
      allocated: moneyString(allocated, 4),
      available: moneyString(onHand.minus(allocated), 4),
      value: value(onHand, averageCost),
      bins:
        type === 'B'
          ? bins.map((b) => ({
              id: b.binId,
              name: b.binName,
              onHand: Q4(b.onHand),
              value: value(b.onHand, averageCost),
            }))
          : [],
    };
  });
  const total = (k: 'onHand' | 'allocated' | 'available') =>
    moneyString(
      warehouses.reduce((sum, w) => sum.plus(w[k]), new Money(0)),
      4,
    );
  return {
    itemId,
    itemCode: item.itemCode,
    itemName: item.name,
    averageCost,
    onHand: total('onHand'),
    allocated: total('allocated'),
    available: total('available'),
    value: value(total('onHand'), averageCost),
    warehouses,
  };
}

/** On hand − allocated per warehouse of the list (every active warehouse when none is given). */
export async function availability(db: Db, itemId: number, warehouseIds?: number[]): Promise<Availability[]> {
  if (!(await itemSummaries(db, [itemId])).has(itemId)) throw notFound('item');
  const ids = warehouseIds ?? (await findWarehouses(db, { active: true })).map((w) => w.id);
  const view = await itemInventory(db, itemId, 'W', ids);
  return view.warehouses.map((w) => ({
    warehouseId: w.id,
    warehouseName: w.name,
    isVan: w.isVan,
    onHand: w.onHand,
    allocated: w.allocated,
    available: w.available,
  }));
}

/** Stock in the vans an employee drives or is assigned to, per van, bin and item. */
export async function employeeInventory(db: Db, employeeId: number): Promise<EmployeeInventoryRow[]> {
  const ids = await warehousesOfEmployee(db, employeeId);
  if (ids.length === 0) return [];
  const list = await rows<EmployeeInventoryRow>(
    db,
    sql`select o.warehouse_id as "warehouseId", w.name as "warehouseName", o.bin_id as "binId", b.name as "binName",
               o.item_id as "itemId", i.item_code as "itemCode", i.name as "itemName", o.quantity as "onHand"
          from inventory_on_hand o
          join warehouses w on w.id = o.warehouse_id
          join warehouse_bins b on b.id = o.bin_id
          join items i on i.id = o.item_id
         where o.quantity <> 0 and o.warehouse_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by w.name, w.id, b.sort, b.name, i.item_code`,
  );
  return list.map((r) => ({ ...r, onHand: Q4(r.onHand) }));
}
