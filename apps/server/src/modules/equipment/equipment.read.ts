import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  Equipment,
  EquipmentRow,
  equipmentLimitQuerySchema,
  equipmentQuerySchema,
  equipmentSearchQuerySchema,
} from '@fieldline/contracts/equipment/equipment.contract';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { getCustomerRefs } from '../customers';
import { itemSummaries } from '../items';
import { getLocationRefs } from '../locations';
import { equipment, equipmentSystems } from './equipment.table';

export type EquipmentRecord = typeof equipment.$inferSelect;
type Filters = {
  locationId?: number;
  customerId?: number;
  systemId?: number;
  itemId?: number;
  isActive?: boolean;
  query?: string;
};

const present = (ids: (number | null | undefined)[]) => [
  ...new Set(ids.filter((v): v is number => typeof v === 'number')),
];
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The expression the trigram index covers, so "contains" searches use it. */
const searchText = sql`(${equipment.name} || ' ' || coalesce(${equipment.serialNumber}, '') || ' ' || coalesce(${equipment.modelNumber}, ''))`;

export async function findEquipment(db: Db, id: number): Promise<EquipmentRecord> {
  const [row] = await db.select().from(equipment).where(eq(equipment.id, id));
  if (!row) throw notFound('equipment');
  return row;
}

export async function equipmentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: equipment.id }).from(equipment).where(eq(equipment.id, id));
  return row !== undefined;
}

async function systemNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: equipmentSystems.id, name: equipmentSystems.name })
    .from(equipmentSystems)
    .where(inArray(equipmentSystems.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Related names for many records: one query per kind. */
async function relatedOf(db: Db, rows: EquipmentRecord[]) {
  const [customers, locations, items, systems] = await Promise.all([
    getCustomerRefs(
      db,
      rows.map((r) => r.customerId),
    ),
    getLocationRefs(db, present(rows.map((r) => r.locationId))),
    itemSummaries(db, present(rows.map((r) => r.itemId))),
    systemNames(db, present(rows.map((r) => r.systemId))),
  ]);
  return { customers, locations, items, systems };
}

export async function toEquipment(db: Db, rows: EquipmentRecord[]): Promise<Equipment[]> {
  const { customers, locations, items, systems } = await relatedOf(db, rows);
  return rows.map((r) => {
    const customer = customers.get(r.customerId);
    const item = r.itemId ? items.get(r.itemId) : undefined;
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      serialNumber: r.serialNumber,
      modelNumber: r.modelNumber,
      customer: {
        id: r.customerId,
        name: customer?.name ?? '',
        accountNumber: customer?.accountNumber ?? null,
      },
      location: { id: r.locationId, name: locations.get(r.locationId)?.name ?? '' },
      system: r.systemId ? { id: r.systemId, name: systems.get(r.systemId) ?? '' } : null,
      item: item ? { id: item.id, itemCode: item.itemCode, name: item.name } : null,
      manufacturerId: r.manufacturerId,
      installDate: r.installDate,
      warrantyExpiration: r.warrantyExpiration,
      notes: r.notes,
      isActive: r.isActive,
      ...auditOut(r),
    };
  });
}

export async function getEquipment(db: Db, id: number): Promise<Equipment> {
  return (await toEquipment(db, [await findEquipment(db, id)]))[0];
}

async function toRows(db: Db, rows: EquipmentRecord[]): Promise<EquipmentRow[]> {
  const { customers, locations, items, systems } = await relatedOf(db, rows);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    serialNumber: r.serialNumber,
    modelNumber: r.modelNumber,
    customerId: r.customerId,
    customerName: customers.get(r.customerId)?.name ?? '',
    locationId: r.locationId,
    locationName: locations.get(r.locationId)?.name ?? '',
    systemId: r.systemId,
    systemName: r.systemId ? (systems.get(r.systemId) ?? null) : null,
    itemId: r.itemId,
    itemName: r.itemId ? (items.get(r.itemId)?.name ?? null) : null,
    isActive: r.isActive,
  }));
}

function where(f: Filters): SQL | undefined {
  return and(
    f.query ? sql`${searchText} ilike ${`%${escapeLike(f.query)}%`}` : undefined,
    f.locationId ? eq(equipment.locationId, f.locationId) : undefined,
    f.customerId ? eq(equipment.customerId, f.customerId) : undefined,
    f.systemId ? eq(equipment.systemId, f.systemId) : undefined,
    f.itemId ? eq(equipment.itemId, f.itemId) : undefined,
    f.isActive === undefined ? undefined : eq(equipment.isActive, f.isActive),
  );
}

const order = [asc(equipment.name), asc(equipment.id)];

export async function queryEquipment(
  db: Db,
  q: z.output<typeof equipmentQuerySchema>,
): Promise<EquipmentRow[]> {
  const rows = await db
    .select()
    .from(equipment)
    .where(where(q))
    .orderBy(...order)
    .offset(q.offset)
    .limit(q.limit);
  return toRows(db, rows);
}

export async function limitEquipment(
  db: Db,
  q: z.output<typeof equipmentLimitQuerySchema>,
): Promise<EquipmentRow[]> {
  const rows = await db
    .select()
    .from(equipment)
    .where(where(q))
    .orderBy(...order)
    .limit(q.limit);
  return toRows(db, rows);
}

export async function searchEquipment(
  db: Db,
  q: z.output<typeof equipmentSearchQuerySchema>,
): Promise<SearchResult<EquipmentRow>> {
  const filter = where(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(equipment)
      .where(filter)
      .orderBy(...order)
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(equipment).where(filter),
  ]);
  return { data: await toRows(db, rows), count_filtered: Number(total.n) };
}

export async function countEquipment(
  db: Db,
  q: z.output<typeof equipmentSearchQuerySchema>,
): Promise<{ count: number }> {
  const [total] = await db.select({ n: count() }).from(equipment).where(where(q));
  return { count: Number(total.n) };
}

/** Shared API: summaries by id for other modules (one query plus one per related kind). */
export async function equipmentSummaries(db: Db, ids: number[]) {
  const wanted = present(ids);
  const out = new Map<
    number,
    {
      id: number;
      name: string;
      description: string;
      serialNumber: string | null;
      item: { id: number; itemCode: string; name: string } | null;
      locationId: number;
      customerId: number;
    }
  >();
  if (wanted.length === 0) return out;
  const rows = await db.select().from(equipment).where(inArray(equipment.id, wanted));
  const items = await itemSummaries(db, present(rows.map((r) => r.itemId)));
  for (const r of rows) {
    const item = r.itemId ? items.get(r.itemId) : undefined;
    out.set(r.id, {
      id: r.id,
      name: r.name,
      description: r.description,
      serialNumber: r.serialNumber,
      item: item ? { id: item.id, itemCode: item.itemCode, name: item.name } : null,
      locationId: r.locationId,
      customerId: r.customerId,
    });
  }
  return out;
}

/**
 * The equipment a line item can name (spec 2 §3 Job item: equipment): the active units at a customer
 * location, plus the listed ids whatever their location or state (what lines already name), by name.
 * One query.
 */
export async function equipmentAtLocation(
  db: Db,
  locationId: number,
  alsoIds: (number | null | undefined)[] = [],
): Promise<{ id: number; name: string; serialNumber: string | null }[]> {
  const extra = present(alsoIds);
  const atLocation = and(eq(equipment.locationId, locationId), eq(equipment.isActive, true));
  return db
    .select({ id: equipment.id, name: equipment.name, serialNumber: equipment.serialNumber })
    .from(equipment)
    .where(extra.length > 0 ? or(atLocation, inArray(equipment.id, extra)) : atLocation)
    .orderBy(asc(equipment.name), asc(equipment.id));
}
