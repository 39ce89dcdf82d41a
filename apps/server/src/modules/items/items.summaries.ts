import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { items, itemTypes } from './items.table';

/** The columns of an item summary, selected with the item type's stocked flag (one query). */
export const summaryColumns = {
  id: items.id,
  itemCode: items.itemCode,
  name: items.name,
  description: items.description,
  cost: items.cost,
  materialCost: items.materialCost,
  price: items.price,
  quantityStep: items.quantityStep,
  quantityDecimals: items.quantityDecimals,
  typeId: items.typeId,
  isStocked: itemTypes.isStocked,
  isEquipment: items.isEquipment,
  isActive: items.isActive,
  categoryId: items.categoryId,
  manufacturerId: items.manufacturerId,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: ItemSummary[K] };

/** numeric(18,4) arrives as '1.0000'; the scale step reads better trimmed ('1', '0.25'). */
export function trimStep(step: string): string {
  return step.includes('.') ? step.replace(/0+$/, '').replace(/\.$/, '') : step;
}

export const toSummary = (r: SummaryRow): ItemSummary => ({ ...r, quantityStep: trimStep(r.quantityStep) });

/**
 * Item summaries by id for other modules (inventory, purchasing, service packages): one query
 * for any number of ids; unknown ids are simply absent from the map.
 */
export async function itemSummaries(db: Db, ids: number[]): Promise<Map<number, ItemSummary>> {
  const wanted = [...new Set(ids)];
  const out = new Map<number, ItemSummary>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select(summaryColumns)
    .from(items)
    .innerJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .where(inArray(items.id, wanted));
  for (const r of rows) out.set(r.id, toSummary(r));
  return out;
}
