import { createEquipmentBodySchema } from '@fieldline/contracts/equipment/equipment.contract';
import {
  addLineItemBodySchema,
  type LineItemKind,
} from '@fieldline/contracts/line-items/line-items.contract';
import { asc, eq, inArray, like, or } from 'drizzle-orm';
import { bidLineItemOwner } from '../modules/bids/bids.owner';
import { currencies, customers } from '../modules/customers';
import { createEquipment, equipmentMetrics, recordMetricReading } from '../modules/equipment';
import { users } from '../modules/identity';
import { items } from '../modules/items/items.table';
import { jobStatuses, jobTypes, jobUrgencies, timeTypes } from '../modules/jobs';
import { jobLineItemOwner } from '../modules/jobs/jobs.owner';
import { addLine, registerLineItemOwner } from '../modules/line-items';
import { locations } from '../modules/locations/locations.table';
import { offices } from '../modules/organization';
import type { Db } from '../platform/db/database';

/** Reference rows and demo records the work demo builds on, read once. */
export interface WorkLookups {
  db: Db;
  adminId: number;
  user: (email: string) => number;
  item: (code: string) => { id: number; name: string };
  status: (text: string) => number;
  jobType: (type: string) => number;
  urgency: (name: string) => number;
  timeType: (name: string) => number;
  officeIds: number[];
}

const byKey = <T>(rows: T[], key: (r: T) => string) => new Map(rows.map((r) => [key(r), r]));
function need<V>(map: Map<string, V>, key: string, what: string): V {
  const v = map.get(key);
  if (v === undefined) throw new Error(`Demo work data: no ${what} "${key}"`);
  return v;
}

export const WORK_ITEM_CODES = [
  'LAB-HVAC',
  'LAB-HVAC-OT',
  'LAB-ELEC',
  'LAB-HELP',
  'SVC-DIAG',
  'SVC-TUNE-AC',
  'SVC-TUNE-FUR',
  'FEE-TRIP',
  'FEE-PERMIT',
  'FEE-DISP',
];

export async function workLookups(db: Db): Promise<WorkLookups> {
  // The line-item model asks the owner modules about their records; the app registers them when it is
  // built, which is after the demo loads, so register them here (idempotent).
  registerLineItemOwner('Job', jobLineItemOwner);
  registerLineItemOwner('Bid', bidLineItemOwner);
  const [userRows, itemRows, statusRows, typeRows, urgencyRows, timeRows, officeRows] = await Promise.all([
    db.select({ id: users.id, email: users.email }).from(users),
    db
      .select({ id: items.id, code: items.itemCode, name: items.name })
      .from(items)
      .where(
        or(
          inArray(items.itemCode, WORK_ITEM_CODES),
          like(items.itemCode, 'FLT-%'),
          like(items.itemCode, 'CAP-%'),
          like(items.itemCode, 'CON-%'),
          like(items.itemCode, 'MTR-%'),
          like(items.itemCode, 'REF-%'),
          like(items.itemCode, 'AC-%'),
          like(items.itemCode, 'FUR-%'),
          like(items.itemCode, 'TSTAT-%'),
          like(items.itemCode, 'BKR-%'),
        ),
      )
      .orderBy(asc(items.itemCode)),
    db.select().from(jobStatuses),
    db.select().from(jobTypes),
    db.select().from(jobUrgencies),
    db.select().from(timeTypes),
    db.select({ id: offices.id }).from(offices).orderBy(asc(offices.id)),
  ]);
  const userMap = byKey(userRows, (u) => u.email.toLowerCase());
  const itemMap = byKey(itemRows, (i) => i.code);
  const statusMap = byKey(statusRows, (s) => s.statusText);
  const typeMap = byKey(typeRows, (t) => t.type);
  const urgencyMap = byKey(urgencyRows, (u) => u.name);
  const timeMap = byKey(timeRows, (t) => t.name);
  const adminId = userRows.length ? Math.min(...userRows.map((u) => u.id)) : 0;
  return {
    db,
    adminId,
    user: (email) => need(userMap, email.toLowerCase(), 'user').id,
    item: (code) => need(itemMap, code, 'item'),
    status: (text) => need(statusMap, text, 'job status').id,
    jobType: (type) => need(typeMap, type, 'job type').id,
    urgency: (name) => need(urgencyMap, name, 'urgency').id,
    timeType: (name) => need(timeMap, name, 'time type').id,
    officeIds: officeRows.map((o) => o.id),
  };
}

/** The first item whose code starts with the prefix (codes sorted), e.g. 'FLT-' → a filter. */
export async function firstItemLike(
  db: Db,
  prefix: string,
  nth = 0,
): Promise<{ id: number; name: string } | null> {
  const rows = await db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(like(items.itemCode, `${prefix}%`))
    .orderBy(asc(items.itemCode))
    .offset(nth)
    .limit(1);
  return rows[0] ?? null;
}

export interface Site {
  customerId: number;
  customerName: string;
  locationId: number;
  officeId: number;
}

/** Four customer sites with a location, by id: three billed in dollars and the first billed in CAD. */
export async function pickSites(db: Db, fallbackOfficeId: number): Promise<Site[]> {
  const rows = await db
    .select({
      customerId: customers.id,
      customerName: customers.name,
      currency: currencies.abbreviation,
      locationId: locations.id,
      officeId: locations.defaultJobOfficeId,
    })
    .from(locations)
    .innerJoin(customers, eq(customers.id, locations.customerId))
    .leftJoin(currencies, eq(currencies.id, customers.currencyId))
    .where(eq(customers.isActive, true))
    .orderBy(asc(customers.id), asc(locations.id))
    .limit(400);
  const firstOf = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!firstOf.has(r.customerId)) firstOf.set(r.customerId, r);
  const first = [...firstOf.values()];
  const usd = first.filter((r) => r.currency !== 'CAD').slice(0, 3);
  const cad = first.find((r) => r.currency === 'CAD');
  return [...usd, ...(cad ? [cad] : [])].map((r) => ({
    customerId: r.customerId,
    customerName: r.customerName,
    locationId: r.locationId,
    officeId: r.officeId ?? fallbackOfficeId,
  }));
}

export interface DemoUnit {
  id: number;
  name: string;
  metricIds: number[];
}

const daysAgoIso = (days: number, hour = 15) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString();
};

/** A piece of equipment at a site with a run-hours and a pressure-drop metric, each with two readings. */
export async function demoUnit(
  l: WorkLookups,
  site: Site,
  spec: {
    name: string;
    description: string;
    serial: string;
    model: string;
    itemId?: number;
    installDate: string;
  },
  hours: [number, number],
): Promise<DemoUnit> {
  const unit = await createEquipment(
    l.db,
    { user: { id: l.adminId } },
    createEquipmentBodySchema.parse({
      customerId: site.customerId,
      locationId: site.locationId,
      name: spec.name,
      description: spec.description,
      serialNumber: spec.serial,
      modelNumber: spec.model,
      itemId: spec.itemId ?? null,
      installDate: spec.installDate,
    }),
  );
  const metrics = await l.db
    .insert(equipmentMetrics)
    .values([
      { equipmentId: unit.id, name: 'Run hours', description: 'Compressor or burner run time', unit: 'h' },
      {
        equipmentId: unit.id,
        name: 'Filter pressure drop',
        description: 'Across the filter bank',
        unit: 'in. w.c.',
      },
    ])
    .returning({ id: equipmentMetrics.id });
  const ctx = { user: { id: l.adminId } };
  await recordMetricReading(l.db, ctx, {
    metricId: metrics[0].id,
    reading: hours[0],
    readingDate: daysAgoIso(120),
  });
  await recordMetricReading(l.db, ctx, {
    metricId: metrics[0].id,
    reading: hours[1],
    readingDate: daysAgoIso(20),
  });
  await recordMetricReading(l.db, ctx, {
    metricId: metrics[1].id,
    reading: '0.35',
    readingDate: daysAgoIso(120),
  });
  await recordMetricReading(l.db, ctx, {
    metricId: metrics[1].id,
    reading: '0.62',
    readingDate: daysAgoIso(20),
  });
  return { id: unit.id, name: unit.name, metricIds: metrics.map((m) => m.id) };
}

export interface DemoLine {
  code: string;
  quantity: string;
  group: string;
  price?: string;
  discountPct?: string;
  equipmentId?: number | null;
}

/** Lines through the line-item model, so subtotals, tax and groups are what the app would make. */
export async function addDemoLines(
  l: WorkLookups,
  kind: LineItemKind,
  ownerId: number,
  lines: (DemoLine & { itemId?: number })[],
): Promise<void> {
  for (const line of lines) {
    const itemId = line.itemId ?? l.item(line.code).id;
    await addLine(
      { db: l.db, userId: l.adminId },
      kind,
      ownerId,
      addLineItemBodySchema.parse({
        itemId,
        quantity: line.quantity,
        groupName: line.group,
        ...(line.price ? { price: line.price } : {}),
        ...(line.discountPct ? { discountPct: line.discountPct } : {}),
        ...(line.equipmentId ? { equipmentId: line.equipmentId } : {}),
      }),
    );
  }
}

export { daysAgoIso };
