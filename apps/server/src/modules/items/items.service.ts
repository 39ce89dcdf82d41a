import { type FieldError, Messages } from '@fieldline/contracts/common/errors';
import {
  type createItemBodySchema,
  DUPLICATE_ITEM_CODE,
  type Item,
  quantityScaleProblem,
  type systemTypeBodySchema,
  type updateItemBodySchema,
} from '@fieldline/contracts/items/items.contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { AppError, badRequest, fieldError } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { supplierRefs } from '../suppliers';
import { getItem } from './items.read';
import { itemCategories, itemLines, itemMarkups, items, itemTypes, manufacturers } from './items.table';

type CreateBody = z.output<typeof createItemBodySchema>;
type UpdateBody = z.output<typeof updateItemBodySchema>;
export type WriteContext = Pick<RouteContext<unknown, unknown, unknown>, 'db' | 'user' | 'audit'>;

export interface ItemRefs {
  typeId?: number | null;
  categoryId?: number | null;
  manufacturerId?: number | null;
  itemLineId?: number | null;
  markupId?: number | null;
  supplierId?: number | null;
}

const idsOf = (list: ItemRefs[], key: keyof ItemRefs) => [
  ...new Set(list.map((r) => r[key]).filter((v): v is number => typeof v === 'number')),
];

/** The ids of `ids` present in `table` (one query). */
export async function existing(db: Db, table: PgTable & { id: PgColumn }, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await (db as any).select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set<number>(rows.map((r: { id: number }) => r.id));
}

/**
 * Unknown type, category, manufacturer, line, markup or supplier ids are bad input naming the field
 * (`prefix` names the row of a bulk request). One query per kind for any number of rows.
 */
export async function checkItemRefs(db: Db, list: ItemRefs[], prefix = (_i: number) => '') {
  const [types, categories, makers, lines, markups, supplierMap] = await Promise.all([
    existing(db, itemTypes, idsOf(list, 'typeId')),
    existing(db, itemCategories, idsOf(list, 'categoryId')),
    existing(db, manufacturers, idsOf(list, 'manufacturerId')),
    existing(db, itemLines, idsOf(list, 'itemLineId')),
    existing(db, itemMarkups, idsOf(list, 'markupId')),
    supplierRefs(db, idsOf(list, 'supplierId')),
  ]);
  const errors: FieldError[] = [];
  const check = (i: number, key: keyof ItemRefs, found: { has(id: number): boolean }, what: string) => {
    const v = list[i][key];
    if (typeof v === 'number' && !found.has(v)) errors.push({ field: `${prefix(i)}${key}`, message: what });
  };
  list.forEach((_r, i) => {
    check(i, 'typeId', types, 'Unknown item type.');
    check(i, 'categoryId', categories, 'Unknown item category.');
    check(i, 'manufacturerId', makers, 'Unknown manufacturer.');
    check(i, 'itemLineId', lines, 'Unknown item line.');
    check(i, 'markupId', markups, 'Unknown item markup.');
    check(i, 'supplierId', supplierMap, 'Unknown supplier.');
  });
  if (errors.length) throw badRequest(Messages.validation, errors);
}

export async function itemCodeTaken(db: Db, code: string, exceptId?: number) {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        eq(sql`lower(${items.itemCode})`, code.toLowerCase()),
        exceptId ? ne(items.id, exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

/** A duplicate item code is a conflict (409) that still names the field. */
export const duplicateCode = (field = 'itemCode') =>
  new AppError(409, 'DUPLICATE', DUPLICATE_ITEM_CODE, [{ field, message: DUPLICATE_ITEM_CODE }]);

export async function defaultTypeId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: itemTypes.id })
    .from(itemTypes)
    .orderBy(sql`${itemTypes.name} <> 'Stock Part'`, itemTypes.sort)
    .limit(1);
  return row.id;
}

/** What the audit log compares for an item. */
const auditable = (i: Item) => ({
  itemCode: i.itemCode,
  name: i.name,
  description: i.description,
  typeId: i.type.id,
  categoryId: i.category?.id ?? null,
  manufacturerId: i.manufacturer?.id ?? null,
  itemLineId: i.itemLine?.id ?? null,
  markupId: i.markup?.id ?? null,
  supplierId: i.supplier?.id ?? null,
  systemType: i.systemType,
  quantityStep: i.quantityStep,
  quantityDecimals: i.quantityDecimals,
  cost: i.cost,
  materialCost: i.materialCost,
  price: i.price,
  isActive: i.isActive,
});

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

export async function createItem(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<Item> {
  const { db, body } = ctx;
  if (await itemCodeTaken(db, body.itemCode)) throw duplicateCode();
  await checkItemRefs(db, [body]);
  const [row] = await db
    .insert(items)
    .values({
      ...body,
      description: body.description ?? '',
      typeId: body.typeId ?? (await defaultTypeId(db)),
      supplierPartNumber: blankToNull(body.supplierPartNumber),
      systemType: blankToNull(body.systemType),
      quantityStep: body.quantityStep ?? '1',
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning({ id: items.id });
  const item = await getItem(db, row.id);
  await ctx.audit({ entity: 'item', entityId: row.id, action: 'create', after: auditable(item) });
  return item;
}

export async function updateItem(ctx: RouteContext<UpdateBody, unknown, { id: number }>): Promise<Item> {
  const { db, body, params } = ctx;
  const before = await getItem(db, params.id);
  const { version, ...fields } = body;
  if (fields.itemCode !== undefined && (await itemCodeTaken(db, fields.itemCode, params.id))) {
    throw duplicateCode();
  }
  // The scale is checked whole: a new step against the stored decimals and the other way round.
  if (fields.quantityStep !== undefined || fields.quantityDecimals !== undefined) {
    const problem = quantityScaleProblem({
      step: fields.quantityStep ?? before.quantityStep,
      decimals: fields.quantityDecimals ?? before.quantityDecimals,
    });
    // Name the half the caller sent when the stored other half is what no longer fits.
    const field =
      fields[problem?.field ?? 'quantityStep'] === undefined && problem
        ? problem.field === 'quantityStep'
          ? 'quantityDecimals'
          : 'quantityStep'
        : problem?.field;
    if (problem && field) throw fieldError(field, problem.message);
  }
  await checkItemRefs(db, [fields]);
  await updateVersioned(
    db,
    items,
    params.id,
    version,
    {
      ...fields,
      supplierPartNumber: blankToNull(fields.supplierPartNumber),
      systemType: blankToNull(fields.systemType),
    },
    ctx.user.id,
    'item',
  );
  const after = await getItem(db, params.id);
  await ctx.audit({
    entity: 'item',
    entityId: params.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

/** PATCH items/{id}/systemtype sets the line-item grouping class; DELETE clears it. */
export async function setSystemType(
  ctx: RouteContext<z.output<typeof systemTypeBodySchema> | undefined, unknown, { id: number }>,
): Promise<Item> {
  const { db, params } = ctx;
  const before = await getItem(db, params.id);
  const systemType = ctx.body?.systemType ?? null;
  await updateVersioned(db, items, params.id, undefined, { systemType }, ctx.user.id, 'item');
  await ctx.audit({
    entity: 'item',
    entityId: params.id,
    action: 'update',
    before: { systemType: before.systemType },
    after: { systemType },
  });
  return getItem(db, params.id);
}
