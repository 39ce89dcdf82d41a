import { z } from 'zod';
import { moneyInput } from '../common/money';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

/** Job reference data: statuses, status types, workflow types, urgencies, job types and their parts. */

export const jobStatusTypeSchema = z.object({
  id: z.int32(),
  name: z.string(),
  isClosed: z.boolean(),
  isComplete: z.boolean(),
  sort: z.int32(),
});
export type JobStatusType = z.infer<typeof jobStatusTypeSchema>;

export const jobWorkflowTypeSchema = z.object({ id: z.int32(), name: z.string() });
export type JobWorkflowType = z.infer<typeof jobWorkflowTypeSchema>;

export const jobStatusSchema = z.object({
  id: z.int32(),
  statusText: z.string(),
  statusType: jobStatusTypeSchema,
  workflowTypeId: z.int32().nullable(),
  sort: z.int32(),
  isActive: z.boolean(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobUrgencySchema = z.object({
  id: z.int32(),
  name: z.string(),
  color: z.string(),
  sort: z.int32(),
});
export type JobUrgency = z.infer<typeof jobUrgencySchema>;

export const jobStatusListQuerySchema = z.object({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  workflowTypeId: z.coerce.number().check(z.int32()).positive().optional(),
});

export const jobTypeSchema = z
  .object({
    id: z.int32(),
    type: z.string(),
    name: z.string(),
    description: z.string(),
    workflowType: jobWorkflowTypeSchema.nullable(),
    defaultItem: z.object({ id: z.int32(), name: z.string(), description: z.string() }).nullable(),
    isActive: z.boolean(),
    excludedOfficeIds: z.array(z.int32()),
  })
  .extend(auditFieldsSchema.shape);
export type JobType = z.infer<typeof jobTypeSchema>;

export const jobTypeRowSchema = jobTypeSchema.pick({
  id: true,
  type: true,
  name: true,
  description: true,
  isActive: true,
});
export type JobTypeRow = z.infer<typeof jobTypeRowSchema>;

export const jobTypeSearchQuerySchema = searchQuerySchema.extend({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only the types the office may use. */
  officeId: z.coerce.number().check(z.int32()).positive().optional(),
});
export type JobTypeSearchQuery = z.input<typeof jobTypeSearchQuerySchema>;

const text = (max: number) => z.string().trim().max(max);
export const createJobTypeBodySchema = z.object({
  type: text(20).min(1, 'Required'),
  name: text(100).min(1, 'Required'),
  description: text(1000).optional(),
  workflowTypeId: z.int32().positive().nullable().optional(),
  defaultItemId: z.int32().positive().nullable().optional(),
  isActive: z.boolean().optional(),
});
export type CreateJobTypeBody = z.input<typeof createJobTypeBodySchema>;
export const updateJobTypeBodySchema = createJobTypeBodySchema
  .partial()
  .extend({ version: z.int32().optional() });
export type UpdateJobTypeBody = z.input<typeof updateJobTypeBodySchema>;

/** PUT jobs/types/{id}/office-exclusions: the full list of offices that may not use the type. */
export const officeExclusionsBodySchema = z.object({
  officeIds: z.array(z.int32().positive()).max(1000),
});
export const officeExclusionsSchema = z.object({
  officeIds: z.array(z.int32()),
  offices: z.array(z.object({ id: z.int32(), name: z.string() })),
});

/** PUT jobs/types/{id}/default-item: `{ itemId: null }` clears it. */
export const defaultItemBodySchema = z.object({ itemId: z.int32().positive().nullable() });
export const defaultItemSchema = z.object({
  item: z.object({ id: z.int32(), name: z.string(), description: z.string() }).nullable(),
});

export const jobTypeItemMarkupSchema = z.object({
  id: z.int32(),
  itemCategoryId: z.int32().nullable(),
  itemCategoryName: z.string().nullable(),
  markupType: z.object({ id: z.int32(), name: z.string() }),
});
export type JobTypeItemMarkup = z.infer<typeof jobTypeItemMarkupSchema>;
export const jobTypeItemMarkupBodySchema = z.object({
  itemCategoryId: z.int32().positive().nullable(),
  markupTypeId: z.int32().positive(),
});

export const jobTypeTechStatusSchema = z.object({
  id: z.int32(),
  name: z.string(),
  sort: z.int32(),
});
export type JobTypeTechStatus = z.infer<typeof jobTypeTechStatusSchema>;
export const jobTypeTechStatusBodySchema = z.object({
  name: text(100).min(1, 'Required'),
  sort: z.int32().min(0).max(100000).optional(),
});

export const jobTypeContractFeeSchema = z.object({
  id: z.int32(),
  name: z.string(),
  item: z.object({ id: z.int32(), name: z.string() }).nullable(),
  amount: z.string(),
});
export type JobTypeContractFee = z.infer<typeof jobTypeContractFeeSchema>;
export const jobTypeContractFeeBodySchema = z.object({
  name: text(100).min(1, 'Required'),
  itemId: z.int32().positive().nullable().optional(),
  amount: moneyInput,
});
export type JobTypeContractFeeBody = z.input<typeof jobTypeContractFeeBodySchema>;

export const JobTypeMessages = {
  duplicateType: 'Another job type already uses this code.',
  inUse: 'This job type is used by jobs; make it inactive instead.',
} as const;

export const subIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  subId: z.coerce.number().check(z.int32()).positive(),
});
