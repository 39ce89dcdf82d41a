import { Messages } from '@fieldline/contracts/common/errors';
import { Money } from '@fieldline/contracts/common/money';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import {
  type createGeneralExpenseBodySchema,
  type ExpenseAccount,
  type expenseSearchQuerySchema,
  type flagExternalBodySchema,
  type GeneralExpense,
  EXPENSE_MESSAGES as M,
  type PaidBy,
} from '@fieldline/contracts/expenses/expenses.contract';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { documents } from '../documents/documents.table';
import { employeeCreditCards, employees } from '../employees';
import { users } from '../identity';
import { jobExpenses, jobs } from '../jobs/jobs.table';
import { glAccounts } from '../ledger/ledger.table';
import { checkScope, employeeFor, type ScopeContext, scopeOf } from './expenses.scope';

type CreateBody = z.output<typeof createGeneralExpenseBodySchema>;
type SearchQuery = z.output<typeof expenseSearchQuerySchema>;
type FlagBody = z.output<typeof flagExternalBodySchema>;
type Ctx<B = unknown, Q = unknown> = RouteContext<B, Q, unknown>;
type Row = typeof jobExpenses.$inferSelect;

/** Expense accounts an expense may be charged to: cost of goods sold, expense, other expense. */
export const EXPENSE_ACCOUNT_TYPES = [5, 6, 8];

const auditable = (r: Row) => ({
  jobId: r.jobId,
  employeeId: r.employeeId,
  description: r.description,
  amount: r.amount,
  enteredOn: r.enteredOn,
  vendor: r.vendor,
  accountId: r.accountId,
  paidBy: r.paidBy,
  creditCardId: r.creditCardId,
  postedEntryId: r.postedEntryId,
  isExternal: r.isExternal,
});

const today = () => new Date().toISOString().slice(0, 10);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET expenses/accounts: active cost of goods sold, expense and other expense accounts, by code. */
export async function expenseAccounts(db: Db): Promise<ExpenseAccount[]> {
  return db
    .select({ id: glAccounts.id, code: glAccounts.code, name: glAccounts.name })
    .from(glAccounts)
    .where(and(eq(glAccounts.isActive, true), inArray(glAccounts.accountType, EXPENSE_ACCOUNT_TYPES)))
    .orderBy(asc(glAccounts.code));
}

/** GET expenses/search (and GET expenses): filtered, newest first, with the total of every match. */
export async function searchExpenses(
  ctx: Ctx<unknown, SearchQuery>,
): Promise<SearchResult<GeneralExpense> & { total: string }> {
  const q = ctx.query;
  const scope = await scopeOf(ctx);
  const employeeId = scope ?? q.employeeId;
  const where: (SQL | undefined)[] = [
    employeeId !== undefined ? eq(jobExpenses.employeeId, employeeId) : undefined,
    q.jobId !== undefined ? eq(jobExpenses.jobId, q.jobId) : undefined,
    q.from ? gte(jobExpenses.enteredOn, q.from) : undefined,
    q.to ? lte(jobExpenses.enteredOn, q.to) : undefined,
    q.posted === undefined
      ? undefined
      : q.posted
        ? isNotNull(jobExpenses.postedEntryId)
        : isNull(jobExpenses.postedEntryId),
    q.external === undefined ? undefined : eq(jobExpenses.isExternal, q.external),
    q.query
      ? or(
          ilike(jobExpenses.description, `%${escapeLike(q.query)}%`),
          ilike(jobExpenses.vendor, `%${escapeLike(q.query)}%`),
        )
      : undefined,
  ];
  const filter = and(...where);
  const [rows, [sums]] = await Promise.all([
    ctx.db
      .select({ id: jobExpenses.id })
      .from(jobExpenses)
      .where(filter)
      .orderBy(desc(jobExpenses.enteredOn), desc(jobExpenses.id))
      .limit(q.limit)
      .offset(q.offset),
    ctx.db
      .select({
        count: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${jobExpenses.amount}), 0)`,
      })
      .from(jobExpenses)
      .where(filter),
  ]);
  return {
    data: await readExpenses(
      ctx.db,
      rows.map((r) => r.id),
    ),
    count_filtered: sums.count,
    total: new Money(sums.total).toFixed(2),
  };
}

/** POST expenses: a general expense (a job is optional); a technician's own. */
export async function createGeneralExpense(ctx: Ctx<CreateBody>): Promise<GeneralExpense> {
  const { db, body, user } = ctx;
  const employeeId = await employeeFor(ctx, body.employeeId);
  await checkRefs(db, { ...body, employeeId });
  const [row] = await db
    .insert(jobExpenses)
    .values({
      jobId: body.jobId ?? null,
      employeeId,
      description: body.description,
      amount: body.amount,
      enteredOn: body.enteredOn ?? today(),
      vendor: body.vendor ?? '',
      accountId: body.accountId ?? null,
      paidBy: body.paidBy,
      creditCardId: body.creditCardId ?? null,
      receiptDocumentId: body.receiptDocumentId ?? null,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await ctx.audit({ entity: 'jobExpense', entityId: row.id, action: 'create', after: auditable(row) });
  return (await readExpenses(db, [row.id]))[0];
}

/** GET expenses/{id}. */
export async function getGeneralExpense(ctx: ScopeContext, id: number): Promise<GeneralExpense> {
  const row = await findExpense(ctx.db, id);
  checkScope(await scopeOf(ctx), row.employeeId);
  return (await readExpenses(ctx.db, [id]))[0];
}

/** DELETE expenses/{id}: refused once posted (it is in the ledger). */
export async function deleteGeneralExpense(ctx: Ctx, id: number): Promise<void> {
  const row = await findExpense(ctx.db, id, true);
  checkScope(await scopeOf(ctx), row.employeeId);
  if (row.postedEntryId !== null) throw ruleViolation(M.deletePosted(row.postedEntryId));
  await ctx.db.delete(jobExpenses).where(eq(jobExpenses.id, id));
  await ctx.audit({ entity: 'jobExpense', entityId: id, action: 'delete', before: auditable(row) });
}

/** PATCH expenses/flagExternal: handled outside Fieldline, so never posted (or the flag cleared). */
export async function flagExternal(ctx: Ctx<FlagBody>): Promise<GeneralExpense[]> {
  const { db, body, user } = ctx;
  const rows = await lockExpenses(db, body.ids);
  for (const r of rows) if (r.postedEntryId !== null) throw ruleViolation(M.flagPosted(r.id));
  for (const r of rows) {
    if (r.isExternal === body.isExternal) continue;
    const [after] = await db
      .update(jobExpenses)
      .set({
        isExternal: body.isExternal,
        modifiedBy: user.id,
        modifiedDate: new Date().toISOString(),
        version: r.version + 1,
      })
      .where(eq(jobExpenses.id, r.id))
      .returning();
    await ctx.audit({
      entity: 'jobExpense',
      entityId: r.id,
      action: 'update',
      before: auditable(r),
      after: auditable(after),
    });
  }
  return readExpenses(db, body.ids);
}

/** The rows of `ids`, held until the transaction ends; 404 naming the first missing one. */
export async function lockExpenses(db: Db, ids: number[]): Promise<Row[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(jobExpenses)
    .where(inArray(jobExpenses.id, unique))
    .orderBy(jobExpenses.id)
    .for('update');
  const missing = unique.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw notFound(`expense ${missing}`, 'EXPENSE_NOT_FOUND');
  return rows;
}

async function findExpense(db: Db, id: number, lock = false): Promise<Row> {
  const q = db.select().from(jobExpenses).where(eq(jobExpenses.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('expense', 'EXPENSE_NOT_FOUND');
  return row;
}

interface RefBody {
  employeeId: number;
  jobId?: number | null;
  accountId?: number | null;
  paidBy: PaidBy;
  creditCardId?: number | null;
  receiptDocumentId?: number | null;
}

/** Employee, job, account, card and receipt must exist; a company card is the employee's and active. */
async function checkRefs(db: Db, b: RefBody): Promise<void> {
  const one = <T>(p: Promise<T[]>) => p.then((r) => r[0]);
  const [employee, job, account, card, doc] = await Promise.all([
    one(db.select({ id: employees.id }).from(employees).where(eq(employees.id, b.employeeId))),
    b.jobId ? one(db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, b.jobId))) : undefined,
    b.accountId
      ? one(
          db
            .select({ type: glAccounts.accountType, isActive: glAccounts.isActive })
            .from(glAccounts)
            .where(eq(glAccounts.id, b.accountId)),
        )
      : undefined,
    b.creditCardId
      ? one(db.select().from(employeeCreditCards).where(eq(employeeCreditCards.id, b.creditCardId)))
      : undefined,
    b.receiptDocumentId
      ? one(db.select({ id: documents.id }).from(documents).where(eq(documents.id, b.receiptDocumentId)))
      : undefined,
  ]);
  const errors: { field: string; message: string }[] = [];
  if (!employee) errors.push({ field: 'employeeId', message: M.unknownEmployee });
  if (b.jobId && !job) errors.push({ field: 'jobId', message: M.unknownJob });
  if (b.accountId && (!account?.isActive || !EXPENSE_ACCOUNT_TYPES.includes(account.type)))
    errors.push({ field: 'accountId', message: M.unknownAccount });
  if (b.paidBy === 'companyCard' && !b.creditCardId)
    errors.push({ field: 'creditCardId', message: M.cardRequired });
  if (b.paidBy === 'employee' && b.creditCardId)
    errors.push({ field: 'creditCardId', message: M.cardOnlyForCard });
  if (b.creditCardId && (!card?.isActive || card.employeeId !== b.employeeId))
    errors.push({ field: 'creditCardId', message: M.cardNotEmployees });
  if (b.receiptDocumentId && !doc) errors.push({ field: 'receiptDocumentId', message: M.unknownDocument });
  if (errors.length) throw badRequest(Messages.validation, errors);
}

/** The expenses of `ids` in the order given, with their employee, job, account, card and creator. */
export async function readExpenses(db: Db, ids: number[]): Promise<GeneralExpense[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      x: jobExpenses,
      jobNumber: jobs.jobNumber,
      employeeNumber: employees.number,
      firstName: employees.firstName,
      lastName: employees.lastName,
      accountCode: glAccounts.code,
      accountName: glAccounts.name,
      cardName: employeeCreditCards.cardName,
      lastFour: employeeCreditCards.lastFour,
      creatorFirst: users.firstName,
      creatorLast: users.lastName,
    })
    .from(jobExpenses)
    .leftJoin(jobs, eq(jobs.id, jobExpenses.jobId))
    .leftJoin(employees, eq(employees.id, jobExpenses.employeeId))
    .leftJoin(glAccounts, eq(glAccounts.id, jobExpenses.accountId))
    .leftJoin(employeeCreditCards, eq(employeeCreditCards.id, jobExpenses.creditCardId))
    .leftJoin(users, eq(users.id, jobExpenses.createdBy))
    .where(inArray(jobExpenses.id, ids));
  const byId = new Map(rows.map((r) => [r.x.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const x = r.x;
    return [
      {
        id: x.id,
        jobId: x.jobId,
        jobNumber: r.jobNumber,
        employee:
          x.employeeId !== null
            ? { id: x.employeeId, number: r.employeeNumber ?? '', name: `${r.firstName} ${r.lastName}` }
            : null,
        enteredOn: x.enteredOn,
        description: x.description,
        amount: x.amount,
        vendor: x.vendor,
        account:
          x.accountId !== null
            ? { id: x.accountId, code: r.accountCode ?? '', name: r.accountName ?? '' }
            : null,
        paidBy: x.paidBy as PaidBy,
        creditCard:
          x.creditCardId !== null
            ? { id: x.creditCardId, cardName: r.cardName ?? '', lastFour: r.lastFour ?? '' }
            : null,
        receiptDocumentId: x.receiptDocumentId,
        isPosted: x.postedEntryId !== null,
        postedEntryId: x.postedEntryId,
        postedDate: x.postedDate,
        isExternal: x.isExternal,
        createdBy:
          x.createdBy !== null
            ? { id: x.createdBy, name: `${r.creatorFirst ?? ''} ${r.creatorLast ?? ''}`.trim() }
            : null,
        createdDate: toIso(x.createdDate),
        modifiedDate: toIso(x.modifiedDate),
        version: x.version,
      },
    ];
  });
}
