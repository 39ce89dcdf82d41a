import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { loadAddresses } from '../addresses';
import type { DocumentSource } from '../documents';
import { contactIdsOfLocation } from './locations.contacts';
import { locations } from './locations.table';

/** The ids of a customer's locations, active or not (the customer's documents tab lists them). */
export async function locationIdsOfCustomer(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.customerId, customerId))
    .orderBy(asc(locations.id));
  return rows.map((r) => r.id);
}

/**
 * Locations as records documents link to: "Location - name, street" (spec 2 section 3; without a street,
 * just the name). Technicians work at locations, so their documents start visible to technicians.
 */
export const locationDocumentSource: DocumentSource = {
  visibleToTechDefault: true,
  async displayNames(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: locations.id, name: locations.name, addressId: locations.addressId })
      .from(locations)
      .where(inArray(locations.id, ids));
    const addresses = await loadAddresses(
      db,
      rows.map((r) => r.addressId),
    );
    return new Map(
      rows.map((r) => {
        const street = (r.addressId ? addresses.get(r.addressId)?.street : null)?.trim();
        return [r.id, `Location - ${r.name}${street ? `, ${street}` : ''}`];
      }),
    );
  },
  async related(db, id) {
    const [row] = await db
      .select({ customerId: locations.customerId })
      .from(locations)
      .where(eq(locations.id, id));
    if (!row) return [];
    const contactIds = await contactIdsOfLocation(db, id);
    return [
      { kind: 'Customer' as const, id: row.customerId },
      ...contactIds.map((c) => ({ kind: 'Contact' as const, id: c })),
    ];
  },
};
