import type { Tool, ToolCheckout, ToolSchedule } from '@fieldline/contracts/tools/tools.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/factories';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { users } from '../identity/identity.table';
import { jobStatuses, jobs } from '../jobs/jobs.table';

let t: TestApp;
let admin: string;
let tech: string;
let sales: string;
let jordanId: number;
let samId: number;
const statusIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  tech = await t.login('jordan.lee@example.com', DEMO_PASSWORD);
  sales = await t.login('marcus.bell@example.com', DEMO_PASSWORD);
  const db = t.database.db;
  [{ id: jordanId }] = await db.select().from(users).where(eq(users.email, 'jordan.lee@example.com'));
  [{ id: samId }] = await db.select().from(users).where(eq(users.email, 'sam.ortiz@example.com'));
  for (const s of await db.select().from(jobStatuses)) statusIds[s.statusText] = s.id;
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fields = (res: { json(): { errors?: { field: string }[] } }) => res.json().errors?.map((e) => e.field);

async function newTool(values: Record<string, unknown> = {}): Promise<Tool> {
  const res = await api('POST', '/v1/tools', { number: unique('TL'), name: unique('Tool'), ...values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

describe('tool records', () => {
  it('lists the demo tools with who has them, filters by status and availability', async () => {
    const all = (await api('GET', '/v1/tools/search?limit=100')).json();
    expect(all.count_filtered).toBeGreaterThanOrEqual(12);
    const analyzer = all.data.find((x: Tool) => x.number === 'TL-007');
    expect(analyzer).toMatchObject({
      name: 'Combustion analyzer',
      status: 'checkedOut',
      checkedOutQuantity: 1,
    });
    expect(analyzer.checkedOutTo.map((p: { name: string }) => p.name)).toEqual(['Jordan Lee']);
    const repair = (await api('GET', '/v1/tools/search?status=inRepair')).json();
    expect(repair.data.map((x: Tool) => x.number)).toEqual(['TL-012']);
    const free = (await api('GET', '/v1/tools/search?available=true&limit=100')).json().data as Tool[];
    expect(free.some((x) => x.number === 'TL-007' || x.number === 'TL-012')).toBe(false);
    expect(free.some((x) => x.number === 'TL-008')).toBe(true);
    expect((await api('GET', '/v1/tools/search?query=ladder')).json().data[0].name).toBe(
      'Extension ladder, 28 ft',
    );
    const statuses = (await api('GET', '/v1/tools/toolStatuses')).json();
    expect(statuses.map((s: { value: string }) => s.value)).toEqual([
      'available',
      'checkedOut',
      'inRepair',
      'retired',
    ]);
  });

  it('creates, reads, updates and deletes a tool; bad input names the fields', async () => {
    const bad = await api('POST', '/v1/tools', {
      number: '',
      name: 'x'.repeat(101),
      quantity: 0,
      status: 'lost',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['number', 'name', 'quantity', 'status']));
    const tool = await newTool({ category: 'HVAC', quantity: 2, serialNumber: 'SN-1' });
    expect(tool).toMatchObject({ quantity: 2, status: 'available', checkedOutQuantity: 0, checkedOutTo: [] });
    const dup = await api('POST', '/v1/tools', { number: tool.number.toLowerCase(), name: 'Other' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Another tool already has this number.');
    expect(
      fields(await api('POST', '/v1/tools', { number: unique('TL'), name: 'A', officeId: 999999 })),
    ).toEqual(['officeId']);
    const upd = await api('PATCH', `/v1/tools/${tool.id}`, { notes: 'Keep in case', version: tool.version });
    expect(upd.json()).toMatchObject({ notes: 'Keep in case', version: tool.version + 1 });
    expect(
      (await api('PATCH', `/v1/tools/${tool.id}`, { notes: 'x', version: tool.version })).statusCode,
    ).toBe(409);
    expect((await api('GET', `/v1/tools/${tool.id}`)).json().notes).toBe('Keep in case');
    expect((await api('DELETE', `/v1/tools/${tool.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/tools/${tool.id}`)).statusCode).toBe(404);
  });

  it('refuses without the Tools permission (403) or sign-in (401); technicians read only', async () => {
    expect((await api('GET', '/v1/tools/search', undefined, sales)).statusCode).toBe(403);
    expect((await api('GET', '/v1/tools/getToolAvailability', undefined, sales)).statusCode).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: '/v1/tools/search' })).statusCode).toBe(401);
    expect((await api('GET', '/v1/tools/search', undefined, tech)).statusCode).toBe(200);
    const tool = await newTool();
    for (const [method, url, body] of [
      ['POST', '/v1/tools', { number: unique('TL'), name: 'x' }],
      ['PATCH', `/v1/tools/${tool.id}`, { notes: 'x' }],
      ['DELETE', `/v1/tools/${tool.id}`, undefined],
      ['PATCH', `/v1/tools/${tool.id}/checkOut`, { technicianId: jordanId }],
      ['PATCH', `/v1/tools/${tool.id}/checkIn`, {}],
      ['PATCH', `/v1/tools/${tool.id}/updateQuantity`, { quantity: 3 }],
      ['POST', '/v1/tools/toolSchedules', {}],
      ['PATCH', '/v1/tools/updateTime/1', {}],
      ['DELETE', '/v1/tools/toolSchedules/1', undefined],
      ['DELETE', '/v1/tools/toolSchedules/job/1', undefined],
    ] as const) {
      const res = await api(method, url, body, tech);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toContain('"Tools" permission with full access');
    }
  });
});

describe('check-out and check-in', () => {
  it('checks a tool out and in, keeps the history, and refuses a second check-out', async () => {
    const job = await seedJob(t, admin);
    const tool = await newTool();
    const bad = await api('PATCH', `/v1/tools/${tool.id}/checkOut`, { technicianId: 'x', quantity: 0 });
    expect(fields(bad)).toEqual(expect.arrayContaining(['technicianId', 'quantity']));
    expect(fields(await api('PATCH', `/v1/tools/${tool.id}/checkOut`, { technicianId: 999999 }))).toEqual([
      'technicianId',
    ]);
    expect(
      fields(await api('PATCH', `/v1/tools/${tool.id}/checkOut`, { technicianId: jordanId, jobId: 999999 })),
    ).toEqual(['jobId']);
    const res = await api('PATCH', `/v1/tools/${tool.id}/checkOut`, {
      technicianId: jordanId,
      jobId: job.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const out: ToolCheckout = res.json();
    expect(out).toMatchObject({
      technicianName: 'Jordan Lee',
      jobId: job.id,
      checkedInAt: null,
      quantity: 1,
    });
    expect((await api('GET', `/v1/tools/${tool.id}`)).json()).toMatchObject({
      status: 'checkedOut',
      checkedOutQuantity: 1,
    });

    const again = await api('PATCH', `/v1/tools/${tool.id}/checkOut`, { technicianId: samId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TOOL_ALREADY_CHECKED_OUT',
      message: `${tool.name} is already checked out to Jordan Lee (job ${job.jobNumber}). Check it in before checking it out again.`,
    });
    const status = (await api('GET', `/v1/tools/toolStatuses/${tool.id}`)).json();
    expect(status).toMatchObject({ status: 'checkedOut', statusLabel: 'Checked out', inQuantity: 0 });
    expect(status.openCheckouts.map((c: ToolCheckout) => c.id)).toEqual([out.id]);
    expect((await api('PATCH', `/v1/tools/${tool.id}`, { status: 'inRepair' })).json().message).toBe(
      'Check the tool in before marking it in repair or retired.',
    );

    const back = await api('PATCH', `/v1/tools/${tool.id}/checkIn`, { notes: 'Fine' });
    expect(back.json()).toMatchObject({ id: out.id, returnNotes: 'Fine' });
    expect(back.json().checkedInAt).not.toBeNull();
    expect((await api('GET', `/v1/tools/${tool.id}`)).json().status).toBe('available');
    const none = await api('PATCH', `/v1/tools/${tool.id}/checkIn`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(`${tool.name} is not checked out.`);
    const history = (await api('GET', `/v1/tools/${tool.id}/history`)).json();
    expect(history.count_filtered).toBe(1);
    expect((await api('DELETE', `/v1/tools/${tool.id}`)).json().message).toBe(
      'This tool has check-outs or schedules: retire it instead of deleting it.',
    );
    expect((await api('PATCH', '/v1/tools/999999/checkOut', { technicianId: jordanId })).statusCode).toBe(
      404,
    );
  });

  it('counts units of a tool kind, asks which check-out comes back, and bounds the quantity', async () => {
    const tool = await newTool({ quantity: 2 });
    const a = (await api('PATCH', `/v1/tools/${tool.id}/checkOut`, { technicianId: jordanId })).json();
    expect((await api('GET', `/v1/tools/${tool.id}`)).json().status).toBe('available');
    const two = await api('PATCH', `/v1/tools/${tool.id}/checkOut`, { technicianId: samId, quantity: 2 });
    expect(two.json().message).toBe(`Only 1 of ${tool.name} is in; 2 cannot be checked out.`);
    await api('PATCH', `/v1/tools/${tool.id}/checkOut`, { technicianId: samId });
    expect((await api('GET', `/v1/tools/${tool.id}`)).json().status).toBe('checkedOut');
    const which = await api('PATCH', `/v1/tools/${tool.id}/checkIn`, {});
    expect(fields(which)).toEqual(['checkoutId']);
    expect(fields(await api('PATCH', `/v1/tools/${tool.id}/checkIn`, { checkoutId: 999999 }))).toEqual([
      'checkoutId',
    ]);
    const low = await api('PATCH', `/v1/tools/${tool.id}/updateQuantity`, { quantity: 1 });
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toBe('2 units are checked out: the quantity cannot go below 2.');
    expect(fields(await api('PATCH', `/v1/tools/${tool.id}/updateQuantity`, { quantity: 'x' }))).toEqual([
      'quantity',
    ]);
    const more = await api('PATCH', `/v1/tools/${tool.id}/updateQuantity`, { quantity: 3 });
    expect(more.json()).toMatchObject({ quantity: 3, status: 'available' });
    await api('PATCH', `/v1/tools/${tool.id}/checkIn`, { checkoutId: a.id });
    const mine = (await api('GET', '/v1/tools/getCheckedOutByTechnician', undefined, tech)).json();
    expect(mine.some((c: ToolCheckout) => c.toolId === tool.id)).toBe(false);
    const sams = (await api('GET', `/v1/tools/getCheckedOutByTechnician?technicianId=${samId}`)).json();
    expect(sams.some((c: ToolCheckout) => c.toolId === tool.id)).toBe(true);
  });

  it('refuses a tool in repair, and lets only one of two check-outs at once take the last unit', async () => {
    const repair = await newTool({ status: 'inRepair' });
    const r = await api('PATCH', `/v1/tools/${repair.id}/checkOut`, { technicianId: jordanId });
    expect(r.json().message).toBe(`${repair.name} is in repair and cannot be checked out.`);
    const tool = await newTool();
    const results = await Promise.all([
      api('PATCH', `/v1/tools/${tool.id}/checkOut`, { technicianId: jordanId }),
      api('PATCH', `/v1/tools/${tool.id}/checkOut`, { technicianId: samId }),
    ]);
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect((await api('GET', `/v1/tools/toolStatuses/${tool.id}`)).json().openCheckouts).toHaveLength(1);
  });
});

describe('schedules and reads', () => {
  it('schedules a tool for a job, moves it, reads it by technician and job, and deletes it', async () => {
    const job = await seedJob(t, admin, { scheduledStart: hours(48), scheduledEnd: hours(52) });
    const tool = await newTool();
    const bad = await api('POST', '/v1/tools/toolSchedules', { toolId: 'x', startTime: 'soon' });
    expect(fields(bad)).toEqual(expect.arrayContaining(['toolId', 'jobId', 'startTime', 'endTime']));
    const body = {
      toolId: tool.id,
      jobId: job.id,
      technicianId: jordanId,
      startTime: hours(48),
      endTime: hours(52),
    };
    expect(fields(await api('POST', '/v1/tools/toolSchedules', { ...body, endTime: hours(40) }))).toEqual([
      'endTime',
    ]);
    expect(fields(await api('POST', '/v1/tools/toolSchedules', { ...body, jobId: 999999 }))).toEqual([
      'jobId',
    ]);
    const res = await api('POST', '/v1/tools/toolSchedules', body);
    expect(res.statusCode, res.body).toBe(201);
    const s: ToolSchedule = res.json();
    expect(s).toMatchObject({ toolName: tool.name, jobNumber: job.jobNumber, technicianName: 'Jordan Lee' });
    const clash = await api('POST', '/v1/tools/toolSchedules', {
      ...body,
      startTime: hours(50),
      endTime: hours(60),
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().message).toBe(`Only 0 of ${tool.name} are free at that time; 1 cannot be scheduled.`);
    expect((await api('GET', `/v1/tools/toolSchedules/${s.id}`)).json().id).toBe(s.id);

    const avail = (
      await api('GET', `/v1/tools/getToolAvailability?toolId=${tool.id}&from=${hours(49)}&to=${hours(50)}`)
    ).json();
    expect(avail).toEqual([
      expect.objectContaining({ quantity: 1, scheduledQuantity: 1, availableQuantity: 0 }),
    ]);
    const later = (
      await api('GET', `/v1/tools/getToolAvailability?toolId=${tool.id}&from=${hours(53)}&to=${hours(54)}`)
    ).json();
    expect(later[0].availableQuantity).toBe(1);
    expect(fields(await api('GET', '/v1/tools/getToolAvailability?from=x'))).toEqual(['from', 'to']);
    const forJob = (await api('GET', `/v1/tools/getAvailableTools/${job.id}`)).json();
    expect(forJob.some((x: { toolId: number }) => x.toolId === tool.id)).toBe(false);
    expect(forJob.some((x: { toolNumber: string }) => x.toolNumber === 'TL-003')).toBe(true);
    expect((await api('GET', '/v1/tools/getAvailableTools/999999')).statusCode).toBe(404);

    const [start, end] = [hours(72), hours(75)];
    const moved = await api('PATCH', `/v1/tools/updateTime/${s.id}`, { startTime: start, endTime: end });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(Date.parse(moved.json().startTime)).toBe(Date.parse(start));
    expect(moved.json().version).toBe(s.version + 1);
    expect(
      fields(
        await api('PATCH', `/v1/tools/updateTime/${s.id}`, { startTime: hours(80), endTime: hours(79) }),
      ),
    ).toEqual(['endTime']);
    const mine = (await api('GET', '/v1/tools/getScheduledByTechnician', undefined, tech)).json();
    expect(mine.some((x: ToolSchedule) => x.id === s.id)).toBe(true);
    expect((await api('GET', `/v1/tools/isUsingTools?jobId=${job.id}`)).json()).toEqual({
      isUsingTools: true,
      scheduledCount: 1,
      checkedOutCount: 0,
    });
    const list = (await api('GET', `/v1/tools/toolList/${job.id}`)).json();
    expect(list.schedules.map((x: ToolSchedule) => x.id)).toEqual([s.id]);
    expect((await api('GET', `/v1/tools/${tool.id}/schedules`)).json()).toHaveLength(1);

    expect((await api('DELETE', `/v1/tools/toolSchedules/${s.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/tools/toolSchedules/${s.id}`)).statusCode).toBe(404);
    await api('POST', '/v1/tools/toolSchedules', body);
    await api('POST', '/v1/tools/toolSchedules', { ...body, toolId: (await newTool()).id });
    expect((await api('DELETE', `/v1/tools/toolSchedules/job/${job.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/tools/isUsingTools?jobId=${job.id}`)).json().isUsingTools).toBe(false);
    expect((await api('DELETE', '/v1/tools/toolSchedules/job/999999')).statusCode).toBe(404);
  });

  it("answers a technician's day: today's jobs with their tools", async () => {
    // The demo's no-heat call is scheduled at 15:00 UTC today, the company's (Denver's) day of that date.
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'No heat, furnace F-1'));
    const day = `date=${job.scheduledStart?.slice(0, 10)}`;
    const jordans = (await api('GET', `/v1/tools/todaysJobListForUser?${day}`, undefined, tech)).json();
    const noHeat = jordans.find((j: { jobName: string }) => j.jobName === 'No heat, furnace F-1');
    expect(noHeat).toBeDefined();
    expect(noHeat.checkedOut.map((c: ToolCheckout) => c.toolNumber).sort()).toEqual([
      'TL-007',
      'TL-008',
      'TL-009',
    ]);
    expect(noHeat.tools.map((s: ToolSchedule) => s.toolNumber)).toEqual(['TL-006']);
    const sam = await t.login('sam.ortiz@example.com', DEMO_PASSWORD);
    const sams = (await api('GET', `/v1/tools/todaysJobListForUser?${day}`, undefined, sam)).json();
    expect(sams.map((j: { jobName: string }) => j.jobName)).toContain('No heat, furnace F-1');
    expect(
      (await api('GET', '/v1/tools/todaysJobListForUser?date=2001-01-01', undefined, tech)).json(),
    ).toEqual([]);
    expect(fields(await api('GET', '/v1/tools/todaysJobListForUser?date=soon', undefined, tech))).toEqual([
      'date',
    ]);
    expect((await api('GET', '/v1/tools/todaysJobListForUser', undefined, tech)).statusCode).toBe(200);
    const out = (await api('GET', '/v1/tools/getCheckedOutByTechnician', undefined, tech)).json();
    expect(out.map((c: ToolCheckout) => c.toolNumber)).toEqual(expect.arrayContaining(['TL-007', 'TL-008']));
    expect((await api('GET', '/v1/tools/isUsingTools', undefined, tech)).json().isUsingTools).toBe(true);
  });
});

describe('job completion', () => {
  it('refuses to complete a job while a tool checked out against it is out, then allows it', async () => {
    const job = await seedJob(t, admin);
    const a = await newTool({ name: unique('Vacuum pump') });
    const b = await newTool({ name: unique('Press tool') });
    await api('PATCH', `/v1/tools/${a.id}/checkOut`, { technicianId: jordanId, jobId: job.id });
    await api('PATCH', `/v1/tools/${b.id}/checkOut`, { technicianId: samId, jobId: job.id });
    const refused = await api('PATCH', `/v1/jobs/${job.id}`, { statusId: statusIds.Completed });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'JOB_TOOLS_OUT',
      message: `Check in the tools still out on this job before completing it: ${[a.name, b.name].sort().join(', ')}.`,
    });
    // Other changes to the job are not blocked.
    expect((await api('PATCH', `/v1/jobs/${job.id}`, { description: 'Waiting on tools' })).statusCode).toBe(
      200,
    );
    await api('PATCH', `/v1/tools/${a.id}/checkIn`, {});
    const still = await api('PATCH', `/v1/jobs/${job.id}`, { statusId: statusIds.Completed });
    expect(still.json().message).toBe(
      `Check in the tools still out on this job before completing it: ${b.name}.`,
    );
    await api('PATCH', `/v1/tools/${b.id}/checkIn`, {});
    const done = await api('PATCH', `/v1/jobs/${job.id}`, { statusId: statusIds.Completed });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Completed' });
  });

  it("holds the demo's no-heat call open while its tools are out", async () => {
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'No heat, furnace F-1'));
    const res = await api('PATCH', `/v1/jobs/${job.id}`, { statusId: statusIds.Completed });
    expect(res.json().message).toBe(
      'Check in the tools still out on this job before completing it: Combustion analyzer, Digital manifold gauge set, Insulation tester (megohmmeter).',
    );
  });
});
