// Reports may read across modules (ARCHITECTURE section 2): job profit = line revenue − item cost −
// labour (timesheet hours × cost rate) − expenses. Lines of labour items (system type Labor) bill the
// time; their cost is the timesheets', so they add revenue but no item cost. Sums are exact numerics in SQL; rounding
// (half-to-even) happens once, in code.

import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import {
  type JobProfitReport,
  type ProfitByJobResult,
  type ProfitFilter,
  type ProfitRow,
  profitFigures,
} from '@fieldline/contracts/jobs/job-reports.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as any).rows ?? result) as T[];
}

const isoOf = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function whereOf(f: ProfitFilter & { jobId?: number }): SQL {
  const parts: SQL[] = [sql`true`];
  const dateCol = f.dateField === 'created' ? sql`j.created_date` : sql`j.completed_date`;
  // Business dates are whole days in UTC, the server's reporting zone.
  if (f.from) parts.push(sql`${dateCol} >= (${f.from}::date)::timestamp at time zone 'UTC'`);
  if (f.to) parts.push(sql`${dateCol} < (${f.to}::date + 1)::timestamp at time zone 'UTC'`);
  if (f.officeId) parts.push(sql`j.office_id = ${f.officeId}`);
  if (f.customerId) parts.push(sql`j.customer_id = ${f.customerId}`);
  if (f.status === 'open') parts.push(sql`not st.is_closed`);
  else if (f.status === 'closed') parts.push(sql`st.is_closed`);
  else if (typeof f.status === 'number') parts.push(sql`j.status_id = ${f.status}`);
  if (f.jobId) parts.push(sql`j.id = ${f.jobId}`);
  return sql.join(parts, sql` and `);
}

interface RawRow {
  jobId: number;
  jobNumber: string;
  name: string;
  status: string;
  customerId: number;
  customerName: string;
  officeId: number;
  officeName: string;
  createdDate: string;
  completedDate: string | null;
  revenue: string;
  itemsCost: string;
  labour: string;
  expenses: string;
  total: number;
  totalRevenue: string;
  totalItemsCost: string;
  totalLabour: string;
  totalExpenses: string;
}

/** The rows, the count and the exact totals over every matching job, in one statement. */
function profitQuery(f: ProfitFilter & { jobId?: number }, page?: { offset: number; limit: number }): SQL {
  return sql`
    with base as (
      select j.id, j.job_number, j.name, s.status_text, j.customer_id, c.name as customer_name,
             j.office_id, o.name as office_name, j.created_date, j.completed_date
        from jobs j
        join job_statuses s on s.id = j.status_id
        join job_status_types st on st.id = s.status_type_id
        join customers c on c.id = j.customer_id
        join offices o on o.id = j.office_id
       where ${whereOf(f)}
    ),
    li as (
      select col.owner_id as job_id, sum(l.subtotal) as revenue,
             sum(case when i.system_type = 'Labor' then 0 else l.quantity * l.cost end) as items_cost
        from line_items l
        join line_item_collections col on col.id = l.collection_id
        join items i on i.id = l.item_id
       where col.owner_kind = 'Job' and col.owner_id in (select id from base)
       group by col.owner_id
    ),
    ts as (
      select t.job_id, sum(t.hours * t.cost_rate) as labour
        from timesheets t
       where t.job_id in (select id from base)
       group by t.job_id
    ),
    ex as (
      select e.job_id, sum(e.amount) as expenses
        from job_expenses e
       where e.job_id in (select id from base)
       group by e.job_id
    )
    select b.id as "jobId", b.job_number as "jobNumber", b.name, b.status_text as status,
           b.customer_id as "customerId", b.customer_name as "customerName",
           b.office_id as "officeId", b.office_name as "officeName",
           ${isoOf(sql`b.created_date`)} as "createdDate",
           ${isoOf(sql`b.completed_date`)} as "completedDate",
           coalesce(li.revenue, 0)::text as revenue,
           coalesce(li.items_cost, 0)::text as "itemsCost",
           coalesce(ts.labour, 0)::text as labour,
           coalesce(ex.expenses, 0)::text as expenses,
           (count(*) over ())::int as total,
           (sum(coalesce(li.revenue, 0)) over ())::text as "totalRevenue",
           (sum(coalesce(li.items_cost, 0)) over ())::text as "totalItemsCost",
           (sum(coalesce(ts.labour, 0)) over ())::text as "totalLabour",
           (sum(coalesce(ex.expenses, 0)) over ())::text as "totalExpenses"
      from base b
      left join li on li.job_id = b.id
      left join ts on ts.job_id = b.id
      left join ex on ex.job_id = b.id
     order by coalesce(b.completed_date, b.created_date) desc, b.id desc
     ${page ? sql`offset ${page.offset} limit ${page.limit}` : sql``}`;
}

function toRow(r: RawRow): ProfitRow {
  return {
    jobId: r.jobId,
    jobNumber: r.jobNumber,
    name: r.name,
    status: r.status,
    customer: { id: r.customerId, name: r.customerName },
    office: { id: r.officeId, name: r.officeName },
    createdDate: r.createdDate,
    completedDate: r.completedDate,
    ...profitFigures(r),
  };
}

const ZERO_TOTALS = profitFigures({ revenue: 0, itemsCost: 0, labour: 0, expenses: 0 });

/** GET /v1/jobs/reports/profitByJob. */
export async function profitByJob(
  db: Db,
  f: ProfitFilter & { offset: number; limit: number },
): Promise<ProfitByJobResult> {
  const raw = await rows<RawRow>(db, profitQuery(f, { offset: f.offset, limit: f.limit }));
  if (raw.length === 0) {
    if (f.offset === 0) return { data: [], count_filtered: 0, totals: ZERO_TOTALS };
    // Past the last page: the window figures came with no row, so ask for them alone.
    const all = await rows<RawRow>(db, profitQuery(f, { offset: 0, limit: 1 }));
    return { data: [], count_filtered: all[0]?.total ?? 0, totals: totalsOf(all[0]) };
  }
  return { data: raw.map(toRow), count_filtered: Number(raw[0].total), totals: totalsOf(raw[0]) };
}

function totalsOf(r: RawRow | undefined) {
  if (!r) return ZERO_TOTALS;
  return profitFigures({
    revenue: r.totalRevenue,
    itemsCost: r.totalItemsCost,
    labour: r.totalLabour,
    expenses: r.totalExpenses,
  });
}

/** Every matching row (the spreadsheet), at most 10000. */
export async function allProfitRows(db: Db, f: ProfitFilter) {
  const raw = await rows<RawRow>(db, profitQuery(f, { offset: 0, limit: 10000 }));
  return { data: raw.map(toRow), totals: totalsOf(raw[0]) };
}

const Q4 = (v: unknown) => moneyString(String(v ?? '0'), 4);
const Q2 = (v: unknown) => moneyString(String(v ?? '0'), 2);

/** GET /v1/jobs/reports/jobProfitReport?jobId=: one job's figures and the lines behind them. */
export async function jobProfitReport(db: Db, jobId: number): Promise<JobProfitReport> {
  const [head] = await rows<RawRow>(
    db,
    profitQuery({ dateField: 'created', jobId } as ProfitFilter & { jobId: number }),
  );
  if (!head) throw notFound('job', 'JOB_NOT_FOUND');
  const [lines, labour, expenses] = await Promise.all([
    rows<Record<string, any>>(
      db,
      sql`select l.id, i.id as "itemId", i.name as "itemName", l.description, l.quantity::text as quantity,
                 l.cost::text as cost, l.price::text as price, l.subtotal::text as subtotal,
                 coalesce(i.system_type = 'Labor', false) as "isLabour"
            from line_items l
            join line_item_collections col on col.id = l.collection_id
            join line_item_groups g on g.id = l.group_id
            join items i on i.id = l.item_id
           where col.owner_kind = 'Job' and col.owner_id = ${jobId}
           order by g.display_order, g.id, l.display_order, l.id`,
    ),
    rows<Record<string, any>>(
      db,
      sql`select t.id, u.id as "userId", u.first_name || ' ' || u.last_name as "userName", t.work_date::text as "workDate",
                 tt.id as "typeId", tt.name as "typeName", t.hours::text as hours, t.cost_rate::text as "costRate"
            from timesheets t
            join users u on u.id = t.employee_id
            join time_types tt on tt.id = t.time_type_id
           where t.job_id = ${jobId}
           order by t.work_date, t.id`,
    ),
    rows<Record<string, any>>(
      db,
      sql`select e.id, e.description, e.vendor, e.entered_on::text as "enteredOn", e.amount::text as amount
            from job_expenses e where e.job_id = ${jobId} order by e.entered_on, e.id`,
    ),
  ]);
  const row = toRow(head);
  const { revenue, itemsCost, labour: labourTotal, expenses: expenseTotal, profit, margin, ...job } = row;
  return {
    job,
    figures: { revenue, itemsCost, labour: labourTotal, expenses: expenseTotal, profit, margin },
    items: lines.map((l) => ({
      id: l.id,
      item: { id: l.itemId, name: l.itemName },
      description: l.description,
      quantity: Q4(l.quantity),
      unitCost: Q4(l.cost),
      unitPrice: Q4(l.price),
      revenue: Q2(l.subtotal),
      // Labour lines bill the time; its cost is the timesheets' (labour), not the line's.
      cost: l.isLabour ? '0.00' : Q2(toDecimal(l.quantity).times(l.cost)),
      isLabour: Boolean(l.isLabour),
    })),
    labour: labour.map((t) => ({
      id: t.id,
      employee: { id: t.userId, name: t.userName },
      workDate: t.workDate,
      timeType: { id: t.typeId, name: t.typeName },
      hours: Q2(t.hours),
      costRate: Q4(t.costRate),
      cost: Q2(toDecimal(t.hours).times(t.costRate)),
    })),
    expenses: expenses.map((e) => ({
      id: e.id,
      description: e.description,
      vendor: e.vendor,
      enteredOn: e.enteredOn,
      amount: Q2(e.amount),
    })),
  };
}
