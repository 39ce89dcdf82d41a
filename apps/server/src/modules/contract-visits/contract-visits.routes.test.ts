import { Permission } from '@fieldline/contracts/common/permissions';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { users } from '../identity/identity.table';
import { items } from '../items/items.table';
import { jobEquipment, jobStatuses, jobs, timesheets, timeTypes } from '../jobs/jobs.table';
import { contractVisits } from './contract-visits.table';
import {
  admin,
  api,
  fields,
  generate,
  putSchedule,
  seedContract,
  t,
  useVisitsApp,
  visits,
} from './contract-visits.test-kit';

useVisitsApp();

describe('visit schedule', () => {
  it('refuses bad input naming each field, an unknown contract and equipment of another customer', async () => {
    const c = await seedContract();
    const bad = await api('PUT', `/v1/contracts/${c.id}/visitSchedule`, {
      frequency: 'Weekly',
      months: [13],
      dayOfMonth: 32,
      windowStart: '25:00',
      horizonDays: 9999,
      jobTypeId: 0,
      items: [{ itemId: 1, quantity: '-1' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(
      expect.arrayContaining([
        'frequency',
        'months[0]',
        'dayOfMonth',
        'windowStart',
        'horizonDays',
        'jobTypeId',
        'items[0].quantity',
      ]),
    );
    const order = await api('PUT', `/v1/contracts/${c.id}/visitSchedule`, {
      frequency: 'Months',
      months: [],
      windowStart: '10:00',
      windowEnd: '09:00',
      jobTypeId: 1,
      nthWeek: 2,
    });
    expect(order.statusCode).toBe(400);
    expect(fields(order)).toEqual(expect.arrayContaining(['months', 'windowEnd', 'weekday']));
    const rule = await api('PUT', `/v1/contracts/${c.id}/visitSchedule`, {
      frequency: 'Rule',
      rule: 'every other tuesday',
      jobTypeId: 1,
    });
    expect(rule.statusCode).toBe(400);
    expect(fields(rule)).toEqual(['rule']);
    const hourly = await api('PUT', `/v1/contracts/${c.id}/visitSchedule`, {
      frequency: 'Rule',
      rule: 'FREQ=HOURLY',
      jobTypeId: 1,
    });
    expect(fields(hourly)).toEqual(['rule']);
    expect((await api('GET', '/v1/contracts/999999/visitSchedule')).statusCode).toBe(404);
    expect(
      (await api('PUT', '/v1/contracts/999999/visitSchedule', { frequency: 'Monthly', jobTypeId: 1 }))
        .statusCode,
    ).toBe(404);
    const other = await seedContract();
    const foreign = await api('PUT', `/v1/contracts/${c.id}/visitSchedule`, {
      frequency: 'Monthly',
      jobTypeId: 1,
      equipmentIds: [other.equipmentIds[0]],
    });
    expect(foreign.statusCode).toBe(400);
    expect(fields(foreign)).toEqual(['equipmentIds']);
    expect((await api('GET', `/v1/contracts/${c.id}/visitSchedule`)).json()).toBeNull();
    const none = await api('POST', `/v1/contracts/${c.id}/generateVisits`);
    expect(none.statusCode).toBe(422);
  });

  it('refuses users without the Contracts permission, and job changes without Jobs', async () => {
    const c = await seedContract();
    const nobody = await userWith(t, admin);
    const reader = await userWith(t, admin, [{ id: Permission.Contracts, accessLevel: 1 }]);
    const contractsOnly = await userWith(t, admin, [{ id: Permission.Contracts, accessLevel: 2 }]);
    expect(
      (await api('GET', `/v1/contracts/${c.id}/visitSchedule`, undefined, nobody.token)).statusCode,
    ).toBe(403);
    expect((await api('GET', `/v1/contracts/${c.id}/visits`, undefined, nobody.token)).statusCode).toBe(403);
    expect(
      (await api('GET', `/v1/contracts/${c.id}/visitSchedule`, undefined, reader.token)).statusCode,
    ).toBe(200);
    const body = { frequency: 'Monthly', jobTypeId: 1 };
    expect((await api('PUT', `/v1/contracts/${c.id}/visitSchedule`, body, reader.token)).statusCode).toBe(
      403,
    );
    expect(
      (await api('POST', `/v1/contracts/${c.id}/generateVisits`, undefined, reader.token)).statusCode,
    ).toBe(403);
    const patch = { visitIds: [1], statusId: 1 };
    expect(
      (await api('PATCH', '/v1/contracts/updateServiceVisitsJobStatus', patch, contractsOnly.token))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await api(
          'PATCH',
          '/v1/contracts/updateServiceVisitsDescription',
          { visitIds: [1], description: 'x' },
          contractsOnly.token,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api(
          'PATCH',
          '/v1/contracts/updateServiceVisitItems',
          { contractId: c.id, items: [] },
          reader.token,
        )
      ).statusCode,
    ).toBe(403);
    const preview = { startDate: '2027-01-01', endDate: '2027-12-31', schedule: { frequency: 'Quarterly' } };
    expect((await api('POST', '/v1/bids/contractVisits', preview, nobody.token)).statusCode).toBe(403);
    expect((await api('POST', '/v1/bids/contractVisits', preview, reader.token)).statusCode).toBe(200);
  });
});

describe('generation into jobs', () => {
  it("makes a quarterly agreement's visits as jobs with their equipment, once; a second run adds nothing", async () => {
    const c = await seedContract();
    const schedule = await putSchedule(c.id, {
      frequency: 'Quarterly',
      dayOfMonth: 15,
      windowStart: '08:00',
      windowEnd: '10:30',
      horizonDays: 730,
      description: 'Quarterly maintenance',
      equipmentIds: c.equipmentIds,
    });
    expect(schedule).toMatchObject({ frequency: 'Quarterly', windowEnd: '10:30', version: 1 });
    expect(schedule.equipment).toHaveLength(2);
    expect(await generate(c.id)).toEqual({ visitsCreated: 4, jobsCreated: 4 });
    expect(await generate(c.id)).toEqual({ visitsCreated: 0, jobsCreated: 0 });
    const list = await visits(c.id);
    expect(list.map((v) => v.occurrenceDate)).toEqual([
      '2027-01-15',
      '2027-04-15',
      '2027-07-15',
      '2027-10-15',
    ]);
    expect(list.every((v) => v.status === 'JobCreated' && v.job?.jobNumber.startsWith('J-'))).toBe(true);
    // The demo company's office is in America/Denver: 08:00 MST is 15:00Z in January, 14:00Z (MDT) in April.
    expect(list[0].job?.scheduledStart).toBe('2027-01-15T15:00:00.000Z');
    expect(list[1].job?.scheduledStart).toBe('2027-04-15T14:00:00.000Z');
    const jobIds = list.map((v) => v.job?.id as number);
    const rows = await t.database.db.select().from(jobs).where(inArray(jobs.id, jobIds));
    expect(rows.every((j) => j.customerId === c.customerId && j.locationId === c.locationId)).toBe(true);
    expect(rows[0].description).toBe('Quarterly maintenance');
    expect(rows.every((j) => j.jobNumber === `J-${String(j.id).padStart(6, '0')}`)).toBe(true);
    const linked = await t.database.db.select().from(jobEquipment).where(inArray(jobEquipment.jobId, jobIds));
    expect(linked).toHaveLength(8);
    const ranged = await visits(c.id, '?from=2027-04-01&to=2027-07-31');
    expect(ranged.map((v) => v.occurrenceDate)).toEqual(['2027-04-15', '2027-07-15']);
    const badRange = await api('GET', `/v1/contracts/${c.id}/visits?from=2027-05-01&to=2027-04-01`);
    expect(badRange.statusCode).toBe(400);
    expect(fields(badRange)).toEqual(['to']);
  });

  it('only makes jobs within the horizon, and nothing for a contract that is not Active', async () => {
    const near = await seedContract({ startDate: '2026-01-01', endDate: '2030-12-31' });
    await putSchedule(near.id, { frequency: 'Monthly', dayOfMonth: 1, horizonDays: 0 });
    const run = await generate(near.id);
    expect(run.visitsCreated).toBe(60);
    const withJobs = (await visits(near.id)).filter((v) => v.job);
    // Visits up to today (in the office's zone) have jobs; none of the future.
    const today = new Date().toISOString().slice(0, 10);
    expect(withJobs.length).toBeGreaterThan(0);
    expect(withJobs.every((v) => v.occurrenceDate <= today)).toBe(true);
    const draft = await seedContract({ status: 'Draft' });
    await putSchedule(draft.id, { frequency: 'Monthly' });
    expect(await generate(draft.id)).toEqual({ visitsCreated: 0, jobsCreated: 0 });
  });

  it('regenerates only future, unstarted visits when the schedule changes', async () => {
    const c = await seedContract({ startDate: '2026-01-01', endDate: '2027-12-31' });
    await putSchedule(c.id, { frequency: 'Monthly', dayOfMonth: 10, horizonDays: 730 });
    await generate(c.id);
    const before = await visits(c.id);
    expect(before).toHaveLength(24);
    const today = new Date().toISOString().slice(0, 10);
    const future = before.filter((v) => v.occurrenceDate > today);
    const started = future[1];
    const [user] = await t.database.db.select().from(users).limit(1);
    const [type] = await t.database.db.select().from(timeTypes).limit(1);
    await t.database.db.insert(timesheets).values({
      jobId: started.job?.id as number,
      employeeId: user.id,
      timeTypeId: type.id,
      workDate: today,
      hours: '1.00',
    });
    const changed = await putSchedule(c.id, {
      frequency: 'Monthly',
      dayOfMonth: 20,
      horizonDays: 730,
      version: 1,
    });
    expect(changed.version).toBe(2);
    const after = await visits(c.id);
    const past = before.filter((v) => v.occurrenceDate < today).map((v) => v.occurrenceDate);
    expect(after.filter((v) => v.occurrenceDate < today).map((v) => v.occurrenceDate)).toEqual(past);
    expect(after.some((v) => v.id === started.id && v.job?.id === started.job?.id)).toBe(true);
    const newFuture = after.filter((v) => v.occurrenceDate > today && v.id !== started.id);
    expect(newFuture.length).toBeGreaterThan(0);
    expect(newFuture.every((v) => v.occurrenceDate.endsWith('-20') && v.job)).toBe(true);
    // The unstarted jobs of the dropped visits are gone.
    const dropped = future.filter((v) => v.id !== started.id).map((v) => v.job?.id as number);
    expect(await t.database.db.select().from(jobs).where(inArray(jobs.id, dropped))).toHaveLength(0);
    const stale = await api('PUT', `/v1/contracts/${c.id}/visitSchedule`, {
      frequency: 'Monthly',
      jobTypeId: 1,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('visit updates and the preview', () => {
  it("updates the visits' description and job status through the jobs module, and the visit items", async () => {
    const c = await seedContract();
    await putSchedule(c.id, { frequency: 'SemiAnnual', horizonDays: 730 });
    await generate(c.id);
    const list = await visits(c.id);
    expect(list.map((v) => v.occurrenceDate)).toEqual(['2027-01-01', '2027-07-01']);
    const ids = list.map((v) => v.id);
    const bad = await api('PATCH', '/v1/contracts/updateServiceVisitsDescription', {
      visitIds: [],
      description: 'x'.repeat(2001),
    });
    expect(fields(bad)).toEqual(expect.arrayContaining(['visitIds', 'description']));
    const unknown = await api('PATCH', '/v1/contracts/updateServiceVisitsDescription', {
      visitIds: [999999],
      description: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)).toEqual(['visitIds']);
    const desc = await api('PATCH', '/v1/contracts/updateServiceVisitsDescription', {
      visitIds: ids,
      description: 'Check coils',
    });
    expect(desc.statusCode, desc.body).toBe(200);
    expect(desc.json()).toEqual({ updated: 2 });
    const jobRows = await t.database.db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          list.map((v) => v.job?.id as number),
        ),
      );
    expect(jobRows.every((j) => j.description === 'Check coils')).toBe(true);
    const [hold] = await t.database.db
      .select()
      .from(jobStatuses)
      .where(eq(jobStatuses.statusText, 'Scheduled'));
    const status = await api('PATCH', '/v1/contracts/updateServiceVisitsJobStatus', {
      visitIds: [ids[0]],
      statusId: hold.id,
    });
    expect(status.statusCode, status.body).toBe(200);
    expect((await visits(c.id))[0].job?.status).toBe('Scheduled');
    const badStatus = await api('PATCH', '/v1/contracts/updateServiceVisitsJobStatus', {
      visitIds: [ids[0]],
      statusId: 0,
    });
    expect(fields(badStatus)).toEqual(['statusId']);
    const [item] = await t.database.db.select().from(items).limit(1);
    const upd = await api('PATCH', '/v1/contracts/updateServiceVisitItems', {
      contractId: c.id,
      items: [{ itemId: item.id, quantity: 2 }],
    });
    expect(upd.statusCode, upd.body).toBe(200);
    const schedule = (await api('GET', `/v1/contracts/${c.id}/visitSchedule`)).json();
    expect(schedule.items).toEqual([{ itemId: item.id, name: item.name, quantity: '2.0000' }]);
    const badItem = await api('PATCH', '/v1/contracts/updateServiceVisitItems', {
      contractId: c.id,
      items: [{ itemId: 999999, quantity: 1 }],
    });
    expect(fields(badItem)).toEqual(['items']);
    expect(
      (await t.database.db.select().from(contractVisits).where(eq(contractVisits.contractId, c.id))).every(
        (v) => v.description === 'Check coils',
      ),
    ).toBe(true);
  });

  it('previews the dates of a proposed schedule without writing', async () => {
    const preview = async (schedule: object, startDate = '2027-01-10', endDate = '2027-12-31') => {
      const res = await api('POST', '/v1/bids/contractVisits', { startDate, endDate, schedule });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().dates as string[];
    };
    // The start's day by default; a visit before the start is left out.
    expect(await preview({ frequency: 'Quarterly' })).toEqual([
      '2027-01-10',
      '2027-04-10',
      '2027-07-10',
      '2027-10-10',
    ]);
    expect(await preview({ frequency: 'Months', months: [2, 11], dayOfMonth: 31 })).toEqual([
      '2027-02-28',
      '2027-11-30',
    ]);
    // The last Friday and the 2nd Tuesday.
    expect(
      await preview({ frequency: 'Annual', nthWeek: 5, weekday: 5 }, '2027-01-01', '2028-12-31'),
    ).toEqual(['2027-01-29', '2028-01-28']);
    expect(
      await preview({ frequency: 'Monthly', nthWeek: 2, weekday: 2 }, '2027-03-01', '2027-05-31'),
    ).toEqual(['2027-03-09', '2027-04-13', '2027-05-11']);
    expect(await preview({ frequency: 'Rule', rule: 'FREQ=MONTHLY;INTERVAL=4;BYMONTHDAY=5' })).toEqual([
      '2027-05-05',
      '2027-09-05',
    ]);
    const bad = await api('POST', '/v1/bids/contractVisits', {
      startDate: '2027-05-01',
      endDate: '2027-01-01',
      schedule: { frequency: 'Rule' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['endDate', 'schedule.rule']));
  });
});
