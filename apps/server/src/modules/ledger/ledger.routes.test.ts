import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { AccessLevel, Permission } from '@fieldline/contracts/common/permissions';
import type {
  AccountLookupRow,
  GlAccount,
  GlAccountDetail,
} from '@fieldline/contracts/ledger/ledger.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { departments, divisions, offices } from '../organization/organization.table';
import { accountForRole, postEntry } from './ledger.posting';
import { glAccounts } from './ledger.table';

let t: TestApp;
let admin: string;
let reader: string;
let nobody: string;
let groups: { id: number; name: string; chartOfAccountType: number }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  reader = (await userWith(t, admin, [{ id: Permission.ChartOfAccounts, accessLevel: AccessLevel.Read }]))
    .token;
  nobody = (await userWith(t, admin, [])).token;
  groups = (await t.as(admin)({ method: 'GET', url: '/v1/chartofaccounts/groups' })).json();
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.as(token)({ method, url, payload: payload as object });
const group = (name: string) => groups.find((g) => g.name === name)!.id;

describe('chart of accounts: accounts', () => {
  it('creates, reads and updates an account; the type follows the group', async () => {
    const res = await call(admin, 'POST', '/v1/chartofaccounts', {
      name: 'Shop Consumables',
      code: '6155',
      groupID: group('Operating Expenses'),
      COGS: false,
    });
    expect(res.statusCode).toBe(201);
    const a: GlAccountDetail = res.json();
    expect(a).toMatchObject({
      name: 'Shop Consumables',
      code: '6155',
      chartOfAccountType: 6,
      isActive: true,
      isInventory: false,
      systemRole: null,
      offices: [],
      displayCode: '6155-00-00-000',
      displayName: 'Shop Consumables',
      hasPostings: false,
      version: 1,
    });
    expect(a.accountCode).toMatch(new RegExp(`^\\d+_${a.id}_0_0_0$`));
    expect((await call(reader, 'GET', `/v1/chartofaccounts/${a.id}`)).json()).toEqual(a);

    const [office] = await t.database.db.select().from(offices).limit(1);
    const patched = await call(admin, 'PATCH', `/v1/chartofaccounts/${a.id}`, {
      name: 'Shop Consumables & Tools',
      offices: [office.id],
      isActive: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Shop Consumables & Tools',
      offices: [office.id],
      isActive: false,
      version: 2,
    });
  });

  it('answers 400 naming the fields, 404, 409 for a duplicate code or role, and 403 without the permission', async () => {
    const before = await countRows(t, glAccounts);
    const bad = await call(admin, 'POST', '/v1/chartofaccounts', {
      code: '',
      groupID: 'x',
      offices: ['a'],
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'code', 'groupID', 'offices[0]', 'extra']));
    const unknownGroup = await call(admin, 'POST', '/v1/chartofaccounts', {
      name: 'X',
      code: 'X1',
      groupID: 9999,
    });
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json().errors).toEqual([{ field: 'groupID', message: 'Unknown account group' }]);
    const unknownOffice = await call(admin, 'POST', '/v1/chartofaccounts', {
      name: 'X',
      code: 'X1',
      groupID: group('Revenue'),
      offices: [99999],
    });
    expect(unknownOffice.json().errors).toEqual([{ field: 'offices', message: 'Unknown office id' }]);
    expect(await countRows(t, glAccounts)).toBe(before);

    const dup = await call(admin, 'POST', '/v1/chartofaccounts', {
      name: 'Again',
      code: '6155',
      groupID: group('Revenue'),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: ErrorCodes.DUPLICATE,
      message: 'An account with the code 6155 already exists.',
    });
    const role = await call(admin, 'POST', '/v1/chartofaccounts', {
      name: 'Second AR',
      code: '1299',
      groupID: group('Current Assets'),
      systemRole: 'AR',
    });
    expect(role.statusCode).toBe(409);
    expect(role.json().message).toMatch(/^The AR role is already held by account /);

    expect((await call(admin, 'GET', '/v1/chartofaccounts/999999')).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', '/v1/chartofaccounts/999999', { name: 'n' })).statusCode).toBe(404);
    expect((await call(nobody, 'GET', '/v1/chartofaccounts/search')).statusCode).toBe(403);
    const ro = await call(reader, 'POST', '/v1/chartofaccounts', {
      name: 'R',
      code: 'R1',
      groupID: group('Revenue'),
    });
    expect(ro.statusCode).toBe(403);
    expect((await call(reader, 'PATCH', '/v1/chartofaccounts/1', { name: 'R' })).statusCode).toBe(403);
    expect((await call(nobody, 'GET', '/v1/chartofaccounts/lookup')).statusCode).toBe(403);
  });

  it('refuses a type change once the account has postings, and a stale version', async () => {
    const created: GlAccountDetail = (
      await call(admin, 'POST', '/v1/chartofaccounts', {
        name: 'Misc Income',
        code: '7100',
        groupID: group('Other Income'),
      })
    ).json();
    const cash = await accountForRole(t.database.db, 'Cash');
    await postEntry(t.database.db, {
      entryDate: '2031-02-01',
      sourceType: 'Manual',
      userId: null,
      lines: [
        { accountId: cash, debit: '5' },
        { accountId: created.id, credit: '5' },
      ],
    });
    const res = await call(admin, 'PATCH', `/v1/chartofaccounts/${created.id}`, {
      groupID: group('Revenue'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('An account with postings cannot change its type.');
    const type = await call(admin, 'PATCH', `/v1/chartofaccounts/${created.id}`, { chartOfAccountType: 4 });
    expect(type.statusCode).toBe(422);
    // Same-type changes are fine.
    expect(
      (await call(admin, 'PATCH', `/v1/chartofaccounts/${created.id}`, { name: 'Misc. Income' })).statusCode,
    ).toBe(200);
    const stale = await call(admin, 'PATCH', `/v1/chartofaccounts/${created.id}`, { name: 'Y', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCodes.STALE_VERSION);
  });

  it('searches by code and name with the filters, pages by 50 and counts', async () => {
    const all = (await call(reader, 'GET', '/v1/chartofaccounts/search')).json();
    expect(all.data.length).toBeLessThanOrEqual(50);
    expect(all.count_filtered).toBeGreaterThan(10);
    expect(Object.keys(all.data[0]).sort()).toEqual(
      [
        'id',
        'name',
        'code',
        'groupID',
        'groupName',
        'chartOfAccountType',
        'coaCodeFormat',
        'coaNameFormat',
        'COGS',
        'isActive',
        'isInventory',
        'systemRole',
        'controlKind',
        'offices',
        'divisions',
        'departments',
        'description',
        'accountCode',
        'displayCode',
        'displayName',
      ].sort(),
    );
    const codes = all.data.map((a: GlAccount) => a.code);
    expect(codes).toEqual([...codes].sort());

    const noArAp = (
      await call(
        reader,
        'GET',
        '/v1/chartofaccounts/search?excludeRoles=AR&excludeRoles=AP&isInventory=false&limit=500',
      )
    ).json();
    expect(
      noArAp.data.some((a: GlAccount) => a.systemRole === 'AR' || a.systemRole === 'AP' || a.isInventory),
    ).toBe(false);
    expect(noArAp.count_filtered).toBeLessThan(all.count_filtered);
    const one = (await call(reader, 'GET', '/v1/chartofaccounts/search?excludeRoles=AR')).json();
    expect(one.data.some((a: GlAccount) => a.systemRole === 'AR')).toBe(false);
    const inv = (await call(reader, 'GET', '/v1/chartofaccounts/search?isInventory=true')).json();
    expect(inv.data.every((a: GlAccount) => a.isInventory)).toBe(true);
    const byText = (await call(reader, 'GET', '/v1/chartofaccounts/search?query=shop%20consum')).json();
    expect(byText.data.map((a: GlAccount) => a.code)).toEqual(['6155']);
    expect(
      (await call(reader, 'GET', '/v1/chartofaccounts/search?query=6155%20Shop')).json().count_filtered,
    ).toBe(1);
    const types = (await call(reader, 'GET', '/v1/chartofaccounts/search?chartOfAccountType=4')).json();
    expect(types.data.every((a: GlAccount) => a.chartOfAccountType === 4)).toBe(true);
    const inactive = (await call(reader, 'GET', '/v1/chartofaccounts/search?isActive=false')).json();
    expect(inactive.data.map((a: GlAccount) => a.code)).toContain('6155');
    const page = (await call(reader, 'GET', '/v1/chartofaccounts/search?offset=2&limit=3')).json();
    expect(page.data.map((a: GlAccount) => a.code)).toEqual(codes.slice(2, 5));
    expect((await call(reader, 'GET', '/v1/chartofaccounts/search/count?isInventory=true')).json()).toEqual({
      count: inv.count_filtered,
    });
    const bad = await call(
      reader,
      'GET',
      '/v1/chartofaccounts/search?isInventory=maybe&excludeRoles=Nope&limit=0',
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['excludeRoles[0]', 'isInventory', 'limit'].sort());
  });
});

describe('chart of accounts: modifiers, lookup, checksum and legacy list', () => {
  it('lists offices, divisions and departments, and the modifiers together', async () => {
    const mods = (await call(reader, 'GET', '/v1/chartofaccounts/modifiers')).json();
    expect(Object.keys(mods).sort()).toEqual(['departments', 'divisions', 'offices']);
    for (const kind of ['offices', 'divisions', 'departments'])
      expect((await call(reader, 'GET', `/v1/chartofaccounts/${kind}`)).json()).toEqual(mods[kind]);
    expect(mods.offices.length).toBeGreaterThan(0);
  });

  it('manages divisions and departments, listed by sort, accounting code, name', async () => {
    const mk = (kind: string, body: object) => call(admin, 'POST', `/v1/chartofaccounts/${kind}`, body);
    const b = (await mk('divisions', { name: 'Bravo', accountingCode: '20', sort: 1 })).json();
    await mk('divisions', { name: 'Alpha', accountingCode: '20', sort: 1 });
    await mk('divisions', { name: 'Zulu', accountingCode: '10', sort: 1 });
    await mk('divisions', { name: 'First', accountingCode: '99', sort: 0 });
    const list = (await call(reader, 'GET', '/v1/chartofaccounts/divisions/search?limit=100')).json();
    const names = list.data.map((d: { name: string }) => d.name);
    const mine = names.filter((n: string) => ['Bravo', 'Alpha', 'Zulu', 'First'].includes(n));
    expect(mine).toEqual(['First', 'Zulu', 'Alpha', 'Bravo']);
    expect((await call(reader, 'GET', `/v1/chartofaccounts/divisions/${b.id}`)).json()).toMatchObject({
      name: 'Bravo',
      accountingCode: '20',
      sort: 1,
      isActive: true,
    });
    const upd = await call(admin, 'PATCH', `/v1/chartofaccounts/divisions/${b.id}`, {
      sort: 5,
      isActive: false,
    });
    expect(upd.json()).toMatchObject({ sort: 5, isActive: false, version: 2 });
    expect((await mk('divisions', { name: 'alpha' })).statusCode).toBe(409);
    const bad = await mk('divisions', { name: '', sort: -1 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['name', 'sort']);
    expect((await call(admin, 'GET', '/v1/chartofaccounts/divisions/99999')).statusCode).toBe(404);
    expect((await call(reader, 'POST', '/v1/chartofaccounts/divisions', { name: 'No' })).statusCode).toBe(
      403,
    );
    expect((await call(nobody, 'GET', '/v1/chartofaccounts/divisions/search')).statusCode).toBe(403);

    const dep = await mk('departments', {
      name: 'Service Dept',
      accountingCode: '300',
      entityNamingCode: 'SVC',
    });
    expect(dep.statusCode).toBe(201);
    expect(dep.json()).toMatchObject({ name: 'Service Dept', entityNamingCode: 'SVC', sort: 0 });
    const depUpd = await call(admin, 'PATCH', `/v1/chartofaccounts/departments/${dep.json().id}`, {
      entityNamingCode: 'SV',
    });
    expect(depUpd.json().entityNamingCode).toBe('SV');
    const deps = (await call(reader, 'GET', '/v1/chartofaccounts/departments/search?query=service')).json();
    expect(deps.data.map((d: { name: string }) => d.name)).toContain('Service Dept');
    expect(
      (await call(reader, 'PATCH', `/v1/chartofaccounts/departments/${dep.json().id}`, { name: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'PATCH', '/v1/chartofaccounts/departments/99999', { name: 'x' })).statusCode,
    ).toBe(404);
  });

  it('looks every account key up with padded display codes, and names with the code format', async () => {
    const db = t.database.db;
    const [office] = await db.select().from(offices).limit(1);
    const [division] = await db.insert(divisions).values({ name: 'Commercial' }).returning();
    const [department] = await db.insert(departments).values({ name: 'Install' }).returning();
    const acct: GlAccountDetail = (
      await call(admin, 'POST', '/v1/chartofaccounts', {
        name: 'Install Revenue',
        code: '4050',
        groupID: group('Revenue'),
        offices: [office.id],
        divisions: [division.id],
        departments: [department.id],
      })
    ).json();
    const rows: AccountLookupRow[] = (await call(reader, 'GET', '/v1/chartofaccounts/lookup')).json();
    const mine = rows.filter((r) => r.accountId === acct.id);
    expect(mine).toHaveLength(8);
    const company = acct.accountCode.split('_')[0];
    const full = mine.find(
      (r) => r.key === `${company}_${acct.id}_${office.id}_${division.id}_${department.id}`,
    )!;
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    expect(full.displayCode).toBe(
      `4050-${pad(office.id, 2)}-${pad(division.id, 2)}-${pad(department.id, 3)}`,
    );
    expect(full.displayName).toBe(`Install Revenue - ${office.name} - Commercial - Install`);
    expect(mine.find((r) => r.key.endsWith('_0_0_0'))?.displayCode).toBe('4050-00-00-000');

    const names = (await call(reader, 'GET', '/v1/chartofaccounts/lookupName')).json();
    expect(names.codeFormat).toBe('{code}-{office:2}-{division:2}-{department:3}');
    expect(names.names).toContainEqual({ key: full.key, name: full.displayName });
    expect(names.names).toHaveLength(rows.length);
  });

  it('changes the checksum when an account, a division or a department changes, and only then', async () => {
    const sum = async () =>
      (await call(reader, 'GET', '/v1/chartofaccounts/checksum')).json().checksum as string;
    const first = await sum();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await sum()).toBe(first);
    const [acct] = await t.database.db.select().from(glAccounts).where(eq(glAccounts.code, '6155'));
    await call(admin, 'PATCH', `/v1/chartofaccounts/${acct.id}`, { name: 'Shop Consumables (edited)' });
    const second = await sum();
    expect(second).not.toBe(first);
    await call(admin, 'POST', '/v1/chartofaccounts/departments', { name: 'Checksum Dept' });
    const third = await sum();
    expect(third).not.toBe(second);
    await t.database.db
      .update(offices)
      .set({ name: 'Renamed', version: 9 })
      .where(eq(offices.id, (await t.database.db.select().from(offices).limit(1))[0].id));
    expect(await sum()).not.toBe(third);
  });

  it('answers the legacy GetChartOfAccounts with d holding the JSON full list', async () => {
    const res = await call(reader, 'POST', '/AIR_NET/services/AccountingService.svc/GetChartOfAccounts', {
      fullList: true,
    });
    expect(res.statusCode).toBe(200);
    const list: GlAccount[] = JSON.parse(res.json().d);
    const count = (await call(reader, 'GET', '/v1/chartofaccounts/search/count')).json().count;
    expect(list).toHaveLength(count);
    expect(list[0]).toHaveProperty('coaCodeFormat');
    const viaGet = await call(reader, 'GET', '/AIR_NET/services/AccountingService.svc/GetChartOfAccounts');
    expect(JSON.parse(viaGet.json().d)).toEqual(list);
    expect(
      (
        await call(nobody, 'POST', '/AIR_NET/services/AccountingService.svc/GetChartOfAccounts', {
          fullList: true,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call(reader, 'POST', '/AIR_NET/services/AccountingService.svc/GetChartOfAccounts', {
      fullList: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('fullList');
  });
});
