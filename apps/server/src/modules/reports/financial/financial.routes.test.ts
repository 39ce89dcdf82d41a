import { toDecimal } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import type {
  AdjustmentsReport,
  ApGlTotals,
  BalanceSheet,
  IncomeStatement,
  JournalDetail,
  ReportCacheAccount,
  TrialBalance,
} from '@fieldline/contracts/reports/financial.contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/harness';
import type { Db } from '../../../platform/db/database';
import { budgetEntries, budgets } from '../../budgets/budgets.table';
import { accountForRole, defaultCompanyId, postEntry, reverseEntry } from '../../ledger';

let t: TestApp;
let db: Db;
let admin: string;
const acct: Record<string, number> = {};
let officeA: number;
let officeB: number;

const post = (entryDate: string, lines: Parameters<typeof postEntry>[1]['lines'], sourceType = 'Manual') =>
  postEntry(db, { entryDate, sourceType: sourceType as 'Manual', userId: null, lines });

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = await t.login();
  for (const r of ['Cash', 'Revenue', 'COGS', 'Expense', 'RetainedEarnings', 'AR'] as const)
    acct[r] = await accountForRole(db, r);
  const offices = (await db.execute(sql`select id from offices order by id limit 2`)).rows as {
    id: number;
  }[];
  officeA = Number(offices[0].id);
  officeB = Number(offices[1]?.id ?? offices[0].id);
  await post('2040-06-01', [
    { accountId: acct.Cash, debit: '500' },
    { accountId: acct.Revenue, credit: '500' },
  ]);
  await post('2041-01-10', [
    { accountId: acct.Cash, debit: '1000', officeId: officeA },
    { accountId: acct.Revenue, credit: '1000', officeId: officeA },
  ]);
  await post('2041-02-20', [
    { accountId: acct.COGS, debit: '300', officeId: officeA },
    { accountId: acct.Cash, credit: '300', officeId: officeA },
  ]);
  await post('2041-03-05', [
    { accountId: acct.Expense, debit: '150.50', officeId: officeB },
    { accountId: acct.Cash, credit: '150.50', officeId: officeB },
  ]);
  await post('2041-03-20', [
    { accountId: acct.Cash, debit: '200', officeId: officeB },
    { accountId: acct.Revenue, credit: '200', officeId: officeB },
  ]);
  // An adjustment and a reversal in April: they cancel out, and the adjustments report lists both.
  const adj = await post(
    '2041-04-02',
    [
      { accountId: acct.Expense, debit: '25' },
      { accountId: acct.Cash, credit: '25' },
    ],
    'Adjustment',
  );
  await reverseEntry(db, adj?.id as number, { entryDate: '2041-04-03', userId: null });
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.as(token)({ method: 'GET', url });
const gl = '/v1/generalledger/reports';
const row = (tb: TrialBalance, id: number) => tb.rows.find((r) => r.id === id);
const net = (tb: TrialBalance, id: number) => {
  const r = row(tb, id);
  return r ? toDecimal(r.debit).minus(toDecimal(r.credit)) : toDecimal(0);
};

describe('trial balance', () => {
  it('sums to zero and moves by the postings, using only the days of a partial period', async () => {
    const before: TrialBalance = (await get(`${gl}/trialbalance?date=2040-12-31`)).json();
    const res = await get(`${gl}/trialbalance?date=2041-03-15`);
    expect(res.statusCode).toBe(200);
    const tb: TrialBalance = res.json();
    expect(tb.totals.debit).toBe(tb.totals.credit);
    expect(tb.totals.difference).toBe('0.00');
    expect(tb.fiscalYearStart).toBe('2041-01-01');
    // March 5 is in, March 20 is not.
    expect(net(tb, acct.Cash).minus(net(before, acct.Cash)).toFixed(2)).toBe('549.50');
    // Income accounts restart each fiscal year: the 2040 revenue is in retained earnings now.
    expect(row(tb, acct.Revenue)).toMatchObject({ debit: '0.00', credit: '1000.00', typeName: 'Income' });
    expect(row(tb, acct.Expense)?.debit).toBe('150.50');
    const re = net(tb, acct.RetainedEarnings);
    expect(re.lessThanOrEqualTo(-500)).toBe(true);
    const end: TrialBalance = (await get(`${gl}/trialbalance?date=2041-03-31`)).json();
    expect(row(end, acct.Revenue)?.credit).toBe('1200.00');
    expect(end.totals.difference).toBe('0.00');
  });

  it('filters by office', async () => {
    const tb: TrialBalance = (await get(`${gl}/trialbalance?date=2041-03-31&officeIds=${officeA}`)).json();
    expect(row(tb, acct.Revenue)?.credit).toBe(officeA === officeB ? '1200.00' : '1000.00');
  });

  it('refuses bad dates and unknown companies with the fields named', async () => {
    for (const q of ['date=2041-02-30', 'date=1800-01-01', '', 'date=2041-01-01&companyId=999999']) {
      const res = await get(`${gl}/trialbalance?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors[0].field).toMatch(/date|companyId/);
    }
  });
});

describe('income statement', () => {
  const is = async (q: string): Promise<IncomeStatement> => {
    const res = await get(`${gl}/incomestatement?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const revenueRow = (r: IncomeStatement) =>
    r.sections[0].groups.flatMap((g) => g.accounts).find((a) => a.id === acct.Revenue);

  it('has 12 monthly columns adding up to the total, and the net income', async () => {
    const r = await is('startDate=2041-01-01&endDate=2041-12-31&columns=12');
    expect(r.columns.map((c) => c.label)).toEqual([
      'Jan 2041',
      'Feb 2041',
      'Mar 2041',
      'Apr 2041',
      'May 2041',
      'Jun 2041',
      'Jul 2041',
      'Aug 2041',
      'Sep 2041',
      'Oct 2041',
      'Nov 2041',
      'Dec 2041',
    ]);
    const every = [
      ...r.sections.flatMap((s) => [s, ...s.groups, ...s.groups.flatMap((g) => g.accounts)]),
      r.grossProfit,
      r.netIncome,
    ];
    for (const f of every) {
      expect(f.amounts).toHaveLength(12);
      expect(f.amounts.reduce((s, x) => s.plus(toDecimal(x)), toDecimal(0)).toFixed(2)).toBe(f.total);
    }
    expect(revenueRow(r)?.amounts.slice(0, 3)).toEqual(['1000.00', '0.00', '200.00']);
    expect(r.sections.map((s) => s.total)).toEqual(['1200.00', '300.00', '150.50', '0.00', '0.00']);
    expect(r.grossProfit.total).toBe('900.00');
    expect(r.netIncome.total).toBe('749.50');
    expect(r.budget).toBeNull();
    expect(revenueRow(r)?.budget).toBeUndefined();
  });

  it('covers part of a period, filters offices and summarises by group', async () => {
    const part = await is('startDate=2041-03-01&endDate=2041-03-10');
    expect(part.columns).toHaveLength(1);
    expect(part.netIncome.total).toBe('-150.50');
    const a = await is(`startDate=2041-01-01&endDate=2041-12-31&officeIds=${officeA}&officeIds=${officeA}`);
    if (officeA !== officeB) expect(a.netIncome.total).toBe('700.00');
    const summary = await is('startDate=2041-01-01&endDate=2041-12-31&format=summary');
    expect(summary.sections[0].groups[0].accounts).toEqual([]);
    expect(summary.sections[0].total).toBe('1200.00');
  });

  it('carries the budget and the variance with series=Budget', async () => {
    const companyId = await defaultCompanyId(db);
    const [b] = await db
      .insert(budgets)
      .values({
        financialYear: 2041,
        description: 'Plan 2041',
        startDate: '2041-01-01',
        endDate: '2041-12-31',
        companyId,
      })
      .returning();
    await db.insert(budgetEntries).values([
      ...Array.from({ length: 12 }, (_, i) => ({
        budgetId: b.id,
        accountId: acct.Revenue,
        periodNumber: i + 1,
        amount: '100.00',
      })),
      { budgetId: b.id, accountId: acct.Expense, periodNumber: 3, amount: '200.00' },
    ]);
    const r = await is('startDate=2041-01-01&endDate=2041-12-31&columns=12&series=Budget');
    expect(r.series).toEqual(['Actual', 'Budget']);
    expect(r.budget).toMatchObject({ id: b.id, description: 'Plan 2041', locked: false });
    const rev = revenueRow(r);
    expect(rev?.budget).toHaveLength(12);
    expect(rev?.budget?.[0]).toBe('100.00');
    expect(rev?.variance?.[0]).toBe('900.00');
    expect(rev?.budgetTotal).toBe('1200.00');
    expect(rev?.varianceTotal).toBe('0.00');
    expect(r.netIncome.budgetTotal).toBe('1000.00');
    expect(r.netIncome.budget?.[2]).toBe('-100.00');
    const single = await is('startDate=2041-03-01&endDate=2041-03-31&series=Budget');
    expect(single.sections[2].budgetTotal).toBe('200.00');
    expect(
      (
        await get(
          `${gl}/incomestatement?startDate=2041-01-01&endDate=2041-12-31&series=Budget&budgetId=999999`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad queries with the fields named', async () => {
    const cases: [string, string][] = [
      ['startDate=2041-13-01&endDate=2041-12-31', 'startDate'],
      ['startDate=2041-05-01&endDate=2041-01-31', 'endDate'],
      ['startDate=2041-01-01&endDate=2041-12-31&columns=5', 'columns'],
      ['startDate=2041-01-01&endDate=2042-06-30&columns=12', 'endDate'],
      ['startDate=2041-01-01&endDate=2041-12-31&series=Forecast', 'series'],
      ['startDate=2041-01-01&endDate=2041-12-31&format=wide', 'format'],
      ['startDate=2041-01-01&endDate=2041-12-31&officeIds=x', 'officeIds'],
    ];
    for (const [q, field] of cases) {
      const res = await get(`${gl}/incomestatement?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(
        res
          .json()
          .errors.map((e: { field: string }) => e.field)
          .join(),
        q,
      ).toContain(field);
    }
  });
});

describe('balance sheet, journal detail, adjustments, report cache', () => {
  it('balances with the current year net income in equity', async () => {
    const res = await get(`${gl}/balancesheet?date=2041-03-31`);
    expect(res.statusCode).toBe(200);
    const bs: BalanceSheet = res.json();
    expect(bs.difference).toBe('0.00');
    expect(bs.totalAssets).toBe(bs.totalLiabilitiesAndEquity);
    expect(bs.currentYearEarnings).toBe('749.50');
    expect(bs.sections.map((s) => s.key)).toEqual(['assets', 'liabilities', 'equity']);
  });

  it('lists the lines of an account with its opening balance', async () => {
    const res = await get(
      `${gl}/journaldetail?startDate=2041-01-01&endDate=2041-03-31&accountId=${acct.Cash}`,
    );
    expect(res.statusCode).toBe(200);
    const jd: JournalDetail = res.json();
    expect(jd.count_filtered).toBe(4);
    expect(jd.data.map((l) => l.entryDate)).toEqual(['2041-01-10', '2041-02-20', '2041-03-05', '2041-03-20']);
    expect(jd.totals).toEqual({ debit: '1200.00', credit: '450.50' });
    const tb: TrialBalance = (await get(`${gl}/trialbalance?date=2040-12-31`)).json();
    expect(jd.openingBalance).toBe(net(tb, acct.Cash).toFixed(2));
    const paged: JournalDetail = (
      await get(`${gl}/journaldetail?startDate=2041-01-01&endDate=2041-12-31&sourceType=Adjustment&limit=1`)
    ).json();
    expect(paged.count_filtered).toBe(2);
    expect(paged.data).toHaveLength(1);
    expect(paged.openingBalance).toBeNull();
    expect(
      (await get(`${gl}/journaldetail?startDate=2041-01-01&endDate=2041-12-31&accountId=999999`)).statusCode,
    ).toBe(404);
  });

  it('lists adjusting and reversing entries with their lines', async () => {
    const r: AdjustmentsReport = (
      await get(`${gl}/adjustments?startDate=2041-04-01&endDate=2041-04-30`)
    ).json();
    expect(r.count_filtered).toBe(2);
    expect(r.data.map((e) => e.sourceType)).toEqual(['Adjustment', 'Reversal']);
    expect(r.data[1].reversesEntryId).toBe(r.data[0].id);
    expect(r.data[0].lines.map((l) => [l.account.id, l.debit, l.credit])).toEqual([
      [acct.Expense, '25.00', '0.00'],
      [acct.Cash, '0.00', '25.00'],
    ]);
  });

  it('answers the report caches', async () => {
    const accounts: ReportCacheAccount[] = (await get('/v1/generalledger/reportcache/accounts')).json();
    const cash = accounts.find((a) => a.id === acct.Cash);
    const tb: TrialBalance = (await get(`${gl}/trialbalance?date=2079-06-06`)).json();
    expect(cash?.balance).toBe(net(tb, acct.Cash).toFixed(2));
    const ap: ApGlTotals = (await get('/v1/generalledger/reportcache/apgltotals')).json();
    expect(toDecimal(ap.glBalance).minus(toDecimal(ap.openBills)).toFixed(2)).toBe(ap.difference);
    expect(ap.apAccount?.code).toBe('2000');
  });
});

describe('exports and permissions', () => {
  it('downloads xlsx and PDF with the report inside', async () => {
    const x = await get(`${gl}/trialbalance/export?type=xlsx&date=2041-03-31`);
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect(x.headers['content-disposition']).toContain('trial-balance-2041-03-31.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const values = sheet.getSheetValues().flat().map(String);
    expect(values).toContain('Trial Balance');
    expect(values).toContain('Total');
    const p = await get(
      `${gl}/incomestatement/export?type=pdf&startDate=2041-01-01&endDate=2041-12-31&columns=12&series=Budget`,
    );
    expect(p.statusCode).toBe(200);
    expect(p.headers['content-type']).toBe('application/pdf');
    const { PDFParse } = await import('pdf-parse');
    const text = (await new PDFParse({ data: new Uint8Array(p.rawPayload) }).getText()).text.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Income Statement');
    expect(text).toContain('Net Income');
    expect(text).toContain('749.50');
    expect(text).toContain('Jan 2041 Budget');
    expect((await get(`${gl}/trialbalance/export?type=csv&date=2041-03-31`)).statusCode).toBe(400);
    for (const url of [
      `${gl}/balancesheet/export?type=pdf&date=2041-03-31`,
      `${gl}/journaldetail/export?type=xlsx&startDate=2041-01-01&endDate=2041-03-31`,
      `${gl}/cashforecast/export?type=pdf&startDate=2041-04-15`,
      `${gl}/adjustments/export?type=xlsx&startDate=2041-04-01&endDate=2041-04-30`,
      '/v1/invoices/reports/aging/export?type=pdf&date=2041-04-15',
    ])
      expect((await get(url)).statusCode, url).toBe(200);
  });

  it('needs General ledger read for the ledger reports and Invoices and Costs read for the aging', async () => {
    const none = await userWith(t, admin, []);
    const glOnly = await userWith(t, admin, [{ id: Permission.GeneralLedger, accessLevel: 1 }]);
    const invNoCosts = await userWith(t, admin, [{ id: Permission.Invoices, accessLevel: 1 }]);
    const inv = await userWith(t, admin, [
      { id: Permission.Invoices, accessLevel: 1 },
      { id: Permission.Costs, accessLevel: 1 },
    ]);
    for (const url of [
      `${gl}/trialbalance?date=2041-03-31`,
      `${gl}/incomestatement?startDate=2041-01-01&endDate=2041-12-31`,
      `${gl}/trialbalance/export?type=pdf&date=2041-03-31`,
      '/v1/generalledger/reportcache/accounts',
    ]) {
      expect((await get(url, none.token)).statusCode, url).toBe(403);
      expect((await get(url, inv.token)).statusCode, url).toBe(403);
      expect((await get(url, glOnly.token)).statusCode, url).toBe(200);
    }
    const aging = '/v1/invoices/reports/aging?date=2041-04-15';
    expect((await get(aging, glOnly.token)).statusCode).toBe(403);
    // Customer balances: Invoices read alone is not enough (issue 15 item 9).
    expect((await get(aging, invNoCosts.token)).statusCode).toBe(403);
    expect((await get(aging, inv.token)).statusCode).toBe(200);
    expect((await t.as(null)({ method: 'GET', url: aging })).statusCode).toBe(401);
  });
});

describe('API document', () => {
  it('lists the reports and their downloads with their query parameters', async () => {
    const res = await t.as(null)({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    const params = (p: string) => paths[p].get.parameters.map((x: { name: string }) => x.name);
    expect(params(`${gl}/incomestatement`)).toEqual(
      expect.arrayContaining(['startDate', 'columns', 'series']),
    );
    expect(params(`${gl}/incomestatement/export`)).toEqual(expect.arrayContaining(['type', 'startDate']));
  });
});
