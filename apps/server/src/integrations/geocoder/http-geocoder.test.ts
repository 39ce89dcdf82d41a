import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROXIMATE_STREET,
  FAKE_KEY,
  type FakeGeocoder,
  ROOFTOP_STREET,
  SERVER_ERROR_STREET,
  SLOW_STREET,
  startFakeGeocoder,
} from '../../../test/fakes/geocoder';
import { createGeocoder, HttpGeocoder, offlineGeocoder, queryOf } from '.';

let fake: FakeGeocoder;
const warnings: unknown[] = [];
const log = { warn: (obj: unknown) => warnings.push(obj) };

beforeAll(async () => {
  fake = await startFakeGeocoder();
});
afterAll(() => fake.close());

const client = (key = FAKE_KEY, timeoutMs?: number) =>
  new HttpGeocoder({ baseUrl: fake.url, key, timeoutMs, log });

describe('the HTTP geocoder client', () => {
  it('verifies a rooftop address and recommends its standard form', async () => {
    const result = await client().geocode({
      street: ROOFTOP_STREET,
      additionalAddressInfo: 'Suite 200',
      city: 'denver',
      state: 'co',
      postalCode: '80202',
      country: 'US',
    });
    // Suite lines are not sent: geocoders place buildings.
    expect(fake.queries.at(-1)).toBe('1701 Wynkoop St, denver, co 80202, US');
    expect(result).toMatchObject({
      verified: true,
      status: 'OK',
      LocationType: 'ROOFTOP',
      Coordinates: { lat: 39.7527356, lng: -105.0002153 },
      formattedAddress: '1701 Wynkoop St, Denver, CO 80202-1151, USA',
      recommended: {
        street: '1701 Wynkoop St',
        additionalAddressInfo: 'Suite 200',
        city: 'Denver',
        state: 'CO',
        postalCode: '80202-1151',
        country: 'US',
        isVerified: true,
        isConfirmed: true,
        latitude: '39.7527356',
        longitude: '-105.0002153',
      },
    });
    expect(result.Components).toContainEqual({
      types: ['administrative_area_level_1', 'political'],
      short_name: 'CO',
      long_name: 'Colorado',
    });
    expect(result.Components).toHaveLength(9);
  });

  it('answers an approximate match unverified, with its location type and no recommendation', async () => {
    const result = await client().geocode({ street: APPROXIMATE_STREET, city: 'Golden', state: 'CO' });
    expect(result).toMatchObject({
      verified: false,
      status: 'OK',
      LocationType: 'APPROXIMATE',
      Coordinates: { lat: 39.755543, lng: -105.2210997 },
      formattedAddress: 'Golden, CO 80401, USA',
      recommended: null,
    });
    expect(result.Components.map((c) => c.short_name)).toEqual(['Golden', 'CO', 'US', '80401']);
  });

  it('answers an unknown address unverified with ZERO_RESULTS', async () => {
    const result = await client().geocode({ street: '1 Unknown Way', city: 'Atlantis' });
    expect(result).toEqual({
      verified: false,
      status: 'ZERO_RESULTS',
      LocationType: null,
      Coordinates: null,
      Components: [],
      formattedAddress: null,
      recommended: null,
    });
  });

  it('turns a server error, a refused key and a timeout into an unavailable verification', async () => {
    warnings.length = 0;
    const error = await client().geocode({ street: SERVER_ERROR_STREET });
    expect(error).toMatchObject({ verified: false, status: 'UNAVAILABLE', recommended: null });
    const denied = await client('not-the-key').geocode({ street: ROOFTOP_STREET, city: 'Denver' });
    expect(denied).toMatchObject({ verified: false, status: 'UNAVAILABLE', LocationType: null });
    const slow = await client(FAKE_KEY, 200).geocode({ street: SLOW_STREET });
    expect(slow).toMatchObject({ verified: false, status: 'UNAVAILABLE' });
    expect(warnings).toEqual([
      expect.objectContaining({ reason: 'HTTP 500' }),
      expect.objectContaining({ reason: 'REQUEST_DENIED: The provided API key is invalid.' }),
      expect.objectContaining({ reason: 'timed out' }),
    ]);
    // The key never reaches the log.
    expect(JSON.stringify(warnings)).not.toContain('not-the-key');
  });

  it('answers unverified when nothing could be sent, and when the service cannot be reached', async () => {
    const before = fake.queries.length;
    expect(await client().geocode({ street: ' ', city: null })).toMatchObject({ status: 'ZERO_RESULTS' });
    expect(fake.queries.length).toBe(before);
    const closed = new HttpGeocoder({ baseUrl: 'http://127.0.0.1:1', key: FAKE_KEY, log });
    expect(await closed.geocode({ street: ROOFTOP_STREET })).toMatchObject({ status: 'UNAVAILABLE' });
  });
});

describe('choosing the geocoder', () => {
  it('is offline without a URL: every verification fails so the user confirms', async () => {
    expect(createGeocoder({})).toBe(offlineGeocoder);
    expect(await offlineGeocoder.geocode({ street: ROOFTOP_STREET, city: 'Denver' })).toEqual({
      verified: false,
      status: 'NOT_CONFIGURED',
      LocationType: null,
      Coordinates: null,
      Components: [],
      formattedAddress: null,
      recommended: null,
    });
    const http = createGeocoder({ geocoderUrl: `${fake.url}/`, geocoderKey: FAKE_KEY });
    expect(http.kind).toBe('http');
    expect(await http.geocode({ street: ROOFTOP_STREET })).toMatchObject({ verified: true });
  });

  it('builds the query from the filled parts only', () => {
    expect(queryOf({ street: ' 1 Main St ', city: '', state: 'CO', postalCode: '80202-1234' })).toBe(
      '1 Main St, CO 80202-1234',
    );
  });
});
