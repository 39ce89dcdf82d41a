import { moneyString, sumMoney } from '@fieldline/contracts/common/money';
import { type AgingReport, BillStatus } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { supplierRefs } from '../suppliers';
import { vendorBills } from './vendor-bills.table';

const BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;

/**
 * Open (approved, unpaid) bills per supplier, bucketed by days past the due date as of `asOf`:
 * Current (not yet due), 1-30, 31-60, 61-90 and over 90. One grouped query; rows by supplier name.
 */
export async function billAging(db: Db, asOf: string): Promise<AgingReport> {
  const late = sql`(${asOf}::date - ${vendorBills.dueDate})`;
  const bucket = (cond: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(case when ${cond} then ${vendorBills.balance} else 0 end), 0)::text`;
  const rows = await db
    .select({
      supplierId: vendorBills.supplierId,
      billCount: sql<number>`count(*)::int`,
      current: bucket(sql`${late} <= 0`),
      days1To30: bucket(sql`${late} between 1 and 30`),
      days31To60: bucket(sql`${late} between 31 and 60`),
      days61To90: bucket(sql`${late} between 61 and 90`),
      over90: bucket(sql`${late} > 90`),
    })
    .from(vendorBills)
    .where(
      and(
        eq(vendorBills.statusName, BillStatus.Approved),
        ne(vendorBills.balance, '0'),
        lte(vendorBills.billDate, asOf),
      ),
    )
    .groupBy(vendorBills.supplierId);
  const names = await supplierRefs(
    db,
    rows.map((r) => r.supplierId),
  );
  const out = rows
    .map((r) => {
      const amounts = Object.fromEntries(BUCKETS.map((b) => [b, moneyString(r[b])])) as Record<
        (typeof BUCKETS)[number],
        string
      >;
      return {
        supplierId: r.supplierId,
        supplierName: names.get(r.supplierId)?.name ?? '',
        billCount: r.billCount,
        ...amounts,
        total: moneyString(sumMoney(BUCKETS.map((b) => r[b]))),
      };
    })
    .sort((a, b) => a.supplierName.localeCompare(b.supplierName) || a.supplierId - b.supplierId);
  const totals = Object.fromEntries(
    [...BUCKETS, 'total' as const].map((b) => [b, moneyString(sumMoney(out.map((r) => r[b])))]),
  ) as AgingReport['totals'];
  return { asOf, rows: out, totals };
}
