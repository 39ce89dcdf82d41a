import { type MoneyLike, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { jobs } from './jobs.table';

/**
 * Added by the invoices helper (issue 7): adds `amount` (negative when an invoice is voided) to the job's
 * invoiced amount and sets its invoice status: 0 Not Invoiced when nothing is left invoiced, 1 Partially
 * Invoiced for a partial bill, 2 Invoiced otherwise.
 */
export async function recordJobInvoiced(
  db: Db,
  jobId: number,
  amount: MoneyLike,
  opts: { partial: boolean; userId: number | null },
): Promise<void> {
  const [job] = await db
    .select({ invoiceAmount: jobs.invoiceAmount, invoiceStatus: jobs.invoiceStatus })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  if (!job) return;
  const total = toDecimal(job.invoiceAmount).plus(toDecimal(amount));
  const nothingLeft = total.isZero() && toDecimal(amount).isNegative();
  await db
    .update(jobs)
    .set({
      invoiceAmount: moneyString(total),
      invoiceStatus: nothingLeft ? 0 : opts.partial ? 1 : 2,
      modifiedBy: opts.userId,
      modifiedDate: sql`now()`,
    })
    .where(eq(jobs.id, jobId));
}
