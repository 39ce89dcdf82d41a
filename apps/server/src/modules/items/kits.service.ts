import {
  type addChildItemBodySchema,
  CHILD_CYCLE,
  CHILD_IS_PARENT,
  type ChildItem,
  DUPLICATE_CHILD,
  isValidQuantity,
  type updateChildItemBodySchema,
} from '@fieldline/contracts/items/items.contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { findItemRow } from './items.read';
import { summaryColumns, toSummary, trimStep } from './items.summaries';
import { itemComponents, items, itemTypes } from './items.table';

/** GET items/querychilditems?parentId=: the components of a kit with their quantities (one query). */
export async function childItems(db: Db, parentId: number): Promise<ChildItem[]> {
  if (!(await findItemRow(db, parentId))) throw notFound('item');
  const rows = await db
    .select({ ...summaryColumns, quantity: itemComponents.quantity, sort: itemComponents.sort })
    .from(itemComponents)
    .innerJoin(items, eq(items.id, itemComponents.childItemId))
    .innerJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .where(eq(itemComponents.parentItemId, parentId))
    .orderBy(asc(itemComponents.sort), asc(items.name));
  return rows.map(({ quantity, sort, ...s }) => ({
    parentItemId: parentId,
    quantity,
    sort,
    item: toSummary(s),
  }));
}

function checkQuantity(q: string, child: { quantityStep: string; quantityDecimals: number }) {
  const scale = { step: trimStep(child.quantityStep), decimals: child.quantityDecimals };
  if (!/^\d+(\.\d+)?$/.test(q) || Number(q) === 0 || !isValidQuantity(q, scale)) {
    throw fieldError(
      'quantity',
      `The quantity must be more than 0, a multiple of ${scale.step} with at most ${scale.decimals} decimal places.`,
    );
  }
}

/** True when `ancestorId` is among the components of `itemId`, at any depth (a kit cannot contain itself). */
async function contains(db: Db, itemId: number, ancestorId: number): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive parts(id) as (
      select child_item_id from item_components where parent_item_id = ${itemId}
      union
      select c.child_item_id from item_components c join parts p on c.parent_item_id = p.id
    )
    select 1 as found from parts where id = ${ancestorId} limit 1`);
  const rows = (result as any).rows ?? result;
  return rows.length > 0;
}

export async function addChildItem(
  ctx: RouteContext<z.output<typeof addChildItemBodySchema>, unknown, { id: number }>,
): Promise<ChildItem[]> {
  const { db, body, params } = ctx;
  if (!(await findItemRow(db, params.id))) throw notFound('item');
  const child = await findItemRow(db, body.childItemId);
  if (!child) throw fieldError('childItemId', 'Unknown item.');
  checkQuantity(body.quantity, child);
  if (child.id === params.id) throw ruleViolation(CHILD_IS_PARENT);
  if (await contains(db, child.id, params.id)) throw ruleViolation(CHILD_CYCLE);
  const [exists] = await db
    .select()
    .from(itemComponents)
    .where(and(eq(itemComponents.parentItemId, params.id), eq(itemComponents.childItemId, child.id)));
  if (exists)
    throw new AppError(409, 'DUPLICATE', DUPLICATE_CHILD, [
      { field: 'childItemId', message: DUPLICATE_CHILD },
    ]);
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${itemComponents.sort}) + 1, 0)::int` })
    .from(itemComponents)
    .where(eq(itemComponents.parentItemId, params.id));
  await db.insert(itemComponents).values({
    parentItemId: params.id,
    childItemId: child.id,
    quantity: body.quantity,
    sort: body.sort ?? next,
  });
  await ctx.audit({
    entity: 'item',
    entityId: params.id,
    action: 'addChildItem',
    after: { childItemId: child.id, quantity: body.quantity },
  });
  return childItems(db, params.id);
}

export async function updateChildItem(
  ctx: RouteContext<z.output<typeof updateChildItemBodySchema>, unknown, { id: number; childId: number }>,
): Promise<ChildItem[]> {
  const { db, body, params } = ctx;
  const link = and(
    eq(itemComponents.parentItemId, params.id),
    eq(itemComponents.childItemId, params.childId),
  );
  const [before] = await db.select().from(itemComponents).where(link);
  if (!before) throw notFound('child item');
  if (body.quantity !== undefined) {
    const child = await findItemRow(db, params.childId);
    if (child) checkQuantity(body.quantity, child);
  }
  await db.update(itemComponents).set(body).where(link);
  await ctx.audit({
    entity: 'item',
    entityId: params.id,
    action: 'updateChildItem',
    before: { childItemId: params.childId, quantity: before.quantity, sort: before.sort },
    after: {
      childItemId: params.childId,
      quantity: body.quantity ?? before.quantity,
      sort: body.sort ?? before.sort,
    },
  });
  return childItems(db, params.id);
}

export async function removeChildItem(ctx: RouteContext<unknown, unknown, { id: number; childId: number }>) {
  const { db, params } = ctx;
  const removed = await db
    .delete(itemComponents)
    .where(and(eq(itemComponents.parentItemId, params.id), eq(itemComponents.childItemId, params.childId)))
    .returning();
  if (removed.length === 0) throw notFound('child item');
  await ctx.audit({
    entity: 'item',
    entityId: params.id,
    action: 'removeChildItem',
    before: { childItemId: params.childId, quantity: removed[0].quantity },
  });
}
