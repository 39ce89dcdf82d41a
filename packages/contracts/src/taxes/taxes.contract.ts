import { z } from 'zod';
import { percentInput } from '../common/money';

const name = z.string().trim().min(1).max(100);
const bool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** A tax authority: rate is a percent as a string ("2.90000000" for 2.9 %). */
export const taxAuthoritySchema = z.object({
  id: z.int32(),
  name: z.string(),
  rate: z.string(),
  payableAccountId: z.int32().nullable(),
  isActive: z.boolean(),
});
export type TaxAuthority = z.infer<typeof taxAuthoritySchema>;

/**
 * Where a schedule applies; a new location whose address matches gets it (docs/accounting/taxes.md). The
 * state must match; a postal code match beats a city match, which beats a state-wide schedule (no cities and
 * no postal codes). The county names the area; addresses carry no county, so a county schedule lists its
 * cities or postal codes.
 */
export const taxJurisdictionSchema = z.object({
  state: z.string().nullable(),
  county: z.string().nullable(),
  cities: z.array(z.string()),
  postalCodes: z.array(z.string()),
});
export type TaxJurisdiction = z.infer<typeof taxJurisdictionSchema>;

export const taxScheduleSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Total percent of the schedule's authorities. */
  rate: z.string(),
  authorities: z.array(taxAuthoritySchema),
  jurisdiction: taxJurisdictionSchema,
});
export type TaxSchedule = z.infer<typeof taxScheduleSchema>;

export const taxListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  active: bool,
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(500).default(100),
});

const authorityFields = {
  name,
  rate: percentInput(8, { minMessage: 'The rate is a percent between 0 and 100.' }),
  payableAccountId: z.int32().positive().nullish(),
};
export const createTaxAuthorityBodySchema = z.object({
  ...authorityFields,
  isActive: z.boolean().default(true),
});
export const updateTaxAuthorityBodySchema = z
  .object({ ...authorityFields, isActive: z.boolean() })
  .partial()
  .strict();

const place = (max: number) => z.string().trim().min(1).max(max);
export const taxJurisdictionInputSchema = z.object({
  state: z.string().trim().min(2).max(3).toUpperCase().nullish(),
  county: place(100).nullish(),
  cities: z.array(place(100)).max(200).default([]),
  postalCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,15}$/, 'Enter postal codes such as 80202.'),
    )
    .max(2000)
    .default([]),
});

const scheduleFields = {
  name,
  jurisdiction: taxJurisdictionInputSchema,
  description: z.string().trim().max(500).nullish(),
  isActive: z.boolean(),
  /** Authority ids in display order. */
  authorityIds: z.array(z.int32().positive()).max(50),
};
export const createTaxScheduleBodySchema = z.object({
  ...scheduleFields,
  isActive: scheduleFields.isActive.default(true),
  authorityIds: scheduleFields.authorityIds.default([]),
  jurisdiction: scheduleFields.jurisdiction.optional(),
});
export const updateTaxScheduleBodySchema = z.object(scheduleFields).partial().strict();

/** GET /v1/cache/taxschedules row. */
export const cachedTaxScheduleSchema = z.object({
  id: z.int32(),
  name: z.string(),
  authorities: z.array(z.object({ id: z.int32(), name: z.string(), rate: z.string() })),
});
export type CachedTaxSchedule = z.infer<typeof cachedTaxScheduleSchema>;

/** A document whose answer carries a caution that does not block it (e.g. no sales tax will be charged). */
export const documentWarningSchema = z.object({ code: z.string(), message: z.string() });
export type DocumentWarning = z.infer<typeof documentWarningSchema>;

/** The warnings of a document taxed by its location's schedule (invoices and bids). */
export const TAX_WARNINGS = {
  NO_TAX_SCHEDULE: 'NO_TAX_SCHEDULE',
  locationHasNone: 'The location has no tax schedule: no sales tax will be charged.',
  invoiceHasNone: 'This invoice has no tax schedule: no sales tax is charged on it.',
  /** The New Invoice modal, before anything is saved. */
  noScheduleChosen: 'No tax schedule is chosen: no sales tax will be charged on this invoice.',
} as const;
