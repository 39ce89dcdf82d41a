import { Messages } from '@fieldline/contracts/common/errors';
import {
  type createItemOverrideBodySchema,
  type createLinkedItemBodySchema,
  type ItemOverride,
  type LinkedItem,
  type linkedItemQuerySchema,
  EQUIPMENT_MESSAGES as M,
  type updateItemOverrideBodySchema,
  type updateLinkedItemBodySchema,
} from '@fieldline/contracts/equipment/equipment.contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { itemSummaries } from '../items';
import { findEquipment } from './equipment.read';
import type { EquipmentWriteContext } from './equipment.service';
import {
  equipment,
  equipmentLinkedItems as linked,
  equipmentItemOverrides as overrides,
} from './equipment.table';

type LinkedRow = typeof linked.$inferSelect;
type OverrideRow = typeof overrides.$inferSelect;

async function itemRefs(db: Db, ids: number[]) {
  const items = await itemSummaries(db, ids);
  return (id: number) => {
    const item = items.get(id);
    return { id, itemCode: item?.itemCode ?? '', name: item?.name ?? '' };
  };
}

async function requireItem(db: Db, itemId: number) {
  if (!(await itemSummaries(db, [itemId])).has(itemId)) {
    throw badRequest(Messages.validation, [{ field: 'itemId', message: M.unknownItem }]);
  }
}

// Linked items -------------------------------------------------------------------------------------

async function toLinked(db: Db, rows: LinkedRow[]): Promise<LinkedItem[]> {
  const ref = await itemRefs(
    db,
    rows.map((r) => r.itemId),
  );
  return rows.map((r) => ({
    id: r.id,
    equipmentId: r.equipmentId,
    item: ref(r.itemId),
    quantity: r.quantity,
    note: r.note,
    ...auditOut(r),
  }));
}

export async function listLinkedItems(db: Db, equipmentId: number): Promise<LinkedItem[]> {
  await findEquipment(db, equipmentId);
  const rows = await db
    .select()
    .from(linked)
    .where(eq(linked.equipmentId, equipmentId))
    .orderBy(asc(linked.id));
  return toLinked(db, rows);
}

/** GET equipment/querylinkeditems: across equipment, filtered by equipment, item or location. */
export async function queryLinkedItems(
  db: Db,
  q: z.output<typeof linkedItemQuerySchema>,
): Promise<LinkedItem[]> {
  const atLocation = q.locationId
    ? db.select({ id: equipment.id }).from(equipment).where(eq(equipment.locationId, q.locationId))
    : undefined;
  const rows = await db
    .select()
    .from(linked)
    .where(
      and(
        q.equipmentId ? eq(linked.equipmentId, q.equipmentId) : undefined,
        q.itemId ? eq(linked.itemId, q.itemId) : undefined,
        atLocation ? inArray(linked.equipmentId, atLocation) : undefined,
      ),
    )
    .orderBy(asc(linked.equipmentId), asc(linked.id))
    .offset(q.offset)
    .limit(q.limit);
  return toLinked(db, rows);
}

async function findLinked(db: Db, equipmentId: number, id: number): Promise<LinkedRow> {
  const [row] = await db
    .select()
    .from(linked)
    .where(and(eq(linked.id, id), eq(linked.equipmentId, equipmentId)));
  if (!row) throw notFound('linked item');
  return row;
}

export async function addLinkedItem(
  db: Db,
  ctx: EquipmentWriteContext,
  equipmentId: number,
  body: z.output<typeof createLinkedItemBodySchema>,
): Promise<LinkedItem> {
  await findEquipment(db, equipmentId);
  await requireItem(db, body.itemId);
  const [clash] = await db
    .select({ id: linked.id })
    .from(linked)
    .where(and(eq(linked.equipmentId, equipmentId), eq(linked.itemId, body.itemId)));
  if (clash) throw conflict(M.duplicateLinkedItem);
  const [row] = await db
    .insert(linked)
    .values({
      equipmentId,
      itemId: body.itemId,
      quantity: body.quantity ?? '1.0000',
      note: body.note ?? '',
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  return (await toLinked(db, [row]))[0];
}

export async function updateLinkedItem(
  db: Db,
  ctx: EquipmentWriteContext,
  equipmentId: number,
  id: number,
  body: z.output<typeof updateLinkedItemBodySchema>,
): Promise<LinkedItem> {
  await findLinked(db, equipmentId, id);
  const { version, ...values } = body;
  const row = await updateVersioned(db, linked, id, version, values, ctx.user.id, 'linked item');
  return (await toLinked(db, [row]))[0];
}

export async function deleteLinkedItem(db: Db, equipmentId: number, id: number): Promise<void> {
  await findLinked(db, equipmentId, id);
  await db.delete(linked).where(eq(linked.id, id));
}

// Item overrides ------------------------------------------------------------------------------------

async function toOverrides(db: Db, rows: OverrideRow[]): Promise<ItemOverride[]> {
  const ref = await itemRefs(
    db,
    rows.map((r) => r.itemId),
  );
  return rows.map((r) => ({
    id: r.id,
    equipmentId: r.equipmentId,
    item: ref(r.itemId),
    description: r.description,
    price: r.price,
    cost: r.cost,
    ...auditOut(r),
  }));
}

export async function listOverrides(db: Db, equipmentId: number): Promise<ItemOverride[]> {
  await findEquipment(db, equipmentId);
  const rows = await db
    .select()
    .from(overrides)
    .where(eq(overrides.equipmentId, equipmentId))
    .orderBy(asc(overrides.id));
  return toOverrides(db, rows);
}

async function findOverride(db: Db, equipmentId: number, id: number): Promise<OverrideRow> {
  const [row] = await db
    .select()
    .from(overrides)
    .where(and(eq(overrides.id, id), eq(overrides.equipmentId, equipmentId)));
  if (!row) throw notFound('item override');
  return row;
}

export async function getOverride(db: Db, equipmentId: number, id: number): Promise<ItemOverride> {
  return (await toOverrides(db, [await findOverride(db, equipmentId, id)]))[0];
}

export async function addOverride(
  db: Db,
  ctx: EquipmentWriteContext,
  equipmentId: number,
  body: z.output<typeof createItemOverrideBodySchema>,
): Promise<ItemOverride> {
  await findEquipment(db, equipmentId);
  await requireItem(db, body.itemId);
  const [clash] = await db
    .select({ id: overrides.id })
    .from(overrides)
    .where(and(eq(overrides.equipmentId, equipmentId), eq(overrides.itemId, body.itemId)));
  if (clash) throw conflict(M.duplicateOverride);
  const [row] = await db
    .insert(overrides)
    .values({
      equipmentId,
      itemId: body.itemId,
      description: body.description || null,
      price: body.price ?? null,
      cost: body.cost ?? null,
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  return (await toOverrides(db, [row]))[0];
}

export async function updateOverride(
  db: Db,
  ctx: EquipmentWriteContext,
  equipmentId: number,
  id: number,
  body: z.output<typeof updateItemOverrideBodySchema>,
): Promise<ItemOverride> {
  await findOverride(db, equipmentId, id);
  const { version, ...rest } = body;
  const values: Partial<typeof overrides.$inferInsert> = {};
  if (rest.description !== undefined) values.description = rest.description || null;
  if (rest.price !== undefined) values.price = rest.price;
  if (rest.cost !== undefined) values.cost = rest.cost;
  const row = await updateVersioned(db, overrides, id, version, values, ctx.user.id, 'item override');
  return (await toOverrides(db, [row]))[0];
}

export async function deleteOverride(db: Db, equipmentId: number, id: number): Promise<void> {
  await findOverride(db, equipmentId, id);
  await db.delete(overrides).where(eq(overrides.id, id));
}
