import {
  type createWarehouseBodySchema,
  SINGLE_BIN_HEADER,
  type updateWarehouseBodySchema,
  WAREHOUSE_MESSAGES,
  type Warehouse,
} from '@fieldline/contracts/warehouses/warehouses.contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getUserRefs } from '../identity';
import { listOffices } from '../organization';
import { getSettings } from '../system';
import { type BinRow, binsOf, findWarehouses, type WarehouseRow } from './warehouses.repository';
import { warehouseBins, warehouses } from './warehouses.table';

/** Sets the single-bin-inventory header every warehouse answer carries; returns the setting. */
export async function markSingleBin(db: Db, reply: FastifyReply): Promise<boolean> {
  const single = (await getSettings(db)).UseSingleBinInventory;
  reply.header(SINGLE_BIN_HEADER, String(single));
  return single;
}

/** Full warehouse records with office and driver names and bins: one query per kind. */
export async function toWarehouses(db: Db, rows: WarehouseRow[]): Promise<Warehouse[]> {
  if (rows.length === 0) return [];
  const [bins, offices, people] = await Promise.all([
    binsOf(
      db,
      rows.map((w) => w.id),
    ),
    listOffices(db, { ids: [...new Set(rows.map((w) => w.officeId))] }),
    getUserRefs(
      db,
      rows.flatMap((w) => (w.employeeId ? [w.employeeId] : [])),
    ),
  ]);
  const officeNames = new Map(offices.map((o) => [o.id, o.name]));
  return rows.map((w) => ({
    id: w.id,
    name: w.name,
    officeId: w.officeId,
    officeName: officeNames.get(w.officeId) ?? '',
    isVan: w.isVan,
    employeeId: w.employeeId,
    employeeName: w.employeeId ? (people.get(w.employeeId)?.displayName ?? null) : null,
    isActive: w.isActive,
    bins: bins
      .filter((b) => b.warehouseId === w.id)
      .map((b) => ({ id: b.id, name: b.name, sort: b.sort, isActive: b.isActive })),
    ...auditOut(w),
  }));
}

export async function listWarehouses(
  db: Db,
  f: { officeId?: number; isVan?: boolean; active?: boolean },
): Promise<Warehouse[]> {
  return toWarehouses(db, await findWarehouses(db, f));
}

export async function getWarehouse(db: Db, id: number): Promise<Warehouse> {
  const [row] = await findWarehouses(db, { ids: [id] });
  if (!row) throw notFound('warehouse');
  return (await toWarehouses(db, [row]))[0];
}

async function checkRefs(db: Db, body: { officeId?: number; employeeId?: number | null }) {
  if (body.officeId !== undefined && (await listOffices(db, { ids: [body.officeId] })).length === 0)
    throw fieldError('officeId', 'Unknown office.');
  if (body.employeeId && !(await getUserRefs(db, [body.employeeId])).has(body.employeeId))
    throw fieldError('employeeId', 'Unknown employee.');
}

function checkBinNames(names: string[], field: string) {
  const seen = new Set<string>();
  for (const [i, name] of names.entries()) {
    const key = name.toLowerCase();
    if (seen.has(key))
      throw badRequest(WAREHOUSE_MESSAGES.duplicateBin, [
        { field: `${field}[${i}].name`, message: WAREHOUSE_MESSAGES.duplicateBin },
      ]);
    seen.add(key);
  }
}

const auditable = (w: Warehouse) => ({
  name: w.name,
  officeId: w.officeId,
  isVan: w.isVan,
  employeeId: w.employeeId,
  isActive: w.isActive,
  bins: w.bins.map((b) => `${b.id}:${b.name}${b.isActive ? '' : ' (inactive)'}`).join(', '),
});

export async function createWarehouse(
  ctx: RouteContext<z.output<typeof createWarehouseBodySchema>, unknown, unknown>,
): Promise<Warehouse> {
  const { db, body } = ctx;
  await checkRefs(db, body);
  const binNames = body.bins.length > 0 ? body.bins.map((b) => b.name) : ['Main'];
  checkBinNames(binNames, 'bins');
  const [row] = await db
    .insert(warehouses)
    .values({
      name: body.name,
      officeId: body.officeId,
      isVan: body.isVan,
      employeeId: body.employeeId ?? null,
      isActive: body.isActive,
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  await db.insert(warehouseBins).values(binNames.map((name, sort) => ({ warehouseId: row.id, name, sort })));
  const created = await getWarehouse(db, row.id);
  await ctx.audit({ entity: 'warehouse', entityId: row.id, action: 'create', after: auditable(created) });
  return created;
}

export async function updateWarehouse(
  ctx: RouteContext<z.output<typeof updateWarehouseBodySchema>, unknown, { id: number }>,
): Promise<Warehouse> {
  const { db, body, params } = ctx;
  const before = await getWarehouse(db, params.id);
  const { version, bins, ...fields } = body;
  await checkRefs(db, fields);
  const row = await updateVersioned(db, warehouses, params.id, version, fields, ctx.user.id, 'warehouse');
  if (bins) await saveBins(db, row.id, before.bins, bins);
  const after = await getWarehouse(db, params.id);
  await ctx.audit({
    entity: 'warehouse',
    entityId: params.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

/** Adds bins without id; renames or (de)activates bins with one. Bins are never deleted. */
async function saveBins(
  db: Db,
  warehouseId: number,
  existing: Warehouse['bins'],
  changes: NonNullable<z.output<typeof updateWarehouseBodySchema>['bins']>,
) {
  const byId = new Map(existing.map((b) => [b.id, b]));
  const names = new Map(existing.map((b) => [b.id, b.name]));
  for (const [i, change] of changes.entries()) {
    if (change.id === undefined) {
      if (!change.name) throw fieldError(`bins[${i}].name`, 'Name is required for a new bin');
    } else if (!byId.has(change.id)) {
      throw fieldError(`bins[${i}].id`, WAREHOUSE_MESSAGES.binNotInWarehouse);
    } else if (change.name) {
      names.set(change.id, change.name);
    }
  }
  const added = changes.filter((c) => c.id === undefined);
  checkBinNames([...names.values(), ...added.map((c) => c.name!)], 'bins');
  let sort = Math.max(-1, ...existing.map((b) => b.sort));
  for (const change of changes) {
    if (change.id === undefined) continue;
    const set: Partial<BinRow> = {};
    if (change.name !== undefined) set.name = change.name;
    if (change.isActive !== undefined) set.isActive = change.isActive;
    if (Object.keys(set).length > 0)
      await db.update(warehouseBins).set(set).where(eq(warehouseBins.id, change.id));
  }
  if (added.length > 0)
    await db
      .insert(warehouseBins)
      .values(added.map((c) => ({ warehouseId, name: c.name!, isActive: c.isActive ?? true, sort: ++sort })));
}

/** The bin a warehouse uses when none is chosen: its first active bin. */
export async function defaultBinOfWarehouse(db: Db, warehouseId: number): Promise<BinRow | undefined> {
  const bins = await binsOf(db, [warehouseId]);
  return bins.find((b) => b.isActive);
}

/** Checks that the bins belong to their warehouses (one query); throws 400 on the named field. */
export async function checkBinsInWarehouses(
  db: Db,
  pairs: { warehouseId: number; binId: number; field: string }[],
) {
  if (pairs.length === 0) return;
  const rows = await db
    .select({ id: warehouseBins.id, warehouseId: warehouseBins.warehouseId })
    .from(warehouseBins)
    .where(
      inArray(
        warehouseBins.id,
        pairs.map((p) => p.binId),
      ),
    );
  const owner = new Map(rows.map((r) => [r.id, r.warehouseId]));
  for (const p of pairs)
    if (owner.get(p.binId) !== p.warehouseId) throw fieldError(p.field, WAREHOUSE_MESSAGES.binNotInWarehouse);
}
