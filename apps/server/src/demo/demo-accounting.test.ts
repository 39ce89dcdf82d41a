import type { IncomeStatement } from '@fieldline/contracts/reports/financial.contract';
import type { Tieout } from '@fieldline/contracts/reports/tieout.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { monthStart } from './demo-accounting-plan';

// The test template is the demo database (test/global-setup.ts), loaded today: its year of bookkeeping ends today.
let t: TestApp;
let admin: string;
const today = new Date().toISOString().slice(0, 10);
const start = monthStart(today, -11);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const one = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows[0] as T;
const dec = (v: string) => Math.round(Number(v) * 100);

describe('demo bookkeeping', () => {
  it('holds a year of documents and a budget for the current year per office', async () => {
    const n = await one<Record<string, number>>(
      sql`select (select count(*) from invoices)::int as invoices, (select count(*) from payments)::int as payments,
                 (select count(*) from vendor_bills)::int as bills, (select count(*) from customer_credits)::int as credits,
                 (select min(entry_date)::text from journal_entries) as first,
                 (select count(distinct e.office_id) from budget_entries e join budgets b on b.id = e.budget_id
                   where b.financial_year = ${Number(today.slice(0, 4))})::int as "budgetOffices"`,
    );
    expect(n.invoices).toBeGreaterThan(60);
    expect(n.payments).toBeGreaterThan(40);
    expect(n.bills).toBeGreaterThan(15);
    expect(n.credits).toBeGreaterThanOrEqual(2);
    expect(n.first).toBe(start);
    expect(n.budgetOffices).toBe(2);
  });

  it('balances: the trial balance sums to zero and every entry balances', async () => {
    const r = await one<{ net: string; debits: string; credits: string; unbalanced: number }>(
      sql`select (select coalesce(sum(debit - credit), 0) from gl_period_balances)::text as net,
                 (select sum(debit) from journal_lines)::text as debits,
                 (select sum(credit) from journal_lines)::text as credits,
                 (select count(*) from (select entry_id from journal_lines group by entry_id
                    having sum(debit) <> sum(credit)) x)::int as unbalanced`,
    );
    expect(dec(r.net)).toBe(0);
    expect(r.debits).toBe(r.credits);
    expect(r.unbalanced).toBe(0);
  });

  it('earns a profit over the last 12 months: revenue and costs positive, net income below revenue', async () => {
    const r = await one<{ revenue: string; costs: string }>(
      sql`select sum(case when a.account_type in (4, 7) then l.credit - l.debit else 0 end)::text as revenue,
                 sum(case when a.account_type in (5, 6, 8) then l.debit - l.credit else 0 end)::text as costs
            from journal_lines l join gl_accounts a on a.id = l.account_id
           where l.entry_date between ${start} and ${today}`,
    );
    const [revenue, costs] = [dec(r.revenue), dec(r.costs)];
    expect(revenue).toBeGreaterThan(0);
    expect(costs).toBeGreaterThan(0);
    expect(revenue - costs).toBeGreaterThan(0);
    expect(revenue - costs).toBeLessThan(revenue);

    // The income statement the app shows says the same.
    const res = await t.as(admin)({
      method: 'GET',
      url: `/v1/generalledger/reports/incomestatement?startDate=${start}&endDate=${today}`,
    });
    expect(res.statusCode).toBe(200);
    const statement = res.json() as IncomeStatement;
    expect(dec(statement.netIncome.total)).toBe(revenue - costs);
  });

  it('keeps receivables and payables equal to the open invoices, credits and bills', async () => {
    const r = await one<Record<string, string>>(
      sql`select
            (select coalesce(sum(l.debit - l.credit), 0) from journal_lines l
               join gl_accounts a on a.id = l.account_id and a.system_role = 'AR')::text as ar,
            ((select coalesce(sum(balance), 0) from invoices)
               - (select coalesce(sum(balance), 0) from customer_credits where status = 'Open'))::text as "openInvoices",
            (select coalesce(sum(l.credit - l.debit), 0) from journal_lines l
               join gl_accounts a on a.id = l.account_id and a.system_role = 'AP')::text as ap,
            (select coalesce(sum(balance), 0) from vendor_bills
              where status_name in ('', 'Paid in Full'))::text as "openBills"`,
    );
    expect(dec(r.ar)).toBeGreaterThan(0);
    expect(r.ar).toBe(r.openInvoices);
    expect(dec(r.ap)).toBeGreaterThanOrEqual(0);
    expect(r.ap).toBe(r.openBills);
  });

  const tieoutOn = async (date: string) => {
    const res = await t.as(admin)({ method: 'GET', url: `/v1/reports/financial/tieout?date=${date}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Tieout;
  };
  const midYear = `${monthStart(today, -6).slice(0, 7)}-15`;

  it('ties out every control account with its subledger today and in mid-year (the tie-out report)', async () => {
    for (const date of [today, midYear]) {
      const r = await tieoutOn(date);
      expect(
        r.checks.filter((c) => !c.agrees).map((c) => `${c.kind} ${c.difference}`),
        date,
      ).toEqual([]);
      expect(r.allAgree).toBe(true);
    }
  });
});
