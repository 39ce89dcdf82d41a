import { z } from 'zod';
import { businessDate } from '../common/dates';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';
import {
  batchBodySchema,
  isActiveQuery,
  optionalText,
  requiredText,
  sortInput,
} from '../reference-codes/reference-codes.contract';

/**
 * General tasks (spec 1 §7.15): a task on a job, a bid or nothing (a to-do), with an assignee, due date,
 * priority, type, status, group, members, subscribers and a "viewed" mark per user.
 */

export const TASK_PRIORITIES = ['Low', 'Normal', 'High'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const GENERAL_TASK_MESSAGES = {
  notYours: 'You can only change tasks assigned to you or that you are a member of.',
  unknownUser: 'This user does not exist or is inactive.',
  unknownType: 'This task type does not exist.',
  unknownStatus: 'This task status does not exist.',
  unknownGroup: 'This task group does not exist.',
  unknownCategory: 'This template category does not exist.',
  emptyUpdate: 'Send at least one field to change.',
} as const;

const id = z.int32().positive();
const idQuery = z.coerce.number().check(z.int32()).positive();
const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const ref = z.object({ id: z.int32(), name: z.string() });

export const generalTaskSchema = z
  .object({
    id: z.int32(),
    title: z.string(),
    description: z.string(),
    /** 'Job' or 'Bid' when the task belongs to one; null for a standalone task. */
    ownerKind: z.enum(['Bid', 'Job', 'Contract']).nullable(),
    ownerId: z.int32().nullable(),
    assignedTo: ref.nullable(),
    dueDate: z.string().nullable(),
    priority: z.enum(TASK_PRIORITIES),
    type: ref.nullable(),
    status: ref.extend({ isDone: z.boolean() }).nullable(),
    group: ref.nullable(),
    completed: z.boolean(),
    completedDate: z.string().nullable(),
    overdue: z.boolean(),
    /** Whether the signed-in user has opened the task since it last changed. */
    viewed: z.boolean(),
    members: z.array(ref),
    subscribers: z.array(ref),
  })
  .extend(auditFieldsSchema.shape);
export type GeneralTask = z.infer<typeof generalTaskSchema>;

const title = z.string().trim().min(1, 'Required').max(500, 'At most 500 characters');
const description = z.string().trim().max(4000, 'At most 4000 characters');

export const createGeneralTaskBodySchema = z.object({
  title,
  description: description.optional(),
  assignedTo: id.nullish(),
  dueDate: businessDate.nullish(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  typeId: id.nullish(),
  statusId: id.nullish(),
  groupId: id.nullish(),
  memberIds: z.array(id).max(100).optional(),
  subscriberIds: z.array(id).max(100).optional(),
});
export type CreateGeneralTaskBody = z.input<typeof createGeneralTaskBodySchema>;

export const updateGeneralTaskBodySchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    assignedTo: id.nullable().optional(),
    dueDate: businessDate.nullable().optional(),
    priority: z.enum(TASK_PRIORITIES).optional(),
    typeId: id.nullable().optional(),
    statusId: id.nullable().optional(),
    groupId: id.nullable().optional(),
    /** true completes the task (a done status and the completed date); false reopens it. */
    completed: z.boolean().optional(),
    version: z.int32().positive().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), {
    error: GENERAL_TASK_MESSAGES.emptyUpdate,
  });
export type UpdateGeneralTaskBody = z.input<typeof updateGeneralTaskBodySchema>;

export const taskSearchQuerySchema = searchQuerySchema.extend({
  assignedTo: idQuery.optional(),
  /** Only tasks assigned to the signed-in user or that they are a member or subscriber of. */
  me: boolQuery,
  statusId: idQuery.optional(),
  typeId: idQuery.optional(),
  groupId: idQuery.optional(),
  dueFrom: businessDate.optional(),
  dueTo: businessDate.optional(),
  /** Open tasks due before the company's today. */
  overdue: boolQuery,
  /** Open tasks due on the company's today. */
  dueToday: boolQuery,
  completed: boolQuery,
  jobId: idQuery.optional(),
  bidId: idQuery.optional(),
});
export type TaskSearchQuery = z.input<typeof taskSearchQuerySchema>;

/** GET /v1/tasks/count: the signed-in user's tasks (assigned, member or subscriber). */
export const taskCountsSchema = z.object({
  open: z.int32(),
  overdue: z.int32(),
  dueToday: z.int32(),
  unviewed: z.int32(),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;

export const taskUserParamsSchema = z.object({ id: idQuery, userId: idQuery });

// ---------- Types, statuses, groups, template categories (small named lists) ----------

const listFields = {
  name: requiredText(100),
  description: optionalText(500),
  sort: sortInput,
  isActive: z.boolean(),
};
const listRow = z
  .object({
    id: z.int32(),
    name: z.string(),
    description: z.string(),
    sort: z.int32(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);

function listSchemas<E extends z.ZodRawShape>(extra: E, extraOut: z.ZodRawShape) {
  const create = z.object({
    name: listFields.name,
    description: listFields.description.default(''),
    sort: listFields.sort.default(0),
    isActive: listFields.isActive.default(true),
    ...extra,
  });
  const update = z.object({
    name: listFields.name.optional(),
    description: listFields.description.optional(),
    sort: listFields.sort.optional(),
    isActive: listFields.isActive.optional(),
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, (v as z.ZodType).optional()])),
    version: z.int32().positive().optional(),
  });
  return { row: listRow.extend(extraOut), create, update, batch: batchBodySchema(create, update) };
}

export const taskTypeSchemas = listSchemas({}, {});
export const taskStatusSchemas = listSchemas({ isDone: z.boolean().default(false) }, { isDone: z.boolean() });
export const taskGroupSchemas = listSchemas({}, {});
export const taskTemplateCategorySchemas = listSchemas({}, {});
export type TaskListEntry = z.infer<typeof listRow>;
export type TaskStatus = TaskListEntry & { isDone: boolean };
export const taskListQuerySchema = searchQuerySchema.extend({ isActive: isActiveQuery });

// ---------- Template search and template tasks ----------

export const taskTemplateSearchQuerySchema = searchQuerySchema.extend({
  isActive: isActiveQuery,
  categoryId: idQuery.optional(),
});
export const templateTaskSchema = z.object({
  id: z.int32(),
  templateId: z.int32(),
  task: z.string(),
  displayOrder: z.int32(),
});
export const createTemplateTaskBodySchema = z.object({
  task: z.string().trim().min(1, 'Required').max(500),
  displayOrder: z.int32().positive().optional(),
});
export const updateTemplateTaskBodySchema = createTemplateTaskBodySchema
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: GENERAL_TASK_MESSAGES.emptyUpdate });
export const templateTaskParamsSchema = z.object({ id: idQuery, taskId: idQuery });
