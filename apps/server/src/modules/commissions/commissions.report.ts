import type {
  CommissionEmployee,
  CommissionReport,
  CommissionReportRow,
} from '@fieldline/contracts/commissions/commissions.contract';
import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type { Decimal } from 'decimal.js';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { customers } from '../customers/customers.table';
import { employees } from '../employees';
import { invoiceEmployees, invoices } from '../invoices/invoices.table';
import { invoiceCosts } from './commissions.earning';
import { rulesOfEmployees } from './commissions.rules';
import { commissionEntries, commissionRules } from './commissions.table';

/** Earned: what invoices and payments earned; reversed: what credits and voids took back (negative). */
const EARNING_EVENTS = ['Invoice', 'Payment'];

export function periodOf(q: { from?: string; to?: string }): { from: string; to: string } {
  const today = new Date().toISOString().slice(0, 10);
  const first = `${today.slice(0, 8)}01`;
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: q.from ?? first, to: q.to ?? last };
}

const earnedSql = sql<string>`coalesce(sum(${commissionEntries.amount}) filter (where ${commissionEntries.event} in ('Invoice', 'Payment')), 0)::text`;
const reversedSql = sql<string>`coalesce(sum(${commissionEntries.amount}) filter (where ${commissionEntries.event} not in ('Invoice', 'Payment')), 0)::text`;

function totals(earned: Decimal, reversed: Decimal) {
  return {
    earned: moneyString(earned),
    reversed: moneyString(reversed),
    net: moneyString(earned.plus(reversed)),
  };
}

/** Salespeople, their rules and what they earned in the period (one query for the figures). */
export async function commissionEmployees(
  db: Db,
  q: { from?: string; to?: string; includeInactive?: boolean },
): Promise<CommissionEmployee[]> {
  const { from, to } = periodOf(q);
  const people = await db
    .select({
      id: employees.id,
      userId: employees.userId,
      number: employees.number,
      firstName: employees.firstName,
      lastName: employees.lastName,
      isActive: employees.isActive,
    })
    .from(employees)
    .where(
      and(eq(employees.isSalesperson, true), q.includeInactive ? undefined : eq(employees.isActive, true)),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName));
  if (!people.length) return [];
  const rules = await rulesOfEmployees(
    db,
    inArray(
      commissionRules.employeeId,
      people.map((p) => p.id),
    ),
  );
  const userIds = people.flatMap((p) => (p.userId ? [p.userId] : []));
  const figures = userIds.length
    ? await db
        .select({
          userId: commissionEntries.userId,
          earned: earnedSql,
          reversed: reversedSql,
          invoices: sql<number>`count(distinct ${commissionEntries.invoiceId})::int`,
        })
        .from(commissionEntries)
        .where(
          and(
            inArray(commissionEntries.userId, userIds),
            gte(commissionEntries.entryDate, from),
            lte(commissionEntries.entryDate, to),
          ),
        )
        .groupBy(commissionEntries.userId)
    : [];
  const byUser = new Map(figures.map((f) => [f.userId, f]));
  return people.map((p) => {
    const f = p.userId ? byUser.get(p.userId) : undefined;
    return {
      employeeId: p.id,
      userId: p.userId,
      number: p.number,
      name: `${p.firstName} ${p.lastName}`.trim(),
      isActive: p.isActive,
      rules: rules.filter((r) => r.employeeId === p.id),
      invoices: f?.invoices ?? 0,
      ...totals(toDecimal(f?.earned ?? '0'), toDecimal(f?.reversed ?? '0')),
    };
  });
}

/** One salesperson's commissions in a period: per invoice (basis, rate, earned, reversed, net) and each entry. */
export async function commissionReport(
  db: Db,
  employeeId: number,
  q: { from?: string; to?: string },
): Promise<CommissionReport> {
  const { from, to } = periodOf(q);
  const [person] = await db
    .select({ userId: employees.userId, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!person) throw notFound('employee', 'EMPLOYEE_NOT_FOUND');
  const employeeName = `${person.firstName} ${person.lastName}`.trim();
  const empty = {
    employeeId,
    employeeName,
    from,
    to,
    rows: [],
    entries: [],
    ...{ totals: totals(new Money(0), new Money(0)) },
  };
  if (!person.userId) return empty;
  const entries = await db
    .select({
      invoiceId: commissionEntries.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      entryDate: commissionEntries.entryDate,
      event: commissionEntries.event,
      amount: commissionEntries.amount,
    })
    .from(commissionEntries)
    .innerJoin(invoices, eq(invoices.id, commissionEntries.invoiceId))
    .where(
      and(
        eq(commissionEntries.userId, person.userId),
        gte(commissionEntries.entryDate, from),
        lte(commissionEntries.entryDate, to),
      ),
    )
    .orderBy(asc(commissionEntries.entryDate), asc(commissionEntries.id));
  const invoiceIds = [...new Set(entries.map((e) => e.invoiceId))];
  const rows = invoiceIds.length
    ? await db
        .select({
          invoiceId: invoices.id,
          invoiceNumber: invoices.invoiceNumber,
          invoiceDate: invoices.invoiceDate,
          status: invoices.status,
          subTotal: invoices.subTotal,
          customerName: customers.name,
          source: invoiceEmployees.commissionSource,
          override: invoiceEmployees.overrideAmount,
          pct: invoiceEmployees.commissionPct,
          full: invoiceEmployees.commissionFull,
          ruleId: invoiceEmployees.ruleId,
          ruleBasis: commissionRules.basis,
          flatAmount: commissionRules.flatAmount,
        })
        .from(invoices)
        .innerJoin(customers, eq(customers.id, invoices.customerId))
        .innerJoin(
          invoiceEmployees,
          and(eq(invoiceEmployees.invoiceId, invoices.id), eq(invoiceEmployees.employeeId, person.userId)),
        )
        .leftJoin(commissionRules, eq(commissionRules.id, invoiceEmployees.ruleId))
        .where(inArray(invoices.id, invoiceIds))
        .orderBy(asc(invoices.invoiceDate), asc(invoices.id))
    : [];
  const costs = await invoiceCosts(
    db,
    rows
      .filter((r) => r.override === null && r.source === 'Rule' && r.ruleBasis === 'GrossProfit')
      .map((r) => r.invoiceId),
  );
  const out: CommissionReportRow[] = [];
  let earnedAll = new Money(0);
  let reversedAll = new Money(0);
  for (const r of rows) {
    const mine = entries.filter((e) => e.invoiceId === r.invoiceId);
    const earned = mine
      .filter((e) => EARNING_EVENTS.includes(e.event))
      .reduce((s, e) => s.plus(e.amount), new Money(0));
    const reversed = mine
      .filter((e) => !EARNING_EVENTS.includes(e.event))
      .reduce((s, e) => s.plus(e.amount), new Money(0));
    earnedAll = earnedAll.plus(earned);
    reversedAll = reversedAll.plus(reversed);
    const basis =
      r.override !== null ? 'Amount' : r.source === 'Percent' ? 'Percent' : (r.ruleBasis ?? 'None');
    let basisAmount = r.subTotal;
    if (basis === 'GrossProfit') {
      const profit = toDecimal(r.subTotal).minus(costs.get(r.invoiceId) ?? '0');
      basisAmount = moneyString(profit.isNegative() ? 0 : profit);
    } else if (basis === 'FlatPerJobType' || basis === 'Amount') basisAmount = r.full;
    out.push({
      invoiceId: r.invoiceId,
      invoiceNumber: r.invoiceNumber,
      invoiceDate: r.invoiceDate,
      customerName: r.customerName,
      status: r.status,
      ruleId: r.ruleId,
      basis,
      basisAmount,
      rate: basis === 'FlatPerJobType' || basis === 'Amount' ? null : toDecimal(r.pct).toString(),
      commission: r.full,
      ...totals(earned, reversed),
    });
  }
  return {
    employeeId,
    employeeName,
    from,
    to,
    rows: out,
    entries: entries.map((e) => ({ ...e, event: e.event as CommissionReport['entries'][number]['event'] })),
    totals: totals(earnedAll, reversedAll),
  };
}
