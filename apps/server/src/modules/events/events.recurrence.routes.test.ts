import type { EventLookup } from '@fieldline/contracts/events/events.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unique } from '../../../test/factories';
import { seedJob } from '../../../test/factories-work';
import { employees } from '../employees/employees.table';
import { busyBlocksOf } from '../jobs';
import { eventExceptions } from './events.table';
import {
  admin,
  api,
  fields,
  jordanId,
  newEvent,
  samId,
  search,
  starts,
  t,
  useEventsApp,
} from './events.test-kit';

useEventsApp();

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

describe('series rule changes', () => {
  it('keeps changed and cancelled occurrences that are still occurrences of the new rule, drops the others', async () => {
    const tag = unique('Rounds');
    const series = await newEvent({
      title: tag,
      startTime: '2031-10-06T15:00:00Z', // Monday 09:00 MDT
      endTime: '2031-10-06T16:00:00Z',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=4',
    });
    const window = `query=${tag}&from=2031-10-01T00:00:00Z&to=2031-11-01T00:00:00Z`;
    const occurrence = (at: string) => `/v1/events/${series.id}?scope=occurrence&occurrence=${at}`;
    expect((await api('DELETE', occurrence('2031-10-13T15:00:00Z'))).statusCode).toBe(204);
    const moved = await api('PATCH', occurrence('2031-10-20T15:00:00Z'), {
      startTime: '2031-10-20T17:00:00Z',
      endTime: '2031-10-20T18:00:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Wednesdays added: Monday the 13th stays cancelled, the 20th stays moved.
    const wider = await api('PATCH', `/v1/events/${series.id}`, {
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8',
    });
    expect(wider.statusCode, wider.body).toBe(200);
    expect(starts(await search(window))).toEqual([
      '2031-10-06T15:00:00.000Z',
      '2031-10-08T15:00:00.000Z',
      '2031-10-15T15:00:00.000Z',
      '2031-10-20T17:00:00.000Z',
      '2031-10-22T15:00:00.000Z',
      '2031-10-27T15:00:00.000Z',
      '2031-10-29T15:00:00.000Z',
    ]);
    // Wednesdays only: the Monday exceptions no longer line up and go, with the moved occurrence's event.
    const narrower = await api('PATCH', `/v1/events/${series.id}`, {
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=3',
    });
    expect(narrower.statusCode, narrower.body).toBe(200);
    expect((await api('GET', `/v1/events/${moved.json().id}`)).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(eventExceptions)
      .where(eq(eventExceptions.seriesId, series.id));
    expect(left).toEqual([]);
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

  it('checks a weekly time off against visits all year ahead, not only its first weeks', async () => {
    const job = await seedJob(t, admin);
    // Fridays from 2032-01-02; the visit is on the 30th Friday (2032-07-23, 10:00-12:00 Denver MDT).
    const booked = await api(
      'POST',
      `/v1/jobs/${job.id}/calendarEvents`,
      {
        title: 'Annual',
        employeeId: samId,
        startTime: '2032-07-23T16:00:00Z',
        endTime: '2032-07-23T18:00:00Z',
      },
      admin,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const refused = await api('POST', '/v1/events', {
      title: 'Friday mornings off',
      kind: 'timeOff',
      startTime: '2032-01-02T16:00:00Z',
      endTime: '2032-01-02T19:00:00Z',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=FR',
      recurrenceTimezone: 'America/Denver',
      attendees: [{ userId: samId }],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain(`Job ${job.jobNumber} Annual`);
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
