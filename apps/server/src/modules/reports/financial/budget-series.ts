// The Budget series of the income statement reads budgets and budget_entries (the budgets module writes them).

import type { IncomeColumn, IncomeStatementQuery } from '@fieldline/contracts/reports/financial.contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/errors';
import { rows } from './ledger-sums';

export interface PickedBudget {
  id: number;
  description: string;
  financialYear: number;
  locked: boolean;
  startDate: string;
  officeId: number | null;
}

const inList = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/**
 * The budget behind the series: the one asked for, else the company's budget whose year covers the start date.
 * With offices chosen, a budget for one of them wins over a company-wide one; then unlocked (still being worked
 * on) over locked, then the newest.
 */
export async function pickBudget(
  db: Db,
  companyId: number,
  q: IncomeStatementQuery,
): Promise<PickedBudget | null> {
  const cols = sql`id, description, financial_year as "financialYear", locked, start_date::text as "startDate",
                   office_id as "officeId"`;
  if (q.budgetId) {
    const [b] = await rows<PickedBudget>(
      db,
      sql`select ${cols} from budgets where id = ${q.budgetId} and company_id = ${companyId}`,
    );
    if (!b) throw notFound('budget');
    return b;
  }
  const offices = q.officeIds ?? [];
  const officeRank =
    offices.length > 0
      ? sql`case when office_id in (${inList(offices)}) or exists (select 1 from budget_offices bo
               where bo.budget_id = budgets.id and bo.office_id in (${inList(offices)})) then 0
             when office_id is null then 1 else 2 end`
      : sql`case when office_id is null then 0 else 1 end`;
  const [b] = await rows<PickedBudget>(
    db,
    sql`select ${cols} from budgets
         where company_id = ${companyId} and start_date <= ${q.startDate} and end_date >= ${q.startDate}
         order by ${officeRank}, locked, id desc limit 1`,
  );
  return b ?? null;
}

/**
 * Budget amounts per column and account. Budget month n runs from the budget's start plus n−1 months; a month
 * counts in every column it overlaps (whole, as budgets are monthly).
 */
export async function budgetAmounts(
  db: Db,
  budget: PickedBudget,
  columns: IncomeColumn[],
  officeIds?: number[],
): Promise<{ n: number; accountId: number; amount: string }[]> {
  const values = sql.join(
    columns.map((c, i) => sql`(${i}::int, ${c.startDate}::date, ${c.endDate}::date)`),
    sql`, `,
  );
  const offices = officeIds ?? [];
  const budgetForChosenOffice = budget.officeId !== null && offices.includes(budget.officeId);
  // Office-less entries (office 0) belong to the budget's own office, if it has one.
  const officeFilter =
    offices.length > 0
      ? budgetForChosenOffice
        ? sql`and (e.office_id in (${inList(offices)}) or e.office_id = 0)`
        : sql`and e.office_id in (${inList(offices)})`
      : sql``;
  const start = budget.startDate;
  const list = await rows<{ n: number; accountId: number; amount: string }>(
    db,
    sql`with cols(n, s, e) as (values ${values})
        select cols.n, e.account_id as "accountId", sum(e.amount)::text as amount
          from cols
          join budget_entries e on e.budget_id = ${budget.id}
           and (${start}::date + (e.period_number - 1) * interval '1 month')::date <= cols.e
           and (${start}::date + e.period_number * interval '1 month' - interval '1 day')::date >= cols.s
         where true ${officeFilter}
         group by cols.n, e.account_id`,
  );
  return list.map((r) => ({ n: Number(r.n), accountId: Number(r.accountId), amount: r.amount }));
}
