// Reports may read across modules (ARCHITECTURE section 2). Every ledger figure here comes from
// gl_period_balances for the calendar periods lying wholly inside a date range, plus journal_lines only for
// the days of the periods the range cuts through (read by the entry-date index): a year's statement never
// scans a year of postings.

import { ACCOUNT_TYPES } from '@fieldline/contracts/ledger/ledger.constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import { defaultCompanyId } from '../../ledger';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as any).rows ?? result) as T[];
}

export interface DateColumn {
  n: number;
  start: string;
  end: string;
}

export interface ColumnSum {
  n: number;
  accountId: number;
  debit: string;
  credit: string;
}

export interface SumOptions {
  companyId: number;
  officeIds?: number[];
  /** Only these account types (ACCOUNT_TYPES ids). */
  accountTypes?: number[];
}

const officeFilter = (col: SQL, officeIds?: number[]) =>
  officeIds && officeIds.length > 0
    ? sql`and ${col} in (${sql.join(
        officeIds.map((o) => sql`${o}`),
        sql`, `,
      )})`
    : sql``;

const typeFilter = (accountTypes?: number[]) =>
  accountTypes && accountTypes.length > 0
    ? sql`and a.account_type in (${sql.join(
        accountTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;

/**
 * Debit and credit sums per column (a date range, both ends included) and account, in one statement. Columns may
 * overlap; accounts without postings in a column are absent.
 */
export async function sumsByColumn(db: Db, cols: DateColumn[], o: SumOptions): Promise<ColumnSum[]> {
  if (cols.length === 0) return [];
  const values = sql.join(
    cols.map((c) => sql`(${c.n}::int, ${c.start}::date, ${c.end}::date)`),
    sql`, `,
  );
  const result = await rows<ColumnSum>(
    db,
    sql`
    with cols(n, s, e) as (values ${values}),
    per as (
      select cols.n, cols.s, cols.e, p.id, p.start_date, p.end_date,
             (p.start_date >= cols.s and p.end_date <= cols.e) as whole
        from cols
        join calendar_periods p on p.start_date <= cols.e and p.end_date >= cols.s
        join fiscal_calendars fc on fc.id = p.calendar_id and fc.company_id = ${o.companyId}
    ),
    sums as (
      select per.n, b.account_id, b.debit, b.credit
        from per
        join gl_period_balances b on b.period_id = per.id
       where per.whole ${officeFilter(sql`b.office_id`, o.officeIds)}
      union all
      -- A lateral read per partial period (an index scan, skipped when no period is partial); "offset 0" keeps
      -- the planner from flattening it into a hash join over every journal line (measured by npm run bench).
      select per.n, l.account_id, l.debit, l.credit
        from per
        cross join lateral (
          select l.account_id, l.debit, l.credit
            from journal_lines l
           where l.entry_date between greatest(per.s, per.start_date) and least(per.e, per.end_date)
             and l.period_id = per.id ${officeFilter(sql`l.office_id`, o.officeIds)}
          offset 0
        ) l
       where not per.whole
    ),
    grouped as (
      select n, account_id, sum(debit) as debit, sum(credit) as credit from sums group by n, account_id
    )
    select g.n, g.account_id as "accountId", g.debit::text as debit, g.credit::text as credit
      from grouped g
      join gl_accounts a on a.id = g.account_id
     where a.company_id = ${o.companyId} ${typeFilter(o.accountTypes)}`,
  );
  return result.map((r) => ({ ...r, n: Number(r.n), accountId: Number(r.accountId) }));
}

export interface AccountInfo {
  id: number;
  code: string;
  name: string;
  accountType: number;
  groupId: number;
  groupName: string;
  groupSort: number;
  isActive: boolean;
  systemRole: string | null;
}

/** The company's chart with group names, ordered by type, group and code. */
export async function chartOf(db: Db, companyId: number, accountTypes?: number[]): Promise<AccountInfo[]> {
  const list = await rows<AccountInfo>(
    db,
    sql`select a.id, a.code, a.name, a.account_type as "accountType", a.group_id as "groupId",
               g.name as "groupName", g.sort as "groupSort", a.is_active as "isActive", a.system_role as "systemRole"
          from gl_accounts a join gl_account_groups g on g.id = a.group_id
         where a.company_id = ${companyId} ${typeFilter(accountTypes)}
         order by a.account_type, g.sort, g.name, a.code`,
  );
  return list.map((a) => ({
    ...a,
    id: Number(a.id),
    groupId: Number(a.groupId),
    accountType: Number(a.accountType),
  }));
}

export const typeName = (t: number) => ACCOUNT_TYPES.find((x) => x.id === t)?.name ?? String(t);

/** The query's company, or the default one; an unknown id is a bad request. */
export async function companyOf(db: Db, companyId?: number): Promise<number> {
  if (!companyId) return defaultCompanyId(db);
  const [row] = await rows<{ id: number }>(db, sql`select id from companies where id = ${companyId}`);
  if (!row) throw badRequest('Unknown company', [{ field: 'companyId', message: 'Unknown company' }]);
  return companyId;
}

/** The first day of the fiscal year holding `date` (its fiscal calendar's start; 1 January without one). */
export async function fiscalYearStart(db: Db, companyId: number, date: string): Promise<string> {
  const [row] = await rows<{ start: string }>(
    db,
    sql`select start_date::text as start from fiscal_calendars
         where company_id = ${companyId} and start_date <= ${date} and end_date >= ${date}
         order by start_date desc limit 1`,
  );
  return row?.start ?? `${date.slice(0, 4)}-01-01`;
}

export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const EARLIEST = '1900-01-01';
