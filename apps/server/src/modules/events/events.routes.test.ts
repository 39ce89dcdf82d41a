import type { CalendarEvent, EventLookup } from '@fieldline/contracts/events/events.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/factories';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { employees } from '../employees/employees.table';
import { users } from '../identity/identity.table';
import { busyBlocksOf } from '../jobs';
import { eventExceptions } from './events.table';

let t: TestApp;
let admin: string;
let dispatcher: string;
let tech: string;
let sales: string;
let jordanId: number;
let samId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  dispatcher = await t.login('kim.nguyen@example.com', DEMO_PASSWORD);
  tech = await t.login('jordan.lee@example.com', DEMO_PASSWORD);
  sales = await t.login('marcus.bell@example.com', DEMO_PASSWORD);
  const db = t.database.db;
  [{ id: jordanId }] = await db.select().from(users).where(eq(users.email, 'jordan.lee@example.com'));
  [{ id: samId }] = await db.select().from(users).where(eq(users.email, 'sam.ortiz@example.com'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function api(method: Method, url: string, payload?: unknown, token = dispatcher) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fields = (res: { json(): { errors?: { field: string }[] } }) => res.json().errors?.map((e) => e.field);

async function newEvent(values: Record<string, unknown>, token = dispatcher): Promise<CalendarEvent> {
  const res = await api('POST', '/v1/events', { title: unique('Event'), ...values }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function search(q: string): Promise<{ data: CalendarEvent[]; count_filtered: number }> {
  const res = await api('GET', `/v1/events/search?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const starts = (r: { data: CalendarEvent[] }) => r.data.map((e) => e.startTime);

describe('statuses, priorities and types', () => {
  it('lists the demo lookups, creates and updates one, refuses bad input and a taken name', async () => {
    const statuses: EventLookup[] = (await api('GET', '/v1/events/statuses')).json();
    expect(statuses.map((s) => s.name)).toEqual(['Scheduled', 'Confirmed', 'Cancelled']);
    expect(statuses.find((s) => s.name === 'Cancelled')?.isCancelled).toBe(true);
    expect((await api('GET', '/v1/events/priorities')).json().map((p: EventLookup) => p.name)).toEqual([
      'Low',
      'Normal',
      'High',
    ]);
    const types: EventLookup[] = (await api('GET', '/v1/events/types')).json();
    expect(types.map((x) => x.name)).toEqual(
      expect.arrayContaining(['Meeting', 'Training', 'Time off', 'Block']),
    );

    const bad = await api('POST', '/v1/events/types', { name: '', color: 'red', sortOrder: -1 });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['name', 'color', 'sortOrder']));
    const created = await api('POST', '/v1/events/types', { name: 'Inspection', color: '#12ab34' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Inspection', color: '#12AB34', isActive: true });
    const taken = await api('POST', '/v1/events/types', { name: 'inspection' });
    expect(taken.statusCode).toBe(409);
    const id = created.json().id;
    const patched = await api('PATCH', `/v1/events/types/${id}`, { isActive: false, version: 1 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().isActive).toBe(false);
    expect((await api('PATCH', `/v1/events/types/${id}`, { name: 'Again', version: 1 })).statusCode).toBe(
      409,
    );
    expect((await api('PATCH', '/v1/events/types/999999', { name: 'Nope' })).statusCode).toBe(404);
    expect((await api('PATCH', `/v1/events/types/${id}`, {})).statusCode).toBe(400);
    const active = (await api('GET', '/v1/events/types?isActive=true')).json() as EventLookup[];
    expect(active.some((x) => x.id === id)).toBe(false);
    const priority = await api('POST', '/v1/events/priorities', { name: 'Urgent', sortOrder: 9 });
    // The demo's weekly safety meeting, twice in two weeks, on the technician's own calendar.
    const now = Date.now();
    const demo = await api(
      'GET',
      `/v1/events/search?query=safety&from=${new Date(now).toISOString()}&to=${new Date(now + 14 * 86_400_000).toISOString()}`,
      undefined,
      tech,
    );
    expect(demo.json().data.map((e: CalendarEvent) => e.title)).toEqual([
      'Monday safety meeting',
      'Monday safety meeting',
    ]);
    expect(priority.statusCode).toBe(201);
    expect((await api('POST', '/v1/events/statuses', { name: 'Tentative' }, tech)).statusCode).toBe(403);
  });
});

describe('events', () => {
  it('creates, reads, updates (version checked) and deletes an event; bad input names the fields', async () => {
    const bad = await api('POST', '/v1/events', {
      title: '',
      kind: 'party',
      startTime: '2031-01-07T16:00:00Z',
      endTime: '2031-01-07T15:00:00Z',
      recurrenceRule: 'every tuesday',
      statusId: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['title', 'kind', 'recurrenceRule', 'statusId']));
    const order = await api('POST', '/v1/events', {
      title: 'Backwards',
      startTime: '2031-01-07T16:00:00Z',
      endTime: '2031-01-07T15:00:00Z',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors).toEqual([{ field: 'endTime', message: 'The end must be after the start.' }]);
    const badRule = await api('POST', '/v1/events', {
      title: 'Bad rule',
      startTime: '2031-01-07T15:00:00Z',
      endTime: '2031-01-07T16:00:00Z',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=XX',
    });
    expect(badRule.statusCode).toBe(400);
    expect(fields(badRule)).toEqual(['recurrenceRule']);
    const unknownStatus = await api('POST', '/v1/events', {
      title: 'Unknown status',
      startTime: '2031-01-07T15:00:00Z',
      endTime: '2031-01-07T16:00:00Z',
      statusId: 999999,
    });
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json().errors[0]).toEqual({
      field: 'statusId',
      message: 'Choose an event status from the list.',
    });
    const jobOnMeeting = await api('POST', '/v1/events', {
      title: 'Meeting with a job',
      startTime: '2031-01-07T15:00:00Z',
      endTime: '2031-01-07T16:00:00Z',
      jobId: 1,
    });
    expect(jobOnMeeting.statusCode).toBe(400);
    expect(fields(jobOnMeeting)).toEqual(['jobId']);

    const [status] = (await api('GET', '/v1/events/statuses')).json() as EventLookup[];
    const e = await newEvent({
      title: 'Quarterly review',
      description: 'Numbers and goals',
      startTime: '2031-01-07T15:00:00Z',
      endTime: '2031-01-07T16:30:00Z',
      statusId: status.id,
      location: 'Denver office',
      attendees: [{ userId: jordanId }, { userId: samId, required: false }],
    });
    expect(e).toMatchObject({
      kind: 'meeting',
      statusName: 'Scheduled',
      recurring: false,
      recurrenceRule: null,
      version: 1,
      startTime: '2031-01-07T15:00:00.000Z',
    });
    expect(e.attendees).toEqual([
      { userId: jordanId, name: 'Jordan Lee', required: true, response: 'none' },
      { userId: samId, name: 'Sam Ortiz', required: false, response: 'none' },
    ]);
    expect((await api('GET', `/v1/events/${e.id}`)).json()).toMatchObject({ title: 'Quarterly review' });
    expect((await api('GET', `/v1/events/${e.id}?fields=id,title`)).json()).toEqual({
      id: e.id,
      title: 'Quarterly review',
    });
    const patched = await api('PATCH', `/v1/events/${e.id}`, { title: 'Q1 review', version: 1 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Q1 review', version: 2 });
    const stale = await api('PATCH', `/v1/events/${e.id}`, { title: 'Late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await api('PATCH', `/v1/events/${e.id}`, { endTime: '2031-01-07T14:00:00Z' })).statusCode).toBe(
      400,
    );
    expect((await api('PATCH', `/v1/events/${e.id}`, {})).statusCode).toBe(400);
    expect((await api('GET', '/v1/events/999999')).statusCode).toBe(404);
    expect((await api('GET', '/v1/events/abc')).statusCode).toBe(400);
    expect((await api('PATCH', '/v1/events/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/events/${e.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/events/${e.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/events/${e.id}`)).statusCode).toBe(404);
  });

  it('links a job visit to its job and refuses a visit of another job', async () => {
    const job = await seedJob(t, admin);
    const other = await seedJob(t, admin);
    const visit = await api(
      'POST',
      `/v1/jobs/${job.id}/calendarEvents`,
      { title: 'Visit', startTime: '2031-02-03T15:00:00Z', endTime: '2031-02-03T16:00:00Z' },
      admin,
    );
    expect(visit.statusCode, visit.body).toBe(201);
    const linked = await newEvent({
      kind: 'visit',
      jobId: job.id,
      jobCalendarEventId: visit.json().id,
      startTime: '2031-02-03T15:00:00Z',
      endTime: '2031-02-03T16:00:00Z',
    });
    expect(linked).toMatchObject({
      jobId: job.id,
      jobNumber: job.jobNumber,
      jobCalendarEventId: visit.json().id,
    });
    const wrong = await api('POST', '/v1/events', {
      title: 'Wrong',
      kind: 'visit',
      jobId: other.id,
      jobCalendarEventId: visit.json().id,
      startTime: '2031-02-03T15:00:00Z',
      endTime: '2031-02-03T16:00:00Z',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fields(wrong)).toEqual(['jobCalendarEventId']);
    const noJob = await api('POST', '/v1/events', {
      title: 'No job',
      kind: 'visit',
      startTime: '2031-02-03T15:00:00Z',
      endTime: '2031-02-03T16:00:00Z',
    });
    expect(fields(noJob)).toEqual(['jobId']);
  });

  it('lets a user without Events read only the events they attend; writes need full Events', async () => {
    const mine = await newEvent({
      startTime: '2031-03-04T15:00:00Z',
      endTime: '2031-03-04T16:00:00Z',
      attendees: [{ userId: jordanId }],
    });
    const notMine = await newEvent({
      startTime: '2031-03-04T15:00:00Z',
      endTime: '2031-03-04T16:00:00Z',
      attendees: [{ userId: samId }],
    });
    expect((await api('GET', `/v1/events/${mine.id}`, undefined, tech)).statusCode).toBe(200);
    expect((await api('GET', `/v1/events/${notMine.id}`, undefined, tech)).statusCode).toBe(403);
    const window = 'from=2031-03-04T00:00:00Z&to=2031-03-05T00:00:00Z';
    const seen = (await api('GET', `/v1/events/search?${window}&userId=${samId}`, undefined, tech)).json();
    expect(seen.data.map((e: CalendarEvent) => e.id)).toEqual([mine.id]);
    expect((await api('GET', `/v1/events/search?${window}`)).json().count_filtered).toBeGreaterThanOrEqual(2);
    for (const [method, url, body] of [
      [
        'POST',
        '/v1/events',
        { title: 'x', startTime: '2031-03-04T15:00:00Z', endTime: '2031-03-04T16:00:00Z' },
      ],
      ['PATCH', `/v1/events/${mine.id}`, { title: 'x' }],
      ['DELETE', `/v1/events/${mine.id}`, undefined],
      ['POST', `/v1/events/${mine.id}/attendees`, { userId: samId }],
    ] as const) {
      expect((await api(method, url, body, tech)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api(method, url, body, sales)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await api('GET', `/v1/events/${notMine.id}`, undefined, sales)).statusCode).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: `/v1/events/${mine.id}` })).statusCode).toBe(401);
  });

  it('adds and removes attendees', async () => {
    const e = await newEvent({ startTime: '2031-03-05T15:00:00Z', endTime: '2031-03-05T16:00:00Z' });
    const added = await api('POST', `/v1/events/${e.id}/attendees`, {
      userId: jordanId,
      response: 'accepted',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().attendees).toEqual([
      { userId: jordanId, name: 'Jordan Lee', required: true, response: 'accepted' },
    ]);
    const again = await api('POST', `/v1/events/${e.id}/attendees`, { userId: jordanId });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This user already attends the event.');
    expect((await api('POST', `/v1/events/${e.id}/attendees`, { userId: 999999 })).statusCode).toBe(400);
    expect((await api('POST', `/v1/events/${e.id}/attendees`, { userId: 'x' })).statusCode).toBe(400);
    expect((await api('POST', '/v1/events/999999/attendees', { userId: jordanId })).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/events/${e.id}/attendees/${jordanId}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/events/${e.id}/attendees/${jordanId}`)).statusCode).toBe(404);
    expect((await api('GET', `/v1/events/${e.id}`)).json().attendees).toEqual([]);
  });
});

describe('search and recurrence', () => {
  it('finds events overlapping the window, expands a series only inside it, counts, refuses a long window', async () => {
    const tag = unique('Window');
    await newEvent({
      title: `${tag} inside`,
      startTime: '2031-04-01T15:00:00Z',
      endTime: '2031-04-01T16:00:00Z',
    });
    await newEvent({
      title: `${tag} outside`,
      startTime: '2031-05-01T15:00:00Z',
      endTime: '2031-05-01T16:00:00Z',
    });
    // Open-ended daily: only the window's days come back.
    await newEvent({
      title: `${tag} daily`,
      startTime: '2031-03-01T16:00:00Z',
      endTime: '2031-03-01T16:15:00Z',
      recurrenceRule: 'FREQ=DAILY',
    });
    const q = `query=${tag}&from=2031-04-01T00:00:00Z&to=2031-04-04T00:00:00Z`;
    const found = await search(q);
    expect(found.data.map((e) => e.title)).toEqual([
      `${tag} inside`,
      `${tag} daily`,
      `${tag} daily`,
      `${tag} daily`,
    ]);
    expect(found.count_filtered).toBe(4);
    expect(found.data[1]).toMatchObject({ recurring: true, occurrenceStart: '2031-04-01T15:00:00.000Z' }); // 09:00 MDT
    expect((await api('GET', `/v1/events/search/count?${q}`)).json()).toEqual({ count: 4 });
    expect((await search(`${q}&kind=timeOff`)).count_filtered).toBe(0);
    const page = await search(`${q}&offset=1&limit=2`);
    expect(page.data.map((e) => e.startTime)).toEqual([
      '2031-04-01T15:00:00.000Z',
      '2031-04-02T15:00:00.000Z',
    ]);
    const far = await search(`query=${tag}&from=2040-01-01T00:00:00Z&to=2040-12-31T00:00:00Z&limit=10000`);
    expect(far.count_filtered).toBe(365);
    const long = await api('GET', '/v1/events/search?from=2031-01-01T00:00:00Z&to=2033-01-01T00:00:00Z');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe('The search window can be at most 366 days.');
    expect((await api('GET', '/v1/events/search?from=yesterday')).statusCode).toBe(400);
  });

  it('keeps a 09:00 weekly meeting at 09:00 local across the DST changes (company zone America/Denver)', async () => {
    const tag = unique('Denver');
    const e = await newEvent({
      title: tag,
      startTime: '2026-03-02T16:00:00Z', // Monday 09:00 MST
      endTime: '2026-03-02T17:00:00Z',
      recurrenceRule: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
    });
    expect(e).toMatchObject({ recurrenceTimezone: 'America/Denver', recurrenceUntil: null, recurring: true });
    expect(starts(await search(`query=${tag}&from=2026-03-01T00:00:00Z&to=2026-03-17T00:00:00Z`))).toEqual([
      '2026-03-02T16:00:00.000Z',
      '2026-03-09T15:00:00.000Z',
      '2026-03-16T15:00:00.000Z',
    ]);
    expect(starts(await search(`query=${tag}&from=2026-10-26T00:00:00Z&to=2026-11-10T00:00:00Z`))).toEqual([
      '2026-10-26T15:00:00.000Z',
      '2026-11-02T16:00:00.000Z',
      '2026-11-09T16:00:00.000Z',
    ]);
  });

  it('keeps 09:00 in Europe/London across the March and October changes; COUNT ends the series', async () => {
    const tag = unique('London');
    const e = await newEvent({
      title: tag,
      startTime: '2026-03-23T09:00:00Z',
      endTime: '2026-03-23T10:00:00Z',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3',
      recurrenceTimezone: 'Europe/London',
    });
    expect(e).toMatchObject({ recurrenceCount: 3, recurrenceUntil: '2026-04-06T08:00:00.000Z' });
    expect(starts(await search(`query=${tag}&from=2026-03-01T00:00:00Z&to=2026-05-01T00:00:00Z`))).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-04-06T08:00:00.000Z',
    ]);
    const autumn = unique('London autumn');
    await newEvent({
      title: autumn,
      startTime: '2026-10-19T08:00:00Z', // Monday 09:00 BST
      endTime: '2026-10-19T09:00:00Z',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261103T000000Z',
      recurrenceTimezone: 'Europe/London',
    });
    expect(starts(await search(`query=${autumn}&from=2026-10-01T00:00:00Z&to=2026-12-01T00:00:00Z`))).toEqual(
      [
        '2026-10-19T08:00:00.000Z',
        '2026-10-26T09:00:00.000Z', // GMT from 10-25
        '2026-11-02T09:00:00.000Z',
      ],
    );
    const badZone = await api('POST', '/v1/events', {
      title: 'x',
      startTime: '2026-10-19T08:00:00Z',
      endTime: '2026-10-19T09:00:00Z',
      recurrenceRule: 'FREQ=DAILY',
      recurrenceTimezone: 'Mars/Olympus',
    });
    expect(fields(badZone)).toEqual(['recurrenceTimezone']);
  });

  it('changes or cancels one occurrence without touching the series, then the series, then the following', async () => {
    const tag = unique('Standup');
    const series = await newEvent({
      title: tag,
      startTime: '2031-06-02T15:00:00Z', // Monday 09:00 MDT
      endTime: '2031-06-02T15:30:00Z',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=5',
      attendees: [{ userId: jordanId }],
    });
    const window = `query=${tag}&from=2031-06-01T00:00:00Z&to=2031-07-15T00:00:00Z`;
    const moved = await api(
      'PATCH',
      `/v1/events/${series.id}?scope=occurrence&occurrence=2031-06-09T15:00:00.000Z`,
      { startTime: '2031-06-09T17:00:00Z', endTime: '2031-06-09T17:30:00Z', version: 1 },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      seriesId: series.id,
      occurrenceStart: '2031-06-09T15:00:00.000Z',
      recurring: false,
      title: tag,
    });
    expect(moved.json().attendees.map((a: { userId: number }) => a.userId)).toEqual([jordanId]);
    expect(starts(await search(window))).toEqual([
      '2031-06-02T15:00:00.000Z',
      '2031-06-09T17:00:00.000Z',
      '2031-06-16T15:00:00.000Z',
      '2031-06-23T15:00:00.000Z',
      '2031-06-30T15:00:00.000Z',
    ]);
    // The same occurrence again: the changed one is updated.
    const again = await api(
      'PATCH',
      `/v1/events/${series.id}?scope=occurrence&occurrence=2031-06-09T15:00:00Z`,
      {
        title: `${tag} moved`,
      },
    );
    expect(again.json()).toMatchObject({ id: moved.json().id, title: `${tag} moved` });
    // Not an occurrence, no occurrence given, a stale version.
    const notOne = await api(
      'PATCH',
      `/v1/events/${series.id}?scope=occurrence&occurrence=2031-06-10T15:00:00Z`,
      {
        title: 'x',
      },
    );
    expect(notOne.statusCode).toBe(422);
    expect(notOne.json().message).toBe('The series has no occurrence starting at that time.');
    expect(fields(await api('PATCH', `/v1/events/${series.id}?scope=occurrence`, { title: 'x' }))).toEqual([
      'occurrence',
    ]);
    expect(
      (
        await api('PATCH', `/v1/events/${series.id}?scope=occurrence&occurrence=2031-06-16T15:00:00Z`, {
          title: 'x',
          version: 1,
        })
      ).statusCode,
    ).toBe(409);
    // Cancel one.
    expect(
      (await api('DELETE', `/v1/events/${series.id}?scope=occurrence&occurrence=2031-06-16T15:00:00Z`))
        .statusCode,
    ).toBe(204);
    expect(starts(await search(window))).toEqual([
      '2031-06-02T15:00:00.000Z',
      '2031-06-09T17:00:00.000Z',
      '2031-06-23T15:00:00.000Z',
      '2031-06-30T15:00:00.000Z',
    ]);
    const gone = await api(
      'PATCH',
      `/v1/events/${series.id}?scope=occurrence&occurrence=2031-06-16T15:00:00Z`,
      {
        title: 'x',
      },
    );
    expect(gone.statusCode).toBe(422);
    // The whole series renamed: the changed occurrence keeps its own title and time.
    const renamed = await api('PATCH', `/v1/events/${series.id}?scope=series`, { title: `${tag} weekly` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const titles = (await search(window)).data.map((e) => e.title);
    expect(titles).toEqual([`${tag} weekly`, `${tag} moved`, `${tag} weekly`, `${tag} weekly`]);
    // The same start written another way is no move: the changed occurrence stays.
    const same = await api('PATCH', `/v1/events/${series.id}`, { startTime: '2031-06-02T09:00:00-06:00' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await search(window)).data.map((e) => e.title)).toEqual(titles);
    // This and the following: the series stops before 06-23, a new one carries on at 10:00 local.
    const following = await api(
      'PATCH',
      `/v1/events/${series.id}?scope=following&occurrence=2031-06-23T15:00:00Z`,
      { startTime: '2031-06-23T16:00:00Z', endTime: '2031-06-23T16:30:00Z' },
    );
    expect(following.statusCode, following.body).toBe(200);
    expect(following.json()).toMatchObject({ recurrenceCount: 2, recurring: true });
    expect(starts(await search(window))).toEqual([
      '2031-06-02T15:00:00.000Z',
      '2031-06-09T17:00:00.000Z',
      '2031-06-23T16:00:00.000Z',
      '2031-06-30T16:00:00.000Z',
    ]);
    // Deleting the series removes its changed occurrence and exceptions too.
    expect((await api('DELETE', `/v1/events/${series.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/events/${moved.json().id}`)).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(eventExceptions)
      .where(eq(eventExceptions.seriesId, series.id));
    expect(left).toEqual([]);
    expect(starts(await search(window))).toEqual(['2031-06-23T16:00:00.000Z', '2031-06-30T16:00:00.000Z']);
  });
});

describe('busy time', () => {
  it("refuses a job visit over a technician's time off (TECHNICIAN_DOUBLE_BOOKED) unless overridden", async () => {
    const job = await seedJob(t, admin);
    const off = await newEvent({
      title: 'Dentist',
      kind: 'timeOff',
      startTime: '2031-08-05T14:00:00Z',
      endTime: '2031-08-05T18:00:00Z',
      attendees: [{ userId: samId }],
    });
    const visit = {
      title: 'Tune-up',
      employeeId: samId,
      startTime: '2031-08-05T17:00:00Z',
      endTime: '2031-08-05T19:00:00Z',
    };
    const refused = await api('POST', `/v1/jobs/${job.id}/calendarEvents`, visit, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TECHNICIAN_DOUBLE_BOOKED');
    expect(refused.json().message).toContain('Sam Ortiz is already booked');
    expect(refused.json().message).toContain('(Time off: Dentist)');
    // A recurring block is busy on each of its days.
    await newEvent({
      title: 'Training',
      kind: 'block',
      startTime: '2031-08-11T15:00:00Z',
      endTime: '2031-08-11T17:00:00Z',
      recurrenceRule: 'FREQ=DAILY;COUNT=5',
      attendees: [{ userId: samId }],
    });
    const onThursday = await api(
      'POST',
      `/v1/jobs/${job.id}/calendarEvents`,
      { ...visit, startTime: '2031-08-14T16:00:00Z', endTime: '2031-08-14T18:00:00Z' },
      admin,
    );
    expect(onThursday.json().message).toContain('(Block: Training)');
    const forced = await api(
      'POST',
      `/v1/jobs/${job.id}/calendarEvents`,
      { ...visit, override: true },
      admin,
    );
    expect(forced.statusCode, forced.body).toBe(201);
    // The board's set-based read: every block of both technicians in the window, series expanded.
    const blocks = await busyBlocksOf(
      t.database.db,
      [samId, jordanId],
      '2031-08-01T00:00:00Z',
      '2031-08-20T00:00:00Z',
    );
    expect(blocks.filter((b) => b.userId === samId).map((b) => `${b.kind} ${b.start}`)).toEqual([
      'timeOff 2031-08-05T14:00:00.000Z',
      'block 2031-08-11T15:00:00.000Z',
      'block 2031-08-12T15:00:00.000Z',
      'block 2031-08-13T15:00:00.000Z',
      'block 2031-08-14T15:00:00.000Z',
      'block 2031-08-15T15:00:00.000Z',
    ]);
    expect(blocks[0]).toMatchObject({
      sourceId: off.id,
      label: 'Time off: Dentist',
      end: '2031-08-05T18:00:00.000Z',
    });
    // A cancelled status frees the time.
    const statuses = (await api('GET', '/v1/events/statuses')).json() as EventLookup[];
    const cancelled = statuses.find((s) => s.isCancelled) as EventLookup;
    await api('PATCH', `/v1/events/${off.id}`, { statusId: cancelled.id, override: true });
    const later = await api(
      'POST',
      `/v1/jobs/${job.id}/calendarEvents`,
      { ...visit, startTime: '2031-08-05T14:00:00Z', endTime: '2031-08-05T15:00:00Z' },
      admin,
    );
    expect(later.statusCode, later.body).toBe(201);
  });

  it('refuses time off over a booked visit unless overridden, and moving it runs the guard too', async () => {
    const job = await seedJob(t, admin);
    const booked = await api(
      'POST',
      `/v1/jobs/${job.id}/calendarEvents`,
      {
        title: 'Install',
        employeeId: jordanId,
        startTime: '2031-09-02T15:00:00Z',
        endTime: '2031-09-02T17:00:00Z',
      },
      admin,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const body = {
      title: 'Vacation',
      kind: 'timeOff',
      allDay: true,
      startTime: '2031-09-02T06:00:00Z',
      endTime: '2031-09-03T06:00:00Z',
      attendees: [{ userId: jordanId }],
    };
    const refused = await api('POST', '/v1/events', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TECHNICIAN_DOUBLE_BOOKED' });
    expect(refused.json().message).toContain(`Job ${job.jobNumber} Install`);
    // Nothing was kept of the refused request.
    expect(
      (await search('query=Vacation&from=2031-09-01T00:00:00Z&to=2031-09-05T00:00:00Z')).count_filtered,
    ).toBe(0);
    const forced = await api('POST', '/v1/events', { ...body, override: true });
    expect(forced.statusCode, forced.body).toBe(201);
    const free = await newEvent({
      title: 'Day off',
      kind: 'timeOff',
      startTime: '2031-09-09T06:00:00Z',
      endTime: '2031-09-10T06:00:00Z',
      attendees: [{ userId: jordanId }],
    });
    const move = await api('PATCH', `/v1/events/${free.id}`, {
      startTime: '2031-09-02T06:00:00Z',
      endTime: '2031-09-03T06:00:00Z',
    });
    expect(move.statusCode).toBe(409);
    // An attendee added to a time off over their visit: refused too.
    const other = await newEvent({
      title: 'Off',
      kind: 'timeOff',
      startTime: '2031-09-02T14:00:00Z',
      endTime: '2031-09-02T16:00:00Z',
    });
    expect((await api('POST', `/v1/events/${other.id}/attendees`, { userId: jordanId })).statusCode).toBe(
      409,
    );
    // The employee's availability and events show the time off beside the visit.
    const [jordan] = await t.database.db.select().from(employees).where(eq(employees.userId, jordanId));
    const busy = (
      await api(
        'GET',
        `/v1/employees/${jordan.id}/availability?from=2031-09-02&to=2031-09-02`,
        undefined,
        admin,
      )
    ).json();
    expect(busy.busy.map((b: { title: string; kind?: string }) => `${b.kind}:${b.title}`)).toEqual([
      'timeOff:Vacation',
      'visit:Install',
    ]);
    const listed = (
      await api(
        'GET',
        `/v1/employees/${jordan.id}/events/search?from=2031-09-01&to=2031-09-30&query=vacation`,
        undefined,
        admin,
      )
    ).json();
    expect(listed.count_filtered).toBe(1);
  });
});
