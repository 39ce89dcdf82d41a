import { asc, eq, inArray } from 'drizzle-orm';
import type { DocumentSource } from '../documents';
import { jobs } from './jobs.table';

/**
 * Jobs as records documents link to: "Job - name" (spec 2 section 3). The job's documents tab shows its
 * customer, its location and the pending job (bid) it came from. Technicians work jobs, so a document
 * linked to a job starts visible to them.
 */
export const jobDocumentSource: DocumentSource = {
  visibleToTechDefault: true,
  async displayNames(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: jobs.id, name: jobs.name })
      .from(jobs)
      .where(inArray(jobs.id, ids))
      .orderBy(asc(jobs.id));
    return new Map(rows.map((r) => [r.id, `Job - ${r.name}`]));
  },
  async related(db, id) {
    const [row] = await db
      .select({ customerId: jobs.customerId, locationId: jobs.locationId, bidId: jobs.bidId })
      .from(jobs)
      .where(eq(jobs.id, id));
    if (!row) return [];
    return [
      { kind: 'Customer' as const, id: row.customerId },
      { kind: 'Location' as const, id: row.locationId },
      ...(row.bidId ? [{ kind: 'PendingJob' as const, id: row.bidId }] : []),
    ];
  },
};
