import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { messageTemplates } from '../templates';
import { notificationSubscriptions, notificationTypes } from './notifications.table';

let t: TestApp;
let admin: string;
let reminder: number;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const types = await t.database.db.select().from(notificationTypes);
  reminder = types.find((x) => x.name === 'Service reminder')!.id;
  const [tpl] = await t.database.db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.name, 'Appointment reminder'));
  templateId = tpl.id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.as(admin)({ method, url, payload });

describe('notification types', () => {
  it('lists the types with their message template (demo links appointments to the reminder)', async () => {
    const res = await api('GET', '/v1/notifications?isActive=true');
    expect(res.statusCode).toBe(200);
    const scheduled = res.json().find((x: { name: string }) => x.name === 'Appointment scheduled');
    expect(scheduled.messageTemplate).toEqual({ id: templateId, name: 'Appointment reminder' });
  });

  it('adds a type from a message template and copies a type', async () => {
    const added = await api('GET', `/v1/notifications/${templateId}/add`);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      name: 'Appointment reminder',
      isActive: true,
      canOptOut: true,
      messageTemplate: { id: templateId },
      subscribedCount: 0,
    });
    const copy = await api('GET', `/v1/notifications/${reminder}/copy`);
    expect(copy.json()).toMatchObject({ name: 'Copy of Service reminder', canOptOut: true });
    expect(copy.json().id).not.toBe(reminder);
    expect((await api('GET', '/v1/notifications/987654/add')).statusCode).toBe(404);
    expect((await api('GET', '/v1/notifications/987654/copy')).statusCode).toBe(404);
  });

  it('updates a type, refusing a template that does not exist', async () => {
    const copy = (await api('GET', `/v1/notifications/${reminder}/copy`)).json();
    const res = await api('PATCH', `/v1/notifications/${copy.id}`, {
      name: 'Filter change reminder',
      messageTemplateId: templateId,
      canOptOut: false,
    });
    expect(res.json()).toMatchObject({ name: 'Filter change reminder', canOptOut: false });
    const bad = await api('PATCH', `/v1/notifications/${copy.id}`, { messageTemplateId: 987654, sort: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['sort']);
    const missing = await api('PATCH', `/v1/notifications/${copy.id}`, { messageTemplateId: 987654 });
    expect(missing.json().errors).toEqual([
      { field: 'messageTemplateId', message: 'No such message template.' },
    ]);
  });

  it('retires a type on DELETE', async () => {
    const copy = (await api('GET', `/v1/notifications/${reminder}/copy`)).json();
    expect((await api('DELETE', `/v1/notifications/${copy.id}`)).statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(notificationTypes)
      .where(eq(notificationTypes.id, copy.id));
    expect(row.isActive).toBe(false);
    expect((await api('DELETE', '/v1/notifications/987654')).statusCode).toBe(404);
  });

  it("forgets the contacts' own opt-outs of a type, leaving them unsubscribed", async () => {
    const contact = await createContact(t, admin, { email: 'optout@example.test' });
    await api('GET', `/v1/contacts/${contact.id}/notifications/${reminder}/subscribe`);
    await t.as(null)({
      method: 'POST',
      url: `/v1/notifications/external/${contact.uid}/unsubscribe/${reminder}`,
      payload: { email: 'optout@example.test' },
    });
    const where = and(
      eq(notificationSubscriptions.contactId, contact.id),
      eq(notificationSubscriptions.notificationTypeId, reminder),
    );
    expect((await t.database.db.select().from(notificationSubscriptions).where(where))[0]).toMatchObject({
      optedOutByContact: true,
    });
    expect((await api('DELETE', `/v1/notifications/${reminder}/emailoptout`)).statusCode).toBe(204);
    expect((await t.database.db.select().from(notificationSubscriptions).where(where))[0]).toMatchObject({
      optedOutByContact: false,
      isSubscribed: false,
    });
  });
});
