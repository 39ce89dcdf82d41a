import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { DEFAULT_LIMIT, MAX_LIMIT } from '@fieldline/contracts/common/pagination';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, keysOf } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { roles, users } from '../../modules/identity';

let t: TestApp;
let admin: string;
let totalUsers: number;
const EXTRA = 60;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  // Enough users to need more than one default page (written directly: no password, no hashing).
  await t.database.db.insert(users).values(
    Array.from({ length: EXTRA }, (_, i) => ({
      email: `paging-${i}@example.test`,
      firstName: 'Paging',
      lastName: `Person ${String(i).padStart(2, '0')}`,
    })),
  );
  totalUsers = await countRows(t, users);
});
afterAll(() => t.close());

const get = (url: string) => t.as(admin)({ method: 'GET', url });

describe('search envelope, offset and limit', () => {
  it('answers { data, count_filtered } with the default limit of 50', async () => {
    const res = await get('/v1/users/search');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(keysOf(body)).toEqual(['count_filtered', 'data']);
    expect(DEFAULT_LIMIT).toBe(50);
    expect(body.data).toHaveLength(50);
    expect(body.count_filtered).toBe(totalUsers);
    expect(totalUsers).toBeGreaterThan(50);
  });

  it('pages with offset and limit and filters with query', async () => {
    const first = (await get('/v1/users/search?query=Paging&limit=7')).json();
    expect(first.count_filtered).toBe(EXTRA);
    expect(first.data.map((u: { lastName: string }) => u.lastName)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Person ${String(i).padStart(2, '0')}`),
    );
    const next = (await get('/v1/users/search?query=Paging&limit=7&offset=7')).json();
    expect(next.data[0].lastName).toBe('Person 07');
    const past = (await get('/v1/users/search?query=Paging&offset=1000')).json();
    expect(past).toEqual({ data: [], count_filtered: EXTRA });
  });

  it('allows the maximum limit of 10000 and refuses 10001', async () => {
    expect(MAX_LIMIT).toBe(10000);
    const max = await get('/v1/users?limit=10000');
    expect(max.statusCode).toBe(200);
    expect(max.json().data).toHaveLength(totalUsers);
    const over = await get('/v1/users?limit=10001');
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe(ErrorCodes.VALIDATION);
    expect(over.json().errors.map((e: { field: string }) => e.field)).toEqual(['limit']);
  });

  it('counts with search/count using the same filters', async () => {
    expect((await get('/v1/users/search/count')).json()).toEqual({ count: totalUsers });
    expect((await get('/v1/users/search/count?query=whitfield')).json()).toEqual({ count: 1 });
    expect((await get('/v1/users/search/count?query=Paging&isActive=false')).json()).toEqual({ count: 0 });
  });
});

describe('fields projection', () => {
  it('projects every row of a search and keeps count_filtered', async () => {
    const res = await get('/v1/users?limit=2&offset=1&fields=id,email,roles.name');
    const body = res.json();
    expect(body.count_filtered).toBe(totalUsers);
    expect(body.data).toHaveLength(2);
    expect(keysOf(body.data[0])).toEqual(['email', 'id', 'roles']);
    for (const role of body.data[0].roles) expect(keysOf(role)).toEqual(['name']);
  });

  it('projects a single record and a list, matching names without regard to case', async () => {
    const one = (await get('/v1/roles/1?fields=ID,name,permissions.accessLevel')).json();
    expect(keysOf(one)).toEqual(['id', 'name', 'permissions']);
    expect(keysOf(one.permissions[0])).toEqual(['accessLevel']);
    const list = (await get('/v1/roles?fields=id')).json();
    expect(list.length).toBeGreaterThan(1);
    for (const r of list) expect(keysOf(r)).toEqual(['id']);
    // Without fields the whole record comes back.
    expect(keysOf((await get('/v1/roles/1')).json())).toContain('createdDate');
  });

  it('projects the answer of a create: POST /v1/roles?fields=id returns exactly { id }', async () => {
    const before = await countRows(t, roles);
    const res = await t.as(admin)({
      method: 'POST',
      url: '/v1/roles?fields=id',
      payload: { name: 'Projected' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number) });
    expect(await countRows(t, roles)).toBe(before + 1);
    expect((await get(`/v1/roles/${body.id}`)).json().name).toBe('Projected');
  });
});

describe('request id', () => {
  it('answers the request id on success and on errors, keeping a well-formed one the caller sent', async () => {
    const ok = await t.as(admin)({
      method: 'GET',
      url: '/v1/users/search',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(ok.headers['x-request-id']).toBe('trace-42');
    const denied = await t.as(null)({ method: 'GET', url: '/v1/users/search' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await get('/v1/users/search?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
