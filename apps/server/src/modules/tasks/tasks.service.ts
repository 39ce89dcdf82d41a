import type { WorkOwnerKind } from '@fieldline/contracts/checklists/checklists.contract';
import {
  type createTaskBodySchema,
  TASK_MESSAGES,
  type taskListBodySchema,
  type updateTaskBodySchema,
  type WorkTask,
} from '@fieldline/contracts/tasks/tasks.contract';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { checkEquipment, equipmentRefs, loadOwner, writableOwner } from '../checklists';
import { getUserRefs } from '../identity';
import { templateRecord } from './task-templates.service';
import { taskTemplateItems, workTasks } from './tasks.table';

type Row = typeof workTasks.$inferSelect;
type TaskInput = z.output<typeof createTaskBodySchema>;
type OwnerParams = { id: number };
type TaskParams = { id: number; taskId: number };

async function toTasks(db: Db, rows: Row[]): Promise<WorkTask[]> {
  const [equip, people] = await Promise.all([
    equipmentRefs(
      db,
      rows.map((r) => r.equipmentId),
    ),
    getUserRefs(
      db,
      rows.map((r) => r.createdBy).filter((v): v is number => v !== null),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    ownerKind: r.ownerKind as WorkOwnerKind,
    ownerId: r.ownerId as number,
    task: r.task,
    note: r.note,
    selected: r.selected,
    equipment: r.equipmentId ? (equip.get(r.equipmentId) ?? null) : null,
    templateId: r.templateId,
    displayOrder: r.displayOrder,
    createdBy: r.createdBy,
    createdByName: r.createdBy ? (people.get(r.createdBy)?.displayName ?? null) : null,
    createdDate: toIso(r.createdDate),
  }));
}

async function rowsOf(db: Db, kind: WorkOwnerKind, ownerId: number): Promise<Row[]> {
  return db
    .select()
    .from(workTasks)
    .where(and(eq(workTasks.ownerKind, kind), eq(workTasks.ownerId, ownerId)))
    .orderBy(asc(workTasks.displayOrder), asc(workTasks.id));
}

/** The tasks of a bid or job in their order (also for the job summary and the conversion). */
export async function listTasks(db: Db, kind: WorkOwnerKind, ownerId: number): Promise<WorkTask[]> {
  return toTasks(db, await rowsOf(db, kind, ownerId));
}

export async function ownerTasks(db: Db, kind: WorkOwnerKind, ownerId: number) {
  await loadOwner(db, kind, ownerId);
  return listTasks(db, kind, ownerId);
}

async function nextOrder(db: Db, kind: WorkOwnerKind, ownerId: number): Promise<number> {
  const [r] = await db
    .select({ n: max(workTasks.displayOrder) })
    .from(workTasks)
    .where(and(eq(workTasks.ownerKind, kind), eq(workTasks.ownerId, ownerId)));
  return (r?.n ?? 0) + 1;
}

/** Appends tasks after the owner's last one, in the order given. */
async function insertTasks(
  db: Db,
  kind: WorkOwnerKind,
  ownerId: number,
  tasks: (TaskInput & { templateId?: number | null })[],
  userId: number | null,
): Promise<WorkTask[]> {
  const start = await nextOrder(db, kind, ownerId);
  const rows = await db
    .insert(workTasks)
    .values(
      tasks.map((t, i) => ({
        ownerKind: kind,
        ownerId,
        task: t.task,
        note: t.note ?? '',
        selected: t.selected ?? false,
        equipmentId: t.equipmentId ?? null,
        templateId: t.templateId ?? null,
        displayOrder: start + i,
        createdBy: userId,
        modifiedBy: userId,
      })),
    )
    .returning();
  return toTasks(
    db,
    rows.sort((a, b) => a.displayOrder - b.displayOrder),
  );
}

export async function createTask(kind: WorkOwnerKind, ctx: RouteContext<TaskInput, unknown, OwnerParams>) {
  const { db, body, params, user } = ctx;
  const owner = await writableOwner(db, kind, params.id);
  await checkEquipment(
    db,
    owner.customerId,
    [body.equipmentId],
    'equipmentId',
    TASK_MESSAGES.equipmentNotOfCustomer,
  );
  const [task] = await insertTasks(db, kind, params.id, [body], user.id);
  await ctx.audit({ entity: 'task', entityId: task.id, action: 'create', after: body });
  return task;
}

export async function addTaskList(
  kind: WorkOwnerKind,
  ctx: RouteContext<z.output<typeof taskListBodySchema>, unknown, OwnerParams>,
) {
  const { db, body, params, user } = ctx;
  const owner = await writableOwner(db, kind, params.id);
  await checkEquipment(
    db,
    owner.customerId,
    body.tasks.map((t) => t.equipmentId),
    'tasks',
    TASK_MESSAGES.equipmentNotOfCustomer,
  );
  const added = await insertTasks(db, kind, params.id, body.tasks, user.id);
  await ctx.audit({
    entity: kind === 'Bid' ? 'bid' : 'job',
    entityId: params.id,
    action: 'addTasks',
    after: { tasks: added.map((t) => t.task) },
  });
  return added;
}

/** Copies a template's tasks onto the owner (after its own), each remembering the template. */
export async function addTemplateTasks(
  kind: WorkOwnerKind,
  ctx: RouteContext<{ equipmentId?: number | null }, unknown, { id: number; tid: number }>,
) {
  const { db, body, params, user } = ctx;
  const owner = await writableOwner(db, kind, params.id);
  const template = await templateRecord(db, params.tid);
  if (!template.isActive) throw ruleViolation(TASK_MESSAGES.inactiveTemplate);
  await checkEquipment(
    db,
    owner.customerId,
    [body.equipmentId],
    'equipmentId',
    TASK_MESSAGES.equipmentNotOfCustomer,
  );
  const items = await db
    .select()
    .from(taskTemplateItems)
    .where(eq(taskTemplateItems.templateId, template.id))
    .orderBy(asc(taskTemplateItems.displayOrder), asc(taskTemplateItems.id));
  const added = items.length
    ? await insertTasks(
        db,
        kind,
        params.id,
        items.map((i) => ({ task: i.task, equipmentId: body.equipmentId, templateId: template.id })),
        user.id,
      )
    : [];
  await ctx.audit({
    entity: kind === 'Bid' ? 'bid' : 'job',
    entityId: params.id,
    action: 'addTemplateTasks',
    after: { templateId: template.id, tasks: added.length },
  });
  return added;
}

async function taskRow(db: Db, kind: WorkOwnerKind, ownerId: number, taskId: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(workTasks)
    .where(and(eq(workTasks.id, taskId), eq(workTasks.ownerKind, kind), eq(workTasks.ownerId, ownerId)));
  if (!row) throw notFound('task');
  return row;
}

export async function getTask(db: Db, kind: WorkOwnerKind, ownerId: number, taskId: number) {
  await loadOwner(db, kind, ownerId);
  return (await toTasks(db, [await taskRow(db, kind, ownerId, taskId)]))[0];
}

export async function updateTask(
  kind: WorkOwnerKind,
  ctx: RouteContext<z.output<typeof updateTaskBodySchema>, unknown, TaskParams>,
) {
  const { db, body, params, user } = ctx;
  const owner = await writableOwner(db, kind, params.id);
  const before = await taskRow(db, kind, params.id, params.taskId);
  if (body.equipmentId !== undefined)
    await checkEquipment(
      db,
      owner.customerId,
      [body.equipmentId],
      'equipmentId',
      TASK_MESSAGES.equipmentNotOfCustomer,
    );
  const [row] = await db
    .update(workTasks)
    .set({ ...body, modifiedBy: user.id, modifiedDate: sql`now()`, version: sql`${workTasks.version} + 1` })
    .where(eq(workTasks.id, before.id))
    .returning();
  await ctx.audit({ entity: 'task', entityId: row.id, action: 'update', before, after: body });
  return (await toTasks(db, [row]))[0];
}

export async function deleteTask(kind: WorkOwnerKind, ctx: RouteContext<unknown, unknown, TaskParams>) {
  const { db, params } = ctx;
  await writableOwner(db, kind, params.id);
  const before = await taskRow(db, kind, params.id, params.taskId);
  await db.delete(workTasks).where(eq(workTasks.id, before.id));
  await ctx.audit({ entity: 'task', entityId: before.id, action: 'delete', before });
}

/**
 * Copies every task of one owner onto another (bid → job conversion), keeping order, notes,
 * selection, equipment and template; the caller's transaction. Returns the new tasks.
 */
export async function copyTasks(
  db: Db,
  ctx: { user: { id: number } | null },
  fromKind: WorkOwnerKind,
  fromId: number,
  toKind: WorkOwnerKind,
  toId: number,
): Promise<WorkTask[]> {
  const source = await rowsOf(db, fromKind, fromId);
  if (source.length === 0) return [];
  return insertTasks(
    db,
    toKind,
    toId,
    source.map((t) => ({
      task: t.task,
      note: t.note,
      selected: t.selected,
      equipmentId: t.equipmentId,
      templateId: t.templateId,
    })),
    ctx.user?.id ?? null,
  );
}
