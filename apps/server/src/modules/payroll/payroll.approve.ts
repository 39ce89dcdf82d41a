import { formatDateRange } from '@fieldline/contracts/common/dates';
import { Money, moneyString } from '@fieldline/contracts/common/money';
import {
  type EmployeePay,
  PAYROLL_MESSAGES,
  type PayFrequency,
  type PayKind,
  type PayLine,
  type PeriodCalculation,
} from '@fieldline/contracts/payroll/payroll.contract';
import type { Decimal } from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { ruleViolation } from '../../platform/errors';
import { accountForRole, postEntry, registerEntryDocument, reverseEntry } from '../ledger';
import { calculatePay } from './payroll.calc';
import { getPeriod, lockPeriod } from './payroll.periods';
import { payPeriodLines, payPeriods } from './payroll.table';

/** Time entries in the dates of employees (linked to users) not approved yet. */
export async function countUnapproved(db: Db, startDate: string, endDate: string): Promise<number> {
  const [row] = (
    await db.execute(sql`select count(*)::int as n from timesheets t
        join employees e on e.user_id = t.employee_id
       where t.work_date between ${startDate} and ${endDate} and t.approved_at is null`)
  ).rows as { n: number }[];
  return row.n;
}

/** The stored lines of an approved period, in export order. */
async function storedLines(db: Db, periodId: number): Promise<PayLine[]> {
  const rows = await db
    .select({
      employeeId: payPeriodLines.employeeId,
      employeeNumber: sql<string>`e.number`,
      employeeName: sql<string>`trim(e.first_name || ' ' || e.last_name)`,
      officeId: payPeriodLines.officeId,
      departmentId: payPeriodLines.departmentId,
      kind: payPeriodLines.kind,
      payCode: payPeriodLines.payCode,
      hours: payPeriodLines.hours,
      rate: payPeriodLines.rate,
      amount: payPeriodLines.amount,
      prevailing: payPeriodLines.prevailing,
    })
    .from(payPeriodLines)
    .innerJoin(sql`employees e`, sql`e.id = ${payPeriodLines.employeeId}`)
    .where(eq(payPeriodLines.periodId, periodId))
    .orderBy(asc(payPeriodLines.id));
  return rows.map((r) => ({ ...r, kind: r.kind as PayKind }));
}

/** Employee totals from pay lines (an approved period's summary). */
function summarize(lines: PayLine[]): EmployeePay[] {
  const out = new Map<number, EmployeePay>();
  for (const l of lines) {
    const e = out.get(l.employeeId) ?? {
      employeeId: l.employeeId,
      employeeNumber: l.employeeNumber,
      employeeName: l.employeeName,
      payType: l.kind === 'salary' ? 'salaried' : 'hourly',
      overtimeRule: '',
      regular: '0.00',
      overtime: '0.00',
      doubleTime: '0.00',
      amount: '0.00',
      unratedHours: '0.00',
    };
    const field = l.kind === 'overtime' ? 'overtime' : l.kind === 'doubleTime' ? 'doubleTime' : 'regular';
    e[field] = new Money(e[field]).plus(l.hours).toFixed(2);
    e.amount = moneyString(new Money(e.amount).plus(l.amount));
    out.set(l.employeeId, e);
  }
  return [...out.values()];
}

/** The period's pay: computed from its time while open, the frozen lines once approved. */
export async function periodCalculation(db: Db, id: number): Promise<PeriodCalculation> {
  const period = await getPeriod(db, id);
  const unapprovedEntries = await countUnapproved(db, period.startDate, period.endDate);
  if (period.status === 'approved') {
    const lines = await storedLines(db, id);
    return {
      period,
      unapprovedEntries,
      employees: summarize(lines),
      lines,
      totalHours: period.totalHours ?? '0.00',
      totalAmount: period.totalAmount ?? '0.00',
    };
  }
  const [cal] = (
    await db.execute(sql`select c.week_starts_on from payroll_calendars c where c.id = ${period.calendarId}`)
  ).rows as { week_starts_on: number }[];
  const calc = await calculatePay(db, { ...period, weekStartsOn: cal.week_starts_on });
  return { period, unapprovedEntries, ...calc };
}

/**
 * Approves a period: refused while its time has unapproved entries; freezes the pay lines and posts the
 * labour cost (debit wages expense, credit accrued payroll) per office and department, dated the period's end.
 */
export async function approvePeriod(db: Db, id: number, userId: number) {
  const { period, calendar } = await lockPeriod(db, id);
  if (period.status === 'approved') throw ruleViolation(PAYROLL_MESSAGES.alreadyApproved);
  const unapproved = await countUnapproved(db, period.startDate, period.endDate);
  if (unapproved > 0) throw ruleViolation(PAYROLL_MESSAGES.unapprovedTime(unapproved));
  const calc = await calculatePay(db, {
    startDate: period.startDate,
    endDate: period.endDate,
    frequency: calendar.frequency as PayFrequency,
    weekStartsOn: calendar.weekStartsOn,
  });
  if (calc.lines.length)
    await db.insert(payPeriodLines).values(
      calc.lines.map((l) => ({
        periodId: id,
        employeeId: l.employeeId,
        officeId: l.officeId,
        departmentId: l.departmentId,
        kind: l.kind,
        payCode: l.payCode,
        hours: l.hours,
        rate: l.rate,
        amount: l.amount,
        prevailing: l.prevailing,
      })),
    );
  const entry = await postLabourCost(db, period, calc.lines, userId);
  await db
    .update(payPeriods)
    .set({
      status: 'approved',
      approvedAt: sql`now()`,
      approvedBy: userId,
      journalEntryId: entry?.id ?? null,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${payPeriods.version} + 1`,
    })
    .where(eq(payPeriods.id, id));
  return { period: await getPeriod(db, id), journalEntryId: entry?.id ?? null };
}

async function postLabourCost(
  db: Db,
  period: { id: number; startDate: string; endDate: string },
  lines: PayLine[],
  userId: number,
) {
  const groups = new Map<string, { officeId: number | null; departmentId: number | null; amount: Decimal }>();
  for (const l of lines) {
    const key = `${l.officeId ?? 0}|${l.departmentId ?? 0}`;
    const g = groups.get(key) ?? { officeId: l.officeId, departmentId: l.departmentId, amount: new Money(0) };
    g.amount = g.amount.plus(l.amount);
    groups.set(key, g);
  }
  const wages = await accountForRole(db, 'WagesExpense');
  const accrued = await accountForRole(db, 'AccruedPayroll');
  const memo = `Payroll ${formatDateRange(period.startDate, period.endDate)}`;
  return postEntry(db, {
    entryDate: period.endDate,
    sourceType: 'Payroll',
    sourceId: period.id,
    memo,
    reference: `PAY-${period.id}`,
    userId,
    lines: [...groups.values()].flatMap((g) => [
      { accountId: wages, debit: g.amount, officeId: g.officeId, departmentId: g.departmentId, memo },
      { accountId: accrued, credit: g.amount, officeId: g.officeId, departmentId: g.departmentId, memo },
    ]),
  });
}

/** Unapproves a period: reverses its journal entry and drops the frozen lines; its time can change again. */
export async function unapprovePeriod(db: Db, id: number, userId: number) {
  const { period } = await lockPeriod(db, id);
  if (period.status !== 'approved') throw ruleViolation(PAYROLL_MESSAGES.notApproved);
  if (period.journalEntryId)
    await reverseEntry(db, period.journalEntryId, {
      userId,
      sourceType: 'PayrollReversal',
      sourceId: id,
      memo: `Payroll ${formatDateRange(period.startDate, period.endDate)} unapproved`,
    });
  await db.delete(payPeriodLines).where(eq(payPeriodLines.periodId, id));
  await db
    .update(payPeriods)
    .set({
      status: 'open',
      approvedAt: null,
      approvedBy: null,
      journalEntryId: null,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${payPeriods.version} + 1`,
    })
    .where(eq(payPeriods.id, id));
  return getPeriod(db, id);
}

/** The ledger names a payroll entry's document when a hand reversal is refused. */
export function registerPayrollEntries() {
  registerEntryDocument(['Payroll', 'PayrollReversal'], async (db, sourceId) => {
    const [p] = await db.select().from(payPeriods).where(eq(payPeriods.id, sourceId));
    return p
      ? {
          label: `the pay period ${formatDateRange(p.startDate, p.endDate)}`,
          action: 'Unapprove the pay period on its Payroll page instead.',
        }
      : null;
  });
}
