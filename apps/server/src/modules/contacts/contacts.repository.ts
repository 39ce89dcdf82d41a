import type { ContactRow } from '@fieldline/contracts/contacts/contacts.contract';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import {
  byShape,
  countAndRows,
  fieldColumn,
  needsRecheck,
  prefixWalk,
  searchQueryCte,
  wordsMatch,
} from '../../platform/db/search';
import { wantsField } from '../../platform/http/fields';
import { customerName } from '../customers';
import { contactLocations, contacts } from './contacts.table';

export type ContactRecord = typeof contacts.$inferSelect;
export type LinkRecord = typeof contactLocations.$inferSelect;

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

/** The filters other than `query`, on the contacts row (named `contacts`). */
function filterWhere(f: ContactFilter): SQL | undefined {
  return and(
    f.excludeIds?.length ? sql`not (${contacts.id} = any(${sql.param(f.excludeIds)}::int[]))` : undefined,
    f.isActive === undefined ? undefined : eq(contacts.isActive, f.isActive),
    ...(f.customerIds ?? []).map((id) => eq(contacts.customerId, id)),
    f.locationId
      ? sql`exists (select 1 from ${contactLocations} where ${contactLocations.contactId} = ${contacts.id}
          and ${contactLocations.locationId} = ${f.locationId})`
      : undefined,
    // contacts_email_lower_idx
    f.email ? sql`lower(${contacts.email}) = lower(${f.email})` : undefined,
  );
}

/**
 * The prefix rows `p` of contacts matching the query (CTE `q`) and the filters: index-only (isActive is
 * carried in the prefix key) unless another filter or a query word longer than its indexed prefix
 * needs the contact's own row.
 */
function matches(f: ContactFilter): SQL {
  const text = sql`${contacts.firstName} || ' ' || ${contacts.lastName} || ' ' || coalesce(${contacts.email}, '')`;
  const filters = filterWhere({ ...f, isActive: undefined });
  const own = filters
    ? sql`exists (select 1 from ${contacts} where ${contacts.id} = p.id and ${filters}
        and (not ${needsRecheck} or ${wordsMatch(text)}))`
    : sql`(not ${needsRecheck} or exists (select 1 from ${contacts} where ${contacts.id} = p.id and ${wordsMatch(text)}))`;
  const active = f.isActive === undefined ? sql`` : sql` and p.is_active = ${f.isActive}`;
  return sql`${prefixWalk('contact_search_prefixes', ['last_name', 'first_name', 'id'])}${active} and ${own}`;
}

/**
 * The page `ids (id)` as the contacts manager lists it, one row per contact. With a location,
 * receiveSignoffs and isLocationContact describe the link to that location; without one, any of the
 * contact's links. The customer's name and the links are read only when `fields` asks for them (a
 * typeahead asks for the name, e-mail and customer); the others answer null and the route leaves them out.
 */
function pageRows(locationId: number | undefined, fields: string | undefined): SQL {
  const want = (name: string) => wantsField(fields, name);
  const col = (name: string, expr: SQL, wanted?: boolean) => fieldColumn(fields, name, expr, wanted);
  const location = locationId ? sql` and l.location_id = ${locationId}` : sql``;
  const links = want('receiveSignoffs') || want('isLocationContact');
  // The names always: the page is ordered by them.
  return sql`select c.id, c.first_name as "firstName", c.last_name as "lastName", ${col('title', sql`c.title`)}, ${col('workPhone', sql`c.work_phone`)}, ${col('cellPhone', sql`c.cell_phone`)},
      ${col('email', sql`c.email`)}, ${col('isActive', sql`c.is_active`)}, ${col('isEmailValid', sql`c.is_email_valid`)},
      ${col('isPrimaryContact', sql`c.is_primary_contact`)},
      ${col('customerId', sql`c.customer_id`, want('customer') || want('isCustomerContact'))},
      ${col('customerName', customerName(sql`c.customer_id`), want('customer'))},
      ${col('receiveSignoffs', sql`coalesce(links.signoffs, false)`, links)},
      ${col('isLocationContact', sql`links.n > 0`, links)}
    from ids join contacts c on c.id = ids.id
    ${
      links
        ? sql`left join lateral (
      select bool_or(l.receive_signoffs) as signoffs, count(*) as n
        from contact_locations l where l.contact_id = c.id${location}
    ) links on true`
        : sql``
    }`;
}

type PageRow = Omit<ContactRow, 'displayName' | 'customer' | 'isCustomerContact'> & {
  count: number;
  customerId: number | null;
  customerName: string | null;
};

/**
 * One page in last name, first name, id order and the capped count (SEARCH_COUNT_CAP), in one
 * statement. With a query: the word-prefix matches walked on `contact_search_prefixes`. Without one:
 * the filtered contacts in name order (`contacts_name_idx`).
 */
export async function searchContacts(
  db: Db,
  f: ContactFilter,
  offset: number,
  limit: number,
  fields?: string,
): Promise<{ rows: ContactRow[]; count: number }> {
  const result = await searchStatement<PageRow>(db, { ...f, offset, limit, fields });
  const rows: ContactRow[] = [];
  for (const r of result) {
    if (r.id === null) continue;
    rows.push({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      displayName: `${r.firstName} ${r.lastName}`.trim(),
      title: r.title,
      workPhone: r.workPhone,
      cellPhone: r.cellPhone,
      email: r.email,
      isActive: r.isActive,
      isEmailValid: r.isEmailValid,
      isPrimaryContact: r.isPrimaryContact,
      customer: r.customerId === null ? null : { id: r.customerId, name: r.customerName ?? '' },
      receiveSignoffs: r.receiveSignoffs,
      isCustomerContact: r.customerId !== null,
      isLocationContact: r.isLocationContact,
    });
  }
  return { rows, count: result[0].count };
}

const searchStatement = byShape(
  (a: ContactFilter & { offset: number; limit: number; fields?: string }) =>
    contactSearchStatement(a, a.offset, a.limit, a.fields),
  ['fields'],
);

/** The search statement itself (the bench runs it directly, beside the API). */
export function contactSearchStatement(
  f: ContactFilter,
  offset: number,
  limit: number,
  fields?: string,
): SQL {
  const filters = filterWhere(f);
  const order = sql`r."lastName", r."firstName", r.id`;
  return f.query
    ? sql`with ${searchQueryCte(f.query)},
      ids as (
        select p.id from contact_search_prefixes p where ${matches(f)}
        order by p.last_name, p.first_name, p.id offset ${offset}::int limit ${limit}::int
      )
      ${countAndRows(sql`select 1 from contact_search_prefixes p where ${matches(f)}`, pageRows(f.locationId, fields), order)}`
    : sql`with ids as (
        select ${contacts.id} as id from ${contacts}${filters ? sql` where ${filters}` : sql``}
        order by ${contacts.lastName}, ${contacts.firstName}, ${contacts.id} offset ${offset}::int limit ${limit}::int
      )
      ${countAndRows(sql`select 1 from ${contacts}${filters ? sql` where ${filters}` : sql``}`, pageRows(f.locationId, fields), order)}`;
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

/** Marks the contacts with these addresses (any case) as having an invalid e-mail address. */
export async function markEmailsInvalid(db: Db, addresses: string[]): Promise<void> {
  const lower = addresses.map((a) => a.toLowerCase());
  await db
    .update(contacts)
    .set({ isEmailValid: false, version: sql`${contacts.version} + 1`, modifiedDate: sql`now()` })
    .where(and(inArray(sql`lower(${contacts.email})`, lower), eq(contacts.isEmailValid, true)));
}
