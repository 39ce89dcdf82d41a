import {
  BUDGET_DATES,
  BUDGET_LOCKED,
  type Budget,
  type BudgetEntry,
  DUPLICATE_ENTRY,
} from '@fieldline/contracts/budgets/budgets.contract';
import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, keysOf, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { defaultCompanyId, ensureCalendarFor } from '../ledger';
import { calendarPeriods, fiscalCalendars } from '../ledger/ledger.table';
import { budgetEntries, budgets } from './budgets.table';
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

const fields = (e: { field: string }[]) => e.map((x) => x.field).sort();

describe('budgets', () => {
  it('creates a calendar-year budget for all active offices with the spec fields', async () => {
    const b = await newBudget(api, { description: 'Operating plan 2026' });
    expect(keysOf(b)).toEqual(
      [
        'id',
        'financialYear',
        'description',
        'startDate',
        'endDate',
        'companyID',
        'companyName',
        'accountFormat',
        'officeID',
        'officeName',
        'budgetType',
        'targetPct',
        'locked',
        'offices',
        'createdDate',
        'createdBy',
        'modifiedDate',
        'modifiedBy',
        'version',
      ].sort(),
    );
    expect(b).toMatchObject({
      financialYear: 2026,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      companyName: 'Summit Mechanical & Electric',
      accountFormat: '{code} {name}',
      officeID: null,
      officeName: null,
      budgetType: 1,
      targetPct: '0.0000',
      locked: false,
    });
    expect(b.offices.map((o) => o.name).sort()).toEqual(['Colorado Springs', 'Denver']);
    const again = await api('GET', `/v1/budget/${b.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(b);
  });

  it('a budget for one office lists that office; a fiscal year starting in July ends in June', async () => {
    const b = await newBudget(api, {
      officeID: f.springs.id,
      startDate: '2026-07-01',
      budgetType: 2,
      targetPct: '5.5',
      offices: [{ id: f.denver.id }],
    });
    expect(b).toMatchObject({
      officeID: f.springs.id,
      officeName: 'Colorado Springs',
      endDate: '2027-06-30',
      budgetType: 2,
      targetPct: '5.5000',
    });
    expect(b.offices.map((o) => o.id).sort()).toEqual([f.denver.id, f.springs.id].sort());
  });

  it('refuses bad input naming every field, and saves nothing', async () => {
    const before = await countRows(t, budgets);
    const res = await api('POST', '/v1/budget', {
      description: 'x',
      budgetType: 3,
      targetPct: 'abc',
      startDate: '2026-02-30',
      colour: 'red',
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res.json().errors)).toEqual([
      'budgetType',
      'colour',
      'financialYear',
      'startDate',
      'targetPct',
    ]);
    const dates = await api('POST', '/v1/budget', { financialYear: 2026, endDate: '2028-01-01' });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().errors).toEqual([{ field: 'endDate', message: BUDGET_DATES }]);
    const office = await api('POST', '/v1/budget', {
      financialYear: 2026,
      officeID: 99999,
      offices: [99998],
    });
    expect(office.statusCode).toBe(400);
    expect(fields(office.json().errors)).toEqual(['officeID', 'offices[0]']);
    expect(await countRows(t, budgets)).toBe(before);
  });

  it('answers 404 for a missing budget and 401 without sign-in', async () => {
    expect((await api('GET', '/v1/budget/999999')).statusCode).toBe(404);
    expect((await api('PATCH', '/v1/budget/999999', { description: 'x' })).statusCode).toBe(404);
    expect((await api('GET', '/v1/budget/999999/entries')).statusCode).toBe(404);
    expect((await t.as(null)({ method: 'GET', url: '/v1/budget/search' })).statusCode).toBe(401);
  });

  it('searches by year, office and description with count_filtered and paging', async () => {
    await newBudget(api, {
      financialYear: 2031,
      description: 'Springs stretch goal',
      officeID: f.springs.id,
    });
    await newBudget(api, { financialYear: 2031, description: 'Company baseline', offices: [f.denver.id] });
    const year = (await api('GET', '/v1/budget/search?financialYear=2031')).json();
    expect(year.count_filtered).toBe(2);
    expect(year.data.map((b: Budget) => b.description).sort()).toEqual([
      'Company baseline',
      'Springs stretch goal',
    ]);
    const office = (await api('GET', `/v1/budget/search?financialYear=2031&officeId=${f.springs.id}`)).json();
    expect(office.data.map((b: Budget) => b.description)).toEqual(['Springs stretch goal']);
    const text = (await api('GET', '/v1/budget/search?query=stretch')).json();
    expect(text.data.map((b: Budget) => b.description)).toEqual(['Springs stretch goal']);
    const page = (await api('GET', '/v1/budget/search?financialYear=2031&limit=1&offset=1')).json();
    expect(page.count_filtered).toBe(2);
    expect(page.data).toHaveLength(1);
    const bad = await api('GET', '/v1/budget/search?financialYear=abc&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.json().errors)).toEqual(['financialYear', 'limit']);
  });

  it('updates fields; a locked budget refuses everything but unlocking', async () => {
    const b = await newBudget(api);
    const renamed = await api('PATCH', `/v1/budget/${b.id}`, { description: 'Renamed', version: b.version });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ description: 'Renamed', version: b.version + 1 });
    const stale = await api('PATCH', `/v1/budget/${b.id}`, { description: 'Old', version: b.version });
    expect(stale.statusCode).toBe(409);
    expect((await api('PATCH', `/v1/budget/${b.id}`, { locked: true })).json().locked).toBe(true);
    for (const body of [{ description: 'Nope' }, { locked: false, description: 'Nope' }, { offices: [] }]) {
      const res = await api('PATCH', `/v1/budget/${b.id}`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: BUDGET_LOCKED, code: ErrorCodes.RULE });
    }
    const unlocked = await api('PATCH', `/v1/budget/${b.id}`, { locked: false });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ locked: false, description: 'Renamed' });
    const offices = await api('PATCH', `/v1/budget/${b.id}`, { offices: [] });
    expect(offices.json().offices).toEqual([]);
  });
});

describe('budget entries', () => {
  let b: Budget;
  beforeAll(async () => {
    b = await newBudget(api);
    const companyId = await defaultCompanyId(t.database.db);
    await ensureCalendarFor(t.database.db, companyId, '2026-03-01');
    const [cal] = await t.database.db
      .select()
      .from(fiscalCalendars)
      .where(and(eq(fiscalCalendars.companyId, companyId), eq(fiscalCalendars.fiscalYear, 2026)));
    await t.database.db
      .update(calendarPeriods)
      .set({ isClosed: true })
      .where(and(eq(calendarPeriods.calendarId, cal.id), eq(calendarPeriods.periodNumber, 3)));
  });

  const entry = (extra: object = {}) => ({
    accountID: f.revenue.id,
    officeID: f.denver.id,
    periodNumber: 3,
    amount: '1250.50',
    ...extra,
  });

  it('adds, reads and changes an entry; periodClosed comes from the calendar period of its month', async () => {
    const res = await api('POST', `/v1/budget/${b.id}/entry`, entry());
    expect(res.statusCode).toBe(201);
    const e: BudgetEntry = res.json();
    expect(keysOf(e)).toEqual(
      [
        'id',
        'amount',
        'basisAmount',
        'periodClosed',
        'budgetEntriesID',
        'accountID',
        'officeID',
        'divisionID',
        'departmentID',
        'accountingPeriodID',
        'periodNumber',
      ].sort(),
    );
    expect(e).toMatchObject({
      amount: '1250.50',
      basisAmount: '0.00',
      periodClosed: true,
      budgetEntriesID: b.id,
      accountID: f.revenue.id,
      officeID: f.denver.id,
      divisionID: 0,
      departmentID: 0,
      periodNumber: 3,
    });
    expect(e.accountingPeriodID).toEqual(expect.any(Number));
    const april = (
      await api('POST', `/v1/budget/${b.id}/entry`, entry({ periodNumber: 4, amount: 10 }))
    ).json();
    expect(april.periodClosed).toBe(false);

    const got = await api('GET', `/v1/budget/${b.id}/entry/${e.id}`);
    expect(got.json()).toEqual(e);
    // More than 2 decimals is refused, not rounded (issue 14); so is an amount over 999,999,999.99.
    const precise = await api('PATCH', `/v1/budget/${b.id}/entry/${e.id}`, { amount: '-20.125' });
    expect(precise.json().errors).toEqual([{ field: 'amount', message: 'At most 2 decimal places.' }]);
    const huge = await api('PATCH', `/v1/budget/${b.id}/entry/${e.id}`, { amount: '1e12' });
    expect(huge.json().errors).toEqual([{ field: 'amount', message: 'Must be at most 999,999,999.99.' }]);
    const patched = await api('PATCH', `/v1/budget/${b.id}/entry/${e.id}`, { amount: '-20.12' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().amount).toBe('-20.12');
    const list = (await api('GET', `/v1/budget/${b.id}/entries`)).json();
    expect(list.map((x: BudgetEntry) => [x.periodNumber, x.amount])).toEqual([
      [3, '-20.12'],
      [4, '10.00'],
    ]);
  });

  it('refuses a duplicate entry (409), bad input (400) and an entry of another budget (404)', async () => {
    const dup = await api('POST', `/v1/budget/${b.id}/entry`, entry({ amount: 1 }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(DUPLICATE_ENTRY);
    const before = await countRows(t, budgetEntries, eq(budgetEntries.budgetId, b.id));
    const bad = await api('POST', `/v1/budget/${b.id}/entry`, {
      accountID: f.revenue.id,
      periodNumber: 13,
      amount: 'lots',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.json().errors)).toEqual(['amount', 'periodNumber']);
    const refs = await api('POST', `/v1/budget/${b.id}/entry`, {
      accountID: 999999,
      officeID: 999999,
      divisionID: 999999,
      departmentID: 999999,
      periodNumber: 1,
      amount: 1,
    });
    expect(refs.statusCode).toBe(400);
    expect(fields(refs.json().errors)).toEqual(['accountID', 'departmentID', 'divisionID', 'officeID']);
    expect(await countRows(t, budgetEntries, eq(budgetEntries.budgetId, b.id))).toBe(before);
    const other = await newBudget(api);
    const [first] = (await api('GET', `/v1/budget/${b.id}/entries`)).json();
    expect((await api('GET', `/v1/budget/${other.id}/entry/${first.id}`)).statusCode).toBe(404);
    expect((await api('PATCH', `/v1/budget/${other.id}/entry/${first.id}`, { amount: 1 })).statusCode).toBe(
      404,
    );
    expect((await api('PATCH', `/v1/budget/${b.id}/entry/${first.id}`, { amount: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('applies bulk updates and creates together; any failure saves nothing', async () => {
    const bb = await newBudget(api);
    const made = (
      await api('POST', `/v1/budget/${bb.id}/entry`, entry({ periodNumber: 1, amount: 5 }))
    ).json();
    const ok = await api('POST', `/v1/budget/${bb.id}/entries/bulk`, {
      updates: [{ id: made.id, amount: '7.5' }],
      creates: [
        entry({ periodNumber: 2, amount: 8 }),
        entry({ periodNumber: 2, officeID: f.springs.id, amount: 9 }),
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ updated: 1, created: 2 });
    const count = () => countRows(t, budgetEntries, eq(budgetEntries.budgetId, bb.id));
    expect(await count()).toBe(3);
    const dup = await api('POST', `/v1/budget/${bb.id}/entries/bulk`, {
      updates: [{ id: made.id, amount: '100' }],
      creates: [entry({ periodNumber: 5 }), entry({ periodNumber: 5 })],
    });
    expect(dup.statusCode).toBe(409);
    const unknown = await api('POST', `/v1/budget/${bb.id}/entries/bulk`, {
      updates: [{ id: 999999, amount: '1' }],
      creates: [entry({ periodNumber: 6, accountID: 999999 })],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown.json().errors)).toEqual(['updates[0].id']);
    expect(await count()).toBe(3);
    expect((await api('GET', `/v1/budget/${bb.id}/entry/${made.id}`)).json().amount).toBe('7.50');
  });

  it('a locked budget refuses entry changes with the rule message', async () => {
    const lb = await newBudget(api);
    const made = (await api('POST', `/v1/budget/${lb.id}/entry`, entry({ amount: 5 }))).json();
    await api('PATCH', `/v1/budget/${lb.id}`, { locked: true });
    for (const [method, url, body] of [
      ['POST', `/v1/budget/${lb.id}/entry`, entry({ periodNumber: 9 })],
      ['PATCH', `/v1/budget/${lb.id}/entry/${made.id}`, { amount: 1 }],
      ['POST', `/v1/budget/${lb.id}/entries/bulk`, { updates: [{ id: made.id, amount: 1 }] }],
    ] as const) {
      const res = await api(method, url, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(BUDGET_LOCKED);
    }
    expect((await api('GET', `/v1/budget/${lb.id}/entry/${made.id}`)).json().amount).toBe('5.00');
  });
});

describe('budget permissions', () => {
  it('needs Budgets: read access to read, full access to change', async () => {
    const b = await newBudget(api);
    const none = (await userWith(t, admin)).token;
    const reader = (await userWith(t, admin, [{ id: Permission.Budgets, accessLevel: 1 }])).token;
    const calls: [string, string, unknown, boolean][] = [
      ['GET', '/v1/budget/search', undefined, false],
      ['GET', `/v1/budget/${b.id}`, undefined, false],
      ['GET', `/v1/budget/${b.id}/entries`, undefined, false],
      ['GET', `/v1/budget/${b.id}/accounts`, undefined, false],
      ['GET', `/v1/budget/${b.id}/export.xlsx`, undefined, false],
      ['POST', '/v1/budget', { financialYear: 2026 }, true],
      ['PATCH', `/v1/budget/${b.id}`, { description: 'x' }, true],
      ['POST', `/v1/budget/${b.id}/entry`, { accountID: f.revenue.id, periodNumber: 1, amount: 1 }, true],
      ['POST', `/v1/budget/${b.id}/entries/bulk`, {}, true],
      ['POST', `/v1/budget/${b.id}/import`, { file: 'AAAA' }, true],
    ];
    for (const [method, url, body, writes] of calls) {
      expect((await api(method as 'GET', url, body, none)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api(method as 'GET', url, body, reader)).statusCode, `${method} ${url}`).toBe(
        writes ? 403 : 200,
      );
    }
    expect(await countRows(t, budgetEntries, eq(budgetEntries.budgetId, b.id))).toBe(0);
  });
});
