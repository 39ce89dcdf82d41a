import { Permission } from '@fieldline/contracts/common/permissions';
import type { Timesheet, TimeType } from '@fieldline/contracts/jobs/job-work.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { timesheets, timeTypes } from './jobs.table';

let t: TestApp;
let admin: string;
let me: number;
let types: TimeType[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  me = (await t.as(admin)({ method: 'GET', url: '/v1/users/current' })).json().id;
  await t.database.db.update(timeTypes).set({ costRate: '42.5000' }).where(eq(timeTypes.name, 'Overtime'));
  await t.database.db.update(timeTypes).set({ isBillable: false }).where(eq(timeTypes.name, 'Travel'));
  types = (await t.as(admin)({ method: 'GET', url: '/v1/timetypes' })).json();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const typeId = (name: string) => types.find((x) => x.name === name)!.id;
const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field).sort();

describe('job timesheets', () => {
  it('lists the seeded time types', () => {
    expect(types.map((x) => x.name)).toEqual(expect.arrayContaining(['Regular', 'Overtime', 'Travel']));
  });

  it('creates with hours derived from start and end (half-even to 2 places) and defaults from the time type', async () => {
    const job = await seedJob(t, admin);
    const item = await seedItem(t);
    const res = await api('POST', `/v1/jobs/${job.id}/timesheets`, {
      employeeId: me,
      timeTypeId: typeId('Overtime'),
      workDate: '2026-11-20',
      startTime: '2026-11-20T08:00:00Z',
      endTime: '2026-11-20T10:20:00Z',
      hours: 9,
      description: 'Replaced compressor',
      itemId: item.id,
    });
    expect(res.statusCode).toBe(201);
    const ts: Timesheet = res.json();
    expect(ts).toMatchObject({
      jobId: job.id,
      employee: { id: me },
      hours: '2.33',
      billedTime: '2.33',
      costRate: '42.5000',
      timeType: { id: typeId('Overtime'), name: 'Overtime' },
      workDate: '2026-11-20',
      startTime: '2026-11-20T08:00:00.000Z',
      item: { id: item.id, itemCode: item.itemCode },
      version: 1,
    });
    expect(ts.employee.displayName).not.toBe('');

    // Hours only, a non-billable type: nothing billed by default.
    const travel = await api('POST', `/v1/jobs/${job.id}/timesheets`, {
      employeeId: me,
      timeTypeId: typeId('Travel'),
      workDate: '2026-11-21',
      hours: '1.5',
    });
    expect(travel.json()).toMatchObject({ hours: '1.50', billedTime: '0.00', startTime: null });

    const list = (await api('GET', `/v1/jobs/${job.id}/timesheets`)).json() as Timesheet[];
    expect(list.map((x) => x.id)).toEqual([ts.id, travel.json().id]);
  });

  it('names failing fields in a 400 and refuses unknown references', async () => {
    const job = await seedJob(t, admin);
    const bad = await api('POST', `/v1/jobs/${job.id}/timesheets`, {
      timeTypeId: 'x',
      workDate: '2026-13-40',
      hours: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['employeeId', 'hours', 'timeTypeId', 'workDate']);

    const refs = await api('POST', `/v1/jobs/${job.id}/timesheets`, {
      employeeId: 999999,
      timeTypeId: 999999,
      workDate: '2026-11-20',
      startTime: '2026-11-20T10:00:00Z',
      endTime: '2026-11-20T09:00:00Z',
    });
    expect(refs.statusCode).toBe(400);
    expect(fields(refs)).toEqual(['employeeId', 'endTime', 'timeTypeId']);

    const noHours = await api('POST', `/v1/jobs/${job.id}/timesheets`, {
      employeeId: me,
      timeTypeId: typeId('Regular'),
      workDate: '2026-11-20',
      startTime: '2026-11-20T10:00:00Z',
    });
    expect(fields(noHours)).toEqual(['hours']);
    expect(await countRows(t, timesheets, eq(timesheets.jobId, job.id))).toBe(0);
  });

  it('answers 404 for an unknown job or timesheet and 403 without the Jobs permission', async () => {
    const job = await seedJob(t, admin);
    expect((await api('GET', '/v1/jobs/999999/timesheets')).statusCode).toBe(404);
    expect((await api('PATCH', `/v1/jobs/${job.id}/timesheets/999999`, { hours: 1 })).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/jobs/${job.id}/timesheets/999999`)).statusCode).toBe(404);
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    const nobody = await userWith(t, admin);
    expect((await api('GET', `/v1/jobs/${job.id}/timesheets`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('GET', `/v1/jobs/${job.id}/timesheets`, undefined, nobody.token)).statusCode).toBe(403);
    const post = await api(
      'POST',
      `/v1/jobs/${job.id}/timesheets`,
      { employeeId: me, timeTypeId: typeId('Regular'), workDate: '2026-11-20', hours: 1 },
      reader.token,
    );
    expect(post.statusCode).toBe(403);
  });

  it('updates one row (re-deriving hours, refusing a stale version) and deletes', async () => {
    const job = await seedJob(t, admin);
    const other = await seedJob(t, admin);
    const ts: Timesheet = (
      await api('POST', `/v1/jobs/${job.id}/timesheets`, {
        employeeId: me,
        timeTypeId: typeId('Regular'),
        workDate: '2026-11-20',
        startTime: '2026-11-20T08:00:00Z',
        endTime: '2026-11-20T09:00:00Z',
      })
    ).json();
    const patched = await api('PATCH', `/v1/jobs/${job.id}/timesheets/${ts.id}`, {
      endTime: '2026-11-20T12:45:00Z',
      timeTypeId: typeId('Overtime'),
      note: 'Stayed late',
      version: 1,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      hours: '4.75',
      costRate: '42.5000',
      note: 'Stayed late',
      version: 2,
    });
    expect(
      (await api('PATCH', `/v1/jobs/${job.id}/timesheets/${ts.id}`, { note: 'x', version: 1 })).statusCode,
    ).toBe(409);
    // Another job's id does not reach this row.
    expect((await api('PATCH', `/v1/jobs/${other.id}/timesheets/${ts.id}`, { note: 'x' })).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/v1/jobs/${job.id}/timesheets/${ts.id}`)).statusCode).toBe(204);
    expect(await countRows(t, timesheets, eq(timesheets.id, ts.id))).toBe(0);
  });

  it('updates several rows together, all or nothing, naming the failing row and field', async () => {
    const job = await seedJob(t, admin);
    const make = (hours: number) =>
      api('POST', `/v1/jobs/${job.id}/timesheets`, {
        employeeId: me,
        timeTypeId: typeId('Regular'),
        workDate: '2026-11-20',
        hours,
      }).then((r) => r.json() as Timesheet);
    const a = await make(1);
    const b = await make(2);

    const bad = await api('PATCH', `/v1/jobs/${job.id}/timesheets`, [
      { id: a.id, hours: 3 },
      { id: b.id, timeTypeId: 999999 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['[1].timeTypeId']);
    const shape = await api('PATCH', `/v1/jobs/${job.id}/timesheets`, [
      { id: a.id },
      { id: b.id, hours: 'x' },
    ]);
    expect(fields(shape)).toEqual(['[1].hours']);
    // Row 0 was not changed by the failed batch.
    const [row] = await t.database.db.select().from(timesheets).where(eq(timesheets.id, a.id));
    expect(row.hours).toBe('1.00');

    const foreign = await seedJob(t, admin);
    const notHere = await api('PATCH', `/v1/jobs/${foreign.id}/timesheets`, [{ id: a.id, hours: 5 }]);
    expect(fields(notHere)).toEqual(['[0].id']);

    const ok = await api('PATCH', `/v1/jobs/${job.id}/timesheets`, [
      { id: a.id, hours: 3, billedTime: '2.5' },
      { id: b.id, description: 'Cleanup', workDate: '2026-11-21' },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject([
      { id: a.id, hours: '3.00', billedTime: '2.50', version: 2 },
      { id: b.id, description: 'Cleanup', workDate: '2026-11-21', hours: '2.00' },
    ]);
  });
});
