// The tie-out on the demo books: every control account against its subledger, today and on past dates, and
// the difference a line written straight into the ledger (bypassing the documents) makes.
import { Permission } from '@fieldline/contracts/common/permissions';
import type { Tieout, TieoutCheck } from '@fieldline/contracts/reports/tieout.contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/harness';
import type { Db } from '../../../platform/db/database';
import { accountForRole, defaultCompanyId, openPeriodFor } from '../../ledger';

let t: TestApp;
let db: Db;
let admin: string;
const today = new Date().toISOString().slice(0, 10);
const url = '/v1/reports/financial/tieout';

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = await t.login();
});
afterAll(() => t.close());

const rows = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)).rows as T[];
const get = (path: string, token = admin) => t.as(token)({ method: 'GET', url: path });
const tieoutOn = async (date?: string): Promise<Tieout> => {
  const res = await get(date ? `${url}?date=${date}` : url);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const check = (r: Tieout, kind: TieoutCheck['kind']) => r.checks.find((c) => c.kind === kind) as TieoutCheck;

/**
 * A balanced entry written with SQL, as a script or a bug would, bypassing every service: its source type is
 * an owner of the control account (so no trigger refuses it) but no document stands behind it.
 */
async function strayEntry(
  date: string,
  sourceType: string,
  lines: { account: number; debit: string; credit: string; customerId?: number; supplierId?: number }[],
) {
  const company = await defaultCompanyId(db);
  const period = await openPeriodFor(db, company, date);
  const [e] = await rows<{ id: number }>(
    sql`insert into journal_entries (company_id, entry_date, period_id, source_type, memo)
        values (${company}, ${date}, ${period.id}, ${sourceType}, 'stray') returning id`,
  );
  await db.execute(
    sql`insert into journal_lines (entry_id, line_number, account_id, period_id, entry_date, debit, credit,
                                   customer_id, supplier_id, source_type)
        values ${sql.join(
          lines.map(
            (l, i) =>
              sql`(${e.id}, ${i + 1}, ${l.account}, ${period.id}, ${date}, ${l.debit}, ${l.credit},
                   ${l.customerId ?? null}, ${l.supplierId ?? null}, ${sourceType})`,
          ),
          sql`, `,
        )}`,
  );
  return e.id;
}

describe('tie-out', () => {
  it('finds every control account in agreement on the demo books today, one row per kind', async () => {
    const r = await tieoutOn();
    expect(r.date).toBe(today);
    expect(r.checks.map((c) => c.kind)).toEqual(['AR', 'AP', 'Inventory', 'AccruedPayables']);
    for (const kind of ['AR', 'AP'] as const) {
      const c = check(r, kind);
      expect(c.account, kind).not.toBeNull();
      expect(c.difference, kind).toBe('0.00');
      expect(c.parties, kind).toEqual([]);
      expect(c.agrees, kind).toBe(true);
    }
    expect(Number(check(r, 'AR').glBalance)).toBeGreaterThan(0);
    // The receivables total is the aging's open invoices less the open credits (unapplied payments).
    const [owed] = await rows<{ invoices: string; credits: string }>(
      sql`select (select coalesce(sum(balance), 0) from invoices)::text as invoices,
                 (select coalesce(sum(balance), 0) from customer_credits where status = 'Open')::text as credits`,
    );
    expect(Number(check(r, 'AR').subledgerTotal)).toBeCloseTo(
      Number(owed.invoices) - Number(owed.credits),
      2,
    );
  });

  it('agrees on past dates too: as of the start of each of the last twelve months', async () => {
    for (let m = 1; m <= 12; m += 3) {
      const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - m);
      const date = d.toISOString().slice(0, 10);
      const r = await tieoutOn(date);
      expect(r.date).toBe(date);
      for (const kind of ['AR', 'AP'] as const)
        expect(check(r, kind).difference, `${kind} ${date}`).toBe('0.00');
    }
  });

  it('shows the difference a line written around the documents makes, from its date on, and who it names', async () => {
    const ar = await accountForRole(db, 'AR');
    const ap = await accountForRole(db, 'AP');
    const revenue = await accountForRole(db, 'Revenue');
    const expense = await accountForRole(db, 'Expense');
    const [customer] = await rows<{ id: number; name: string }>(
      sql`select id, name from customers order by id limit 1`,
    );
    await strayEntry(today, 'Invoice', [
      { account: ar, debit: '123.45', credit: '0', customerId: Number(customer.id) },
      { account: revenue, debit: '0', credit: '123.45' },
    ]);
    await strayEntry(today, 'VendorBill', [
      { account: expense, debit: '50.00', credit: '0' },
      { account: ap, debit: '0', credit: '50.00' },
    ]);
    const r = await tieoutOn(today);
    expect(r.allAgree).toBe(false);
    const arCheck = check(r, 'AR');
    expect(arCheck.agrees).toBe(false);
    expect(arCheck.difference).toBe('123.45');
    expect(arCheck.parties).toEqual([
      expect.objectContaining({
        kind: 'customer',
        id: Number(customer.id),
        name: customer.name,
        difference: '123.45',
      }),
    ]);
    const party = arCheck.parties[0];
    expect(Number(party.glBalance) - Number(party.subledgerTotal)).toBeCloseTo(123.45, 2);
    const apCheck = check(r, 'AP');
    expect(apCheck.difference).toBe('50.00');
    expect(apCheck.parties).toEqual([
      {
        kind: 'supplier',
        id: null,
        name: '(lines with no supplier)',
        glBalance: '50.00',
        subledgerTotal: '0.00',
        difference: '50.00',
      },
    ]);

    // The day before, the stray lines did not exist yet.
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    const before = await tieoutOn(d.toISOString().slice(0, 10));
    expect(check(before, 'AR').difference).toBe('0.00');
    expect(check(before, 'AP').difference).toBe('0.00');

    // The download shows the same rows.
    const x = await get(`${url}/export?type=xlsx&date=${today}`);
    expect(x.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0].getSheetValues());
    expect(text).toContain('123.45');
    expect(text).toContain(customer.name);
    expect((await get(`${url}/export?type=pdf&date=${today}`)).statusCode).toBe(200);
  });

  it('names a bad date, and needs General ledger read', async () => {
    const bad = await get(`${url}?date=2026-13-40`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('date');
    const none = await userWith(t, admin, []);
    const inv = await userWith(t, admin, [{ id: Permission.Invoices, accessLevel: 2 }]);
    const glOnly = await userWith(t, admin, [{ id: Permission.GeneralLedger, accessLevel: 1 }]);
    expect((await get(url, none.token)).statusCode).toBe(403);
    expect((await get(url, inv.token)).statusCode).toBe(403);
    expect((await get(url, glOnly.token)).statusCode).toBe(200);
    expect((await t.as(null)({ method: 'GET', url })).statusCode).toBe(401);
  });
});
