import { z } from 'zod';
import { isDecimalLike } from '../common/money';

/** Address panel and verification (spec 2 sections 2.1, 3 and 4). */
export const addressSchema = z.object({
  id: z.int32().nullable(),
  street: z.string().nullable(),
  additionalAddressInfo: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  isVerified: z.boolean(),
  isConfirmed: z.boolean(),
  formattedAddress: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

const text = (max: number) => z.string().trim().max(max).nullish();
/** A latitude or longitude in degrees, as a number or decimal text (kept exact: stored as numeric). */
const coordinate = (max: number) =>
  z.union([z.string(), z.number()]).refine((v) => isDecimalLike(v) && Math.abs(Number(v)) <= max, {
    error: `Enter degrees between -${max} and ${max}.`,
  });
/** US ZIP (12345 or 12345-6789) or any other postal code for other countries. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ]{1,9}(-[A-Za-z0-9]{1,6})?$/;

export const addressInputSchema = z.object({
  street: text(200),
  additionalAddressInfo: text(200),
  city: text(100),
  state: text(3),
  postalCode: z
    .string()
    .trim()
    .max(16)
    .regex(POSTAL_CODE_PATTERN, 'Enter a postal code such as 80216 or 80216-1234.')
    .nullish()
    .or(z.literal('')),
  country: z.string().trim().length(2).default('US'),
  isVerified: z.boolean().default(false),
  isConfirmed: z.boolean().default(false),
  latitude: coordinate(90).nullish(),
  longitude: coordinate(180).nullish(),
  formattedAddress: text(300),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const stateListEntrySchema = z.object({
  id: z.int32(),
  abbr: z.string(),
  name: z.string(),
  country: z.string(),
});

export const verifyAddressBodySchema = z.object({
  street: z.string().trim().max(200).nullish(),
  additionalAddressInfo: z.string().trim().max(200).nullish(),
  city: z.string().trim().max(100).nullish(),
  state: z.string().trim().max(3).nullish(),
  postalCode: z.string().trim().max(16).nullish(),
  country: z.string().trim().max(2).nullish(),
});
export type VerifyAddressBody = z.infer<typeof verifyAddressBodySchema>;

/** The geocoder's answer as the web app reads it (spec 1 section 7.3). */
export const GEOCODE_STATUSES = ['OK', 'ZERO_RESULTS', 'UNAVAILABLE', 'NOT_CONFIGURED'] as const;
export const verifyAddressResultSchema = z.object({
  verified: z.boolean(),
  /**
   * OK: the geocoder answered (verified only at ROOFTOP precision); ZERO_RESULTS: it found nothing;
   * UNAVAILABLE: it failed, timed out or refused the key; NOT_CONFIGURED: no geocoder (offline default).
   */
  status: z.enum(GEOCODE_STATUSES).optional(),
  LocationType: z.string().nullable(),
  Coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  Components: z.array(
    z.object({ types: z.array(z.string()), short_name: z.string(), long_name: z.string() }),
  ),
  formattedAddress: z.string().nullable(),
  /** The recommended address when precision is ROOFTOP. */
  recommended: addressInputSchema.partial().nullable(),
});
export type VerifyAddressResult = z.infer<typeof verifyAddressResultSchema>;

export const ROOFTOP = 'ROOFTOP';
export const VERIFY_DELAY_MS = 1000;
export const VERIFY_FAILED_MESSAGE =
  'Unable to verify address. If the address entered is correct, click confirm.';
