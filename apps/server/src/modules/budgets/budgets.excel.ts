import {
  accountCodeFormat,
  BUDGET_MONTHS,
  type BudgetAccount,
  budgetMonthLabels,
} from '@fieldline/contracts/budgets/budgets.contract';
import { formatDateRange } from '@fieldline/contracts/common/dates';
import { sumMoney, toDecimal } from '@fieldline/contracts/common/money';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/db/database';
import type { RouteContext } from '../../platform/http/route';
import { budgetAccounts, entryRows, findBudgetRow, getBudget } from './budgets.read';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The label columns before the 12 months (the import finds them by their headings). */
export const LABEL_HEADINGS = ['Account', 'Code', 'Office'];

export interface SheetRow {
  account: BudgetAccount;
  officeId: number;
  divisionId: number;
  departmentId: number;
  amounts: string[];
}

/**
 * The rows of a budget sheet: every listed account for every budget office (company-wide, office 0, when the
 * budget has no offices), plus a row for any other combination the entries hold (divisions, departments).
 */
export async function budgetSheet(db: Db, budgetId: number) {
  const row = await findBudgetRow(db, budgetId);
  const budget = await getBudget(db, budgetId);
  const accounts = await budgetAccounts(db, row);
  const entries = await entryRows(db, budgetId);
  const officeIds = budget.offices.length ? budget.offices.map((o) => o.id) : [0];
  const key = (a: number, o: number, d: number, p: number) => `${a}_${o}_${d}_${p}`;
  const rows = new Map<string, SheetRow>();
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const add = (account: BudgetAccount, o: number, d: number, p: number) => {
    const k = key(account.id, o, d, p);
    let r = rows.get(k);
    if (!r) {
      r = {
        account,
        officeId: o,
        divisionId: d,
        departmentId: p,
        amounts: Array(BUDGET_MONTHS).fill('0.00'),
      };
      rows.set(k, r);
    }
    return r;
  };
  for (const o of officeIds) for (const a of accounts) add(a, o, 0, 0);
  for (const e of entries) {
    const account = byId.get(e.accountId);
    if (account)
      add(account, e.officeId, e.divisionId, e.departmentId).amounts[e.periodNumber - 1] = e.amount;
  }
  const officeOrder = [...budget.offices.map((o) => o.id), 0];
  const sorted = [...rows.values()].sort(
    (a, b) =>
      officeOrder.indexOf(a.officeId) - officeOrder.indexOf(b.officeId) ||
      a.account.code.localeCompare(b.account.code) ||
      a.divisionId - b.divisionId ||
      a.departmentId - b.departmentId,
  );
  return { budget, rows: sorted };
}

/** The budget as a workbook: two header rows, the column headings, then one block of rows per office with its total. */
export async function budgetWorkbook(db: Db, budgetId: number): Promise<{ name: string; data: Buffer }> {
  const { budget, rows } = await budgetSheet(db, budgetId);
  const months = budgetMonthLabels(budget.startDate);
  const officeName = new Map(budget.offices.map((o) => [o.id, o.name]));
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fieldline';
  const sheet = wb.addWorksheet('Budget');
  sheet.addRow([
    `Budget ${budget.financialYear}${budget.description ? `: ${budget.description}` : ''}`,
  ]).font = {
    bold: true,
    size: 14,
  };
  sheet.addRow([
    `${budget.companyName}, ${formatDateRange(budget.startDate, budget.endDate)}${budget.locked ? ' (locked)' : ''}`,
  ]);
  sheet.addRow([]);
  const heading = sheet.addRow([...LABEL_HEADINGS, ...months, 'Total']);
  heading.font = { bold: true };
  const first = LABEL_HEADINGS.length + 1;
  const totalRow = (label: string, block: SheetRow[]) => {
    const sums = months.map((_, i) => Number(sumMoney(block.map((r) => r.amounts[i])).toFixed(2)));
    const r = sheet.addRow([label, '', '', ...sums, Number(sumMoney(sums.map(String)).toFixed(2))]);
    r.font = { bold: true };
  };
  let block: SheetRow[] = [];
  rows.forEach((r, i) => {
    const office = r.officeId === 0 ? '' : (officeName.get(r.officeId) ?? String(r.officeId));
    sheet.addRow([
      r.account.label,
      accountCodeFormat(r.account.code, r.officeId, r.divisionId, r.departmentId),
      office,
      ...r.amounts.map((a) => Number(a)),
      Number(sumMoney(r.amounts).toFixed(2)),
    ]);
    block.push(r);
    if (rows[i + 1]?.officeId !== r.officeId) {
      totalRow(`Total ${office || budget.companyName}`, block);
      block = [];
    }
  });
  sheet.getColumn(1).width = 38;
  sheet.getColumn(2).width = 16;
  sheet.getColumn(3).width = 18;
  for (let c = first; c <= first + BUDGET_MONTHS; c++) {
    sheet.getColumn(c).width = 13;
    sheet.getColumn(c).numFmt = '#,##0.00';
  }
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: heading.number }];
  const data = Buffer.from(await wb.xlsx.writeBuffer());
  const safe = `budget-${budget.financialYear}-${budget.id}`;
  return { name: `${safe}.xlsx`, data };
}

export async function sendBudgetWorkbook(ctx: RouteContext<unknown, unknown, { id: number }>) {
  const { name, data } = await budgetWorkbook(ctx.db, ctx.params.id);
  ctx.reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store');
  return data;
}

/** A cell as text or number: formulas give their result, rich text its plain text. */
export function cellValue(v: ExcelJS.CellValue): string | number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('result' in v) return cellValue((v as { result?: ExcelJS.CellValue }).result ?? null);
    if ('richText' in v) return cellValue(v.richText.map((t) => t.text).join(''));
    if ('text' in v) return cellValue((v as { text: string }).text);
  }
  return null;
}

/** A money amount from a cell ("1,234.50", "$1,234.50", "(12.00)" and numbers); null when it is not one. */
export function cellAmount(v: string | number): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? toDecimal(String(v)).toFixed(2) : null;
  let text = v.replace(/[$,\s]/g, '');
  const negative = /^\(.*\)$/.test(text);
  if (negative) text = text.slice(1, -1);
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const d = toDecimal(text);
  return (negative ? d.neg() : d).toFixed(2);
}
