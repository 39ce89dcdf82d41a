import {
  BUDGET_MONTHS,
  type Budget,
  type BudgetAccount,
  type BudgetEntry,
  type budgetSearchQuerySchema,
  formatAccount,
} from '@fieldline/contracts/budgets/budgets.contract';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { BALANCE_SHEET_TYPES } from '@fieldline/contracts/ledger/ledger.constants';
import { and, asc, count, desc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { calendarPeriods, fiscalCalendars, glAccounts } from '../ledger/ledger.table';
import { companies, offices } from '../organization';
import { budgetEntries, budgetOffices, budgets } from './budgets.table';

type BudgetRow = typeof budgets.$inferSelect;
type EntryRow = typeof budgetEntries.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Budgets in the contract's shape: company, office and offices read in three queries for the whole page. */
async function toBudgets(db: Db, rows: BudgetRow[]): Promise<Budget[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))]));
  const links = await db
    .select({ budgetId: budgetOffices.budgetId, id: offices.id, name: offices.name })
    .from(budgetOffices)
    .innerJoin(offices, eq(offices.id, budgetOffices.officeId))
    .where(inArray(budgetOffices.budgetId, ids))
    .orderBy(asc(offices.name), asc(offices.id));
  const officeIds = rows.map((r) => r.officeId).filter((v): v is number => v !== null);
  const officeRows = officeIds.length
    ? await db
        .select({ id: offices.id, name: offices.name })
        .from(offices)
        .where(inArray(offices.id, officeIds))
    : [];
  const companyName = new Map(companyRows.map((c) => [c.id, c.name]));
  const officeName = new Map(officeRows.map((o) => [o.id, o.name]));
  return rows.map((r) => ({
    id: r.id,
    financialYear: r.financialYear,
    description: r.description,
    startDate: r.startDate,
    endDate: r.endDate,
    companyID: r.companyId,
    companyName: companyName.get(r.companyId) ?? '',
    accountFormat: r.accountFormat,
    officeID: r.officeId,
    officeName: r.officeId === null ? null : (officeName.get(r.officeId) ?? null),
    budgetType: r.budgetType,
    targetPct: r.targetPct,
    locked: r.locked,
    offices: links.filter((l) => l.budgetId === r.id).map((l) => ({ id: l.id, name: l.name })),
    ...auditOut(r),
  }));
}

export async function findBudgetRow(db: Db, id: number): Promise<BudgetRow> {
  const [row] = await db.select().from(budgets).where(eq(budgets.id, id));
  if (!row) throw notFound('budget');
  return row;
}

export async function getBudget(db: Db, id: number): Promise<Budget> {
  const [budget] = await toBudgets(db, [await findBudgetRow(db, id)]);
  return budget;
}

export async function searchBudgets(
  db: Db,
  q: z.output<typeof budgetSearchQuerySchema>,
): Promise<SearchResult<Budget>> {
  const where: SQL[] = [];
  if (q.financialYear !== undefined) where.push(eq(budgets.financialYear, q.financialYear));
  if (q.companyId !== undefined) where.push(eq(budgets.companyId, q.companyId));
  if (q.officeId !== undefined) {
    const officeId = q.officeId;
    where.push(
      or(
        eq(budgets.officeId, officeId),
        sql`exists (select 1 from ${budgetOffices} where ${budgetOffices.budgetId} = ${budgets.id} and ${budgetOffices.officeId} = ${officeId})`,
      ) as SQL,
    );
  }
  if (q.query) {
    const pattern = `%${escapeLike(q.query)}%`;
    const year = /^\d{4}$/.test(q.query) ? Number(q.query) : null;
    where.push(
      (year === null
        ? sql`${budgets.description} ilike ${pattern}`
        : or(sql`${budgets.description} ilike ${pattern}`, eq(budgets.financialYear, year))) as SQL,
    );
  }
  const filter = where.length ? and(...where) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(budgets).where(filter);
  const rows = await db
    .select()
    .from(budgets)
    .where(filter)
    .orderBy(desc(budgets.financialYear), asc(budgets.description), asc(budgets.id))
    .offset(q.offset)
    .limit(q.limit);
  return { data: await toBudgets(db, rows), count_filtered: Number(n) };
}

/** The first day of month `n` (1..12) of a budget starting at `startDate`. */
export function monthStart(startDate: string, n: number): string {
  const y = Number(startDate.slice(0, 4));
  const m = Number(startDate.slice(5, 7)) - 1 + (n - 1);
  return `${y + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
}

export interface MonthPeriod {
  id: number;
  isClosed: boolean;
}

/** The company's calendar period covering each budget month (when the calendar has one), in one query. */
export async function budgetPeriods(db: Db, budget: BudgetRow): Promise<Map<number, MonthPeriod>> {
  const starts = Array.from({ length: BUDGET_MONTHS }, (_, i) => monthStart(budget.startDate, i + 1));
  const rows = await db
    .select({
      id: calendarPeriods.id,
      isClosed: calendarPeriods.isClosed,
      startDate: calendarPeriods.startDate,
      endDate: calendarPeriods.endDate,
    })
    .from(calendarPeriods)
    .innerJoin(fiscalCalendars, eq(fiscalCalendars.id, calendarPeriods.calendarId))
    .where(
      and(
        eq(fiscalCalendars.companyId, budget.companyId),
        sql`${calendarPeriods.startDate} <= ${starts[starts.length - 1]}`,
        sql`${calendarPeriods.endDate} >= ${starts[0]}`,
      ),
    );
  const out = new Map<number, MonthPeriod>();
  starts.forEach((d, i) => {
    const p = rows.find((r) => r.startDate <= d && r.endDate >= d);
    if (p) out.set(i + 1, { id: p.id, isClosed: p.isClosed });
  });
  return out;
}

export function toEntry(r: EntryRow, periods: Map<number, MonthPeriod>): BudgetEntry {
  const period = periods.get(r.periodNumber);
  return {
    id: r.id,
    amount: r.amount,
    basisAmount: r.basisAmount,
    periodClosed: period?.isClosed ?? false,
    budgetEntriesID: r.budgetId,
    accountID: r.accountId,
    officeID: r.officeId,
    divisionID: r.divisionId,
    departmentID: r.departmentId,
    accountingPeriodID: period?.id ?? r.accountingPeriodId ?? null,
    periodNumber: r.periodNumber,
  };
}

export async function entryRows(db: Db, budgetId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(budgetEntries)
    .where(eq(budgetEntries.budgetId, budgetId))
    .orderBy(
      asc(budgetEntries.accountId),
      asc(budgetEntries.officeId),
      asc(budgetEntries.divisionId),
      asc(budgetEntries.departmentId),
      asc(budgetEntries.periodNumber),
    );
}

export async function listEntries(db: Db, budgetId: number): Promise<BudgetEntry[]> {
  const budget = await findBudgetRow(db, budgetId);
  const periods = await budgetPeriods(db, budget);
  return (await entryRows(db, budgetId)).map((r) => toEntry(r, periods));
}

export async function getEntry(db: Db, budgetId: number, entryId: number): Promise<BudgetEntry> {
  const budget = await findBudgetRow(db, budgetId);
  const [row] = await db
    .select()
    .from(budgetEntries)
    .where(and(eq(budgetEntries.id, entryId), eq(budgetEntries.budgetId, budgetId)));
  if (!row) throw notFound('budget entry');
  return toEntry(row, await budgetPeriods(db, budget));
}

/**
 * The accounts a budget sheet lists: the company's active income-statement accounts (types 4..8) and any
 * account the budget already has entries for, ordered by code.
 */
export async function budgetAccounts(db: Db, budget: BudgetRow): Promise<BudgetAccount[]> {
  const rows = await db
    .select({
      id: glAccounts.id,
      code: glAccounts.code,
      name: glAccounts.name,
      accountType: glAccounts.accountType,
      isActive: glAccounts.isActive,
    })
    .from(glAccounts)
    .where(
      and(
        eq(glAccounts.companyId, budget.companyId),
        or(
          and(eq(glAccounts.isActive, true), notInArray(glAccounts.accountType, [...BALANCE_SHEET_TYPES])),
          sql`exists (select 1 from ${budgetEntries} where ${budgetEntries.budgetId} = ${budget.id} and ${budgetEntries.accountId} = ${glAccounts.id})`,
        ),
      ),
    )
    .orderBy(asc(glAccounts.code));
  return rows.map((r) => ({ ...r, label: formatAccount(budget.accountFormat, r) }));
}

export async function listBudgetAccounts(db: Db, budgetId: number): Promise<BudgetAccount[]> {
  return budgetAccounts(db, await findBudgetRow(db, budgetId));
}
