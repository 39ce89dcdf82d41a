import {
  BUDGET_LOCKED,
  BUDGET_MONTHS,
  type BudgetAccount,
  budgetMonthLabels,
  formatAccount,
  type ImportBudgetResult,
  type importBudgetBodySchema,
} from '@fieldline/contracts/budgets/budgets.contract';
import { toDecimal } from '@fieldline/contracts/common/money';
import { and, eq } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { loadXlsx, XLSX_TOO_LARGE } from '../../platform/spreadsheets/xlsx';
import { glAccounts } from '../ledger/ledger.table';
import { cellAmount, cellValue, LABEL_HEADINGS } from './budgets.excel';
import { budgetAccounts, entryRows, findBudgetRow, getBudget } from './budgets.read';
import { applyBulk, type EntryInput } from './budgets.service';

type ImportBody = z.output<typeof importBudgetBodySchema>;
type Skip = { row: number; reason: string };

const DATA_URL = /^data:[^,]*;base64,/i;
const CODE_FORMAT = /^(.+)-(\d{2,})-(\d{2,})-(\d{3,})$/;
const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The uploaded workbook: base64, plain or as a data URL. */
export async function readWorkbook(file: string): Promise<ExcelJS.Workbook> {
  const base64 = file.replace(DATA_URL, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw fieldError('file', 'The file is not valid base64.');
  const read = await loadXlsx(Buffer.from(base64, 'base64'));
  if (!read.ok)
    throw fieldError(
      'file',
      read.reason === 'tooLarge' ? XLSX_TOO_LARGE : 'The file is not an xlsx spreadsheet.',
    );
  if (!read.workbook.worksheets[0]) throw fieldError('file', 'The spreadsheet has no worksheet.');
  return read.workbook;
}

/**
 * Finds accounts the way spec 2 §5 asks: the label the export wrote (the budget's accountFormat), then the
 * code format (code-office-division-department, which also gives the modifiers), the name, the code.
 */
function accountMatcher(
  accounts: BudgetAccount[],
  chart: { id: number; code: string; name: string }[],
  format: string,
) {
  const byLabel = new Map<string, number>();
  const byName = new Map<string, number | null>();
  const byCode = new Map<string, number>();
  for (const a of chart) {
    byLabel.set(norm(formatAccount(format, a)), a.id);
    byCode.set(norm(a.code), a.id);
    const n = norm(a.name);
    // A name two accounts share identifies neither.
    byName.set(n, byName.has(n) ? null : a.id);
  }
  for (const a of accounts) byLabel.set(norm(a.label), a.id);
  return (text: string): { accountId: number; modifiers?: [number, number, number] } | null => {
    const t = norm(text);
    const code = CODE_FORMAT.exec(text.trim());
    if (code && byCode.has(norm(code[1])))
      return { accountId: byCode.get(norm(code[1])) as number, modifiers: [+code[2], +code[3], +code[4]] };
    const id = byLabel.get(t) ?? byName.get(t) ?? byCode.get(t);
    return id ? { accountId: id } : null;
  };
}

interface Layout {
  heading: number;
  account: number;
  code: number | null;
  office: number | null;
  firstMonth: number;
}

/** Column positions from the "Account" heading row; the export's layout when the sheet has none. */
function layoutOf(sheet: ExcelJS.Worksheet): Layout {
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const first = cellValue(row.getCell(1).value);
    if (typeof first !== 'string' || norm(first) !== 'account') continue;
    const col = (name: string) => {
      for (let c = 1; c <= Math.max(row.cellCount, 1); c++) {
        const v = cellValue(row.getCell(c).value);
        if (typeof v === 'string' && norm(v) === name) return c;
      }
      return null;
    };
    const code = col('code');
    const office = col('office');
    return { heading: r, account: 1, code, office, firstMonth: Math.max(1, code ?? 0, office ?? 0) + 1 };
  }
  return { heading: 0, account: 1, code: 2, office: 3, firstMonth: LABEL_HEADINGS.length + 1 };
}

/** Reads the sheet into changes (updates of changed amounts, creates of new non-zero ones) and skipped rows. */
export async function planImport(db: Db, budgetId: number, wb: ExcelJS.Workbook) {
  const budgetRow = await findBudgetRow(db, budgetId);
  const budget = await getBudget(db, budgetId);
  const accounts = await budgetAccounts(db, budgetRow);
  const chart = await db
    .select({ id: glAccounts.id, code: glAccounts.code, name: glAccounts.name })
    .from(glAccounts)
    .where(and(eq(glAccounts.companyId, budgetRow.companyId)));
  const match = accountMatcher(accounts, chart, budgetRow.accountFormat);
  const months = budgetMonthLabels(budget.startDate);
  const officeIds = new Set(budget.offices.map((o) => o.id));
  const officeByName = new Map(budget.offices.map((o) => [norm(o.name), o.id]));
  const defaultOffice = budget.officeID ?? (budget.offices.length === 1 ? budget.offices[0].id : 0);
  const existing = new Map(
    (await entryRows(db, budgetId)).map((e) => [
      `${e.accountId}_${e.officeId}_${e.divisionId}_${e.departmentId}_${e.periodNumber}`,
      e,
    ]),
  );

  const sheet = wb.worksheets[0];
  const layout = layoutOf(sheet);
  const skipped: Skip[] = [];
  const updates: { id: number; amount: string }[] = [];
  const creates: EntryInput[] = [];
  const seen = new Map<string, number>();

  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells = Array.from({ length: layout.firstMonth + BUDGET_MONTHS - 1 }, (_, i) =>
      cellValue(row.getCell(i + 1).value),
    );
    if (cells.every((c) => c === null)) continue;
    const label = cells[layout.account - 1];
    const text = label === null ? '' : String(label);
    if (r < layout.heading) {
      skipped.push({ row: r, reason: 'Header row' });
      continue;
    }
    if (norm(text) === 'account') {
      skipped.push({ row: r, reason: 'Column headings ("Account") row' });
      continue;
    }
    if (norm(text).startsWith('total')) {
      skipped.push({ row: r, reason: 'Total row' });
      continue;
    }
    if (text === '') {
      skipped.push({ row: r, reason: 'No account name' });
      continue;
    }
    const codeText = layout.code ? cells[layout.code - 1] : null;
    const found = (codeText !== null ? match(String(codeText)) : null) ?? match(text);
    if (!found) {
      skipped.push({ row: r, reason: `Unknown account "${text}"` });
      continue;
    }
    let [officeId, divisionId, departmentId] = found.modifiers ?? [defaultOffice, 0, 0];
    const officeText = layout.office ? cells[layout.office - 1] : null;
    if (!found.modifiers && officeText !== null) {
      const id = officeByName.get(norm(String(officeText)));
      if (id === undefined) {
        skipped.push({ row: r, reason: `Unknown office "${officeText}"` });
        continue;
      }
      officeId = id;
    }
    if (officeId !== 0 && !officeIds.has(officeId)) {
      skipped.push({ row: r, reason: `Office ${officeId} is not one of the budget's offices` });
      continue;
    }
    const key = `${found.accountId}_${officeId}_${divisionId}_${departmentId}`;
    if (seen.has(key)) {
      skipped.push({ row: r, reason: `Same account and office as row ${seen.get(key)}` });
      continue;
    }
    const amounts = months.map((_, i) => cells[layout.firstMonth - 1 + i]);
    const bad = amounts.findIndex((a) => a !== null && cellAmount(a) === null);
    if (bad >= 0) {
      skipped.push({ row: r, reason: `${months[bad]} is not a number: "${amounts[bad]}"` });
      continue;
    }
    seen.set(key, r);
    amounts.forEach((a, i) => {
      if (a === null) return;
      const amount = cellAmount(a) as string;
      const entry = existing.get(`${key}_${i + 1}`);
      if (entry) {
        if (!toDecimal(entry.amount).eq(amount)) updates.push({ id: entry.id, amount });
      } else if (!toDecimal(amount).isZero()) {
        creates.push({
          accountID: found.accountId,
          officeID: officeId,
          divisionID: divisionId,
          departmentID: departmentId,
          periodNumber: i + 1,
          amount,
        });
      }
    });
  }
  return { budgetRow, updates, creates, skipped };
}

/** POST budget/{id}/import: the spreadsheet's changes applied in the request's transaction (spec 2 §5). */
export async function importBudget(
  ctx: RouteContext<ImportBody, unknown, { id: number }>,
): Promise<ImportBudgetResult> {
  const row = await findBudgetRow(ctx.db, ctx.params.id);
  if (row.locked) throw ruleViolation(BUDGET_LOCKED);
  const wb = await readWorkbook(ctx.body.file);
  const plan = await planImport(ctx.db, row.id, wb);
  const { updated, created } = await applyBulk(
    ctx.db,
    plan.budgetRow,
    { updates: plan.updates, creates: plan.creates },
    ctx.user.id,
  );
  await ctx.audit({
    entity: 'budget',
    entityId: row.id,
    action: 'import',
    after: { fileName: ctx.body.fileName ?? null, updated, created, skipped: plan.skipped.length },
  });
  return { updated, created, skipped: plan.skipped };
}
