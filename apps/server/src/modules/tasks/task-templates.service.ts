import {
  type createTemplateTaskBodySchema,
  GENERAL_TASK_MESSAGES,
  type taskTemplateSearchQuerySchema,
  type updateTemplateTaskBodySchema,
} from '@fieldline/contracts/tasks/general-tasks.contract';
import {
  type createTaskTemplateBodySchema,
  TASK_MESSAGES,
  type TaskTemplate,
  type updateTaskTemplateBodySchema,
} from '@fieldline/contracts/tasks/tasks.contract';
import { and, asc, count, eq, ilike, inArray, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { taskTemplateCategories, taskTemplateItems, taskTemplates } from './tasks.table';

type Row = typeof taskTemplates.$inferSelect;
type CreateBody = z.output<typeof createTaskTemplateBodySchema>;
type UpdateBody = z.output<typeof updateTaskTemplateBodySchema>;

async function toTemplates(db: Db, rows: Row[]): Promise<TaskTemplate[]> {
  const items = rows.length
    ? await db
        .select()
        .from(taskTemplateItems)
        .where(
          inArray(
            taskTemplateItems.templateId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(taskTemplateItems.displayOrder), asc(taskTemplateItems.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    isActive: r.isActive,
    categoryId: r.categoryId,
    items: items
      .filter((i) => i.templateId === r.id)
      .map((i) => ({ id: i.id, task: i.task, displayOrder: i.displayOrder })),
    ...auditOut(r),
  }));
}

export async function templateRecord(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(taskTemplates).where(eq(taskTemplates.id, id));
  if (!row) throw notFound('task template');
  return row;
}

export async function listTemplates(db: Db, f: { isActive?: boolean }) {
  const rows = await db
    .select()
    .from(taskTemplates)
    .where(f.isActive === undefined ? undefined : eq(taskTemplates.isActive, f.isActive))
    .orderBy(asc(taskTemplates.name));
  return toTemplates(db, rows);
}

export async function getTemplate(db: Db, id: number): Promise<TaskTemplate> {
  return (await toTemplates(db, [await templateRecord(db, id)]))[0];
}

async function checkName(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: taskTemplates.id })
    .from(taskTemplates)
    .where(and(eq(taskTemplates.name, name), exceptId ? ne(taskTemplates.id, exceptId) : undefined));
  if (clash) throw conflict(TASK_MESSAGES.duplicateName, 'DUPLICATE_NAME');
}

/** The template's tasks replace its old list, numbered 1, 2, 3 ... in the order given. */
async function writeItems(db: Db, templateId: number, items: { task: string }[]) {
  await db.delete(taskTemplateItems).where(eq(taskTemplateItems.templateId, templateId));
  if (items.length)
    await db
      .insert(taskTemplateItems)
      .values(items.map((i, n) => ({ templateId, task: i.task, displayOrder: n + 1 })));
}

async function checkCategory(db: Db, id: number | null | undefined) {
  if (!id) return;
  const [row] = await db
    .select({ id: taskTemplateCategories.id })
    .from(taskTemplateCategories)
    .where(eq(taskTemplateCategories.id, id));
  if (!row) throw fieldError('categoryId', GENERAL_TASK_MESSAGES.unknownCategory);
}

export async function createTemplate(ctx: RouteContext<CreateBody, unknown, unknown>) {
  const { db, body, user } = ctx;
  await checkName(db, body.name);
  await checkCategory(db, body.categoryId);
  const { items, ...rest } = body;
  const [row] = await db
    .insert(taskTemplates)
    .values({ ...rest, createdBy: user.id, modifiedBy: user.id })
    .returning();
  await writeItems(db, row.id, items);
  const after = await getTemplate(db, row.id);
  await ctx.audit({ entity: 'taskTemplate', entityId: row.id, action: 'create', after });
  return after;
}

export async function updateTemplate(ctx: RouteContext<UpdateBody, unknown, { id: number }>) {
  const { db, body, user, params } = ctx;
  const before = await getTemplate(db, params.id);
  const { version, items, ...rest } = body;
  if (rest.name) await checkName(db, rest.name, params.id);
  await checkCategory(db, rest.categoryId);
  await updateVersioned(db, taskTemplates, params.id, version, rest, user.id, 'task template');
  if (items) await writeItems(db, params.id, items);
  const after = await getTemplate(db, params.id);
  await ctx.audit({ entity: 'taskTemplate', entityId: params.id, action: 'update', before, after });
  return after;
}

/** Deleting a template keeps the tasks copied from it (their template link is cleared). */
export async function deleteTemplate(ctx: RouteContext<unknown, unknown, { id: number }>) {
  const { db, params } = ctx;
  const before = await getTemplate(db, params.id);
  await db.delete(taskTemplates).where(eq(taskTemplates.id, params.id));
  await ctx.audit({ entity: 'taskTemplate', entityId: params.id, action: 'delete', before });
}

type SearchQuery = z.output<typeof taskTemplateSearchQuerySchema>;

/** GET tasktemplates/search: name contains `query`; by category and active flag; sorted by name. */
export async function searchTemplates(db: Db, q: SearchQuery) {
  const text = q.query?.trim();
  const where = and(
    text ? ilike(taskTemplates.name, `%${text.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    q.isActive === undefined ? undefined : eq(taskTemplates.isActive, q.isActive),
    q.categoryId ? eq(taskTemplates.categoryId, q.categoryId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(taskTemplates)
      .where(where)
      .orderBy(asc(taskTemplates.name), asc(taskTemplates.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(taskTemplates).where(where),
  ]);
  return { data: await toTemplates(db, rows), count_filtered: Number(total.n) };
}

// ---------- Template tasks: the tasks of one template ----------

type ItemParams = { id: number; taskId: number };
const itemOut = (r: typeof taskTemplateItems.$inferSelect) => ({
  id: r.id,
  templateId: r.templateId,
  task: r.task,
  displayOrder: r.displayOrder,
});

async function itemRow(db: Db, templateId: number, taskId: number) {
  await templateRecord(db, templateId);
  const [row] = await db
    .select()
    .from(taskTemplateItems)
    .where(and(eq(taskTemplateItems.id, taskId), eq(taskTemplateItems.templateId, templateId)));
  if (!row) throw notFound('template task');
  return row;
}

/** A change to a template's tasks is a change of the template (its version moves). */
const touchTemplate = (db: Db, id: number, userId: number) =>
  db
    .update(taskTemplates)
    .set({ modifiedDate: sql`now()`, modifiedBy: userId, version: sql`${taskTemplates.version} + 1` })
    .where(eq(taskTemplates.id, id));

export async function listTemplateTasks(db: Db, templateId: number) {
  return (await getTemplate(db, templateId)).items.map((i) => ({ ...i, templateId }));
}

export async function getTemplateTask(db: Db, p: ItemParams) {
  return itemOut(await itemRow(db, p.id, p.taskId));
}

export async function createTemplateTask(
  ctx: RouteContext<z.output<typeof createTemplateTaskBodySchema>, unknown, { id: number }>,
) {
  const { db, body, params, user } = ctx;
  await templateRecord(db, params.id);
  const [last] = await db
    .select({ n: max(taskTemplateItems.displayOrder) })
    .from(taskTemplateItems)
    .where(eq(taskTemplateItems.templateId, params.id));
  const [row] = await db
    .insert(taskTemplateItems)
    .values({ templateId: params.id, task: body.task, displayOrder: body.displayOrder ?? (last?.n ?? 0) + 1 })
    .returning();
  await touchTemplate(db, params.id, user.id);
  await ctx.audit({ entity: 'taskTemplate', entityId: params.id, action: 'addTask', after: itemOut(row) });
  return itemOut(row);
}

export async function updateTemplateTask(
  ctx: RouteContext<z.output<typeof updateTemplateTaskBodySchema>, unknown, ItemParams>,
) {
  const { db, body, params, user } = ctx;
  const before = await itemRow(db, params.id, params.taskId);
  const [row] = await db
    .update(taskTemplateItems)
    .set(body)
    .where(eq(taskTemplateItems.id, before.id))
    .returning();
  await touchTemplate(db, params.id, user.id);
  await ctx.audit({ entity: 'taskTemplate', entityId: params.id, action: 'updateTask', before, after: row });
  return itemOut(row);
}

export async function deleteTemplateTask(ctx: RouteContext<unknown, unknown, ItemParams>) {
  const { db, params, user } = ctx;
  const before = await itemRow(db, params.id, params.taskId);
  await db.delete(taskTemplateItems).where(eq(taskTemplateItems.id, before.id));
  await touchTemplate(db, params.id, user.id);
  await ctx.audit({ entity: 'taskTemplate', entityId: params.id, action: 'deleteTask', before });
}
