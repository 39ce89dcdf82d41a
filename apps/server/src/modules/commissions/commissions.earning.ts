import type { CommissionEarnOn } from '@fieldline/contracts/commissions/commissions.contract';
import { Money, moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import type { Decimal } from 'decimal.js';
import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { employees } from '../employees';
import { type InvoiceCommissionFigures, invoiceCommissionRows, writeInvoiceCommissions } from '../invoices';
import { invoiceItems, invoices } from '../invoices/invoices.table';
import { jobs } from '../jobs/jobs.table';
import { journalEntries } from '../ledger/ledger.table';
import { customerCredits, paymentApplications, payments } from '../payments/payments.table';
import { type Movement, scheduleCommission } from './commissions.schedule';
import { commissionEntries, commissionRules } from './commissions.table';

type Rule = typeof commissionRules.$inferSelect & { userId: number };

const voidEntry = alias(journalEntries, 'void_entry');
const paymentVoidEntry = alias(journalEntries, 'payment_void_entry');

async function loadInvoice(db: Db, invoiceId: number) {
  const [inv] = await db
    .select({
      id: invoices.id,
      invoiceDate: invoices.invoiceDate,
      invoiceType: invoices.invoiceType,
      status: invoices.status,
      subTotal: invoices.subTotal,
      total: invoices.total,
      voidDate: sql<
        string | null
      >`case when ${invoices.status} = 'Void' then coalesce(${voidEntry.entryDate}, ${invoices.voidedDate}::date)::text end`,
      jobTypeId: jobs.jobTypeId,
      salesPersonId: jobs.salesPersonId,
    })
    .from(invoices)
    .leftJoin(voidEntry, eq(voidEntry.id, invoices.voidEntryId))
    .leftJoin(jobs, eq(jobs.id, invoices.jobId))
    .where(eq(invoices.id, invoiceId));
  return inv;
}

/** Cost of each invoice's lines (quantity × unit cost, each rounded to cents), in one query. */
export async function invoiceCosts(db: Db, invoiceIds: number[]): Promise<Map<number, string>> {
  if (!invoiceIds.length) return new Map();
  const rows = await db
    .select({
      id: invoiceItems.invoiceId,
      cost: sql<string>`sum(round(${invoiceItems.quantity} * ${invoiceItems.unitCost}, 2))::text`,
    })
    .from(invoiceItems)
    .where(inArray(invoiceItems.invoiceId, invoiceIds))
    .groupBy(invoiceItems.invoiceId);
  return new Map(rows.map((r) => [r.id, r.cost]));
}

/** Cost of the invoice's lines (quantity × unit cost, each rounded to cents): gross profit's other half. */
export async function invoiceCost(db: Db, invoiceId: number): Promise<Decimal> {
  const [row] = await db
    .select({
      cost: sql<string>`coalesce(sum(round(${invoiceItems.quantity} * ${invoiceItems.unitCost}, 2)), 0)`,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId));
  return toDecimal(row?.cost ?? '0');
}

async function loadMovements(db: Db, invoiceId: number): Promise<Movement[]> {
  const rows = await db
    .select({
      amount: paymentApplications.amount,
      date: paymentApplications.appliedDate,
      isVoid: paymentApplications.isVoid,
      paymentId: paymentApplications.paymentId,
      creditSource: customerCredits.source,
      undoneOn: sql<string>`coalesce(${paymentVoidEntry.entryDate}, ${paymentApplications.modifiedDate}::date)::text`,
    })
    .from(paymentApplications)
    .leftJoin(customerCredits, eq(customerCredits.id, paymentApplications.creditId))
    .leftJoin(payments, eq(payments.id, paymentApplications.paymentId))
    .leftJoin(paymentVoidEntry, eq(paymentVoidEntry.id, payments.voidEntryId))
    .where(eq(paymentApplications.invoiceId, invoiceId))
    .orderBy(paymentApplications.id);
  return rows.map((r) => ({
    date: r.date,
    // An overpayment's credit is money the customer paid; an issued credit is a credit memo.
    kind: r.paymentId || r.creditSource === 'Overpayment' ? 'Payment' : 'Credit',
    amount: r.amount,
    undoneOn: r.isVoid ? r.undoneOn : null,
  }));
}

/** Active rules in force on `date` of the people with these user ids. */
export async function rulesOn(db: Db, userIds: number[], date: string): Promise<Rule[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ rule: commissionRules, userId: employees.userId })
    .from(commissionRules)
    .innerJoin(employees, eq(employees.id, commissionRules.employeeId))
    .where(
      and(
        inArray(employees.userId, userIds),
        eq(commissionRules.isActive, true),
        lte(commissionRules.effectiveDate, date),
        or(isNull(commissionRules.endDate), gte(commissionRules.endDate, date)),
      ),
    )
    .orderBy(desc(commissionRules.effectiveDate), desc(commissionRules.id));
  return rows.map((r) => ({ ...r.rule, userId: r.userId as number }));
}

/** A flat rule for the invoice's job type comes first; otherwise the latest percent rule. */
function pickRule(rules: Rule[], userId: number, jobTypeId: number | null): Rule | null {
  const mine = rules.filter((r) => r.userId === userId);
  return (
    mine.find((r) => r.basis === 'FlatPerJobType' && r.jobTypeId === jobTypeId) ??
    mine.find((r) => r.basis !== 'FlatPerJobType') ??
    null
  );
}

const percentOf = (amount: Decimal, pct: string) => amount.times(pct).dividedBy(100);

/**
 * Recomputes one invoice's commissions: each person's whole commission (a typed amount, a typed percent of the
 * subtotal, or their rule on the invoice date), its dated entries from the invoice's payments, credits and
 * void, and the invoice employee rows' figures. Runs in the caller's transaction, after every change.
 */
export async function recomputeInvoiceCommissions(
  db: Db,
  invoiceId: number,
  userId: number | null,
  opts: { newInvoice?: boolean } = {},
): Promise<void> {
  // One recompute of an invoice at a time (a rule's change can meet a payment on the same invoice).
  await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  const inv = await loadInvoice(db, invoiceId);
  if (!inv) return;
  const rows = await invoiceCommissionRows(db, invoiceId);
  const people = rows.map((r) => ({ ...r, isNew: false }));
  // A posted invoice of a job credits the job's salesperson, when they have a rule.
  if (opts.newInvoice && inv.salesPersonId && !rows.some((r) => r.employeeId === inv.salesPersonId))
    people.push({
      id: 0,
      employeeId: inv.salesPersonId,
      commissionSource: 'Rule',
      commissionPct: '0',
      overrideAmount: null,
      isPaid: false,
      isNew: true,
    });
  await db.delete(commissionEntries).where(eq(commissionEntries.invoiceId, invoiceId));
  if (!people.length) return;
  // Deposits are prepayments, not sales: rules pay on the invoice that bills the work.
  const rules =
    inv.invoiceType === 'Deposit'
      ? []
      : await rulesOn(
          db,
          people.map((p) => p.employeeId),
          inv.invoiceDate,
        );
  const subTotal = toDecimal(inv.subTotal);
  const cost = rules.some((r) => r.basis === 'GrossProfit') ? await invoiceCost(db, invoiceId) : new Money(0);
  const movements = await loadMovements(db, invoiceId);
  const figures: InvoiceCommissionFigures[] = [];
  const entries: (typeof commissionEntries.$inferInsert)[] = [];
  for (const p of people) {
    const rule = p.commissionSource === 'Rule' ? pickRule(rules, p.employeeId, inv.jobTypeId) : null;
    if (p.isNew && !rule) continue;
    let full: Decimal;
    let pct = p.commissionPct;
    if (p.commissionSource === 'Percent') full = percentOf(subTotal, p.commissionPct);
    else if (!rule) full = new Money(0);
    else if (rule.basis === 'FlatPerJobType') {
      full = toDecimal(rule.flatAmount ?? '0');
      pct = '0';
    } else {
      // A sale at a loss earns no gross-profit commission (never a negative one).
      const profit = subTotal.minus(cost);
      const base = rule.basis !== 'GrossProfit' ? subTotal : profit.isNegative() ? new Money(0) : profit;
      full = percentOf(base, rule.rate ?? '0');
      pct = rule.rate ?? '0';
    }
    if (p.overrideAmount !== null) full = toDecimal(p.overrideAmount);
    const earnOn: CommissionEarnOn = (rule?.earnOn as CommissionEarnOn | undefined) ?? 'Invoice';
    const scheduled = scheduleCommission({
      full: roundMoney(full),
      earnOn,
      invoiceDate: inv.invoiceDate,
      invoiceTotal: inv.total,
      movements,
      voidDate: inv.voidDate,
    });
    const earned = scheduled.reduce((s, e) => s.plus(e.amount), new Money(0));
    figures.push({
      employeeId: p.employeeId,
      ruleId: rule?.id ?? null,
      commissionPct: pct,
      commissionFull: moneyString(full),
      commissionAmount: moneyString(earned),
    });
    for (const e of scheduled)
      entries.push({ invoiceId, userId: p.employeeId, ruleId: rule?.id ?? null, ...e });
  }
  await writeInvoiceCommissions(db, invoiceId, figures, userId);
  if (entries.length) await db.insert(commissionEntries).values(entries);
}
