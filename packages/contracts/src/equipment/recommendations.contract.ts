import { z } from 'zod';

/** Equipment recommendations (spec 1 §7.10 equipmentRecommendations; spec 2 §3 Recommendation). */

const id = z.int32();
const positiveId = z.int32().positive();
const queryId = z.coerce.number().check(z.int32()).positive();
const userRef = z.object({ id, displayName: z.string() }).nullable();

export const recommendationTypeSchema = z.object({
  id,
  typeName: z.string(),
  typeDescription: z.string(),
  isActive: z.boolean(),
});
export type RecommendationType = z.infer<typeof recommendationTypeSchema>;

export const recommendationStatusSchema = z.object({
  id,
  name: z.string(),
  sort: z.int32(),
  isClosed: z.boolean(),
});
export type RecommendationStatus = z.infer<typeof recommendationStatusSchema>;

export const recommendationSchema = z.object({
  id,
  equipment: z.object({ id, name: z.string(), serialNumber: z.string().nullable() }),
  status: z.object({ id, name: z.string() }),
  recommendationType: z.object({ id, typeName: z.string(), typeDescription: z.string() }),
  description: z.string(),
  urgencyId: id.nullable(),
  jobId: id.nullable(),
  bidId: id.nullable(),
  createdBy: userRef,
  enteredOn: z.string(),
  deletedBy: userRef,
  deletedOn: z.string().nullable(),
  modifiedDate: z.string(),
  version: z.int32(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

const fields = {
  typeId: positiveId,
  statusId: positiveId.optional(),
  urgencyId: positiveId.nullish(),
  description: z.string().trim().min(1, 'Required').max(4000),
};

/** A recommendation on a piece of equipment; jobId when found on a job. Status defaults to Open. */
export const createRecommendationBodySchema = z.object({
  equipmentId: positiveId,
  ...fields,
  jobId: positiveId.nullish(),
});
export type CreateRecommendationBody = z.input<typeof createRecommendationBodySchema>;

/** POST jobs/{id}/recommendations: the job comes from the path. */
export const createJobRecommendationBodySchema = z.object({ equipmentId: positiveId, ...fields });
export type CreateJobRecommendationBody = z.input<typeof createJobRecommendationBodySchema>;

export const updateRecommendationBodySchema = z.object({
  typeId: positiveId.optional(),
  statusId: positiveId.optional(),
  urgencyId: positiveId.nullish(),
  description: z.string().trim().min(1, 'Required').max(4000).optional(),
  version: z.int32().optional(),
});
export type UpdateRecommendationBody = z.input<typeof updateRecommendationBodySchema>;

export const recommendationQuerySchema = z.object({
  equipmentId: queryId.optional(),
  jobId: queryId.optional(),
  bidId: queryId.optional(),
  statusId: queryId.optional(),
  includeDeleted: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(10000).default(500),
  fields: z.string().optional(),
});

export const linkToPendingJobBodySchema = z.object({ bidId: positiveId });
export type LinkToPendingJobBody = z.input<typeof linkToPendingJobBodySchema>;

export const RECOMMENDATION_MESSAGES = {
  deleted: 'This recommendation was deleted and can no longer be changed.',
  inactiveType: 'This recommendation type is no longer in use.',
  unknownType: 'There is no recommendation type with this id.',
  unknownStatus: 'There is no recommendation status with this id.',
  unknownUrgency: 'There is no urgency with this id.',
  jobOfOtherCustomer: 'The equipment belongs to another customer than the job.',
  bidOfOtherCustomer: 'The pending job belongs to another customer than the equipment.',
} as const;

/** The status a recommendation takes when linked to a pending job. */
export const QUOTED_STATUS = 'Quoted';
export const OPEN_STATUS = 'Open';
