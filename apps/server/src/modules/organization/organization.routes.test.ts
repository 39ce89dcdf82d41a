import { ErrorCodes } from '@fieldline/contracts/common/errors';
import type { Company, Office } from '@fieldline/contracts/organization/organization.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { companies, offices } from './organization.table';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  // Any signed-in user reads companies and offices: use one without permissions.
  token = (await userWith(t, await t.login(), [])).token;
});
afterAll(() => t.close());

const get = (url: string) => t.as(token)({ method: 'GET', url });

describe('companies', () => {
  it('lists companies and reads one by id', async () => {
    const list: Company[] = (await get('/v1/companies')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Summit Mechanical & Electric',
      currencyCode: 'USD',
      timezone: 'America/Denver',
      isActive: true,
      version: 1,
    });
    expect((await get(`/v1/companies/${list[0].id}`)).json()).toEqual(list[0]);
  });

  it('answers 404 for an unknown company', async () => {
    const res = await get('/v1/companies/4242');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The company was not found.', code: ErrorCodes.NOT_FOUND });
  });
});

describe('offices', () => {
  it('lists offices by name, filters by company and activity, and reads one by id', async () => {
    const list: Office[] = (await get('/v1/offices')).json();
    expect(list.map((o) => o.code)).toEqual(['COS', 'DEN']);
    expect(list[1]).toMatchObject({ name: 'Denver', city: 'Denver', state: 'CO', postalCode: '80216' });
    expect((await get(`/v1/offices/${list[0].id}`)).json()).toEqual(list[0]);

    const [company] = await t.database.db.select().from(companies);
    const [other] = await t.database.db.insert(companies).values({ name: 'Other Co' }).returning();
    await t.database.db.insert(offices).values({ companyId: other.id, name: 'Boulder', isActive: false });
    expect((await get(`/v1/offices?companyId=${company.id}`)).json().map((o: Office) => o.name)).toEqual([
      'Colorado Springs',
      'Denver',
    ]);
    expect((await get('/v1/offices?isActive=false')).json().map((o: Office) => o.name)).toEqual(['Boulder']);
    expect((await get(`/v1/offices?companyId=${other.id}&isActive=true`)).json()).toEqual([]);
    expect((await get(`/v1/offices?companyId=${other.id}&isActive=false`)).json()).toHaveLength(1);
    expect((await get('/v1/offices')).json()).toHaveLength(3);
  });

  it('answers 404 for an unknown office and 400 for a bad id', async () => {
    const res = await get('/v1/offices/4242');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The office was not found.', code: ErrorCodes.NOT_FOUND });
    const bad = await get('/v1/offices/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['id']);
  });

  it('lists the current user’s offices', async () => {
    const admin = await t.login();
    const mine = (await t.as(admin)({ method: 'GET', url: '/v1/users/currentOffices' })).json();
    expect(mine.map((o: { name: string }) => o.name)).toEqual(['Colorado Springs', 'Denver']);
    const org = (await t.as(admin)({ method: 'GET', url: '/v1/users/organizationSettings' })).json();
    expect(org.company.name).toBe('Summit Mechanical & Electric');
    expect(org.offices).toHaveLength(2);
    expect(org.settings.UsesDiscounts).toBe(false);
  });
});
