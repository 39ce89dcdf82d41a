import type { SearchResult } from '@fieldline/contracts/common/pagination';
import {
  type createManufacturerBodySchema,
  DUPLICATE_MANUFACTURER,
  MANUFACTURER_IN_USE,
  type Manufacturer,
  type manufacturerSearchQuerySchema,
  type updateManufacturerBodySchema,
} from '@fieldline/contracts/items/items.contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { duplicate } from './catalog.service';
import { items, manufacturers } from './items.table';

type Row = typeof manufacturers.$inferSelect;
const toManufacturer = (r: Row): Manufacturer => ({
  id: r.id,
  name: r.name,
  website: r.website,
  phone: r.phone,
  isActive: r.isActive,
  ...auditOut(r),
});
const auditable = (m: Manufacturer) => ({
  name: m.name,
  website: m.website,
  phone: m.phone,
  isActive: m.isActive,
});
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

export async function searchManufacturers(
  db: Db,
  q: z.output<typeof manufacturerSearchQuerySchema>,
): Promise<SearchResult<Manufacturer>> {
  // A few hundred rows at most: a plain contains match on the name is enough.
  const text = (q.query ?? '').trim();
  const where = and(
    text ? sql`${manufacturers.name} ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    q.isActive === undefined ? undefined : eq(manufacturers.isActive, q.isActive),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(manufacturers)
      .where(where)
      .orderBy(asc(manufacturers.name), asc(manufacturers.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(manufacturers).where(where),
  ]);
  return { data: rows.map(toManufacturer), count_filtered: total.n };
}

export async function getManufacturer(db: Db, id: number): Promise<Manufacturer> {
  const [row] = await db.select().from(manufacturers).where(eq(manufacturers.id, id));
  if (!row) throw notFound('manufacturer');
  return toManufacturer(row);
}

async function checkName(db: Db, name: string | undefined, exceptId?: number) {
  if (name === undefined) return;
  const rows = await db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(
      and(
        eq(sql`lower(${manufacturers.name})`, name.toLowerCase()),
        exceptId ? ne(manufacturers.id, exceptId) : undefined,
      ),
    );
  if (rows.length) throw duplicate(DUPLICATE_MANUFACTURER);
}

export async function createManufacturer(
  ctx: RouteContext<z.output<typeof createManufacturerBodySchema>, unknown, unknown>,
): Promise<Manufacturer> {
  const { body } = ctx;
  await checkName(ctx.db, body.name);
  const [row] = await ctx.db
    .insert(manufacturers)
    .values({
      ...body,
      website: blankToNull(body.website),
      phone: blankToNull(body.phone),
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  const out = toManufacturer(row);
  await ctx.audit({ entity: 'manufacturer', entityId: row.id, action: 'create', after: auditable(out) });
  return out;
}

export async function updateManufacturer(
  ctx: RouteContext<z.output<typeof updateManufacturerBodySchema>, unknown, { id: number }>,
): Promise<Manufacturer> {
  const before = await getManufacturer(ctx.db, ctx.params.id);
  const { version, ...fields } = ctx.body;
  await checkName(ctx.db, fields.name, ctx.params.id);
  const row = await updateVersioned(
    ctx.db,
    manufacturers,
    ctx.params.id,
    version,
    { ...fields, website: blankToNull(fields.website), phone: blankToNull(fields.phone) },
    ctx.user.id,
    'manufacturer',
  );
  const after = toManufacturer(row);
  await ctx.audit({
    entity: 'manufacturer',
    entityId: row.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

export async function deleteManufacturer(ctx: RouteContext<unknown, unknown, { id: number }>) {
  const before = await getManufacturer(ctx.db, ctx.params.id);
  const [used] = await ctx.db
    .select({ id: items.id })
    .from(items)
    .where(eq(items.manufacturerId, before.id))
    .limit(1);
  if (used) throw ruleViolation(MANUFACTURER_IN_USE);
  await ctx.db.delete(manufacturers).where(eq(manufacturers.id, before.id));
  await ctx.audit({
    entity: 'manufacturer',
    entityId: before.id,
    action: 'delete',
    before: auditable(before),
  });
}
