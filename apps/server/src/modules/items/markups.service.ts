import { toDecimal } from '@fieldline/contracts/common/money';
import {
  type createItemMarkupBodySchema,
  type ItemMarkup,
  MARGIN_TOO_HIGH,
  MARKUP_IN_USE,
  MARKUP_TO_BEFORE_FROM,
  MARKUP_TYPE_MARGIN,
  type updateItemMarkupBodySchema,
} from '@fieldline/contracts/items/items.contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { itemMarkups, items, markupTypes } from './items.table';

const columns = { markup: itemMarkups, typeName: markupTypes.name };
type Joined = { markup: typeof itemMarkups.$inferSelect; typeName: string };

const toMarkup = ({ markup: r, typeName }: Joined): ItemMarkup => ({
  id: r.id,
  markupType: { id: r.markupTypeId, name: typeName },
  name: r.name,
  fromCost: r.fromCost,
  toCost: r.toCost,
  markupPercent: r.markupPercent,
  ...auditOut(r),
});
const auditable = (m: ItemMarkup) => ({
  markupTypeId: m.markupType.id,
  name: m.name,
  fromCost: m.fromCost,
  toCost: m.toCost,
  markupPercent: m.markupPercent,
});

export async function listMarkups(db: Db, markupTypeId?: number): Promise<ItemMarkup[]> {
  const rows = await db
    .select(columns)
    .from(itemMarkups)
    .innerJoin(markupTypes, eq(markupTypes.id, itemMarkups.markupTypeId))
    .where(markupTypeId ? eq(itemMarkups.markupTypeId, markupTypeId) : undefined)
    .orderBy(asc(itemMarkups.markupTypeId), asc(itemMarkups.fromCost), asc(itemMarkups.id));
  return rows.map(toMarkup);
}

export async function getMarkup(db: Db, id: number): Promise<ItemMarkup> {
  const [row] = await db
    .select(columns)
    .from(itemMarkups)
    .innerJoin(markupTypes, eq(markupTypes.id, itemMarkups.markupTypeId))
    .where(eq(itemMarkups.id, id));
  if (!row) throw notFound('item markup');
  return toMarkup(row);
}

/** The tier must have a range (to > from) and a margin below 100 % (price = cost / (1 - m)). */
async function checkTier(
  db: Db,
  m: { markupTypeId: number; fromCost: string; toCost: string | null; markupPercent: string },
) {
  const [type] = await db.select().from(markupTypes).where(eq(markupTypes.id, m.markupTypeId));
  if (!type) throw fieldError('markupTypeId', 'Unknown markup type.');
  if (m.toCost !== null && toDecimal(m.toCost).lte(toDecimal(m.fromCost))) {
    throw fieldError('toCost', MARKUP_TO_BEFORE_FROM);
  }
  if (type.name === MARKUP_TYPE_MARGIN && toDecimal(m.markupPercent).gte(100)) {
    throw fieldError('markupPercent', MARGIN_TOO_HIGH);
  }
}

export async function createMarkup(
  ctx: RouteContext<z.output<typeof createItemMarkupBodySchema>, unknown, unknown>,
): Promise<ItemMarkup> {
  const b = ctx.body;
  const values = { ...b, fromCost: b.fromCost ?? '0.0000', toCost: b.toCost ?? null };
  await checkTier(ctx.db, values);
  const [row] = await ctx.db
    .insert(itemMarkups)
    .values({ ...values, createdBy: ctx.user.id, modifiedBy: ctx.user.id })
    .returning({ id: itemMarkups.id });
  const out = await getMarkup(ctx.db, row.id);
  await ctx.audit({ entity: 'itemMarkup', entityId: row.id, action: 'create', after: auditable(out) });
  return out;
}

export async function updateMarkup(
  ctx: RouteContext<z.output<typeof updateItemMarkupBodySchema>, unknown, { id: number }>,
): Promise<ItemMarkup> {
  const before = await getMarkup(ctx.db, ctx.params.id);
  const { version, ...fields } = ctx.body;
  await checkTier(ctx.db, {
    markupTypeId: fields.markupTypeId ?? before.markupType.id,
    fromCost: fields.fromCost ?? before.fromCost,
    toCost: fields.toCost === undefined ? before.toCost : fields.toCost,
    markupPercent: fields.markupPercent ?? before.markupPercent,
  });
  await updateVersioned(ctx.db, itemMarkups, ctx.params.id, version, fields, ctx.user.id, 'item markup');
  const after = await getMarkup(ctx.db, ctx.params.id);
  await ctx.audit({
    entity: 'itemMarkup',
    entityId: after.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

export async function deleteMarkup(ctx: RouteContext<unknown, unknown, { id: number }>) {
  const before = await getMarkup(ctx.db, ctx.params.id);
  const [used] = await ctx.db
    .select({ id: items.id })
    .from(items)
    .where(eq(items.markupId, before.id))
    .limit(1);
  if (used) throw ruleViolation(MARKUP_IN_USE);
  await ctx.db.delete(itemMarkups).where(eq(itemMarkups.id, before.id));
  await ctx.audit({ entity: 'itemMarkup', entityId: before.id, action: 'delete', before: auditable(before) });
}
