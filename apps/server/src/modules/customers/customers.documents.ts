import { asc, inArray } from 'drizzle-orm';
import type { DocumentSource } from '../documents';
import { customers } from './customers.table';
import { contactIdsOfCustomer, locationIdsOfCustomer } from './related';

/**
 * Customers as records documents link to: "Customer - name account" (spec 2 section 3); the documents
 * tab shows the customer with all its locations and contacts (inactive ones too: they keep their documents).
 */
export const customerDocumentSource: DocumentSource = {
  visibleToTechDefault: false,
  async displayNames(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: customers.id, name: customers.name, accountNumber: customers.accountNumber })
      .from(customers)
      .where(inArray(customers.id, ids))
      .orderBy(asc(customers.id));
    return new Map(rows.map((r) => [r.id, `Customer - ${r.name} ${r.accountNumber}`]));
  },
  async related(db, id) {
    const [locationIds, contactIds] = await Promise.all([
      locationIdsOfCustomer(db, id),
      contactIdsOfCustomer(db, id, { includeInactive: true }),
    ]);
    return [
      ...locationIds.map((l) => ({ kind: 'Location' as const, id: l })),
      ...contactIds.map((c) => ({ kind: 'Contact' as const, id: c })),
    ];
  },
};
