import { eq, inArray } from 'drizzle-orm';
import type { DocumentSource } from '../documents';
import { rentalTerms } from './rentals.table';

/**
 * A contract's rental terms as records documents link to (delivery tickets, inspection photos): "Contract
 * Rental Terms - number" (spec 2 §2.9); the contract is related.
 */
export const rentalTermsDocumentSource: DocumentSource = {
  visibleToTechDefault: true,
  async displayNames(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: rentalTerms.id, number: rentalTerms.number })
      .from(rentalTerms)
      .where(inArray(rentalTerms.id, ids));
    return new Map(rows.map((r) => [r.id, `Contract Rental Terms - ${r.number}`]));
  },
  async related(db, id) {
    const [row] = await db
      .select({ contractId: rentalTerms.contractId })
      .from(rentalTerms)
      .where(eq(rentalTerms.id, id));
    return row ? [{ kind: 'Contract' as const, id: row.contractId }] : [];
  },
};
