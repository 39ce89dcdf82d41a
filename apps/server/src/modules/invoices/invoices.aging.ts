import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { today } from './invoices.compute';
import { invoices } from './invoices.table';

export interface CustomerInvoiceAging {
  /** Σ balance of the customer's Open invoices (deposit invoices included: they are receivables too). */
  openBalance: string;
  openInvoices: number;
  /** Σ balance of Open invoices due before `asOf`. */
  pastDue: string;
  /** Exclusive buckets by days past due: 31–60, 61–90, over 90 (1–30 is pastDue minus the three). */
  over30: string;
  over60: string;
  over90: string;
}

/**
 * A customer's receivable aged by due date as of `asOf` (default today, UTC like the Past due badge), in one
 * statement over the `invoices_customer_idx` rows of that customer. Sums stay in SQL numeric, sent as text.
 */
export async function customerInvoiceAging(
  db: Db,
  customerId: number,
  asOf: string = today(),
): Promise<CustomerInvoiceAging> {
  const daysLate = sql`(${asOf}::date - ${invoices.dueDate})`;
  const sumWhere = (when?: SQL) =>
    sql<string>`(coalesce(sum(${invoices.balance})${when ? sql` filter (where ${when})` : sql``}, 0)::numeric(18, 2))::text`;
  const [row] = await db
    .select({
      openBalance: sumWhere(),
      openInvoices: count(),
      pastDue: sumWhere(sql`${daysLate} > 0`),
      over30: sumWhere(sql`${daysLate} between 31 and 60`),
      over60: sumWhere(sql`${daysLate} between 61 and 90`),
      over90: sumWhere(sql`${daysLate} > 90`),
    })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.status, 'Open')));
  return { ...row, openInvoices: Number(row.openInvoices) };
}
