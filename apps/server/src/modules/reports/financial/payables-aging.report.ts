import { moneyString, sumMoney } from '@fieldline/contracts/common/money';
import { type AgingReport, BillStatus } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { rows } from './ledger-sums';

const BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;
type Bucket = (typeof BUCKETS)[number];

/**
 * Posted bills (approved or paid in full) dated on or before `asOf`, per supplier, bucketed by days past the
 * due date on `asOf`: Current (not yet due), 1-30, 31-60, 61-90 and over 90. A bill's balance on `asOf` is
 * today's plus its payments dated after it. Bill payments live only as BillPayment journal entries (source = the
 * bill); a ledger reversal of one does not reopen the bill, so it does not reopen it here either. One statement.
 */
export async function billAging(db: Db, asOf: string): Promise<AgingReport> {
  const bucket = (when: string) =>
    sql.raw(`coalesce(sum(x.balance) filter (where ${when}), 0)::numeric(18, 2)::text`);
  const list = await rows<
    Record<Bucket | 'total', string> & { supplierId: number; supplierName: string; billCount: number }
  >(
    db,
    sql`select x.supplier_id as "supplierId", s.name as "supplierName", count(*)::int as "billCount",
               ${bucket('x.late <= 0')} as current, ${bucket('x.late between 1 and 30')} as "days1To30",
               ${bucket('x.late between 31 and 60')} as "days31To60",
               ${bucket('x.late between 61 and 90')} as "days61To90", ${bucket('x.late > 90')} as over90,
               sum(x.balance)::numeric(18, 2)::text as total
          from (select b.supplier_id, ${asOf}::date - b.due_date as late, b.balance + later.amount as balance
                  from vendor_bills b
                  cross join lateral (
                    select coalesce(sum(e.total), 0) as amount from journal_entries e
                     where e.source_type = 'BillPayment' and e.source_id = b.id and e.entry_date > ${asOf}
                  ) later
                 where b.status_name in (${BillStatus.Approved}, ${BillStatus.PaidInFull}) and b.bill_date <= ${asOf}
                   and b.balance + later.amount <> 0) x
          join suppliers s on s.id = x.supplier_id
         group by x.supplier_id, s.name`,
  );
  const out = list
    .map((r) => ({
      supplierId: Number(r.supplierId),
      supplierName: r.supplierName,
      billCount: Number(r.billCount),
      ...(Object.fromEntries(BUCKETS.map((b) => [b, moneyString(r[b])])) as Record<Bucket, string>),
      total: moneyString(r.total),
    }))
    .sort((a, b) => a.supplierName.localeCompare(b.supplierName) || a.supplierId - b.supplierId);
  const totals = Object.fromEntries(
    [...BUCKETS, 'total' as const].map((b) => [b, moneyString(sumMoney(out.map((r) => r[b])))]),
  ) as AgingReport['totals'];
  return { asOf, rows: out, totals };
}
