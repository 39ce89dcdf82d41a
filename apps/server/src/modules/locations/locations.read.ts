import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  HoursOfOperation,
  Location,
  LocationRow,
  locationSearchQuerySchema,
} from '@fieldline/contracts/locations/locations.contract';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { loadAddresses } from '../addresses';
import { customerExists, getCustomerRefs } from '../customers';
import { getUserRefs } from '../identity';
import { listOffices } from '../organization';
import * as repo from './locations.repository';
import { taxScheduleRefs } from './locations.tax-schedules';

const present = (ids: (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number')),
];

export const toHours = (h: repo.HoursRecord): HoursOfOperation => ({
  id: h.id,
  locationId: h.locationId,
  day: h.day,
  openTime: h.openTime,
  closeTime: h.closeTime,
  isClosed: h.isClosed,
});

/** The fuller form of many locations: every related record is loaded in one query per kind. */
export async function toLocations(db: Db, rows: repo.LocationRecord[]): Promise<Location[]> {
  if (rows.length === 0) return [];
  const [addresses, customers, offices, users, zones, hours, schedules] = await Promise.all([
    loadAddresses(db, present(rows.flatMap((r) => [r.addressId, r.billingAddressId]))),
    getCustomerRefs(db, present(rows.flatMap((r) => [r.customerId, r.billingCustomerId]))),
    listOffices(db, { ids: present(rows.map((r) => r.defaultJobOfficeId)) }),
    getUserRefs(
      db,
      present(rows.flatMap((r) => [r.preferredTechnicianId, r.lastTechnicianId, r.createdBy, r.modifiedBy])),
    ),
    repo.listZones(db, present(rows.map((r) => r.zoneId))),
    repo.hoursOf(
      db,
      rows.map((r) => r.id),
    ),
    taxScheduleRefs(db, present(rows.map((r) => r.taxScheduleId))),
  ]);
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return rows.map((r) => {
    const office = offices.find((o) => o.id === r.defaultJobOfficeId);
    const zone = zones.find((z) => z.id === r.zoneId);
    return {
      id: r.id,
      name: r.name,
      customerId: r.customerId,
      customerName: customers.get(r.customerId)?.name ?? '',
      billingCustomerId: r.billingCustomerId,
      billingCustomerName: r.billingCustomerId ? (customers.get(r.billingCustomerId)?.name ?? null) : null,
      address: r.addressId ? (addresses.get(r.addressId) ?? null) : null,
      billingAddress: r.billingAddressId ? (addresses.get(r.billingAddressId) ?? null) : null,
      taxSchedule: r.taxScheduleId ? (schedules.get(r.taxScheduleId) ?? null) : null,
      defaultJobOffice: office
        ? {
            id: office.id,
            name: office.name,
            address1: office.address1,
            address2: office.address2,
            city: office.city,
            state: office.state,
            postalCode: office.postalCode,
            phoneNumber: office.phoneNumber,
          }
        : null,
      technicianNotes: r.technicianNotes,
      zone: zone ? { id: zone.id, name: zone.name } : null,
      preferredTechnician: user(r.preferredTechnicianId),
      lastTechnician: user(r.lastTechnicianId),
      enteredBy: user(r.createdBy),
      modifiedByEmployee: user(r.modifiedBy),
      hoursOfOperation: hours.filter((h) => h.locationId === r.id).map(toHours),
      isActive: r.isActive,
      ...auditOut(r),
    };
  });
}

export async function getLocation(db: Db, id: number): Promise<Location> {
  const row = await repo.findLocation(db, id);
  if (!row) throw notFound('location');
  return (await toLocations(db, [row]))[0];
}

/** The light rows of lists and search: name, customer, street address and zone. */
export async function toLocationRows(db: Db, rows: repo.LocationRecord[]): Promise<LocationRow[]> {
  if (rows.length === 0) return [];
  const [addresses, customers, zones] = await Promise.all([
    loadAddresses(db, present(rows.map((r) => r.addressId))),
    getCustomerRefs(db, present(rows.map((r) => r.customerId))),
    repo.listZones(db, present(rows.map((r) => r.zoneId))),
  ]);
  return rows.map((r) => {
    const address = r.addressId ? addresses.get(r.addressId) : undefined;
    return {
      id: r.id,
      name: r.name,
      customerId: r.customerId,
      customerName: customers.get(r.customerId)?.name ?? '',
      street: address?.street ?? null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      postalCode: address?.postalCode ?? null,
      zone: zones.find((z) => z.id === r.zoneId)?.name ?? null,
      isActive: r.isActive,
    };
  });
}

export async function searchLocations(
  db: Db,
  q: z.output<typeof locationSearchQuerySchema>,
): Promise<SearchResult<LocationRow>> {
  const { rows, count } = await repo.searchLocations(db, q, q.offset, q.limit);
  return { data: await toLocationRows(db, rows), count_filtered: count };
}

export async function customerLocations(db: Db, customerId: number): Promise<LocationRow[]> {
  if (!(await customerExists(db, customerId))) throw notFound('customer');
  return toLocationRows(db, await repo.locationsOfCustomer(db, customerId));
}

/** Id, name and customer of many locations (other modules show them as references). */
export async function getLocationRefs(
  db: Db,
  ids: number[],
): Promise<
  Map<
    number,
    { id: number; name: string; customerId: number; isActive: boolean; taxScheduleId: number | null }
  >
> {
  const rows = await repo.findLocations(db, present(ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        customerId: r.customerId,
        isActive: r.isActive,
        taxScheduleId: r.taxScheduleId,
      },
    ]),
  );
}

export async function locationExists(db: Db, id: number): Promise<boolean> {
  return (await repo.findLocation(db, id)) !== undefined;
}
