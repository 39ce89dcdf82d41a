import { z } from 'zod';
import { auditFieldsSchema } from '../common/pagination';

/** Task templates and the tasks of bids and jobs (spec 2 §3 Job task: note, selected, task, equipment). */

export const taskTemplateSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    categoryId: z.int32().nullable(),
    items: z.array(z.object({ id: z.int32(), task: z.string(), displayOrder: z.int32() })),
  })
  .extend(auditFieldsSchema.shape);
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;

const taskText = z.string().trim().min(1, 'Required').max(500);
export const createTaskTemplateBodySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  description: z.string().trim().max(2000).optional(),
  isActive: z.boolean().optional(),
  categoryId: z.int32().positive().nullish(),
  /** The template's tasks in order. */
  items: z
    .array(z.object({ task: taskText }))
    .min(1, 'Add at least one task.')
    .max(200),
});
export type CreateTaskTemplateBody = z.input<typeof createTaskTemplateBodySchema>;
export const updateTaskTemplateBodySchema = createTaskTemplateBodySchema
  .partial()
  .extend({ version: z.int32().optional() })
  .strict();
export type UpdateTaskTemplateBody = z.input<typeof updateTaskTemplateBodySchema>;
export const taskTemplateQuerySchema = z.object({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const workTaskSchema = z.object({
  id: z.int32(),
  ownerKind: z.enum(['Bid', 'Job', 'Contract']),
  ownerId: z.int32(),
  task: z.string(),
  note: z.string(),
  selected: z.boolean(),
  equipment: z.object({ id: z.int32(), name: z.string(), serialNumber: z.string().nullable() }).nullable(),
  templateId: z.int32().nullable(),
  displayOrder: z.int32(),
  createdBy: z.int32().nullable(),
  createdByName: z.string().nullable(),
  createdDate: z.string(),
});
export type WorkTask = z.infer<typeof workTaskSchema>;

const taskInput = z.object({
  task: taskText,
  note: z.string().trim().max(2000).optional(),
  selected: z.boolean().optional(),
  equipmentId: z.int32().positive().nullish(),
});
export const createTaskBodySchema = taskInput;
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;
export const updateTaskBodySchema = z
  .object({
    task: taskText.optional(),
    note: z.string().trim().max(2000).optional(),
    selected: z.boolean().optional(),
    equipmentId: z.int32().positive().nullable().optional(),
  })
  .strict();
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;
/** POST {base}/{id}/taskList: several tasks at once. */
export const taskListBodySchema = z.object({
  tasks: z.array(taskInput).min(1, 'Add at least one task.').max(200),
});
/** POST {base}/{id}/taskList/templates/{tid}: the template's tasks, optionally all for one piece of equipment. */
export const taskListFromTemplateBodySchema = z
  .object({ equipmentId: z.int32().positive().nullish() })
  .optional()
  .default({});

export const TASK_MESSAGES = {
  inactiveTemplate: 'This task template is inactive.',
  duplicateName: 'Another task template already has this name.',
  equipmentNotOfCustomer: 'The equipment does not belong to this customer.',
} as const;
