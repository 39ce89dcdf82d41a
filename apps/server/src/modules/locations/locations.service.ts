import type { FieldError } from '@fieldline/contracts/common/errors';
import { Messages } from '@fieldline/contracts/common/errors';
import type {
  createLocationBodySchema,
  Location,
  updateLocationBodySchema,
} from '@fieldline/contracts/locations/locations.contract';
import type { z } from 'zod';
import { auditHistory, writeAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { type AddressInput, saveAddress } from '../addresses';
import { customerExists, getCustomer } from '../customers';
import { getUserRefs } from '../identity';
import { listOffices } from '../organization';
import { getLocation } from './locations.read';
import * as repo from './locations.repository';
import { locations } from './locations.table';
import { matchTaxSchedule, taxScheduleRefs } from './locations.tax-schedules';

type CreateBody = z.output<typeof createLocationBodySchema>;
type UpdateBody = z.output<typeof updateLocationBodySchema>;

/** Unknown references in the body are bad input naming each field, all at once. */
async function checkReferences(db: Db, b: UpdateBody): Promise<void> {
  const errors: FieldError[] = [];
  const unknown = (field: string, what: string) => errors.push({ field, message: `Unknown ${what}.` });
  const [customer, billing, offices, users, zones] = await Promise.all([
    b.customerId ? customerExists(db, b.customerId) : true,
    b.billingCustomerId ? customerExists(db, b.billingCustomerId) : true,
    b.defaultJobOfficeId ? listOffices(db, { ids: [b.defaultJobOfficeId] }) : null,
    getUserRefs(
      db,
      [b.preferredTechnicianId, b.lastTechnicianId].filter((id): id is number => !!id),
    ),
    b.zoneId ? repo.listZones(db, [b.zoneId]) : null,
  ]);
  if (!customer) unknown('customerId', 'customer');
  if (!billing) unknown('billingCustomerId', 'billing customer');
  if (offices && offices.length === 0) unknown('defaultJobOfficeId', 'office');
  if (zones && zones.length === 0) unknown('zoneId', 'zone');
  if (b.preferredTechnicianId && !users.has(b.preferredTechnicianId))
    unknown('preferredTechnicianId', 'technician');
  if (b.lastTechnicianId && !users.has(b.lastTechnicianId)) unknown('lastTechnicianId', 'technician');
  if (b.taxScheduleId && !(await taxScheduleRefs(db, [b.taxScheduleId])).has(b.taxScheduleId))
    unknown('taxScheduleId', 'tax schedule');
  if (errors.length) throw badRequest(Messages.validation, errors);
}

/** Invoices for a location go to the customer's billing customer when it has one, else to the customer. */
async function defaultBillingCustomer(db: Db, customerId: number): Promise<number> {
  return (await getCustomer(db, customerId)).billingCustomer?.id ?? customerId;
}

const oneLine = (a: Location['address']) =>
  a ? [a.street, a.additionalAddressInfo, a.city, a.state, a.postalCode].filter(Boolean).join(', ') : null;

/** What the history shows: names rather than ids. */
function auditable(l: Location) {
  return {
    name: l.name,
    customer: l.customerName,
    billingCustomer: l.billingCustomerName,
    address: oneLine(l.address),
    billingAddress: oneLine(l.billingAddress),
    defaultJobOffice: l.defaultJobOffice?.name ?? null,
    technicianNotes: l.technicianNotes,
    zone: l.zone?.name ?? null,
    preferredTechnician: l.preferredTechnician?.displayName ?? null,
    lastTechnician: l.lastTechnician?.displayName ?? null,
    isActive: l.isActive,
  };
}

export async function createLocation(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<Location> {
  const { db, body, user } = ctx;
  await checkReferences(db, body);
  const [row] = await db
    .insert(locations)
    .values({
      customerId: body.customerId,
      billingCustomerId: body.billingCustomerId ?? (await defaultBillingCustomer(db, body.customerId)),
      name: body.name,
      addressId: body.address ? await saveAddress(db, body.address, null, user.id) : null,
      billingAddressId: body.billingAddress
        ? await saveAddress(db, body.billingAddress, null, user.id)
        : null,
      defaultJobOfficeId: body.defaultJobOfficeId ?? null,
      technicianNotes: body.technicianNotes || null,
      zoneId: body.zoneId ?? null,
      // A schedule the user chose is kept; otherwise the one the address falls in (never silently none).
      taxScheduleId: body.taxScheduleId ?? (await matchTaxSchedule(db, body.address)),
      preferredTechnicianId: body.preferredTechnicianId ?? null,
      lastTechnicianId: body.lastTechnicianId ?? null,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  const created = await getLocation(db, row.id);
  await ctx.audit({ entity: 'location', entityId: row.id, action: 'create', after: auditable(created) });
  return created;
}

/** The customers module makes a customer's first location with it (same transaction, same user). */
export async function createLocationForCustomer(
  db: Db,
  input: {
    customerId: number;
    name: string;
    address: AddressInput | null;
    userId: number;
    billingCustomerId?: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(locations)
    .values({
      customerId: input.customerId,
      billingCustomerId: input.billingCustomerId ?? input.customerId,
      name: input.name,
      addressId: input.address ? await saveAddress(db, input.address, null, input.userId) : null,
      taxScheduleId: await matchTaxSchedule(db, input.address),
      createdBy: input.userId,
      modifiedBy: input.userId,
    })
    .returning({ id: locations.id });
  const created = await getLocation(db, row.id);
  await writeAudit(
    db,
    { entity: 'location', entityId: row.id, action: 'create', after: auditable(created) },
    input.userId,
  );
  return row.id;
}

export async function updateLocation(
  ctx: RouteContext<UpdateBody, unknown, { id: number }>,
): Promise<Location> {
  const { db, body, user } = ctx;
  const id = ctx.params.id;
  const current = await repo.findLocation(db, id);
  if (!current) throw notFound('location');
  const before = await getLocation(db, id);
  await checkReferences(db, body);
  const { address, billingAddress, version, ...fields } = body;
  const values: Partial<typeof locations.$inferInsert> = { ...fields };
  if (fields.technicianNotes === '') values.technicianNotes = null;
  // Clearing the billing customer falls back to the default rule, as on create.
  if (fields.billingCustomerId === null)
    values.billingCustomerId = await defaultBillingCustomer(db, fields.customerId ?? current.customerId);
  if (address !== undefined)
    values.addressId = await saveAddress(db, address ?? null, current.addressId, user.id);
  // A new address gives a location left without a schedule the one it falls in.
  if (
    address &&
    (fields.taxScheduleId === undefined ? current.taxScheduleId : fields.taxScheduleId) === null
  ) {
    const matched = await matchTaxSchedule(db, address);
    if (matched) values.taxScheduleId = matched;
  }
  if (billingAddress !== undefined)
    values.billingAddressId = await saveAddress(
      db,
      billingAddress ?? null,
      current.billingAddressId,
      user.id,
    );
  await updateVersioned(db, locations, id, version, values, user.id, 'location');
  const after = await getLocation(db, id);
  await ctx.audit({
    entity: 'location',
    entityId: id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

/** Locations are referenced by jobs, equipment and invoices: deleting only deactivates. */
export async function deleteLocation(ctx: RouteContext<unknown, unknown, { id: number }>): Promise<void> {
  const { db, user } = ctx;
  const id = ctx.params.id;
  const current = await repo.findLocation(db, id);
  if (!current) throw notFound('location');
  if (!current.isActive) return;
  await updateVersioned(db, locations, id, undefined, { isActive: false }, user.id, 'location');
  await ctx.audit({
    entity: 'location',
    entityId: id,
    action: 'delete',
    before: { isActive: true },
    after: { isActive: false },
  });
}

export async function locationHistory(db: Db, id: number) {
  if (!(await repo.findLocation(db, id))) throw notFound('location');
  const rows = await auditHistory(db, 'location', id);
  const users = await getUserRefs(
    db,
    rows.map((r) => r.userId).filter((u): u is number => u !== null),
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    changes: r.changes,
    userDisplayName: r.userId === null ? null : (users.get(r.userId)?.displayName ?? null),
    at: r.at,
  }));
}
