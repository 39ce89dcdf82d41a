import {
  BUDGET_DATES,
  BUDGET_LOCKED,
  type Budget,
  type BudgetEntry,
  type bulkBudgetEntriesBodySchema,
  type createBudgetBodySchema,
  type createBudgetEntryBodySchema,
  DUPLICATE_ENTRY,
  type updateBudgetBodySchema,
  type updateBudgetEntryBodySchema,
} from '@fieldline/contracts/budgets/budgets.contract';
import { ErrorCodes, type FieldError, Messages } from '@fieldline/contracts/common/errors';
import { moneyString } from '@fieldline/contracts/common/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { AppError, conflict, fieldError, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { defaultCompanyId } from '../ledger';
import { glAccounts } from '../ledger/ledger.table';
import { companies, offices } from '../organization';
import { departments, divisions } from '../organization/organization.table';
import { budgetPeriods, findBudgetRow, getBudget, getEntry, monthStart, toEntry } from './budgets.read';
import { budgetEntries, budgetOffices, budgets } from './budgets.table';

type CreateBody = z.output<typeof createBudgetBodySchema>;
type UpdateBody = z.output<typeof updateBudgetBodySchema>;
export type EntryInput = z.output<typeof createBudgetEntryBodySchema>;
type BulkBody = z.output<typeof bulkBudgetEntriesBodySchema>;
type BudgetRow = typeof budgets.$inferSelect;
type Ctx<B, P = { id: number }> = RouteContext<B, unknown, P>;

/** The day before the same date a year later: a budget year by default. */
function yearEnd(startDate: string): string {
  const d = new Date(`${monthStart(startDate, 13)}T00:00:00Z`);
  d.setUTCDate(Number(startDate.slice(8, 10)) - 1);
  return d.toISOString().slice(0, 10);
}

function checkDates(startDate: string, endDate: string) {
  if (endDate <= startDate || endDate > yearEnd(startDate)) throw fieldError('endDate', BUDGET_DATES);
}

/** Offices must belong to the budget's company; every unknown one named in one 400. */
async function checkOffices(db: Db, companyId: number, officeID: number | null, list: number[]) {
  const wanted = [...new Set([...list, ...(officeID ? [officeID] : [])])];
  const found = wanted.length
    ? await db
        .select({ id: offices.id })
        .from(offices)
        .where(and(inArray(offices.id, wanted), eq(offices.companyId, companyId)))
    : [];
  const ok = new Set(found.map((o) => o.id));
  const errors: FieldError[] = [];
  if (officeID && !ok.has(officeID))
    errors.push({ field: 'officeID', message: "Not an office of the budget's company" });
  list.forEach((o, i) => {
    if (!ok.has(o)) errors.push({ field: `offices[${i}]`, message: "Not an office of the budget's company" });
  });
  if (errors.length) throw new AppError(400, ErrorCodes.VALIDATION, Messages.validation, errors);
}

async function setOffices(db: Db, budgetId: number, ids: number[]) {
  await db.delete(budgetOffices).where(eq(budgetOffices.budgetId, budgetId));
  const unique = [...new Set(ids)];
  if (unique.length)
    await db.insert(budgetOffices).values(unique.map((officeId) => ({ budgetId, officeId })));
}

/** Creates a budget (the demo data uses this too). Offices default to the budget's office, else all active ones. */
export async function createBudget(db: Db, input: CreateBody, userId: number | null): Promise<Budget> {
  const companyId = input.companyID ?? (await defaultCompanyId(db));
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw fieldError('companyID', 'Unknown company');
  const startDate = input.startDate ?? `${input.financialYear}-01-01`;
  const endDate = input.endDate ?? yearEnd(startDate);
  checkDates(startDate, endDate);
  const officeID = input.officeID ?? null;
  await checkOffices(db, companyId, officeID, input.offices ?? []);
  let officeList = input.offices ?? (officeID ? [officeID] : null);
  if (officeList === null) {
    const active = await db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.companyId, companyId), eq(offices.isActive, true)));
    officeList = active.map((o) => o.id);
  }
  if (officeID && !officeList.includes(officeID)) officeList = [officeID, ...officeList];
  const [row] = await db
    .insert(budgets)
    .values({
      financialYear: input.financialYear,
      description: input.description ?? '',
      startDate,
      endDate,
      companyId,
      officeId: officeID,
      ...(input.accountFormat ? { accountFormat: input.accountFormat } : {}),
      budgetType: input.budgetType ?? 1,
      targetPct: input.targetPct ?? '0',
      locked: input.locked ?? false,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning();
  await setOffices(db, row.id, officeList);
  return getBudget(db, row.id);
}

export async function createBudgetRoute(ctx: Ctx<CreateBody, unknown>): Promise<Budget> {
  const budget = await createBudget(ctx.db, ctx.body, ctx.user.id);
  await ctx.audit({ entity: 'budget', entityId: budget.id, action: 'create', after: budget });
  return budget;
}

/** A locked budget refuses everything but being unlocked (spec 2 §4). */
export async function updateBudget(ctx: Ctx<UpdateBody>): Promise<Budget> {
  const { db, body, user } = ctx;
  const row = await findBudgetRow(db, ctx.params.id);
  const { version, offices: officeList, ...fields } = body;
  if (row.locked) {
    const others = Object.keys(fields).filter((k) => k !== 'locked');
    if (body.locked !== false || others.length > 0 || officeList !== undefined)
      throw ruleViolation(BUDGET_LOCKED);
  }
  const startDate = fields.startDate ?? row.startDate;
  const endDate = fields.endDate ?? (fields.startDate ? yearEnd(fields.startDate) : row.endDate);
  if (fields.startDate !== undefined || fields.endDate !== undefined) checkDates(startDate, endDate);
  const officeID = fields.officeID === undefined ? row.officeId : fields.officeID;
  if (fields.officeID !== undefined || officeList !== undefined)
    await checkOffices(db, row.companyId, officeID, officeList ?? []);
  const before = await getBudget(db, row.id);
  await updateVersioned(
    db,
    budgets,
    row.id,
    version,
    {
      ...(fields.financialYear !== undefined ? { financialYear: fields.financialYear } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.startDate !== undefined || fields.endDate !== undefined ? { startDate, endDate } : {}),
      ...(fields.officeID !== undefined ? { officeId: fields.officeID } : {}),
      ...(fields.accountFormat !== undefined ? { accountFormat: fields.accountFormat } : {}),
      ...(fields.budgetType !== undefined ? { budgetType: fields.budgetType } : {}),
      ...(fields.targetPct !== undefined ? { targetPct: fields.targetPct } : {}),
      ...(fields.locked !== undefined ? { locked: fields.locked } : {}),
    },
    user.id,
    'budget',
  );
  if (
    officeList !== undefined ||
    (fields.officeID && !before.offices.some((o) => o.id === fields.officeID))
  ) {
    const list = officeList ?? before.offices.map((o) => o.id);
    await setOffices(db, row.id, officeID && !list.includes(officeID) ? [officeID, ...list] : list);
  }
  const after = await getBudget(db, row.id);
  await ctx.audit({ entity: 'budget', entityId: row.id, action: 'update', before, after });
  return after;
}

/** The budget for a change of its entries: it exists and is not locked. */
export async function editableBudget(db: Db, id: number): Promise<BudgetRow> {
  const row = await findBudgetRow(db, id);
  if (row.locked) throw ruleViolation(BUDGET_LOCKED);
  return row;
}

/** Every entry's account, office, division and department exist and fit the budget; all failures in one 400. */
async function checkEntries(db: Db, budget: BudgetRow, entries: EntryInput[], path: (i: number) => string) {
  if (entries.length === 0) return;
  const ids = (pick: (e: EntryInput) => number) => [...new Set(entries.map(pick).filter((v) => v > 0))];
  const accountIds = ids((e) => e.accountID);
  const divisionIds = ids((e) => e.divisionID);
  const departmentIds = ids((e) => e.departmentID);
  const [accountRows, officeRows, divisionRows, departmentRows] = await Promise.all([
    db
      .select({ id: glAccounts.id })
      .from(glAccounts)
      .where(and(inArray(glAccounts.id, accountIds), eq(glAccounts.companyId, budget.companyId))),
    db
      .select({ id: budgetOffices.officeId })
      .from(budgetOffices)
      .where(eq(budgetOffices.budgetId, budget.id)),
    divisionIds.length
      ? db.select({ id: divisions.id }).from(divisions).where(inArray(divisions.id, divisionIds))
      : Promise.resolve([]),
    departmentIds.length
      ? db.select({ id: departments.id }).from(departments).where(inArray(departments.id, departmentIds))
      : Promise.resolve([]),
  ]);
  const has = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  const accounts = has(accountRows);
  const budgetOfficeIds = has(officeRows);
  const divs = has(divisionRows);
  const depts = has(departmentRows);
  const errors: FieldError[] = [];
  entries.forEach((e, i) => {
    if (!accounts.has(e.accountID))
      errors.push({ field: `${path(i)}accountID`, message: "Not an account of the budget's company" });
    if (e.officeID !== 0 && !budgetOfficeIds.has(e.officeID))
      errors.push({ field: `${path(i)}officeID`, message: "Not one of the budget's offices" });
    if (e.divisionID !== 0 && !divs.has(e.divisionID))
      errors.push({ field: `${path(i)}divisionID`, message: 'Unknown division' });
    if (e.departmentID !== 0 && !depts.has(e.departmentID))
      errors.push({ field: `${path(i)}departmentID`, message: 'Unknown department' });
  });
  if (errors.length) throw new AppError(400, ErrorCodes.VALIDATION, Messages.validation, errors);
}

const CHUNK = 1000;

/** Inserts new entries in chunks; a duplicate (in the budget or in the batch) refuses the whole batch (409). */
async function insertEntries(db: Db, budget: BudgetRow, entries: EntryInput[], userId: number | null) {
  if (entries.length === 0) return [];
  const periods = await budgetPeriods(db, budget);
  const inserted: (typeof budgetEntries.$inferSelect)[] = [];
  for (let i = 0; i < entries.length; i += CHUNK) {
    const rows = await db
      .insert(budgetEntries)
      .values(
        entries.slice(i, i + CHUNK).map((e) => ({
          budgetId: budget.id,
          accountId: e.accountID,
          officeId: e.officeID,
          divisionId: e.divisionID,
          departmentId: e.departmentID,
          periodNumber: e.periodNumber,
          accountingPeriodId: periods.get(e.periodNumber)?.id ?? null,
          amount: e.amount,
          basisAmount: e.basisAmount ?? '0',
          createdBy: userId,
          modifiedBy: userId,
        })),
      )
      .onConflictDoNothing()
      .returning();
    inserted.push(...rows);
  }
  if (inserted.length !== entries.length) throw conflict(DUPLICATE_ENTRY, ErrorCodes.DUPLICATE);
  return inserted;
}

/** Sets the amounts of existing entries of the budget in one statement per chunk. */
async function updateAmounts(
  db: Db,
  budgetId: number,
  updates: { id: number; amount: string }[],
  userId: number | null,
) {
  let n = 0;
  for (let i = 0; i < updates.length; i += CHUNK) {
    const values = sql.join(
      updates.slice(i, i + CHUNK).map((u) => sql`(${u.id}::integer, ${u.amount}::numeric)`),
      sql`, `,
    );
    const rows = await db.execute(
      sql`update ${budgetEntries} as b set amount = v.amount, modified_date = now(), modified_by = ${userId},
          version = b.version + 1
          from (values ${values}) as v(id, amount)
          where b.id = v.id and b.budget_id = ${budgetId} returning b.id`,
    );
    const result = rows as unknown as { rows?: unknown[] } & unknown[];
    n += (result.rows ?? result).length;
  }
  return n;
}

export async function createEntry(ctx: Ctx<EntryInput>): Promise<BudgetEntry> {
  const budget = await editableBudget(ctx.db, ctx.params.id);
  await checkEntries(ctx.db, budget, [ctx.body], () => '');
  const [row] = await insertEntries(ctx.db, budget, [ctx.body], ctx.user.id);
  const entry = toEntry(row, await budgetPeriods(ctx.db, budget));
  await ctx.audit({ entity: 'budgetEntry', entityId: row.id, action: 'create', after: entry });
  return entry;
}

export async function updateEntry(
  ctx: Ctx<z.output<typeof updateBudgetEntryBodySchema>, { id: number; entryId: number }>,
): Promise<BudgetEntry> {
  const { db, params, body } = ctx;
  await editableBudget(db, params.id);
  const before = await getEntry(db, params.id, params.entryId);
  await db
    .update(budgetEntries)
    .set({
      amount: body.amount,
      ...(body.basisAmount !== undefined ? { basisAmount: body.basisAmount } : {}),
      modifiedDate: sql`now()`,
      modifiedBy: ctx.user.id,
      version: sql`${budgetEntries.version} + 1`,
    })
    .where(and(eq(budgetEntries.id, params.entryId), eq(budgetEntries.budgetId, params.id)));
  const after = await getEntry(db, params.id, params.entryId);
  await ctx.audit({ entity: 'budgetEntry', entityId: params.entryId, action: 'update', before, after });
  return after;
}

/** Applies updates and creates together (one request, one transaction); unknown entry ids are named in a 400. */
export async function applyBulk(db: Db, budget: BudgetRow, body: BulkBody, userId: number | null) {
  if (budget.locked) throw ruleViolation(BUDGET_LOCKED);
  const ids = [...new Set(body.updates.map((u) => u.id))];
  const found = ids.length
    ? await db
        .select({ id: budgetEntries.id })
        .from(budgetEntries)
        .where(and(eq(budgetEntries.budgetId, budget.id), inArray(budgetEntries.id, ids)))
    : [];
  const known = new Set(found.map((r) => r.id));
  const missing = body.updates
    .map((u, i) => ({ u, i }))
    .filter(({ u }) => !known.has(u.id))
    .map(({ i }) => ({ field: `updates[${i}].id`, message: 'Not an entry of this budget' }));
  if (missing.length) throw new AppError(400, ErrorCodes.VALIDATION, Messages.validation, missing);
  await checkEntries(db, budget, body.creates, (i) => `creates[${i}].`);
  const updated = await updateAmounts(db, budget.id, body.updates, userId);
  const created = (await insertEntries(db, budget, body.creates, userId)).length;
  return { updated, created };
}

export async function bulkEntries(ctx: Ctx<BulkBody>) {
  const budget = await findBudgetRow(ctx.db, ctx.params.id);
  const result = await applyBulk(ctx.db, budget, ctx.body, ctx.user.id);
  await ctx.audit({ entity: 'budget', entityId: budget.id, action: 'entries', after: result });
  return result;
}

export interface UpsertEntry {
  accountId: number;
  officeId?: number;
  divisionId?: number;
  departmentId?: number;
  periodNumber: number;
  amount: string | number;
  basisAmount?: string | number;
}

/**
 * Sets amounts by account, modifiers and month, creating the entries that do not exist (the demo data uses
 * this). One statement per chunk; a locked budget refuses it.
 */
export async function upsertBudgetEntries(
  db: Db,
  budgetId: number,
  entries: UpsertEntry[],
  userId: number | null,
): Promise<number> {
  const budget = await editableBudget(db, budgetId);
  if (entries.length === 0) return 0;
  const periods = await budgetPeriods(db, budget);
  let n = 0;
  for (let i = 0; i < entries.length; i += CHUNK) {
    const rows = await db
      .insert(budgetEntries)
      .values(
        entries.slice(i, i + CHUNK).map((e) => ({
          budgetId,
          accountId: e.accountId,
          officeId: e.officeId ?? 0,
          divisionId: e.divisionId ?? 0,
          departmentId: e.departmentId ?? 0,
          periodNumber: e.periodNumber,
          accountingPeriodId: periods.get(e.periodNumber)?.id ?? null,
          amount: moneyString(e.amount),
          basisAmount: moneyString(e.basisAmount ?? 0),
          createdBy: userId,
          modifiedBy: userId,
        })),
      )
      .onConflictDoUpdate({
        target: [
          budgetEntries.budgetId,
          budgetEntries.accountId,
          budgetEntries.officeId,
          budgetEntries.divisionId,
          budgetEntries.departmentId,
          budgetEntries.periodNumber,
        ],
        set: {
          amount: sql`excluded.amount`,
          basisAmount: sql`excluded.basis_amount`,
          modifiedDate: sql`now()`,
          modifiedBy: userId,
          version: sql`${budgetEntries.version} + 1`,
        },
      })
      .returning({ id: budgetEntries.id });
    n += rows.length;
  }
  return n;
}
