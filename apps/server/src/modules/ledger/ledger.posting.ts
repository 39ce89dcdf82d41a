import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { Money, type MoneyLike, moneyString, roundMoney } from '@fieldline/contracts/common/money';
import type { ControlKind, SourceType, SystemRole } from '@fieldline/contracts/ledger/ledger.constants';
import {
  controlAccountMessage,
  ownsControlAccount,
  roleControlKind,
} from '@fieldline/contracts/ledger/ledger.control';
import type { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import { companies } from '../organization/organization.table';
import { DEFAULT_CHART } from './ledger.chart-default';
import {
  calendarPeriods,
  fiscalCalendars,
  glAccountGroups,
  glAccounts,
  journalEntries,
  journalLines,
} from './ledger.table';

export interface PostingLine {
  accountId: number;
  /** One of debit and credit; amounts are rounded half-to-even to 2 decimals. */
  debit?: MoneyLike;
  credit?: MoneyLike;
  officeId?: number | null;
  divisionId?: number | null;
  departmentId?: number | null;
  memo?: string | null;
  customerId?: number | null;
  supplierId?: number | null;
}

export interface PostingInput {
  entryDate: string;
  sourceType: SourceType;
  sourceId?: number | null;
  memo?: string | null;
  reference?: string | null;
  lines: PostingLine[];
  userId: number | null;
  companyId?: number;
  reversesEntryId?: number | null;
  adjustsEntryId?: number | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The company documents post for: the first (and usually only) company. */
export async function defaultCompanyId(db: Db): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  if (!row) throw notFound('company');
  return row.id;
}

/** Creates the calendar-year fiscal calendar (12 monthly periods) covering `date` when none does. */
export async function ensureCalendarFor(db: Db, companyId: number, date: string): Promise<void> {
  const year = Number(date.slice(0, 4));
  const [cal] = await db
    .insert(fiscalCalendars)
    .values({
      companyId,
      name: `FY ${year}`,
      fiscalYear: year,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    })
    .onConflictDoNothing()
    .returning();
  if (!cal) return;
  await db.insert(calendarPeriods).values(
    MONTHS.map((m, i) => {
      const mm = String(i + 1).padStart(2, '0');
      const last = new Date(Date.UTC(year, i + 1, 0)).getUTCDate();
      return {
        calendarId: cal.id,
        periodNumber: i + 1,
        name: `${m} ${year}`,
        startDate: `${year}-${mm}-01`,
        endDate: `${year}-${mm}-${String(last).padStart(2, '0')}`,
      };
    }),
  );
}

/** The calendar period covering `date`, created with its year when missing and `create` is set. */
export async function periodCovering(db: Db, companyId: number, date: string, create: boolean) {
  const find = () =>
    db
      .select({
        id: calendarPeriods.id,
        name: calendarPeriods.name,
        endDate: calendarPeriods.endDate,
        isClosed: calendarPeriods.isClosed,
      })
      .from(calendarPeriods)
      .innerJoin(fiscalCalendars, eq(fiscalCalendars.id, calendarPeriods.calendarId))
      .where(
        and(
          eq(fiscalCalendars.companyId, companyId),
          sql`${calendarPeriods.startDate} <= ${date}`,
          sql`${calendarPeriods.endDate} >= ${date}`,
        ),
      )
      .limit(1);
  let [period] = await find();
  if (!period && create) {
    await ensureCalendarFor(db, companyId, date);
    [period] = await find();
  }
  return period ?? null;
}

/** The calendar period covering `date` (created with its year when missing); refuses a closed one. */
export async function openPeriodFor(
  db: Db,
  companyId: number,
  date: string,
): Promise<{ id: number; name: string }> {
  const period = await periodCovering(db, companyId, date, true);
  if (!period) throw ruleViolation(`No calendar period covers ${date}.`, ErrorCodes.RULE);
  if (period.isClosed) throw ruleViolation(`The calendar period ${period.name} is closed to postings.`);
  return { id: period.id, name: period.name };
}

/** Installs the starter chart of accounts for a company that has no accounts. */
export async function ensureChart(db: Db, companyId: number): Promise<void> {
  const [any] = await db
    .select({ id: glAccounts.id })
    .from(glAccounts)
    .where(eq(glAccounts.companyId, companyId))
    .limit(1);
  if (any) return;
  const groups = await db.select().from(glAccountGroups);
  const groupId = new Map(groups.map((g) => [g.name, g.id]));
  await db.insert(glAccounts).values(
    DEFAULT_CHART.map((a) => ({
      companyId,
      code: a.code,
      name: a.name,
      groupId: groupId.get(a.group) ?? groups[0].id,
      accountType: a.type,
      systemRole: a.role ?? null,
      controlKind: roleControlKind(a.role),
      isCogs: a.isCogs ?? false,
      isInventory: a.isInventory ?? false,
    })),
  );
}

/** The account a document posts to for `role` (installing the starter chart when the company has none). */
export async function accountForRole(db: Db, role: SystemRole, companyId?: number): Promise<number> {
  const company = companyId ?? (await defaultCompanyId(db));
  const find = () =>
    db
      .select({ id: glAccounts.id })
      .from(glAccounts)
      .where(and(eq(glAccounts.companyId, company), eq(glAccounts.systemRole, role)))
      .limit(1);
  let [row] = await find();
  if (!row) {
    await ensureChart(db, company);
    [row] = await find();
  }
  if (!row && (await addStarterRoleAccount(db, company, role))) [row] = await find();
  if (!row) throw ruleViolation(`No account is set up for ${role} in the chart of accounts.`);
  return row.id;
}

/**
 * A chart installed before a role existed (the payroll roles came later): gives the role to the starter
 * chart's account for it, adding that account when its code is free. False when neither can be done.
 */
async function addStarterRoleAccount(db: Db, companyId: number, role: SystemRole): Promise<boolean> {
  const starter = DEFAULT_CHART.find((a) => a.role === role);
  if (!starter) return false;
  const [byCode] = await db
    .select({ id: glAccounts.id, systemRole: glAccounts.systemRole })
    .from(glAccounts)
    .where(and(eq(glAccounts.companyId, companyId), eq(glAccounts.code, starter.code)));
  if (byCode) {
    if (byCode.systemRole) return false;
    await db.update(glAccounts).set({ systemRole: role }).where(eq(glAccounts.id, byCode.id));
    return true;
  }
  const groups = await db.select().from(glAccountGroups);
  const group = groups.find((g) => g.name === starter.group) ?? groups[0];
  await db.insert(glAccounts).values({
    companyId,
    code: starter.code,
    name: starter.name,
    groupId: group.id,
    accountType: starter.type,
    systemRole: role,
    controlKind: roleControlKind(role),
  });
  return true;
}

/** The account holding `role`, or null when the chart has none (no starter chart is installed). */
export async function findAccountForRole(
  db: Db,
  role: SystemRole,
  companyId?: number,
): Promise<number | null> {
  const company = companyId ?? (await defaultCompanyId(db));
  const [row] = await db
    .select({ id: glAccounts.id })
    .from(glAccounts)
    .where(
      and(eq(glAccounts.companyId, company), eq(glAccounts.systemRole, role), eq(glAccounts.isActive, true)),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The accounts for several roles in one read. */
export async function accountsForRoles<R extends SystemRole>(
  db: Db,
  roles: readonly R[],
  companyId?: number,
): Promise<Record<R, number>> {
  const out = {} as Record<R, number>;
  for (const r of roles) out[r] = await accountForRole(db, r, companyId);
  return out;
}

/** A line with its amounts rounded: exactly one of them above zero. */
export type CheckedLine = PostingLine & { debit: Decimal; credit: Decimal };

/**
 * The entry's lines rounded half-to-even, zero lines dropped, refused when a line is negative or both
 * sides, or the entry does not balance; null when nothing is left to post.
 */
export function checkedLines(input: PostingInput): { lines: CheckedLine[]; debits: Decimal } | null {
  const lines = input.lines
    .map((l) => ({ ...l, debit: roundMoney(l.debit ?? 0), credit: roundMoney(l.credit ?? 0) }))
    .map((l) => {
      if (l.debit.isNegative() || l.credit.isNegative())
        throw ruleViolation('Journal line amounts cannot be negative.');
      if (!l.debit.isZero() && !l.credit.isZero())
        throw ruleViolation('A journal line is either a debit or a credit.');
      return l;
    })
    .filter((l) => !l.debit.isZero() || !l.credit.isZero());
  if (lines.length === 0) return null;
  const debits = lines.reduce((s, l) => s.plus(l.debit), new Money(0));
  const credits = lines.reduce((s, l) => s.plus(l.credit), new Money(0));
  if (!debits.equals(credits)) {
    throw ruleViolation(
      `The journal entry does not balance: debits ${moneyString(debits)} and credits ${moneyString(credits)}.`,
      ErrorCodes.RULE,
    );
  }
  return { lines, debits };
}

type PostableAccount = { id: number; code: string; name: string; controlKind: string | null };

/** The company's accounts by id, refused when one does not exist or is inactive. */
export async function postableAccounts(
  db: Db,
  companyId: number,
  ids: number[],
): Promise<Map<number, PostableAccount>> {
  const accountIds = [...new Set(ids)];
  const accounts = await db
    .select({
      id: glAccounts.id,
      isActive: glAccounts.isActive,
      code: glAccounts.code,
      name: glAccounts.name,
      controlKind: glAccounts.controlKind,
    })
    .from(glAccounts)
    .where(and(inArray(glAccounts.id, accountIds), eq(glAccounts.companyId, companyId)));
  if (accounts.length !== accountIds.length)
    throw ruleViolation('A journal line names an account that does not exist.');
  const inactive = accounts.find((a) => !a.isActive);
  if (inactive) throw ruleViolation(`The account ${inactive.name} is inactive and cannot be posted to.`);
  return new Map(accounts.map((a) => [a.id, a]));
}

/** The journal-lines trigger refuses a control account's foreign poster too; here the caller gets words first. */
export function assertOwnsAccounts(input: PostingInput, accounts: Map<number, PostableAccount>) {
  for (const l of input.lines) {
    const a = accounts.get(l.accountId);
    if (a && !ownsControlAccount(a.controlKind, input.sourceType))
      throw ruleViolation(controlAccountMessage(a, a.controlKind as ControlKind));
  }
}

export function entryRow(companyId: number, periodId: number, input: PostingInput, debits: Decimal) {
  return {
    companyId,
    entryDate: input.entryDate,
    periodId,
    memo: input.memo ?? null,
    reference: input.reference ?? null,
    sourceType: input.sourceType,
    sourceId: input.sourceId ?? null,
    reversesEntryId: input.reversesEntryId ?? null,
    adjustsEntryId: input.adjustsEntryId ?? null,
    total: moneyString(debits),
    createdBy: input.userId,
    modifiedBy: input.userId,
  };
}

export function lineRows(entryId: number, periodId: number, input: PostingInput, lines: CheckedLine[]) {
  return lines.map((l, i) => ({
    entryId,
    lineNumber: i + 1,
    accountId: l.accountId,
    periodId,
    entryDate: input.entryDate,
    officeId: l.officeId ?? 0,
    divisionId: l.divisionId ?? 0,
    departmentId: l.departmentId ?? 0,
    debit: moneyString(l.debit),
    credit: moneyString(l.credit),
    memo: l.memo ?? null,
    sourceType: input.sourceType,
    sourceId: input.sourceId ?? null,
    customerId: l.customerId ?? null,
    supplierId: l.supplierId ?? null,
  }));
}

/**
 * Posts a balanced journal entry: all lines in one INSERT (the database trigger checks the balance and
 * the period, and keeps gl_period_balances). Zero lines are dropped; null when nothing is left to post.
 */
export async function postEntry(db: Db, input: PostingInput): Promise<{ id: number } | null> {
  const companyId = input.companyId ?? (await defaultCompanyId(db));
  const checked = checkedLines(input);
  if (!checked) return null;
  const { lines, debits } = checked;
  const accounts = await postableAccounts(
    db,
    companyId,
    lines.map((l) => l.accountId),
  );
  assertOwnsAccounts(input, accounts);
  const period = await openPeriodFor(db, companyId, input.entryDate);
  const [entry] = await db
    .insert(journalEntries)
    .values(entryRow(companyId, period.id, input, debits))
    .returning({ id: journalEntries.id });
  await db.insert(journalLines).values(lineRows(entry.id, period.id, input, lines));
  return entry;
}

/**
 * Reverses an entry: the same lines with debits and credits swapped, dated `entryDate` (default: the
 * original's date), linked both ways. Refuses an entry already reversed.
 */
export async function reverseEntry(
  db: Db,
  entryId: number,
  opts: {
    entryDate?: string;
    memo?: string | null;
    userId: number | null;
    sourceType?: SourceType;
    sourceId?: number | null;
  },
): Promise<{ id: number }> {
  const [orig] = await db.select().from(journalEntries).where(eq(journalEntries.id, entryId)).for('update');
  if (!orig) throw notFound('journal entry');
  if (orig.reversedByEntryId) throw ruleViolation('The journal entry has already been reversed.');
  const lines = await db
    .select()
    .from(journalLines)
    .where(eq(journalLines.entryId, entryId))
    .orderBy(asc(journalLines.lineNumber));
  const rev = await postEntry(db, {
    companyId: orig.companyId,
    entryDate: opts.entryDate ?? orig.entryDate,
    sourceType: opts.sourceType ?? 'Reversal',
    sourceId: opts.sourceId ?? orig.sourceId,
    memo: opts.memo ?? `Reversal of entry ${orig.id}${orig.memo ? `: ${orig.memo}` : ''}`,
    reference: orig.reference,
    reversesEntryId: orig.id,
    userId: opts.userId,
    lines: lines.map((l) => ({
      accountId: l.accountId,
      debit: l.credit,
      credit: l.debit,
      officeId: l.officeId,
      divisionId: l.divisionId,
      departmentId: l.departmentId,
      memo: l.memo,
      customerId: l.customerId,
      supplierId: l.supplierId,
    })),
  });
  if (!rev) throw ruleViolation('The journal entry has no amounts to reverse.');
  await db
    .update(journalEntries)
    .set({
      reversedByEntryId: rev.id,
      modifiedBy: opts.userId,
      modifiedDate: sql`now()`,
      version: sql`${journalEntries.version} + 1`,
    })
    .where(eq(journalEntries.id, orig.id));
  return rev;
}
