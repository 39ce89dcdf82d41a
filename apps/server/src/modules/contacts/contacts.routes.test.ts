import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { Contact } from '@fieldline/contracts/contacts/contacts.contract';
import { DUPLICATE_ACCOUNT_NUMBER } from '@fieldline/contracts/customers/customers.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createContact,
  createCustomer,
  createLocation,
  unique,
  userWith,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { customers } from '../customers';
import { contactLocations, contacts } from './contacts.table';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  adminId = (await t.as(admin)({ method: 'GET', url: '/v1/users/current' })).json().id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const fieldsOf = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field).sort();

describe('creating contacts', () => {
  it('creates a contact of a customer linked at once to a location', async () => {
    const customer = await createCustomer(t, admin);
    const location = await createLocation(t, admin, customer.id);
    const res = await api('POST', '/v1/contacts', {
      firstName: ' Pat ',
      lastName: 'Lee',
      title: 'Facilities',
      workPhone: '303-555-0100',
      cellPhone: '',
      email: 'pat.lee@example.test',
      idNumber: 'C-1',
      notes: 'Prefers e-mail',
      customerId: customer.id,
      locationId: location.id,
    });
    expect(res.statusCode).toBe(201);
    const contact: Contact = res.json();
    expect(contact).toMatchObject({
      firstName: 'Pat',
      lastName: 'Lee',
      displayName: 'Pat Lee',
      title: 'Facilities',
      cellPhone: null,
      email: 'pat.lee@example.test',
      isActive: true,
      isEmailValid: true,
      isPrimaryContact: false,
      customer: { id: customer.id, name: customer.name, accountNumber: customer.accountNumber },
      isCustomerContact: true,
      isLocationContact: true,
      locations: [{ id: location.id, name: location.name, receiveSignoffs: false, isPrimary: false }],
      createdBy: adminId,
      version: 1,
    });
    expect(contact.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api('GET', `/v1/contacts/${contact.id}`)).json()).toEqual(contact);
    expect((await api('POST', '/v1/contacts?fields=id', { firstName: 'Only' })).json()).toEqual({
      id: expect.any(Number),
    });
  });

  it('creates the customer first when asked for a new one', async () => {
    const accountNumber = unique('NEW');
    const res = await api('POST', '/v1/contacts', {
      firstName: 'Sam',
      newCustomer: { name: 'Sam’s Bakery', accountNumber },
    });
    expect(res.statusCode).toBe(201);
    const { customer } = res.json();
    expect(customer).toMatchObject({ name: 'Sam’s Bakery', accountNumber });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ name: 'Sam’s Bakery', createdBy: adminId });
  });

  it('refuses a duplicate account number for the new customer, saving neither', async () => {
    const existing = await createCustomer(t, admin);
    const [contactsBefore, customersBefore] = [await countRows(t, contacts), await countRows(t, customers)];
    const res = await api('POST', '/v1/contacts', {
      firstName: 'Sam',
      newCustomer: { name: 'Again', accountNumber: existing.accountNumber.toLowerCase() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'newCustomer.accountNumber', message: DUPLICATE_ACCOUNT_NUMBER },
    ]);
    expect(await countRows(t, contacts)).toBe(contactsBefore);
    expect(await countRows(t, customers)).toBe(customersBefore);
  });

  it('refuses bad input naming every field, saving nothing', async () => {
    const before = await countRows(t, contacts);
    const res = await api('POST', '/v1/contacts', {
      firstName: ' ',
      email: 'not-an-address',
      customerId: 0,
      locationId: -1,
      newCustomer: { name: '', accountNumber: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual([
      'customerId',
      'email',
      'firstName',
      'locationId',
      'newCustomer.accountNumber',
      'newCustomer.name',
    ]);
    const both = await api('POST', '/v1/contacts', {
      firstName: 'A',
      customerId: 5,
      newCustomer: { name: 'N', accountNumber: unique('N') },
    });
    expect(both.json().errors).toEqual([
      { field: 'newCustomer', message: 'Choose an existing customer or a new one, not both.' },
    ]);
    const refs = await api('POST', '/v1/contacts', {
      firstName: 'A',
      customerId: 987654,
      locationId: 987654,
    });
    expect(refs.json().errors).toEqual([
      { field: 'customerId', message: 'Unknown customer.' },
      { field: 'locationId', message: 'Unknown location.' },
    ]);
    expect(await countRows(t, contacts)).toBe(before);
  });

  it('keeps one primary contact per customer', async () => {
    const customer = await createCustomer(t, admin);
    const first = await createContact(t, admin, { customerId: customer.id, isPrimaryContact: true });
    const second = await createContact(t, admin, { customerId: customer.id, isPrimaryContact: true });
    expect((await api('GET', `/v1/contacts/${first.id}`)).json()).toMatchObject({
      isPrimaryContact: false,
      version: 2,
    });
    const third = await createContact(t, admin, { customerId: customer.id });
    await api('PATCH', `/v1/contacts/${third.id}`, { isPrimaryContact: true });
    const rows = (await api('GET', `/v1/customers/${customer.id}/contacts`)).json();
    expect(
      rows.filter((r: { isPrimaryContact: boolean }) => r.isPrimaryContact).map((r: { id: number }) => r.id),
    ).toEqual([third.id]);
    expect(second.isPrimaryContact).toBe(true);
  });
});

describe('changing and deleting contacts', () => {
  it('updates only the fields sent, with versions and an audit row', async () => {
    const contact = await createContact(t, admin, { email: 'old@example.test', title: 'Owner' });
    const res = await api('PATCH', `/v1/contacts/${contact.id}`, {
      email: 'New@Example.test',
      isEmailValid: false,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'New@Example.test',
      isEmailValid: false,
      title: 'Owner',
      firstName: contact.firstName,
      version: 2,
      modifiedBy: adminId,
    });
    const stale = await api('PATCH', `/v1/contacts/${contact.id}`, { title: 'Stale', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCodes.STALE_VERSION);
    const log = (await api('GET', `/v1/audit-log/search?entity=contact&entityId=${contact.id}`)).json();
    expect(log.data[0]).toMatchObject({
      action: 'update',
      changes: {
        email: { from: 'old@example.test', to: 'New@Example.test' },
        isEmailValid: { from: true, to: false },
      },
    });
  });

  it('refuses bad changes naming the fields, changing nothing', async () => {
    const contact = await createContact(t, admin);
    const res = await api('PATCH', `/v1/contacts/${contact.id}`, {
      firstName: '',
      email: 'x',
      customerId: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['customerId', 'email', 'firstName']);
    const unknown = await api('PATCH', `/v1/contacts/${contact.id}`, { customerId: 987654 });
    expect(unknown.json().errors).toEqual([{ field: 'customerId', message: 'Unknown customer.' }]);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row).toMatchObject({ firstName: contact.firstName, customerId: null, version: 1 });
  });

  it('deletes by deactivating and unlinking every location', async () => {
    const customer = await createCustomer(t, admin);
    const [a, b] = [await createLocation(t, admin, customer.id), await createLocation(t, admin, customer.id)];
    const contact = await createContact(t, admin, { customerId: customer.id, locationId: a.id });
    await api('POST', `/v1/contacts/${contact.id}/location/${b.id}`);
    const res = await api('DELETE', `/v1/contacts/${contact.id}`);
    expect(res.statusCode).toBe(204);
    expect(await countRows(t, contactLocations, eq(contactLocations.contactId, contact.id))).toBe(0);
    expect((await api('GET', `/v1/contacts/${contact.id}`)).json()).toMatchObject({
      isActive: false,
      isLocationContact: false,
      locations: [],
    });
    const log = (await api('GET', `/v1/audit-log/search?entity=contact&entityId=${contact.id}`)).json();
    expect(log.data[0]).toMatchObject({ action: 'delete', changes: { isActive: { from: true, to: false } } });
    expect(log.data[0].changes.locations.to).toEqual([]);
  });

  it('lists a customer’s contacts, active ones first', async () => {
    const customer = await createCustomer(t, admin);
    const gone = await createContact(t, admin, { customerId: customer.id, lastName: 'Aaa' });
    const kept = await createContact(t, admin, { customerId: customer.id, lastName: 'Zzz' });
    await createContact(t, admin);
    await api('DELETE', `/v1/contacts/${gone.id}`);
    const res = await api('GET', `/v1/customers/${customer.id}/contacts`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { id: number }) => c.id)).toEqual([kept.id, gone.id]);
    expect(res.json()[0]).toMatchObject({
      customer: { id: customer.id, name: customer.name },
      isCustomerContact: true,
      isLocationContact: false,
      receiveSignoffs: false,
    });
    const active = (await api('GET', `/v1/customers/${customer.id}/contacts?isActive=true`)).json();
    expect(active.map((c: { id: number }) => c.id)).toEqual([kept.id]);
    expect((await api('GET', '/v1/customers/987654/contacts')).statusCode).toBe(404);
  });
});

describe('contact permissions and missing contacts', () => {
  it('needs full access to Contacts to write and read access to read', async () => {
    const contact = await createContact(t, admin);
    const customer = await createCustomer(t, admin);
    const location = await createLocation(t, admin, customer.id);
    const reader = await userWith(t, admin, [{ id: Permission.Contacts, accessLevel: 1 }]);
    const nobody = await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 2 }]);
    const before = await countRows(t, contacts);
    for (const [method, url, body] of [
      ['POST', '/v1/contacts', { firstName: 'Refused' }],
      ['PATCH', `/v1/contacts/${contact.id}`, { firstName: 'Refused' }],
      ['DELETE', `/v1/contacts/${contact.id}`],
      ['POST', `/v1/contacts/${contact.id}/location/${location.id}`],
      ['DELETE', `/v1/contacts/${contact.id}/location/${location.id}`],
      [
        'PATCH',
        `/v1/contacts/${contact.id}/location/${location.id}/receiveSignoffs`,
        { receiveSignoffs: true },
      ],
    ] as const) {
      const res = await api(method, url, body, reader.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toContain('"Contacts" permission with full access');
    }
    expect(await countRows(t, contacts)).toBe(before);
    expect(await countRows(t, contactLocations, eq(contactLocations.contactId, contact.id))).toBe(0);
    expect((await api('GET', `/v1/contacts/${contact.id}`, undefined, reader.token)).statusCode).toBe(200);
    for (const url of [
      `/v1/contacts/${contact.id}`,
      '/v1/contacts/search',
      '/FS_API/v1/contacts/search',
      `/v1/customers/${customer.id}/contacts`,
    ])
      expect((await api('GET', url, undefined, nobody.token)).statusCode, url).toBe(403);
  });

  it('answers 404 for a contact that does not exist', async () => {
    for (const [method, url, body] of [
      ['GET', '/v1/contacts/987654'],
      ['PATCH', '/v1/contacts/987654', { firstName: 'X' }],
      ['DELETE', '/v1/contacts/987654'],
    ] as const) {
      const res = await api(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(ErrorCodes.NOT_FOUND);
    }
  });
});
