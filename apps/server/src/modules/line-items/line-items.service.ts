import { moneyString } from '@fieldline/contracts/common/money';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import type {
  addLineItemBodySchema,
  alternateBodySchema,
  collectionPatchSchema,
  LineItem,
  LineItemCollection,
  LineItemKind,
  updateLineItemBodySchema,
} from '@fieldline/contracts/line-items/line-items.contract';
import {
  equipmentNotAtLocationMessage,
  LOCKED_MESSAGE,
} from '@fieldline/contracts/line-items/line-items.contract';
import { lineAmounts } from '@fieldline/contracts/line-items/line-items.totals';
import { eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import { equipmentSummaries } from '../equipment';
import { isValidQuantity, itemSummaries, listAlternates, priceItem, quantityScaleOf } from '../items';
import { warehouseSummaries } from '../warehouses';
import { createGroupRow } from './line-items.groups';
import {
  isLocked,
  OWNER_NAMES,
  pricingContext,
  readCollection,
  readLine,
  type Scope,
  scopeOf,
  writableScope,
} from './line-items.read';
import * as repo from './line-items.repository';
import type { Actor } from './line-items.scope';
import { checkSourceable, ownerSourcing } from './line-items.sourcing';
import { syncAllocation } from './line-items.stock';
import { lineItemCollections, lineItems } from './line-items.table';

export type { Actor };

async function itemOf(db: Db, itemId: number, field = 'itemId'): Promise<ItemSummary> {
  const item = (await itemSummaries(db, [itemId])).get(itemId);
  if (!item) throw fieldError(field, 'Unknown item.');
  return item;
}

function checkQuantity(quantity: string, item: ItemSummary, field = 'quantity') {
  const scale = quantityScaleOf(item);
  if (!isValidQuantity(quantity, scale)) {
    throw fieldError(
      field,
      `The quantity must be a multiple of ${scale.step} with at most ${scale.decimals} decimal place${scale.decimals === 1 ? '' : 's'}.`,
    );
  }
}

/** Equipment named on a line must exist (400) and be at the owner's customer location (422). */
async function checkEquipment(db: Db, scope: Scope, equipmentId: number | null | undefined) {
  if (equipmentId == null) return;
  const unit = (await equipmentSummaries(db, [equipmentId])).get(equipmentId);
  if (!unit) throw fieldError('equipmentId', 'Unknown equipment.');
  if (unit.locationId !== scope.owner.locationId) {
    throw ruleViolation(equipmentNotAtLocationMessage(OWNER_NAMES[scope.kind]));
  }
}

async function checkWarehouse(db: Db, warehouseId: number | null | undefined) {
  if (warehouseId == null) return;
  if (!(await warehouseSummaries(db, [warehouseId])).has(warehouseId)) {
    throw fieldError('warehouseId', 'Unknown warehouse.');
  }
}

/** Stored subtotal and tax follow every change (the read recomputes them the same way). */
async function storeAmounts(db: Db, scope: Scope, lineId: number) {
  const line = (await repo.findLine(db, scope.collection.id, lineId)) as repo.LineRow;
  const p = await pricingContext(db, scope);
  const a = lineAmounts(line, p);
  const [saved] = await db
    .update(lineItems)
    .set({ discountAmt: a.discountAmt, subtotal: a.subtotal, tax: a.tax })
    .where(eq(lineItems.id, lineId))
    .returning();
  return saved;
}

export async function getCollection(
  db: Db,
  kind: LineItemKind,
  ownerId: number,
  userId: number | null = null,
) {
  return readCollection(db, await scopeOf(db, kind, ownerId, userId));
}

export async function patchCollection(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  body: z.output<typeof collectionPatchSchema>,
): Promise<LineItemCollection> {
  const scope = await scopeOf(a.db, kind, ownerId, a.userId);
  // Unlocking is the one change a locked collection takes (unless its owner itself is locked).
  if (scope.owner.locked || (scope.collection.isLocked && body.isLocked !== false)) {
    throw ruleViolation(LOCKED_MESSAGE);
  }
  const [saved] = await a.db
    .update(lineItemCollections)
    .set({
      ...body,
      modifiedBy: a.userId,
      modifiedDate: sql`now()`,
      version: sql`${lineItemCollections.version} + 1`,
    })
    .where(eq(lineItemCollections.id, scope.collection.id))
    .returning();
  const next = { ...scope, collection: saved };
  if (body.taxRate !== undefined) await recalculate(a.db, next);
  return readCollection(a.db, next);
}

export async function getLine(db: Db, kind: LineItemKind, ownerId: number, lineId: number) {
  return readLine(db, await scopeOf(db, kind, ownerId, null), lineId);
}

async function resolveGroup(a: Actor, scope: Scope, body: { groupId?: number; groupName?: string }) {
  if (body.groupId !== undefined) {
    const g = await repo.findGroup(a.db, scope.collection.id, body.groupId);
    if (!g) throw fieldError('groupId', 'Unknown group.');
    return g;
  }
  if (body.groupName !== undefined) {
    // An item arriving for a group that does not exist yet creates it (the NA group stays last).
    return (
      (await repo.findGroupByName(a.db, scope.collection.id, body.groupName)) ??
      (await createGroupRow(a, scope, { name: body.groupName }))
    );
  }
  return repo.naGroupOf(a.db, scope.collection.id);
}

export async function addLine(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  body: z.output<typeof addLineItemBodySchema>,
): Promise<LineItem> {
  const scope = await writableScope(a.db, kind, ownerId, a.userId);
  const item = await itemOf(a.db, body.itemId);
  checkQuantity(body.quantity, item);
  await checkWarehouse(a.db, body.warehouseId);
  await checkEquipment(a.db, scope, body.equipmentId);
  const group = await resolveGroup(a, scope, body);
  // A stocked line sent without a warehouse allocates from the office's default (explicit null: none).
  const warehouseId =
    body.warehouseId !== undefined
      ? body.warehouseId
      : item.isStocked
        ? (await ownerSourcing(a.db, scope)).defaultWarehouseId
        : null;
  const pricing =
    body.price === undefined
      ? await priceItem(a.db, { itemId: item.id, quantity: body.quantity, customerId: undefined })
      : null;
  const [{ last }] = await a.db
    .select({ last: max(lineItems.displayOrder) })
    .from(lineItems)
    .where(eq(lineItems.groupId, group.id));
  const [line] = await a.db
    .insert(lineItems)
    .values({
      collectionId: scope.collection.id,
      groupId: group.id,
      itemId: item.id,
      description: body.description ?? item.description,
      note: body.note ?? '',
      quantity: body.quantity,
      cost: body.cost ?? moneyString(item.cost, 4),
      price: body.price ?? pricing?.unitPrice ?? moneyString(item.price, 4),
      discountPct: body.discountPct ?? '0',
      isTaxable: body.isTaxable ?? true,
      displayOrder: (last ?? 0) + 1,
      warehouseId,
      equipmentId: body.equipmentId ?? null,
      createdBy: a.userId,
      modifiedBy: a.userId,
    })
    .returning();
  const saved = await storeAmounts(a.db, scope, line.id);
  await syncAllocation(a.db, kind, ownerId, null, { line: saved, stocked: item.isStocked }, a.userId);
  return readLine(a.db, scope, line.id);
}

async function writableLine(a: Actor, kind: LineItemKind, ownerId: number, lineId: number) {
  const scope = await writableScope(a.db, kind, ownerId, a.userId);
  const line = await repo.findLine(a.db, scope.collection.id, lineId);
  if (!line) throw notFound('line item');
  return { scope, line };
}

export async function updateLine(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  lineId: number,
  body: z.output<typeof updateLineItemBodySchema>,
): Promise<LineItem> {
  const { scope, line } = await writableLine(a, kind, ownerId, lineId);
  const item = await itemOf(a.db, line.itemId);
  if (body.quantity !== undefined) checkQuantity(body.quantity, item);
  if (body.warehouseId !== line.warehouseId) await checkSourceable(a.db, scope, body.warehouseId);
  const { group, ...fields } = body;
  if (group) {
    const target = await repo.findGroup(a.db, scope.collection.id, group.id);
    if (!target) throw fieldError('group.id', 'Unknown group.');
    if (target.id !== line.groupId) {
      // Moved to the end of the other group.
      const ids = (await repo.groupLines(a.db, target.id)).map((l) => l.id);
      await repo.renumberLines(a.db, target.id, [...ids, line.id], a.userId);
    }
  }
  if (Object.keys(fields).length > 0) {
    await a.db
      .update(lineItems)
      .set({
        ...fields,
        modifiedBy: a.userId,
        modifiedDate: sql`now()`,
        version: sql`${lineItems.version} + 1`,
      })
      .where(eq(lineItems.id, line.id));
  }
  const saved = await storeAmounts(a.db, scope, line.id);
  await syncAllocation(
    a.db,
    kind,
    ownerId,
    { line, stocked: item.isStocked },
    { line: saved, stocked: item.isStocked },
    a.userId,
  );
  return readLine(a.db, scope, line.id);
}

export async function deleteLine(a: Actor, kind: LineItemKind, ownerId: number, lineId: number) {
  const { line } = await writableLine(a, kind, ownerId, lineId);
  const item = (await itemSummaries(a.db, [line.itemId])).get(line.itemId);
  await syncAllocation(a.db, kind, ownerId, { line, stocked: item?.isStocked ?? false }, null, a.userId);
  await a.db.delete(lineItems).where(eq(lineItems.id, line.id));
}

export async function setNote(a: Actor, kind: LineItemKind, ownerId: number, lineId: number, note: string) {
  const { scope, line } = await writableLine(a, kind, ownerId, lineId);
  await a.db
    .update(lineItems)
    .set({ note, modifiedBy: a.userId, modifiedDate: sql`now()` })
    .where(eq(lineItems.id, line.id));
  return readLine(a.db, scope, line.id);
}

export async function setEquipment(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  lineId: number,
  equipmentId: number | null,
) {
  const { scope, line } = await writableLine(a, kind, ownerId, lineId);
  await checkEquipment(a.db, scope, equipmentId);
  await a.db
    .update(lineItems)
    .set({ equipmentId, modifiedBy: a.userId, modifiedDate: sql`now()` })
    .where(eq(lineItems.id, line.id));
  return readLine(a.db, scope, line.id);
}

/** Replaces the line's item by one of its alternates, keeping the quantity; price and cost follow the new item. */
export async function replaceWithAlternate(
  a: Actor,
  kind: LineItemKind,
  ownerId: number,
  lineId: number,
  body: z.output<typeof alternateBodySchema>,
) {
  const { scope, line } = await writableLine(a, kind, ownerId, lineId);
  const alternates = await listAlternates(a.db, line.itemId);
  if (!alternates.some((x) => x.alternateItem.id === body.alternateItemId)) {
    throw ruleViolation('The chosen item is not an alternate of this line’s item.');
  }
  const [oldItem, newItem] = await Promise.all([
    itemOf(a.db, line.itemId),
    itemOf(a.db, body.alternateItemId),
  ]);
  if (!isValidQuantity(line.quantity, quantityScaleOf(newItem))) {
    throw ruleViolation(`The line's quantity does not fit the quantity scale of ${newItem.name}.`);
  }
  const pricing = await priceItem(a.db, {
    itemId: newItem.id,
    quantity: line.quantity,
    customerId: undefined,
  });
  await a.db
    .update(lineItems)
    .set({
      itemId: newItem.id,
      description: newItem.description,
      cost: moneyString(newItem.cost, 4),
      price: pricing.unitPrice,
      // Turning into a stocked item without a warehouse: the office default, as on add.
      ...(newItem.isStocked && line.warehouseId === null
        ? { warehouseId: (await ownerSourcing(a.db, scope)).defaultWarehouseId }
        : {}),
      modifiedBy: a.userId,
      modifiedDate: sql`now()`,
      version: sql`${lineItems.version} + 1`,
    })
    .where(eq(lineItems.id, line.id));
  const saved = await storeAmounts(a.db, scope, line.id);
  await syncAllocation(
    a.db,
    kind,
    ownerId,
    { line, stocked: oldItem.isStocked },
    { line: saved, stocked: newItem.isStocked },
    a.userId,
  );
  return readLine(a.db, scope, line.id);
}

/** Recomputes every line's discount, subtotal and tax; the lines that changed are stored in one statement. */
async function recalculate(db: Db, scope: Scope) {
  const p = await pricingContext(db, scope);
  const changed = (await repo.listLines(db, scope.collection.id)).flatMap((l) => {
    const x = lineAmounts(l, p);
    return x.discountAmt !== l.discountAmt || x.subtotal !== l.subtotal || x.tax !== l.tax
      ? [{ id: l.id, discountAmt: x.discountAmt, subtotal: x.subtotal, tax: x.tax }]
      : [];
  });
  await repo.updateAmounts(db, changed);
}

/** POST items/calculatetaxandtotal: stored amounts brought up to date; answers the collection. */
export async function calculateTaxAndTotal(a: Actor, kind: LineItemKind, ownerId: number) {
  const scope = await scopeOf(a.db, kind, ownerId, a.userId);
  if (!isLocked(scope)) await recalculate(a.db, scope);
  return readCollection(a.db, scope);
}
