import { Messages } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { TimeType } from '@fieldline/contracts/jobs/job-work.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { NOT_ASSIGNED_MESSAGE } from './job-work.shared';
import { jobCalendarEvents } from './jobs.table';

/**
 * Issue 15 item 9: a technician (Jobs read plus Work on assigned jobs, no Costs) records their work on
 * the jobs assigned to them, is refused on the others, and sees no costs; full access is unchanged.
 */
let t: TestApp;
let admin: string;
let tech: { id: number; token: string };
let types: TimeType[];

const TECHNICIAN = [
  { id: Permission.Jobs, accessLevel: 1 as const },
  { id: Permission.OwnJobWork, accessLevel: 2 as const },
  { id: Permission.Customers, accessLevel: 1 as const },
  { id: Permission.Checklists, accessLevel: 1 as const },
  { id: Permission.Items, accessLevel: 1 as const },
  { id: Permission.Equipment, accessLevel: 1 as const },
  { id: Permission.Timesheets, accessLevel: 2 as const },
  { id: Permission.Expenses, accessLevel: 2 as const },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const u = await userWith(t, admin, TECHNICIAN);
  tech = { id: u.user.id, token: u.token };
  types = (await t.as(admin)({ method: 'GET', url: '/v1/timetypes' })).json();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

async function definition() {
  const res = await api('POST', '/v1/checklistdefinitions', {
    name: unique('Tech check'),
    title: 'Unit check',
    questions: [{ id: 'ok', text: 'Unit runs', kind: 'check' }],
  });
  return res.json() as { id: number };
}

/** Every kind of work a technician records on a job; each answer's status, in order. */
async function recordWork(jobId: number, token: string) {
  const base = `/v1/jobs/${jobId}`;
  const statuses: number[] = [];
  const time = await api(
    'POST',
    `${base}/timesheets`,
    { employeeId: tech.id, timeTypeId: types[0].id, workDate: '2026-11-20', hours: '2' },
    token,
  );
  statuses.push(time.statusCode);
  if (time.statusCode === 201) {
    const ts = time.json();
    statuses.push(
      (await api('PATCH', `${base}/timesheets/${ts.id}`, { hours: '3', version: ts.version }, token))
        .statusCode,
    );
  }
  const expense = await api('POST', `${base}/expenses`, { description: 'Parking', amount: '12' }, token);
  statuses.push(expense.statusCode);
  const signoff = await api('POST', `${base}/signoffs`, { signatureName: 'Pat Customer' }, token);
  statuses.push(signoff.statusCode);
  const checklist = await api('POST', `${base}/checklists`, { definitionId: (await definition()).id }, token);
  statuses.push(checklist.statusCode);
  if (checklist.statusCode === 201) {
    const c = checklist.json();
    statuses.push(
      (await api('PATCH', `${base}/checklists/${c.id}`, { answers: { ok: true } }, token)).statusCode,
    );
  }
  const line = (await api('POST', `${base}/items`, { itemId: (await seedItem(t)).id, quantity: 1 })).json();
  const note = await api('PATCH', `${base}/items/${line.id}/notes`, { note: 'Filter was clogged' }, token);
  statuses.push(note.statusCode);
  return { statuses, refusals: [time, expense, signoff, checklist, note] };
}

describe('a technician on jobs', () => {
  it('records time, expenses, signoffs, checklists and line notes on a job assigned to them', async () => {
    const job = await seedJob(t, admin, { assignedResourceId: tech.id });
    const { statuses } = await recordWork(job.id, tech.token);
    expect(statuses).toEqual([201, 200, 201, 201, 201, 200, 200]);
    const list = (await api('GET', `/v1/jobs/${job.id}/timesheets`, undefined, tech.token)).json();
    expect(list.map((x: { hours: string }) => x.hours)).toEqual(['3.00']);
  });

  it('lists the jobs assigned to them (assignedTo filter)', async () => {
    const mine = await seedJob(t, admin, { assignedResourceId: tech.id });
    const other = await seedJob(t, admin);
    const res = await api('GET', `/v1/jobs/search?assignedTo=${tech.id}&limit=100`, undefined, tech.token);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((j: { id: number }) => j.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
  });

  it('counts a job whose calendar visit is theirs as assigned', async () => {
    const job = await seedJob(t, admin);
    await t.database.db.insert(jobCalendarEvents).values({
      jobId: job.id,
      title: 'Visit',
      startTime: '2026-11-20T15:00:00Z',
      endTime: '2026-11-20T17:00:00Z',
      employeeId: tech.id,
    });
    const { statuses } = await recordWork(job.id, tech.token);
    expect(statuses).toEqual([201, 200, 201, 201, 201, 200, 200]);
    // The job's read tells the page to offer recording (the visit makes it theirs); another job does not.
    expect((await api('GET', `/v1/jobs/${job.id}`, undefined, tech.token)).json().canRecordWork).toBe(true);
    const other = await seedJob(t, admin);
    expect((await api('GET', `/v1/jobs/${other.id}`, undefined, tech.token)).json().canRecordWork).toBe(
      false,
    );
    expect((await api('GET', `/v1/jobs/${other.id}`)).json().canRecordWork).toBe(true);
  });

  it('is refused (403, saying why) on a job assigned to someone else, and 404 on no job', async () => {
    const other = await seedJob(t, admin);
    const { refusals } = await recordWork(other.id, tech.token);
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_ASSIGNED_MESSAGE);
    }
    expect(NOT_ASSIGNED_MESSAGE).toBe('You can only record work on jobs assigned to you.');
    const timesheets = await api('GET', `/v1/jobs/${other.id}/timesheets`);
    expect(timesheets.json()).toEqual([]);
    const none = await api('POST', '/v1/jobs/999999/expenses', { description: 'x', amount: 1 }, tech.token);
    expect(none.statusCode).toBe(404);
    // What Work on assigned jobs does not cover still needs full Jobs access.
    const edit = await api('PATCH', `/v1/jobs/${other.id}`, { name: 'Renamed' }, tech.token);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(
      `${Messages.forbidden} It needs the "Jobs" permission with full access.`,
    );
  });

  it('leaves full Jobs access unchanged: any job', async () => {
    const job = await seedJob(t, admin);
    const { statuses } = await recordWork(job.id, admin);
    expect(statuses).toEqual([201, 200, 201, 201, 201, 200, 200]);
  });
});

describe('costs for a user without the Costs permission', () => {
  it('leaves cost fields out of line items (not zeroed); an administrator still gets them', async () => {
    const job = await seedJob(t, admin, { assignedResourceId: tech.id });
    const item = await seedItem(t);
    const added = await api('POST', `/v1/jobs/${job.id}/items`, { itemId: item.id, quantity: 2, cost: '40' });
    expect(added.json().cost).toBe('40.0000');

    const mine = (await api('GET', `/v1/jobs/${job.id}/items`, undefined, tech.token)).json();
    expect(mine.items[0]).not.toHaveProperty('cost');
    expect(mine.items[0].price).toBeDefined();
    for (const totals of [mine.totals, mine.groups[0].totals]) {
      for (const key of ['cost', 'currencyCost', 'markup', 'margin']) expect(totals).not.toHaveProperty(key);
      expect(totals.total).toBeDefined();
    }
    for (const key of ['grossProfit', 'grossProfitPct', 'currencyGrossProfit'])
      expect(mine.totals).not.toHaveProperty(key);
    const line = await api('GET', `/v1/jobs/${job.id}/items/${added.json().id}`, undefined, tech.token);
    expect(line.json()).not.toHaveProperty('cost');
    const noted = await api(
      'PATCH',
      `/v1/jobs/${job.id}/items/${added.json().id}/notes`,
      { note: 'ok' },
      tech.token,
    );
    expect(noted.json()).not.toHaveProperty('cost');

    const full = (await api('GET', `/v1/jobs/${job.id}/items`)).json();
    expect(full.items[0].cost).toBe('40.0000');
    expect(full.totals).toMatchObject({ cost: '80.00', grossProfit: expect.any(String) });
  });

  it('leaves item costs and labour cost rates out; an administrator still gets them', async () => {
    const item = await seedItem(t, { cost: '12.5000', materialCost: '3.0000' });
    const mine = (await api('GET', `/v1/items/${item.id}`, undefined, tech.token)).json();
    expect(mine.price).toBeDefined();
    expect(mine).not.toHaveProperty('cost');
    expect(mine).not.toHaveProperty('materialCost');
    const rows = (await api('GET', `/v1/items/search?query=${item.itemCode}`, undefined, tech.token)).json();
    expect(rows.data[0].id).toBe(item.id);
    expect(rows.data[0]).not.toHaveProperty('cost');
    expect((await api('GET', `/v1/items/${item.id}`)).json()).toMatchObject({ cost: '12.5000' });

    // The equipment's item overrides (technicians read equipment).
    const job0 = await seedJob(t, admin);
    const unit = await seedEquipment(t, { customerId: job0.customerId, locationId: job0.locationId });
    const overrides = `/v1/equipment/${unit.id}/itemOverrides`;
    await api('POST', overrides, { itemId: item.id, price: '20', cost: '9' });
    const [override] = (await api('GET', overrides, undefined, tech.token)).json();
    expect(override.price).toBe('20.0000');
    expect(override).not.toHaveProperty('cost');
    expect((await api('GET', overrides)).json()[0].cost).toBe('9.0000');

    const job = await seedJob(t, admin, { assignedResourceId: tech.id });
    const time = await api(
      'POST',
      `/v1/jobs/${job.id}/timesheets`,
      { employeeId: tech.id, timeTypeId: types[0].id, workDate: '2026-11-20', hours: '1' },
      tech.token,
    );
    expect(time.json()).not.toHaveProperty('costRate');
    const list = (await api('GET', `/v1/jobs/${job.id}/timesheets`, undefined, tech.token)).json();
    expect(list[0]).not.toHaveProperty('costRate');
    expect((await api('GET', '/v1/timetypes', undefined, tech.token)).json()[0]).not.toHaveProperty(
      'costRate',
    );
    expect((await api('GET', `/v1/jobs/${job.id}/timesheets`)).json()[0].costRate).toEqual(
      expect.any(String),
    );
  });

  it('lets an items editor without Costs change an item but not its costs, and answers without them', async () => {
    const item = await seedItem(t, { cost: '12.5000' });
    const editor = await userWith(t, admin, [{ id: Permission.Items, accessLevel: 2 }]);
    const url = `/v1/items/${item.id}`;
    const refused = await api('PATCH', url, { cost: '1', version: item.version }, editor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Setting an item's cost needs the Costs and margins permission.");
    const renamed = await api('PATCH', url, { name: unique('Renamed'), version: item.version }, editor.token);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).not.toHaveProperty('cost');
    expect((await api('GET', url)).json()).toMatchObject({ cost: '12.5000' });
  });

  it('refuses the job profit reports and the customer balance summary, naming Costs', async () => {
    const job = await seedJob(t, admin, { assignedResourceId: tech.id });
    const needsCosts = `${Messages.forbidden} It needs the "Costs and margins" permission with read access.`;
    for (const url of [
      `/v1/jobs/reports/jobProfitReport?jobId=${job.id}`,
      '/v1/jobs/reports/profitByJob',
      '/v1/jobs/reports/profitExcel',
      `/v1/customers/customerbalsumm?customerId=${job.customerId}`,
    ]) {
      const res = await api('GET', url, undefined, tech.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(needsCosts);
      expect((await api('GET', url)).statusCode, url).toBe(200);
    }
  });
});
