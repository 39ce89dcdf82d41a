import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { Item, ItemSearchRow, itemSearchQuerySchema } from '@fieldline/contracts/items/items.contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { supplierRefs } from '../suppliers';
import { summaryColumns, toSummary, trimStep } from './items.summaries';
import { itemCategories, itemLines, itemMarkups, items, itemTypes, manufacturers } from './items.table';

type SearchQuery = z.output<typeof itemSearchQuerySchema>;

/** Exactly the expression of the items_search_trgm index, so ILIKE '%word%' is answered by it. */
const searchText = sql`(${items.itemCode} || ' ' || ${items.name} || ' ' || ${items.description})`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of the query must appear somewhere in code, name or description (each word uses the index). */
function searchWhere(q: SearchQuery): SQL | undefined {
  const words = (q.query ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  return and(
    ...words.map((w) => sql`${searchText} ilike ${`%${escapeLike(w)}%`}`),
    q.isActive === undefined ? undefined : eq(items.isActive, q.isActive),
    (q.categoryId ?? q.category) ? eq(items.categoryId, (q.categoryId ?? q.category) as number) : undefined,
    (q.manufacturerId ?? q.ManufacturerId)
      ? eq(items.manufacturerId, (q.manufacturerId ?? q.ManufacturerId) as number)
      : undefined,
    q.typeId ? eq(items.typeId, q.typeId) : undefined,
    q.isStocked === undefined ? undefined : eq(itemTypes.isStocked, q.isStocked),
  );
}

/**
 * items/search: an exact item code first, then codes starting with the query, then by name.
 * One query for the page and one for the count (small joins: type, category, manufacturer).
 */
export async function searchItems(db: Db, q: SearchQuery): Promise<SearchResult<ItemSearchRow>> {
  const where = searchWhere(q);
  const query = (q.query ?? '').trim();
  // Without a query the list is by name; with one an exact code comes first, then codes starting with it.
  const order = query
    ? [
        sql`case when lower(${items.itemCode}) = lower(${query}) then 0
            when ${items.itemCode} ilike ${`${escapeLike(query)}%`} then 1 else 2 end`,
        asc(items.name),
        asc(items.id),
      ]
    : [asc(items.name), asc(items.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        typeName: itemTypes.name,
        categoryName: itemCategories.name,
        manufacturerName: manufacturers.name,
        unitOfMeasure: items.unitOfMeasure,
      })
      .from(items)
      .innerJoin(itemTypes, eq(itemTypes.id, items.typeId))
      .leftJoin(itemCategories, eq(itemCategories.id, items.categoryId))
      .leftJoin(manufacturers, eq(manufacturers.id, items.manufacturerId))
      .where(where)
      .orderBy(...order)
      .offset(q.offset)
      .limit(q.limit),
    countItems(db, q, where),
  ]);
  return {
    data: rows.map(({ typeName, categoryName, manufacturerName, unitOfMeasure, ...s }) => ({
      ...toSummary(s),
      typeName,
      categoryName,
      manufacturerName,
      unitOfMeasure,
    })),
    count_filtered: total.n,
  };
}

export function countItems(db: Db, q: SearchQuery, where = searchWhere(q)) {
  return db
    .select({ n: count() })
    .from(items)
    .innerJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .where(where)
    .then((rows) => rows);
}

export async function findItemRow(db: Db, id: number) {
  const [row] = await db.select().from(items).where(eq(items.id, id));
  return row;
}

/** The whole item with its referenced names (one query plus the supplier name from its module). */
export async function getItem(db: Db, id: number): Promise<Item> {
  const [row] = await db
    .select({
      item: items,
      type: { id: itemTypes.id, name: itemTypes.name, isStocked: itemTypes.isStocked },
      categoryName: itemCategories.name,
      manufacturerName: manufacturers.name,
      itemLineName: itemLines.name,
      markupName: itemMarkups.name,
      markupTypeId: itemMarkups.markupTypeId,
    })
    .from(items)
    .innerJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .leftJoin(itemCategories, eq(itemCategories.id, items.categoryId))
    .leftJoin(manufacturers, eq(manufacturers.id, items.manufacturerId))
    .leftJoin(itemLines, eq(itemLines.id, items.itemLineId))
    .leftJoin(itemMarkups, eq(itemMarkups.id, items.markupId))
    .where(eq(items.id, id));
  if (!row) throw notFound('item');
  const r = row.item;
  const supplier = r.supplierId ? (await supplierRefs(db, [r.supplierId])).get(r.supplierId) : undefined;
  const ref = (refId: number | null, name: string | null) =>
    refId !== null && name !== null ? { id: refId, name } : null;
  return {
    id: r.id,
    itemCode: r.itemCode,
    name: r.name,
    description: r.description,
    type: row.type,
    category: ref(r.categoryId, row.categoryName),
    manufacturer: ref(r.manufacturerId, row.manufacturerName),
    itemLine: ref(r.itemLineId, row.itemLineName),
    markup:
      r.markupId !== null && row.markupName !== null && row.markupTypeId !== null
        ? { id: r.markupId, name: row.markupName, markupTypeId: row.markupTypeId }
        : null,
    supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
    supplierPartNumber: r.supplierPartNumber,
    systemType: r.systemType,
    inventoryCosting: r.inventoryCosting,
    unitOfMeasure: r.unitOfMeasure,
    quantityStep: trimStep(r.quantityStep),
    quantityDecimals: r.quantityDecimals,
    cost: r.cost,
    materialCost: r.materialCost,
    price: r.price,
    isTaxable: r.isTaxable,
    isEquipment: r.isEquipment,
    isManaged: r.isManaged,
    isStocked: row.type.isStocked,
    isActive: r.isActive,
    ...auditOut(r),
  };
}

/** Ids of `ids` that exist (one query), for validating references in bulk. */
export async function existingItemIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(inArray(items.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}
