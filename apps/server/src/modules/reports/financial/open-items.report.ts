import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import {
  AGING_BUCKETS,
  type AgingAmounts,
  type AgingBucket,
  type ArAging,
  type ArAgingCustomer,
  type ArAgingQuery,
  type CashForecast,
  type CashForecastQuery,
} from '@fieldline/contracts/reports/financial.contract';
import type { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { addDays, companyOf, dayBefore, EARLIEST, rows, sumsByColumn } from './ledger-sums';

const ZERO = new Money(0);

/** Days past due → bucket: not yet due is Current; then 1-30, 31-60, 61-90 and 90+. */
export function agingBucket(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'over90';
}

type Sums = Record<AgingBucket | 'total', Decimal>;
const emptySums = (): Sums => ({
  current: ZERO,
  days1to30: ZERO,
  days31to60: ZERO,
  days61to90: ZERO,
  over90: ZERO,
  total: ZERO,
});
const amountsOf = (s: Sums): AgingAmounts =>
  Object.fromEntries(
    [...AGING_BUCKETS, 'total'].map((k) => [k, moneyString(s[k as AgingBucket])]),
  ) as AgingAmounts;

/** The day a void takes effect: its reversing entry's date, else the UTC day it was recorded. */
const voidOn = (entry: string, ...stamps: string[]) =>
  sql.raw(
    `coalesce(${entry}.entry_date, ${stamps.map((s) => `(${s} at time zone 'UTC')::date`).join(', ')})`,
  );
const owedToday = sql.raw(`case when i.status = 'Void' then i.total - i.amount_paid else i.balance end`);

/**
 * Invoices open on the date, aged by due date, per customer, in one statement. The balance on the date is
 * today's (for a void invoice, what it owed when voided) plus what was applied after the date, less applications
 * dated on or before it that were voided after it; an invoice voided after the date was still owed on it. A void
 * counts from its ledger date (voidOn), so the aging agrees with the receivables postings.
 */
export async function arAging(db: Db, q: ArAgingQuery): Promise<ArAging> {
  const list = await rows<{
    id: number;
    invoiceNumber: string;
    invoiceDate: string;
    dueDate: string;
    days: number;
    balance: string;
    customerId: number;
    customerName: string;
  }>(
    db,
    sql`select i.id, i.invoice_number as "invoiceNumber", i.invoice_date::text as "invoiceDate",
               i.due_date::text as "dueDate", (${q.date}::date - i.due_date)::int as days,
               (${owedToday} + later.amount)::text as balance,
               c.id as "customerId", c.name as "customerName"
          from invoices i
          join customers c on c.id = i.customer_id
          left join journal_entries iv on iv.id = i.void_entry_id
          cross join lateral (
            select coalesce(sum(case when a.is_void then -a.amount else a.amount end), 0) as amount
              from payment_applications a
              left join payments p on p.id = a.payment_id
              left join journal_entries pv on pv.id = p.void_entry_id
             where a.invoice_id = i.id
               and case when a.is_void
                        then a.applied_date <= ${q.date} and ${voidOn('pv', 'p.voided_date', 'a.modified_date')} > ${q.date}
                        else a.applied_date > ${q.date} end
          ) later
         where i.invoice_date <= ${q.date}
           and (i.status <> 'Void' or ${voidOn('iv', 'i.voided_date')} > ${q.date})
           and ${owedToday} + later.amount <> 0
           ${q.customerId ? sql`and i.customer_id = ${q.customerId}` : sql``}
         order by c.name, c.id, i.due_date, i.id`,
  );
  const customers: ArAgingCustomer[] = [];
  const sums = new Map<number, Sums>();
  const totals = emptySums();
  for (const r of list) {
    const cid = Number(r.customerId);
    let cust = customers[customers.length - 1];
    if (!cust || cust.customerId !== cid) {
      cust = { customerId: cid, customerName: r.customerName, invoices: [], ...amountsOf(emptySums()) };
      customers.push(cust);
      sums.set(cid, emptySums());
    }
    const days = Number(r.days);
    const bucket = agingBucket(days);
    const bal = toDecimal(r.balance);
    const s = sums.get(cid) as Sums;
    s[bucket] = s[bucket].plus(bal);
    s.total = s.total.plus(bal);
    totals[bucket] = totals[bucket].plus(bal);
    totals.total = totals.total.plus(bal);
    const own = emptySums();
    own[bucket] = bal;
    own.total = bal;
    cust.invoices.push({
      id: Number(r.id),
      invoiceNumber: r.invoiceNumber,
      invoiceDate: r.invoiceDate,
      dueDate: r.dueDate,
      daysPastDue: Math.max(days, 0),
      ...amountsOf(own),
    });
  }
  for (const c of customers) Object.assign(c, amountsOf(sums.get(c.customerId) as Sums));
  return { date: q.date, customers, totals: amountsOf(totals) };
}

/**
 * Weekly cash forecast: cash and bank balances at the start, plus open receivables and less open payables by
 * due date. Items already past due fall into week 1.
 */
export async function cashForecast(db: Db, q: CashForecastQuery): Promise<CashForecast> {
  const companyId = await companyOf(db, q.companyId);
  const cashAccounts = await rows<{ id: number; code: string; name: string }>(
    db,
    sql`select a.id, a.code, a.name from gl_accounts a
         where a.company_id = ${companyId}
           and (a.system_role in ('Cash', 'UndepositedFunds')
                or exists (select 1 from bank_accounts b where b.gl_account_id = a.id))
         order by a.code`,
  );
  const ids = new Set(cashAccounts.map((a) => Number(a.id)));
  const sums =
    q.startDate > EARLIEST
      ? await sumsByColumn(db, [{ n: 1, start: EARLIEST, end: dayBefore(q.startDate) }], {
          companyId,
          accountTypes: [1],
        })
      : [];
  const cashNow = sums
    .filter((s) => ids.has(s.accountId))
    .reduce((t, s) => t.plus(toDecimal(s.debit)).minus(toDecimal(s.credit)), ZERO);
  const end = addDays(q.startDate, q.weeks * 7 - 1);
  const byWeek = (table: 'ar' | 'ap') =>
    rows<{ w: number; amount: string }>(
      db,
      table === 'ar'
        ? sql`select case when due_date < ${q.startDate} then -1 else (due_date - ${q.startDate}::date) / 7 end as w,
                     sum(balance)::text as amount
                from invoices where status = 'Open' and balance <> 0 and due_date <= ${end} group by 1`
        : sql`select case when due_date < ${q.startDate} then -1 else (due_date - ${q.startDate}::date) / 7 end as w,
                     sum(balance)::text as amount
                from vendor_bills where balance <> 0 and status_name not in ('Void', 'Paid in Full')
                 and due_date <= ${end} group by 1`,
    );
  const [ar, ap] = await Promise.all([byWeek('ar'), byWeek('ap')]);
  const at = (list: { w: number; amount: string }[], w: number) =>
    toDecimal(list.find((x) => Number(x.w) === w)?.amount ?? '0');
  const pastDueReceipts = at(ar, -1);
  const pastDuePayments = at(ap, -1);
  let cash = cashNow;
  let receiptsTotal = ZERO;
  let paymentsTotal = ZERO;
  const out: CashForecast['rows'] = [];
  for (let w = 0; w < q.weeks; w++) {
    const receipts = at(ar, w).plus(w === 0 ? pastDueReceipts : ZERO);
    const payments = at(ap, w).plus(w === 0 ? pastDuePayments : ZERO);
    const net = receipts.minus(payments);
    cash = cash.plus(net);
    receiptsTotal = receiptsTotal.plus(receipts);
    paymentsTotal = paymentsTotal.plus(payments);
    out.push({
      week: w + 1,
      startDate: addDays(q.startDate, w * 7),
      endDate: addDays(q.startDate, w * 7 + 6),
      receipts: moneyString(receipts),
      payments: moneyString(payments),
      net: moneyString(net),
      endingCash: moneyString(cash),
    });
  }
  return {
    startDate: q.startDate,
    weeks: q.weeks,
    cashNow: moneyString(cashNow),
    cashAccounts: cashAccounts.map((a) => ({ id: Number(a.id), code: a.code, name: a.name })),
    pastDueReceipts: moneyString(pastDueReceipts),
    pastDuePayments: moneyString(pastDuePayments),
    rows: out,
    totals: {
      receipts: moneyString(receiptsTotal),
      payments: moneyString(paymentsTotal),
      net: moneyString(receiptsTotal.minus(paymentsTotal)),
      endingCash: moneyString(cash),
    },
  };
}
