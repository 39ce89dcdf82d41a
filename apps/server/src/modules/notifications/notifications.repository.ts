import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notificationLogs, notificationSubscriptions, notificationTypes } from './notifications.table';

export type TypeRecord = typeof notificationTypes.$inferSelect;
export type SubscriptionRecord = typeof notificationSubscriptions.$inferSelect;

export async function activeTypes(db: Db): Promise<TypeRecord[]> {
  return db
    .select()
    .from(notificationTypes)
    .where(eq(notificationTypes.isActive, true))
    .orderBy(asc(notificationTypes.sort), asc(notificationTypes.id));
}

export async function findActiveType(db: Db, id: number): Promise<TypeRecord | undefined> {
  return (
    await db
      .select()
      .from(notificationTypes)
      .where(and(eq(notificationTypes.id, id), eq(notificationTypes.isActive, true)))
  )[0];
}

export async function subscriptionsOf(
  db: Db,
  contactIds: number[],
  typeId?: number,
): Promise<SubscriptionRecord[]> {
  if (contactIds.length === 0) return [];
  return db
    .select()
    .from(notificationSubscriptions)
    .where(
      and(
        inArray(notificationSubscriptions.contactId, contactIds),
        typeId === undefined ? undefined : eq(notificationSubscriptions.notificationTypeId, typeId),
      ),
    );
}

/**
 * Sets the subscription of many contacts to one type in one statement. `optedOutByContact` is left as it
 * is when not given.
 */
export async function setSubscriptions(
  db: Db,
  contactIds: number[],
  typeId: number,
  change: { isSubscribed: boolean; optedOutByContact?: boolean },
  userId: number | null,
): Promise<void> {
  if (contactIds.length === 0) return;
  await db
    .insert(notificationSubscriptions)
    .values(
      contactIds.map((contactId) => ({
        contactId,
        notificationTypeId: typeId,
        isSubscribed: change.isSubscribed,
        optedOutByContact: change.optedOutByContact ?? false,
        modifiedBy: userId,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationSubscriptions.contactId, notificationSubscriptions.notificationTypeId],
      set: {
        isSubscribed: change.isSubscribed,
        ...(change.optedOutByContact === undefined ? {} : { optedOutByContact: change.optedOutByContact }),
        modifiedDate: sql`now()`,
        modifiedBy: userId,
      },
    });
}

export async function logsOf(db: Db, contactIds: number[], offset: number, limit: number) {
  if (contactIds.length === 0) return [];
  return db
    .select({ log: notificationLogs, typeName: notificationTypes.name })
    .from(notificationLogs)
    .leftJoin(notificationTypes, eq(notificationTypes.id, notificationLogs.notificationTypeId))
    .where(inArray(notificationLogs.contactId, contactIds))
    .orderBy(desc(notificationLogs.sentDate), desc(notificationLogs.id))
    .offset(offset)
    .limit(limit);
}

export async function insertLog(db: Db, values: typeof notificationLogs.$inferInsert) {
  const [row] = await db.insert(notificationLogs).values(values).returning();
  return row;
}
