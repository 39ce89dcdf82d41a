import type { CalendarEvent, EventLookup } from '@fieldline/contracts/events/events.contract';
import { describe, expect, it } from 'vitest';
import { seedJob } from '../../../test/factories-work';
import {
  admin,
  api,
  fields,
  jordanId,
  newEvent,
  sales,
  samId,
  t,
  tech,
  useEventsApp,
} from './events.test-kit';

useEventsApp();

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
