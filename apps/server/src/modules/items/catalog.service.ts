import {
  CATEGORY_IN_USE,
  type createCategoryBodySchema,
  type createItemLineBodySchema,
  type createItemLineGroupBodySchema,
  DUPLICATE_CATEGORY,
  DUPLICATE_ITEM_LINE,
  DUPLICATE_ITEM_LINE_GROUP,
  type ItemCategory,
  type ItemLine,
  type updateCategoryBodySchema,
} from '@fieldline/contracts/items/items.contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { AppError, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { itemCategories, itemLineGroups, itemLines, items, itemTypes, markupTypes } from './items.table';

/** A duplicate name is a conflict (409) that still names the field. */
export const duplicate = (message: string, field = 'name') =>
  new AppError(409, 'DUPLICATE', message, [{ field, message }]);

// Categories

type CategoryRow = typeof itemCategories.$inferSelect;
const toCategory = (r: CategoryRow): ItemCategory => ({
  id: r.id,
  name: r.name,
  sort: r.sort,
  isActive: r.isActive,
  ...auditOut(r),
});
const categoryAudit = (c: ItemCategory) => ({ name: c.name, sort: c.sort, isActive: c.isActive });

export async function listCategories(db: Db, isActive?: boolean): Promise<ItemCategory[]> {
  const rows = await db
    .select()
    .from(itemCategories)
    .where(isActive === undefined ? undefined : eq(itemCategories.isActive, isActive))
    .orderBy(asc(itemCategories.sort), asc(itemCategories.name), asc(itemCategories.id));
  return rows.map(toCategory);
}

export async function getCategory(db: Db, id: number): Promise<ItemCategory> {
  const [row] = await db.select().from(itemCategories).where(eq(itemCategories.id, id));
  if (!row) throw notFound('item category');
  return toCategory(row);
}

async function checkCategoryName(db: Db, name: string | undefined, exceptId?: number) {
  if (name === undefined) return;
  const rows = await db
    .select({ id: itemCategories.id })
    .from(itemCategories)
    .where(
      and(
        eq(sql`lower(${itemCategories.name})`, name.toLowerCase()),
        exceptId ? ne(itemCategories.id, exceptId) : undefined,
      ),
    );
  if (rows.length) throw duplicate(DUPLICATE_CATEGORY);
}

export async function createCategory(
  ctx: RouteContext<z.output<typeof createCategoryBodySchema>, unknown, unknown>,
): Promise<ItemCategory> {
  await checkCategoryName(ctx.db, ctx.body.name);
  const [row] = await ctx.db
    .insert(itemCategories)
    .values({ ...ctx.body, createdBy: ctx.user.id, modifiedBy: ctx.user.id })
    .returning();
  const out = toCategory(row);
  await ctx.audit({ entity: 'itemCategory', entityId: row.id, action: 'create', after: categoryAudit(out) });
  return out;
}

export async function updateCategory(
  ctx: RouteContext<z.output<typeof updateCategoryBodySchema>, unknown, { id: number }>,
): Promise<ItemCategory> {
  const before = await getCategory(ctx.db, ctx.params.id);
  const { version, ...fields } = ctx.body;
  await checkCategoryName(ctx.db, fields.name, ctx.params.id);
  const row = await updateVersioned(
    ctx.db,
    itemCategories,
    ctx.params.id,
    version,
    fields,
    ctx.user.id,
    'item category',
  );
  const after = toCategory(row);
  await ctx.audit({
    entity: 'itemCategory',
    entityId: row.id,
    action: 'update',
    before: categoryAudit(before),
    after: categoryAudit(after),
  });
  return after;
}

export async function deleteCategory(ctx: RouteContext<unknown, unknown, { id: number }>) {
  const before = await getCategory(ctx.db, ctx.params.id);
  const [used] = await ctx.db
    .select({ id: items.id })
    .from(items)
    .where(eq(items.categoryId, before.id))
    .limit(1);
  if (used) throw ruleViolation(CATEGORY_IN_USE);
  await ctx.db.delete(itemCategories).where(eq(itemCategories.id, before.id));
  await ctx.audit({
    entity: 'itemCategory',
    entityId: before.id,
    action: 'delete',
    before: categoryAudit(before),
  });
}

// Types and markup types (seeded reference rows)

export const listItemTypes = (db: Db) =>
  db.select().from(itemTypes).orderBy(asc(itemTypes.sort), asc(itemTypes.id));

export const listMarkupTypes = (db: Db) => db.select().from(markupTypes).orderBy(asc(markupTypes.id));

// Item lines and their groups

export async function listItemLines(
  db: Db,
  f: { isActive?: boolean; groupId?: number; id?: number } = {},
): Promise<ItemLine[]> {
  const rows = await db
    .select({
      id: itemLines.id,
      name: itemLines.name,
      isActive: itemLines.isActive,
      groupId: itemLineGroups.id,
      groupName: itemLineGroups.name,
    })
    .from(itemLines)
    .leftJoin(itemLineGroups, eq(itemLineGroups.id, itemLines.groupId))
    .where(
      and(
        f.isActive === undefined ? undefined : eq(itemLines.isActive, f.isActive),
        f.groupId ? eq(itemLines.groupId, f.groupId) : undefined,
        f.id ? eq(itemLines.id, f.id) : undefined,
      ),
    )
    .orderBy(asc(itemLines.name), asc(itemLines.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    isActive: r.isActive,
    group: r.groupId !== null && r.groupName !== null ? { id: r.groupId, name: r.groupName } : null,
  }));
}

export async function getItemLine(db: Db, id: number): Promise<ItemLine> {
  const [line] = await listItemLines(db, { id });
  if (!line) throw notFound('item line');
  return line;
}

export const listItemLineGroups = (db: Db) =>
  db
    .select()
    .from(itemLineGroups)
    .orderBy(asc(itemLineGroups.sort), asc(itemLineGroups.name), asc(itemLineGroups.id));

export async function createItemLineGroup(
  ctx: RouteContext<z.output<typeof createItemLineGroupBodySchema>, unknown, unknown>,
) {
  const taken = await ctx.db
    .select({ id: itemLineGroups.id })
    .from(itemLineGroups)
    .where(eq(sql`lower(${itemLineGroups.name})`, ctx.body.name.toLowerCase()));
  if (taken.length) throw duplicate(DUPLICATE_ITEM_LINE_GROUP);
  const [row] = await ctx.db.insert(itemLineGroups).values(ctx.body).returning();
  await ctx.audit({ entity: 'itemLineGroup', entityId: row.id, action: 'create', after: ctx.body });
  return row;
}

export async function createItemLine(
  ctx: RouteContext<z.output<typeof createItemLineBodySchema>, unknown, unknown>,
): Promise<ItemLine> {
  const { db, body } = ctx;
  const taken = await db
    .select({ id: itemLines.id })
    .from(itemLines)
    .where(eq(sql`lower(${itemLines.name})`, body.name.toLowerCase()));
  if (taken.length) throw duplicate(DUPLICATE_ITEM_LINE);
  if (body.groupId) {
    const [group] = await db.select().from(itemLineGroups).where(eq(itemLineGroups.id, body.groupId));
    if (!group) throw fieldError('groupId', 'Unknown item line group.');
  }
  const [row] = await db.insert(itemLines).values(body).returning();
  await ctx.audit({ entity: 'itemLine', entityId: row.id, action: 'create', after: body });
  return getItemLine(db, row.id);
}
