import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { equipment } from '../equipment/equipment.table';
import { users } from '../identity/identity.table';

/** A small named list (types, statuses, groups, template categories): names unique ignoring case. */
function codeList<E extends Record<string, any>>(name: string, extra: E = {} as E) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      name: text('name').notNull(),
      description: text('description').notNull().default(''),
      sort: integer('sort').notNull().default(0),
      isActive: boolean('is_active').notNull().default(true),
      ...extra,
      ...auditColumns(),
    },
    (t) => [uniqueIndex(`${name}_name_uq`).on(sql`lower(${t.name})`)],
  );
}

export const taskTypes = codeList('task_types');
/** A status with "is done" set completes the task (its completed date is set). */
export const taskStatuses = codeList('task_statuses', {
  isDone: boolean('is_done').notNull().default(false),
});
export const taskGroups = codeList('task_groups');
export const taskTemplateCategories = codeList('task_template_categories');

/** A reusable task list ("Spring tune-up"). */
export const taskTemplates = pgTable('task_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  categoryId: integer('category_id').references(() => taskTemplateCategories.id, { onDelete: 'set null' }),
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

/**
 * A task: on a bid or a job (spec 2 §3 Job task: note, selected, task, equipment) or standalone (no owner,
 * a to-do). Every task may have an assignee, due date, priority, type, status, group, members and subscribers;
 * `note` is the task's description.
 */
export const workTasks = pgTable(
  'work_tasks',
  {
    id: serial('id').primaryKey(),
    /** 'Bid' | 'Job', or null for a standalone task. */
    ownerKind: text('owner_kind'),
    ownerId: integer('owner_id'),
    task: text('task').notNull(),
    note: text('note').notNull().default(''),
    selected: boolean('selected').notNull().default(false),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => taskTemplates.id, { onDelete: 'set null' }),
    displayOrder: integer('display_order').notNull().default(1),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    /** 'Low' | 'Normal' | 'High'. */
    priority: text('priority').notNull().default('Normal'),
    typeId: integer('type_id').references(() => taskTypes.id, { onDelete: 'set null' }),
    statusId: integer('status_id').references(() => taskStatuses.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => taskGroups.id, { onDelete: 'set null' }),
    completedDate: timestamp('completed_date', { withTimezone: true, mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [
    index('work_tasks_owner_idx').on(t.ownerKind, t.ownerId, t.displayOrder),
    index('work_tasks_assigned_idx').on(t.assignedTo, t.dueDate),
    index('work_tasks_status_idx').on(t.statusId),
    index('work_tasks_due_idx').on(t.dueDate),
    check(
      'work_tasks_owner_kind',
      sql`(${t.ownerKind} is null and ${t.ownerId} is null) or (${t.ownerKind} in ('Bid', 'Job', 'Contract') and ${t.ownerId} is not null)`,
    ),
    check('work_tasks_priority', sql`${t.priority} in ('Low', 'Normal', 'High')`),
  ],
);

/** People who work on a task besides its assignee: they see it and may update it. */
export const taskMembers = pgTable(
  'task_members',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => workTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_members_user_idx').on(t.userId)],
);

/** People who follow a task: they see it. */
export const taskSubscribers = pgTable(
  'task_subscribers',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => workTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_subscribers_user_idx').on(t.userId)],
);

/** When a user last opened a task ("viewed"). */
export const taskViews = pgTable(
  'task_views',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => workTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_views_user_idx').on(t.userId)],
);
