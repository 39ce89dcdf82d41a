import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  Contact,
  ContactRow,
  contactSearchQuerySchema,
} from '@fieldline/contracts/contacts/contacts.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { customerExists, getCustomerRefs } from '../customers';
import { getLocationRefs } from '../locations';
import * as repo from './contacts.repository';
import { contacts } from './contacts.table';

const ids = (list: (number | null)[]) => [...new Set(list.filter((id): id is number => id !== null))];
const displayName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

export async function toContacts(db: Db, rows: repo.ContactRecord[]): Promise<Contact[]> {
  if (rows.length === 0) return [];
  const links = await repo.linksOf(
    db,
    rows.map((r) => r.id),
  );
  const [customers, locations] = await Promise.all([
    getCustomerRefs(db, ids(rows.map((r) => r.customerId))),
    getLocationRefs(db, ids(links.map((l) => l.locationId))),
  ]);
  return rows.map((r) => {
    const customer = r.customerId ? customers.get(r.customerId) : undefined;
    const mine = links.filter((l) => l.contactId === r.id);
    return {
      id: r.id,
      uid: r.uid,
      idNumber: r.idNumber,
      firstName: r.firstName,
      lastName: r.lastName,
      displayName: displayName(r),
      title: r.title,
      workPhone: r.workPhone,
      cellPhone: r.cellPhone,
      email: r.email,
      isActive: r.isActive,
      isEmailValid: r.isEmailValid,
      isPrimaryContact: r.isPrimaryContact,
      notes: r.notes,
      customer: customer
        ? { id: customer.id, name: customer.name, accountNumber: customer.accountNumber }
        : null,
      isCustomerContact: r.customerId !== null,
      isLocationContact: mine.length > 0,
      locations: mine
        .map((l) => ({
          id: l.locationId,
          name: locations.get(l.locationId)?.name ?? '',
          receiveSignoffs: l.receiveSignoffs,
          isPrimary: l.isPrimary,
        }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
      ...auditOut(r),
    };
  });
}

export async function getContact(db: Db, id: number): Promise<Contact> {
  const row = await repo.findContact(db, id);
  if (!row) throw notFound('contact');
  return (await toContacts(db, [row]))[0];
}

/**
 * Rows as the contacts manager lists them. With a location, receiveSignoffs and isLocationContact describe
 * the link to that location; without one, any of the contact's links.
 */
export async function toContactRows(
  db: Db,
  rows: repo.ContactRecord[],
  locationId?: number,
): Promise<ContactRow[]> {
  if (rows.length === 0) return [];
  const [links, customers] = await Promise.all([
    repo.linksOf(
      db,
      rows.map((r) => r.id),
    ),
    getCustomerRefs(db, ids(rows.map((r) => r.customerId))),
  ]);
  return rows.map((r) => {
    const mine = links.filter(
      (l) => l.contactId === r.id && (locationId === undefined || l.locationId === locationId),
    );
    const customer = r.customerId ? customers.get(r.customerId) : undefined;
    return {
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      displayName: displayName(r),
      title: r.title,
      workPhone: r.workPhone,
      cellPhone: r.cellPhone,
      email: r.email,
      isActive: r.isActive,
      isEmailValid: r.isEmailValid,
      isPrimaryContact: r.isPrimaryContact,
      customer: customer ? { id: customer.id, name: customer.name } : null,
      receiveSignoffs: mine.some((l) => l.receiveSignoffs),
      isCustomerContact: r.customerId !== null,
      isLocationContact: mine.length > 0,
    };
  });
}

/** The typeahead search: one statement answers the rows as the contract shapes them and the capped count. */
export async function searchContacts(
  db: Db,
  q: z.output<typeof contactSearchQuerySchema>,
): Promise<SearchResult<ContactRow>> {
  const excludeIds = q.excludeId === undefined ? undefined : [q.excludeId].flat();
  const customerIds = [q.filterCompanyId, q.customerId].filter((id): id is number => id !== undefined);
  const { rows, count } = await repo.searchContacts(
    db,
    {
      query: q.query,
      excludeIds,
      isActive: q.isActive,
      customerIds,
      locationId: q.locationId,
      email: q.email,
    },
    q.offset,
    q.limit,
    q.fields,
  );
  return { data: rows, count_filtered: count };
}

export async function customerContacts(
  db: Db,
  customerId: number,
  isActive?: boolean,
): Promise<ContactRow[]> {
  if (!(await customerExists(db, customerId))) throw notFound('customer');
  return toContactRows(db, await repo.contactsOfCustomer(db, customerId, isActive));
}

export interface ContactRef {
  id: number;
  uid: string;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string | null;
  customerId: number | null;
  isActive: boolean;
}

const toRef = (r: repo.ContactRecord): ContactRef => ({
  id: r.id,
  uid: r.uid,
  firstName: r.firstName,
  lastName: r.lastName,
  displayName: displayName(r),
  email: r.email,
  customerId: r.customerId,
  isActive: r.isActive,
});

/** Names and e-mail of many contacts in one query (notifications, jobs and invoices show them). */
export async function getContactRefs(db: Db, contactIds: number[]): Promise<Map<number, ContactRef>> {
  const rows = await repo.findContacts(db, [...new Set(contactIds)]);
  return new Map(rows.map((r) => [r.id, toRef(r)]));
}

/** Name, phone (cell, else work) and e-mail of many contacts in one query: the technician's day (issue 18). */
export async function getContactCards(
  db: Db,
  contactIds: number[],
): Promise<Map<number, { id: number; name: string; phone: string | null; email: string | null }>> {
  const rows = await repo.findContacts(db, [...new Set(contactIds)]);
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: displayName(r), phone: r.cellPhone || r.workPhone || null, email: r.email },
    ]),
  );
}

/** The contact a public link names by its uid, if any. */
export async function getContactByUid(db: Db, uid: string): Promise<ContactRef | undefined> {
  const row = await repo.findContactByUid(db, uid);
  return row ? toRef(row) : undefined;
}

/** The ids of a customer's active contacts (all of them with `includeInactive`). */
export async function contactIdsOfCustomer(
  db: Db,
  customerId: number,
  options: { includeInactive?: boolean } = {},
): Promise<number[]> {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.customerId, customerId),
        options.includeInactive ? undefined : eq(contacts.isActive, true),
      ),
    )
    .orderBy(asc(contacts.id));
  return rows.map((r) => r.id);
}
