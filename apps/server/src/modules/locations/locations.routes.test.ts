import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { Location } from '@fieldline/contracts/locations/locations.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createCustomer,
  createLocation,
  createUser,
  unique,
  userWith,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoTaxScheduleId } from '../../demo/demo-taxes';
import { addresses } from '../addresses';
import { offices } from '../organization';
import { locations, locationZones } from './locations.table';

let t: TestApp;
let admin: string;
let adminId: number;
let adminName: string;
let denver: number;
let north: number;
let south: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const me = (await t.as(admin)({ method: 'GET', url: '/v1/users/current' })).json();
  adminId = me.id;
  adminName = me.displayName;
  denver = (await t.database.db.select().from(offices)).find((o) => o.name === 'Denver')!.id;
  const zones = await t.database.db.select().from(locationZones);
  north = zones.find((z) => z.name === 'North')!.id;
  south = zones.find((z) => z.name === 'South')!.id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

const street = { street: '100 Main St', city: 'Denver', state: 'CO', postalCode: '80202', country: 'US' };

describe('creating locations', () => {
  it('creates the fuller location: addresses, office, zone, technicians and who entered it', async () => {
    const customer = await createCustomer(t, admin);
    const tech = (await createUser(t, admin, { firstName: 'Terry', lastName: 'Tech' })).user;
    const res = await api('POST', '/v1/locations', {
      customerId: customer.id,
      name: ' Warehouse ',
      address: street,
      billingAddress: { ...street, street: 'PO Box 9' },
      defaultJobOfficeId: denver,
      zoneId: north,
      technicianNotes: 'Gate code 1234',
      preferredTechnicianId: tech.id,
      lastTechnicianId: adminId,
    });
    expect(res.statusCode).toBe(201);
    const location: Location = res.json();
    expect(location).toMatchObject({
      name: 'Warehouse',
      customerId: customer.id,
      customerName: customer.name,
      billingCustomerId: customer.id,
      billingCustomerName: customer.name,
      address: { street: '100 Main St', city: 'Denver', state: 'CO', postalCode: '80202' },
      billingAddress: { street: 'PO Box 9' },
      // The built-in schedule of the address's city (docs/accounting/taxes.md).
      taxSchedule: { id: await demoTaxScheduleId(t.database.db, 'Denver, CO'), name: 'Denver, CO' },
      defaultJobOffice: { id: denver, name: 'Denver' },
      technicianNotes: 'Gate code 1234',
      zone: { id: north, name: 'North' },
      preferredTechnician: { id: tech.id, displayName: 'Terry Tech', email: tech.email },
      lastTechnician: { id: adminId },
      enteredBy: { id: adminId },
      modifiedByEmployee: { id: adminId },
      hoursOfOperation: [],
      isActive: true,
      createdBy: adminId,
      version: 1,
    });
    expect(location.address!.id).not.toBe(location.billingAddress!.id);
    expect((await api('GET', `/v1/locations/${location.id}`)).json()).toEqual(location);
    expect((await api('GET', `/v1/locations/${location.id}?fields=id,zone.name`)).json()).toEqual({
      id: location.id,
      zone: { name: 'North' },
    });
  });

  it('bills the customer’s billing customer unless told otherwise', async () => {
    const payer = await createCustomer(t, admin);
    const branch = await createCustomer(t, admin, { billingCustomerId: payer.id });
    const other = await createCustomer(t, admin);
    expect((await createLocation(t, admin, branch.id)).billingCustomerId).toBe(payer.id);
    const explicit = await createLocation(t, admin, branch.id, { billingCustomerId: other.id });
    expect(explicit).toMatchObject({ billingCustomerId: other.id, billingCustomerName: other.name });
  });

  it('refuses bad input naming every field, saving nothing', async () => {
    const [before, addressesBefore] = [await countRows(t, locations), await countRows(t, addresses)];
    const res = await api('POST', '/v1/locations', {
      customerId: 0,
      name: '  ',
      address: { ...street, postalCode: '!!' },
      zoneId: 'north',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCodes.VALIDATION);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['address.postalCode', 'customerId', 'name', 'zoneId']);
    expect(await countRows(t, locations)).toBe(before);
    expect(await countRows(t, addresses)).toBe(addressesBefore);
  });

  it('refuses unknown customers, zones, offices, technicians and unknown tax schedules, saving nothing', async () => {
    const customer = await createCustomer(t, admin);
    const before = await countRows(t, locations);
    const unknownCustomer = await api('POST', '/v1/locations', { customerId: 987654, name: 'X' });
    expect(unknownCustomer.statusCode).toBe(400);
    expect(unknownCustomer.json().errors).toEqual([{ field: 'customerId', message: 'Unknown customer.' }]);
    const res = await api('POST', '/v1/locations', {
      customerId: customer.id,
      name: 'X',
      address: street,
      billingCustomerId: 987654,
      zoneId: 987654,
      defaultJobOfficeId: 987654,
      preferredTechnicianId: 987654,
      lastTechnicianId: 987655,
      taxScheduleId: 987656,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: Messages.validation,
      code: ErrorCodes.VALIDATION,
      errors: [
        { field: 'billingCustomerId', message: 'Unknown billing customer.' },
        { field: 'defaultJobOfficeId', message: 'Unknown office.' },
        { field: 'zoneId', message: 'Unknown zone.' },
        { field: 'preferredTechnicianId', message: 'Unknown technician.' },
        { field: 'lastTechnicianId', message: 'Unknown technician.' },
        { field: 'taxScheduleId', message: 'Unknown tax schedule.' },
      ],
    });
    expect(await countRows(t, locations)).toBe(before);
  });

  it('needs full access to Locations to write and read access to read', async () => {
    const customer = await createCustomer(t, admin);
    const location = await createLocation(t, admin, customer.id);
    const reader = await userWith(t, admin, [{ id: Permission.Locations, accessLevel: 1 }]);
    const nobody = await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 2 }]);
    const before = await countRows(t, locations);
    const body = { customerId: customer.id, name: 'Refused' };
    for (const res of [
      await api('POST', '/v1/locations', body, reader.token),
      await api('PATCH', `/v1/locations/${location.id}`, { name: 'Refused' }, reader.token),
      await api('DELETE', `/v1/locations/${location.id}`, undefined, reader.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('"Locations and addresses" permission with full access');
    }
    expect(await countRows(t, locations)).toBe(before);
    expect((await api('GET', `/v1/locations/${location.id}`, undefined, reader.token)).statusCode).toBe(200);
    for (const url of [
      `/v1/locations/${location.id}`,
      '/v1/locations/search',
      `/v1/locations/${location.id}/history`,
      '/v1/locationZones',
      `/v1/customers/${customer.id}/GetCustomerLocations`,
      `/v1/customers/GetLocationDetail?locationId=${location.id}`,
    ])
      expect((await api('GET', url, undefined, nobody.token)).statusCode).toBe(403);
  });

  it('answers 404 for a location that does not exist', async () => {
    for (const [method, url, body] of [
      ['GET', '/v1/locations/987654'],
      ['PATCH', '/v1/locations/987654', { name: 'X' }],
      ['DELETE', '/v1/locations/987654'],
      ['GET', '/v1/locations/987654/history'],
      ['GET', '/v1/customers/GetLocationDetail?locationId=987654'],
      ['GET', '/v1/customers/987654/GetCustomerLocations'],
    ] as const) {
      const res = await api(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(ErrorCodes.NOT_FOUND);
    }
  });
});

describe('changing and deleting locations', () => {
  it('updates only the fields sent, with versions, and keeps the history with names', async () => {
    const customer = await createCustomer(t, admin);
    const location = await createLocation(t, admin, customer.id, { address: street, zoneId: north });
    const res = await api('PATCH', `/v1/locations/${location.id}`, {
      zoneId: south,
      address: { ...street, street: '200 Main St' },
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: location.name,
      zone: { id: south, name: 'South' },
      address: { id: location.address.id, street: '200 Main St' },
      version: 2,
    });

    const stale = await api('PATCH', `/v1/locations/${location.id}`, { name: 'Stale', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCodes.STALE_VERSION);
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row).toMatchObject({ name: location.name, version: 2 });

    const history = (await api('GET', `/v1/locations/${location.id}/history`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      userDisplayName: adminName,
      changes: {
        zone: { from: 'North', to: 'South' },
        address: { from: '100 Main St, Denver, CO, 80202', to: '200 Main St, Denver, CO, 80202' },
      },
    });
    expect(Date.parse(history[0].at)).not.toBeNaN();
  });

  it('sets and clears the tax schedule the location is taxed by', async () => {
    const customer = await createCustomer(t, admin);
    const location = await createLocation(t, admin, customer.id);
    const denver = await demoTaxScheduleId(t.database.db, 'Denver, CO');
    const set = await api('PATCH', `/v1/locations/${location.id}`, { taxScheduleId: denver });
    expect(set.statusCode).toBe(200);
    expect(set.json().taxSchedule).toEqual({ id: denver, name: 'Denver, CO' });
    const cleared = await api('PATCH', `/v1/locations/${location.id}`, { taxScheduleId: null });
    expect(cleared.json().taxSchedule).toBeNull();
  });

  it('puts the default billing customer back when it is cleared', async () => {
    const customer = await createCustomer(t, admin);
    const other = await createCustomer(t, admin);
    const location = await createLocation(t, admin, customer.id, { billingCustomerId: other.id });
    const res = await api('PATCH', `/v1/locations/${location.id}`, { billingCustomerId: null });
    expect(res.json().billingCustomerId).toBe(customer.id);
  });

  it('refuses bad changes naming the fields, changing nothing', async () => {
    const customer = await createCustomer(t, admin);
    const location = await createLocation(t, admin, customer.id);
    const res = await api('PATCH', `/v1/locations/${location.id}`, {
      name: '',
      zoneId: 987654,
      isActive: 'no',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['isActive', 'name']);
    const refs = await api('PATCH', `/v1/locations/${location.id}`, { zoneId: 987654 });
    expect(refs.json().errors).toEqual([{ field: 'zoneId', message: 'Unknown zone.' }]);
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row).toMatchObject({ name: location.name, zoneId: null, version: 1 });
  });

  it('deletes by deactivating: the location stays readable and leaves active lists', async () => {
    const customer = await createCustomer(t, admin);
    const kept = await createLocation(t, admin, customer.id, { name: 'B kept' });
    const gone = await createLocation(t, admin, customer.id, { name: 'A gone' });
    const res = await api('DELETE', `/v1/locations/${gone.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await api('GET', `/v1/locations/${gone.id}`)).json()).toMatchObject({
      isActive: false,
      version: 2,
    });
    expect((await api('DELETE', `/v1/locations/${gone.id}`)).statusCode).toBe(204);
    const active = (await api('GET', `/v1/locations/search?customerId=${customer.id}&isActive=true`)).json();
    expect(active.data.map((l: { id: number }) => l.id)).toEqual([kept.id]);
    const list = (await api('GET', `/v1/customers/${customer.id}/GetCustomerLocations`)).json();
    expect(list.map((l: { id: number; isActive: boolean }) => [l.id, l.isActive])).toEqual([
      [kept.id, true],
      [gone.id, false],
    ]);
    const history = (await api('GET', `/v1/locations/${gone.id}/history`)).json();
    expect(history[0]).toMatchObject({ action: 'delete', changes: { isActive: { from: true, to: false } } });
  });
});

describe('finding locations', () => {
  it('searches names (with customer and active filters, paging and fields) on both paths', async () => {
    const tag = unique('Qz').replace(/-/g, '');
    const customer = await createCustomer(t, admin);
    const other = await createCustomer(t, admin);
    const a = await createLocation(t, admin, customer.id, {
      name: `${tag} Alpha`,
      address: street,
      zoneId: north,
    });
    const b = await createLocation(t, admin, customer.id, { name: `${tag} Beta` });
    const c = await createLocation(t, admin, other.id, { name: `${tag} Gamma` });
    await createLocation(t, admin, customer.id, { name: 'Unrelated' });

    const all = await api('GET', `/v1/locations/search?query=${tag.toLowerCase()}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().count_filtered).toBe(3);
    expect(all.json().data[0]).toEqual({
      id: a.id,
      name: `${tag} Alpha`,
      customerId: customer.id,
      customerName: customer.name,
      street: '100 Main St',
      city: 'Denver',
      state: 'CO',
      postalCode: '80202',
      zone: 'North',
      isActive: true,
    });
    expect((await api('GET', `/v1/locations?query=${tag}`)).json()).toEqual(all.json());

    const mine = (await api('GET', `/v1/locations/search?query=${tag}&customerId=${customer.id}`)).json();
    expect(mine.data.map((l: { id: number }) => l.id)).toEqual([a.id, b.id]);
    const page = (
      await api('GET', `/v1/locations/search?query=${tag}&offset=1&limit=1&fields=id,name`)
    ).json();
    expect(page).toEqual({ data: [{ id: b.id, name: `${tag} Beta` }], count_filtered: 3 });
    await api('DELETE', `/v1/locations/${c.id}`);
    const active = (await api('GET', `/v1/locations/search?query=${tag}&isActive=true`)).json();
    expect(active.count_filtered).toBe(2);
    // LIKE wildcards in the query are taken literally.
    expect((await api('GET', '/v1/locations/search?query=%25%25_')).json().count_filtered).toBe(0);
  });

  it('refuses bad search parameters naming them', async () => {
    const res = await api('GET', '/v1/locations/search?limit=0&customerId=x&isActive=maybe');
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['customerId', 'isActive', 'limit']);
  });

  it('gives the customer page its locations and the detail of one', async () => {
    const customer = await createCustomer(t, admin);
    const location = await createLocation(t, admin, customer.id, { address: street });
    const list = await api('GET', `/v1/customers/${customer.id}/GetCustomerLocations`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: location.id, customerName: customer.name, street: '100 Main St' }),
    ]);
    const detail = await api('GET', `/v1/customers/GetLocationDetail?locationId=${location.id}`);
    expect(detail.json()).toEqual((await api('GET', `/v1/locations/${location.id}`)).json());
    const bad = await api('GET', '/v1/customers/GetLocationDetail');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['locationId']);
  });

  it('lists the location zones, also as the locationzones lookup', async () => {
    const res = await api('GET', '/v1/locationZones');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((z: { name: string }) => z.name)).toEqual([
      'North',
      'South',
      'East',
      'West',
      'Central',
    ]);
    const lookup = (await api('GET', '/v1/cache/locationzones')).json();
    expect(lookup.map((z: { id: number }) => z.id)).toEqual(res.json().map((z: { id: number }) => z.id));
  });
});
