import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { isValidQuantity } from '@fieldline/contracts/items/items.contract';
import {
  BASE_OPTION_NAME,
  type createOptionBodySchema,
  type createOptionItemBodySchema,
  type createServicePackageBodySchema,
  PRICING_FIELDS,
  pricingFieldsGiven,
  SERVICE_PACKAGE_OPTION_NOT_FOUND,
  type ServicePackage,
  type updateOptionBodySchema,
  type updateOptionItemBodySchema,
  type updateServicePackageBodySchema,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { AppError, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { itemSummaries } from '../items';
import { getPackage, packageNotFound } from './service-packages.read';
import {
  servicePackageEquipment,
  servicePackageItems,
  servicePackageOptionItems,
  servicePackageOptions,
  servicePackages,
} from './service-packages.table';

type Ctx<B, P> = RouteContext<B, unknown, P>;
type IdP = { id: number };

export const PACKAGE_INACTIVE = 'This service package is inactive. Make it active before changing it.';
const optionNotFound = () => new AppError(404, ErrorCodes.NOT_FOUND, SERVICE_PACKAGE_OPTION_NOT_FOUND);

const auditable = (p: ServicePackage) => ({
  name: p.name,
  typeId: p.typeId,
  isActive: p.isActive,
  createBidGroup: p.createBidGroup,
  requiresItemOrEquipment: p.requiresItemOrEquipment,
});

/** The package row; an inactive one refuses every change but its own activation (spec 3 §4). */
async function activePackage(db: Db, id: number) {
  const [p] = await db.select().from(servicePackages).where(eq(servicePackages.id, id));
  if (!p) throw packageNotFound();
  if (!p.isActive) throw ruleViolation(PACKAGE_INACTIVE);
  return p;
}

async function touch(db: Db, id: number, userId: number) {
  await db
    .update(servicePackages)
    .set({ version: sql`${servicePackages.version} + 1`, modifiedDate: sql`now()`, modifiedBy: userId })
    .where(eq(servicePackages.id, id));
}

async function checkItemsExist(db: Db, ids: number[], field: string) {
  const found = await itemSummaries(db, ids);
  ids.forEach((id, i) => {
    if (!found.has(id)) throw fieldError(`${field}[${i}]`, 'Unknown item.');
  });
  return found;
}

/** Add: name, type, links; every package starts with its 'Base' option. */
export async function createPackage(ctx: Ctx<z.output<typeof createServicePackageBodySchema>, unknown>) {
  const { db, body, user } = ctx;
  const itemIds = [...new Set(body.associatedItems ?? [])];
  const equipmentIds = [...new Set(body.associatedEquipment ?? [])];
  await checkItemsExist(db, itemIds, 'associatedItems');
  const [row] = await db
    .insert(servicePackages)
    .values({
      name: body.name,
      typeId: body.typeID ?? body.typeId ?? null,
      createBidGroup: body.createBidGroup ?? false,
      requiresItemOrEquipment: body.requiresItemOrEquipment ?? false,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await db.insert(servicePackageOptions).values({
    packageId: row.id,
    name: BASE_OPTION_NAME,
    sort: 0,
    createdBy: user.id,
    modifiedBy: user.id,
  });
  if (itemIds.length) {
    await db.insert(servicePackageItems).values(itemIds.map((itemId) => ({ packageId: row.id, itemId })));
  }
  if (equipmentIds.length) {
    await db
      .insert(servicePackageEquipment)
      .values(equipmentIds.map((equipmentId) => ({ packageId: row.id, equipmentId })));
  }
  const created = await getPackage(db, row.id);
  await ctx.audit({
    entity: 'servicePackage',
    entityId: row.id,
    action: 'create',
    after: auditable(created),
  });
  return created;
}

export async function updatePackage(ctx: Ctx<z.output<typeof updateServicePackageBodySchema>, IdP>) {
  const { db, body, params } = ctx;
  const before = await getPackage(db, params.id);
  const { version, typeID, typeId, ...fields } = body;
  const type = typeID !== undefined ? typeID : typeId;
  // Only the active selector works on an inactive package.
  const changesOther = Object.keys(fields).some((k) => k !== 'isActive') || type !== undefined;
  if (!before.isActive && fields.isActive !== true && changesOther) throw ruleViolation(PACKAGE_INACTIVE);
  await updateVersioned(
    db,
    servicePackages,
    params.id,
    version,
    { ...fields, ...(type !== undefined ? { typeId: type } : {}) },
    ctx.user.id,
    'service package',
  );
  const after = await getPackage(db, params.id);
  await ctx.audit({
    entity: 'servicePackage',
    entityId: params.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

export async function deletePackage(ctx: Ctx<unknown, IdP>) {
  const before = await getPackage(ctx.db, ctx.params.id);
  await ctx.db.delete(servicePackages).where(eq(servicePackages.id, ctx.params.id));
  await ctx.audit({
    entity: 'servicePackage',
    entityId: before.id,
    action: 'delete',
    before: auditable(before),
  });
}

type LinkP = { id: number; linkedId: number };

export async function linkItem(ctx: Ctx<unknown, LinkP>) {
  const { db, params } = ctx;
  await activePackage(db, params.id);
  if (!(await itemSummaries(db, [params.linkedId])).has(params.linkedId)) throw notFound('item');
  await db
    .insert(servicePackageItems)
    .values({ packageId: params.id, itemId: params.linkedId })
    .onConflictDoNothing();
  await touch(db, params.id, ctx.user.id);
  return getPackage(db, params.id);
}

export async function unlinkItem(ctx: Ctx<unknown, LinkP>) {
  const { db, params } = ctx;
  await activePackage(db, params.id);
  await db
    .delete(servicePackageItems)
    .where(
      and(eq(servicePackageItems.packageId, params.id), eq(servicePackageItems.itemId, params.linkedId)),
    );
  await touch(db, params.id, ctx.user.id);
  return getPackage(db, params.id);
}

export async function linkEquipment(ctx: Ctx<unknown, LinkP>) {
  const { db, params } = ctx;
  await activePackage(db, params.id);
  await db
    .insert(servicePackageEquipment)
    .values({ packageId: params.id, equipmentId: params.linkedId })
    .onConflictDoNothing();
  await touch(db, params.id, ctx.user.id);
  return getPackage(db, params.id);
}

export async function unlinkEquipment(ctx: Ctx<unknown, LinkP>) {
  const { db, params } = ctx;
  await activePackage(db, params.id);
  await db
    .delete(servicePackageEquipment)
    .where(
      and(
        eq(servicePackageEquipment.packageId, params.id),
        eq(servicePackageEquipment.equipmentId, params.linkedId),
      ),
    );
  await touch(db, params.id, ctx.user.id);
  return getPackage(db, params.id);
}

// ---------- Options ----------

async function findOption(db: Db, optionId: number) {
  const [o] = await db.select().from(servicePackageOptions).where(eq(servicePackageOptions.id, optionId));
  if (!o) throw optionNotFound();
  return o;
}

/** A new option goes last. */
export async function addOption(ctx: Ctx<z.output<typeof createOptionBodySchema>, IdP>) {
  const { db, params, user } = ctx;
  await activePackage(db, params.id);
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${servicePackageOptions.sort}) + 1, 0)` })
    .from(servicePackageOptions)
    .where(eq(servicePackageOptions.packageId, params.id));
  await db.insert(servicePackageOptions).values({
    packageId: params.id,
    name: ctx.body.name,
    sort: Number(next),
    createdBy: user.id,
    modifiedBy: user.id,
  });
  await touch(db, params.id, user.id);
  return getPackage(db, params.id);
}

export async function updateOption(ctx: Ctx<z.output<typeof updateOptionBodySchema>, IdP>) {
  const { db, params, body } = ctx;
  const option = await findOption(db, params.id);
  await activePackage(db, option.packageId);
  const { version, ...fields } = body;
  await updateVersioned(
    db,
    servicePackageOptions,
    params.id,
    version,
    fields,
    ctx.user.id,
    'service package option',
  );
  await touch(db, option.packageId, ctx.user.id);
  return getPackage(db, option.packageId);
}

export async function removeOption(ctx: Ctx<unknown, IdP>) {
  const option = await findOption(ctx.db, ctx.params.id);
  await activePackage(ctx.db, option.packageId);
  await ctx.db.delete(servicePackageOptions).where(eq(servicePackageOptions.id, option.id));
  await touch(ctx.db, option.packageId, ctx.user.id);
  return getPackage(ctx.db, option.packageId);
}

// ---------- Option items ----------

async function checkQuantity(db: Db, itemId: number, quantity: string) {
  const item = (await itemSummaries(db, [itemId])).get(itemId);
  if (!item) throw fieldError('itemId', 'Unknown item.');
  const scale = { step: item.quantityStep, decimals: item.quantityDecimals };
  if (!isValidQuantity(quantity, scale)) {
    throw fieldError(
      'quantity',
      `Quantity must be a multiple of ${scale.step} with at most ${scale.decimals} decimals`,
    );
  }
}

export async function addOptionItem(ctx: Ctx<z.output<typeof createOptionItemBodySchema>, IdP>) {
  const { db, params, body, user } = ctx;
  const option = await findOption(db, params.id);
  await activePackage(db, option.packageId);
  await checkQuantity(db, body.itemId, body.quantity);
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${servicePackageOptionItems.sort}) + 1, 0)` })
    .from(servicePackageOptionItems)
    .where(eq(servicePackageOptionItems.optionId, option.id));
  await db.insert(servicePackageOptionItems).values({
    optionId: option.id,
    itemId: body.itemId,
    quantity: body.quantity,
    overridePrice: body.overridePrice ?? null,
    markupPercent: body.markupPercent ?? null,
    marginPercent: body.marginPercent ?? null,
    discount: body.discount ?? null,
    sort: body.sort ?? Number(next),
    createdBy: user.id,
    modifiedBy: user.id,
  });
  await touch(db, option.packageId, user.id);
  return getPackage(db, option.packageId);
}

async function findOptionItem(db: Db, id: number) {
  const [row] = await db
    .select({ i: servicePackageOptionItems, packageId: servicePackageOptions.packageId })
    .from(servicePackageOptionItems)
    .innerJoin(servicePackageOptions, eq(servicePackageOptions.id, servicePackageOptionItems.optionId))
    .where(eq(servicePackageOptionItems.id, id));
  if (!row) throw notFound('service package option item');
  return row;
}

/** The pricing value sent (non-empty) wins and clears the other two (spec 3 §5). */
export async function updateOptionItem(ctx: Ctx<z.output<typeof updateOptionItemBodySchema>, IdP>) {
  const { db, params, body } = ctx;
  const { i, packageId } = await findOptionItem(db, params.id);
  await activePackage(db, packageId);
  await checkQuantity(db, i.itemId, body.quantity);
  const { version, ...fields } = body;
  const [winner] = pricingFieldsGiven(fields);
  const pricing: Record<string, string | null> = {};
  for (const f of PRICING_FIELDS) {
    if (winner) pricing[f] = f === winner ? (fields[f] as string) : null;
    else if (fields[f] !== undefined) pricing[f] = fields[f] ?? null;
  }
  await updateVersioned(
    db,
    servicePackageOptionItems,
    params.id,
    version,
    {
      quantity: fields.quantity,
      ...pricing,
      ...(fields.discount !== undefined ? { discount: fields.discount } : {}),
      ...(fields.sort !== undefined ? { sort: fields.sort } : {}),
    },
    ctx.user.id,
    'service package option item',
  );
  await touch(db, packageId, ctx.user.id);
  return getPackage(db, packageId);
}

export async function removeOptionItem(ctx: Ctx<unknown, IdP>) {
  const { i, packageId } = await findOptionItem(ctx.db, ctx.params.id);
  await activePackage(ctx.db, packageId);
  await ctx.db.delete(servicePackageOptionItems).where(eq(servicePackageOptionItems.id, i.id));
  await touch(ctx.db, packageId, ctx.user.id);
  return getPackage(ctx.db, packageId);
}
