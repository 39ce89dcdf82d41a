import { eq, inArray } from 'drizzle-orm';
import type { DocumentSource } from '../documents';
import { contracts } from './contracts.table';

/**
 * Contracts as records documents link to: "Contract - number" (spec 2 §2.9). The contract's documents show
 * its customer and main location; the signed agreement is office paperwork, hidden from technicians at first.
 */
export const contractDocumentSource: DocumentSource = {
  visibleToTechDefault: false,
  async displayNames(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: contracts.id, number: contracts.contractNumber })
      .from(contracts)
      .where(inArray(contracts.id, ids));
    return new Map(rows.map((r) => [r.id, `Contract - ${r.number}`]));
  },
  async related(db, id) {
    const [row] = await db
      .select({ customerId: contracts.customerId, locationId: contracts.locationId })
      .from(contracts)
      .where(eq(contracts.id, id));
    if (!row) return [];
    return [
      { kind: 'Customer' as const, id: row.customerId },
      ...(row.locationId ? [{ kind: 'Location' as const, id: row.locationId }] : []),
    ];
  },
};
