import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import { HOURS_DAY_TAKEN } from '@fieldline/contracts/locations/locations.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createCustomer, createLocation, keysOf, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { locationHours } from './locations.table';

let t: TestApp;
let admin: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  customerId = (await createCustomer(t, admin)).id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

const monday = { day: 1, openTime: '08:00', closeTime: '17:00', isClosed: false };
const hoursOf = async (locationId: number) =>
  t.database.db.select().from(locationHours).where(eq(locationHours.locationId, locationId));

describe('hours of operation', () => {
  it('creates a day with exactly the fields of the spec and shows it on the location', async () => {
    const location = await createLocation(t, admin, customerId);
    const res = await api('POST', '/v1/locations/hoursOfOperation', { ...monday, locationId: location.id });
    expect(res.statusCode).toBe(201);
    const hours = res.json();
    expect(keysOf(hours)).toEqual(['closeTime', 'day', 'id', 'isClosed', 'locationId', 'openTime']);
    expect(hours).toMatchObject({ ...monday, locationId: location.id });
    const sunday = await api('POST', '/v1/locations/hoursOfOperation', {
      day: 7,
      openTime: null,
      closeTime: null,
      isClosed: true,
      locationId: location.id,
    });
    expect(sunday.statusCode).toBe(201);
    const read = (await api('GET', `/v1/locations/${location.id}`)).json();
    expect(read.hoursOfOperation).toEqual([hours, sunday.json()]);
  });

  it('keeps one row per day: a second create for the day is a conflict', async () => {
    const location = await createLocation(t, admin, customerId);
    await api('POST', '/v1/locations/hoursOfOperation', { ...monday, locationId: location.id });
    const again = await api('POST', '/v1/locations/hoursOfOperation', {
      ...monday,
      openTime: '09:00',
      locationId: location.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: HOURS_DAY_TAKEN, code: ErrorCodes.CONFLICT });
    expect(await hoursOf(location.id)).toEqual([expect.objectContaining({ openTime: '08:00' })]);
  });

  it('updates a day by id, also closing it or moving it to a free day', async () => {
    const location = await createLocation(t, admin, customerId);
    const { id } = (
      await api('POST', '/v1/locations/hoursOfOperation', { ...monday, locationId: location.id })
    ).json();
    const res = await api('PATCH', `/v1/locations/hoursOfOperation/${id}`, {
      day: 1,
      openTime: '06:30',
      closeTime: '16:00',
      isClosed: false,
      locationId: location.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      locationId: location.id,
      day: 1,
      openTime: '06:30',
      closeTime: '16:00',
      isClosed: false,
    });
    const closed = await api('PATCH', `/v1/locations/hoursOfOperation/${id}`, {
      day: 2,
      openTime: null,
      closeTime: null,
      isClosed: true,
      locationId: location.id,
    });
    expect(closed.json()).toMatchObject({ id, day: 2, isClosed: true, openTime: null });

    const history = (await api('GET', `/v1/locations/${location.id}/history`)).json();
    expect(history.slice(0, 3).map((h: { changes: unknown }) => h.changes)).toEqual([
      { Tuesday: { to: 'Closed' }, Monday: { from: '06:30-16:00', to: null } },
      { Monday: { from: '08:00-17:00', to: '06:30-16:00' } },
      { Monday: { to: '08:00-17:00' } },
    ]);
  });

  it('refuses moving a day onto another day of the location, or hours onto another location', async () => {
    const location = await createLocation(t, admin, customerId);
    const other = await createLocation(t, admin, customerId);
    const { id } = (
      await api('POST', '/v1/locations/hoursOfOperation', { ...monday, locationId: location.id })
    ).json();
    await api('POST', '/v1/locations/hoursOfOperation', { ...monday, day: 3, locationId: location.id });
    const taken = await api('PATCH', `/v1/locations/hoursOfOperation/${id}`, {
      ...monday,
      day: 3,
      locationId: location.id,
    });
    expect(taken.statusCode).toBe(409);
    const moved = await api('PATCH', `/v1/locations/hoursOfOperation/${id}`, {
      ...monday,
      locationId: other.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.map((e: { field: string }) => e.field)).toEqual(['locationId']);
    expect((await hoursOf(location.id)).find((h) => h.id === id)).toMatchObject({ day: 1 });
  });

  it('refuses bad input naming the fields, saving nothing', async () => {
    const location = await createLocation(t, admin, customerId);
    const before = await countRows(t, locationHours);
    const cases: [Record<string, unknown>, string[]][] = [
      [
        { day: 8, openTime: '6:00', closeTime: '25:00', isClosed: 'no' },
        ['closeTime', 'day', 'isClosed', 'openTime'],
      ],
      [{ day: 1, openTime: null, closeTime: null, isClosed: false }, ['openTime']],
      [{ day: 1, openTime: '17:00', closeTime: '08:00', isClosed: false }, ['closeTime']],
      [{ day: 1, openTime: '08:00', closeTime: '17:00' }, ['isClosed']],
    ];
    for (const [body, fields] of cases) {
      const res = await api('POST', '/v1/locations/hoursOfOperation', { ...body, locationId: location.id });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        res
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(fields);
    }
    const missing = await api('POST', '/v1/locations/hoursOfOperation', monday);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['locationId']);
    const unknown = await api('POST', '/v1/locations/hoursOfOperation', { ...monday, locationId: 987654 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'locationId', message: 'Unknown location.' }]);
    expect(await countRows(t, locationHours)).toBe(before);
  });

  it('answers 404 for hours that do not exist', async () => {
    const location = await createLocation(t, admin, customerId);
    const res = await api('PATCH', '/v1/locations/hoursOfOperation/987654', {
      ...monday,
      locationId: location.id,
    });
    expect(res.statusCode).toBe(404);
  });

  it('needs full access to Locations to change hours', async () => {
    const location = await createLocation(t, admin, customerId);
    const { id } = (
      await api('POST', '/v1/locations/hoursOfOperation', { ...monday, locationId: location.id })
    ).json();
    const reader = await userWith(t, admin, [{ id: Permission.Locations, accessLevel: 1 }]);
    const before = await countRows(t, locationHours);
    const create = await api(
      'POST',
      '/v1/locations/hoursOfOperation',
      { ...monday, day: 2, locationId: location.id },
      reader.token,
    );
    expect(create.statusCode).toBe(403);
    const update = await api(
      'PATCH',
      `/v1/locations/hoursOfOperation/${id}`,
      { ...monday, isClosed: true, locationId: location.id },
      reader.token,
    );
    expect(update.statusCode).toBe(403);
    expect(await countRows(t, locationHours)).toBe(before);
    expect((await hoursOf(location.id))[0]).toMatchObject({ isClosed: false });
  });
});
