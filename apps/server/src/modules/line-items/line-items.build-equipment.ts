import type { LineItemKind } from '@fieldline/contracts/line-items/line-items.contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import * as repo from './line-items.repository';
import { lineItemEquipmentProperties } from './line-items.table';

/**
 * Shared API for the jobs module's build-equipment (written by the job work helper): the serial-numbered
 * equipment properties of an owner's lines, each with its line's item, and the link from a property to
 * the equipment built from it.
 */
export interface OwnerEquipmentProperty {
  id: number;
  lineItemId: number;
  itemId: number;
  lineDescription: string;
  serialNumber: string | null;
  name: string | null;
  description: string | null;
  modelNumber: string | null;
  equipmentId: number | null;
}

export async function ownerEquipmentProperties(
  db: Db,
  kind: LineItemKind,
  ownerId: number,
): Promise<OwnerEquipmentProperty[]> {
  const c = await repo.findCollection(db, kind, ownerId);
  if (!c) return [];
  const lines = await repo.listLines(db, c.id);
  const props = await repo.propertiesOf(
    db,
    lines.map((l) => l.id),
  );
  return lines.flatMap((l) =>
    (props.get(l.id) ?? []).map((p) => ({
      id: p.id,
      lineItemId: l.id,
      itemId: l.itemId,
      lineDescription: l.description,
      serialNumber: p.serialNumber,
      name: p.name,
      description: p.description,
      modelNumber: p.modelNumber,
      equipmentId: p.equipmentId,
    })),
  );
}

/** Records which equipment a property became (one update per property, in the caller's transaction). */
export async function linkPropertyEquipment(
  db: Db,
  links: { propertyId: number; equipmentId: number }[],
  userId: number | null,
): Promise<void> {
  for (const l of links) {
    await db
      .update(lineItemEquipmentProperties)
      .set({
        equipmentId: l.equipmentId,
        modifiedBy: userId,
        modifiedDate: sql`now()`,
        version: sql`${lineItemEquipmentProperties.version} + 1`,
      })
      .where(eq(lineItemEquipmentProperties.id, l.propertyId));
  }
}
