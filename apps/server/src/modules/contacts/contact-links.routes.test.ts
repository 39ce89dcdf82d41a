import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { SIGNOFFS_NEED_LINK } from '@fieldline/contracts/contacts/contacts.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createContact, createCustomer, createLocation } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { contactLocations } from './contacts.table';

let t: TestApp;
let admin: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  customerId = (await createCustomer(t, admin)).id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.as(admin)({ method, url, payload: payload as object });
const linkRow = async (contactId: number, locationId: number) =>
  (
    await t.database.db
      .select()
      .from(contactLocations)
      .where(and(eq(contactLocations.contactId, contactId), eq(contactLocations.locationId, locationId)))
  )[0];

describe('linking contacts to locations', () => {
  it('links once: linking again keeps the link and its signoff flag', async () => {
    const location = await createLocation(t, admin, customerId);
    const contact = await createContact(t, admin, { customerId });
    const res = await api('POST', `/v1/contacts/${contact.id}/location/${location.id}`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      contactId: contact.id,
      locationId: location.id,
      receiveSignoffs: false,
      isPrimary: false,
    });
    await api('PATCH', `/v1/contacts/${contact.id}/location/${location.id}/receiveSignoffs`, {
      receiveSignoffs: true,
    });
    const again = await api('POST', `/v1/contacts/${contact.id}/location/${location.id}`);
    expect(again.statusCode).toBe(201);
    expect(again.json().receiveSignoffs).toBe(true);
    expect(await countRows(t, contactLocations, eq(contactLocations.contactId, contact.id))).toBe(1);
    expect((await api('GET', `/v1/contacts/${contact.id}`)).json()).toMatchObject({
      isLocationContact: true,
      locations: [{ id: location.id, name: location.name, receiveSignoffs: true }],
    });
  });

  it('links a contact of another customer (an external contact)', async () => {
    const location = await createLocation(t, admin, customerId);
    const outsider = await createContact(t, admin, { customerId: (await createCustomer(t, admin)).id });
    expect((await api('POST', `/v1/contacts/${outsider.id}/location/${location.id}`)).statusCode).toBe(201);
  });

  it('turns signoffs on and off for a linked contact', async () => {
    const location = await createLocation(t, admin, customerId);
    const contact = await createContact(t, admin, { customerId, locationId: location.id });
    const url = `/v1/contacts/${contact.id}/location/${location.id}/receiveSignoffs`;
    const on = await api('PATCH', url, { receiveSignoffs: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      contactId: contact.id,
      locationId: location.id,
      receiveSignoffs: true,
    });
    expect(await linkRow(contact.id, location.id)).toMatchObject({ receiveSignoffs: true });
    expect((await api('PATCH', url, { receiveSignoffs: false })).json().receiveSignoffs).toBe(false);
    const log = (await api('GET', `/v1/audit-log/search?entity=contact&entityId=${contact.id}`)).json();
    expect(log.data.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['signoffs', 'signoffs']);
  });

  it('unlinking removes the signoff status; signoffs then need the link again', async () => {
    const location = await createLocation(t, admin, customerId);
    const contact = await createContact(t, admin, { customerId, locationId: location.id });
    const url = `/v1/contacts/${contact.id}/location/${location.id}`;
    await api('PATCH', `${url}/receiveSignoffs`, { receiveSignoffs: true });
    const res = await api('DELETE', url);
    expect(res.statusCode).toBe(204);
    expect(await linkRow(contact.id, location.id)).toBeUndefined();
    const refused = await api('PATCH', `${url}/receiveSignoffs`, { receiveSignoffs: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: SIGNOFFS_NEED_LINK, code: ErrorCodes.RULE });
    expect(await linkRow(contact.id, location.id)).toBeUndefined();
    // Linking again starts without signoffs.
    expect((await api('POST', url)).json().receiveSignoffs).toBe(false);
    // Unlinking what is not linked is already done.
    await api('DELETE', url);
    expect((await api('DELETE', url)).statusCode).toBe(204);
  });

  it('refuses bad ids and body naming the fields, and answers 404 for missing ends', async () => {
    const location = await createLocation(t, admin, customerId);
    const contact = await createContact(t, admin, { customerId, locationId: location.id });
    const bad = await api('PATCH', `/v1/contacts/x/location/0/receiveSignoffs`, { receiveSignoffs: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['id', 'locId', 'receiveSignoffs']);
    const noBody = await api(
      'PATCH',
      `/v1/contacts/${contact.id}/location/${location.id}/receiveSignoffs`,
      {},
    );
    expect(noBody.json().errors.map((e: { field: string }) => e.field)).toEqual(['receiveSignoffs']);
    expect(await linkRow(contact.id, location.id)).toMatchObject({ receiveSignoffs: false });
    for (const [method, url, body] of [
      ['POST', `/v1/contacts/987654/location/${location.id}`],
      ['POST', `/v1/contacts/${contact.id}/location/987654`],
      ['DELETE', `/v1/contacts/987654/location/${location.id}`],
      ['DELETE', `/v1/contacts/${contact.id}/location/987654`],
      ['PATCH', `/v1/contacts/${contact.id}/location/987654/receiveSignoffs`, { receiveSignoffs: true }],
    ] as const) {
      const res = await api(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await countRows(t, contactLocations, eq(contactLocations.contactId, contact.id))).toBe(1);
  });
});
