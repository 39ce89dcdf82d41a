import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { locationHours, locations, locationZones } from './locations.table';

export type LocationRecord = typeof locations.$inferSelect;
export type HoursRecord = typeof locationHours.$inferSelect;

/** `%q%` with LIKE's wildcards taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findLocation(db: Db, id: number): Promise<LocationRecord | undefined> {
  return (await db.select().from(locations).where(eq(locations.id, id)))[0];
}

export async function findLocations(db: Db, ids: number[]): Promise<LocationRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(locations).where(inArray(locations.id, ids));
}

export interface LocationFilter {
  query?: string;
  customerId?: number;
  isActive?: boolean;
}

function locationWhere(f: LocationFilter) {
  return and(
    // The trigram index is on `name`: ILIKE on exactly that expression uses it.
    f.query ? ilike(locations.name, containsPattern(f.query)) : undefined,
    f.customerId ? eq(locations.customerId, f.customerId) : undefined,
    f.isActive === undefined ? undefined : eq(locations.isActive, f.isActive),
  );
}

export async function searchLocations(db: Db, f: LocationFilter, offset: number, limit: number) {
  const where = locationWhere(f);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(locations)
      .where(where)
      .orderBy(asc(locations.name), asc(locations.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(locations).where(where),
  ]);
  return { rows, count: Number(total[0].n) };
}

/** A customer's locations, active ones first. */
export async function locationsOfCustomer(db: Db, customerId: number): Promise<LocationRecord[]> {
  return db
    .select()
    .from(locations)
    .where(eq(locations.customerId, customerId))
    .orderBy(desc(locations.isActive), asc(locations.name), asc(locations.id));
}

export async function listZones(db: Db, ids?: number[]) {
  return db
    .select({ id: locationZones.id, name: locationZones.name, sort: locationZones.sort })
    .from(locationZones)
    .where(ids ? inArray(locationZones.id, ids) : eq(locationZones.isActive, true))
    .orderBy(asc(locationZones.sort), asc(locationZones.name));
}

export async function hoursOf(db: Db, locationIds: number[]): Promise<HoursRecord[]> {
  if (locationIds.length === 0) return [];
  return db
    .select()
    .from(locationHours)
    .where(inArray(locationHours.locationId, locationIds))
    .orderBy(asc(locationHours.day));
}

export async function findHours(db: Db, id: number): Promise<HoursRecord | undefined> {
  return (await db.select().from(locationHours).where(eq(locationHours.id, id)))[0];
}

export async function findHoursOfDay(db: Db, locationId: number, day: number) {
  return (
    await db
      .select()
      .from(locationHours)
      .where(and(eq(locationHours.locationId, locationId), eq(locationHours.day, day)))
  )[0];
}
