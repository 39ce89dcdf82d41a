import type {
  createAssignmentBodySchema,
  createWarehouseOfficeBodySchema,
  DefaultBin,
  OfficeSourcing,
  updateWarehouseOfficeBodySchema,
  WarehouseAssignment,
  WarehouseOffice,
} from '@fieldline/contracts/warehouses/warehouses.contract';
import { WAREHOUSE_MESSAGES } from '@fieldline/contracts/warehouses/warehouses.contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getUserRefs } from '../identity';
import { getOffice, listOffices } from '../organization';
import { getSettings } from '../system';
import { findBin, findWarehouses } from './warehouses.repository';
import { defaultBinOfWarehouse } from './warehouses.service';
import { itemWarehouses, warehouseAssignments, warehouseOffices } from './warehouses.table';

type Ctx<B = unknown, P = unknown> = RouteContext<B, unknown, P>;

// ---- Warehouse offices ----

async function toWarehouseOffices(db: Db, rows: (typeof warehouseOffices.$inferSelect)[]) {
  const [houses, offices] = await Promise.all([
    findWarehouses(db, { ids: [...new Set(rows.map((r) => r.warehouseId))] }),
    listOffices(db, { ids: [...new Set(rows.map((r) => r.officeId))] }),
  ]);
  const wh = new Map(houses.map((w) => [w.id, w]));
  const officeNames = new Map(offices.map((o) => [o.id, o.name]));
  return rows.map(
    (r): WarehouseOffice => ({
      id: r.id,
      officeId: r.officeId,
      officeName: officeNames.get(r.officeId) ?? '',
      warehouseId: r.warehouseId,
      warehouseName: wh.get(r.warehouseId)?.name ?? '',
      isVan: wh.get(r.warehouseId)?.isVan ?? false,
      canSourceFrom: r.canSourceFrom,
      autoSourceFrom: r.autoSourceFrom,
      isDefault: r.isDefault,
    }),
  );
}

export async function listWarehouseOffices(db: Db, f: { officeId?: number; warehouseId?: number }) {
  const rows = await db
    .select()
    .from(warehouseOffices)
    .where(
      and(
        f.officeId ? eq(warehouseOffices.officeId, f.officeId) : undefined,
        f.warehouseId ? eq(warehouseOffices.warehouseId, f.warehouseId) : undefined,
      ),
    )
    .orderBy(asc(warehouseOffices.officeId), asc(warehouseOffices.id));
  return toWarehouseOffices(db, rows);
}

export async function getWarehouseOffice(db: Db, id: number): Promise<WarehouseOffice> {
  const rows = await db.select().from(warehouseOffices).where(eq(warehouseOffices.id, id));
  if (!rows[0]) throw notFound('warehouse office');
  return (await toWarehouseOffices(db, rows))[0];
}

/** One default warehouse per office: setting one clears the office's others first. */
async function clearDefault(db: Db, officeId: number, keepId: number | null) {
  await db
    .update(warehouseOffices)
    .set({ isDefault: false })
    .where(
      and(
        eq(warehouseOffices.officeId, officeId),
        keepId === null ? undefined : ne(warehouseOffices.id, keepId),
      ),
    );
}

export async function createWarehouseOffice(ctx: Ctx<z.output<typeof createWarehouseOfficeBodySchema>>) {
  const { db, body } = ctx;
  if ((await listOffices(db, { ids: [body.officeId] })).length === 0)
    throw fieldError('officeId', 'Unknown office.');
  if ((await findWarehouses(db, { ids: [body.warehouseId] })).length === 0)
    throw fieldError('warehouseId', 'Unknown warehouse.');
  if (body.isDefault) await clearDefault(db, body.officeId, null);
  const [row] = await db.insert(warehouseOffices).values(body).returning();
  const after = await getWarehouseOffice(db, row.id);
  await ctx.audit({ entity: 'warehouseOffice', entityId: row.id, action: 'create', after });
  return after;
}

export async function updateWarehouseOffice(
  ctx: Ctx<z.output<typeof updateWarehouseOfficeBodySchema>, { id: number }>,
) {
  const { db, body, params } = ctx;
  const before = await getWarehouseOffice(db, params.id);
  if (body.isDefault) await clearDefault(db, before.officeId, before.id);
  if (Object.keys(body).length > 0)
    await db.update(warehouseOffices).set(body).where(eq(warehouseOffices.id, params.id));
  const after = await getWarehouseOffice(db, params.id);
  await ctx.audit({ entity: 'warehouseOffice', entityId: params.id, action: 'update', before, after });
  return after;
}

export async function deleteWarehouseOffice(ctx: Ctx<unknown, { id: number }>) {
  const before = await getWarehouseOffice(ctx.db, ctx.params.id);
  await ctx.db.delete(warehouseOffices).where(eq(warehouseOffices.id, ctx.params.id));
  await ctx.audit({ entity: 'warehouseOffice', entityId: before.id, action: 'delete', before });
}

/**
 * Spec 2 §3 Office for sourcing: the office's own warehouses (its officeId) and those linked through
 * warehouse offices, with the sourcing flags; an office's own warehouse without a link row can be
 * sourced from and is not auto-sourced. Inactive warehouses are left out.
 */
export async function officeSourcing(db: Db, officeId: number): Promise<OfficeSourcing> {
  const office = await getOffice(db, officeId);
  const links = await db.select().from(warehouseOffices).where(eq(warehouseOffices.officeId, officeId));
  const own = await findWarehouses(db, { officeId, active: true });
  const linked = await findWarehouses(db, { ids: links.map((l) => l.warehouseId), active: true });
  const all = new Map([...own, ...linked].map((w) => [w.id, w]));
  const linkOf = new Map(links.map((l) => [l.warehouseId, l]));
  const ref = (id: number) => {
    const w = all.get(id)!;
    return { id: w.id, name: w.name, isVan: w.isVan };
  };
  const defaultLink = links.find((l) => l.isDefault && all.has(l.warehouseId));
  return {
    id: office.id,
    name: office.name,
    defaultWarehouse: defaultLink ? ref(defaultLink.warehouseId) : null,
    warehouses: [...all.values()]
      .sort((a, b) => Number(a.isVan) - Number(b.isVan) || a.name.localeCompare(b.name))
      .map((w) => ({
        canSourceFrom: linkOf.get(w.id)?.canSourceFrom ?? true,
        autoSourceFrom: linkOf.get(w.id)?.autoSourceFrom ?? false,
        warehouse: ref(w.id),
      })),
  };
}

// ---- Assignments ----

async function toAssignments(db: Db, rows: (typeof warehouseAssignments.$inferSelect)[]) {
  const [houses, people] = await Promise.all([
    findWarehouses(db, { ids: [...new Set(rows.map((r) => r.warehouseId))] }),
    getUserRefs(
      db,
      rows.map((r) => r.employeeId),
    ),
  ]);
  const wh = new Map(houses.map((w) => [w.id, w]));
  return rows.map(
    (r): WarehouseAssignment => ({
      id: r.id,
      warehouseId: r.warehouseId,
      warehouseName: wh.get(r.warehouseId)?.name ?? '',
      isVan: wh.get(r.warehouseId)?.isVan ?? false,
      employeeId: r.employeeId,
      employeeName: people.get(r.employeeId)?.displayName ?? '',
      isPrimary: r.isPrimary,
    }),
  );
}

export async function listAssignments(db: Db, f: { warehouseId?: number; employeeId?: number }) {
  const rows = await db
    .select()
    .from(warehouseAssignments)
    .where(
      and(
        f.warehouseId ? eq(warehouseAssignments.warehouseId, f.warehouseId) : undefined,
        f.employeeId ? eq(warehouseAssignments.employeeId, f.employeeId) : undefined,
      ),
    )
    .orderBy(asc(warehouseAssignments.warehouseId), asc(warehouseAssignments.id));
  return toAssignments(db, rows);
}

export async function getAssignment(db: Db, id: number) {
  const rows = await db.select().from(warehouseAssignments).where(eq(warehouseAssignments.id, id));
  if (!rows[0]) throw notFound('warehouse assignment');
  return (await toAssignments(db, rows))[0];
}

export async function createAssignment(ctx: Ctx<z.output<typeof createAssignmentBodySchema>>) {
  const { db, body } = ctx;
  if ((await findWarehouses(db, { ids: [body.warehouseId] })).length === 0)
    throw fieldError('warehouseId', 'Unknown warehouse.');
  if (!(await getUserRefs(db, [body.employeeId])).has(body.employeeId))
    throw fieldError('employeeId', 'Unknown employee.');
  const [row] = await db.insert(warehouseAssignments).values(body).returning();
  const after = await getAssignment(db, row.id);
  await ctx.audit({ entity: 'warehouseAssignment', entityId: row.id, action: 'create', after });
  return after;
}

export async function updateAssignment(ctx: Ctx<{ isPrimary: boolean }, { id: number }>) {
  const before = await getAssignment(ctx.db, ctx.params.id);
  await ctx.db
    .update(warehouseAssignments)
    .set({ isPrimary: ctx.body.isPrimary })
    .where(eq(warehouseAssignments.id, ctx.params.id));
  const after = await getAssignment(ctx.db, ctx.params.id);
  await ctx.audit({ entity: 'warehouseAssignment', entityId: before.id, action: 'update', before, after });
  return after;
}

export async function deleteAssignment(ctx: Ctx<unknown, { id: number }>) {
  const before = await getAssignment(ctx.db, ctx.params.id);
  await ctx.db.delete(warehouseAssignments).where(eq(warehouseAssignments.id, ctx.params.id));
  await ctx.audit({ entity: 'warehouseAssignment', entityId: before.id, action: 'delete', before });
}

/** Warehouses an employee works out of: vans they drive and warehouses they are assigned to. */
export async function warehousesOfEmployee(db: Db, employeeId: number, vansOnly = true): Promise<number[]> {
  const assigned = await db
    .select({ id: warehouseAssignments.warehouseId })
    .from(warehouseAssignments)
    .where(eq(warehouseAssignments.employeeId, employeeId));
  const rows = await findWarehouses(db, { isVan: vansOnly ? true : undefined });
  const ids = new Set(assigned.map((a) => a.id));
  return rows.filter((w) => w.employeeId === employeeId || ids.has(w.id)).map((w) => w.id);
}

// ---- Default bin per item and warehouse ----

/**
 * The bin an item uses in a warehouse: its saved default when that bin is still active, else the
 * warehouse's first active bin. Every stock movement without a chosen bin lands here, and with
 * single-bin inventory every movement does.
 */
export async function resolveItemBin(db: Db, itemId: number, warehouseId: number): Promise<DefaultBin> {
  const [saved] = await db
    .select({ binId: itemWarehouses.defaultBinId })
    .from(itemWarehouses)
    .where(and(eq(itemWarehouses.itemId, itemId), eq(itemWarehouses.warehouseId, warehouseId)));
  if (saved?.binId) {
    const bin = await findBin(db, saved.binId);
    if (bin?.isActive) return { id: bin.id, name: bin.name };
  }
  const first = await defaultBinOfWarehouse(db, warehouseId);
  if (!first) throw ruleViolation(WAREHOUSE_MESSAGES.noBins);
  return { id: first.id, name: first.name };
}

export async function getDefaultBin(db: Db, itemId: number, warehouseId: number): Promise<DefaultBin> {
  if ((await findWarehouses(db, { ids: [warehouseId] })).length === 0) throw notFound('warehouse');
  await assertItem(db, itemId);
  return resolveItemBin(db, itemId, warehouseId);
}

export async function setDefaultBin(
  ctx: Ctx<{ warehouseId: number; binId: number }, { id: number }>,
): Promise<DefaultBin> {
  const { db, body, params } = ctx;
  await assertItem(db, params.id);
  const bin = await findBin(db, body.binId);
  if (!bin || bin.warehouseId !== body.warehouseId)
    throw fieldError('binId', WAREHOUSE_MESSAGES.binNotInWarehouse);
  await db
    .insert(itemWarehouses)
    .values({ itemId: params.id, warehouseId: body.warehouseId, defaultBinId: bin.id })
    .onConflictDoUpdate({
      target: [itemWarehouses.itemId, itemWarehouses.warehouseId],
      set: { defaultBinId: bin.id },
    });
  return { id: bin.id, name: bin.name };
}

/** The item exists (the items table belongs to the items module: a bare existence check). */
async function assertItem(db: Db, itemId: number) {
  const result = await db.execute(sql`select 1 from items where id = ${itemId}`);
  const rows = ((result as any).rows ?? result) as unknown[];
  if (rows.length === 0) throw notFound('item');
}

/** Whether bins are chosen at all (UseSingleBinInventory off). */
export async function binsAreChosen(db: Db) {
  return !(await getSettings(db)).UseSingleBinInventory;
}
