import { Permission } from '@fieldline/contracts/common/permissions';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { periodInfo } from '../ledger';
import { calendarPeriods, glAccounts, journalEntries, journalLines } from '../ledger/ledger.table';

let t: TestApp;
let admin: string;
let reader: string;
let ref: { typeId: number; statusId: number; officeId: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  reader = (await userWith(t, admin, [{ id: Permission.Assets, accessLevel: 1 }])).token;
  const types = (await api('GET', '/v1/assets/types')).json();
  const statuses = (await api('GET', '/v1/assets/assetstatus')).json();
  const offices = (await api('GET', '/v1/offices')).json();
  ref = {
    typeId: types[0].id,
    statusId: statuses[0].id,
    officeId: (offices.data ?? offices)[0].id,
  };
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fields = (res: { json(): any }) =>
  (res.json().errors ?? []).map((e: { field: string }) => e.field).sort();
const newAsset = async (over: Record<string, unknown> = {}) => {
  const res = await api('POST', '/v1/assets', {
    assetNumber: unique('A'),
    name: 'Service van',
    ...ref,
    cost: '12400.00',
    inServiceDate: '2030-01-15',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const roleBalance = async (role: string) => {
  const [row] = await t.database.db
    .select({ n: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(journalLines)
    .innerJoin(glAccounts, eq(glAccounts.id, journalLines.accountId))
    .where(eq(glAccounts.systemRole, role));
  return Number(row.n);
};

describe('assets', () => {
  it('creates, finds, changes and transfers assets; refuses bad input by field and readers writing', async () => {
    const a = await newAsset({ serialNumber: 'SN-77', isRentable: true });
    expect(a).toMatchObject({
      name: 'Service van',
      cost: '12400.00',
      bookValue: '12400.00',
      isRentable: true,
    });
    const bad = await api('POST', '/v1/assets', {
      assetNumber: '',
      name: 'x',
      ...ref,
      typeId: 999999,
      cost: '-1',
      purchaseDate: '2030-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['assetNumber', 'cost', 'purchaseDate']);
    const unknownType = await api('POST', '/v1/assets', {
      assetNumber: unique('A'),
      name: 'x',
      ...ref,
      typeId: 999999,
    });
    expect(fields(unknownType)).toEqual(['typeId']);
    const dupe = await api('POST', '/v1/assets', { assetNumber: a.assetNumber, name: 'x', ...ref });
    expect(fields(dupe)).toEqual(['assetNumber']);
    expect(
      (await api('POST', '/v1/assets', { assetNumber: unique('A'), name: 'x', ...ref }, reader)).statusCode,
    ).toBe(403);
    expect((await api('GET', `/v1/assets/${a.id}`, undefined, reader)).statusCode).toBe(200);
    expect((await api('GET', '/v1/assets/2147483648')).statusCode).toBe(400);
    expect((await api('GET', '/v1/assets/99999999')).statusCode).toBe(404);

    const found = (await api('GET', `/v1/assets/search?query=SN-77`)).json();
    expect(found.data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const stale = await api('PATCH', `/v1/assets/${a.id}`, { name: 'Van 2', version: 99 });
    expect(stale.statusCode).toBe(409);
    expect((await api('PATCH', `/v1/assets/${a.id}`, {})).statusCode).toBe(400);
    const renamed = await api('PATCH', `/v1/assets/${a.id}`, { name: 'Van 2', version: a.version });
    expect(renamed.json()).toMatchObject({ name: 'Van 2', version: a.version + 1 });

    const office = await t.database.db.execute(
      sql`insert into offices (company_id, name) select company_id, ${unique('Branch')} from offices limit 1 returning id`,
    );
    const branch = ((office as { rows?: { id: number }[] }).rows ??
      (office as unknown as { id: number }[]))[0].id;
    const check = (await api('GET', `/v1/assets/${a.id}/validateChange?officeId=${branch}`)).json();
    expect(check.canConfirm).toBe(true);
    expect(check.warnings[0]).toContain('moves from');
    const moved = await api('POST', '/v1/assets/transferAssets', {
      assetIds: [a.id],
      officeId: branch,
      note: 'New branch',
    });
    expect(moved.json()).toEqual({ transferred: 1 });
    const again = await api('POST', '/v1/assets/transferAssets', { assetIds: [a.id], officeId: branch });
    expect(again.statusCode).toBe(422);
    const history = (await api('GET', `/v1/assets/${a.id}/transfers`)).json();
    expect(history).toMatchObject([{ toOffice: { id: branch }, note: 'New branch' }]);
    expect(
      fields(await api('POST', '/v1/assets/transferAssets', { assetIds: [], officeId: branch })),
    ).toEqual(['assetIds']);
    const groups = await api('POST', '/v1/assets/groups', { name: unique('Excavators') });
    expect(groups.statusCode, groups.body).toBe(201);
    expect((await api('GET', '/v1/assets/officegroups')).statusCode).toBe(200);
    const lookup = (await api('GET', '/v1/cache/assetstatuses')).json();
    expect(lookup.length).toBeGreaterThan(0);
  });
});

describe('linked items', () => {
  it("answers each asset's item, its own or its group's, filtered by asset, group or item", async () => {
    const [tune, trip] = (await api('GET', '/v1/items/search?query=SVC-TUNE-AC&limit=1'))
      .json()
      .data.concat((await api('GET', '/v1/items/search?query=FEE-TRIP&limit=1')).json().data);
    const group = (
      await api('POST', '/v1/assets/groups', { name: unique('Heaters'), itemId: trip.id })
    ).json();
    const own = await newAsset({ itemId: tune.id, groupId: group.id });
    const grouped = await newAsset({ groupId: group.id });
    const rows = (await api('GET', `/v1/assets/querylinkeditems?groupId=${group.id}`)).json();
    // By item name: AC Precision Tune-Up, then Trip Charge.
    const seen = rows.map((r: { asset: { id: number }; item: { id: number }; via: string }) => [
      r.asset.id,
      r.item.id,
      r.via,
    ]);
    expect(seen).toEqual([
      [own.id, tune.id, 'Asset'],
      [grouped.id, trip.id, 'Group'],
    ]);
    const byItem = (
      await api('GET', `/v1/assets/querylinkeditems?itemId=${tune.id}&assetId=${own.id}`)
    ).json();
    expect(byItem).toHaveLength(1);
    expect(fields(await api('GET', '/v1/assets/querylinkeditems?limit=0'))).toEqual(['limit']);
    expect((await api('GET', '/v1/assets/querylinkeditems', undefined, reader)).statusCode).toBe(200);
  });
});

describe('depreciation', () => {
  it('makes a schedule that sums to cost less salvage, posts what is due once, and keeps books tied', async () => {
    const a = await newAsset();
    const bad = await api('POST', `/v1/assets/${a.id}/depreciation`, {
      method: 'Sideways',
      lifeMonths: 0,
      salvageValue: 'lots',
    });
    expect(fields(bad)).toEqual(['lifeMonths', 'method', 'salvageValue']);
    const over = await api('POST', `/v1/assets/${a.id}/depreciation`, {
      method: 'StraightLine',
      lifeMonths: 12,
      salvageValue: '20000',
    });
    expect(fields(over)).toEqual(['salvageValue']);
    const res = await api('POST', `/v1/assets/${a.id}/depreciation`, {
      method: 'StraightLine',
      lifeMonths: 12,
      salvageValue: '400.00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const dep = res.json();
    expect(dep.periods).toHaveLength(13);
    expect(dep.periods[0]).toMatchObject({
      periodStart: '2030-01-15',
      periodEnd: '2030-01-31',
      amount: '548.39',
    });
    expect(dep.remaining).toBe('12000.00');
    expect(
      (await api('POST', `/v1/assets/${a.id}/depreciation`, { method: 'StraightLine', lifeMonths: 5 }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await api(
          'POST',
          `/v1/assets/${a.id}/depreciation`,
          { method: 'StraightLine', lifeMonths: 5 },
          reader,
        )
      ).statusCode,
    ).toBe(403);

    const expense = await roleBalance('DepreciationExpense');
    const accumulated = await roleBalance('AccumulatedDepreciation');
    const first = await api('POST', '/v1/assets/depreciation/post', { through: '2030-03-31' });
    expect(first.statusCode, first.body).toBe(200);
    // The demo's assets post their due periods too: the ledger moves by what the call says it posted.
    const amount = Number(first.json().amount);
    expect((await api('GET', `/v1/assets/${a.id}/depreciation`)).json()[0].posted).toBe('2548.39');
    expect((await api('POST', '/v1/assets/depreciation/post', { through: '2030-03-31' })).json().posted).toBe(
      0,
    );
    expect(await roleBalance('DepreciationExpense')).toBeCloseTo(expense + amount, 2);
    expect(await roleBalance('AccumulatedDepreciation')).toBeCloseTo(accumulated - amount, 2);
    expect((await api('GET', `/v1/assets/${a.id}`)).json().bookValue).toBe('9851.61');

    // A change recomputes only what is not posted: salvage 1,000 leaves 9,400 − 2,548.39 over the rest.
    const changed = await api('PATCH', `/v1/assets/${a.id}/depreciation/${dep.id}`, {
      salvageValue: '1000.00',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json();
    expect(after.periods.slice(0, 3).map((p: { amount: string }) => p.amount)).toEqual([
      '548.39',
      '1000.00',
      '1000.00',
    ]);
    const sum = after.periods.reduce(
      (s: number, p: { amount: string }) => s + Math.round(Number(p.amount) * 100),
      0,
    );
    expect(sum).toBe(1_140_000);

    // April closed: its depreciation goes on the first open day, with a note.
    const { period } = await periodInfo(t.database.db, '2030-04-15');
    await t.database.db
      .update(calendarPeriods)
      .set({ isClosed: true })
      .where(eq(calendarPeriods.id, period.id));
    try {
      await api('POST', '/v1/assets/depreciation/post', { through: '2030-04-30' });
      const april = (await api('GET', `/v1/assets/${a.id}/depreciation`)).json()[0].periods[3];
      expect(april.note).toContain('is closed');
      const [entry] = await t.database.db
        .select({ date: journalEntries.entryDate })
        .from(journalEntries)
        .where(and(eq(journalEntries.id, april.journalEntryId)));
      expect(String(entry.date).slice(0, 10)).toBe('2030-05-01');
    } finally {
      await t.database.db
        .update(calendarPeriods)
        .set({ isClosed: false })
        .where(eq(calendarPeriods.id, period.id));
    }
  });
});
