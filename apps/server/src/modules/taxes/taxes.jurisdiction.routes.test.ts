// A new location gets the built-in tax schedule its address falls in (docs/accounting/taxes.md).
import type { TaxSchedule } from '@fieldline/contracts/taxes/taxes.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createLocation } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoTaxScheduleId } from '../../demo/demo-taxes';
import { locations } from '../locations/locations.table';
import { taxSchedules } from './taxes.table';

let t: TestApp;
let admin: string;
let customerId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  customerId = (await createCustomer(t, admin)).id;
  for (const name of ['Denver, CO', 'Aurora, CO', 'Boulder, CO', 'Colorado Springs, CO', 'Tax Exempt'])
    ids[name] = (await demoTaxScheduleId(t.database.db, name)) as number;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.as(admin)({ method, url, payload: payload as object });
const at = (city: string | null, postalCode: string | null, state = 'CO') => ({
  street: '1 Test Way',
  city,
  state,
  postalCode,
  country: 'US',
});
/** The schedule name a new location at the address gets (null: none). */
const scheduleOfNew = async (address: ReturnType<typeof at>, extra: Record<string, unknown> = {}) =>
  ((await createLocation(t, admin, customerId, { address, ...extra })).taxSchedule?.name ?? null) as
    | string
    | null;

describe('built-in schedules', () => {
  it('carry their jurisdiction: state, county, city and postal codes', async () => {
    const res = await api('GET', `/v1/taxschedules/${ids['Denver, CO']}`);
    expect(res.statusCode).toBe(200);
    const s: TaxSchedule = res.json();
    expect(s.jurisdiction).toEqual({
      state: 'CO',
      county: 'Denver',
      cities: ['Denver'],
      postalCodes: expect.arrayContaining(['80202', '80218']),
    });
    const exempt: TaxSchedule = (await api('GET', `/v1/taxschedules/${ids['Tax Exempt']}`)).json();
    expect(exempt.jurisdiction).toEqual({ state: null, county: null, cities: [], postalCodes: [] });
  });
});

describe('a new location gets the schedule its address falls in', () => {
  it('by exact city when its postal code is not listed (case and spacing of the city do not matter)', async () => {
    expect(await scheduleOfNew(at('Aurora', '80099'))).toBe('Aurora, CO');
    expect(await scheduleOfNew(at('  boulder ', null, 'co'))).toBe('Boulder, CO');
  });

  it('by postal code, which beats the city (ZIP+4 counts by its first five digits)', async () => {
    expect(await scheduleOfNew(at('Denver', '80903'))).toBe('Colorado Springs, CO');
    expect(await scheduleOfNew(at(null, '80302-1234'))).toBe('Boulder, CO');
  });

  it('leaves it empty when nothing matches: another state, an unlisted city, no address', async () => {
    expect(await scheduleOfNew(at('Denver', '80202', 'WY'))).toBeNull();
    expect(await scheduleOfNew(at('Pueblo', '81003'))).toBeNull();
    expect((await createLocation(t, admin, customerId)).taxSchedule).toBeNull();
  });

  it('keeps the schedule the user sent', async () => {
    expect(await scheduleOfNew(at('Denver', '80202'), { taxScheduleId: ids['Tax Exempt'] })).toBe(
      'Tax Exempt',
    );
  });

  it('falls back to a state-wide schedule, and a county schedule only matches through its cities or postal codes', async () => {
    const created = await api('POST', '/v1/taxschedules', {
      name: 'Colorado (state only)',
      authorityIds: [],
      jurisdiction: { state: 'co', cities: [], postalCodes: [] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().jurisdiction).toEqual({ state: 'CO', county: null, cities: [], postalCodes: [] });
    const county = await api('POST', '/v1/taxschedules', {
      name: 'Pueblo County, CO',
      authorityIds: [],
      jurisdiction: { state: 'CO', county: 'Pueblo', postalCodes: ['81001', ' 81005 '] },
    });
    expect(county.statusCode).toBe(201);
    expect(county.json().jurisdiction.postalCodes).toEqual(['81001', '81005']);
    expect(await scheduleOfNew(at('Pueblo', '81003'))).toBe('Colorado (state only)');
    expect(await scheduleOfNew(at('Pueblo', '81005'))).toBe('Pueblo County, CO');
    // The more specific city schedule still wins over the state-wide one.
    expect(await scheduleOfNew(at('Aurora', '80099'))).toBe('Aurora, CO');
    // An inactive schedule is never given.
    await t.database.db
      .update(taxSchedules)
      .set({ isActive: false })
      .where(eq(taxSchedules.id, created.json().id));
    expect(await scheduleOfNew(at('Pueblo', '81003'))).toBeNull();
  });

  it('refuses a malformed jurisdiction naming the field, and saves nothing', async () => {
    const before = await t.database.db.select().from(taxSchedules);
    const res = await api('POST', '/v1/taxschedules', {
      name: 'Bad place',
      jurisdiction: { state: 'Colorado', postalCodes: ['!!'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['jurisdiction.state', 'jurisdiction.postalCodes[0]']),
    );
    expect(await t.database.db.select().from(taxSchedules)).toHaveLength(before.length);
  });

  it("gives a customer's first location the schedule of its address", async () => {
    const customer = await createCustomer(t, admin, {
      createLocation: true,
      billingAddress: at('Denver', '80218'),
    });
    const [first] = await t.database.db.select().from(locations).where(eq(locations.customerId, customer.id));
    expect(first.taxScheduleId).toBe(ids['Denver, CO']);
  });
});

describe('changing the address', () => {
  it('gives a location without a schedule the matching one, and leaves a chosen schedule alone', async () => {
    const bare = await createLocation(t, admin, customerId, { address: at('Cheyenne', '82001', 'WY') });
    expect(bare.taxSchedule).toBeNull();
    const moved = await api('PATCH', `/v1/locations/${bare.id}`, { address: at('Denver', '80205') });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().taxSchedule).toEqual({ id: ids['Denver, CO'], name: 'Denver, CO' });

    const exempt = await createLocation(t, admin, customerId, {
      address: at('Denver', '80202'),
      taxScheduleId: ids['Tax Exempt'],
    });
    const kept = await api('PATCH', `/v1/locations/${exempt.id}`, { address: at('Boulder', '80301') });
    expect(kept.json().taxSchedule.name).toBe('Tax Exempt');
    const nowhere = await api('PATCH', `/v1/locations/${bare.id}`, {
      taxScheduleId: null,
      address: at('Cheyenne', '82001', 'WY'),
    });
    expect(nowhere.json().taxSchedule).toBeNull();
  });
});
