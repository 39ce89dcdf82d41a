import { Permission } from '@fieldline/contracts/common/permissions';
import type {
  GeneralTask,
  TaskCounts,
  taskSearchQuerySchema,
} from '@fieldline/contracts/tasks/general-tasks.contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { getUserRefs, users } from '../identity';
import { companyTimezoneSql } from '../organization';
import {
  taskGroups,
  taskMembers,
  taskStatuses,
  taskSubscribers,
  taskTypes,
  taskViews,
  workTasks,
} from './tasks.table';

type SearchQuery = z.output<typeof taskSearchQuerySchema>;
/** Who is asking: their id, and whether they may see every task (Tasks read) or only their own. */
export interface Viewer {
  userId: number;
  seesAll: boolean;
}
export const viewerOf = (ctx: { user: { id: number }; level(p: number): number }): Viewer => ({
  userId: ctx.user.id,
  seesAll: ctx.level(Permission.Tasks) >= 1,
});

const t = workTasks;
export const todaySql = sql`(now() at time zone ${companyTimezoneSql})::date`;

/** Tasks assigned to the user or that they are a member or subscriber of. */
export const mineSql = (userId: number) => sql`(${t.assignedTo} = ${userId}
  or exists (select 1 from ${taskMembers} m where m.task_id = ${t.id} and m.user_id = ${userId})
  or exists (select 1 from ${taskSubscribers} s where s.task_id = ${t.id} and s.user_id = ${userId}))`;

/** The user opened the task since it last changed. */
const viewedSql = (userId: number) =>
  sql`exists (select 1 from ${taskViews} v where v.task_id = ${t.id} and v.user_id = ${userId} and v.viewed_at >= ${t.modifiedDate})`;
const openSql = sql`${t.completedDate} is null`;
const overdueSql = sql`(${t.completedDate} is null and ${t.dueDate} < ${todaySql})`;

const like = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

function searchWhere(q: Partial<SearchQuery>, viewer: Viewer): SQL | undefined {
  const text = q.query?.trim();
  return and(
    viewer.seesAll && !q.me ? undefined : mineSql(viewer.userId),
    text ? sql`${t.task} ilike ${like(text)}` : undefined,
    q.assignedTo ? eq(t.assignedTo, q.assignedTo) : undefined,
    q.statusId ? eq(t.statusId, q.statusId) : undefined,
    q.typeId ? eq(t.typeId, q.typeId) : undefined,
    q.groupId ? eq(t.groupId, q.groupId) : undefined,
    q.dueFrom ? sql`${t.dueDate} >= ${q.dueFrom}` : undefined,
    q.dueTo ? sql`${t.dueDate} <= ${q.dueTo}` : undefined,
    q.overdue === true
      ? overdueSql
      : q.overdue === false
        ? sql`not coalesce(${overdueSql}, false)`
        : undefined,
    q.dueToday ? sql`(${openSql} and ${t.dueDate} = ${todaySql})` : undefined,
    q.completed === true ? sql`${t.completedDate} is not null` : q.completed === false ? openSql : undefined,
    q.jobId ? and(eq(t.ownerKind, 'Job'), eq(t.ownerId, q.jobId)) : undefined,
    q.bidId ? and(eq(t.ownerKind, 'Bid'), eq(t.ownerId, q.bidId)) : undefined,
  );
}

/** The tasks' rows with their type, status and group names and the viewer's "viewed" mark: one query. */
async function taskRows(
  db: Db,
  where: SQL | undefined,
  userId: number,
  page?: { offset: number; limit: number },
) {
  const query = db
    .select({
      row: t,
      typeName: taskTypes.name,
      statusName: taskStatuses.name,
      statusDone: taskStatuses.isDone,
      groupName: taskGroups.name,
      overdue: sql<boolean>`coalesce(${overdueSql}, false)`,
      viewed: sql<boolean>`${viewedSql(userId)}`,
    })
    .from(t)
    .leftJoin(taskTypes, eq(taskTypes.id, t.typeId))
    .leftJoin(taskStatuses, eq(taskStatuses.id, t.statusId))
    .leftJoin(taskGroups, eq(taskGroups.id, t.groupId))
    .where(where)
    .orderBy(sql`${t.completedDate} is not null`, sql`${t.dueDate} asc nulls last`, sql`${t.id} desc`);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

type Found = Awaited<ReturnType<typeof taskRows>>[number];

async function toTasks(db: Db, found: Found[]): Promise<GeneralTask[]> {
  const ids = found.map((f) => f.row.id);
  const [members, subscribers] = ids.length
    ? await Promise.all([
        db.select().from(taskMembers).where(inArray(taskMembers.taskId, ids)),
        db.select().from(taskSubscribers).where(inArray(taskSubscribers.taskId, ids)),
      ])
    : [[], []];
  const people = await getUserRefs(db, [
    ...found.map((f) => f.row.assignedTo).filter((v): v is number => v !== null),
    ...members.map((m) => m.userId),
    ...subscribers.map((s) => s.userId),
  ]);
  const person = (userId: number) => ({ id: userId, name: people.get(userId)?.displayName ?? '' });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return found.map(({ row: r, ...f }) => ({
    id: r.id,
    title: r.task,
    description: r.note,
    ownerKind: (r.ownerKind as 'Bid' | 'Job' | null) ?? null,
    ownerId: r.ownerId,
    assignedTo: r.assignedTo ? person(r.assignedTo) : null,
    dueDate: r.dueDate,
    priority: r.priority as GeneralTask['priority'],
    type: r.typeId && f.typeName !== null ? { id: r.typeId, name: f.typeName } : null,
    status:
      r.statusId && f.statusName !== null
        ? { id: r.statusId, name: f.statusName, isDone: f.statusDone ?? false }
        : null,
    group: r.groupId && f.groupName !== null ? { id: r.groupId, name: f.groupName } : null,
    completed: r.completedDate !== null,
    completedDate: r.completedDate ? toIso(r.completedDate) : null,
    overdue: Boolean(f.overdue),
    viewed: Boolean(f.viewed),
    members: members
      .filter((m) => m.taskId === r.id)
      .map((m) => person(m.userId))
      .sort(byName),
    subscribers: subscribers
      .filter((s) => s.taskId === r.id)
      .map((s) => person(s.userId))
      .sort(byName),
    createdDate: toIso(r.createdDate),
    createdBy: r.createdBy,
    modifiedDate: toIso(r.modifiedDate),
    modifiedBy: r.modifiedBy,
    version: r.version,
  }));
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t).where(where);
  return Number(row.n);
}

export async function searchGeneralTasks(db: Db, q: SearchQuery, viewer: Viewer) {
  const where = searchWhere(q, viewer);
  const [found, count] = await Promise.all([
    taskRows(db, where, viewer.userId, { offset: q.offset, limit: q.limit }),
    countWhere(db, where),
  ]);
  return { data: await toTasks(db, found), count_filtered: count };
}

export async function countGeneralTasks(db: Db, q: SearchQuery, viewer: Viewer) {
  return { count: await countWhere(db, searchWhere(q, viewer)) };
}

/** The signed-in user's own tasks: open, overdue, due today and unviewed (open ones not opened since changed). */
export async function myTaskCounts(db: Db, userId: number): Promise<TaskCounts> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${openSql})::int`,
      overdue: sql<number>`count(*) filter (where ${overdueSql})::int`,
      dueToday: sql<number>`count(*) filter (where ${openSql} and ${t.dueDate} = ${todaySql})::int`,
      unviewed: sql<number>`count(*) filter (where ${openSql} and not ${viewedSql(userId)})::int`,
    })
    .from(t)
    .where(mineSql(userId));
  return {
    open: Number(row.open),
    overdue: Number(row.overdue),
    dueToday: Number(row.dueToday),
    unviewed: Number(row.unviewed),
  };
}

/** One task as the viewer may see it: 404 when it does not exist or is not theirs to see. */
export async function getGeneralTask(db: Db, id: number, viewer: Viewer): Promise<GeneralTask> {
  const [found] = await taskRows(
    db,
    and(eq(t.id, id), viewer.seesAll ? undefined : mineSql(viewer.userId)),
    viewer.userId,
  );
  if (!found) throw notFound('task', 'TASK_NOT_FOUND');
  return (await toTasks(db, [found]))[0];
}

/** Whether the user is the task's assignee or one of its members (who may change it without Tasks full). */
export async function worksOn(db: Db, taskId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.id, taskId),
        sql`(${t.assignedTo} = ${userId} or exists (select 1 from ${taskMembers} m where m.task_id = ${t.id} and m.user_id = ${userId}))`,
      ),
    );
  return Boolean(row);
}

/** Active users for the assignee, member and subscriber pickers, by name. */
export async function listActiveUsers(db: Db) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }));
}

/** The active entries of a task list (types, statuses, groups) in their sort order, for pickers. */
export async function listActive(db: Db, table: typeof taskTypes | typeof taskStatuses | typeof taskGroups) {
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.isActive, true))
    .orderBy(asc(table.sort), asc(table.name), asc(table.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    ...('isDone' in r ? { isDone: r.isDone as boolean } : {}),
  }));
}
