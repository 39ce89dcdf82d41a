import { Messages } from '@fieldline/contracts/common/errors';
import {
  type createEquipmentBodySchema,
  type Equipment,
  type EquipmentSystem,
  EQUIPMENT_MESSAGES as M,
  type setSystemBodySchema,
  type updateEquipmentBodySchema,
} from '@fieldline/contracts/equipment/equipment.contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { customerExists } from '../customers';
import { itemSummaries } from '../items';
import { getLocationRefs } from '../locations';
import { withForeignKeys } from './equipment.errors';
import { findEquipment, getEquipment } from './equipment.read';
import { equipment, equipmentSystems } from './equipment.table';

type CreateBody = z.output<typeof createEquipmentBodySchema>;
type UpdateBody = z.output<typeof updateEquipmentBodySchema>;
/** What a write needs of its caller: the signed-in user (a route context has it). */
export interface EquipmentWriteContext {
  user: { id: number };
}

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);
const manufacturerKey = {
  manufacturer_id: { field: 'manufacturerId', message: 'There is no manufacturer with this id.' },
};

/**
 * Customer, location, system and item must exist and fit together: the location belongs to the
 * customer (422 otherwise) and the system is one of the location's (422 otherwise).
 */
async function checkRefs(
  db: Db,
  v: { customerId: number; locationId: number; systemId?: number | null; itemId?: number | null },
): Promise<void> {
  const [customerOk, locations, items, systems] = await Promise.all([
    customerExists(db, v.customerId),
    getLocationRefs(db, [v.locationId]),
    itemSummaries(db, v.itemId ? [v.itemId] : []),
    v.systemId
      ? db
          .select({ locationId: equipmentSystems.locationId })
          .from(equipmentSystems)
          .where(eq(equipmentSystems.id, v.systemId))
      : Promise.resolve([]),
  ]);
  const errors: { field: string; message: string }[] = [];
  const location = locations.get(v.locationId);
  if (!customerOk) errors.push({ field: 'customerId', message: M.unknownCustomer });
  if (!location) errors.push({ field: 'locationId', message: M.unknownLocation });
  if (v.itemId && !items.has(v.itemId)) errors.push({ field: 'itemId', message: M.unknownItem });
  if (v.systemId && systems.length === 0) errors.push({ field: 'systemId', message: M.unknownSystem });
  if (errors.length) throw badRequest(Messages.validation, errors);
  if (location && location.customerId !== v.customerId) throw ruleViolation(M.locationOfOtherCustomer);
  if (v.systemId && systems[0].locationId !== v.locationId) throw ruleViolation(M.systemAtOtherLocation);
}

/** Shared API: a new piece of equipment at a customer location (jobs build equipment through it). */
export async function createEquipment(
  db: Db,
  ctx: EquipmentWriteContext,
  body: CreateBody,
): Promise<Equipment> {
  await checkRefs(db, body);
  const [row] = await withForeignKeys(
    () =>
      db
        .insert(equipment)
        .values({
          customerId: body.customerId,
          locationId: body.locationId,
          systemId: body.systemId ?? null,
          itemId: body.itemId ?? null,
          manufacturerId: body.manufacturerId ?? null,
          name: body.name,
          description: body.description ?? '',
          serialNumber: blankToNull(body.serialNumber),
          modelNumber: blankToNull(body.modelNumber),
          installDate: body.installDate ?? null,
          warrantyExpiration: body.warrantyExpiration ?? null,
          notes: body.notes ?? '',
          isActive: body.isActive ?? true,
          createdBy: ctx.user.id,
          modifiedBy: ctx.user.id,
        })
        .returning({ id: equipment.id }),
    manufacturerKey,
  );
  return getEquipment(db, row.id);
}

export async function updateEquipment(
  db: Db,
  ctx: EquipmentWriteContext,
  id: number,
  body: UpdateBody,
): Promise<Equipment> {
  const before = await findEquipment(db, id);
  const { version, ...rest } = body;
  const customerId = rest.customerId ?? before.customerId;
  const locationId = rest.locationId ?? before.locationId;
  // Moving to another location drops a system of the old location unless a new one is given.
  const movedAway = locationId !== before.locationId && rest.systemId === undefined;
  const systemId = movedAway ? null : rest.systemId === undefined ? before.systemId : rest.systemId;
  const itemId = rest.itemId === undefined ? before.itemId : rest.itemId;
  await checkRefs(db, { customerId, locationId, systemId, itemId });

  const values: Partial<typeof equipment.$inferInsert> = { customerId, locationId, systemId, itemId };
  if (rest.manufacturerId !== undefined) values.manufacturerId = rest.manufacturerId;
  if (rest.name !== undefined) values.name = rest.name;
  if (rest.description !== undefined) values.description = rest.description;
  if (rest.notes !== undefined) values.notes = rest.notes;
  if (rest.isActive !== undefined) values.isActive = rest.isActive;
  if (rest.serialNumber !== undefined) values.serialNumber = blankToNull(rest.serialNumber);
  if (rest.modelNumber !== undefined) values.modelNumber = blankToNull(rest.modelNumber);
  if (rest.installDate !== undefined) values.installDate = rest.installDate;
  if (rest.warrantyExpiration !== undefined) values.warrantyExpiration = rest.warrantyExpiration;
  await withForeignKeys(
    () => updateVersioned(db, equipment, id, version, values, ctx.user.id, 'equipment'),
    manufacturerKey,
  );
  return getEquipment(db, id);
}

// Systems -------------------------------------------------------------------------------------------

type SystemRow = typeof equipmentSystems.$inferSelect;
const toSystem = (r: SystemRow): EquipmentSystem => ({
  id: r.id,
  locationId: r.locationId,
  name: r.name,
  description: r.description,
  ...auditOut(r),
});

export async function listSystems(db: Db, locationId: number): Promise<EquipmentSystem[]> {
  const rows = await db
    .select()
    .from(equipmentSystems)
    .where(eq(equipmentSystems.locationId, locationId))
    .orderBy(asc(equipmentSystems.name), asc(equipmentSystems.id));
  return rows.map(toSystem);
}

/** The equipment's system, or null when it belongs to none. */
export async function getSystemOf(db: Db, id: number): Promise<EquipmentSystem | null> {
  const unit = await findEquipment(db, id);
  if (!unit.systemId) return null;
  const [row] = await db.select().from(equipmentSystems).where(eq(equipmentSystems.id, unit.systemId));
  return row ? toSystem(row) : null;
}

/** Puts the equipment in a system: an existing one of its location by id, or by name (found or created). */
export async function setSystem(
  db: Db,
  ctx: EquipmentWriteContext,
  id: number,
  body: z.output<typeof setSystemBodySchema>,
): Promise<EquipmentSystem> {
  const unit = await findEquipment(db, id);
  let system: SystemRow | undefined;
  if (body.systemId !== undefined) {
    [system] = await db.select().from(equipmentSystems).where(eq(equipmentSystems.id, body.systemId));
    if (!system) throw badRequest(Messages.validation, [{ field: 'systemId', message: M.unknownSystem }]);
    if (system.locationId !== unit.locationId) throw ruleViolation(M.systemAtOtherLocation);
  } else {
    const name = body.name as string;
    [system] = await db
      .select()
      .from(equipmentSystems)
      .where(
        and(
          eq(equipmentSystems.locationId, unit.locationId),
          sql`lower(${equipmentSystems.name}) = lower(${name})`,
        ),
      )
      .orderBy(asc(equipmentSystems.id))
      .limit(1);
    if (!system) {
      [system] = await db
        .insert(equipmentSystems)
        .values({
          locationId: unit.locationId,
          name,
          description: body.description ?? '',
          createdBy: ctx.user.id,
          modifiedBy: ctx.user.id,
        })
        .returning();
    }
  }
  await updateVersioned(db, equipment, id, undefined, { systemId: system.id }, ctx.user.id, 'equipment');
  return toSystem(system);
}

export async function removeFromSystem(db: Db, ctx: EquipmentWriteContext, id: number): Promise<void> {
  const unit = await findEquipment(db, id);
  if (!unit.systemId) throw notFound('equipment system');
  await updateVersioned(db, equipment, id, undefined, { systemId: null }, ctx.user.id, 'equipment');
}
