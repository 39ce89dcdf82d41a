import { and, asc, desc, eq, ilike, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import {
  cappedCount,
  estimatedRows,
  SEARCH_COUNT_CAP,
  SEARCH_DENSE_MATCHES,
  walkInOrder,
} from '../../platform/db/search';
import { contactLocations, contacts } from './contacts.table';

export type ContactRecord = typeof contacts.$inferSelect;
export type LinkRecord = typeof contactLocations.$inferSelect;

const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Exactly the expression of the trigram index `contacts_search_trgm_idx`, so ILIKE on it uses the index. */
const searchText = sql`(${contacts.firstName} || ' ' || ${contacts.lastName} || ' ' || coalesce(${contacts.email}, ''))`;

export async function findContact(db: Db, id: number): Promise<ContactRecord | undefined> {
  return (await db.select().from(contacts).where(eq(contacts.id, id)))[0];
}

export async function findContacts(db: Db, ids: number[]): Promise<ContactRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(contacts).where(inArray(contacts.id, ids));
}

export async function findContactByUid(db: Db, uid: string): Promise<ContactRecord | undefined> {
  return (await db.select().from(contacts).where(eq(contacts.uid, uid)))[0];
}

export async function linksOf(db: Db, contactIds: number[]): Promise<LinkRecord[]> {
  if (contactIds.length === 0) return [];
  return db.select().from(contactLocations).where(inArray(contactLocations.contactId, contactIds));
}

export async function findLink(
  db: Db,
  contactId: number,
  locationId: number,
): Promise<LinkRecord | undefined> {
  return (
    await db
      .select()
      .from(contactLocations)
      .where(and(eq(contactLocations.contactId, contactId), eq(contactLocations.locationId, locationId)))
  )[0];
}

/** Linking twice keeps the first link (and its signoff flag). */
export async function link(db: Db, contactId: number, locationId: number): Promise<LinkRecord> {
  await db.insert(contactLocations).values({ contactId, locationId }).onConflictDoNothing();
  return (await findLink(db, contactId, locationId)) as LinkRecord;
}

/** The link row carries the signoff flag, so removing it removes the signoff status too. */
export async function unlink(db: Db, contactId: number, locationId?: number): Promise<number> {
  const rows = await db
    .delete(contactLocations)
    .where(
      and(
        eq(contactLocations.contactId, contactId),
        locationId === undefined ? undefined : eq(contactLocations.locationId, locationId),
      ),
    )
    .returning({ locationId: contactLocations.locationId });
  return rows.length;
}

export async function setReceiveSignoffs(db: Db, contactId: number, locationId: number, value: boolean) {
  const [row] = await db
    .update(contactLocations)
    .set({ receiveSignoffs: value })
    .where(and(eq(contactLocations.contactId, contactId), eq(contactLocations.locationId, locationId)))
    .returning();
  return row;
}

/** A customer has one primary contact: making one primary clears the others. */
export async function clearOtherPrimaries(db: Db, customerId: number, keepId: number, userId: number) {
  await db
    .update(contacts)
    .set({
      isPrimaryContact: false,
      version: sql`${contacts.version} + 1`,
      modifiedDate: sql`now()`,
      modifiedBy: userId,
    })
    .where(
      and(eq(contacts.customerId, customerId), eq(contacts.isPrimaryContact, true), ne(contacts.id, keepId)),
    );
}

export interface ContactFilter {
  query?: string;
  excludeIds?: number[];
  isActive?: boolean;
  customerIds?: number[];
  locationId?: number;
  email?: string;
}

function contactWhere(f: ContactFilter): SQL | undefined {
  return and(
    f.query ? ilike(searchText, containsPattern(f.query)) : undefined,
    f.excludeIds?.length ? notInArray(contacts.id, f.excludeIds) : undefined,
    f.isActive === undefined ? undefined : eq(contacts.isActive, f.isActive),
    ...(f.customerIds ?? []).map((id) => eq(contacts.customerId, id)),
    f.locationId
      ? inArray(
          contacts.id,
          sql`(select ${contactLocations.contactId} from ${contactLocations} where ${contactLocations.locationId} = ${f.locationId})`,
        )
      : undefined,
    // The contains test lets the trigram index find the candidates; the equality keeps exact matches only.
    f.email
      ? and(
          ilike(searchText, containsPattern(f.email)),
          sql`lower(${contacts.email}) = ${f.email.toLowerCase()}`,
        )
      : undefined,
  );
}

/**
 * A page in last name, first name, id order and the count of matches, capped (SEARCH_COUNT_CAP). With
 * many matches the page is sought by walking `contacts_name_idx` in that order (walkInOrder); with few,
 * or when they are not dense in that order, the matches are found through the trigram index and
 * sorted (the `|| ''` keeps the planner from walking the name index across the table for matches late
 * in the alphabet, e.g. 'smith').
 */
/** The walk of `contacts_name_idx`: its INCLUDE columns cover the search filter. */
const byName = {
  table: contacts,
  tableName: 'contacts',
  columns: {
    lastName: contacts.lastName,
    firstName: contacts.firstName,
    id: contacts.id,
    email: contacts.email,
    isActive: contacts.isActive,
    customerId: contacts.customerId,
  },
  order: ['lastName', 'firstName', 'id'],
};

export async function searchContacts(db: Db, f: ContactFilter, offset: number, limit: number) {
  const where = contactWhere(f);
  // The planner's estimate of the matches: whether counting goes through the trigram index, and
  // whether walking the name index on is worth it (walkInOrder).
  const estimate = await estimatedRows(
    db,
    db.select({ id: contacts.id }).from(contacts).where(where).getSQL(),
  );
  const total = await cappedCount(
    db,
    contacts,
    where,
    (f.query?.length ?? 0) >= 3 && estimate < SEARCH_DENSE_MATCHES,
  );
  // A capped count says nothing of how far the matches go: a later page may still hold some.
  if (limit === 0 || (offset >= total && total <= SEARCH_COUNT_CAP)) return { rows: [], count: total };
  const walked =
    total > SEARCH_COUNT_CAP
      ? await walkInOrder(db, { ...byName, where, offset, limit, estimate })
      : undefined;
  const rows = walked
    ? walked.length === 0
      ? []
      : await db
          .select()
          .from(contacts)
          .where(inArray(contacts.id, walked))
          .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
    : await db
        .select()
        .from(contacts)
        .where(where)
        .orderBy(sql`${contacts.lastName} || ''`, asc(contacts.firstName), asc(contacts.id))
        .offset(offset)
        .limit(limit);
  return { rows, count: total };
}

/** A customer's contacts, active ones first. */
export async function contactsOfCustomer(db: Db, customerId: number, isActive?: boolean) {
  return db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.customerId, customerId),
        isActive === undefined ? undefined : eq(contacts.isActive, isActive),
      ),
    )
    .orderBy(desc(contacts.isActive), asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id));
}
