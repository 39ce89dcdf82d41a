import { Messages } from '@fieldline/contracts/common/errors';
import { Money, moneyString } from '@fieldline/contracts/common/money';
import {
  EXPENSE_MESSAGES as M,
  type PostExpensesResult,
  type postExpensesBodySchema,
} from '@fieldline/contracts/expenses/expenses.contract';
import type { Decimal } from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { employees } from '../employees';
import { jobExpenses } from '../jobs/jobs.table';
import { accountsForRoles, type PostingLine, postEntry } from '../ledger';
import { lockExpenses } from './expenses.service';
import { mileageTrips } from './expenses.table';
import { rateFinder, reimbursementOf } from './mileage.rates';

type Body = z.output<typeof postExpensesBodySchema>;

const ROLES = [
  'JobCost',
  'Expense',
  'CompanyCardClearing',
  'ReimbursementsPayable',
  'MileageExpense',
] as const;

/**
 * PATCH expenses/postExpenses: one journal entry, in the request's transaction, for the chosen expenses
 * and mileage trips. Each expense debits its account (the one chosen, else Job Expenses when it is on a
 * job, else Miscellaneous Expense) and credits Company Card Clearing (paid with a company card) or
 * Employee Reimbursements Payable; each trip debits Mileage Reimbursement and credits Reimbursements
 * Payable at the rate of its date. Lines carry the employee's office, division and department. A record
 * is posted once: asking again is refused (422) and nothing is posted.
 */
export async function postExpenses(ctx: RouteContext<Body, unknown, unknown>): Promise<PostExpensesResult> {
  const { db, body, user } = ctx;
  if (body.ids.length === 0 && body.tripIds.length === 0)
    throw badRequest(Messages.validation, [{ field: 'ids', message: M.nothingToPost }]);
  const expenses = await lockExpenses(db, body.ids);
  const trips = await lockTrips(db, body.tripIds);
  for (const x of expenses) {
    if (x.postedEntryId !== null) throw ruleViolation(M.alreadyPosted(x.id, x.postedEntryId));
    if (x.isExternal) throw ruleViolation(M.external(x.id));
    if (x.employeeId === null && x.paidBy === 'employee') throw ruleViolation(M.noEmployee(x.id));
  }
  for (const t of trips)
    if (t.postedEntryId !== null) throw ruleViolation(M.tripAlreadyPosted(t.id, t.postedEntryId));
  const rateOn = await rateFinder(db);
  const tripRates = trips.map((t) => {
    const rate = rateOn(t.tripDate);
    if (rate === null) throw ruleViolation(M.noRate(t.tripDate));
    return rate;
  });

  const dims = await employeeDims(db, [
    ...expenses.flatMap((x) => (x.employeeId === null ? [] : [x.employeeId])),
    ...trips.map((t) => t.employeeId),
  ]);
  const acct = await accountsForRoles(db, ROLES);
  const lines: PostingLine[] = [];
  let total = new Money(0);
  for (const x of expenses) {
    const at = (x.employeeId === null ? undefined : dims.get(x.employeeId))?.line ?? {};
    const memo = `Expense ${x.id}: ${x.description}`.slice(0, 500);
    const debit = x.accountId ?? (x.jobId !== null ? acct.JobCost : acct.Expense);
    const credit = x.paidBy === 'companyCard' ? acct.CompanyCardClearing : acct.ReimbursementsPayable;
    lines.push({ accountId: debit, debit: x.amount, memo, ...at });
    lines.push({ accountId: credit, credit: x.amount, memo, ...at });
    total = total.plus(x.amount);
  }
  // Trips: one pair of lines per employee (a month of trips would otherwise fill the entry), each trip's
  // reimbursement rounded on its own as the screens show it.
  const perEmployee = new Map<number, { amount: Decimal; miles: Decimal; trips: number }>();
  trips.forEach((t, i) => {
    const sum = perEmployee.get(t.employeeId) ?? { amount: new Money(0), miles: new Money(0), trips: 0 };
    sum.amount = sum.amount.plus(reimbursementOf(t.distance, tripRates[i]));
    sum.miles = sum.miles.plus(t.distance);
    sum.trips += 1;
    perEmployee.set(t.employeeId, sum);
  });
  for (const [employeeId, sum] of perEmployee) {
    const at = dims.get(employeeId)?.line ?? {};
    const memo = `Mileage: ${dims.get(employeeId)?.name ?? `employee ${employeeId}`}, ${plural(sum.trips, 'trip')}, ${sum.miles.toFixed(1)} mi`;
    lines.push({ accountId: acct.MileageExpense, debit: sum.amount, memo, ...at });
    lines.push({ accountId: acct.ReimbursementsPayable, credit: sum.amount, memo, ...at });
    total = total.plus(sum.amount);
  }

  const entryDate = body.entryDate ?? new Date().toISOString().slice(0, 10);
  const entry = await postEntry(db, {
    entryDate,
    sourceType: 'Expense',
    sourceId: expenses[0]?.id ?? null,
    memo: describe(expenses.length, trips.length),
    // Which records, when few enough to read; the records themselves point at the entry.
    reference:
      expenses.length + trips.length <= 4
        ? [...expenses.map((x) => `X${x.id}`), ...trips.map((t) => `M${t.id}`)].join(' ')
        : null,
    lines,
    userId: user.id,
  });
  if (!entry) throw ruleViolation('Nothing to post: every chosen amount is zero.');

  const now = new Date().toISOString();
  if (expenses.length)
    await db
      .update(jobExpenses)
      .set({ postedEntryId: entry.id, postedDate: entryDate, modifiedBy: user.id, modifiedDate: now })
      .where(
        inArray(
          jobExpenses.id,
          expenses.map((x) => x.id),
        ),
      );
  for (const [i, t] of trips.entries())
    await db
      .update(mileageTrips)
      .set({ postedEntryId: entry.id, postedRate: tripRates[i], modifiedBy: user.id, modifiedDate: now })
      .where(eq(mileageTrips.id, t.id));
  await ctx.audit({
    entity: 'expensePosting',
    entityId: entry.id,
    action: 'create',
    after: { entryId: entry.id, expenseIds: expenses.map((x) => x.id), tripIds: trips.map((t) => t.id) },
  });
  return {
    entryId: entry.id,
    total: moneyString(total),
    expenseIds: expenses.map((x) => x.id),
    tripIds: trips.map((t) => t.id),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
function describe(expenses: number, trips: number): string {
  const parts = [expenses ? plural(expenses, 'expense') : '', trips ? plural(trips, 'mileage trip') : ''];
  return `Posted ${parts.filter(Boolean).join(' and ')}`;
}

async function lockTrips(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(mileageTrips)
    .where(inArray(mileageTrips.id, unique))
    .orderBy(mileageTrips.id)
    .for('update');
  const missing = unique.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw notFound(`trip ${missing}`, 'TRIP_NOT_FOUND');
  return rows;
}

/** Name, office, division and department of each employee, for the journal lines. */
async function employeeDims(db: Db, ids: number[]) {
  type Dims = { name: string; line: Pick<PostingLine, 'officeId' | 'divisionId' | 'departmentId'> };
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, Dims>();
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      officeId: employees.officeId,
      divisionId: employees.divisionId,
      departmentId: employees.departmentId,
    })
    .from(employees)
    .where(inArray(employees.id, unique));
  return new Map<number, Dims>(
    rows.map((r) => [
      r.id,
      {
        name: `${r.firstName} ${r.lastName}`,
        line: { officeId: r.officeId, divisionId: r.divisionId, departmentId: r.departmentId },
      },
    ]),
  );
}
