import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { isInt4Text } from '@fieldline/contracts/common/integers';
import { Money, moneyString, roundMoney } from '@fieldline/contracts/common/money';
import type { SourceType } from '@fieldline/contracts/ledger/ledger.constants';
import {
  accountKey,
  displayCode,
  type JournalEntry,
  type JournalLineInput,
  type TransactionRow,
} from '@fieldline/contracts/ledger/ledger.contract';
import type { Decimal } from 'decimal.js';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import { assertPostableAccounts } from './ledger.control';
import { assertNotDocumentEntry } from './ledger.entry-owners';
import { postEntry, reverseEntry } from './ledger.posting';
import { calendarPeriods, glAccounts, journalEntries, journalLines } from './ledger.table';

export async function getEntry(db: Db, id: number): Promise<JournalEntry> {
  const [row] = await db
    .select({ e: journalEntries, periodName: calendarPeriods.name })
    .from(journalEntries)
    .innerJoin(calendarPeriods, eq(calendarPeriods.id, journalEntries.periodId))
    .where(eq(journalEntries.id, id));
  if (!row) throw notFound('journal entry');
  const [lines, adjustments] = await Promise.all([
    db
      .select({
        l: journalLines,
        code: glAccounts.code,
        name: glAccounts.name,
        companyId: glAccounts.companyId,
      })
      .from(journalLines)
      .innerJoin(glAccounts, eq(glAccounts.id, journalLines.accountId))
      .where(eq(journalLines.entryId, id))
      .orderBy(asc(journalLines.lineNumber)),
    db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.adjustsEntryId, id))
      .orderBy(asc(journalEntries.id)),
  ]);
  const e = row.e;
  return {
    id: e.id,
    entryDate: e.entryDate,
    periodId: e.periodId,
    periodName: row.periodName,
    memo: e.memo,
    reference: e.reference,
    sourceType: e.sourceType,
    sourceId: e.sourceId,
    reversesEntryId: e.reversesEntryId,
    reversedByEntryId: e.reversedByEntryId,
    adjustsEntryId: e.adjustsEntryId,
    adjustedByEntryIds: adjustments.map((a) => a.id),
    total: moneyString(e.total),
    lines: lines.map(({ l, code, name, companyId }) => ({
      id: l.id,
      lineNumber: l.lineNumber,
      accountId: l.accountId,
      accountCode: accountKey({
        companyId,
        accountId: l.accountId,
        officeId: l.officeId,
        divisionId: l.divisionId,
        departmentId: l.departmentId,
      }),
      code,
      accountName: name,
      displayCode: displayCode(code, l.officeId, l.divisionId, l.departmentId),
      debit: moneyString(l.debit),
      credit: moneyString(l.credit),
      officeId: l.officeId,
      divisionId: l.divisionId,
      departmentId: l.departmentId,
      memo: l.memo,
      customerId: l.customerId,
      supplierId: l.supplierId,
    })),
    ...auditOut(e),
  };
}

export const AMOUNTS_REFUSED =
  'Posted journal entries keep their date, accounts and amounts; only the memo, reference and line memos can change. Reverse or adjust the entry instead.';

export interface PatchEntryInput {
  memo?: string | null;
  reference?: string | null;
  entryDate?: unknown;
  total?: unknown;
  lines?: { id: number; memo?: string | null; [k: string]: unknown }[];
  version?: number;
}

const LOCKED_LINE_KEYS = ['accountId', 'debit', 'credit', 'officeId', 'divisionId', 'departmentId'];

export async function patchEntry(db: Db, id: number, input: PatchEntryInput, userId: number | null) {
  const before = await getEntry(db, id);
  if (
    input.entryDate !== undefined ||
    input.total !== undefined ||
    input.lines?.some((l) => LOCKED_LINE_KEYS.some((k) => l[k] !== undefined))
  )
    throw ruleViolation(AMOUNTS_REFUSED);
  if (input.version !== undefined && input.version !== before.version)
    throw new AppError(409, ErrorCodes.STALE_VERSION, Messages.staleVersion);
  const own = new Set(before.lines.map((l) => l.id));
  const stranger = input.lines?.find((l) => !own.has(l.id));
  if (stranger) throw ruleViolation(`Line ${stranger.id} does not belong to journal entry ${id}.`);
  for (const l of input.lines ?? [])
    if (l.memo !== undefined)
      await db.update(journalLines).set({ memo: l.memo }).where(eq(journalLines.id, l.id));
  const set: Partial<typeof journalEntries.$inferInsert> = {};
  if (input.memo !== undefined) set.memo = input.memo;
  if (input.reference !== undefined) set.reference = input.reference;
  await db
    .update(journalEntries)
    .set({
      ...set,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${journalEntries.version} + 1`,
    })
    .where(eq(journalEntries.id, id));
  return { before, after: await getEntry(db, id) };
}

/** Lines whose modifiers the account does not allow (its offices/divisions/departments lists; empty = any). */
async function checkModifiers(db: Db, lines: JournalLineInput[]) {
  const ids = [...new Set(lines.map((l) => l.accountId))];
  const accounts = await db.select().from(glAccounts).where(inArray(glAccounts.id, ids));
  const byId = new Map(accounts.map((a) => [a.id, a]));
  for (const l of lines) {
    const a = byId.get(l.accountId);
    if (!a) throw ruleViolation('A journal line names an account that does not exist.');
    const bad = (list: number[], v?: number | null) =>
      Boolean(v) && list.length > 0 && !list.includes(v as number);
    if (bad(a.offices, l.officeId))
      throw ruleViolation(`The account ${a.code} ${a.name} is not used by that office.`);
    if (bad(a.divisions, l.divisionId))
      throw ruleViolation(`The account ${a.code} ${a.name} is not used by that division.`);
    if (bad(a.departments, l.departmentId))
      throw ruleViolation(`The account ${a.code} ${a.name} is not used by that department.`);
  }
}

const lineRefs = (lines: JournalLineInput[]) =>
  lines.map((l, i) => ({ field: `lines[${i}].accountId`, accountId: l.accountId }));

/** A reversal or adjustment cannot be dated before the entry it corrects. */
function assertNotBefore(what: string, field: string, date: string | undefined, original: string) {
  if (date === undefined || date >= original) return;
  const message = `The ${what} date ${date} is before the entry's date ${original}.`;
  throw new AppError(422, ErrorCodes.RULE, message, [{ field, message }]);
}

const toPosting = (l: JournalLineInput) => ({
  accountId: l.accountId,
  debit: l.debit ?? 0,
  credit: l.credit ?? 0,
  officeId: l.officeId ?? 0,
  divisionId: l.divisionId ?? 0,
  departmentId: l.departmentId ?? 0,
  memo: l.memo ?? null,
});

export async function postManual(
  db: Db,
  input: { entryDate: string; memo?: string | null; reference?: string | null; lines: JournalLineInput[] },
  userId: number | null,
) {
  await assertPostableAccounts(db, lineRefs(input.lines), 'Manual');
  await checkModifiers(db, input.lines);
  const entry = await postEntry(db, {
    entryDate: input.entryDate,
    sourceType: 'Manual',
    memo: input.memo ?? null,
    reference: input.reference ?? null,
    lines: input.lines.map(toPosting),
    userId,
  });
  if (!entry) throw ruleViolation('The journal entry has no amounts.');
  return getEntry(db, entry.id);
}

export async function reverse(
  db: Db,
  input: { entryId: number; date?: string; memo?: string | null },
  userId: number | null,
) {
  const orig = await getEntry(db, input.entryId);
  await assertNotDocumentEntry(db, orig);
  assertNotBefore('reversal', 'date', input.date, orig.entryDate);
  const rev = await reverseEntry(db, input.entryId, {
    entryDate: input.date,
    memo: input.memo ?? undefined,
    userId,
  });
  return getEntry(db, rev.id);
}

/**
 * adjustglentry: `lines` say what the entry should have been. The server posts one Adjustment entry
 * holding the difference (per account, office, division and department), linked by adjusts_entry_id, so
 * the original plus its adjustments equal the corrected entry. The original keeps its lines.
 */
export async function adjust(
  db: Db,
  input: { entryId: number; date: string; memo?: string | null; lines: JournalLineInput[] },
  userId: number | null,
) {
  const orig = await getEntry(db, input.entryId);
  await assertNotDocumentEntry(db, orig);
  if (orig.reversedByEntryId)
    throw ruleViolation('The journal entry has been reversed and cannot be adjusted.');
  assertNotBefore('adjustment', 'date', input.date, orig.entryDate);
  await assertPostableAccounts(db, lineRefs(input.lines), 'Adjustment');
  await checkModifiers(db, input.lines);
  const wanted = input.lines.map(toPosting);
  const debits = wanted.reduce((s, l) => s.plus(roundMoney(l.debit)), new Money(0));
  const credits = wanted.reduce((s, l) => s.plus(roundMoney(l.credit)), new Money(0));
  if (!debits.equals(credits))
    throw ruleViolation(
      `The journal entry does not balance: debits ${moneyString(debits)} and credits ${moneyString(credits)}.`,
    );
  const net = new Map<string, { line: ReturnType<typeof toPosting>; amount: Decimal }>();
  const add = (l: ReturnType<typeof toPosting>, sign: 1 | -1) => {
    const k = [l.accountId, l.officeId, l.divisionId, l.departmentId].join('_');
    const amount = roundMoney(l.debit).minus(roundMoney(l.credit)).times(sign);
    const cur = net.get(k);
    if (cur) cur.amount = cur.amount.plus(amount);
    else net.set(k, { line: l, amount });
  };
  for (const l of orig.lines)
    add(
      toPosting({
        accountId: l.accountId,
        debit: l.debit,
        credit: l.credit,
        officeId: l.officeId,
        divisionId: l.divisionId,
        departmentId: l.departmentId,
        memo: l.memo,
      }),
      -1,
    );
  for (const l of wanted) add(l, 1);
  const lines = [...net.values()]
    .filter((n) => !n.amount.isZero())
    .map((n) => ({
      ...n.line,
      debit: n.amount.isPositive() ? moneyString(n.amount) : '0',
      credit: n.amount.isNegative() ? moneyString(n.amount.abs()) : '0',
    }));
  if (lines.length === 0) throw ruleViolation('The adjustment does not change the journal entry.');
  const entry = await postEntry(db, {
    entryDate: input.date,
    sourceType: 'Adjustment',
    sourceId: orig.sourceId,
    memo: input.memo ?? `Adjustment of entry ${orig.id}${orig.memo ? `: ${orig.memo}` : ''}`,
    reference: orig.reference,
    adjustsEntryId: orig.id,
    lines,
    userId,
  });
  if (!entry) throw ruleViolation('The adjustment does not change the journal entry.');
  return getEntry(db, entry.id);
}

export interface TransactionSearch {
  query?: string;
  offset: number;
  limit: number;
  dateFrom?: string;
  dateTo?: string;
  accountId?: number;
  entryId?: number;
  sourceType?: SourceType;
}

export async function searchTransactions(db: Db, q: TransactionSearch) {
  const where: (SQL | undefined)[] = [];
  if (q.dateFrom) where.push(sql`${journalLines.entryDate} >= ${q.dateFrom}`);
  if (q.dateTo) where.push(sql`${journalLines.entryDate} <= ${q.dateTo}`);
  if (q.accountId) where.push(eq(journalLines.accountId, q.accountId));
  if (q.entryId) where.push(eq(journalLines.entryId, q.entryId));
  if (q.sourceType) where.push(eq(journalEntries.sourceType, q.sourceType));
  if (q.query) {
    const like = `%${q.query}%`;
    const asId = isInt4Text(q.query) ? eq(journalLines.entryId, Number(q.query)) : undefined;
    where.push(
      or(
        asId,
        ilike(journalEntries.memo, like),
        ilike(journalEntries.reference, like),
        ilike(journalLines.memo, like),
        ilike(sql`(${glAccounts.code} || ' ' || ${glAccounts.name})`, like),
      ),
    );
  }
  const cond = and(...where);
  const base = () =>
    db
      .select({ l: journalLines, e: journalEntries, code: glAccounts.code, name: glAccounts.name })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(glAccounts, eq(glAccounts.id, journalLines.accountId));
  const [rows, [n]] = await Promise.all([
    base()
      .where(cond)
      .orderBy(desc(journalLines.entryDate), desc(journalLines.entryId), asc(journalLines.lineNumber))
      .offset(q.offset)
      .limit(q.limit),
    db
      .select({ n: count() })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(glAccounts, eq(glAccounts.id, journalLines.accountId))
      .where(cond),
  ]);
  const data: TransactionRow[] = rows.map(({ l, e, code, name }) => ({
    lineId: l.id,
    entryId: l.entryId,
    lineNumber: l.lineNumber,
    entryDate: l.entryDate,
    accountId: l.accountId,
    code,
    accountName: name,
    displayCode: displayCode(code, l.officeId, l.divisionId, l.departmentId),
    debit: moneyString(l.debit),
    credit: moneyString(l.credit),
    memo: l.memo,
    entryMemo: e.memo,
    reference: e.reference,
    sourceType: e.sourceType,
    sourceId: e.sourceId,
    officeId: l.officeId,
    divisionId: l.divisionId,
    departmentId: l.departmentId,
    reversedByEntryId: e.reversedByEntryId,
    reversesEntryId: e.reversesEntryId,
  }));
  return { data, count_filtered: Number(n.n) };
}
