import { Permission } from '@fieldline/contracts/common/permissions';
import { TASK_MESSAGES } from '@fieldline/contracts/tasks/tasks.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique, userWith } from '../../../test/factories';
import { seedBid, seedCustomerSite, seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bids } from '../bids';
import { copyTasks, listTasks } from './index';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const fields = (res: { json(): any }) =>
  (res.json().errors ?? []).map((e: { field: string }) => e.field).sort();
const names = (list: { task: string }[]) => list.map((x) => x.task);

async function newTemplate(tasks = ['Check refrigerant', 'Replace filters', 'Clean coils']) {
  const res = await api('POST', '/v1/tasktemplates', {
    name: unique('Spring tune-up'),
    items: tasks.map((task) => ({ task })),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('task templates', () => {
  it('creates with ordered items, replaces the items, refuses duplicates and bad input', async () => {
    const tpl = await newTemplate();
    expect(tpl.items.map((i: any) => [i.task, i.displayOrder])).toEqual([
      ['Check refrigerant', 1],
      ['Replace filters', 2],
      ['Clean coils', 3],
    ]);
    const patched = await api('PATCH', `/v1/tasktemplates/${tpl.id}`, {
      items: [{ task: 'Clean coils' }, { task: 'Test run' }],
      version: 1,
    });
    expect(names(patched.json().items)).toEqual(['Clean coils', 'Test run']);
    expect(patched.json().version).toBe(2);
    expect((await api('PATCH', `/v1/tasktemplates/${tpl.id}`, { name: 'x', version: 1 })).statusCode).toBe(
      409,
    );
    expect(
      (await api('POST', '/v1/tasktemplates', { name: tpl.name, items: [{ task: 'a' }] })).statusCode,
    ).toBe(409);
    expect(fields(await api('POST', '/v1/tasktemplates', { name: '', items: [{ task: ' ' }] }))).toEqual([
      'items[0].task',
      'name',
    ]);
    expect(fields(await api('POST', '/v1/tasktemplates', { name: 'x', items: [] }))).toEqual(['items']);
    expect((await api('GET', '/v1/tasktemplates')).json().some((x: any) => x.id === tpl.id)).toBe(true);
    expect((await api('DELETE', `/v1/tasktemplates/${tpl.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/tasktemplates/${tpl.id}`)).statusCode).toBe(404);
  });

  it('needs the Tasks permission', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Tasks, accessLevel: 1 }]);
    const none = await userWith(t, admin, []);
    expect((await api('GET', '/v1/tasktemplates', undefined, reader.token)).statusCode).toBe(200);
    expect((await api('POST', '/v1/tasktemplates', {}, reader.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/tasktemplates', undefined, none.token)).statusCode).toBe(403);
    // The picker's lookup lists active templates for anyone signed in.
    const tpl = await newTemplate(['One', 'Two']);
    const options = (await api('GET', '/v1/cache/tasktemplates', undefined, none.token)).json();
    expect(options).toContainEqual({ id: tpl.id, name: tpl.name, taskCount: 2 });
    await api('PATCH', `/v1/tasktemplates/${tpl.id}`, { isActive: false });
    const after = (await api('GET', '/v1/cache/tasktemplates', undefined, none.token)).json();
    expect(after.some((o: { id: number }) => o.id === tpl.id)).toBe(false);
  });
});

describe('tasks on bids and jobs', () => {
  it('adds, edits and deletes tasks; adds a list and a template’s tasks in order', async () => {
    const site = await seedCustomerSite(t, admin);
    const bid = await seedBid(t, admin, { customerId: site.customer.id, locationId: site.location.id });
    const unit = await seedEquipment(t, { customerId: site.customer.id, locationId: site.location.id });
    const base = `/v1/bids/${bid.id}`;
    const one = await api('POST', `${base}/tasks`, { task: 'Survey roof access', note: 'Ladder needed' });
    expect(one.statusCode).toBe(201);
    expect(one.json()).toMatchObject({
      ownerKind: 'Bid',
      task: 'Survey roof access',
      selected: false,
      displayOrder: 1,
    });
    expect(one.json().createdByName).toBeTruthy();

    const list = await api('POST', `${base}/taskList`, {
      tasks: [{ task: 'Measure duct' }, { task: 'Photograph unit', equipmentId: unit.id }],
    });
    expect(list.statusCode).toBe(201);
    expect(list.json().map((x: any) => [x.task, x.displayOrder, x.equipment?.id ?? null])).toEqual([
      ['Measure duct', 2, null],
      ['Photograph unit', 3, unit.id],
    ]);
    const tpl = await newTemplate(['Check refrigerant', 'Replace filters']);
    const copied = await api('POST', `${base}/taskList/templates/${tpl.id}`, { equipmentId: unit.id });
    expect(copied.json().map((x: any) => [x.task, x.templateId, x.equipment.id])).toEqual([
      ['Check refrigerant', tpl.id, unit.id],
      ['Replace filters', tpl.id, unit.id],
    ]);
    const edited = await api('PATCH', `${base}/tasks/${one.json().id}`, {
      selected: true,
      note: 'Done',
      equipmentId: unit.id,
    });
    expect(edited.json()).toMatchObject({ selected: true, note: 'Done', equipment: { id: unit.id } });
    expect(
      (await api('PATCH', `${base}/tasks/${one.json().id}`, { equipmentId: null })).json().equipment,
    ).toBeNull();
    expect(names((await api('GET', `${base}/tasks`)).json())).toEqual([
      'Survey roof access',
      'Measure duct',
      'Photograph unit',
      'Check refrigerant',
      'Replace filters',
    ]);
    expect((await api('DELETE', `${base}/tasks/${one.json().id}`)).statusCode).toBe(204);
    expect((await api('GET', `${base}/tasks/${one.json().id}`)).statusCode).toBe(404);

    // Conversion copies every task, in order, onto the job.
    const job = await seedJob(t, admin, { customerId: site.customer.id, locationId: site.location.id });
    const moved = await copyTasks(t.database.db, { user: null }, 'Bid', bid.id, 'Job', job.id);
    expect(moved).toHaveLength(4);
    expect(names(await listTasks(t.database.db, 'Job', job.id))).toEqual(
      names(await listTasks(t.database.db, 'Bid', bid.id)),
    );
    expect(names((await api('GET', `/v1/jobs/${job.id}/tasks`)).json())[0]).toBe('Measure duct');
  });

  it('refuses bad input, unknown ids, foreign equipment, inactive templates and closed bids', async () => {
    const job = await seedJob(t, admin);
    const base = `/v1/jobs/${job.id}`;
    expect(fields(await api('POST', `${base}/tasks`, { task: '', selected: 'yes' }))).toEqual([
      'selected',
      'task',
    ]);
    expect(fields(await api('POST', `${base}/taskList`, { tasks: [] }))).toEqual(['tasks']);
    expect(fields(await api('PATCH', `${base}/tasks/1`, { owner: 3 }))).toEqual(['owner']);
    expect((await api('POST', '/v1/jobs/999999/tasks', { task: 'x' })).statusCode).toBe(404);
    expect((await api('POST', `${base}/taskList/templates/999999`, {})).statusCode).toBe(404);
    expect(fields(await api('POST', `${base}/tasks`, { task: 'x', equipmentId: 999999 }))).toEqual([
      'equipmentId',
    ]);
    const elsewhere = await seedCustomerSite(t, admin);
    const foreign = await seedEquipment(t, {
      customerId: elsewhere.customer.id,
      locationId: elsewhere.location.id,
    });
    const refused = await api('POST', `${base}/taskList`, {
      tasks: [{ task: 'x', equipmentId: foreign.id }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(TASK_MESSAGES.equipmentNotOfCustomer);
    const tpl = await newTemplate();
    await api('PATCH', `/v1/tasktemplates/${tpl.id}`, { isActive: false });
    const inactive = await api('POST', `${base}/taskList/templates/${tpl.id}`, {});
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().message).toBe(TASK_MESSAGES.inactiveTemplate);
    expect((await api('GET', `${base}/tasks`)).json()).toEqual([]);

    const bid = await seedBid(t, admin);
    await t.database.db.update(bids).set({ status: 'Converted' }).where(eq(bids.id, bid.id));
    expect((await api('POST', `/v1/bids/${bid.id}/tasks`, { task: 'x' })).statusCode).toBe(422);
  });

  it('needs the owner’s permission', async () => {
    const bid = await seedBid(t, admin);
    const reader = await userWith(t, admin, [{ id: Permission.Bids, accessLevel: 1 }]);
    expect((await api('GET', `/v1/bids/${bid.id}/tasks`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('POST', `/v1/bids/${bid.id}/tasks`, { task: 'x' }, reader.token)).statusCode).toBe(403);
    expect((await api('GET', `/v1/jobs/${bid.id}/tasks`, undefined, reader.token)).statusCode).toBe(403);
  });
});
