import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { currencyRates } from './customers.table';

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  // Reference lists need only a sign-in.
  user = (await userWith(t, admin, [])).token;
});
afterAll(() => t.close());

const get = (url: string, token = user) => t.as(token)({ method: 'GET', url });

describe('currencies', () => {
  it('lists currencies with their rates, the home currency first', async () => {
    const res = await get('/v1/currencies');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { abbreviation: string }) => c.abbreviation)).toEqual(['USD', 'CAD', 'EUR', 'MXN']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      abbreviation: 'CAD',
      name: 'Canadian Dollar',
      symbol: '$',
      isAltCurrency: true,
      isActive: true,
      currencyRates: [
        { id: expect.any(Number), rate: '1.38000000', effectiveDate: '2026-01-01', isActive: true },
      ],
    });
  });

  it('answers the rate in effect for a currency, 404 for an unknown one', async () => {
    const cad = (await get('/v1/currencies'))
      .json()
      .find((c: { abbreviation: string }) => c.abbreviation === 'CAD');
    expect((await get(`/v1/currencies/currencyRate/${cad.id}`)).json()).toEqual({
      currencyID: cad.id,
      rate: '1.38000000',
    });
    // A newer rate takes over; a future-dated or inactive one does not.
    await t.database.db.insert(currencyRates).values([
      { currencyId: cad.id, rate: '1.40', effectiveDate: '2026-02-01' },
      { currencyId: cad.id, rate: '1.50', effectiveDate: '2999-01-01' },
      { currencyId: cad.id, rate: '1.60', effectiveDate: '2026-03-01', isActive: false },
    ]);
    expect((await get(`/v1/currencies/currencyRate/${cad.id}`)).json()).toEqual({
      currencyID: cad.id,
      rate: '1.40000000',
    });
    expect((await get('/v1/currencies/currencyRate/987654')).statusCode).toBe(404);
    expect((await get('/v1/currencies/currencyRate/abc')).statusCode).toBe(400);
  });
});

describe('statuses, types and lookups', () => {
  it('lists statuses and types in their sort order', async () => {
    const statuses = (await get('/v1/customers/statuses')).json();
    expect(statuses.map((s: { name: string }) => s.name)).toEqual([
      'Active',
      'On Hold',
      'Prospect',
      'Inactive',
    ]);
    expect(statuses[0]).toEqual({ id: expect.any(Number), name: 'Active', sort: 1, isActive: true });
    const types = (await get('/v1/customers/types?isActive=true')).json();
    expect(types.map((s: { name: string }) => s.name)).toEqual([
      'Residential',
      'Commercial',
      'Industrial',
      'Government',
      'Property Management',
    ]);
    expect((await get('/v1/customers/types?isActive=false')).json()).toEqual([]);
    expect((await get('/v1/customers/types?isActive=1')).statusCode).toBe(400);
  });

  it('serves customerstatus, customertypes and currencies through the cache lookups', async () => {
    const statuses = (await get('/v1/cache/customerstatus')).json();
    expect(statuses[0]).toEqual({ id: expect.any(Number), name: 'Active' });
    const types = (await get('/v1/cache/customertypes')).json();
    expect(types).toHaveLength(5);
    const money = (await get('/v1/cache/currencies')).json();
    expect(money[0]).toEqual({
      id: expect.any(Number),
      name: 'US Dollar',
      abbreviation: 'USD',
      symbol: '$',
      isAltCurrency: false,
      rate: '1.00000000',
    });
    expect((await t.as(null)({ method: 'GET', url: '/v1/cache/currencies' })).statusCode).toBe(401);
  });
});
