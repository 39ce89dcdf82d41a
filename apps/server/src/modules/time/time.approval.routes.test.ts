import { Permission } from '@fieldline/contracts/common/permissions';
import type { Timecard, TimeEntry, WeekRow } from '@fieldline/contracts/time/time.contract';
import { describe, expect, it } from 'vitest';
import { unique, userWith } from '../../../test/factories';
import {
  admin,
  api,
  at,
  day,
  fields,
  jordan,
  LOCKED,
  MON,
  myJob,
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

describe('approval', () => {
  it('is refused to a technician; a payroll user approves the period, which locks it on both routes', async () => {
    const w = day(7); // the next week: Monday 2024-03-11
    const to = day(13);
    const entry: TimeEntry = (
      await api(
        'POST',
        '/v1/timesheets',
        { jobId: myJob, timeTypeId: regular, workDate: w, hours: '8' },
        tech,
      )
    ).json();
    const denied = await api('POST', `/v1/employees/timesheets/${jordan.id}/approve`, { from: w, to }, tech);
    expect(denied.statusCode).toBe(403);
    expect(
      (await api('POST', `/v1/employees/timesheets/${jordan.id}/approve`, { from: to, to: w })).json().errors,
    ).toEqual([expect.objectContaining({ field: 'to' })]);

    const ok = await api('POST', `/v1/employees/timesheets/${jordan.id}/approve`, { from: w, to }, payroll);
    expect(ok.statusCode).toBe(200);
    const card: Timecard = ok.json();
    expect(card).toMatchObject({
      status: 'approved',
      periodFrom: w,
      periodTo: to,
      approvedBy: { displayName: 'Tom Becker' },
    });
    expect(card.entries.map((x) => x.id)).toContain(entry.id);
    expect(card.entries.every((x) => x.approved)).toBe(true);
    expect(card.totals.hours).toBe('8.00');
    expect(
      (await api('POST', `/v1/employees/timesheets/${jordan.id}/approve`, { from: w, to }, payroll))
        .statusCode,
    ).toBe(422);

    // Locked: the time module's routes ...
    const edit = await api('PATCH', `/v1/timesheets/${entry.id}`, { hours: '9' }, tech);
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toMatch(LOCKED);
    expect(edit.json().message).toContain('03/11/2024');
    expect((await api('DELETE', `/v1/timesheets/${entry.id}`, undefined, tech)).json().message).toMatch(
      LOCKED,
    );
    const add = await api(
      'POST',
      '/v1/timesheets',
      { timeTypeId: regular, workDate: day(9), hours: 1 },
      tech,
    );
    expect(add.statusCode).toBe(422);
    expect(add.json().message).toMatch(LOCKED);
    // ... and the jobs' own timesheet routes, even for an administrator.
    const jobEdit = await api('PATCH', `/v1/jobs/${myJob}/timesheets/${entry.id}`, { hours: '9' });
    expect(jobEdit.statusCode).toBe(422);
    expect(jobEdit.json().message).toMatch(LOCKED);
    const jobAdd = await api('POST', `/v1/jobs/${myJob}/timesheets`, {
      employeeId: jordan.userId,
      timeTypeId: regular,
      workDate: day(8),
      hours: 1,
    });
    expect(jobAdd.statusCode).toBe(422);
    expect((await api('DELETE', `/v1/jobs/${myJob}/timesheets/${entry.id}`)).statusCode).toBe(422);
    // Time outside the approved week is not locked.
    expect(
      (await api('POST', '/v1/timesheets', { timeTypeId: regular, workDate: day(14), hours: 1 }, tech))
        .statusCode,
    ).toBe(201);

    // Unapproved: editable again.
    expect(
      (await api('POST', `/v1/employees/timesheets/${jordan.id}/unapprove`, { from: w, to }, tech))
        .statusCode,
    ).toBe(403);
    const un = await api('POST', `/v1/employees/timesheets/${jordan.id}/unapprove`, { from: w, to }, payroll);
    expect(un.statusCode).toBe(200);
    expect(un.json().status).toBe('open');
    expect(
      (await api('POST', `/v1/employees/timesheets/${jordan.id}/unapprove`, { from: w, to }, payroll))
        .statusCode,
    ).toBe(422);
    const again = await api('PATCH', `/v1/jobs/${myJob}/timesheets/${entry.id}`, { hours: '9' });
    expect(again.statusCode).toBe(200);
    expect((await api('GET', `/v1/timesheets/${entry.id}`)).json().approved).toBe(false);
  });

  it('lets Payroll full approve without Timesheets full, and refuses Timesheets read alone', async () => {
    const w = day(14); // Monday 2024-03-18
    const to = day(20);
    const created = await api('POST', `/v1/employees/${sam.id}/timesheets`, {
      timeTypeId: regular,
      workDate: w,
      hours: '6',
    });
    expect(created.statusCode).toBe(201);
    const payrollOnly = await userWith(t, admin, [{ id: Permission.Payroll, accessLevel: 2 }]);
    const reader = await userWith(t, admin, [{ id: Permission.Timesheets, accessLevel: 1 }]);
    const url = `/v1/employees/timesheets/${sam.id}/approve`;
    const denied = await api('POST', url, { from: w, to }, reader.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toContain('"Timesheets and timecards" permission with full access');
    // The review screen's week reads for Payroll too, with everyone's rows.
    const week = await api('GET', `/v1/timecards/week?from=${w}&to=${to}`, undefined, payrollOnly.token);
    expect(week.statusCode).toBe(200);
    expect(week.json().rows.length).toBeGreaterThan(1);
    const ok = await api('POST', url, { from: w, to }, payrollOnly.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'approved', totals: { hours: '6.00' } });
    const back = await api(
      'POST',
      `/v1/employees/timesheets/${sam.id}/unapprove`,
      { from: w, to },
      payrollOnly.token,
    );
    expect(back.json().status).toBe('open');
  });

  it('reviews a week with warnings and approves the selected employees in one pass', async () => {
    // Sam: an over-16-hour Tuesday and two overlapping entries on Wednesday; nothing on Monday.
    const post = (b: object) =>
      api('POST', `/v1/employees/${sam.id}/timesheets`, { timeTypeId: regular, ...b });
    expect((await post({ workDate: day(1), hours: '17' })).statusCode).toBe(201);
    await post({ workDate: day(2), startTime: at(day(2), 8), endTime: at(day(2), 12) });
    await post({ workDate: day(2), startTime: at(day(2), 11), endTime: at(day(2), 15) });
    for (const d of [3, 4]) await post({ workDate: day(d), hours: '10' });

    const week = await api('GET', `/v1/timecards/week?from=${MON}&to=${SUN}`);
    expect(week.statusCode).toBe(200);
    const row: WeekRow = week.json().rows.find((r: WeekRow) => r.employee.id === sam.id);
    expect(row.days).toHaveLength(7);
    expect(row.days[1]).toMatchObject({ date: day(1), hours: '17.00' });
    expect(row.totals.hours).toBe('45.00');
    expect(row.totals.overtime).not.toBe('0.00');
    expect(row.warnings.map((w) => `${w.kind} ${w.date}`)).toEqual(
      expect.arrayContaining([`missingDay ${day(0)}`, `over16 ${day(1)}`, `overlap ${day(2)}`]),
    );
    // A technician's review holds only himself.
    const mine = (await api('GET', `/v1/timecards/week?from=${MON}&to=${SUN}`, undefined, tech)).json();
    expect(mine.rows.map((r: WeekRow) => r.employee.id)).toEqual([jordan.id]);
    expect(fields(await api('GET', `/v1/timecards/week?from=${MON}&to=2031-06-30`))).toEqual(['to']);

    const bad = await api('POST', '/v1/timecards/approve', {
      from: MON,
      to: SUN,
      employeeIds: [sam.id, 999999],
    });
    expect(fields(bad)).toEqual(['employeeIds[1]']);
    expect(
      (await api('POST', '/v1/timecards/approve', { from: MON, to: SUN, employeeIds: [sam.id] }, tech))
        .statusCode,
    ).toBe(403);
    const many = await api(
      'POST',
      '/v1/timecards/approve',
      { from: MON, to: SUN, employeeIds: [sam.id, jordan.id] },
      payroll,
    );
    expect(many.statusCode).toBe(200);
    expect(many.json().map((c: Timecard) => c.status)).toEqual(['approved', 'approved']);
    const after = (await api('GET', `/v1/timecards/week?from=${MON}&to=${SUN}`)).json();
    expect(after.rows.find((r: WeekRow) => r.employee.id === sam.id).status).toBe('approved');

    // The PDF: rendered, with the totals and the approval stamp.
    const cardId = after.rows.find((r: WeekRow) => r.employee.id === sam.id).timecardId;
    const pdf = await t.as(admin)({ method: 'GET', url: `/employees/timecards/${cardId}.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { PDFParse } = await import('pdf-parse');
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('TIMECARD');
    expect(text).toContain('Total hours');
    expect(text).toContain('45.00');
    expect(text).toContain('Overtime hours');
    expect(text).toContain('APPROVED by Tom Becker');
    expect(text).toContain('Supervisor signature');
    expect(
      (await t.as(tech)({ method: 'GET', url: `/v1/employees/timecards/${cardId}.pdf` })).statusCode,
    ).toBe(403);

    const undo = await api(
      'POST',
      '/v1/timecards/unapprove',
      { from: MON, to: SUN, employeeIds: [sam.id, jordan.id] },
      payroll,
    );
    expect(undo.json().map((c: Timecard) => c.status)).toEqual(['open', 'open']);
  });
});

describe('time lists', () => {
  it('keeps non-billable types, job sheet task types and time types, with permissions', async () => {
    const name = unique('Ride-along');
    expect((await api('POST', '/v1/nonbillabletypes', { name }, tech)).statusCode).toBe(403);
    expect(fields(await api('POST', '/v1/nonbillabletypes', { name: '', sort: -1 }))).toEqual([
      'name',
      'sort',
    ]);
    const nb = (
      await api('POST', '/v1/nonbillabletypes', { name, description: 'With a senior tech' })
    ).json();
    expect(nb).toMatchObject({ name, isActive: true, version: 1 });
    expect((await api('POST', '/v1/nonbillabletypes', { name })).statusCode).toBe(409);
    expect((await api('PATCH', `/v1/nonbillabletypes/${nb.id}`, { isActive: false })).json().isActive).toBe(
      false,
    );
    expect(
      (await api('GET', '/v1/nonbillabletypes?active=true')).json().map((x: { id: number }) => x.id),
    ).not.toContain(nb.id);
    expect((await api('DELETE', `/v1/nonbillabletypes/${nb.id}`)).statusCode).toBe(204);
    // Training is used by recorded time above.
    expect((await api('DELETE', `/v1/nonbillabletypes/${training}`)).statusCode).toBe(422);

    const tasks = (await api('GET', '/v1/jobsheettasktypes', undefined, tech)).json();
    expect(tasks.map((x: { name: string }) => x.name)).toContain('Diagnose');
    expect((await api('POST', '/v1/jobsheettasktypes', { name: 'Start-up' }, tech)).statusCode).toBe(403);
    const task = (await api('POST', '/v1/jobsheettasktypes', { name: unique('Start-up') })).json();
    expect((await api('PATCH', `/v1/jobsheettasktypes/${task.id}`, { sort: 9 })).json().sort).toBe(9);
    expect((await api('DELETE', `/v1/jobsheettasktypes/${task.id}`)).statusCode).toBe(204);

    expect((await api('POST', '/v1/timetypes', { name: 'Holiday' }, tech)).statusCode).toBe(403);
    expect(fields(await api('POST', '/v1/timetypes', { name: 'Holiday', costRate: 'abc' }))).toEqual([
      'costRate',
    ]);
    const tt = (
      await api(
        'POST',
        '/v1/timetypes',
        { name: unique('Holiday'), isBillable: false, costRate: '30' },
        payroll,
      )
    ).json();
    expect(tt).toMatchObject({ isBillable: false, costRate: '30.0000' });
    expect((await api('PATCH', `/v1/timetypes/${tt.id}`, { sort: 8 }, payroll)).json().sort).toBe(8);
    expect((await api('DELETE', `/v1/timetypes/${tt.id}`, undefined, payroll)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/timetypes/${regular}`)).statusCode).toBe(422);
  });

  it('totals hours per employee, day and time type; a technician sees his own', async () => {
    const res = await api('GET', `/v1/hours?from=${MON}&to=${SUN}`);
    expect(res.statusCode).toBe(200);
    const samTue = res
      .json()
      .find(
        (r: { employee: { id: number } | null; workDate: string }) =>
          r.employee?.id === sam.id && r.workDate === day(1),
      );
    expect(samTue).toMatchObject({ hours: '17.00', timeType: { name: 'Regular' } });
    const own = (
      await api('GET', `/v1/hours?from=${MON}&to=${SUN}&employeeId=${sam.id}`, undefined, tech)
    ).json();
    expect(own.every((r: { employee: { id: number } }) => r.employee.id === jordan.id)).toBe(true);
    expect(fields(await api('GET', '/v1/hours?from=2031-03-09'))).toEqual(['to']);
    expect((await t.as(null)({ method: 'GET', url: `/v1/hours?from=${MON}&to=${SUN}` })).statusCode).toBe(
      401,
    );
  });
});
