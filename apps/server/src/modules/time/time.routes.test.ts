import type { Timecard, TimeEntry } from '@fieldline/contracts/time/time.contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../test/harness';
import {
  api,
  at,
  day,
  fields,
  jordan,
  MON,
  myJob,
  otherJob,
  payroll,
  regular,
  SUN,
  sam,
  t,
  tech,
  training,
  useTimeApp,
} from './time.test-kit';

useTimeApp();

describe('timesheets', () => {
  it('lets a technician record his own time with or without a job, and refuses others', async () => {
    const own = await api(
      'POST',
      '/v1/timesheets',
      {
        timeTypeId: regular,
        workDate: day(0),
        hours: '2',
        nonBillableTypeId: training,
        description: 'Safety course',
      },
      tech,
    );
    expect(own.statusCode).toBe(201);
    const e: TimeEntry = own.json();
    expect(e).toMatchObject({
      employee: { id: jordan.id },
      userId: jordan.userId,
      jobId: null,
      hours: '2.00',
      nonBillableType: { id: training, name: 'Training' },
      approved: false,
    });
    const onJob = await api(
      'POST',
      '/v1/timesheets',
      {
        jobId: myJob,
        timeTypeId: regular,
        workDate: day(0),
        startTime: at(day(0), 13),
        endTime: at(day(0), 17),
      },
      tech,
    );
    expect(onJob.statusCode).toBe(201);
    expect(onJob.json()).toMatchObject({ jobId: myJob, hours: '4.00' });

    const forSam = await api(
      'POST',
      '/v1/timesheets',
      { employeeId: sam.id, timeTypeId: regular, workDate: day(0), hours: 1 },
      tech,
    );
    expect(forSam.statusCode).toBe(403);
    const notMine = await api(
      'POST',
      '/v1/timesheets',
      { jobId: otherJob, timeTypeId: regular, workDate: day(0), hours: 1 },
      tech,
    );
    expect(notMine.statusCode).toBe(403);
    expect(
      (
        await api(
          'POST',
          `/v1/employees/${sam.id}/timesheets`,
          { timeTypeId: regular, workDate: day(0), hours: 1 },
          tech,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('names every bad field (400)', async () => {
    const bad = await api('POST', '/v1/timesheets', {
      timeTypeId: 0,
      workDate: '2031-02-30',
      hours: '-1',
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['timeTypeId', 'workDate', 'hours', 'extra']));
    const nb = await api('POST', '/v1/timesheets', {
      employeeId: jordan.id,
      jobId: myJob,
      timeTypeId: regular,
      workDate: day(1),
      hours: 1,
      nonBillableTypeId: training,
    });
    expect(fields(nb)).toEqual(['nonBillableTypeId']);
    const noJob = await api('POST', '/v1/timesheets', {
      employeeId: jordan.id,
      jobId: 999999,
      timeTypeId: regular,
      workDate: day(1),
      hours: 1,
    });
    expect(fields(noJob)).toEqual(['jobId']);
    const noEmp = await api('POST', '/v1/timesheets', {
      employeeId: 999999,
      timeTypeId: regular,
      workDate: day(1),
      hours: 1,
    });
    expect(fields(noEmp)).toEqual(['employeeId']);
    const noHours = await api('POST', '/v1/timesheets', {
      employeeId: jordan.id,
      timeTypeId: regular,
      workDate: day(1),
    });
    expect(fields(noHours)).toEqual(['hours']);
    expect(fields(await api('GET', '/v1/timesheets?status=done&from=x'))).toEqual(
      expect.arrayContaining(['status', 'from']),
    );
  });

  it('creates through employees/{id}/timesheets, searches, patches and deletes', async () => {
    const created = await api('POST', `/v1/employees/${sam.id}/timesheets`, {
      jobId: otherJob,
      timeTypeId: regular,
      workDate: day(1),
      hours: '8',
    });
    expect(created.statusCode).toBe(201);
    const e: TimeEntry = created.json();
    expect(e.employee?.id).toBe(sam.id);

    const found = (
      await api('GET', `/v1/timesheets?employeeId=${sam.id}&from=${MON}&to=${SUN}&status=pending`)
    ).json();
    expect(found.data.map((x: TimeEntry) => x.id)).toContain(e.id);
    const byJob = (await api('GET', `/v1/timesheets/search?jobId=${otherJob}&from=${MON}&to=${SUN}`)).json();
    expect(byJob.data.every((x: TimeEntry) => x.jobId === otherJob)).toBe(true);
    // A technician asking for Sam's time sees only his own.
    const techView = (
      await api('GET', `/v1/timesheets?employeeId=${sam.id}&from=${MON}&to=${SUN}`, undefined, tech)
    ).json();
    expect(techView.data.every((x: TimeEntry) => x.employee?.id === jordan.id)).toBe(true);
    expect((await api('GET', `/v1/timesheets/${e.id}`, undefined, tech)).statusCode).toBe(403);

    const patched = await api('PATCH', `/v1/timesheets/${e.id}`, {
      hours: '7.5',
      jobId: null,
      nonBillableTypeId: training,
      version: e.version,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ hours: '7.50', jobId: null, nonBillableType: { id: training } });
    expect((await api('PATCH', `/v1/timesheets/${e.id}`, { hours: '7', version: 1 })).statusCode).toBe(409);
    expect((await api('DELETE', `/v1/employees/timesheets/${e.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/timesheets/${e.id}`)).statusCode).toBe(404);
  });
});

describe('timecards', () => {
  it('creates, submits, refuses overlaps, approves by id and deletes', async () => {
    const from = '2031-05-05';
    const to = '2031-05-11';
    const created = await api(
      'POST',
      '/v1/timecards',
      { periodFrom: from, periodTo: to, notes: 'Week 19' },
      tech,
    );
    expect(created.statusCode).toBe(201);
    const card: Timecard = created.json();
    expect(card).toMatchObject({ employee: { id: jordan.id }, status: 'open', notes: 'Week 19' });
    expect(card.days).toHaveLength(7);
    expect(
      (await api('POST', '/v1/timecards', { periodFrom: '2031-05-10', periodTo: '2031-05-12' }, tech))
        .statusCode,
    ).toBe(409);
    expect(
      (await api('POST', '/v1/timecards', { employeeId: sam.id, periodFrom: from, periodTo: to }, tech))
        .statusCode,
    ).toBe(403);
    const bad = await api('POST', '/v1/timecards', { periodFrom: to, periodTo: from, status: 'approved' });
    expect(fields(bad)).toEqual(expect.arrayContaining(['periodTo', 'status']));
    expect(fields(await api('PATCH', `/v1/timecards/${card.id}`, { status: 'approved' }))).toEqual([
      'status',
    ]);

    const submitted = await api(
      'PATCH',
      `/v1/timecards/${card.id}`,
      { status: 'submitted', version: card.version },
      tech,
    );
    expect(submitted.json()).toMatchObject({ status: 'submitted' });
    expect(submitted.json().submittedAt).not.toBeNull();
    const list = (await api('GET', `/v1/timecards?employeeId=${jordan.id}&status=submitted`)).json();
    expect(list.data.map((c: Timecard) => c.id)).toContain(card.id);

    expect((await api('POST', `/v1/timecards/${card.id}/approve`, undefined, tech)).statusCode).toBe(403);
    expect((await api('POST', `/v1/timecards/${card.id}/approve`)).json().status).toBe('approved');
    expect((await api('PATCH', `/v1/timecards/${card.id}`, { notes: 'x' })).statusCode).toBe(422);
    expect((await api('DELETE', `/v1/timecards/${card.id}`)).statusCode).toBe(422);
    expect((await api('POST', `/v1/timecards/${card.id}/unapprove`)).json().status).toBe('open');
    expect((await api('DELETE', `/v1/timecards/${card.id}`, undefined, tech)).statusCode).toBe(204);
    expect((await api('GET', `/v1/timecards/${card.id}`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses time to a user without Timesheets or Payroll (403) and lets anyone signed in read the lists', async () => {
    const sales = await t.login('marcus.bell@example.com', DEMO_PASSWORD);
    for (const url of [
      '/v1/timesheets',
      '/v1/timesheets/search',
      `/v1/timecards/week?from=${MON}&to=${SUN}`,
      '/v1/timecards/search',
      `/v1/hours?from=${MON}&to=${SUN}`,
    ])
      expect((await api('GET', url, undefined, sales)).statusCode, url).toBe(403);
    const denied = await api(
      'POST',
      '/v1/timesheets',
      { timeTypeId: regular, workDate: day(0), hours: 1 },
      sales,
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toContain('Timesheets');
    expect((await api('GET', `/v1/nonbillabletypes/${training}`, undefined, sales)).json().name).toBe(
      'Training',
    );
    const tasks = (await api('GET', '/v1/jobsheettasktypes?active=true', undefined, sales)).json();
    expect((await api('GET', `/v1/jobsheettasktypes/${tasks[0].id}`, undefined, sales)).statusCode).toBe(200);
    expect((await api('GET', '/v1/jobsheettasktypes/999999')).statusCode).toBe(404);
    // A payroll user reads everyone's timecards through search.
    const all = (await api('GET', '/v1/timecards/search?limit=5', undefined, payroll)).json();
    expect(all.count_filtered).toBeGreaterThan(0);
  });
});
