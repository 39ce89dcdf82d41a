import { Permission } from '@fieldline/contracts/common/permissions';
import { TECHNICIAN_DAY_MESSAGES as M } from '@fieldline/contracts/technician-day/technician-day.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createCustomer, createLocation, unique, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Db } from '../../platform/db/database';
import { jobCalendarEvents, jobContacts, NOT_ASSIGNED_MESSAGE } from '../jobs';
import { workTasks } from '../tasks';
import { technicianDay, weekdayOf } from './technician-day.read';

/** Issue 18 item 4: the technician's day in one request, and its actions on the same job rows. */
let t: TestApp;
let admin: string;
let tech: { id: number; token: string };
let other: { id: number; token: string };
let today: string;

const TECHNICIAN = [
  { id: Permission.Jobs, accessLevel: 1 as const },
  { id: Permission.OwnJobWork, accessLevel: 2 as const },
  { id: Permission.Customers, accessLevel: 1 as const },
  { id: Permission.Checklists, accessLevel: 1 as const },
  { id: Permission.Items, accessLevel: 1 as const },
  { id: Permission.Documents, accessLevel: 1 as const },
];
// A 1x1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const a = await userWith(t, admin, TECHNICIAN);
  tech = { id: a.user.id, token: a.token };
  const b = await userWith(t, admin, TECHNICIAN);
  other = { id: b.user.id, token: b.token };
  today = (await api('GET', '/v1/technician-day', undefined, tech.token)).json().date;
});
afterAll(() => t.close());

/** A job with a visit of `userId` today at `hourUtc` (mid-day in the US time zones). */
async function visitJob(userId: number, hourUtc: number, values: Parameters<typeof seedJob>[2] = {}) {
  const job = await seedJob(t, admin, values);
  await t.database.db.insert(jobCalendarEvents).values({
    jobId: job.id,
    title: 'Visit',
    startTime: `${today}T${String(hourUtc).padStart(2, '0')}:00:00Z`,
    endTime: `${today}T${String(hourUtc + 1).padStart(2, '0')}:00:00Z`,
    employeeId: userId,
  });
  return job;
}

describe('GET /v1/technician-day', () => {
  it('answers the visits of the day in order, with site, hours, contact, tasks, checklists and work state', async () => {
    const customer = await createCustomer(t, admin, { name: unique('Harbor Foods') });
    const location = await createLocation(t, admin, customer.id, {
      name: 'Harbor Foods Plant',
      address: { street: '1200 Market St', city: 'Denver', state: 'CO', postalCode: '80202' },
    });
    const late = await visitJob(tech.id, 20, {
      customerId: customer.id,
      locationId: location.id,
      name: 'Late job',
    });
    const early = await visitJob(tech.id, 16, { name: 'Early job' });
    await visitJob(other.id, 17); // someone else's: not in the list
    const hours = await api('POST', '/v1/locations/hoursOfOperation', {
      locationId: location.id,
      day: weekdayOf(today),
      openTime: '07:00',
      closeTime: '17:30',
      isClosed: false,
    });
    expect(hours.statusCode).toBe(201);
    const contact = await createContact(t, admin, {
      firstName: 'Pat',
      lastName: 'Rivera',
      cellPhone: '303-555-0142',
    });
    await t.database.db
      .insert(jobContacts)
      .values({ jobId: late.id, contactId: contact.id, isPrimary: true });
    await t.database.db.insert(workTasks).values([
      { ownerKind: 'Job', ownerId: late.id, task: 'Replace filter', displayOrder: 1 },
      { ownerKind: 'Job', ownerId: late.id, task: 'Check refrigerant', displayOrder: 2, selected: true },
    ]);
    const def = await api('POST', '/v1/checklistdefinitions', {
      name: unique('Site check'),
      title: 'Site check',
      questions: [{ id: 'safe', text: 'Area safe', kind: 'check' }],
    });
    expect(
      (await api('POST', `/v1/jobs/${late.id}/checklists`, { definitionId: def.json().id })).statusCode,
    ).toBe(201);

    const res = await api('GET', '/v1/technician-day', undefined, tech.token);
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day.date).toBe(today);
    expect(day.userId).toBe(tech.id);
    expect(day.visits.map((v: { jobId: number }) => v.jobId)).toEqual([early.id, late.id]);
    const v = day.visits[1];
    expect(v).toMatchObject({
      jobNumber: late.jobNumber,
      jobName: 'Late job',
      customerName: customer.name,
      site: {
        locationId: location.id,
        name: 'Harbor Foods Plant',
        hours: { openTime: '07:00', closeTime: '17:30', isClosed: false },
      },
      contact: { id: contact.id, name: 'Pat Rivera', phone: '303-555-0142' },
      tasks: [
        { task: 'Replace filter', selected: false },
        { task: 'Check refrigerant', selected: true },
      ],
      checklists: [{ title: 'Site check', questions: [{ id: 'safe', text: 'Area safe' }], answers: {} }],
      work: { state: 'notStarted', since: null, hours: '0.00', timesheetId: null },
      notes: '',
      signoffCount: 0,
      photoCount: 0,
    });
    expect(v.site.address).toContain('1200 Market St');
    expect(v.site.mapsUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(v.site.address)}`,
    );
    expect(day.visits[0].contact).toBeNull();
    expect(day.visits[0].site.hours).toBeNull();
  });

  it("refuses another technician's day to a technician; an office user may ask for it", async () => {
    const refused = await api('GET', `/v1/technician-day?userId=${other.id}`, undefined, tech.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.otherDay);
    const job = await visitJob(other.id, 18);
    const office = await api('GET', `/v1/technician-day?userId=${other.id}&date=${today}`);
    expect(office.statusCode).toBe(200);
    expect(office.json().visits.map((v: { jobId: number }) => v.jobId)).toContain(job.id);
  });

  it('refuses bad input (400 naming the field) and anonymous callers (401)', async () => {
    const bad = await api('GET', '/v1/technician-day?date=2026-13-01&userId=abc', undefined, tech.token);
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([expect.stringContaining('date'), expect.stringContaining('userId')]),
    );
    expect((await t.as(null)({ method: 'GET', url: '/v1/technician-day' })).statusCode).toBe(401);
  });

  it('answers an empty day', async () => {
    const res = await api('GET', '/v1/technician-day?date=2030-01-01', undefined, tech.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().visits).toEqual([]);
  });

  it('uses the same number of queries for 1 visit as for 30 (no per-visit loop)', async () => {
    const a = await userWith(t, admin, TECHNICIAN);
    const b = await userWith(t, admin, TECHNICIAN);
    await visitJob(a.user.id, 15);
    const site = await createCustomer(t, admin);
    const loc = await createLocation(t, admin, site.id);
    for (let i = 0; i < 30; i++) {
      const job = await visitJob(b.user.id, 14 + (i % 8), { customerId: site.id, locationId: loc.id });
      await t.database.db.insert(workTasks).values({ ownerKind: 'Job', ownerId: job.id, task: `Task ${i}` });
    }
    const counted = (db: Db) => {
      const box = { n: 0 };
      const proxy = new Proxy(db, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver);
          if (typeof value !== 'function') return value;
          if (['select', 'selectDistinct', 'execute', 'insert', 'update', 'delete'].includes(String(prop)))
            box.n++;
          return value.bind(target);
        },
      });
      return { proxy, box };
    };
    const one = counted(t.database.db);
    const small = await technicianDay(one.proxy, a.user.id, today);
    const many = counted(t.database.db);
    const large = await technicianDay(many.proxy, b.user.id, today);
    expect(small.visits).toHaveLength(1);
    expect(large.visits).toHaveLength(30);
    expect(large.visits[29].tasks).toHaveLength(1);
    expect(one.box.n).toBeGreaterThan(5);
    expect(many.box.n).toBe(one.box.n);
  });
});

describe('the day actions', () => {
  it('starts and ends work: one time entry on the job, refused when not started or started twice', async () => {
    const job = await visitJob(tech.id, 19);
    const base = `/v1/technician-day/jobs/${job.id}`;
    const early = await api('POST', `${base}/end`, undefined, tech.token);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(M.notStarted);

    const start = await api('POST', `${base}/start`, undefined, tech.token);
    expect(start.statusCode).toBe(201);
    expect(start.json().endTime).toBeNull();
    const twice = await api('POST', `${base}/start`, undefined, tech.token);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(M.alreadyStarted);

    const working = (await api('GET', '/v1/technician-day', undefined, tech.token)).json();
    const w = working.visits.find((v: { jobId: number }) => v.jobId === job.id).work;
    expect(w.state).toBe('working');
    expect(w.since).toBe(start.json().startTime);

    const end = await api('POST', `${base}/end`, undefined, tech.token);
    expect(end.statusCode).toBe(200);
    expect(end.json().timesheetId).toBe(start.json().timesheetId);
    expect(Date.parse(end.json().endTime)).toBeGreaterThan(Date.parse(start.json().startTime));

    // The job's Time tab shows the same row, by the technician.
    const sheets = (await api('GET', `/v1/jobs/${job.id}/timesheets`)).json();
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatchObject({
      id: start.json().timesheetId,
      employee: { id: tech.id },
      workDate: today,
    });
    expect(sheets[0].endTime).not.toBeNull();
    const done = (await api('GET', '/v1/technician-day', undefined, tech.token)).json();
    expect(done.visits.find((v: { jobId: number }) => v.jobId === job.id).work.state).toBe('done');
  });

  it("refuses every action on another technician's job (403) and on no job (404)", async () => {
    const job = await visitJob(other.id, 19);
    const base = `/v1/technician-day/jobs/${job.id}`;
    for (const [url, body] of [
      [`${base}/start`, undefined],
      [`${base}/notes`, { text: 'x' }],
      [`${base}/materials`, { itemId: 1, quantity: 1 }],
    ] as const) {
      const res = await api('POST', url, body, tech.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_ASSIGNED_MESSAGE);
    }
    expect(
      (await api('POST', '/v1/technician-day/jobs/999999/start', undefined, tech.token)).statusCode,
    ).toBe(404);
  });

  it("adds a note to the technician's visit (the job's calendar event shows it)", async () => {
    const job = await visitJob(tech.id, 19);
    const empty = await api('POST', `/v1/technician-day/jobs/${job.id}/notes`, { text: '  ' }, tech.token);
    expect(empty.statusCode).toBe(400);
    const res = await api(
      'POST',
      `/v1/technician-day/jobs/${job.id}/notes`,
      { text: 'Gate code 4411' },
      tech.token,
    );
    expect(res.statusCode).toBe(201);
    await api('POST', `/v1/technician-day/jobs/${job.id}/notes`, { text: 'Unit on roof' }, tech.token);
    const events = (await api('GET', `/v1/jobs/${job.id}/calendarEvents`)).json();
    expect(events[0].note).toMatch(/Gate code 4411\n.*Unit on roof$/);
    const day = (await api('GET', '/v1/technician-day', undefined, tech.token)).json();
    expect(day.visits.find((v: { jobId: number }) => v.jobId === job.id).notes).toBe(events[0].note);
  });

  it('keeps the note of an assigned job without a visit with the time of the day; refused before any time', async () => {
    const job = await seedJob(t, admin, {
      assignedResourceId: tech.id,
      scheduledStart: `${today}T18:00:00Z`,
    });
    const url = `/v1/technician-day/jobs/${job.id}/notes`;
    const early = await api('POST', url, { text: 'Parts on order' }, tech.token);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(M.noVisitForNote);
    await api('POST', `/v1/technician-day/jobs/${job.id}/start`, undefined, tech.token);
    const res = await api('POST', url, { text: 'Parts on order' }, tech.token);
    expect(res.statusCode).toBe(201);
    const sheets = (await api('GET', `/v1/jobs/${job.id}/timesheets`)).json();
    expect(sheets[0].note).toMatch(/Parts on order$/);
    const day = (await api('GET', '/v1/technician-day', undefined, tech.token)).json();
    expect(day.visits.find((v: { jobId: number }) => v.jobId === job.id).notes).toBe(sheets[0].note);
  });

  it('uploads a photo as an image document of the job; refuses other file types', async () => {
    const job = await visitJob(tech.id, 19);
    const url = `/v1/technician-day/jobs/${job.id}/photos`;
    const pdf = await api(
      'POST',
      url,
      { file: { name: 'a.pdf', type: 'pdf', body: 'data:application/pdf;base64,JVBERi0=' } },
      tech.token,
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(M.photoNotImage);
    const res = await api(
      'POST',
      url,
      { description: 'Old unit', file: { name: 'unit.png', type: 'png', body: PNG } },
      tech.token,
    );
    expect(res.statusCode).toBe(201);
    const doc = (await api('GET', `/v1/documents/${res.json().documentId}`)).json();
    expect(doc).toMatchObject({ description: 'Old unit', documentType: 1, visibleToTech: true });
    expect(doc.jobs.map((j: { id: number }) => j.id)).toEqual([job.id]);
    const day = (await api('GET', '/v1/technician-day', undefined, tech.token)).json();
    expect(day.visits.find((v: { jobId: number }) => v.jobId === job.id).photoCount).toBe(1);
  });

  it("records material used as a line of the job's items", async () => {
    const job = await visitJob(tech.id, 19);
    const item = await seedItem(t);
    const zero = await api(
      'POST',
      `/v1/technician-day/jobs/${job.id}/materials`,
      { itemId: item.id, quantity: 0 },
      tech.token,
    );
    expect(zero.statusCode).toBe(400);
    const res = await api(
      'POST',
      `/v1/technician-day/jobs/${job.id}/materials`,
      { itemId: item.id, quantity: '2' },
      tech.token,
    );
    expect(res.statusCode).toBe(201);
    const lines = (await api('GET', `/v1/jobs/${job.id}/items`)).json();
    const text = JSON.stringify(lines);
    expect(text).toContain(item.itemCode);
  });

  it('ticks a task of the job; a task of another job is 404', async () => {
    const job = await visitJob(tech.id, 19);
    const [task] = await t.database.db
      .insert(workTasks)
      .values({ ownerKind: 'Job', ownerId: job.id, task: 'Clean coils' })
      .returning();
    const res = await api(
      'PATCH',
      `/v1/technician-day/jobs/${job.id}/tasks/${task.id}`,
      { selected: true },
      tech.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: task.id, selected: true });
    const tasks = (await api('GET', `/v1/jobs/${job.id}/tasks`)).json();
    expect(tasks.find((x: { id: number }) => x.id === task.id).selected).toBe(true);
    const mine = await visitJob(tech.id, 19);
    const wrong = await api(
      'PATCH',
      `/v1/technician-day/jobs/${mine.id}/tasks/${task.id}`,
      { selected: true },
      tech.token,
    );
    expect(wrong.statusCode).toBe(404);
  });

  it('a signoff saved through the job route shows on the day and on the job', async () => {
    const job = await visitJob(tech.id, 19);
    const res = await api(
      'POST',
      `/v1/jobs/${job.id}/signoffs`,
      { signatureName: 'Pat Rivera', signatureImage: PNG },
      tech.token,
    );
    expect(res.statusCode).toBe(201);
    const list = (await api('GET', `/v1/jobs/${job.id}/signoffs`)).json();
    expect(list).toMatchObject([
      { signatureName: 'Pat Rivera', hasSignature: true, createdBy: { id: tech.id } },
    ]);
    const day = (await api('GET', '/v1/technician-day', undefined, tech.token)).json();
    expect(day.visits.find((v: { jobId: number }) => v.jobId === job.id).signoffCount).toBe(1);
  });
});
