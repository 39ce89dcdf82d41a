import {
  type createTaskTemplateBodySchema,
  TASK_MESSAGES,
  type TaskTemplate,
  type updateTaskTemplateBodySchema,
} from '@fieldline/contracts/tasks/tasks.contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { taskTemplateItems, taskTemplates } from './tasks.table';

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

export async function createTemplate(ctx: RouteContext<CreateBody, unknown, unknown>) {
  const { db, body, user } = ctx;
  await checkName(db, body.name);
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
