import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('search envelope and fields projection', () => {
  it('answers { data, count_filtered } with the default limit and projects fields', async () => {
    const res = await t.as(admin)({ method: 'GET', url: '/v1/users?limit=2&offset=1&fields=id,email,roles.name' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count_filtered).toBe(9);
    expect(body.data).toHaveLength(2);
    expect(Object.keys(body.data[0]).sort()).toEqual(['email', 'id', 'roles']);
    expect(Object.keys(body.data[0].roles[0])).toEqual(['name']);
  });
});
