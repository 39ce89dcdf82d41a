import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { DocumentSource } from '../documents';
import { contactLocations, contacts } from './contacts.table';

/** The ids of the contacts linked to a location (the location's documents tab lists them). */
export async function contactIdsOfLocation(db: Db, locationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: contactLocations.contactId })
    .from(contactLocations)
    .where(eq(contactLocations.locationId, locationId))
    .orderBy(asc(contactLocations.contactId));
  return rows.map((r) => r.id);
}

/** Contacts as records documents link to: "Contact - name"; related are the customer and linked locations. */
export const contactDocumentSource: DocumentSource = {
  visibleToTechDefault: false,
  async displayNames(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
      .from(contacts)
      .where(inArray(contacts.id, ids));
    return new Map(rows.map((r) => [r.id, `Contact - ${`${r.firstName} ${r.lastName}`.trim()}`]));
  },
  async related(db, id) {
    const [row] = await db
      .select({ customerId: contacts.customerId })
      .from(contacts)
      .where(eq(contacts.id, id));
    if (!row) return [];
    const links = await db
      .select({ locationId: contactLocations.locationId })
      .from(contactLocations)
      .where(eq(contactLocations.contactId, id))
      .orderBy(asc(contactLocations.locationId));
    return [
      ...(row.customerId ? [{ kind: 'Customer' as const, id: row.customerId }] : []),
      ...links.map((l) => ({ kind: 'Location' as const, id: l.locationId })),
    ];
  },
};
