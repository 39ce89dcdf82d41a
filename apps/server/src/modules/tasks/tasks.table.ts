import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { equipment } from '../equipment/equipment.table';

/** A reusable task list ("Spring tune-up"). */
export const taskTemplates = pgTable('task_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});

export const taskTemplateItems = pgTable(
  'task_template_items',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => taskTemplates.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    displayOrder: integer('display_order').notNull().default(1),
  },
  (t) => [index('task_template_items_template_idx').on(t.templateId, t.displayOrder)],
);

/** A task on a bid or a job (spec 2 §3 Job task: note, selected, task, equipment). */
export const workTasks = pgTable(
  'work_tasks',
  {
    id: serial('id').primaryKey(),
    /** 'Bid' | 'Job'. */
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    task: text('task').notNull(),
    note: text('note').notNull().default(''),
    selected: boolean('selected').notNull().default(false),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => taskTemplates.id, { onDelete: 'set null' }),
    displayOrder: integer('display_order').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    index('work_tasks_owner_idx').on(t.ownerKind, t.ownerId, t.displayOrder),
    check('work_tasks_owner_kind', sql`${t.ownerKind} in ('Bid', 'Job')`),
  ],
);
