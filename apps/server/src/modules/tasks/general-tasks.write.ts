import { Permission } from '@fieldline/contracts/common/permissions';
import {
  type createGeneralTaskBodySchema,
  GENERAL_TASK_MESSAGES as M,
  type updateGeneralTaskBodySchema,
} from '@fieldline/contracts/tasks/general-tasks.contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { users } from '../identity';
import { notifySubscribers } from './general-tasks.notify';
import { getGeneralTask, viewerOf, worksOn } from './general-tasks.read';
import {
  taskGroups,
  taskMembers,
  taskStatuses,
  taskSubscribers,
  taskTypes,
  taskViews,
  workTasks,
} from './tasks.table';

type CreateBody = z.output<typeof createGeneralTaskBodySchema>;
type UpdateBody = z.output<typeof updateGeneralTaskBodySchema>;
type IdParams = { id: number };
type UserParams = { id: number; userId: number };

async function checkUsers(db: Db, ids: (number | null | undefined)[], field: string) {
  const wanted = [...new Set(ids.filter((v): v is number => typeof v === 'number'))];
  if (!wanted.length) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.isActive, true)));
  if (found.length !== wanted.length) throw fieldError(field, M.unknownUser);
}

async function checkRef(
  db: Db,
  table: typeof taskTypes | typeof taskGroups,
  id: number | null | undefined,
  field: string,
  message: string,
) {
  if (!id) return;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw fieldError(field, message);
}

async function statusOf(db: Db, id: number | null | undefined) {
  if (!id) return null;
  const [row] = await db.select().from(taskStatuses).where(eq(taskStatuses.id, id));
  if (!row) throw fieldError('statusId', M.unknownStatus);
  return row;
}

/** The first active status (by sort, then id) that is done, or not done. */
async function firstStatus(db: Db, isDone: boolean) {
  const [row] = await db
    .select()
    .from(taskStatuses)
    .where(and(eq(taskStatuses.isActive, true), eq(taskStatuses.isDone, isDone)))
    .orderBy(asc(taskStatuses.sort), asc(taskStatuses.id))
    .limit(1);
  return row ?? null;
}

/** The user has seen the task as it now is (whoever writes a task has seen it). */
async function markViewed(db: Db, taskId: number, userId: number) {
  await db
    .insert(taskViews)
    .values({ taskId, userId, viewedAt: sql`now()` })
    .onConflictDoUpdate({ target: [taskViews.taskId, taskViews.userId], set: { viewedAt: sql`now()` } });
}

async function taskRow(db: Db, id: number) {
  const [row] = await db.select().from(workTasks).where(eq(workTasks.id, id));
  if (!row) throw notFound('task', 'TASK_NOT_FOUND');
  return row;
}

export async function createGeneralTask(ctx: RouteContext<CreateBody, unknown, unknown>) {
  const { db, body, user } = ctx;
  await checkUsers(db, [body.assignedTo], 'assignedTo');
  await checkUsers(db, body.memberIds ?? [], 'memberIds');
  await checkUsers(db, body.subscriberIds ?? [], 'subscriberIds');
  await checkRef(db, taskTypes, body.typeId, 'typeId', M.unknownType);
  await checkRef(db, taskGroups, body.groupId, 'groupId', M.unknownGroup);
  const status = body.statusId ? await statusOf(db, body.statusId) : await firstStatus(db, false);
  const [row] = await db
    .insert(workTasks)
    .values({
      task: body.title,
      note: body.description ?? '',
      assignedTo: body.assignedTo ?? null,
      dueDate: body.dueDate ?? null,
      priority: body.priority ?? 'Normal',
      typeId: body.typeId ?? null,
      groupId: body.groupId ?? null,
      statusId: status?.id ?? null,
      completedDate: status?.isDone ? sql`now()` : null,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  const members = [...new Set(body.memberIds ?? [])];
  const subscribers = [...new Set(body.subscriberIds ?? [])];
  if (members.length)
    await db.insert(taskMembers).values(members.map((userId) => ({ taskId: row.id, userId })));
  if (subscribers.length)
    await db.insert(taskSubscribers).values(subscribers.map((userId) => ({ taskId: row.id, userId })));
  await markViewed(db, row.id, user.id);
  await ctx.audit({ entity: 'task', entityId: row.id, action: 'create', after: body });
  return getGeneralTask(db, row.id, { userId: user.id, seesAll: true });
}

/** Tasks full may change any task; anyone else only a task assigned to them or that they are a member of. */
async function mayChange(ctx: RouteContext<unknown, unknown, unknown>, taskId: number) {
  const viewer = viewerOf(ctx);
  const task = await getGeneralTask(ctx.db, taskId, viewer);
  if (ctx.level(Permission.Tasks) < 2 && !(await worksOn(ctx.db, taskId, ctx.user.id)))
    throw forbidden(M.notYours);
  return task;
}

export async function updateGeneralTask(ctx: RouteContext<UpdateBody, unknown, IdParams>) {
  const { db, body, user, params } = ctx;
  const before = await mayChange(ctx as RouteContext<unknown, unknown, unknown>, params.id);
  const current = await taskRow(db, params.id);
  if (body.assignedTo !== undefined) await checkUsers(db, [body.assignedTo], 'assignedTo');
  await checkRef(db, taskTypes, body.typeId, 'typeId', M.unknownType);
  await checkRef(db, taskGroups, body.groupId, 'groupId', M.unknownGroup);
  let status = body.statusId !== undefined ? await statusOf(db, body.statusId) : undefined;
  let done: boolean | undefined = status === undefined ? undefined : Boolean(status?.isDone);
  if (body.completed !== undefined) {
    done = body.completed;
    // Completing moves an open status to the first done one; reopening moves a done status back.
    if (status === undefined && before.status?.isDone !== done) status = await firstStatus(db, done);
  }
  const { version, completed: _completed, title, description, statusId: _statusId, ...rest } = body;
  const values: Partial<typeof workTasks.$inferInsert> = { ...rest };
  if (title !== undefined) values.task = title;
  if (description !== undefined) values.note = description;
  if (status !== undefined) values.statusId = status?.id ?? null;
  if (done === true && current.completedDate === null) values.completedDate = sql`now()` as never;
  if (done === false) values.completedDate = null;
  await updateVersioned(db, workTasks, params.id, version, values, user.id, 'task');
  await markViewed(db, params.id, user.id);
  const after = await getGeneralTask(db, params.id, { userId: user.id, seesAll: true });
  await ctx.audit({ entity: 'task', entityId: params.id, action: 'update', before, after: body });
  await notifySubscribers(db, before, after, user);
  return after;
}

export async function deleteGeneralTask(ctx: RouteContext<unknown, unknown, IdParams>) {
  const before = await taskRow(ctx.db, ctx.params.id);
  await ctx.db.delete(workTasks).where(eq(workTasks.id, before.id));
  await ctx.audit({ entity: 'task', entityId: before.id, action: 'delete', before });
}

/** PATCH tasks/{id}/view: the signed-in user has opened the task. */
export async function viewGeneralTask(ctx: RouteContext<unknown, unknown, IdParams>) {
  await getGeneralTask(ctx.db, ctx.params.id, viewerOf(ctx));
  await markViewed(ctx.db, ctx.params.id, ctx.user.id);
  return getGeneralTask(ctx.db, ctx.params.id, viewerOf(ctx));
}

const PEOPLE = { members: taskMembers, subscribers: taskSubscribers } as const;

/** Adds a member or subscriber (adding one already there changes nothing) and answers the task. */
export async function addTaskPerson(
  kind: keyof typeof PEOPLE,
  ctx: RouteContext<unknown, unknown, UserParams>,
) {
  const { db, params } = ctx;
  await taskRow(db, params.id);
  await checkUsers(db, [params.userId], 'userId');
  const table = PEOPLE[kind];
  await db.insert(table).values({ taskId: params.id, userId: params.userId }).onConflictDoNothing();
  await touch(db, params.id, ctx.user.id);
  await ctx.audit({
    entity: 'task',
    entityId: params.id,
    action: `add${kind}`,
    after: { userId: params.userId },
  });
  return getGeneralTask(db, params.id, { userId: ctx.user.id, seesAll: true });
}

export async function removeTaskPerson(
  kind: keyof typeof PEOPLE,
  ctx: RouteContext<unknown, unknown, UserParams>,
) {
  const { db, params } = ctx;
  await taskRow(db, params.id);
  const table = PEOPLE[kind];
  const gone = await db
    .delete(table)
    .where(and(eq(table.taskId, params.id), eq(table.userId, params.userId)))
    .returning();
  if (!gone.length) throw notFound(kind === 'members' ? 'task member' : 'task subscriber');
  await touch(db, params.id, ctx.user.id);
  await ctx.audit({
    entity: 'task',
    entityId: params.id,
    action: `remove${kind}`,
    before: { userId: params.userId },
  });
}

/** A change to who works on a task is a change of the task (its version moves, others see it unviewed). */
async function touch(db: Db, taskId: number, userId: number) {
  await db
    .update(workTasks)
    .set({ modifiedDate: sql`now()`, modifiedBy: userId, version: sql`${workTasks.version} + 1` })
    .where(eq(workTasks.id, taskId));
  await markViewed(db, taskId, userId);
}
