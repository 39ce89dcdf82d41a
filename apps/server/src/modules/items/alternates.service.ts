import {
  ALTERNATE_IS_ITEM,
  type AlternateDetail,
  type AlternateItem,
  type addAlternateBodySchema,
  DUPLICATE_ALTERNATE,
} from '@fieldline/contracts/items/items.contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { supplierRefs } from '../suppliers';
import { findItemRow } from './items.read';
import { itemAlternates, items, manufacturers } from './items.table';

/** The alternate-item shape of spec 2 §3 for a set of ids: one query, plus one for supplier names. */
async function details(db: Db, ids: number[]): Promise<Map<number, AlternateDetail>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: items.id,
      itemCode: items.itemCode,
      name: items.name,
      description: items.description,
      supplierId: items.supplierId,
      manufacturerId: items.manufacturerId,
      manufacturerName: manufacturers.name,
      cost: items.cost,
      materialCost: items.materialCost,
      price: items.price,
    })
    .from(items)
    .leftJoin(manufacturers, eq(manufacturers.id, items.manufacturerId))
    .where(inArray(items.id, ids));
  const suppliers = await supplierRefs(
    db,
    rows.map((r) => r.supplierId).filter((v): v is number => v !== null),
  );
  return new Map(
    rows.map((r) => {
      const supplier = r.supplierId === null ? undefined : suppliers.get(r.supplierId);
      return [
        r.id,
        {
          id: r.id,
          itemCode: r.itemCode,
          name: r.name,
          description: r.description,
          supplier: supplier ? { id: supplier.id, name: supplier.name } : null,
          manufacturer:
            r.manufacturerId !== null && r.manufacturerName !== null
              ? { id: r.manufacturerId, name: r.manufacturerName }
              : null,
          cost: r.cost,
          materialCost: r.materialCost,
          price: r.price,
        },
      ];
    }),
  );
}

/** GET items/{id}/alternates: the items this one can be swapped for, in their sort order. */
export async function listAlternates(db: Db, itemId: number): Promise<AlternateItem[]> {
  if (!(await findItemRow(db, itemId))) throw notFound('item');
  const links = await db
    .select()
    .from(itemAlternates)
    .where(eq(itemAlternates.itemId, itemId))
    .orderBy(asc(itemAlternates.sort), asc(itemAlternates.id));
  const byId = await details(db, [itemId, ...links.map((l) => l.alternateItemId)]);
  const item = byId.get(itemId) as AlternateDetail;
  return links.flatMap((l) => {
    const alternateItem = byId.get(l.alternateItemId);
    return alternateItem ? [{ id: l.id, sort: l.sort, item, alternateItem }] : [];
  });
}

async function nextSort(db: Db, itemId: number) {
  const rows = await db
    .select({ sort: itemAlternates.sort })
    .from(itemAlternates)
    .where(eq(itemAlternates.itemId, itemId));
  return rows.reduce((m, r) => Math.max(m, r.sort + 1), 0);
}

/** POST items/{id}/alternates: by default the pair is stored both ways so each item lists the other. */
export async function addAlternate(
  ctx: RouteContext<z.output<typeof addAlternateBodySchema>, unknown, { id: number }>,
): Promise<AlternateItem[]> {
  const { db, body, params } = ctx;
  if (!(await findItemRow(db, params.id))) throw notFound('item');
  if (!(await findItemRow(db, body.alternateItemId))) throw fieldError('alternateItemId', 'Unknown item.');
  if (body.alternateItemId === params.id) throw ruleViolation(ALTERNATE_IS_ITEM);
  const pair = (a: number, b: number) =>
    and(eq(itemAlternates.itemId, a), eq(itemAlternates.alternateItemId, b));
  const existing = await db
    .select()
    .from(itemAlternates)
    .where(or(pair(params.id, body.alternateItemId), pair(body.alternateItemId, params.id)));
  const has = (a: number, b: number) => existing.some((e) => e.itemId === a && e.alternateItemId === b);
  if (has(params.id, body.alternateItemId)) {
    throw new AppError(409, 'DUPLICATE', DUPLICATE_ALTERNATE, [
      { field: 'alternateItemId', message: DUPLICATE_ALTERNATE },
    ]);
  }
  const rows = [
    { itemId: params.id, alternateItemId: body.alternateItemId, sort: await nextSort(db, params.id) },
  ];
  if (body.bothWays && !has(body.alternateItemId, params.id)) {
    rows.push({
      itemId: body.alternateItemId,
      alternateItemId: params.id,
      sort: await nextSort(db, body.alternateItemId),
    });
  }
  await db.insert(itemAlternates).values(rows);
  await ctx.audit({
    entity: 'item',
    entityId: params.id,
    action: 'addAlternate',
    after: { alternateItemId: body.alternateItemId, bothWays: body.bothWays },
  });
  return listAlternates(db, params.id);
}

/** DELETE items/{id}/alternates/{alternateItemId}: removes the pair in both directions. */
export async function removeAlternate(
  ctx: RouteContext<unknown, unknown, { id: number; alternateItemId: number }>,
): Promise<void> {
  const { db, params } = ctx;
  const removed = await db
    .delete(itemAlternates)
    .where(
      or(
        and(eq(itemAlternates.itemId, params.id), eq(itemAlternates.alternateItemId, params.alternateItemId)),
        and(eq(itemAlternates.itemId, params.alternateItemId), eq(itemAlternates.alternateItemId, params.id)),
      ),
    )
    .returning();
  if (!removed.some((r) => r.itemId === params.id)) throw notFound('alternate item');
  await ctx.audit({
    entity: 'item',
    entityId: params.id,
    action: 'removeAlternate',
    before: { alternateItemId: params.alternateItemId },
  });
}
