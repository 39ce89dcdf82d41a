import { z } from 'zod';
import { percentInput } from '../common/money';

const name = z.string().trim().min(1).max(100);
const bool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** A tax authority: rate is a percent as a string ("2.90000000" for 2.9 %). */
export const taxAuthoritySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rate: z.string(),
  payableAccountId: z.number().int().nullable(),
  isActive: z.boolean(),
});
export type TaxAuthority = z.infer<typeof taxAuthoritySchema>;

export const taxScheduleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Total percent of the schedule's authorities. */
  rate: z.string(),
  authorities: z.array(taxAuthoritySchema),
});
export type TaxSchedule = z.infer<typeof taxScheduleSchema>;

export const taxListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  active: bool,
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const authorityFields = {
  name,
  rate: percentInput(8, { minMessage: 'The rate is a percent between 0 and 100.' }),
  payableAccountId: z.number().int().positive().nullish(),
};
export const createTaxAuthorityBodySchema = z.object({
  ...authorityFields,
  isActive: z.boolean().default(true),
});
export const updateTaxAuthorityBodySchema = z
  .object({ ...authorityFields, isActive: z.boolean() })
  .partial()
  .strict();

const scheduleFields = {
  name,
  description: z.string().trim().max(500).nullish(),
  isActive: z.boolean(),
  /** Authority ids in display order. */
  authorityIds: z.array(z.number().int().positive()).max(50),
};
export const createTaxScheduleBodySchema = z.object({
  ...scheduleFields,
  isActive: scheduleFields.isActive.default(true),
  authorityIds: scheduleFields.authorityIds.default([]),
});
export const updateTaxScheduleBodySchema = z.object(scheduleFields).partial().strict();

/** GET /v1/cache/taxschedules row. */
export const cachedTaxScheduleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  authorities: z.array(z.object({ id: z.number().int(), name: z.string(), rate: z.string() })),
});
export type CachedTaxSchedule = z.infer<typeof cachedTaxScheduleSchema>;
