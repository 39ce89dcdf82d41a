import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import {
  APPROXIMATE_STREET,
  FAKE_KEY,
  type FakeGeocoder,
  ROOFTOP_STREET,
  SERVER_ERROR_STREET,
  startFakeGeocoder,
} from '../../../test/fakes/geocoder';
import { createTestApp, type TestApp } from '../../../test/harness';

let fake: FakeGeocoder;
let t: TestApp;
let offline: TestApp;
let admin: string;

beforeAll(async () => {
  fake = await startFakeGeocoder();
  t = await createTestApp({ env: { GEOCODER_URL: fake.url, GEOCODER_KEY: FAKE_KEY } });
  offline = await createTestApp({ env: { GEOCODER_URL: '' } });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  await offline.close();
  await fake.close();
});

const verify = (app: TestApp, token: string | null, payload: unknown) =>
  app.as(token)({ method: 'POST', url: '/v1/address/verify', payload: payload as object });

describe('GET /v1/address/stateList', () => {
  it('lists the US states, DC, Puerto Rico and the Canadian provinces to any signed-in user', async () => {
    const nobody = await userWith(t, admin, []);
    const res = await t.as(nobody.token)({ method: 'GET', url: '/v1/address/stateList' });
    expect(res.statusCode).toBe(200);
    const list: { id: number; abbr: string; name: string; country: string }[] = res.json();
    expect(list.filter((s) => s.country === 'US')).toHaveLength(52);
    expect(list.filter((s) => s.country === 'CA')).toHaveLength(13);
    expect(list).toContainEqual({ id: expect.any(Number), abbr: 'CO', name: 'Colorado', country: 'US' });
    expect(list.map((s) => s.abbr)).toEqual(expect.arrayContaining(['DC', 'PR', 'ON', 'QC']));
    expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
    expect((await t.as(null)({ method: 'GET', url: '/v1/address/stateList' })).statusCode).toBe(401);
  });
});

describe('POST /v1/address/verify', () => {
  it('verifies a rooftop address through the configured geocoder', async () => {
    const res = await verify(t, admin, {
      street: ROOFTOP_STREET,
      city: 'Denver',
      state: 'CO',
      postalCode: '80202',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verified: true,
      LocationType: 'ROOFTOP',
      Coordinates: { lat: 39.7527356, lng: -105.0002153 },
      recommended: { street: '1701 Wynkoop St', city: 'Denver', state: 'CO', postalCode: '80202-1151' },
    });
    expect(fake.queries.at(-1)).toBe('1701 Wynkoop St, Denver, CO 80202');
  });

  it('answers imprecise, unknown and failing lookups as unverified, never as an error', async () => {
    const approx = await verify(t, admin, { street: APPROXIMATE_STREET, city: 'Golden' });
    expect(approx.json()).toMatchObject({ verified: false, LocationType: 'APPROXIMATE', recommended: null });
    const unknown = await verify(t, admin, { street: '9 Unknown Way' });
    expect(unknown.json()).toMatchObject({ verified: false, status: 'ZERO_RESULTS', Components: [] });
    const failing = await verify(t, admin, { street: SERVER_ERROR_STREET });
    expect(failing.statusCode).toBe(200);
    expect(failing.json()).toMatchObject({ verified: false, status: 'UNAVAILABLE' });
  });

  it('fails every verification without a geocoder, so the user confirms the address', async () => {
    const token = await offline.login();
    const before = fake.queries.length;
    const res = await verify(offline, token, { street: ROOFTOP_STREET, city: 'Denver', state: 'CO' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      verified: false,
      status: 'NOT_CONFIGURED',
      LocationType: null,
      Coordinates: null,
      Components: [],
      formattedAddress: null,
      recommended: null,
    });
    expect(fake.queries.length).toBe(before);
  });

  it('refuses bad input naming the fields', async () => {
    const res = await verify(t, admin, {
      street: 'x'.repeat(201),
      state: 'Colorado',
      country: 'USA',
      zip: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCodes.VALIDATION);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['country', 'state', 'street']);
  });

  it('needs read access to Locations', async () => {
    const nobody = await userWith(t, admin, []);
    const refused = await verify(t, nobody.token, { street: ROOFTOP_STREET });
    expect(refused.statusCode).toBe(403);
    const reader = await userWith(t, admin, [{ id: Permission.Locations, accessLevel: 1 }]);
    expect((await verify(t, reader.token, { street: ROOFTOP_STREET })).statusCode).toBe(200);
    expect((await verify(t, null, { street: ROOFTOP_STREET })).statusCode).toBe(401);
  });
});
