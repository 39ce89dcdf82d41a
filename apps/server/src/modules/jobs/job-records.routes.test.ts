import { Permission } from '@fieldline/contracts/common/permissions';
import { JobContactMessages } from '@fieldline/contracts/jobs/job-records.contract';
import { JobMessages } from '@fieldline/contracts/jobs/jobs.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createCustomer, createLocation, createUser, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedBid, seedCustomerSite, seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bidContacts, bids } from '../bids';
import { documentSource } from '../documents/documents.sources';
import { jobContacts, jobEquipment, jobs } from './jobs.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

describe('job calendar events', () => {
  it('adds, lists in time order, edits with versions and deletes events', async () => {
    const job = await seedJob(t, admin);
    const tech = await createUser(t, admin, { firstName: 'Cal', lastName: 'Endar' });
    const late = await api('POST', `/v1/jobs/${job.id}/calendarEvents`, {
      title: 'Second visit',
      startTime: '2026-11-24T15:00:00Z',
      endTime: '2026-11-24T17:00:00Z',
    });
    expect(late.statusCode).toBe(201);
    const early = (
      await api('POST', `/v1/jobs/${job.id}/calendarEvents`, {
        title: 'First visit',
        startTime: '2026-11-23T15:00:00-05:00',
        endTime: '2026-11-23T16:30:00-05:00',
        employeeId: tech.user.id,
      })
    ).json();
    expect(early).toMatchObject({
      startTime: '2026-11-23T20:00:00.000Z',
      employee: { id: tech.user.id, displayName: 'Cal Endar' },
      version: 1,
    });
    const list = (await api('GET', `/v1/jobs/${job.id}/calendarEvents`)).json();
    expect(list.map((e: { title: string }) => e.title)).toEqual(['First visit', 'Second visit']);
    const moved = await api('PATCH', `/v1/jobs/${job.id}/calendarEvents/${early.id}`, {
      endTime: '2026-11-23T22:00:00Z',
      version: 1,
    });
    expect(moved.json()).toMatchObject({ endTime: '2026-11-23T22:00:00.000Z', version: 2 });
    expect(
      (await api('PATCH', `/v1/jobs/${job.id}/calendarEvents/${early.id}`, { title: 'x', version: 1 }))
        .statusCode,
    ).toBe(409);
    expect((await api('DELETE', `/v1/jobs/${job.id}/calendarEvents/${early.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/jobs/${job.id}/calendarEvents/${early.id}`)).statusCode).toBe(404);
  });

  it('refuses an end before the start, bad input and unknown jobs', async () => {
    const job = await seedJob(t, admin);
    const backwards = await api('POST', `/v1/jobs/${job.id}/calendarEvents`, {
      title: 'Oops',
      startTime: '2026-11-24T15:00:00Z',
      endTime: '2026-11-24T14:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].field).toBe('endTime');
    const event = (
      await api('POST', `/v1/jobs/${job.id}/calendarEvents`, {
        title: 'Ok',
        startTime: '2026-11-24T15:00:00Z',
        endTime: '2026-11-24T16:00:00Z',
      })
    ).json();
    const patchBackwards = await api('PATCH', `/v1/jobs/${job.id}/calendarEvents/${event.id}`, {
      startTime: '2026-11-24T17:00:00Z',
    });
    expect(patchBackwards.statusCode).toBe(400);
    const bad = await api('POST', `/v1/jobs/${job.id}/calendarEvents`, { title: '', startTime: 'soon' });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['endTime', 'startTime', 'title']);
    expect((await api('GET', '/v1/jobs/999999/calendarEvents')).statusCode).toBe(404);
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    const denied = await api(
      'POST',
      `/v1/jobs/${job.id}/calendarEvents`,
      { title: 'x', startTime: '2026-11-24T15:00:00Z', endTime: '2026-11-24T16:00:00Z' },
      reader.token,
    );
    expect(denied.statusCode).toBe(403);
  });
});

describe('job contacts', () => {
  it('links contacts of the job customer with one primary, refuses others and duplicates', async () => {
    const site = await seedCustomerSite(t, admin);
    const job = await seedJob(t, admin, { customerId: site.customer.id, locationId: site.location.id });
    const ann = await createContact(t, admin, { customerId: site.customer.id, email: 'ann@example.test' });
    const bob = await createContact(t, admin, { customerId: site.customer.id });
    const stranger = await createContact(t, admin, { customerId: (await createCustomer(t, admin)).id });
    const a = await api('POST', `/v1/jobs/${job.id}/contacts`, {
      contactId: ann.id,
      role: 'Site lead',
      isPrimary: true,
    });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      contact: { id: ann.id, email: 'ann@example.test' },
      role: 'Site lead',
      isPrimary: true,
    });
    const b = (
      await api('POST', `/v1/jobs/${job.id}/contacts`, { contactId: bob.id, isPrimary: true })
    ).json();
    const list = (await api('GET', `/v1/jobs/${job.id}/contacts`)).json();
    expect(
      list.map((c: { contact: { id: number }; isPrimary: boolean }) => [c.contact.id, c.isPrimary]),
    ).toEqual([
      [bob.id, true],
      [ann.id, false],
    ]);
    const dup = await api('POST', `/v1/jobs/${job.id}/contacts`, { contactId: ann.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(JobContactMessages.duplicate);
    const other = await api('POST', `/v1/jobs/${job.id}/contacts`, { contactId: stranger.id });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(JobContactMessages.notOfCustomer);
    expect((await api('POST', `/v1/jobs/${job.id}/contacts`, { contactId: 'x' })).statusCode).toBe(400);
    const role = await api('PATCH', `/v1/jobs/${job.id}/contacts/${b.id}`, {
      role: 'Billing',
      version: b.version,
    });
    expect(role.json()).toMatchObject({ role: 'Billing' });
    expect((await api('DELETE', `/v1/jobs/${job.id}/contacts/${b.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/jobs/${job.id}/contacts/${b.id}`)).statusCode).toBe(404);
  });
});

describe('equipment and jobs', () => {
  it('lists the customer equipment (job location first) and the jobs that worked on a unit', async () => {
    const site = await seedCustomerSite(t, admin);
    const elsewhere = await createLocation(t, admin, site.customer.id);
    const job = await seedJob(t, admin, { customerId: site.customer.id, locationId: site.location.id });
    const away = await seedEquipment(
      t,
      { customerId: site.customer.id, locationId: elsewhere.id },
      { name: 'A unit' },
    );
    const here = await seedEquipment(
      t,
      { customerId: site.customer.id, locationId: site.location.id },
      { name: 'Z unit' },
    );
    await seedEquipment(
      t,
      { customerId: site.customer.id, locationId: site.location.id },
      { isActive: false },
    );
    const list = (await api('GET', `/v1/jobs/${job.id}/customer/equipment`)).json();
    expect(list.map((e: { id: number; atJobLocation: boolean }) => [e.id, e.atJobLocation])).toEqual([
      [here.id, true],
      [away.id, false],
    ]);
    expect(
      (await api('GET', `/v1/jobs/${job.id}/customer/equipment/count?locationOnly=true`)).json(),
    ).toEqual({
      count: 1,
    });
    expect((await api('GET', '/v1/jobs/999999/customer/equipment')).statusCode).toBe(404);

    await t.database.db.insert(jobEquipment).values({ jobId: job.id, equipmentId: here.id });
    const second = await seedJob(t, admin, { customerId: site.customer.id, locationId: site.location.id });
    const item = await seedItem(t);
    const line = await api('POST', `/v1/jobs/${second.id}/items`, {
      itemId: item.id,
      quantity: 1,
      equipmentId: here.id,
    });
    expect(line.statusCode).toBe(201);
    const history = (await api('GET', `/v1/equipment/${here.id}/jobs`)).json();
    expect(
      history.map((j: { id: number; onJobEquipment: boolean; onLineItem: boolean }) => [
        j.id,
        j.onJobEquipment,
        j.onLineItem,
      ]),
    ).toEqual([
      [second.id, false, true],
      [job.id, true, false],
    ]);
    expect((await api('GET', `/v1/equipment/${away.id}/jobs`)).json()).toEqual([]);
    expect((await api('GET', '/v1/equipment/999999/jobs')).statusCode).toBe(404);
  });

  it('names jobs for documents and relates them to their customer, location and bid', async () => {
    const bid = await seedBid(t, admin);
    const job = await seedJob(t, admin, {
      customerId: bid.customerId,
      locationId: bid.locationId,
      bidId: bid.id,
    });
    const source = documentSource('Job');
    expect((await source?.displayNames(t.database.db, [job.id]))?.get(job.id)).toBe(`Job - ${job.name}`);
    expect(await source?.related(t.database.db, job.id)).toEqual([
      { kind: 'Customer', id: bid.customerId },
      { kind: 'Location', id: bid.locationId },
      { kind: 'PendingJob', id: bid.id },
    ]);
  });
});

describe('bid conversion', () => {
  it('converts an accepted bid with its lines, contacts and tasks, once', async () => {
    const bid = await seedBid(t, admin, { name: 'Chiller swap', poNumber: 'PO-9' });
    const item = await seedItem(t);
    const line = await api('POST', `/v1/bids/${bid.id}/items`, { itemId: item.id, quantity: 2 });
    expect(line.statusCode).toBe(201);
    const contact = await createContact(t, admin, { customerId: bid.customerId });
    await t.database.db
      .insert(bidContacts)
      .values({ bidId: bid.id, contactId: contact.id, role: 'Owner', isPrimary: true });

    const task = await api('POST', `/v1/bids/${bid.id}/tasks`, {
      task: 'Drain the loop',
      note: 'Before noon',
    });
    expect(task.statusCode).toBe(201);

    const open = await api('POST', `/v1/bids/${bid.id}/convert`);
    expect(open.statusCode).toBe(422);
    expect(open.json().message).toBe(JobMessages.bidNotAccepted);

    await t.database.db.update(bids).set({ status: 'Accepted' }).where(eq(bids.id, bid.id));
    const noType = await api('POST', `/v1/bids/${bid.id}/convert`, {});
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors[0].field).toBe('jobTypeId');

    const types = (await api('GET', '/v1/jobs/types')).json();
    const svc = types.find((r: { type: string }) => r.type === 'SVC');
    const res = await api('POST', `/v1/bids/${bid.id}/convert`, { jobTypeId: svc.id });
    expect(res.statusCode).toBe(201);
    const { id, jobNumber } = res.json();
    expect(jobNumber).toBe(`J-${String(id).padStart(6, '0')}`);
    const job = (await api('GET', `/v1/jobs/${id}`)).json();
    expect(job).toMatchObject({
      name: 'Chiller swap',
      poNumber: 'PO-9',
      bidId: bid.id,
      bidNumber: bid.bidNumber,
      status: 'New',
    });
    const items = (await api('GET', `/v1/jobs/${id}/items`)).json();
    expect(items.items.map((l: { item: { id: number } }) => l.item.id)).toEqual([item.id]);
    const contacts = await t.database.db.select().from(jobContacts).where(eq(jobContacts.jobId, id));
    expect(contacts.map((c) => [c.contactId, c.role, c.isPrimary])).toEqual([[contact.id, 'Owner', true]]);
    const tasks = (await api('GET', `/v1/jobs/${id}/tasks`)).json();
    expect(tasks.map((x: { task: string; note: string }) => [x.task, x.note])).toEqual([
      ['Drain the loop', 'Before noon'],
    ]);
    const [after] = await t.database.db.select().from(bids).where(eq(bids.id, bid.id));
    expect(after).toMatchObject({ status: 'Converted', convertedJobId: id });

    const again = await api('POST', `/v1/bids/${bid.id}/convert`, { jobTypeId: svc.id });
    expect(again.statusCode).toBe(422);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.bidId, bid.id))).length).toBe(1);
    expect((await api('POST', '/v1/bids/999999/convert', {})).statusCode).toBe(404);
  });
});
