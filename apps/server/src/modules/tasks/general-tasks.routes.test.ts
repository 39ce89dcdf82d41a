import { Messages } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import { GENERAL_TASK_MESSAGES } from '@fieldline/contracts/tasks/general-tasks.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { mailMessages } from '../mail/mail.table';
import { companyToday } from '../organization';
import { taskMembers, taskViews, workTasks } from './tasks.table';

let t: TestApp;
let admin: string;
let adminId: number;
let today: string;
let done: { id: number };
let open: { id: number };

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  adminId = (await t.as(admin)({ method: 'GET', url: '/v1/users/current' })).json().id;
  today = await companyToday(t.database.db);
  open = (await api('POST', '/v1/tasks/statuses', { name: unique('Open'), sort: 0 })).json();
  done = (await api('POST', '/v1/tasks/statuses', { name: unique('Done'), sort: 0, isDone: true })).json();
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fields = (res: { json(): any }) =>
  (res.json().errors ?? []).map((e: { field: string }) => e.field).sort();

async function newTask(body: Record<string, unknown> = {}, token = admin) {
  const res = await api('POST', '/v1/tasks', { title: unique('Call back'), ...body }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const counts = async (token = admin) => (await api('GET', '/v1/tasks/count', undefined, token)).json();

describe('general tasks', () => {
  it('creates a standalone task, reads it back and refuses bad input', async () => {
    const type = (await api('POST', '/v1/tasks/types', { name: unique('Call back') })).json();
    const group = (await api('POST', '/v1/tasks/groups', { name: unique('Office') })).json();
    const task = await newTask({
      description: 'Ask about the filter',
      assignedTo: adminId,
      dueDate: today,
      priority: 'High',
      typeId: type.id,
      groupId: group.id,
    });
    expect(task).toMatchObject({
      description: 'Ask about the filter',
      ownerKind: null,
      ownerId: null,
      assignedTo: { id: adminId },
      dueDate: today,
      priority: 'High',
      type: { id: type.id, name: type.name },
      group: { id: group.id },
      completed: false,
      completedDate: null,
      overdue: false,
      viewed: true,
      version: 1,
    });
    // Without a status, a new task gets the first open status.
    expect(task.status.isDone).toBe(false);
    expect((await api('GET', `/v1/tasks/${task.id}`)).json().title).toBe(task.title);
    expect((await api('GET', '/v1/tasks/999999')).statusCode).toBe(404);
    expect((await api('GET', '/v1/tasks/abc')).statusCode).toBe(400);

    const bad = await api('POST', '/v1/tasks', { title: ' ', dueDate: '2026-02-30', priority: 'Urgent' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['dueDate', 'priority', 'title']);
    const ghost = await api('POST', '/v1/tasks', { title: 'x', assignedTo: 999999 });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().errors).toEqual([
      { field: 'assignedTo', message: GENERAL_TASK_MESSAGES.unknownUser },
    ]);
    expect(fields(await api('POST', '/v1/tasks', { title: 'x', typeId: 999999 }))).toEqual(['typeId']);
    expect(fields(await api('POST', '/v1/tasks', { title: 'x\u0000' }))).toEqual(['title']);
  });

  it('updates with a version, completes and reopens, and the counts follow', async () => {
    const before = await counts();
    const task = await newTask({ assignedTo: adminId, dueDate: addDays(today, -2) });
    expect(task.overdue).toBe(true);
    const mid = await counts();
    expect(mid.open).toBe(before.open + 1);
    expect(mid.overdue).toBe(before.overdue + 1);

    const empty = await api('PATCH', `/v1/tasks/${task.id}`, { version: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe(GENERAL_TASK_MESSAGES.emptyUpdate);
    expect((await api('PATCH', `/v1/tasks/${task.id}`, { bogus: 1 })).statusCode).toBe(400);

    const completed = await api('PATCH', `/v1/tasks/${task.id}/update`, { completed: true, version: 1 });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ completed: true, overdue: false, version: 2 });
    expect(completed.json().status.isDone).toBe(true);
    expect(completed.json().completedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await counts()).toMatchObject({ open: before.open, overdue: before.overdue });

    const stale = await api('PATCH', `/v1/tasks/${task.id}`, { title: 'late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(Messages.staleVersion);

    // Done tab: the completed task is found with completed=true, not with completed=false.
    const doneIds = (await api('GET', '/v1/tasks/search?me=true&completed=true&limit=500')).json();
    expect(doneIds.data.map((x: any) => x.id)).toContain(task.id);
    const openIds = (await api('GET', '/v1/tasks/search?me=true&completed=false&limit=500')).json();
    expect(openIds.data.map((x: any) => x.id)).not.toContain(task.id);

    const reopened = (await api('PATCH', `/v1/tasks/${task.id}`, { statusId: open.id, version: 2 })).json();
    expect(reopened).toMatchObject({ completed: false, completedDate: null, status: { id: open.id } });
    const viaStatus = (await api('PATCH', `/v1/tasks/${task.id}`, { statusId: done.id })).json();
    expect(viaStatus.completed).toBe(true);
    expect((await api('PATCH', '/v1/tasks/999999', { title: 'x' })).statusCode).toBe(404);
    expect(fields(await api('PATCH', `/v1/tasks/${task.id}`, { statusId: 999999 }))).toEqual(['statusId']);
  });

  it('counts due today and unviewed, and PATCH view marks a task viewed', async () => {
    const other = await userWith(t, admin, [{ id: Permission.Tasks, accessLevel: 2 }]);
    const before = await counts(other.token);
    const task = await newTask({ assignedTo: other.user.id, dueDate: today });
    expect(await counts(other.token)).toEqual({
      open: before.open + 1,
      overdue: before.overdue,
      dueToday: before.dueToday + 1,
      unviewed: before.unviewed + 1,
    });
    expect((await api('GET', `/v1/tasks/${task.id}`, undefined, other.token)).json().viewed).toBe(false);
    const viewed = await api('PATCH', `/v1/tasks/${task.id}/view`, undefined, other.token);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().viewed).toBe(true);
    expect(
      await countRows(t, taskViews, and(eq(taskViews.taskId, task.id), eq(taskViews.userId, other.user.id))),
    ).toBe(1);
    expect((await counts(other.token)).unviewed).toBe(before.unviewed);
    // A change by someone else makes it unviewed again.
    await api('PATCH', `/v1/tasks/${task.id}`, { description: 'More detail' });
    expect((await counts(other.token)).unviewed).toBe(before.unviewed + 1);
    expect((await api('PATCH', '/v1/tasks/999999/view', undefined, other.token)).statusCode).toBe(404);
  });

  it('searches by text and filters, with a matching count', async () => {
    const word = unique('Zebra');
    const job = await seedJob(t, admin);
    const a = await newTask({ title: `Phone ${word} about invoice`, dueDate: addDays(today, 3) });
    const b = await newTask({ title: `Email ${word}`, dueDate: addDays(today, 10) });
    const [onJob] = await t.database.db
      .insert(workTasks)
      .values({ ownerKind: 'Job', ownerId: job.id, task: `Job ${word}` })
      .returning();
    const search = (qs: string) => api('GET', `/v1/tasks/search?query=${word}&${qs}`).then((r) => r.json());
    const all = await search('');
    expect(all.count_filtered).toBe(3);
    expect(all.data.map((x: any) => x.id)).toEqual([a.id, b.id, onJob.id]);
    expect((await search(`dueTo=${addDays(today, 5)}`)).data.map((x: any) => x.id)).toEqual([a.id]);
    expect((await search(`dueFrom=${addDays(today, 5)}`)).data.map((x: any) => x.id)).toEqual([b.id]);
    expect((await search(`jobId=${job.id}`)).data.map((x: any) => x.id)).toEqual([onJob.id]);
    expect((await search('limit=1')).data).toHaveLength(1);
    const count = await api('GET', `/v1/tasks/search/count?query=${word}`);
    expect(count.json()).toEqual({ count: 3 });
    expect(fields(await api('GET', '/v1/tasks/search?dueFrom=nope&statusId=0'))).toEqual([
      'dueFrom',
      'statusId',
    ]);
  });

  it('members and subscribers see the task; only assignees and members may change it', async () => {
    const tech = await userWith(t, admin, []);
    const watcher = await userWith(t, admin, []);
    const stranger = await userWith(t, admin, []);
    const task = await newTask();
    const mine = await newTask({ assignedTo: tech.user.id });
    const see = (token: string) =>
      api('GET', '/v1/tasks/search?limit=500', undefined, token).then((r) =>
        r.json().data.map((x: any) => x.id),
      );
    expect(await see(tech.token)).toEqual([mine.id]);
    expect((await api('GET', `/v1/tasks/${task.id}`, undefined, tech.token)).statusCode).toBe(404);

    const added = await api('POST', `/v1/tasks/${task.id}/members/${tech.user.id}`);
    expect(added.statusCode).toBe(201);
    expect(added.json().members.map((m: any) => m.id)).toEqual([tech.user.id]);
    expect(await countRows(t, taskMembers, eq(taskMembers.taskId, task.id))).toBe(1);
    expect((await api('POST', `/v1/tasks/${task.id}/members/${tech.user.id}`)).statusCode).toBe(201);
    expect(await countRows(t, taskMembers, eq(taskMembers.taskId, task.id))).toBe(1);
    await api('POST', `/v1/tasks/${task.id}/subscribers/${watcher.user.id}`);
    expect((await see(tech.token)).sort()).toEqual([task.id, mine.id].sort());
    expect(await see(watcher.token)).toEqual([task.id]);
    expect(await see(stranger.token)).toEqual([]);

    // A member changes it; a subscriber only watches; neither creates, deletes or adds people.
    const byMember = await api('PATCH', `/v1/tasks/${task.id}`, { completed: true }, tech.token);
    expect(byMember.statusCode, byMember.body).toBe(200);
    // The subscriber is told what changed, through the outbox; the member who changed it is not.
    const mails = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.relatedType, 'task'), eq(mailMessages.relatedId, task.id)));
    expect(mails.map((m) => m.toAddresses)).toEqual([[watcher.email]]);
    expect(mails[0].subject).toBe(`Task changed: ${task.title}`);
    expect(mails[0].textBody).toMatch(/Status: .+ → .+/);
    const bySubscriber = await api('PATCH', `/v1/tasks/${task.id}`, { title: 'x' }, watcher.token);
    expect(bySubscriber.statusCode).toBe(403);
    expect(bySubscriber.json().message).toBe(GENERAL_TASK_MESSAGES.notYours);
    expect((await api('PATCH', `/v1/tasks/${task.id}`, { title: 'x' }, stranger.token)).statusCode).toBe(404);
    expect((await api('POST', '/v1/tasks', { title: 'x' }, tech.token)).statusCode).toBe(403);
    expect((await api('DELETE', `/v1/tasks/${task.id}`, undefined, tech.token)).statusCode).toBe(403);
    expect(
      (await api('POST', `/v1/tasks/${task.id}/members/${stranger.user.id}`, undefined, tech.token))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', '/v1/tasks/types', undefined, tech.token)).statusCode).toBe(403);

    expect((await api('DELETE', `/v1/tasks/${task.id}/subscribers/${watcher.user.id}`)).statusCode).toBe(204);
    expect(await see(watcher.token)).toEqual([]);
    expect((await api('DELETE', `/v1/tasks/${task.id}/subscribers/${watcher.user.id}`)).statusCode).toBe(404);
    expect((await api('POST', `/v1/tasks/${task.id}/members/999999`)).statusCode).toBe(400);
    expect((await api('POST', `/v1/tasks/999999/members/${tech.user.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/tasks/${task.id}/members/${tech.user.id}`)).statusCode).toBe(204);

    expect((await api('DELETE', `/v1/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await api('GET', '/v1/tasks/count')).statusCode).toBe(200);
    expect((await t.as(null)({ method: 'GET', url: '/v1/tasks/count' })).statusCode).toBe(401);
  });

  it('a Tasks reader sees every task but changes only their own', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Tasks, accessLevel: 1 }]);
    const task = await newTask();
    expect((await api('GET', `/v1/tasks/${task.id}`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('PATCH', `/v1/tasks/${task.id}`, { title: 'x' }, reader.token)).statusCode).toBe(403);
    const me = (await api('GET', '/v1/tasks/search?me=true', undefined, reader.token)).json();
    expect(me.count_filtered).toBe(0);
  });
});

describe('task lists and templates', () => {
  it('types, statuses, groups and template categories: CRUD, search, duplicates, versions', async () => {
    for (const base of [
      '/v1/tasks/types',
      '/v1/tasks/statuses',
      '/v1/tasks/groups',
      '/v1/tasktemplates/categories',
    ]) {
      const name = unique('Paperwork');
      const created = await api('POST', base, { name });
      expect(created.statusCode, base).toBe(201);
      const row = created.json();
      expect((await api('POST', base, { name: name.toUpperCase() })).statusCode).toBe(409);
      expect(fields(await api('POST', base, { name: '' }))).toEqual(['name']);
      const found = (await api('GET', `${base}/search?query=${name}`)).json();
      expect(found).toMatchObject({ count_filtered: 1, data: [{ id: row.id, name }] });
      expect((await api('GET', `${base}/search/count?query=${name}`)).json()).toEqual({ count: 1 });
      const patched = await api('PATCH', `${base}/${row.id}`, { description: 'd', version: 1 });
      expect(patched.json()).toMatchObject({ description: 'd', version: 2 });
      expect((await api('PATCH', `${base}/${row.id}`, { description: 'e', version: 1 })).statusCode).toBe(
        409,
      );
      expect((await api('DELETE', `${base}/${row.id}`)).statusCode).toBe(204);
      expect((await api('GET', `${base}/${row.id}`)).statusCode).toBe(404);
    }
    const groups = await api('GET', '/v1/tasks/groups/search');
    expect(groups.statusCode).toBe(200);
  });

  it('templates: search by category, and their tasks CRUD', async () => {
    const category = (await api('POST', '/v1/tasktemplates/categories', { name: unique('HVAC') })).json();
    const tpl = (
      await api('POST', '/v1/tasktemplates', {
        name: unique('Tune-up'),
        categoryId: category.id,
        items: [{ task: 'One' }],
      })
    ).json();
    expect(tpl.categoryId).toBe(category.id);
    const bad = await api('POST', '/v1/tasktemplates', {
      name: unique('x'),
      categoryId: 999999,
      items: [{ task: 'a' }],
    });
    expect(fields(bad)).toEqual(['categoryId']);
    const found = (await api('GET', `/v1/tasktemplates/search?categoryId=${category.id}`)).json();
    expect(found.data.map((x: any) => x.id)).toEqual([tpl.id]);

    const base = `/v1/tasktemplates/${tpl.id}/tasks`;
    const added = await api('POST', base, { task: 'Two' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ task: 'Two', displayOrder: 2, templateId: tpl.id });
    expect((await api('GET', base)).json().map((x: any) => x.task)).toEqual(['One', 'Two']);
    const patched = await api('PATCH', `${base}/${added.json().id}`, { task: 'Second' });
    expect(patched.json().task).toBe('Second');
    expect((await api('GET', `${base}/${added.json().id}`)).json().task).toBe('Second');
    expect((await api('PATCH', `${base}/${added.json().id}`, {})).statusCode).toBe(400);
    expect((await api('DELETE', `${base}/${added.json().id}`)).statusCode).toBe(204);
    expect((await api('GET', `${base}/${added.json().id}`)).statusCode).toBe(404);
    expect((await api('GET', '/v1/tasktemplates/999999/tasks')).statusCode).toBe(404);
    expect((await api('GET', `/v1/tasktemplates/${tpl.id}`)).json().version).toBe(4);
  });
});
