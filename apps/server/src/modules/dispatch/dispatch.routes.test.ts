import { boardVisits, DISPATCH_MESSAGES } from '@fieldline/contracts/dispatch/dispatch.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/factories';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { employees, employeeTeamMembers, employeeTeams } from '../employees/employees.table';
import { users } from '../identity/identity.table';
import { jobCalendarEvents } from '../jobs/jobs.table';
import { locationHours, locations, locationZones } from '../locations/locations.table';

let t: TestApp;
let dispatcher: string;
let tech: string;
let jordan: number;
let sam: number;
let zoneId: number;
let jobA: Awaited<ReturnType<typeof seedJob>>;
let jobB: Awaited<ReturnType<typeof seedJob>>;

// A week far from the demo's visits: Monday 2030-03-04 .. Sunday 2030-03-10 (Denver is UTC-7 then).
const at = (day: number, hour: number, min = 0) =>
  new Date(Date.UTC(2030, 2, 4 + day, hour + 7, min)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  dispatcher = await t.login('kim.nguyen@example.com', DEMO_PASSWORD);
  tech = await t.login('jordan.lee@example.com', DEMO_PASSWORD);
  const db = t.database.db;
  const userOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  jordan = await userOf('jordan.lee@example.com');
  sam = await userOf('sam.ortiz@example.com');
  const admin = await t.login();
  jobA = await seedJob(t, admin);
  jobB = await seedJob(t, admin);
  [{ id: zoneId }] = await db
    .insert(locationZones)
    .values({ name: unique('Zone') })
    .returning();
  await db
    .update(locations)
    .set({ zoneId })
    .where(eq(locations.id, jobA.locationId ?? 0));
  // Tuesday's hours at job A's site.
  await db.insert(locationHours).values({
    locationId: jobA.locationId ?? 0,
    day: 2,
    openTime: '08:00',
    closeTime: '17:00',
    isClosed: false,
  });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown, token = dispatcher) =>
  t.as(token)({ method, url, payload: payload as object });
const board = (qs = '') => api('GET', `/v1/dispatch/board?from=2030-03-05&to=2030-03-05${qs}`);
const fields = (res: { json(): { errors?: { field: string }[] } }) => res.json().errors?.map((e) => e.field);

describe('dispatch board', () => {
  let visitId: number;
  let version: number;

  it('lists technicians with their teams, office and zones, and open jobs in the lane', async () => {
    const res = await board(`&zoneId=${zoneId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timezone).toBe('America/Denver');
    const names = body.technicians.map((x: { name: string }) => x.name);
    expect(names).toContain('Jordan Lee');
    expect(names).toContain('Sam Ortiz');
    const j = body.technicians.find((x: { userId: number }) => x.userId === jordan);
    expect(j.office).not.toBeNull();
    expect(Array.isArray(j.teams)).toBe(true);
    // Only job A is in the zone.
    expect(body.unassigned.data.map((x: { jobId: number }) => x.jobId)).toEqual([jobA.id]);
    expect(body.unassigned.count_filtered).toBe(1);
    expect(body.unassigned.data[0].zone.id).toBe(zoneId);
  });

  it('filters the technicians by team and office', async () => {
    const db = t.database.db;
    const [emp] = await db.select().from(employees).where(eq(employees.userId, jordan));
    const [team] = await db
      .insert(employeeTeams)
      .values({ name: unique('Team') })
      .returning();
    await db.insert(employeeTeamMembers).values({ teamId: team.id, employeeId: emp.id });
    const byTeam = (await board(`&teamId=${team.id}`)).json();
    expect(byTeam.technicians.map((x: { userId: number }) => x.userId)).toEqual([jordan]);
    expect(byTeam.technicians[0].teams).toContainEqual({ id: team.id, name: team.name });
    const byOffice = (await board(`&officeId=${emp.officeId}`)).json();
    const ids = byOffice.technicians.map((x: { userId: number }) => x.userId);
    expect(ids).toContain(jordan);
    expect(ids).not.toContain(sam);
  });

  it('filters the lane by job type and urgency, and pages it', async () => {
    const all = (await board('&laneLimit=1')).json();
    expect(all.unassigned.data).toHaveLength(1);
    expect(all.unassigned.count_filtered).toBeGreaterThan(1);
    const none = (await board(`&jobTypeId=${jobA.jobTypeId}&urgencyId=2147483647`)).json();
    expect(none.unassigned.data).toEqual([]);
    const byType = (await board(`&jobTypeId=${jobA.jobTypeId}&laneLimit=200`)).json();
    expect(byType.unassigned.data.map((x: { jobId: number }) => x.jobId)).toContain(jobA.id);
  });

  it('schedules a lane job on a technician: the card has the zone and the hours of that day', async () => {
    const before = (await api('GET', '/v1/dispatch/changes?since=0')).json().revision;
    const res = await api('POST', '/v1/dispatch/visits', {
      jobId: jobA.id,
      userId: jordan,
      start: at(1, 10),
      end: at(1, 12),
    });
    expect(res.statusCode).toBe(201);
    visitId = res.json().id;
    version = res.json().version;
    expect(res.json().employee.id).toBe(jordan);
    const [row] = await t.database.db
      .select()
      .from(jobCalendarEvents)
      .where(eq(jobCalendarEvents.id, visitId));
    expect(row.jobId).toBe(jobA.id);
    expect(row.employeeId).toBe(jordan);
    const changes = (await api('GET', `/v1/dispatch/changes?since=${before}`)).json();
    expect(changes.changed).toBe(true);
    expect(changes.revision).toBeGreaterThan(before);
    const b = (await board(`&zoneId=${zoneId}`)).json();
    expect(b.revision).toBe(changes.revision);
    expect(b.unassigned.data).toEqual([]);
    const card = boardVisits(b).find((v) => v.id === visitId);
    expect(card).toMatchObject({
      userId: jordan,
      jobId: jobA.id,
      jobNumber: jobA.jobNumber,
      zone: { id: zoneId },
      hours: { openTime: '08:00', closeTime: '17:00', isClosed: false },
      start: at(1, 10),
      end: at(1, 12),
    });
    expect((await api('GET', `/v1/dispatch/changes?since=${changes.revision}`)).json().changed).toBe(false);
  });

  it('refuses an overlapping visit with the guard message (409), and books it on override', async () => {
    const res = await api('POST', '/v1/dispatch/visits', {
      jobId: jobB.id,
      userId: jordan,
      start: at(1, 11),
      end: at(1, 13),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TECHNICIAN_DOUBLE_BOOKED');
    expect(res.json().message).toBe(
      `Jordan Lee is already booked 03/05/2030 10:00 AM - 12:00 PM (Job ${jobA.jobNumber} ${jobA.name}). Choose another time or override the double booking.`,
    );
    const ok = await api('POST', '/v1/dispatch/visits', {
      jobId: jobB.id,
      userId: jordan,
      start: at(1, 11),
      end: at(1, 13),
      override: true,
    });
    expect(ok.statusCode).toBe(201);
    expect((await api('DELETE', `/v1/dispatch/visits/${ok.json().id}`)).statusCode).toBe(204);
  });

  it('moves a visit to another technician and time, resizes it, refuses a stale version', async () => {
    const moved = await api('PATCH', `/v1/dispatch/visits/${visitId}`, {
      userId: sam,
      start: at(1, 14),
      end: at(1, 16),
      version,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().employee.id).toBe(sam);
    expect(moved.json().startTime).toBe(at(1, 14));
    const resized = await api('PATCH', `/v1/dispatch/visits/${visitId}`, {
      userId: sam,
      start: at(1, 14),
      end: at(1, 17, 30),
      version: moved.json().version,
    });
    expect(resized.statusCode).toBe(200);
    expect(resized.json().endTime).toBe(at(1, 17, 30));
    version = resized.json().version;
    const stale = await api('PATCH', `/v1/dispatch/visits/${visitId}`, {
      userId: sam,
      start: at(1, 9),
      end: at(1, 10),
      version: moved.json().version,
    });
    expect(stale.statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(jobCalendarEvents)
      .where(eq(jobCalendarEvents.id, visitId));
    expect(row.employeeId).toBe(sam);
    expect(new Date(row.endTime).toISOString()).toBe(at(1, 17, 30));
  });

  it('refuses moving onto a booked technician unless overridden', async () => {
    const other = await api('POST', '/v1/dispatch/visits', {
      jobId: jobB.id,
      userId: jordan,
      start: at(1, 8),
      end: at(1, 9),
    });
    expect(other.statusCode).toBe(201);
    const res = await api('PATCH', `/v1/dispatch/visits/${visitId}`, {
      userId: jordan,
      start: at(1, 8, 30),
      end: at(1, 10),
      version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Jordan Lee is already booked 03\/05\/2030 8:00 AM - 9:00 AM/);
    const forced = await api('PATCH', `/v1/dispatch/visits/${visitId}`, {
      userId: jordan,
      start: at(1, 8, 30),
      end: at(1, 10),
      version,
      override: true,
    });
    expect(forced.statusCode).toBe(200);
    version = forced.json().version;
    await api('DELETE', `/v1/dispatch/visits/${other.json().id}`);
  });

  it('unassigns a visit: the job is back in the lane', async () => {
    const res = await api('DELETE', `/v1/dispatch/visits/${visitId}`);
    expect(res.statusCode).toBe(204);
    expect(
      await t.database.db.select().from(jobCalendarEvents).where(eq(jobCalendarEvents.id, visitId)),
    ).toEqual([]);
    const b = (await board(`&zoneId=${zoneId}`)).json();
    expect(b.unassigned.data.map((x: { jobId: number }) => x.jobId)).toEqual([jobA.id]);
    expect((await api('DELETE', `/v1/dispatch/visits/${visitId}`)).statusCode).toBe(404);
  });
});

describe('busy time from the calendar', () => {
  it('time off entered on the calendar is a busy block on the board and bumps its revision', async () => {
    const before = (await api('GET', '/v1/dispatch/changes?since=0')).json().revision;
    const off = await api('POST', '/v1/events', {
      title: 'Dentist',
      kind: 'timeOff',
      startTime: at(1, 13),
      endTime: at(1, 15),
      attendees: [{ userId: sam }],
    });
    expect(off.statusCode, off.body).toBe(201);
    const changes = (await api('GET', `/v1/dispatch/changes?since=${before}`)).json();
    expect(changes.changed).toBe(true);
    const b = (await board()).json();
    expect(b.busy).toContainEqual(
      expect.objectContaining({ userId: sam, kind: 'timeOff', start: at(1, 13), end: at(1, 15) }),
    );
  });
});

describe('dispatch refusals', () => {
  it('a technician cannot see the board or dispatch', async () => {
    expect(
      (
        await board().then(() =>
          api('GET', '/v1/dispatch/board?from=2030-03-05&to=2030-03-05', undefined, tech),
        )
      ).statusCode,
    ).toBe(403);
    const res = await api(
      'POST',
      '/v1/dispatch/visits',
      { jobId: jobA.id, userId: jordan, start: at(2, 10), end: at(2, 12) },
      tech,
    );
    expect(res.statusCode).toBe(403);
    expect(
      await t.database.db.select().from(jobCalendarEvents).where(eq(jobCalendarEvents.jobId, jobA.id)),
    ).toEqual([]);
  });

  it('400 on bad input, naming every field', async () => {
    const q = await api('GET', '/v1/dispatch/board?from=2030-03-05&to=2030-03-01');
    expect(q.statusCode).toBe(400);
    expect(q.json().errors[0].message).toBe(DISPATCH_MESSAGES.toBeforeFrom);
    const long = await api('GET', '/v1/dispatch/board?from=2030-03-01&to=2030-03-20');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toBe(DISPATCH_MESSAGES.rangeTooLong);
    expect((await api('GET', '/v1/dispatch/board?from=x&to=2030-03-01')).statusCode).toBe(400);
    expect(
      (await api('GET', '/v1/dispatch/board?from=2030-03-01&to=2030-03-01&zoneId=99999999999')).statusCode,
    ).toBe(400);
    const body = await api('POST', '/v1/dispatch/visits', {
      jobId: 'a',
      userId: 2147483648,
      start: 'noon',
      end: at(1, 1),
    });
    expect(body.statusCode).toBe(400);
    expect(fields(body)).toEqual(expect.arrayContaining(['jobId', 'userId', 'start']));
    const order = await api('POST', '/v1/dispatch/visits', {
      jobId: jobA.id,
      userId: jordan,
      start: at(1, 12),
      end: at(1, 10),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0]).toMatchObject({ field: 'end', message: DISPATCH_MESSAGES.endBeforeStart });
    const notTech = await api('POST', '/v1/dispatch/visits', {
      jobId: jobA.id,
      userId: 1,
      start: at(1, 10),
      end: at(1, 12),
    });
    expect(notTech.statusCode).toBe(400);
    expect(notTech.json().errors[0]).toMatchObject({
      field: 'userId',
      message: DISPATCH_MESSAGES.notTechnician,
    });
    const noJob = await api('POST', '/v1/dispatch/visits', {
      jobId: 99999999,
      userId: jordan,
      start: at(1, 10),
      end: at(1, 12),
    });
    expect(noJob.statusCode).toBe(404);
    const noVisit = await api('PATCH', '/v1/dispatch/visits/99999999', {
      userId: jordan,
      start: at(1, 10),
      end: at(1, 12),
      version: 1,
    });
    expect(noVisit.statusCode).toBe(404);
    const empty = await api('PATCH', '/v1/dispatch/visits/1', {});
    expect(empty.statusCode).toBe(400);
    expect((await api('GET', '/v1/dispatch/changes?since=-1')).statusCode).toBe(400);
  });
});
