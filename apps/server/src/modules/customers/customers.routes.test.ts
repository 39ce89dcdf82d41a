import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  CANNOT_BILL_ITSELF,
  type Customer,
  DUPLICATE_ACCOUNT_NUMBER,
} from '@fieldline/contracts/customers/customers.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addresses } from '../addresses';
import { locations } from '../locations/locations.table';
import { currencies, customerStatuses, customers, customerTypes } from './customers.table';

let t: TestApp;
let admin: string;
let adminId: number;
let ids: { active: number; onHold: number; commercial: number; usd: number; cad: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  adminId = (await t.as(admin)({ method: 'GET', url: '/v1/users/current' })).json().id;
  const db = t.database.db;
  const statuses = await db.select().from(customerStatuses);
  const types = await db.select().from(customerTypes);
  const money = await db.select().from(currencies);
  ids = {
    active: statuses.find((s) => s.name === 'Active')!.id,
    onHold: statuses.find((s) => s.name === 'On Hold')!.id,
    commercial: types.find((s) => s.name === 'Commercial')!.id,
    usd: money.find((c) => c.abbreviation === 'USD')!.id,
    cad: money.find((c) => c.abbreviation === 'CAD')!.id,
  };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

const address = {
  street: '1701 Wynkoop St',
  city: 'Denver',
  state: 'CO',
  postalCode: '80202-1151',
  country: 'US',
  isConfirmed: true,
};

async function newCustomer(body: Record<string, unknown> = {}): Promise<Customer> {
  const res = await api('POST', '/v1/customers', {
    name: unique('Customer'),
    accountNumber: unique('ACC'),
    createLocation: false,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`customer not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

describe('POST /v1/customers', () => {
  it('creates a customer with defaults, its billing address and its first location', async () => {
    const name = unique('Wynkoop Brewing');
    const locationsBefore = await countRows(t, locations);
    const res = await api('POST', '/v1/customers', {
      name: ` ${name} `,
      accountNumber: unique('WB'),
      typeId: ids.commercial,
      billingAddress: address,
      phone: '303-555-0100',
      email: '',
    });
    expect(res.statusCode).toBe(201);
    const c: Customer = res.json();
    expect(c).toMatchObject({
      name,
      status: { id: ids.active, name: 'Active' },
      type: { id: ids.commercial, name: 'Commercial' },
      currency: { id: ids.usd, abbreviation: 'USD', isAltCurrency: false, rate: '1.00000000' },
      billingCustomer: null,
      billingAddress: { ...address, isVerified: false, id: expect.any(Number) },
      phone: '303-555-0100',
      email: null,
      isActive: true,
      locationCount: 1,
      contactCount: 0,
      activeAlertCount: 0,
      createdBy: adminId,
      version: 1,
    });
    expect(await countRows(t, locations)).toBe(locationsBefore + 1);
    const [loc] = await t.database.db.select().from(locations).where(eq(locations.customerId, c.id));
    // The first location is named after the customer, at the billing address (its own copy).
    expect(loc).toMatchObject({ name, customerId: c.id });
    expect(loc.addressId).not.toBe(c.billingAddress!.id);
    expect((await api('GET', `/v1/customers/${c.id}`)).json()).toEqual(c);
    const log = (await api('GET', `/v1/audit-log/search?entity=customer&entityId=${c.id}`)).json();
    expect(log.data[0]).toMatchObject({ action: 'create' });
    expect(log.data[0].changes.billingAddress.to).toBe('1701 Wynkoop St, Denver, CO 80202-1151, US');
  });

  it('creates no location when told not to, and takes the given status and currency', async () => {
    const before = await countRows(t, locations);
    const c = await newCustomer({ statusId: ids.onHold, currencyId: ids.cad });
    expect(c).toMatchObject({
      status: { name: 'On Hold' },
      currency: { abbreviation: 'CAD', isAltCurrency: true, rate: '1.38000000' },
      billingAddress: null,
      locationCount: 0,
    });
    expect(await countRows(t, locations)).toBe(before);
  });

  it('refuses a duplicate account number whatever its case, saving nothing', async () => {
    const first = await newCustomer({ accountNumber: unique('dup') });
    const before = [
      await countRows(t, customers),
      await countRows(t, addresses),
      await countRows(t, locations),
    ];
    const res = await api('POST', '/v1/customers', {
      name: 'Copy',
      accountNumber: first.accountNumber.toUpperCase(),
      billingAddress: address,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: Messages.validation,
      code: ErrorCodes.VALIDATION,
      errors: [{ field: 'accountNumber', message: DUPLICATE_ACCOUNT_NUMBER }],
    });
    expect([
      await countRows(t, customers),
      await countRows(t, addresses),
      await countRows(t, locations),
    ]).toEqual(before);
  });

  it('refuses bad input naming every field, saving nothing', async () => {
    const before = await countRows(t, customers);
    const res = await api('POST', '/v1/customers', {
      name: '  ',
      email: 'not-an-email',
      billingAddress: { postalCode: '8', state: 'Colorado', latitude: 'north' },
      createLocation: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual([
      'accountNumber',
      'billingAddress.latitude',
      'billingAddress.postalCode',
      'billingAddress.state',
      'createLocation',
      'email',
      'name',
    ]);
    expect(await countRows(t, customers)).toBe(before);
  });

  it('refuses unknown status, type, currency and billing customer ids naming the fields', async () => {
    const before = await countRows(t, customers);
    const res = await api('POST', '/v1/customers', {
      name: 'Refs',
      accountNumber: unique('refs'),
      statusId: 987654,
      typeId: 987654,
      currencyId: 987654,
      billingCustomerId: 987654,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['billingCustomerId', 'currencyId', 'statusId', 'typeId']);
    expect(await countRows(t, customers)).toBe(before);
  });
});

describe('PATCH /v1/customers/{id}', () => {
  it('updates only the fields sent, replaces the billing address in place, with versions and audit', async () => {
    const c = await newCustomer({ billingAddress: address });
    const addressesBefore = await countRows(t, addresses);
    const res = await api('PATCH', `/v1/customers/${c.id}`, {
      notes: 'Gate code 4411',
      billingAddress: { ...address, street: '1801 Wynkoop St', isVerified: true },
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: c.name,
      notes: 'Gate code 4411',
      billingAddress: {
        id: c.billingAddress!.id,
        street: '1801 Wynkoop St',
        isVerified: true,
        isConfirmed: true,
      },
      version: 2,
      modifiedBy: adminId,
    });
    expect(await countRows(t, addresses)).toBe(addressesBefore);

    const stale = await api('PATCH', `/v1/customers/${c.id}`, { name: 'Stale', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCodes.STALE_VERSION);
    expect((await api('GET', `/v1/customers/${c.id}`)).json().name).toBe(c.name);

    const log = (await api('GET', `/v1/audit-log/search?entity=customer&entityId=${c.id}`)).json();
    expect(log.data[0].action).toBe('update');
    expect(log.data[0].changes).toEqual({
      notes: { from: null, to: 'Gate code 4411' },
      billingAddress: {
        from: '1701 Wynkoop St, Denver, CO 80202-1151, US',
        to: '1801 Wynkoop St, Denver, CO 80202-1151, US',
      },
    });

    const cleared = await api('PATCH', `/v1/customers/${c.id}`, { billingAddress: null, phone: '' });
    expect(cleared.json()).toMatchObject({ billingAddress: null, phone: null, version: 3 });
  });

  it('sets a billing customer, but never the customer itself', async () => {
    const payer = await newCustomer();
    const c = await newCustomer();
    const ok = await api('PATCH', `/v1/customers/${c.id}`, { billingCustomerId: payer.id });
    expect(ok.json().billingCustomer).toEqual({
      id: payer.id,
      name: payer.name,
      accountNumber: payer.accountNumber,
    });
    const self = await api('PATCH', `/v1/customers/${c.id}`, { billingCustomerId: c.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(CANNOT_BILL_ITSELF);
    expect((await api('GET', `/v1/customers/${c.id}`)).json().billingCustomer.id).toBe(payer.id);
    const unknown = await api('PATCH', `/v1/customers/${c.id}`, { billingCustomerId: 987654 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'billingCustomerId', message: 'Unknown billing customer.' },
    ]);
  });

  it('refuses another customer’s account number but keeps its own, and bad fields', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const dup = await api('PATCH', `/v1/customers/${b.id}`, { accountNumber: a.accountNumber.toLowerCase() });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual([{ field: 'accountNumber', message: DUPLICATE_ACCOUNT_NUMBER }]);
    const own = await api('PATCH', `/v1/customers/${b.id}`, { accountNumber: b.accountNumber.toUpperCase() });
    expect(own.statusCode).toBe(200);
    const bad = await api('PATCH', `/v1/customers/${b.id}`, {
      name: '',
      isActive: 'no',
      createLocation: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['isActive', 'name']);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, b.id));
    expect(row).toMatchObject({ name: b.name, isActive: true, version: 2 });
  });

  it('answers 404 for an unknown customer', async () => {
    expect((await api('PATCH', '/v1/customers/987654', { name: 'X' })).statusCode).toBe(404);
    expect((await api('GET', '/v1/customers/987654')).statusCode).toBe(404);
    expect((await api('GET', '/v1/customers/987654/GetCustomerDetails')).statusCode).toBe(404);
    expect((await api('GET', '/v1/customers/customerbalsumm?customerId=987654')).statusCode).toBe(404);
    expect((await api('GET', '/v1/customers/abc')).statusCode).toBe(400);
  });
});

describe('details (the balance summary is in customers.balance.test.ts)', () => {
  it('gives the customer page header: primary contact, billing customer, counts and alerts in effect', async () => {
    const payer = await newCustomer();
    const c = await newCustomer({
      billingCustomerId: payer.id,
      createLocation: true,
      billingAddress: address,
    });
    const alert = await api('POST', '/v1/customers/alerts', {
      customerId: c.id,
      message: 'Call first',
      severity: 'warning',
    });
    await api('POST', '/v1/customers/alerts', { customerId: c.id, message: 'Old', endDate: '2020-01-01' });
    const details = (await api('GET', `/v1/customers/${c.id}/GetCustomerDetails`)).json();
    expect(details).toMatchObject({
      id: c.id,
      billingCustomer: { id: payer.id },
      primaryContact: null,
      locationCount: 1,
      activeAlertCount: 1,
      activeAlerts: [{ id: alert.json().id, message: 'Call first', severity: 'warning' }],
    });
    expect(details.activeAlerts).toHaveLength(1);
  });
});

describe('customer permissions', () => {
  it('needs read access to read and full access to write', async () => {
    const c = await newCustomer();
    const nobody = await userWith(t, admin, []);
    const reader = await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 1 }]);
    for (const url of [
      `/v1/customers/${c.id}`,
      `/v1/customers/${c.id}/GetCustomerDetails`,
      '/v1/customers/search?query=ab',
      '/v1/customers/search/count',
      '/FS_API/v1/customers/search',
    ]) {
      expect((await api('GET', url, undefined, nobody.token)).statusCode, url).toBe(403);
      expect((await api('GET', url, undefined, reader.token)).statusCode, url).toBe(200);
    }
    // The balance summary also needs Costs and margins (a technician reads customers but not balances).
    const balance = `/v1/customers/customerbalsumm?customerId=${c.id}`;
    expect((await api('GET', balance, undefined, reader.token)).statusCode).toBe(403);
    const accountant = await userWith(t, admin, [
      { id: Permission.Customers, accessLevel: 1 },
      { id: Permission.Costs, accessLevel: 1 },
    ]);
    expect((await api('GET', balance, undefined, accountant.token)).statusCode).toBe(200);
    const before = await countRows(t, customers);
    const create = await api(
      'POST',
      '/v1/customers',
      { name: 'R', accountNumber: unique('r') },
      reader.token,
    );
    expect(create.statusCode).toBe(403);
    const patch = await api('PATCH', `/v1/customers/${c.id}`, { name: 'Reader was here' }, reader.token);
    expect(patch.statusCode).toBe(403);
    expect(await countRows(t, customers)).toBe(before);
    expect((await api('GET', `/v1/customers/${c.id}`)).json().name).toBe(c.name);
  });
});
