import {
  LAST_DISPLAY_ORDER,
  type LineItemKind,
  NA_GROUP_NAME,
} from '@fieldline/contracts/line-items/line-items.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { items } from '../items/items.table';
import { lineItemCollections, lineItemGroups, lineItems } from './line-items.table';

/** `x` rounded half-to-even to `places` (SQL's round() rounds halves away from zero). */
const halfEven = (x: SQL, places: 2 | 4) => {
  const scale = sql.raw(String(10 ** places));
  const y = sql`((${x}) * ${scale})`;
  return sql`(case when abs(${y} - trunc(${y})) = 0.5 then trunc(${y}) + mod(trunc(${y}), 2) else round(${y}) end
    / ${scale})`;
};

/**
 * Appends lines to many owners in three statements (generated visit jobs): each owner's collection and its
 * "not applicable" group are made where missing, the lines go in that group. `source` selects owner_id,
 * item_id, description, quantity, price (per unit), is_taxable and sort; the unit cost is the item's.
 * Amounts follow the table's math (no discount; tax at the collection's rate), rounded half-to-even.
 * No warehouse is set, so nothing is allocated (stock is taken when the technician uses it).
 */
export async function appendOwnerLines(db: Db, kind: LineItemKind, source: SQL, userId: number | null) {
  await db.execute(sql`
    with owners as (select distinct s.owner_id from (${source}) s),
    made as (
      insert into ${lineItemCollections} (owner_kind, owner_id, created_by, modified_by)
      select ${kind}, owner_id, ${userId}::int, ${userId}::int from owners
      on conflict (owner_kind, owner_id) do nothing
      returning id
    )
    insert into ${lineItemGroups} (collection_id, name, display_order, is_system, is_na_group, created_by, modified_by)
    select id, ${NA_GROUP_NAME}, ${LAST_DISPLAY_ORDER}::int, true, true, ${userId}::int, ${userId}::int from made`);
  await db.execute(sql`
    insert into ${lineItems} (collection_id, group_id, item_id, description, quantity, cost, price, is_taxable,
      subtotal, tax, display_order, created_by, modified_by)
    select c.id, g.id, s.item_id, s.description, s.quantity, i.cost, s.price, s.is_taxable, s.subtotal,
      case when s.is_taxable then ${halfEven(sql`s.subtotal * c.tax_rate / 100`, 2)} else 0 end,
      s.sort, ${userId}::int, ${userId}::int
    from (select src.*, ${halfEven(sql`src.quantity * src.price`, 2)} as subtotal from (${source}) src) s
    join ${lineItemCollections} c on c.owner_kind = ${kind} and c.owner_id = s.owner_id
    join ${lineItemGroups} g on g.collection_id = c.id and g.is_na_group
    join ${items} i on i.id = s.item_id`);
}
