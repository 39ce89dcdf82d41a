import type { Employee, EmployeeSummary } from '@fieldline/contracts/employees/employees.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/factories';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { jobCalendarEvents, jobs, timesheets, timeTypes } from '../jobs/jobs.table';
import { offices } from '../organization/organization.table';
import { employeePayRates, employees } from './employees.table';

let t: TestApp;
let admin: string;
let tech: string;
let officeId: number;
let jordan: Employee;
let sam: EmployeeSummary;
let regularType: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  tech = await t.login('jordan.lee@example.com', DEMO_PASSWORD);
  [{ id: officeId }] = await t.database.db.select().from(offices).orderBy(offices.id).limit(1);
  const list = (await api('GET', '/v1/employees/search?query=jordan')).json().data as EmployeeSummary[];
  jordan = (await api('GET', `/v1/employees/${list[0].id}`)).json();
  sam = (await api('GET', '/v1/employees/search?query=ortiz')).json().data[0];
  [{ id: regularType }] = await t.database.db.select().from(timeTypes).where(eq(timeTypes.name, 'Regular'));
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}

const fields = (res: { json(): { errors?: { field: string }[] } }) => res.json().errors?.map((e) => e.field);

describe('employees', () => {
  it('lists and searches the demo employees with filters; the technician flag and teams come along', async () => {
    expect(jordan).toMatchObject({
      number: 'T-2001',
      name: 'Jordan Lee',
      isTechnician: true,
      payType: 'hourly',
    });
    expect(jordan.userId).not.toBeNull();
    expect(jordan.teams.map((x) => x.name)).toEqual(['Denver Service', 'Installations']);
    expect(jordan.zones.map((z) => z.name)).toContain('Central');
    expect(jordan.rates.length).toBeGreaterThanOrEqual(2);

    const techs: EmployeeSummary[] = (await api('GET', '/v1/employees?technician=true&active=true')).json();
    expect(techs.map((e) => e.number).sort()).toEqual(['T-2001', 'T-2002']);
    const team = jordan.teams.find((x) => x.name === 'Denver Service')!;
    const byTeam = (await api('GET', `/v1/employees/search?teamId=${team.id}&limit=1`)).json();
    expect(byTeam.count_filtered).toBe(2);
    expect(byTeam.data).toHaveLength(1);
    const byOffice: EmployeeSummary[] = (
      await api('GET', `/v1/employees?officeId=${jordan.officeId}`)
    ).json();
    expect(byOffice.every((e) => e.officeId === jordan.officeId)).toBe(true);
    expect((await api('GET', '/v1/employees/search?query=T-200')).json().count_filtered).toBe(2);
  });

  it('creates an employee, refuses a taken number or user, and patches rates with effective dates', async () => {
    const number = unique('E');
    const created = await api('POST', '/v1/employees', {
      number,
      firstName: 'Riley',
      lastName: 'Park',
      officeId,
      rates: [{ timeTypeId: null, rate: '25.5', effectiveDate: '2026-01-01' }],
    });
    expect(created.statusCode).toBe(201);
    const e: Employee = created.json();
    expect(e).toMatchObject({ number, overtimeRule: 'weekly40', isActive: true, version: 1, userId: null });
    expect(e.rates).toEqual([
      expect.objectContaining({ timeTypeId: null, rate: '25.5000', effectiveDate: '2026-01-01' }),
    ]);

    const dup = await api('POST', '/v1/employees', {
      number: number.toLowerCase(),
      firstName: 'A',
      lastName: 'B',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Another employee already has this number.');
    const userTaken = await api('PATCH', `/v1/employees/${e.id}`, { userId: jordan.userId });
    expect(userTaken.statusCode).toBe(400);
    expect(userTaken.json().errors).toEqual([
      { field: 'userId', message: 'This user is already linked to another employee.' },
    ]);

    const patched = await api('PATCH', `/v1/employees/${e.id}`, {
      version: 1,
      rates: [
        { timeTypeId: null, rate: '25.50', effectiveDate: '2026-01-01' },
        { timeTypeId: regularType, rate: '27.25', effectiveDate: '2026-07-01' },
      ],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().version).toBe(2);
    const rows = await t.database.db
      .select()
      .from(employeePayRates)
      .where(eq(employeePayRates.employeeId, e.id));
    expect(rows.map((r) => [r.timeTypeId, r.rate, r.effectiveDate])).toEqual([
      [null, '25.5000', '2026-01-01'],
      [regularType, '27.2500', '2026-07-01'],
    ]);
    expect(patched.json().rates[1].timeTypeName).toBe('Regular');

    const stale = await api('PATCH', `/v1/employees/${e.id}`, { version: 1, firstName: 'X' });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 400 naming the field for bad input', async () => {
    const bad = await api('POST', '/v1/employees', {
      number: '',
      firstName: 'x'.repeat(51),
      lastName: 'Ok',
      payType: 'weekly',
      hireDate: '2026-02-30',
      rates: [{ rate: '-1', effectiveDate: '2026-01-01' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(
      expect.arrayContaining(['number', 'firstName', 'payType', 'hireDate', 'rates[0].rate']),
    );
    const ends = await api('PATCH', `/v1/employees/${jordan.id}`, { endDate: '2000-01-01' });
    expect(ends.statusCode).toBe(400);
    expect(ends.json().errors[0]).toEqual({
      field: 'endDate',
      message: 'The end date must be on or after the hire date.',
    });
    const type = await api('PATCH', `/v1/employees/${jordan.id}`, {
      rates: [{ timeTypeId: 999999, rate: '1', effectiveDate: '2026-01-01' }],
    });
    expect(fields(type)).toEqual(['rates[0].timeTypeId']);
    const twice = await api('PATCH', `/v1/employees/${jordan.id}`, {
      rates: [
        { timeTypeId: null, rate: '1', effectiveDate: '2026-01-01' },
        { timeTypeId: null, rate: '2', effectiveDate: '2026-01-01' },
      ],
    });
    expect(twice.json().errors[0]).toEqual({
      field: 'rates[1].effectiveDate',
      message: 'This time type already has a rate from this date.',
    });
    expect(fields(await api('PATCH', `/v1/employees/${jordan.id}`, { officeId: 999999 }))).toEqual([
      'officeId',
    ]);
    expect((await api('GET', '/v1/employees/99999999')).statusCode).toBe(404);
    expect((await api('GET', '/v1/employees/abc')).statusCode).toBe(400);
    expect((await api('GET', '/v1/employees/search?limit=0')).statusCode).toBe(400);
  });

  it('lets a technician read their own record and work, not a colleague’s, and refuses their writes', async () => {
    const info = await api('GET', '/v1/employees/info', undefined, tech);
    expect(info.statusCode).toBe(200);
    expect(info.json().id).toBe(jordan.id);
    expect((await api('GET', `/v1/employees/${jordan.id}`, undefined, tech)).statusCode).toBe(200);
    expect((await api('GET', `/v1/employees/${jordan.id}/timesheets`, undefined, tech)).statusCode).toBe(200);
    expect((await api('GET', `/v1/employees/${sam.id}`, undefined, tech)).statusCode).toBe(403);
    expect((await api('GET', `/v1/employees/${sam.id}/availability`, undefined, tech)).statusCode).toBe(403);
    expect((await api('GET', '/v1/employees', undefined, tech)).statusCode).toBe(403);
    expect((await api('PATCH', `/v1/employees/${jordan.id}`, { firstName: 'J' }, tech)).statusCode).toBe(403);
    expect(
      (await api('POST', '/v1/employees', { number: unique('N'), firstName: 'A', lastName: 'B' }, tech))
        .statusCode,
    ).toBe(403);
    expect((await api('POST', '/v1/employeeTeams', { name: unique('T') }, tech)).statusCode).toBe(403);
    expect((await api('PATCH', '/v1/employees/alerts/1', { isDismissed: true }, tech)).statusCode).toBe(403);
    expect((await api('PATCH', '/v1/creditCards/1/deactivate', undefined, tech)).statusCode).toBe(403);
    expect((await api('GET', `/v1/creditCards/employee/${jordan.id}`, undefined, tech)).statusCode).toBe(200);
    expect((await api('GET', `/v1/creditCards/employee/${sam.id}`, undefined, tech)).statusCode).toBe(403);
    expect((await api('GET', '/v1/employees/inventory', undefined, tech)).statusCode).toBe(200);
    expect(
      (await api('GET', `/v1/employees/inventory?employeeId=${sam.id}`, undefined, tech)).statusCode,
    ).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: '/v1/employees/info' })).statusCode).toBe(401);
  });

  it('reads job time and visits through the employee’s user: the same rows as on the job', async () => {
    const [job] = await t.database.db.select().from(jobs).limit(1);
    const [sheet] = await t.database.db
      .insert(timesheets)
      .values({
        jobId: job.id,
        employeeId: jordan.userId!,
        timeTypeId: regularType,
        workDate: '2026-03-04',
        hours: '6.50',
        description: 'Rooftop unit',
      })
      .returning();
    await t.database.db.insert(jobCalendarEvents).values({
      jobId: job.id,
      employeeId: jordan.userId!,
      title: 'Unit swap',
      startTime: '2026-03-05T15:00:00Z',
      endTime: '2026-03-05T18:00:00Z',
    });
    const sheets = (
      await api('GET', `/v1/employees/${jordan.id}/timesheets?from=2026-03-01&to=2026-03-07`)
    ).json();
    expect(sheets).toEqual([
      expect.objectContaining({
        id: sheet.id,
        jobId: job.id,
        jobNumber: job.jobNumber,
        hours: '6.50',
        timeTypeName: 'Regular',
      }),
    ]);
    const free = (
      await api('GET', `/v1/employees/${jordan.id}/availability?from=2026-03-05&to=2026-03-05`)
    ).json();
    expect(free.busy.map((b: { title: string }) => b.title)).toContain('Unit swap');
    const events = (
      await api('GET', `/v1/employees/${jordan.id}/events/search?from=2026-03-01&to=2026-03-31&query=swap`)
    ).json();
    expect(events.count_filtered).toBe(1);
    expect(events.data[0]).toMatchObject({ jobId: job.id, startTime: '2026-03-05T15:00:00.000Z' });
    expect((await api('GET', `/v1/employees/${jordan.id}/timesheets?from=2026-13-01`)).statusCode).toBe(400);
    // An employee without a user has no job time.
    const [loner] = await t.database.db
      .insert(employees)
      .values({ number: unique('L'), firstName: 'No', lastName: 'User' })
      .returning();
    expect((await api('GET', `/v1/employees/${loner.id}/timesheets`)).json()).toEqual([]);
    const timeSheetEmployees: EmployeeSummary[] = (
      await api('GET', '/v1/employees/timeSheetEmployes')
    ).json();
    expect(timeSheetEmployees.map((e) => e.id)).toContain(jordan.id);
    expect(timeSheetEmployees.map((e) => e.id)).not.toContain(loner.id);
    expect((await api('GET', `/v1/employees/inventory?employeeId=${jordan.id}`)).statusCode).toBe(200);
  });

  it('the people lookups come from employees, keyed by user', async () => {
    const techs = (await api('GET', '/v1/cache/technicians')).json();
    expect(techs.map((x: { name: string }) => x.name).sort()).toEqual(['Jordan Lee', 'Sam Ortiz']);
    expect(techs.find((x: { employeeId: number }) => x.employeeId === jordan.id).id).toBe(jordan.userId);
    const all = (await api('GET', '/v1/cache/employees')).json();
    expect(all.length).toBeGreaterThanOrEqual(9);
    expect((await api('GET', '/v1/cache/salespersons')).json().map((x: { name: string }) => x.name)).toEqual([
      'Marcus Bell',
    ]);
    expect((await api('GET', '/v1/cache/resources2')).json().map((x: { name: string }) => x.name)).toContain(
      'Installations',
    );
  });
});
