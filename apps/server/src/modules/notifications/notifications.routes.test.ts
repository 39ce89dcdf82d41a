import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  NO_ACTIVE_CONTACTS,
  NotificationMethod,
} from '@fieldline/contracts/notifications/notifications.contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createContact, createCustomer, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { recordNotification } from '.';
import { notificationSubscriptions, notificationTypes } from './notifications.table';

let t: TestApp;
let admin: string;
let types: (typeof notificationTypes.$inferSelect)[];
let reminder: number;
let invoice: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  types = await t.database.db.select().from(notificationTypes).orderBy(asc(notificationTypes.sort));
  reminder = types.find((x) => x.name === 'Service reminder')!.id;
  invoice = types.find((x) => x.name === 'Invoice sent')!.id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'DELETE', url: string, token = admin, headers: Record<string, string> = {}) =>
  t.as(token)({ method, url, headers });
const subscription = async (contactId: number, typeId: number) =>
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
/** The contact opts out through the public link. */
const optOut = (c: { uid: string; email: string | null }, typeId: number) =>
  t.as(null)({
    method: 'POST',
    url: `/v1/notifications/external/${c.uid}/unsubscribe/${typeId}`,
    payload: { email: c.email },
  });

describe('a contact’s subscriptions', () => {
  it('lists every active type, unsubscribed until subscribed, with canOptOut when asked', async () => {
    const contact = await createContact(t, admin);
    const res = await api('GET', `/v1/contacts/${contact.id}/notifications`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      types.map((x) => ({
        id: x.id,
        name: x.name,
        description: x.description,
        isSubscribed: false,
        optedOutByContact: false,
      })),
    );
    const withFlag = (
      await api('GET', `/v1/contacts/${contact.id}/notifications?includeCanOptOut=true`)
    ).json();
    expect(withFlag.find((s: { id: number }) => s.id === invoice)).toMatchObject({ canOptOut: false });
    expect(withFlag.find((s: { id: number }) => s.id === reminder)).toMatchObject({ canOptOut: true });
  });

  it('subscribes with a GET and unsubscribes with a DELETE, answering the subscription', async () => {
    const contact = await createContact(t, admin);
    const on = await api('GET', `/v1/contacts/${contact.id}/notifications/${reminder}/subscribe`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      id: reminder,
      name: 'Service reminder',
      description: 'Upcoming maintenance reminders.',
      isSubscribed: true,
      optedOutByContact: false,
      canOptOut: true,
    });
    expect(await subscription(contact.id, reminder)).toMatchObject({ isSubscribed: true });
    const list = (await api('GET', `/v1/contacts/${contact.id}/notifications`)).json();
    expect(
      list.filter((s: { isSubscribed: boolean }) => s.isSubscribed).map((s: { id: number }) => s.id),
    ).toEqual([reminder]);
    const off = await api('DELETE', `/v1/contacts/${contact.id}/notifications/${reminder}/unsubscribe`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isSubscribed: false, optedOutByContact: false });
    expect(await subscription(contact.id, reminder)).toMatchObject({ isSubscribed: false });
    const log = (
      await t.as(admin)({ method: 'GET', url: `/v1/audit-log/search?entity=contact&entityId=${contact.id}` })
    ).json();
    expect(
      log.data.slice(0, 2).map((e: { action: string; changes: unknown }) => [e.action, e.changes]),
    ).toEqual([
      ['unsubscribe', { 'Service reminder': { from: true, to: false } }],
      ['subscribe', { 'Service reminder': { from: false, to: true } }],
    ]);
  });

  it('subscribing a contact who opted out clears the opt-out', async () => {
    const contact = await createContact(t, admin, { email: 'optout@example.test' });
    expect((await optOut(contact, reminder)).statusCode).toBe(200);
    expect(await subscription(contact.id, reminder)).toMatchObject({ optedOutByContact: true });
    const res = await api('GET', `/v1/contacts/${contact.id}/notifications/${reminder}/subscribe`);
    expect(res.json()).toMatchObject({ isSubscribed: true, optedOutByContact: false });
  });

  it('pages the log newest first, ten at a time', async () => {
    const contact = await createContact(t, admin, {
      firstName: 'Lou',
      lastName: 'Log',
      email: 'lou@example.test',
    });
    for (let i = 1; i <= 12; i++)
      await recordNotification(t.database.db, {
        contactId: contact.id,
        notificationTypeId: i === 12 ? null : reminder,
        method: i === 1 ? NotificationMethod.Text : NotificationMethod.Email,
        recipient: 'lou@example.test',
        subject: `Message ${i}`,
      });
    const first = (await api('GET', `/v1/contacts/${contact.id}/notifications?logs=true`)).json();
    expect(first).toHaveLength(10);
    expect(first[0]).toEqual({
      id: expect.any(Number),
      contactId: contact.id,
      contactName: 'Lou Log',
      notificationName: null,
      method: 'E-mail',
      recipient: 'lou@example.test',
      subject: 'Message 12',
      status: 'sent',
      sentDate: expect.stringMatching(/Z$/),
    });
    const rest = (await api('GET', `/v1/contacts/${contact.id}/notifications?logs=true&offset=10`)).json();
    expect(rest.map((l: { subject: string; method: string }) => [l.subject, l.method])).toEqual([
      ['Message 2', 'E-mail'],
      ['Message 1', 'Text message'],
    ]);
    expect(rest[0].notificationName).toBe('Service reminder');
  });

  it('hides inactive types and refuses to subscribe to them', async () => {
    const contact = await createContact(t, admin);
    const [hidden] = await t.database.db
      .insert(notificationTypes)
      .values({ name: 'Retired', isActive: false })
      .returning();
    const list = (await api('GET', `/v1/contacts/${contact.id}/notifications`)).json();
    expect(list.map((s: { id: number }) => s.id)).not.toContain(hidden.id);
    expect(
      (await api('GET', `/v1/contacts/${contact.id}/notifications/${hidden.id}/subscribe`)).statusCode,
    ).toBe(404);
  });

  it('refuses bad parameters naming them and answers 404 for missing contacts and types', async () => {
    const contact = await createContact(t, admin);
    const bad = await api('GET', `/v1/contacts/${contact.id}/notifications?logs=maybe&limit=0&offset=-1`);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['limit', 'logs', 'offset']);
    const badNid = await api('GET', `/v1/contacts/${contact.id}/notifications/abc/subscribe`);
    expect(badNid.json().errors.map((e: { field: string }) => e.field)).toEqual(['nid']);
    for (const [method, url] of [
      ['GET', '/v1/contacts/987654/notifications'],
      ['GET', `/v1/contacts/987654/notifications/${reminder}/subscribe`],
      ['DELETE', `/v1/contacts/987654/notifications/${reminder}/unsubscribe`],
      ['GET', `/v1/contacts/${contact.id}/notifications/987654/subscribe`],
      ['DELETE', `/v1/contacts/${contact.id}/notifications/987654/unsubscribe`],
    ] as const)
      expect((await api(method, url)).statusCode, url).toBe(404);
    expect(
      await countRows(t, notificationSubscriptions, eq(notificationSubscriptions.contactId, contact.id)),
    ).toBe(0);
  });

  it('needs Contacts: read to list, full to change; a cookie call must prove it is ours', async () => {
    const contact = await createContact(t, admin);
    const reader = await userWith(t, admin, [{ id: Permission.Contacts, accessLevel: 1 }]);
    const nobody = await userWith(t, admin, [{ id: Permission.Notifications, accessLevel: 2 }]);
    expect((await api('GET', `/v1/contacts/${contact.id}/notifications`, reader.token)).statusCode).toBe(200);
    expect((await api('GET', `/v1/contacts/${contact.id}/notifications`, nobody.token)).statusCode).toBe(403);
    const sub = await api(
      'GET',
      `/v1/contacts/${contact.id}/notifications/${reminder}/subscribe`,
      reader.token,
    );
    expect(sub.statusCode).toBe(403);
    expect(sub.json().message).toBe(
      `${Messages.forbidden} It needs the "Contacts" permission with full access.`,
    );
    const unsub = await api(
      'DELETE',
      `/v1/contacts/${contact.id}/notifications/${reminder}/unsubscribe`,
      reader.token,
    );
    expect(unsub.statusCode).toBe(403);

    // The subscribe GET changes data: a cross-site page must not be able to trigger it with the cookie.
    const cookie = await t.as(null)({
      method: 'GET',
      url: `/v1/contacts/${contact.id}/notifications/${reminder}/subscribe`,
      headers: { cookie: `fl_session=${admin}` },
    });
    expect(cookie.statusCode).toBe(403);
    expect(cookie.json().code).toBe(ErrorCodes.CROSS_SITE);
    expect(await subscription(contact.id, reminder)).toBeUndefined();
    const ours = await t.as(null)({
      method: 'GET',
      url: `/v1/contacts/${contact.id}/notifications/${reminder}/subscribe`,
      headers: { cookie: `fl_session=${admin}`, 'x-requested-with': 'fieldline' },
    });
    expect(ours.statusCode).toBe(200);
  });
});

describe('a customer’s subscriptions', () => {
  it('summarises its active contacts and subscribes all of them, even those who opted out', async () => {
    const customer = await createCustomer(t, admin);
    const subscribed = await createContact(t, admin, { customerId: customer.id });
    const optedOut = await createContact(t, admin, { customerId: customer.id, email: 'self@example.test' });
    const inactive = await createContact(t, admin, { customerId: customer.id });
    await api('GET', `/v1/contacts/${subscribed.id}/notifications/${reminder}/subscribe`);
    await optOut(optedOut, reminder);
    await t.as(admin)({ method: 'DELETE', url: `/v1/contacts/${inactive.id}` });

    const before = (
      await api('GET', `/v1/customers/${customer.id}/notifications?includeCanOptOut=true`)
    ).json();
    expect(before.find((s: { id: number }) => s.id === reminder)).toEqual({
      id: reminder,
      name: 'Service reminder',
      description: 'Upcoming maintenance reminders.',
      isSubscribed: false,
      subscribed: 1,
      unsubscribed: 1,
      canOptOut: true,
    });
    expect(before.find((s: { id: number }) => s.id === invoice)).toMatchObject({
      subscribed: 0,
      unsubscribed: 2,
    });

    const all = await api('GET', `/v1/customers/${customer.id}/notifications/${reminder}/subscribe`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ id: reminder, isSubscribed: true, subscribed: 2, unsubscribed: 0 });
    expect(await subscription(optedOut.id, reminder)).toMatchObject({
      isSubscribed: true,
      optedOutByContact: false,
    });
    expect(await subscription(inactive.id, reminder)).toBeUndefined();

    const none = await api('DELETE', `/v1/customers/${customer.id}/notifications/${reminder}/unsubscribe`);
    expect(none.json()).toMatchObject({ isSubscribed: false, subscribed: 0, unsubscribed: 2 });
    expect(await subscription(subscribed.id, reminder)).toMatchObject({ isSubscribed: false });
    const log = (
      await t.as(admin)({
        method: 'GET',
        url: `/v1/audit-log/search?entity=customer&entityId=${customer.id}`,
      })
    ).json();
    expect(log.data[0]).toMatchObject({ action: 'unsubscribe-all' });
  });

  it('shows the log of all its contacts, newest first', async () => {
    const customer = await createCustomer(t, admin);
    const a = await createContact(t, admin, { customerId: customer.id, firstName: 'Ada', lastName: 'A' });
    const b = await createContact(t, admin, { customerId: customer.id, firstName: 'Ben', lastName: 'B' });
    const stranger = await createContact(t, admin);
    for (const [contactId, subject] of [
      [a.id, 'first'],
      [stranger.id, 'not theirs'],
      [b.id, 'second'],
    ] as const)
      await recordNotification(t.database.db, {
        contactId,
        notificationTypeId: reminder,
        method: NotificationMethod.Email,
        recipient: 'x@example.test',
        subject,
      });
    await t.as(admin)({ method: 'DELETE', url: `/v1/contacts/${b.id}` });
    const logs = (await api('GET', `/v1/customers/${customer.id}/notifications?logs=true`)).json();
    expect(logs.map((l: { subject: string; contactName: string }) => [l.subject, l.contactName])).toEqual([
      ['second', 'Ben B'],
      ['first', 'Ada A'],
    ]);
  });

  it('refuses to subscribe a customer without active contacts, and answers 404 for missing ones', async () => {
    const customer = await createCustomer(t, admin);
    const res = await api('GET', `/v1/customers/${customer.id}/notifications/${reminder}/subscribe`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: NO_ACTIVE_CONTACTS, code: ErrorCodes.RULE });
    for (const [method, url] of [
      ['GET', '/v1/customers/987654/notifications'],
      ['GET', `/v1/customers/987654/notifications/${reminder}/subscribe`],
      ['DELETE', `/v1/customers/987654/notifications/${reminder}/unsubscribe`],
      ['GET', `/v1/customers/${customer.id}/notifications/987654/subscribe`],
    ] as const)
      expect((await api(method, url)).statusCode, url).toBe(404);
  });

  it('needs Customers: read to list, full to change all', async () => {
    const customer = await createCustomer(t, admin);
    const contact = await createContact(t, admin, { customerId: customer.id });
    const reader = await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 1 }]);
    const contactsOnly = await userWith(t, admin, [{ id: Permission.Contacts, accessLevel: 2 }]);
    expect((await api('GET', `/v1/customers/${customer.id}/notifications`, reader.token)).statusCode).toBe(
      200,
    );
    expect(
      (await api('GET', `/v1/customers/${customer.id}/notifications`, contactsOnly.token)).statusCode,
    ).toBe(403);
    for (const [method, url] of [
      ['GET', `/v1/customers/${customer.id}/notifications/${reminder}/subscribe`],
      ['DELETE', `/v1/customers/${customer.id}/notifications/${reminder}/unsubscribe`],
    ] as const) {
      const res = await api(method, url, reader.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('"Customers" permission with full access');
    }
    expect(await subscription(contact.id, reminder)).toBeUndefined();
  });
});
