import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';

const rowsOf = <T>(result: unknown) => ((result as any).rows ?? result) as T[];

/**
 * The value of the stock on hand at the end of `date`: the sum of the values of the movements dated on or
 * before it. The inventory account's balance at that date equals it (docs/accounting/inventory.md).
 */
export async function inventoryValueAsOf(db: Db, date: string): Promise<string> {
  const [row] = rowsOf<{ total: string | null }>(
    await db.execute(
      sql`select coalesce(sum(value), 0)::text as total from inventory_movements where movement_date <= ${date}`,
    ),
  );
  return moneyString(toDecimal(row?.total ?? 0));
}

/** The value of the movements of one source kind dated on or before `date` (receipts of purchase orders). */
export async function movementValueAsOf(db: Db, sourceKind: string, date: string): Promise<string> {
  const [row] = rowsOf<{ total: string | null }>(
    await db.execute(
      sql`select coalesce(sum(value), 0)::text as total from inventory_movements
           where source_kind = ${sourceKind} and movement_date <= ${date}`,
    ),
  );
  return moneyString(toDecimal(row?.total ?? 0));
}

export interface ValuationRow {
  itemId: number;
  itemCode: string;
  name: string;
  quantity: string;
  averageCost: string;
  value: string;
}

/** Per stocked item with movements up to `date`: quantity, value and their average (value / quantity). */
export async function valuationAsOf(
  db: Db,
  date: string,
): Promise<{ date: string; rows: ValuationRow[]; totalValue: string; totalQuantity: string }> {
  const rows = rowsOf<{ itemId: number; itemCode: string; name: string; quantity: string; value: string }>(
    await db.execute(sql`
      select m.item_id as "itemId", i.item_code as "itemCode", i.name,
             sum(m.quantity)::text as quantity, sum(m.value)::text as value
        from inventory_movements m join items i on i.id = m.item_id
       where m.movement_date <= ${date}
       group by m.item_id, i.item_code, i.name
      having sum(m.quantity) <> 0 or sum(m.value) <> 0
       order by i.item_code, m.item_id`),
  );
  let totalValue = toDecimal(0);
  let totalQuantity = toDecimal(0);
  const out = rows.map((r) => {
    const quantity = toDecimal(r.quantity);
    const value = toDecimal(r.value);
    totalValue = totalValue.plus(value);
    totalQuantity = totalQuantity.plus(quantity);
    return {
      itemId: Number(r.itemId),
      itemCode: r.itemCode,
      name: r.name,
      quantity: quantity.toFixed(4),
      averageCost: quantity.gt(0) ? value.div(quantity).toFixed(4) : '0.0000',
      value: moneyString(value),
    };
  });
  return { date, rows: out, totalValue: moneyString(totalValue), totalQuantity: totalQuantity.toFixed(4) };
}

/** Quantity and value moved per source line of one source kind (received per PO line, issued per job line). */
export async function movedPerSourceLine(
  db: Db,
  sourceKind: string,
  lineIds: number[],
): Promise<Map<number, { quantity: string; value: string }>> {
  const ids = [...new Set(lineIds)];
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ lineId: number; quantity: string; value: string }>(
    await db.execute(sql`
      select source_line_id as "lineId", sum(quantity)::text as quantity, sum(value)::text as value
        from inventory_movements
       where source_kind = ${sourceKind}
         and source_line_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
       group by source_line_id`),
  );
  return new Map(rows.map((r) => [Number(r.lineId), { quantity: r.quantity, value: r.value }]));
}

/** The movements a document recorded (an invoice's issues, for its void). */
export async function movementsOfSource(db: Db, sourceKind: string, sourceId: number) {
  return rowsOf<{
    id: number;
    itemId: number;
    warehouseId: number;
    binId: number;
    quantity: string;
    value: string;
    sourceLineId: number | null;
  }>(
    await db.execute(sql`
      select id, item_id as "itemId", warehouse_id as "warehouseId", bin_id as "binId", quantity::text,
             value::text, source_line_id as "sourceLineId"
        from inventory_movements where source_kind = ${sourceKind} and source_id = ${sourceId} order by id`),
  );
}
