import { ErrorCodes } from '@fieldline/contracts/common/errors';
import {
  CANNOT_OPT_OUT,
  EXTERNAL_LINK_INVALID,
} from '@fieldline/contracts/notifications/notifications.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createContact, createCustomer, keysOf } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { notificationSubscriptions, notificationTypes } from './notifications.table';

let t: TestApp;
let admin: string;
let reminder: number;
let invoice: number;
let contact: { id: number; uid: string; email: string | null };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const types = await t.database.db.select().from(notificationTypes);
  reminder = types.find((x) => x.name === 'Service reminder')!.id;
  invoice = types.find((x) => x.name === 'Invoice sent')!.id;
  const customer = await createCustomer(t, admin);
  contact = await createContact(t, admin, {
    firstName: 'Robin',
    lastName: 'Private',
    email: 'Robin.Private@example.test',
    customerId: customer.id,
    notes: 'secret notes',
  });
});
afterAll(() => t.close());

const anonymous = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.as(null)({ method, url, payload: payload as object });
const row = async (contactId: number, typeId: number) =>
  (
    await t.database.db
      .select()
      .from(notificationSubscriptions)
      .where(
        and(
          eq(notificationSubscriptions.contactId, contactId),
          eq(notificationSubscriptions.notificationTypeId, typeId),
        ),
      )
  )[0];
const invalid = { message: EXTERNAL_LINK_INVALID, code: ErrorCodes.NOT_FOUND };

describe('the public preferences link', () => {
  it('shows only the first name and the subscriptions to the right e-mail address, without sign-in', async () => {
    const res = await anonymous(
      'GET',
      `/v1/notifications/external/${contact.uid}?email=ROBIN.private@example.test`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(keysOf(body)).toEqual(['firstName', 'subscriptions']);
    expect(body.firstName).toBe('Robin');
    expect(body.subscriptions.find((s: { id: number }) => s.id === invoice)).toMatchObject({
      isSubscribed: false,
      canOptOut: false,
    });
    expect(res.body).not.toMatch(/Private|secret|accountNumber|@/i);
  });

  it('answers the same 404 to a wrong address, an unknown link and an inactive contact', async () => {
    const gone = await createContact(t, admin, { email: 'gone@example.test' });
    await t.as(admin)({ method: 'DELETE', url: `/v1/contacts/${gone.id}` });
    const noEmail = await createContact(t, admin);
    for (const url of [
      `/v1/notifications/external/${contact.uid}?email=someone@example.test`,
      '/v1/notifications/external/2b1f7c1e-8a51-4c0e-9d7a-3f5b9c2e4a10?email=robin.private@example.test',
      `/v1/notifications/external/${gone.uid}?email=gone@example.test`,
      `/v1/notifications/external/${noEmail.uid}?email=a@example.test`,
    ]) {
      const res = await anonymous('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(invalid);
    }
  });

  it('lets the contact unsubscribe (marking the opt-out) and subscribe again', async () => {
    await t.as(admin)({
      method: 'GET',
      url: `/v1/contacts/${contact.id}/notifications/${reminder}/subscribe`,
    });
    const off = await anonymous('POST', `/v1/notifications/external/${contact.uid}/unsubscribe/${reminder}`, {
      email: 'robin.private@example.test',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      id: reminder,
      isSubscribed: false,
      optedOutByContact: true,
      canOptOut: true,
    });
    expect(await row(contact.id, reminder)).toMatchObject({
      isSubscribed: false,
      optedOutByContact: true,
      modifiedBy: null,
    });
    const on = await anonymous('POST', `/v1/notifications/external/${contact.uid}/subscribe/${reminder}`, {
      email: ' Robin.Private@Example.test ',
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ isSubscribed: true, optedOutByContact: false });
    const log = (
      await t.as(admin)({ method: 'GET', url: `/v1/audit-log/search?entity=contact&entityId=${contact.id}` })
    ).json();
    expect(log.data[0]).toMatchObject({ action: 'subscribe-by-contact', userId: null });
  });

  it('refuses changes to types the contact may not opt out of', async () => {
    await t.as(admin)({
      method: 'GET',
      url: `/v1/contacts/${contact.id}/notifications/${invoice}/subscribe`,
    });
    for (const action of ['unsubscribe', 'subscribe']) {
      const res = await anonymous('POST', `/v1/notifications/external/${contact.uid}/${action}/${invoice}`, {
        email: 'robin.private@example.test',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: CANNOT_OPT_OUT, code: ErrorCodes.RULE });
    }
    expect(await row(contact.id, invoice)).toMatchObject({ isSubscribed: true, optedOutByContact: false });
  });

  it('changes nothing for a wrong address or an unknown type', async () => {
    const other = await createContact(t, admin, { email: 'other@example.test' });
    const wrong = await anonymous('POST', `/v1/notifications/external/${other.uid}/unsubscribe/${reminder}`, {
      email: 'robin.private@example.test',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(invalid);
    const unknownType = await anonymous(
      'POST',
      `/v1/notifications/external/${other.uid}/unsubscribe/987654`,
      {
        email: 'other@example.test',
      },
    );
    expect(unknownType.statusCode).toBe(404);
    expect(
      await countRows(t, notificationSubscriptions, eq(notificationSubscriptions.contactId, other.id)),
    ).toBe(0);
  });

  it('refuses bad input naming the fields', async () => {
    const get = await anonymous('GET', '/v1/notifications/external/not-a-uuid');
    expect(get.statusCode).toBe(400);
    expect(
      get
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'uid']);
    const post = await anonymous('POST', `/v1/notifications/external/${contact.uid}/unsubscribe/x`, {
      email: 'nope',
    });
    expect(
      post
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'nid']);
  });
});

describe('rate limit of the public link', () => {
  it('refuses callers who try too many times', async () => {
    const limited = await createTestApp({ loginRateLimit: 3 });
    try {
      const url = '/v1/notifications/external/2b1f7c1e-8a51-4c0e-9d7a-3f5b9c2e4a10?email=a@example.test';
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.as(null)({ method: 'GET', url })).statusCode);
      expect(codes).toEqual([404, 404, 404, 429]);
      const post = await limited.as(null)({
        method: 'POST',
        url: '/v1/notifications/external/2b1f7c1e-8a51-4c0e-9d7a-3f5b9c2e4a10/unsubscribe/1',
        payload: { email: 'a@example.test' },
      });
      expect(post.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
