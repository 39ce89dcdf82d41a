import { Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { computeTax, getScheduleWithAuthorities } from './taxes.service';
import { taxAuthorities, taxSchedules } from './taxes.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const denverId = async () => {
  const res = await t.as(admin)({ method: 'GET', url: '/v1/taxschedules?query=Denver' });
  return res.json()[0].id as number;
};

describe('tax schedules', () => {
  it('lists the demo schedules with their authorities and total rate', async () => {
    const res = await t.as(admin)({ method: 'GET', url: '/v1/taxschedules' });
    expect(res.statusCode).toBe(200);
    const denver = res.json().find((s: any) => s.name === 'Denver, CO');
    expect(denver.rate).toBe('8.81');
    expect(denver.authorities.map((a: any) => [a.name, a.rate])).toEqual([
      ['State of Colorado', '2.9'],
      ['Regional Transportation District', '1'],
      ['Scientific and Cultural Facilities District', '0.1'],
      ['City and County of Denver', '4.81'],
    ]);
    expect(denver.authorities.every((a: any) => a.payableAccountId)).toBe(true);
    expect(res.json().find((s: any) => s.name === 'Tax Exempt').authorities).toEqual([]);
    const search = await t.as(admin)({ method: 'GET', url: '/v1/taxschedules/search?query=springs' });
    expect(search.json().map((s: any) => s.name)).toEqual(['Colorado Springs, CO']);
  });

  it('answers the taxschedules lookup', async () => {
    const res = await t.as(admin)({ method: 'GET', url: '/v1/cache/taxschedules' });
    expect(res.statusCode).toBe(200);
    const denver = res.json().find((s: any) => s.name === 'Denver, CO');
    expect(Object.keys(denver).sort()).toEqual(['authorities', 'id', 'name']);
    expect(Object.keys(denver.authorities[0]).sort()).toEqual(['id', 'name', 'rate']);
  });

  it('creates and updates schedules and authorities', async () => {
    const a = await t.as(admin)({
      method: 'POST',
      url: '/v1/taxauthorities',
      payload: { name: 'Town of Castle Rock', rate: '4.5' },
    });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ name: 'Town of Castle Rock', rate: '4.5', isActive: true });
    const s = await t.as(admin)({
      method: 'POST',
      url: '/v1/taxschedules',
      payload: { name: 'Castle Rock, CO', authorityIds: [a.json().id] },
    });
    expect(s.statusCode).toBe(201);
    expect(s.json().rate).toBe('4.5');
    const patched = await t.as(admin)({
      method: 'PATCH',
      url: `/v1/taxschedules/${s.json().id}`,
      payload: { description: 'Douglas County', authorityIds: [] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ description: 'Douglas County', authorities: [], rate: '0' });
    const ra = await t.as(admin)({
      method: 'PATCH',
      url: `/v1/taxauthorities/${a.json().id}`,
      payload: { rate: 4.75 },
    });
    expect(ra.json().rate).toBe('4.75');
    const got = await t.as(admin)({ method: 'GET', url: `/v1/taxauthorities/${a.json().id}` });
    expect(got.json().rate).toBe('4.75');
    const list = await t.as(admin)({ method: 'GET', url: '/v1/taxauthorities/search?query=castle' });
    expect(list.json()).toHaveLength(1);
  });

  it('refuses bad input with the fields named and saves nothing', async () => {
    const before = await countRows(t, taxAuthorities);
    const res = await t.as(admin)({
      method: 'POST',
      url: '/v1/taxauthorities',
      payload: { name: '', rate: '101' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['name', 'rate']);
    expect(await countRows(t, taxAuthorities)).toBe(before);
    const schedules = await countRows(t, taxSchedules);
    const bad = await t.as(admin)({
      method: 'POST',
      url: '/v1/taxschedules',
      payload: { name: 'X', authorityIds: [999999] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('authorityIds');
    expect(await countRows(t, taxSchedules)).toBe(schedules);
  });

  it('answers 404 for unknown records', async () => {
    for (const url of ['/v1/taxschedules/999999', '/v1/taxauthorities/999999'])
      expect((await t.as(admin)({ method: 'GET', url })).statusCode).toBe(404);
    const res = await t.as(admin)({
      method: 'PATCH',
      url: '/v1/taxschedules/999999',
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('needs the TaxService permission (read for GETs, full for writes)', async () => {
    const none = await userWith(t, admin);
    expect((await t.as(none.token)({ method: 'GET', url: '/v1/taxschedules' })).statusCode).toBe(403);
    expect((await t.as(none.token)({ method: 'GET', url: '/v1/taxauthorities' })).statusCode).toBe(403);
    const reader = await userWith(t, admin, [{ id: Permission.TaxService, accessLevel: 1 }]);
    expect((await t.as(reader.token)({ method: 'GET', url: '/v1/taxschedules' })).statusCode).toBe(200);
    const write = await t.as(reader.token)({
      method: 'POST',
      url: '/v1/taxschedules',
      payload: { name: 'Nope' },
    });
    expect(write.statusCode).toBe(403);
    // The lookup is for any signed-in user (schedule pickers on other screens).
    expect((await t.as(none.token)({ method: 'GET', url: '/v1/cache/taxschedules' })).statusCode).toBe(200);
  });
});

describe('computeTax', () => {
  it('rounds each authority half-to-even to cents and sums them', async () => {
    const db = t.database.db;
    const id = await denverId();
    const tax = await computeTax(db, id, '100.00');
    expect(tax.byAuthority.map((a) => a.amount)).toEqual(['2.90', '1.00', '0.10', '4.81']);
    expect(tax.total).toBe('8.81');
    // 0.1 % of 25.00 is 0.025: half-to-even keeps 0.02; 2.9 % is 0.725 → 0.72.
    const odd = await computeTax(db, id, '25.00');
    expect(odd.byAuthority.map((a) => a.amount)).toEqual(['0.72', '0.25', '0.02', '1.20']);
    expect(odd.total).toBe('2.19');
    expect(odd.byAuthority[0].taxableAmount).toBe('25.00');
  });

  it('is zero without a schedule and 404 for an unknown one', async () => {
    expect(await computeTax(t.database.db, null, '100')).toEqual({ total: '0.00', byAuthority: [] });
    await expect(computeTax(t.database.db, 999999, '1')).rejects.toMatchObject({ status: 404 });
    expect(await getScheduleWithAuthorities(t.database.db, 999999)).toBeNull();
  });
});
