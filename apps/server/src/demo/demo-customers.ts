import { asc, eq, inArray } from 'drizzle-orm';
import { addresses } from '../modules/addresses/addresses.table';
import { contactLocations, contacts } from '../modules/contacts/contacts.table';
import {
  currencies,
  customerAlerts,
  customerStatuses,
  customers,
  customerTypes,
} from '../modules/customers/customers.table';
import { users } from '../modules/identity';
import { locationHours, locations, locationZones } from '../modules/locations/locations.table';
import {
  notificationLogs,
  notificationSubscriptions,
  notificationTypes,
} from '../modules/notifications/notifications.table';
import { taxSchedules } from '../modules/taxes';
import type { Db } from '../platform/db/database';
import { type AddressSpec, buildDemoCustomers } from './demo-customers-build';
import { LOG_SUBJECTS } from './demo-customers-data';
import { demoScheduleNameFor } from './demo-taxes';

// Seeding infrastructure writes every customer-area table at once, so it imports the table files directly.

const CHUNK = 500;
const DAY_MS = 86_400_000;

/** Multi-row inserts in chunks; ids come back in insertion order (serial ids ascend within a statement). */
async function insertIds(db: Db, table: any, rows: Record<string, unknown>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part: { id: number }[] = await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .returning({ id: table.id });
    ids.push(...part.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

async function insertAll(db: Db, table: any, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
}

async function idsByName(db: Db, table: any): Promise<Map<string, number>> {
  const rows: { id: number; name: string }[] = await db
    .select({ id: table.id, name: table.name })
    .from(table);
  return new Map(rows.map((r) => [r.name, r.id]));
}

function addressRow(a: AddressSpec, audit: Record<string, unknown>) {
  const countryName = a.country === 'CA' ? 'Canada' : 'USA';
  return {
    street: a.street,
    additionalAddressInfo: a.additionalAddressInfo,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
    isVerified: a.isVerified,
    isConfirmed: true,
    formattedAddress: a.isVerified
      ? `${a.street}, ${a.city}, ${a.state} ${a.postalCode}, ${countryName}`
      : null,
    lastQuery: `${a.street} ${a.city} ${a.state} ${a.postalCode}`,
    latitude: a.latitude,
    longitude: a.longitude,
    ...audit,
  };
}

/** Office hours in Colorado (UTC-7): the day `daysAgo` days back, never later than now. */
function sentAt(now: number, daysAgo: number, minuteOfDay: number): string {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  let at = midnight - daysAgo * DAY_MS + minuteOfDay * 60_000;
  if (at > now) at -= DAY_MS;
  return new Date(at).toISOString();
}

/**
 * About 200 Front Range customers with locations, contacts, hours of operation, alerts and
 * notification subscriptions. Runs inside loadDemoData's transaction, after the offices and users.
 */
export async function seedCustomers(db: Db, offices: { denver: number; springs: number }): Promise<void> {
  const specs = buildDemoCustomers();
  const now = Date.now();

  const types = await idsByName(db, customerTypes);
  const statuses = await idsByName(db, customerStatuses);
  const zones = await idsByName(db, locationZones);
  const schedules = await idsByName(db, taxSchedules);
  const currencyRows = await db
    .select({ id: currencies.id, abbreviation: currencies.abbreviation })
    .from(currencies);
  const currencyId = new Map(currencyRows.map((r) => [r.abbreviation, r.id]));
  const notificationTypeIds = (
    await db.select({ id: notificationTypes.id }).from(notificationTypes).orderBy(asc(notificationTypes.sort))
  ).map((r) => r.id);
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@example.com', 'jordan.lee@example.com', 'sam.ortiz@example.com']));
  const staffId = (email: string) => staff.find((u) => u.email === email)?.id ?? null;
  const adminId = staffId('admin@example.com');
  const technician = { denver: staffId('jordan.lee@example.com'), springs: staffId('sam.ortiz@example.com') };

  const auditAt = (daysAgo: number) => {
    const at = new Date(now - daysAgo * DAY_MS).toISOString();
    return { createdDate: at, createdBy: adminId, modifiedDate: at, modifiedBy: adminId };
  };

  // Addresses: each customer's billing address, then every location's address, in one list.
  const addressRows: Record<string, unknown>[] = [];
  for (const c of specs) {
    const audit = auditAt(c.createdDaysAgo);
    addressRows.push(addressRow(c.billingAddress, audit));
    for (const l of c.locations) addressRows.push(addressRow(l.address, audit));
  }
  const addressIds = await insertIds(db, addresses, addressRows);

  let a = 0;
  const billingAddressIds: number[] = [];
  const locationAddressIds: number[][] = [];
  for (const c of specs) {
    billingAddressIds.push(addressIds[a++]);
    locationAddressIds.push(c.locations.map(() => addressIds[a++]));
  }

  const customerIds = await insertIds(
    db,
    customers,
    specs.map((c, i) => ({
      name: c.name,
      accountNumber: c.accountNumber,
      statusId: statuses.get(c.status) ?? null,
      typeId: types.get(c.kind) ?? null,
      currencyId: currencyId.get(c.currency) ?? null,
      billingAddressId: billingAddressIds[i],
      phone: c.phone,
      email: c.email,
      website: c.website,
      notes: c.notes,
      isActive: c.status !== 'Inactive',
      ...auditAt(c.createdDaysAgo),
    })),
  );
  for (const [i, c] of specs.entries()) {
    if (c.billingCustomer === null) continue;
    await db
      .update(customers)
      .set({ billingCustomerId: customerIds[c.billingCustomer] })
      .where(eq(customers.id, customerIds[i]));
  }

  await insertAll(
    db,
    customerAlerts,
    specs.flatMap((c, i) =>
      c.alerts.map((alert) => ({
        customerId: customerIds[i],
        message: alert.message,
        severity: alert.severity,
        startDate: new Date(now - c.createdDaysAgo * DAY_MS).toISOString().slice(0, 10),
        ...auditAt(c.createdDaysAgo),
      })),
    ),
  );

  const locationRows = specs.flatMap((c, i) =>
    c.locations.map((l, li) => ({
      customerId: customerIds[i],
      billingCustomerId: c.billingCustomer === null ? null : customerIds[c.billingCustomer],
      name: l.name,
      addressId: locationAddressIds[i][li],
      defaultJobOfficeId: offices[l.city.office],
      technicianNotes: l.technicianNotes,
      zoneId: zones.get(l.city.zone) ?? null,
      taxScheduleId: schedules.get(demoScheduleNameFor(l.city.name, c.kind === 'Government')) ?? null,
      preferredTechnicianId: l.preferredTechnician ? technician[l.city.office] : null,
      lastTechnicianId: l.lastTechnician ? technician[l.city.office] : null,
      isActive: c.status !== 'Inactive',
      ...auditAt(c.createdDaysAgo),
    })),
  );
  const flatLocationIds = await insertIds(db, locations, locationRows);
  let f = 0;
  const locationIds = specs.map((c) => c.locations.map(() => flatLocationIds[f++]));

  const hoursRows = specs.flatMap((c, i) =>
    c.locations.flatMap((l, li) => {
      const h = l.hours;
      if (!h) return [];
      return [1, 2, 3, 4, 5, 6, 7].map((day) => {
        const open = day <= 5 || (day === 6 && h.saturday);
        return {
          locationId: locationIds[i][li],
          day,
          openTime: !open ? null : day === 6 ? '08:00' : h.weekdayOpen,
          closeTime: !open ? null : day === 6 ? '12:00' : h.weekdayClose,
          isClosed: !open,
        };
      });
    }),
  );
  await insertAll(db, locationHours, hoursRows);

  const contactSpecs = specs.flatMap((c, i) => c.contacts.map((p) => ({ p, i })));
  const contactIds = await insertIds(
    db,
    contacts,
    contactSpecs.map(({ p, i }) => ({
      customerId: customerIds[i],
      firstName: p.firstName,
      lastName: p.lastName,
      title: p.title,
      workPhone: p.workPhone,
      cellPhone: p.cellPhone,
      email: p.email,
      isEmailValid: p.isEmailValid,
      isPrimaryContact: p.isPrimaryContact,
      isActive: p.isActive,
      ...auditAt(specs[i].createdDaysAgo),
    })),
  );

  await insertAll(
    db,
    contactLocations,
    contactSpecs.flatMap(({ p, i }, ci) =>
      p.links.map((link) => ({
        contactId: contactIds[ci],
        locationId: locationIds[i][link.location],
        receiveSignoffs: link.receiveSignoffs,
        isPrimary: link.isPrimary,
      })),
    ),
  );

  await insertAll(
    db,
    notificationSubscriptions,
    contactSpecs.flatMap(({ p, i }, ci) =>
      p.subscriptions.map((s) => ({
        contactId: contactIds[ci],
        notificationTypeId: notificationTypeIds[s.type - 1],
        isSubscribed: s.isSubscribed,
        optedOutByContact: s.optedOutByContact,
        modifiedDate: auditAt(specs[i].createdDaysAgo).modifiedDate,
        modifiedBy: s.optedOutByContact ? null : adminId,
      })),
    ),
  );

  await insertAll(
    db,
    notificationLogs,
    contactSpecs.flatMap(({ p }, ci) =>
      p.logs.map((log) => ({
        contactId: contactIds[ci],
        notificationTypeId: notificationTypeIds[log.type - 1],
        method: 1,
        recipient: p.email!,
        subject: LOG_SUBJECTS[log.type],
        status: log.status,
        sentDate: sentAt(now, log.daysAgo, log.minuteOfDay),
      })),
    ),
  );
}
