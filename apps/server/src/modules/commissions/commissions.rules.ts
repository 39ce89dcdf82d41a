import {
  COMMISSION_MESSAGES,
  type CommissionRule,
  type CreateCommissionRuleBody,
  type UpdateCommissionRuleBody,
} from '@fieldline/contracts/commissions/commissions.contract';
import type { SearchQuery } from '@fieldline/contracts/common/pagination';
import { and, asc, count, eq, gte, ilike, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conflict, fieldError, notFound, ruleViolation } from '../../platform/errors';
import { employees } from '../employees';
import { jobTypes } from '../jobs/jobs.table';
import { refreshAffectedInvoices } from './commissions.refresh';
import { commissionRules } from './commissions.table';

const columns = {
  r: commissionRules,
  firstName: employees.firstName,
  lastName: employees.lastName,
  userId: employees.userId,
  jobTypeName: jobTypes.name,
};

function rulesQuery(db: Db) {
  return db
    .select(columns)
    .from(commissionRules)
    .innerJoin(employees, eq(employees.id, commissionRules.employeeId))
    .leftJoin(jobTypes, eq(jobTypes.id, commissionRules.jobTypeId));
}

type Row = Awaited<ReturnType<ReturnType<typeof rulesQuery>['execute']>>[number];

export const toRule = ({ r, firstName, lastName, userId, jobTypeName }: Row): CommissionRule => ({
  id: r.id,
  employeeId: r.employeeId,
  employeeName: `${firstName} ${lastName}`.trim(),
  userId,
  basis: r.basis as CommissionRule['basis'],
  earnOn: r.earnOn as CommissionRule['earnOn'],
  rate: r.rate === null ? null : trimZeros(r.rate),
  flatAmount: r.flatAmount,
  jobTypeId: r.jobTypeId,
  jobTypeName,
  effectiveDate: r.effectiveDate,
  endDate: r.endDate,
  isActive: r.isActive,
  notes: r.notes,
  createdDate: r.createdDate,
  createdBy: r.createdBy,
  modifiedDate: r.modifiedDate,
  modifiedBy: r.modifiedBy,
  version: r.version,
});

/** "5.0000" → "5", "2.5000" → "2.5". */
const trimZeros = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

export async function getRule(db: Db, id: number): Promise<CommissionRule> {
  const [row] = await rulesQuery(db).where(eq(commissionRules.id, id));
  if (!row) throw notFound('commission rule', 'COMMISSION_RULE_NOT_FOUND');
  return toRule(row);
}

export async function rulesOfEmployees(db: Db, where: SQL | undefined): Promise<CommissionRule[]> {
  const rows = await rulesQuery(db)
    .where(where)
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(commissionRules.effectiveDate));
  return rows.map(toRule);
}

export async function searchRules(
  db: Db,
  q: SearchQuery & { employeeId?: number; basis?: string; isActive?: boolean; onDate?: string },
): Promise<{ data: CommissionRule[]; count_filtered: number }> {
  const text = q.query ? `%${q.query.replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(
    q.employeeId ? eq(commissionRules.employeeId, q.employeeId) : undefined,
    q.basis ? eq(commissionRules.basis, q.basis) : undefined,
    q.isActive !== undefined ? eq(commissionRules.isActive, q.isActive) : undefined,
    q.onDate
      ? and(
          lte(commissionRules.effectiveDate, q.onDate),
          or(isNull(commissionRules.endDate), gte(commissionRules.endDate, q.onDate)),
        )
      : undefined,
    text
      ? or(
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, text),
          ilike(employees.number, text),
          ilike(commissionRules.notes, text),
        )
      : undefined,
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(commissionRules)
    .innerJoin(employees, eq(employees.id, commissionRules.employeeId))
    .where(where);
  const rows = await rulesQuery(db)
    .where(where)
    .orderBy(
      asc(employees.lastName),
      asc(employees.firstName),
      asc(commissionRules.effectiveDate),
      asc(commissionRules.id),
    )
    .offset(q.offset)
    .limit(q.limit);
  return { data: rows.map(toRule), count_filtered: Number(n) };
}

type RuleValues = Omit<CreateCommissionRuleBody, 'employeeId'>;

/** The fields a rule of its basis needs; the ones it does not are cleared. */
async function checkRule(db: Db, employeeId: number, v: RuleValues, exceptId?: number) {
  const flat = v.basis === 'FlatPerJobType';
  if (!flat && (v.rate === null || v.rate === undefined))
    throw fieldError('rate', COMMISSION_MESSAGES.rateNeeded);
  if (flat && !v.jobTypeId) throw fieldError('jobTypeId', COMMISSION_MESSAGES.jobTypeNeeded);
  if (flat && !v.flatAmount) throw fieldError('flatAmount', COMMISSION_MESSAGES.amountNeeded);
  if (v.endDate && v.endDate < v.effectiveDate)
    throw fieldError('endDate', COMMISSION_MESSAGES.endBeforeStart);
  if (flat && v.jobTypeId) {
    const [t] = await db.select({ id: jobTypes.id }).from(jobTypes).where(eq(jobTypes.id, v.jobTypeId));
    if (!t) throw fieldError('jobTypeId', COMMISSION_MESSAGES.unknownJobType);
  }
  // One percent rule at a time, and one flat rule per job type at a time: which applies is never a guess.
  if (v.isActive) {
    const [clash] = await db
      .select({ id: commissionRules.id })
      .from(commissionRules)
      .where(
        and(
          eq(commissionRules.employeeId, employeeId),
          eq(commissionRules.isActive, true),
          exceptId ? ne(commissionRules.id, exceptId) : undefined,
          flat
            ? and(
                eq(commissionRules.basis, 'FlatPerJobType'),
                eq(commissionRules.jobTypeId, v.jobTypeId as number),
              )
            : ne(commissionRules.basis, 'FlatPerJobType'),
          v.endDate ? lte(commissionRules.effectiveDate, v.endDate) : undefined,
          or(isNull(commissionRules.endDate), gte(commissionRules.endDate, v.effectiveDate)),
        ),
      )
      .limit(1);
    if (clash) throw ruleViolation(COMMISSION_MESSAGES.overlaps);
  }
  return {
    basis: v.basis,
    earnOn: v.earnOn,
    rate: flat ? null : (v.rate as string),
    flatAmount: flat ? (v.flatAmount as string) : null,
    jobTypeId: flat ? (v.jobTypeId as number) : null,
    effectiveDate: v.effectiveDate,
    endDate: v.endDate ?? null,
    isActive: v.isActive,
    notes: v.notes,
  };
}

async function salesperson(db: Db, employeeId: number) {
  const [e] = await db
    .select({ id: employees.id, isSalesperson: employees.isSalesperson, userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!e) throw fieldError('employeeId', 'Unknown employee.');
  if (!e.isSalesperson) throw fieldError('employeeId', COMMISSION_MESSAGES.notSalesperson);
  return e;
}

export async function createRule(db: Db, body: CreateCommissionRuleBody, userId: number) {
  const person = await salesperson(db, body.employeeId);
  const values = await checkRule(db, body.employeeId, body);
  const [row] = await db
    .insert(commissionRules)
    .values({ employeeId: body.employeeId, ...values, createdBy: userId, modifiedBy: userId })
    .returning({ id: commissionRules.id });
  await refreshAffectedInvoices(db, person.userId, [values], userId);
  return getRule(db, row.id);
}

export async function updateRule(db: Db, id: number, body: UpdateCommissionRuleBody, userId: number) {
  const before = await getRule(db, id);
  if (body.version !== undefined && body.version !== before.version)
    throw conflict('Someone else changed this rule: reload it and try again.');
  const merged: RuleValues = {
    basis: body.basis ?? before.basis,
    earnOn: body.earnOn ?? before.earnOn,
    rate: body.rate !== undefined ? body.rate : before.rate,
    flatAmount: body.flatAmount !== undefined ? body.flatAmount : before.flatAmount,
    jobTypeId: body.jobTypeId !== undefined ? body.jobTypeId : before.jobTypeId,
    effectiveDate: body.effectiveDate ?? before.effectiveDate,
    endDate: body.endDate !== undefined ? body.endDate : before.endDate,
    isActive: body.isActive ?? before.isActive,
    notes: body.notes ?? before.notes,
  };
  const values = await checkRule(db, before.employeeId, merged, id);
  await db
    .update(commissionRules)
    .set({
      ...values,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${commissionRules.version} + 1`,
    })
    .where(eq(commissionRules.id, id));
  // Invoices the rule covered before or covers now follow the change (paid-out rows included: their
  // difference shows on the report as what is still owed or owed back).
  await refreshAffectedInvoices(db, before.userId, [before, values], userId);
  return { before, after: await getRule(db, id) };
}
