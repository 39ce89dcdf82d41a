import {
  LAST_DISPLAY_ORDER,
  type LineItemKind,
  NA_GROUP_NAME,
} from '@fieldline/contracts/line-items/line-items.contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import {
  lineItemCollections,
  lineItemEquipmentProperties,
  lineItemGroups,
  lineItems,
} from './line-items.table';

export type CollectionRow = typeof lineItemCollections.$inferSelect;
export type GroupRow = typeof lineItemGroups.$inferSelect;
export type LineRow = typeof lineItems.$inferSelect;
export type PropertyRow = typeof lineItemEquipmentProperties.$inferSelect;

export async function findCollection(db: Db, kind: LineItemKind, ownerId: number) {
  const [row] = await db
    .select()
    .from(lineItemCollections)
    .where(and(eq(lineItemCollections.ownerKind, kind), eq(lineItemCollections.ownerId, ownerId)));
  return row as CollectionRow | undefined;
}

/**
 * The owner's collection, created on first use with its system not-applicable group (kept last,
 * display order 9999). Safe against a concurrent first use (the owner's unique index).
 */
export async function ensureCollection(
  db: Db,
  kind: LineItemKind,
  ownerId: number,
  userId: number | null,
): Promise<CollectionRow> {
  const found = await findCollection(db, kind, ownerId);
  if (found) return found;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(lineItemCollections)
      .values({ ownerKind: kind, ownerId, createdBy: userId, modifiedBy: userId })
      .onConflictDoNothing()
      .returning();
    if (!created) return (await findCollection(tx as Db, kind, ownerId)) as CollectionRow;
    await tx.insert(lineItemGroups).values({
      collectionId: created.id,
      name: NA_GROUP_NAME,
      displayOrder: LAST_DISPLAY_ORDER,
      isSystem: true,
      isNaGroup: true,
      createdBy: userId,
      modifiedBy: userId,
    });
    return created;
  });
}

/** Groups in display order; the not-applicable group always last. */
export async function listGroups(db: Db, collectionId: number): Promise<GroupRow[]> {
  return db
    .select()
    .from(lineItemGroups)
    .where(eq(lineItemGroups.collectionId, collectionId))
    .orderBy(asc(lineItemGroups.isNaGroup), asc(lineItemGroups.displayOrder), asc(lineItemGroups.id));
}

/** Lines in their group's order, then their own. */
export async function listLines(db: Db, collectionId: number): Promise<LineRow[]> {
  return db
    .select({ line: lineItems })
    .from(lineItems)
    .innerJoin(lineItemGroups, eq(lineItemGroups.id, lineItems.groupId))
    .where(eq(lineItems.collectionId, collectionId))
    .orderBy(
      asc(lineItemGroups.isNaGroup),
      asc(lineItemGroups.displayOrder),
      asc(lineItemGroups.id),
      asc(lineItems.displayOrder),
      asc(lineItems.id),
    )
    .then((rows) => rows.map((r) => r.line));
}

/** Lines of many owners' collections, ordered by owner and then as `listLines` orders one collection. */
export async function listOwnersLines(db: Db, kind: LineItemKind, ownerIds: number[]) {
  return db
    .select({ ownerId: lineItemCollections.ownerId, line: lineItems })
    .from(lineItemCollections)
    .innerJoin(lineItems, eq(lineItems.collectionId, lineItemCollections.id))
    .innerJoin(lineItemGroups, eq(lineItemGroups.id, lineItems.groupId))
    .where(and(eq(lineItemCollections.ownerKind, kind), inArray(lineItemCollections.ownerId, ownerIds)))
    .orderBy(
      asc(lineItemCollections.ownerId),
      asc(lineItemGroups.isNaGroup),
      asc(lineItemGroups.displayOrder),
      asc(lineItemGroups.id),
      asc(lineItems.displayOrder),
      asc(lineItems.id),
    ) as Promise<{ ownerId: number; line: LineRow }[]>;
}

export async function findLine(db: Db, collectionId: number, lineId: number) {
  const [row] = await db
    .select()
    .from(lineItems)
    .where(and(eq(lineItems.collectionId, collectionId), eq(lineItems.id, lineId)));
  return row as LineRow | undefined;
}

export async function findGroup(db: Db, collectionId: number, groupId: number) {
  const [row] = await db
    .select()
    .from(lineItemGroups)
    .where(and(eq(lineItemGroups.collectionId, collectionId), eq(lineItemGroups.id, groupId)));
  return row as GroupRow | undefined;
}

export async function findGroupByName(db: Db, collectionId: number, name: string) {
  const [row] = await db
    .select()
    .from(lineItemGroups)
    .where(
      and(eq(lineItemGroups.collectionId, collectionId), sql`lower(${lineItemGroups.name}) = lower(${name})`),
    )
    .limit(1);
  return row as GroupRow | undefined;
}

export async function naGroupOf(db: Db, collectionId: number): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(lineItemGroups)
    .where(and(eq(lineItemGroups.collectionId, collectionId), eq(lineItemGroups.isNaGroup, true)));
  return row;
}

export async function groupLines(db: Db, groupId: number): Promise<LineRow[]> {
  return db
    .select()
    .from(lineItems)
    .where(eq(lineItems.groupId, groupId))
    .orderBy(asc(lineItems.displayOrder), asc(lineItems.id));
}

/** Writes display orders 1..n in the given order (one statement). */
export async function renumberLines(db: Db, groupId: number, orderedIds: number[], userId: number | null) {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, i) => sql`when ${id} then ${i + 1}`),
    sql` `,
  );
  await db
    .update(lineItems)
    .set({
      groupId,
      displayOrder: sql`(case ${lineItems.id} ${cases} end)::int`,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
    })
    .where(inArray(lineItems.id, orderedIds));
}

/** Group display orders 1..n in the given order (the not-applicable group is left at 9999). */
export async function renumberGroups(db: Db, orderedIds: number[], userId: number | null) {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, i) => sql`when ${id} then ${i + 1}`),
    sql` `,
  );
  await db
    .update(lineItemGroups)
    .set({
      displayOrder: sql`(case ${lineItemGroups.id} ${cases} end)::int`,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
    })
    .where(inArray(lineItemGroups.id, orderedIds));
}

export async function propertiesOf(db: Db, lineIds: number[]): Promise<Map<number, PropertyRow[]>> {
  const out = new Map<number, PropertyRow[]>();
  if (lineIds.length === 0) return out;
  const rows = await db
    .select()
    .from(lineItemEquipmentProperties)
    .where(inArray(lineItemEquipmentProperties.lineItemId, lineIds))
    .orderBy(asc(lineItemEquipmentProperties.id));
  for (const r of rows) out.set(r.lineItemId, [...(out.get(r.lineItemId) ?? []), r]);
  return out;
}

/** Stores recomputed line amounts for many lines in one statement. */
export async function updateAmounts(
  db: Db,
  rows: { id: number; discountAmt: string; subtotal: string; tax: string }[],
) {
  if (rows.length === 0) return;
  const col = (pick: (r: (typeof rows)[number]) => string) =>
    sql`(case ${lineItems.id} ${sql.join(
      rows.map((r) => sql`when ${r.id} then ${pick(r)}`),
      sql` `,
    )} end)::numeric`;
  await db
    .update(lineItems)
    .set({
      discountAmt: col((r) => r.discountAmt),
      subtotal: col((r) => r.subtotal),
      tax: col((r) => r.tax),
    })
    .where(
      inArray(
        lineItems.id,
        rows.map((r) => r.id),
      ),
    );
}
