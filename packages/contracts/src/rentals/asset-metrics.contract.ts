import { z } from 'zod';
import { businessDate } from '../common/dates';

/**
 * Spec 1 §7.3 assets: scheduled, servicing, assetschedulemetrics and assetmetrics (docs/rentals.md "Asset
 * metrics"). Utilisation is booked unit-days over available unit-days in the range, both ends counted.
 */

/** Five years: a range longer than this is a typing slip, not a report. */
export const MAX_METRICS_DAYS = 1827;

export const METRICS_MESSAGES = {
  endBeforeStart: 'The end date must be on or after the start date.',
  tooLong: `Choose a range of at most ${MAX_METRICS_DAYS} days.`,
} as const;

const ref = z.object({ id: z.int32(), name: z.string() });
const assetRef = z.object({ id: z.int32(), assetNumber: z.string(), name: z.string() });

const inOrder = (v: { from: string; to: string }) => v.to >= v.from;
const notTooLong = (v: { from: string; to: string }) =>
  Date.parse(v.to) - Date.parse(v.from) < MAX_METRICS_DAYS * 86_400_000;

const range = z.strictObject({
  from: businessDate,
  to: businessDate,
  groupId: z.coerce.number().check(z.int32()).positive().optional(),
  officeId: z.coerce.number().check(z.int32()).positive().optional(),
});

export const metricsBodySchema = range
  .refine(inOrder, { error: METRICS_MESSAGES.endBeforeStart, path: ['to'] })
  .refine(notTooLong, { error: METRICS_MESSAGES.tooLong, path: ['to'] });
export type MetricsBody = z.input<typeof metricsBodySchema>;

export const scheduledQuerySchema = range
  .extend({ status: z.enum(['Reserved', 'Out', 'Returned']).optional() })
  .refine(inOrder, { error: METRICS_MESSAGES.endBeforeStart, path: ['to'] })
  .refine(notTooLong, { error: METRICS_MESSAGES.tooLong, path: ['to'] });

export const scheduledAssetSchema = z.object({
  scheduleId: z.int32(),
  asset: assetRef,
  group: ref,
  contract: z.object({ id: z.int32(), contractNumber: z.string(), customer: ref }),
  startDate: z.string(),
  endDate: z.string(),
  status: z.string(),
});
export type ScheduledAsset = z.infer<typeof scheduledAssetSchema>;

export const servicingAssetSchema = z.object({
  asset: assetRef,
  status: ref,
  office: ref,
  group: ref.nullable(),
  /** The next booking from today: a unit in the shop with a customer waiting for it. */
  nextBooking: z.object({ contractNumber: z.string(), startDate: z.string() }).nullable(),
});
export type ServicingAsset = z.infer<typeof servicingAssetSchema>;

const usage = {
  bookedDays: z.int32(),
  unitDays: z.int32(),
  /** Booked over available unit-days, percent to 2 places (half to even); "0.00" with no units. */
  utilizationPct: z.string(),
};

export const scheduleMetricsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.int32(),
  groups: z.array(z.object({ group: ref, units: z.int32(), bookings: z.int32(), ...usage })),
  totals: z.object({ units: z.int32(), bookings: z.int32(), ...usage }),
});
export type ScheduleMetrics = z.infer<typeof scheduleMetricsSchema>;

export const assetMetricsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.int32(),
  assets: z.array(
    z.object({
      asset: assetRef,
      group: ref.nullable(),
      office: ref,
      bookings: z.int32(),
      ...usage,
      cost: z.string(),
      bookValue: z.string(),
    }),
  ),
});
export type AssetMetrics = z.infer<typeof assetMetricsSchema>;
