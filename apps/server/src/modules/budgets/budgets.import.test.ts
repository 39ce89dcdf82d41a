import { BUDGET_LOCKED, type Budget, type BudgetEntry } from '@fieldline/contracts/budgets/budgets.contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { upsertBudgetEntries } from '.';
import { budgetEntries } from './budgets.table';
import { apiOf, budgetFixture, newBudget } from './budgets.test-helpers';

let t: TestApp;
let admin: string;
let f: Awaited<ReturnType<typeof budgetFixture>>;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  api = apiOf(t, () => admin);
  f = await budgetFixture(t);
});
afterAll(() => t.close());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A budget for both demo offices with Service Revenue planned at 1000 a month in Denver. */
async function seeded(): Promise<Budget> {
  const b = await newBudget(api, { description: 'Import test' });
  await upsertBudgetEntries(
    t.database.db,
    b.id,
    MONTHS.map((_, i) => ({
      accountId: f.revenue.id,
      officeId: f.denver.id,
      periodNumber: i + 1,
      amount: '1000',
    })),
    null,
  );
  return b;
}

async function exported(id: number): Promise<ExcelJS.Workbook> {
  const res = await api('GET', `/v1/budget/${id}/export.xlsx`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
}

async function importWb(id: number, wb: ExcelJS.Workbook) {
  const file = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  return api('POST', `/v1/budget/${id}/import`, { file: `data:application/octet-stream;base64,${file}` });
}

/** The sheet row whose Code cell is `code`. */
function rowWithCode(sheet: ExcelJS.Worksheet, code: string): ExcelJS.Row {
  for (let r = 1; r <= sheet.rowCount; r++)
    if (sheet.getRow(r).getCell(2).value === code) return sheet.getRow(r);
  throw new Error(`no row ${code}`);
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const entriesOf = async (id: number): Promise<BudgetEntry[]> =>
  (await api('GET', `/v1/budget/${id}/entries`)).json();

describe('budget export', () => {
  it('writes header rows, the headings, one row per account per office with 12 months and a total', async () => {
    const b = await seeded();
    const sheet = (await exported(b.id)).worksheets[0];
    expect(String(sheet.getRow(1).getCell(1).value)).toBe('Budget 2026: Import test');
    expect(String(sheet.getRow(2).getCell(1).value)).toContain('01/01/2026 - 12/31/2026');
    const headings = (sheet.getRow(4).values as unknown[]).slice(1);
    expect(headings).toEqual(['Account', 'Code', 'Office', ...MONTHS.map((m) => `${m} 2026`), 'Total']);
    const row = rowWithCode(sheet, `4000-${pad2(f.denver.id)}-00-000`);
    expect(row.getCell(1).value).toBe('4000 Service Revenue');
    expect(row.getCell(3).value).toBe('Denver');
    expect((row.values as unknown[]).slice(4, 16)).toEqual(Array(12).fill(1000));
    expect(row.getCell(16).value).toBe(12000);
    const springs = rowWithCode(sheet, `4000-${pad2(f.springs.id)}-00-000`);
    expect(springs.getCell(16).value).toBe(0);
    // Income-statement accounts only: no cash account rows.
    expect(() => rowWithCode(sheet, `1000-${pad2(f.denver.id)}-00-000`)).toThrow();
    const labels: string[] = [];
    sheet.eachRow((r) => {
      labels.push(String(r.getCell(1).value));
    });
    expect(labels).toContain('Total Denver');
    expect(labels).toContain('Total Colorado Springs');
    expect((await api('GET', '/v1/budget/999999/export.xlsx')).statusCode).toBe(404);
  });
});

describe('budget import', () => {
  it('round trip: one changed amount becomes one update; unchanged rows are ignored', async () => {
    const b = await seeded();
    const wb = await exported(b.id);
    const sheet = wb.worksheets[0];
    rowWithCode(sheet, `4000-${pad2(f.denver.id)}-00-000`).getCell(6).value = 1234.56; // March
    const res = await importWb(b.id, wb);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ updated: 1, created: 0 });
    expect(body.skipped.map((s: { reason: string }) => s.reason)).toEqual([
      'Header row',
      'Header row',
      'Column headings ("Account") row',
      'Total row',
      'Total row',
    ]);
    const march = (await entriesOf(b.id)).find((e) => e.periodNumber === 3 && e.officeID === f.denver.id);
    expect(march?.amount).toBe('1234.56');
    expect(await countRows(t, budgetEntries, eq(budgetEntries.budgetId, b.id))).toBe(12);
  });

  it('a new amount in an empty cell becomes a new entry', async () => {
    const b = await seeded();
    const wb = await exported(b.id);
    rowWithCode(wb.worksheets[0], `4100-${pad2(f.springs.id)}-00-000`).getCell(4).value = '2,500.00';
    const res = await importWb(b.id, wb);
    expect(res.json()).toMatchObject({ updated: 0, created: 1 });
    const created = (await entriesOf(b.id)).find((e) => e.accountID === f.install.id);
    expect(created).toMatchObject({ officeID: f.springs.id, periodNumber: 1, amount: '2500.00' });
  });

  it('matches unknown account names by name and by code format, drops unmatched rows and skips header/account/total rows', async () => {
    const b = await seeded();
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Mine');
    sheet.addRow(['My budget upload']);
    sheet.addRow(['Account', 'Office', ...MONTHS]);
    sheet.addRow(['service revenue', 'Denver', 1000, 1100]); // by name; Jan unchanged, Feb changed
    sheet.addRow([`4100-${pad2(f.springs.id)}-00-000`, '', 300]); // by code format (office from the code)
    sheet.addRow(['No Such Account', 'Denver', 5]);
    sheet.addRow(['Service Revenue', 'Nowhere', 5]);
    sheet.addRow(['Total revenue', '', 9999, 9999]);
    sheet.addRow(['account', 'office', 'x']);
    sheet.addRow(['4000', 'Colorado Springs', 'abc']);
    const res = await importWb(b.id, wb);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updated: 1,
      created: 1,
      skipped: [
        { row: 1, reason: 'Header row' },
        { row: 2, reason: 'Column headings ("Account") row' },
        { row: 5, reason: 'Unknown account "No Such Account"' },
        { row: 6, reason: 'Unknown office "Nowhere"' },
        { row: 7, reason: 'Total row' },
        { row: 8, reason: 'Column headings ("Account") row' },
        { row: 9, reason: 'Jan 2026 is not a number: "abc"' },
      ],
    });
    const entries = await entriesOf(b.id);
    expect(entries.find((e) => e.periodNumber === 2 && e.accountID === f.revenue.id)?.amount).toBe('1100.00');
    expect(entries.find((e) => e.accountID === f.install.id)).toMatchObject({
      officeID: f.springs.id,
      amount: '300.00',
    });
    expect(entries).toHaveLength(13);
  });

  it('a locked budget refuses an import; a file that is not a spreadsheet is a 400', async () => {
    const b = await seeded();
    const wb = await exported(b.id);
    rowWithCode(wb.worksheets[0], `4000-${pad2(f.denver.id)}-00-000`).getCell(4).value = 1;
    await api('PATCH', `/v1/budget/${b.id}`, { locked: true });
    const locked = await importWb(b.id, wb);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe(BUDGET_LOCKED);
    await api('PATCH', `/v1/budget/${b.id}`, { locked: false });
    const garbage = await api('POST', `/v1/budget/${b.id}/import`, {
      file: Buffer.from('hello').toString('base64'),
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().errors).toEqual([
      { field: 'file', message: 'The file is not an xlsx spreadsheet.' },
    ]);
    const notBase64 = await api('POST', `/v1/budget/${b.id}/import`, { file: '***' });
    expect(notBase64.json().errors[0].field).toBe('file');
    const missing = await api('POST', `/v1/budget/${b.id}/import`, {});
    expect(missing.statusCode).toBe(400);
    expect((await api('POST', '/v1/budget/999999/import', { file: 'AAAA' })).statusCode).toBe(404);
    expect((await entriesOf(b.id)).every((e) => e.amount === '1000.00')).toBe(true);
  });
});
