import { and, eq, gte, lte, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { invoiceEmployees, invoices } from '../invoices/invoices.table';
import { jobs } from '../jobs/jobs.table';
import { recomputeInvoiceCommissions } from './commissions.earning';

interface Range {
  effectiveDate: string;
  endDate: string | null;
}

const within = (r: Range): SQL =>
  and(
    gte(invoices.invoiceDate, r.effectiveDate),
    r.endDate ? lte(invoices.invoiceDate, r.endDate) : undefined,
  ) as SQL;

/**
 * After a rule changes: the salesperson's invoices dated in the rule's old or new dates are recomputed, so no
 * invoice keeps figures from a rule as it was. Their jobs' invoices they are not on yet get them (a rule set up
 * after the month's first invoices still pays on them).
 */
export async function refreshAffectedInvoices(
  db: Db,
  userId: number | null,
  ranges: Range[],
  by: number,
): Promise<number> {
  if (!userId) return 0;
  const dated = or(...ranges.map(within));
  const onInvoice = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(invoiceEmployees, eq(invoiceEmployees.invoiceId, invoices.id))
    // Typed percents too: the rule still says when they are earned.
    .where(and(eq(invoiceEmployees.employeeId, userId), dated))
    .orderBy(invoices.id);
  const ofTheirJobs = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(jobs, eq(jobs.id, invoices.jobId))
    .where(
      and(
        eq(jobs.salesPersonId, userId),
        ne(invoices.status, 'Void'),
        ne(invoices.invoiceType, 'Deposit'),
        dated,
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoiceEmployees)
            .where(and(eq(invoiceEmployees.invoiceId, invoices.id), eq(invoiceEmployees.employeeId, userId))),
        ),
      ),
    )
    .orderBy(invoices.id);
  for (const { id } of onInvoice) await recomputeInvoiceCommissions(db, id, by);
  for (const { id } of ofTheirJobs) await recomputeInvoiceCommissions(db, id, by, { newInvoice: true });
  return onInvoice.length + ofTheirJobs.length;
}
