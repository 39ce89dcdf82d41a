import { toDecimal } from '@fieldline/contracts/common/money';
import type {
  EquipmentProperty,
  equipmentPropertyBodySchema,
  LineItemKind,
} from '@fieldline/contracts/line-items/line-items.contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { itemSummaries } from '../items';
import { readLine, scopeOf, writableScope } from './line-items.read';
import * as repo from './line-items.repository';
import type { Actor } from './line-items.service';
import { syncAllocation } from './line-items.stock';
import { lineItemEquipmentProperties, lineItemGroups, lineItems } from './line-items.table';

type PropertyBody = z.output<typeof equipmentPropertyBodySchema>;

const propertyOut = (r: repo.PropertyRow): EquipmentProperty => ({
  id: r.id,
  lineItemId: r.lineItemId,
  serialNumber: r.serialNumber,
  name: r.name,
  description: r.description,
  modelNumber: r.modelNumber,
  equipmentId: r.equipmentId,
});

async function lineIn(a: Actor, kind: LineItemKind, ownerId: number, lineId: number, write: boolean) {
  const scope = write
    ? await writableScope(a.db, kind, ownerId, a.userId)
    : await scopeOf(a.db, kind, ownerId, a.userId);
  const line = await repo.findLine(a.db, scope.collection.id, lineId);
  if (!line) throw notFound('line item');
  return { scope, line };
}

async function propertyIn(a: Actor, lineId: number, propertyId: number) {
  const [row] = await a.db
    .select()
    .from(lineItemEquipmentProperties)
    .where(
      and(eq(lineItemEquipmentProperties.id, propertyId), eq(lineItemEquipmentProperties.lineItemId, lineId)),
    );
  if (!row) throw notFound('equipment property');
  return row;
}

export async function listProperties(a: Actor, kind: LineItemKind, ownerId: number, lineId: number) {
  const { line } = await lineIn(a, kind, ownerId, lineId, false);
  return ((await repo.propertiesOf(a.db, [line.id])).get(line.id) ?? []).map(propertyOut);
}

export async function getProperty(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  lineId: number,
  pid: number,
) {
  const { line } = await lineIn(a, kind, ownerId, lineId, false);
  return propertyOut(await propertyIn(a, line.id, pid));
}

export async function createProperty(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  lineId: number,
  body: PropertyBody,
) {
  const { line } = await lineIn(a, kind, ownerId, lineId, true);
  const [row] = await a.db
    .insert(lineItemEquipmentProperties)
    .values({ ...body, lineItemId: line.id, createdBy: a.userId, modifiedBy: a.userId })
    .returning();
  return propertyOut(row);
}

export async function updateProperty(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  lineId: number,
  pid: number,
  body: PropertyBody,
) {
  const { line } = await lineIn(a, kind, ownerId, lineId, true);
  await propertyIn(a, line.id, pid);
  const [row] = await a.db
    .update(lineItemEquipmentProperties)
    .set({
      ...body,
      modifiedBy: a.userId,
      modifiedDate: sql`now()`,
      version: sql`${lineItemEquipmentProperties.version} + 1`,
    })
    .where(eq(lineItemEquipmentProperties.id, pid))
    .returning();
  return propertyOut(row);
}

export async function deleteProperty(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  lineId: number,
  pid: number,
) {
  const { line } = await lineIn(a, kind, ownerId, lineId, true);
  await propertyIn(a, line.id, pid);
  await a.db.delete(lineItemEquipmentProperties).where(eq(lineItemEquipmentProperties.id, pid));
}

export async function readLineOf(a: Actor, kind: LineItemKind, ownerId: number, lineId: number) {
  const { scope } = await lineIn(a, kind, ownerId, lineId, false);
  return readLine(a.db, scope, lineId);
}

/** A line as other modules need it (job summary, post-processing, packing slips). */
export interface CollectionLine {
  id: number;
  groupId: number;
  itemId: number;
  description: string;
  note: string;
  quantity: string;
  cost: string;
  price: string;
  discountPct: string;
  discountAmt: string;
  subtotal: string;
  tax: string;
  isTaxable: boolean;
  displayOrder: number;
  equipmentId: number | null;
  warehouseId: number | null;
  sourcePurchaseOrderId: number | null;
  issuedQuantity: string;
  expenseDescription: string | null;
}

const collectionLineOf = (l: repo.LineRow): CollectionLine => ({
  id: l.id,
  groupId: l.groupId,
  itemId: l.itemId,
  description: l.description,
  note: l.note,
  quantity: l.quantity,
  cost: l.cost,
  price: l.price,
  discountPct: l.discountPct,
  discountAmt: l.discountAmt,
  subtotal: l.subtotal,
  tax: l.tax,
  isTaxable: l.isTaxable,
  displayOrder: l.displayOrder,
  equipmentId: l.equipmentId,
  warehouseId: l.warehouseId,
  sourcePurchaseOrderId: l.sourcePurchaseOrderId,
  issuedQuantity: l.issuedQuantity,
  expenseDescription: l.expenseDescription,
});

/** The owner's lines in display order (an owner without a collection has none). */
export async function listCollectionLines(
  db: Db,
  kind: LineItemKind,
  ownerId: number,
): Promise<CollectionLine[]> {
  const c = await repo.findCollection(db, kind, ownerId);
  if (!c) return [];
  return (await repo.listLines(db, c.id)).map(collectionLineOf);
}

/**
 * Many owners' lines in one query (a billing run over thousands of contracts), each owner's in display
 * order; an owner without lines is left out of the map.
 */
export async function listOwnersLines(
  db: Db,
  kind: LineItemKind,
  ownerIds: number[],
): Promise<Map<number, CollectionLine[]>> {
  const byOwner = new Map<number, CollectionLine[]>();
  if (ownerIds.length === 0) return byOwner;
  for (const { ownerId, line } of await repo.listOwnersLines(db, kind, ownerIds)) {
    const list = byOwner.get(ownerId) ?? [];
    list.push(collectionLineOf(line));
    byOwner.set(ownerId, list);
  }
  return byOwner;
}

/**
 * Records what was issued from stock for lines (job post-processing): issuedQuantity becomes the
 * given quantity and the allocation shrinks to what is still held.
 */
export async function markLinesIssued(
  db: Db,
  kind: LineItemKind,
  ownerId: number,
  issued: { lineId: number; quantity: string }[],
  userId: number | null = null,
): Promise<void> {
  const c = await repo.findCollection(db, kind, ownerId);
  if (!c || issued.length === 0) return;
  const rows = await db
    .select()
    .from(lineItems)
    .where(
      and(
        eq(lineItems.collectionId, c.id),
        inArray(
          lineItems.id,
          issued.map((i) => i.lineId),
        ),
      ),
    );
  const items = await itemSummaries(
    db,
    rows.map((r) => r.itemId),
  );
  for (const before of rows) {
    const q = issued.find((i) => i.lineId === before.id)?.quantity ?? '0';
    const [after] = await db
      .update(lineItems)
      .set({ issuedQuantity: toDecimal(q).toFixed(4), modifiedBy: userId, modifiedDate: sql`now()` })
      .where(eq(lineItems.id, before.id))
      .returning();
    const stocked = items.get(before.itemId)?.isStocked ?? false;
    await syncAllocation(db, kind, ownerId, { line: before, stocked }, { line: after, stocked }, userId);
  }
}

/**
 * Copies one owner's groups and lines (with notes and equipment properties) to another owner (bid →
 * job conversion). The target's allocations are set; a bid's allocations are released when its lines
 * move to a job (the job now holds the stock). Returns the new collection id.
 */
export async function copyCollection(
  db: Db,
  ctx: { userId: number | null },
  fromKind: LineItemKind,
  fromId: number,
  toKind: LineItemKind,
  toId: number,
): Promise<number> {
  const source = await repo.findCollection(db, fromKind, fromId);
  const target = await repo.ensureCollection(db, toKind, toId, ctx.userId);
  if (!source) return target.id;
  const userId = ctx.userId;
  const [groups, lines] = await Promise.all([repo.listGroups(db, source.id), repo.listLines(db, source.id)]);
  const targetNa = await repo.naGroupOf(db, target.id);
  const named = groups.filter((g) => !g.isNaGroup);
  const groupCopies =
    named.length === 0
      ? []
      : await db
          .insert(lineItemGroups)
          .values(
            named.map((g) => {
              const {
                id: _id,
                collectionId: _c,
                createdDate: _cd,
                modifiedDate: _md,
                version: _v,
                ...rest
              } = g;
              return { ...rest, collectionId: target.id, createdBy: userId, modifiedBy: userId };
            }),
          )
          .returning();
  const groupMap = new Map<number, number>(named.map((g, i) => [g.id, groupCopies[i].id]));
  const [props, items] = await Promise.all([
    repo.propertiesOf(
      db,
      lines.map((l) => l.id),
    ),
    itemSummaries(
      db,
      lines.map((l) => l.itemId),
    ),
  ]);
  if (lines.length === 0) return target.id;
  // One insert for the lines; RETURNING answers them in the order of the VALUES list.
  const copies = await db
    .insert(lineItems)
    .values(
      lines.map((l) => {
        const { id: _id, collectionId: _c, createdDate: _cd, modifiedDate: _md, version: _v, ...rest } = l;
        return {
          ...rest,
          collectionId: target.id,
          groupId: groupMap.get(l.groupId) ?? targetNa.id,
          issuedQuantity: '0',
          createdBy: userId,
          modifiedBy: userId,
        };
      }),
    )
    .returning();
  const newProps = lines.flatMap((l, i) =>
    (props.get(l.id) ?? []).map((r) => ({
      lineItemId: copies[i].id,
      serialNumber: r.serialNumber,
      name: r.name,
      description: r.description,
      modelNumber: r.modelNumber,
      equipmentId: r.equipmentId,
      createdBy: userId,
      modifiedBy: userId,
    })),
  );
  if (newProps.length > 0) await db.insert(lineItemEquipmentProperties).values(newProps);
  for (const [i, l] of lines.entries()) {
    const stocked = items.get(l.itemId)?.isStocked ?? false;
    if (!stocked || l.warehouseId === null) continue;
    if (fromKind === 'Bid' && toKind === 'Job') {
      await syncAllocation(db, fromKind, fromId, { line: l, stocked }, null, userId);
    }
    await syncAllocation(db, toKind, toId, null, { line: copies[i], stocked }, userId);
  }
  return target.id;
}
