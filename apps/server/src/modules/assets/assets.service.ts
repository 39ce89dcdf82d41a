import {
  type createAssetBodySchema,
  type createAssetGroupBodySchema,
  ASSET_MESSAGES as M,
  type transferAssetsBodySchema,
  type updateAssetBodySchema,
} from '@fieldline/contracts/assets/assets.contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowExists } from '../../platform/db/exists';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { items } from '../items/items.table';
import { offices } from '../organization';
import { getAsset } from './assets.read';
import { assetGroups, assetStatuses, assets, assetTransfers, assetTypes } from './assets.table';

type CreateBody = z.output<typeof createAssetBodySchema>;
type UpdateBody = z.output<typeof updateAssetBodySchema>;

async function checkRefs(db: Db, b: Partial<CreateBody>) {
  if (!(await rowExists(db, assetTypes, b.typeId))) throw fieldError('typeId', M.unknownType);
  if (!(await rowExists(db, assetStatuses, b.statusId))) throw fieldError('statusId', M.unknownStatus);
  if (!(await rowExists(db, assetGroups, b.groupId))) throw fieldError('groupId', M.unknownGroup);
  if (!(await rowExists(db, offices, b.officeId))) throw fieldError('officeId', M.unknownOffice);
  if (!(await rowExists(db, items, b.itemId))) throw fieldError('itemId', M.unknownItem);
}

async function checkNumber(db: Db, number: string | undefined, self?: number) {
  if (number === undefined) return;
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.assetNumber, number), self ? ne(assets.id, self) : undefined));
  if (row) throw fieldError('assetNumber', M.duplicateNumber);
}

export async function createAsset(ctx: RouteContext<CreateBody, unknown, unknown>) {
  const { db, body, user } = ctx;
  await checkRefs(db, body);
  await checkNumber(db, body.assetNumber);
  const [row] = await db
    .insert(assets)
    .values({
      ...body,
      cost: body.cost === undefined ? '0' : String(body.cost),
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning({ id: assets.id });
  await ctx.audit({ entity: 'asset', entityId: row.id, action: 'create', after: body });
  return getAsset(db, row.id);
}

export async function updateAsset(ctx: RouteContext<UpdateBody, unknown, { id: number }>) {
  const { db, body, user, params } = ctx;
  const before = await getAsset(db, params.id);
  await checkRefs(db, body);
  await checkNumber(db, body.assetNumber, params.id);
  const { version, cost, ...rest } = body;
  const values: Partial<typeof assets.$inferInsert> = { ...rest };
  if (cost !== undefined) values.cost = String(cost);
  if (body.officeId !== undefined && body.officeId !== before.office.id)
    await db.insert(assetTransfers).values({
      assetId: params.id,
      fromOfficeId: before.office.id,
      toOfficeId: body.officeId,
      note: 'Office changed on the asset',
      createdBy: user.id,
    });
  await updateVersioned(db, assets, params.id, version, values, user.id, 'asset');
  await ctx.audit({ entity: 'asset', entityId: params.id, action: 'update', before, after: body });
  return getAsset(db, params.id);
}

/** Moves assets to another office in one statement, each move kept in the transfer history. */
export async function transferAssets(
  ctx: RouteContext<z.output<typeof transferAssetsBodySchema>, unknown, unknown>,
) {
  const { db, body, user } = ctx;
  const ids = [...new Set(body.assetIds)];
  if (ids.length === 0) throw fieldError('assetIds', M.nothingToTransfer);
  if (!(await rowExists(db, offices, body.officeId))) throw fieldError('officeId', M.unknownOffice);
  const found = await db
    .select({ id: assets.id, officeId: assets.officeId })
    .from(assets)
    .where(inArray(assets.id, ids))
    .for('update');
  if (found.length !== ids.length) throw fieldError('assetIds', 'Unknown asset.');
  const moving = found.filter((a) => a.officeId !== body.officeId);
  if (moving.length === 0) throw ruleViolation(M.sameOffice);
  await db.insert(assetTransfers).values(
    moving.map((a) => ({
      assetId: a.id,
      fromOfficeId: a.officeId,
      toOfficeId: body.officeId,
      note: body.note ?? '',
      createdBy: user.id,
    })),
  );
  await db
    .update(assets)
    .set({
      officeId: body.officeId,
      modifiedBy: user.id,
      modifiedDate: sql`now()`,
      version: sql`${assets.version} + 1`,
    })
    .where(
      inArray(
        assets.id,
        moving.map((a) => a.id),
      ),
    );
  await ctx.audit({
    entity: 'asset',
    entityId: 0,
    action: 'transfer',
    after: { ids: moving.map((a) => a.id), officeId: body.officeId },
  });
  return { transferred: moving.length };
}

export async function listTransfers(db: Db, assetId: number) {
  await getAsset(db, assetId);
  const from = sql<string>`(select name from ${offices} where id = ${assetTransfers.fromOfficeId})`;
  const to = sql<string>`(select name from ${offices} where id = ${assetTransfers.toOfficeId})`;
  const rows = await db
    .select({ t: assetTransfers, fromName: from, toName: to })
    .from(assetTransfers)
    .where(eq(assetTransfers.assetId, assetId))
    .orderBy(asc(assetTransfers.createdDate), asc(assetTransfers.id));
  return rows.map(({ t, fromName, toName }) => ({
    id: t.id,
    assetId: t.assetId,
    fromOffice: { id: t.fromOfficeId, name: fromName },
    toOffice: { id: t.toOfficeId, name: toName },
    note: t.note,
    by: t.createdBy,
    at: new Date(t.createdDate).toISOString(),
  }));
}

export const listTypes = (db: Db) => db.select().from(assetTypes).orderBy(asc(assetTypes.name));
export const listStatuses = (db: Db) =>
  db
    .select({
      id: assetStatuses.id,
      name: assetStatuses.name,
      isAvailable: assetStatuses.isAvailable,
      isActive: assetStatuses.isActive,
    })
    .from(assetStatuses)
    .orderBy(asc(assetStatuses.sortOrder), asc(assetStatuses.name));

export async function listGroups(db: Db) {
  const rows = await db
    .select({
      id: assetGroups.id,
      name: assetGroups.name,
      description: assetGroups.description,
      itemId: assetGroups.itemId,
      isActive: assetGroups.isActive,
      assetCount:
        sql<number>`(select count(*) from ${assets} where ${assets.groupId} = ${assetGroups.id} and ${assets.isActive})`.mapWith(
          Number,
        ),
    })
    .from(assetGroups)
    .orderBy(asc(assetGroups.name));
  return rows;
}

/** Each office with the groups of its active assets and how many of each. */
export async function officeGroups(db: Db) {
  const rows = await db
    .select({
      officeId: offices.id,
      officeName: offices.name,
      groupId: assetGroups.id,
      groupName: assetGroups.name,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(assets)
    .innerJoin(offices, eq(offices.id, assets.officeId))
    .innerJoin(assetGroups, eq(assetGroups.id, assets.groupId))
    .where(eq(assets.isActive, true))
    .groupBy(offices.id, offices.name, assetGroups.id, assetGroups.name)
    .orderBy(asc(offices.name), asc(assetGroups.name));
  const out = new Map<
    number,
    {
      office: { id: number; name: string };
      groups: { group: { id: number; name: string }; assetCount: number }[];
    }
  >();
  for (const r of rows) {
    const o = out.get(r.officeId) ?? { office: { id: r.officeId, name: r.officeName }, groups: [] };
    o.groups.push({ group: { id: r.groupId, name: r.groupName }, assetCount: r.n });
    out.set(r.officeId, o);
  }
  return [...out.values()];
}

export async function createType(ctx: RouteContext<{ name: string }, unknown, unknown>) {
  const [dupe] = await ctx.db
    .select({ id: assetTypes.id })
    .from(assetTypes)
    .where(eq(assetTypes.name, ctx.body.name));
  if (dupe) throw fieldError('name', 'An asset type with this name exists.');
  const [row] = await ctx.db.insert(assetTypes).values({ name: ctx.body.name }).returning();
  return row;
}

export async function createGroup(
  ctx: RouteContext<z.output<typeof createAssetGroupBodySchema>, unknown, unknown>,
) {
  const { db, body, user } = ctx;
  const [dupe] = await db
    .select({ id: assetGroups.id })
    .from(assetGroups)
    .where(eq(assetGroups.name, body.name));
  if (dupe) throw fieldError('name', 'An asset group with this name exists.');
  if (!(await rowExists(db, items, body.itemId))) throw fieldError('itemId', M.unknownItem);
  const [row] = await db
    .insert(assetGroups)
    .values({
      name: body.name,
      description: body.description ?? '',
      itemId: body.itemId ?? null,
      createdBy: user.id,
    })
    .returning({ id: assetGroups.id });
  return (await listGroups(db)).find((g) => g.id === row.id);
}

/**
 * What a status or office change would affect, before it is made (spec 1 §4 validate change and confirm):
 * warnings to show, and whether it may go ahead (an unknown status or office may not).
 */
export async function validateChange(db: Db, id: number, q: { statusId?: number; officeId?: number }) {
  const asset = await getAsset(db, id);
  const warnings: string[] = [];
  let canConfirm = true;
  if (q.statusId !== undefined && q.statusId !== asset.status.id) {
    const [s] = await db.select().from(assetStatuses).where(eq(assetStatuses.id, q.statusId));
    if (!s) {
      canConfirm = false;
      warnings.push(M.unknownStatus);
    } else if (!s.isAvailable && asset.isRentable)
      warnings.push(`While "${s.name}", ${asset.assetNumber} cannot be booked for rentals.`);
    if (s && !s.isAvailable && Number(asset.bookValue) > 0)
      warnings.push(
        `Its book value of ${asset.bookValue} stays on the books until the asset is disposed of.`,
      );
  }
  if (q.officeId !== undefined && q.officeId !== asset.office.id) {
    const [o] = await db.select({ name: offices.name }).from(offices).where(eq(offices.id, q.officeId));
    if (!o) {
      canConfirm = false;
      warnings.push(M.unknownOffice);
    } else
      warnings.push(
        `${asset.assetNumber} moves from ${asset.office.name} to ${o.name}; the move is kept in its transfer history.`,
      );
  }
  return { canConfirm, warnings };
}
