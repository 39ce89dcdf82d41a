import type { SearchResult } from '@fieldline/contracts/common/pagination';
import {
  type createSupplierBodySchema,
  DUPLICATE_SUPPLIER_ACCOUNT,
  type Supplier,
  type SupplierRow,
  type supplierSearchQuerySchema,
  type updateSupplierBodySchema,
} from '@fieldline/contracts/suppliers/suppliers.contract';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { addresses, loadAddresses, saveAddress } from '../addresses';
import { suppliers } from './suppliers.table';

type CreateBody = z.output<typeof createSupplierBodySchema>;
type UpdateBody = z.output<typeof updateSupplierBodySchema>;
type SearchQuery = z.output<typeof supplierSearchQuerySchema>;
type Row = typeof suppliers.$inferSelect;

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The expression the trigram index covers: searching through exactly it lets PostgreSQL use the index. */
const searchText = sql`(${suppliers.name} || ' ' || coalesce(${suppliers.accountNumber}, ''))`;

async function toSuppliers(db: Db, rows: Row[]): Promise<Supplier[]> {
  const addressById = await loadAddresses(
    db,
    rows.map((r) => r.addressId),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    accountNumber: r.accountNumber,
    address: r.addressId ? (addressById.get(r.addressId) ?? null) : null,
    phone: r.phone,
    email: r.email,
    website: r.website,
    contactName: r.contactName,
    paymentTermsDays: r.paymentTermsDays,
    notes: r.notes,
    isActive: r.isActive,
    ...auditOut(r),
  }));
}

export async function getSupplier(db: Db, id: number): Promise<Supplier> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw notFound('supplier');
  return (await toSuppliers(db, [row]))[0];
}

/** Id, name and account of the suppliers that exist (one query): for purchase orders and documents. */
export async function supplierRefs(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string; accountNumber: string | null }>();
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name, accountNumber: suppliers.accountNumber })
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

const rowColumns = {
  id: suppliers.id,
  name: suppliers.name,
  accountNumber: suppliers.accountNumber,
  city: addresses.city,
  state: addresses.state,
  phone: suppliers.phone,
  isActive: suppliers.isActive,
};

function searchWhere(f: { query?: string; isActive?: boolean }): SQL | undefined {
  return and(
    f.query ? sql`${searchText} ilike ${`%${escapeLike(f.query)}%`}` : undefined,
    f.isActive === undefined ? undefined : eq(suppliers.isActive, f.isActive),
  );
}

/** Every supplier (the list and the pickers): suppliers are a short list, ordered by name. */
export async function listSuppliers(db: Db, f: { isActive?: boolean }): Promise<SupplierRow[]> {
  return db
    .select(rowColumns)
    .from(suppliers)
    .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
    .where(searchWhere(f))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
}

export async function searchSuppliers(db: Db, q: SearchQuery): Promise<SearchResult<SupplierRow>> {
  const where = searchWhere(q);
  const [data, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(suppliers)
      .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
      .where(where)
      .orderBy(asc(suppliers.name), asc(suppliers.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(suppliers).where(where),
  ]);
  return { data, count_filtered: Number(total.n) };
}

export async function countSuppliers(db: Db, q: SearchQuery): Promise<{ count: number }> {
  const [total] = await db.select({ n: count() }).from(suppliers).where(searchWhere(q));
  return { count: Number(total.n) };
}

async function checkAccountNumber(db: Db, accountNumber: string | null | undefined, exceptId?: number) {
  if (!accountNumber) return;
  const [clash] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        sql`lower(${suppliers.accountNumber}) = lower(${accountNumber})`,
        exceptId ? ne(suppliers.id, exceptId) : undefined,
      ),
    );
  if (clash) throw conflict(DUPLICATE_SUPPLIER_ACCOUNT, 'DUPLICATE_ACCOUNT_NUMBER');
}

const auditable = (s: Supplier) => ({
  name: s.name,
  accountNumber: s.accountNumber,
  phone: s.phone,
  email: s.email,
  website: s.website,
  contactName: s.contactName,
  paymentTermsDays: s.paymentTermsDays,
  notes: s.notes,
  isActive: s.isActive,
});

export async function createSupplier(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<Supplier> {
  const { db, body, user } = ctx;
  await checkAccountNumber(db, blankToNull(body.accountNumber));
  const addressId = await saveAddress(db, body.address, null, user.id);
  const [row] = await db
    .insert(suppliers)
    .values({
      name: body.name,
      accountNumber: blankToNull(body.accountNumber),
      addressId,
      phone: blankToNull(body.phone),
      email: blankToNull(body.email),
      website: blankToNull(body.website),
      contactName: blankToNull(body.contactName),
      paymentTermsDays: body.paymentTermsDays,
      notes: blankToNull(body.notes),
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning({ id: suppliers.id });
  const supplier = await getSupplier(db, row.id);
  await ctx.audit({ entity: 'supplier', entityId: row.id, action: 'create', after: auditable(supplier) });
  return supplier;
}

export async function updateSupplier(
  ctx: RouteContext<UpdateBody, unknown, { id: number }>,
): Promise<Supplier> {
  const { db, body, user, params } = ctx;
  const before = await getSupplier(db, params.id);
  const { version, address, ...rest } = body;
  const values: Partial<typeof suppliers.$inferInsert> = {};
  if (rest.name !== undefined) values.name = rest.name;
  if (rest.paymentTermsDays !== undefined) values.paymentTermsDays = rest.paymentTermsDays;
  if (rest.isActive !== undefined) values.isActive = rest.isActive;
  for (const key of ['accountNumber', 'phone', 'email', 'website', 'contactName', 'notes'] as const) {
    if (rest[key] !== undefined) values[key] = blankToNull(rest[key]);
  }
  if (values.accountNumber) await checkAccountNumber(db, values.accountNumber, params.id);
  if (address === null) values.addressId = null;
  else if (address) values.addressId = await saveAddress(db, address, before.address?.id ?? null, user.id);
  await updateVersioned(db, suppliers, params.id, version, values, user.id, 'supplier');
  const after = await getSupplier(db, params.id);
  await ctx.audit({
    entity: 'supplier',
    entityId: params.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}
