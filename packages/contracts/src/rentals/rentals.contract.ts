import { z } from 'zod';
import { businessDate } from '../common/dates';
import { unitPriceInputWith } from '../common/money';

/** Rental contracts: rental items, rental terms and asset schedules (spec 1 §7.7; docs/rentals.md). */

export const RENTAL_MESSAGES = {
  notRental: 'This contract is not a rental contract.',
  unknownGroup: 'Unknown asset group.',
  unknownItem: 'Unknown item.',
  unknownAsset: 'Unknown asset.',
  unknownTerm: 'Unknown rental term.',
  endBeforeStart: 'The end date must be on or after the start date.',
  outsideContract: 'Rental dates must fall within the contract’s start and end dates.',
  termExists: 'This contract already rents this group from that date.',
  billedPeriod: (through: string) =>
    `The contract is billed through ${through}: billed rental days cannot be changed or removed.`,
  notRentable: (asset: string) => `${asset} cannot be rented (not rentable, inactive or not available).`,
  wrongGroup: (asset: string, group: string) => `${asset} is not in the group ${group}.`,
  booked: (asset: string, contract: string, from: string, to: string) =>
    `${asset} is already booked on ${contract} from ${from} to ${to}.`,
  outsideTerm: 'A schedule must fall within its rental term’s dates.',
  substituteSame: 'Choose a different asset to substitute.',
  substituteDate: 'The substitution must take effect within the schedule’s dates.',
  noAsset: 'This schedule has no asset to unlink.',
  tooManyUnits: (units: number) => `A rental term has at most ${units} units.`,
} as const;

export const RATE_BASES = ['Day', 'Week', 'Month'] as const;
export type RateBasis = (typeof RATE_BASES)[number];
export const RATE_BASIS_LABELS: Record<RateBasis, string> = {
  Day: 'Daily',
  Week: 'Weekly',
  Month: 'Monthly',
};
export const SCHEDULE_STATUSES = ['Reserved', 'Out', 'Returned'] as const;
export const MAX_TERM_UNITS = 100;

const id = z.int32().positive();
const ref = z.object({ id: z.int32(), name: z.string() });
const text = (max: number) => z.string().trim().max(max);
const rate = unitPriceInputWith({ min: 0, minMessage: 'Must be 0 or more.' });

/** A rentable asset group and how many of its units are free over the asked dates. */
export const rentalItemSchema = z.object({
  group: ref,
  item: ref.extend({ price: z.string() }).nullable(),
  description: z.string(),
  units: z.int32(),
  /** Units not booked on any day of the asked range (all units when no range is asked). */
  available: z.int32(),
});
export const rentalItemsQuerySchema = z.strictObject({
  query: text(200).optional(),
  officeId: z.coerce.number().check(z.int32()).positive().optional(),
  from: businessDate.optional(),
  to: businessDate.optional(),
});

/** One asset of a group and its bookings over a date range. */
export const groupAvailabilitySchema = z.object({
  group: ref,
  from: z.string(),
  to: z.string(),
  assets: z.array(
    z.object({
      id: z.int32(),
      assetNumber: z.string(),
      name: z.string(),
      office: ref,
      isFree: z.boolean(),
      bookings: z.array(z.object({ contractNumber: z.string(), startDate: z.string(), endDate: z.string() })),
    }),
  ),
});
export const availabilityQuerySchema = z.strictObject({ from: businessDate, to: businessDate });

export const rentalTermSchema = z.object({
  id: z.int32(),
  contractId: z.int32(),
  number: z.string(),
  group: ref,
  item: ref.nullable(),
  description: z.string(),
  quantity: z.int32(),
  startDate: z.string(),
  endDate: z.string(),
  rateBasis: z.enum(RATE_BASES),
  rate: z.string(),
  /** Units with an asset assigned for the whole term. */
  assigned: z.int32(),
  version: z.int32(),
});
export type RentalTerm = z.infer<typeof rentalTermSchema>;

/** `rentalterms/{contractId}/{groupId}/{startDate}`: a term is the group rented on a contract from a date. */
export const rentalTermParams = z.strictObject({
  contractId: z.coerce.number().check(z.int32()).positive(),
  groupId: z.coerce.number().check(z.int32()).positive(),
  startDate: businessDate,
});
export const createRentalTermBodySchema = z.strictObject({
  endDate: businessDate,
  rateBasis: z.enum(RATE_BASES),
  rate,
  quantity: z.int32().min(1).max(MAX_TERM_UNITS).optional(),
  itemId: id.nullable().optional(),
  description: text(500).optional(),
});
export const updateRentalTermBodySchema = z
  .strictObject({
    startDate: businessDate.optional(),
    endDate: businessDate.optional(),
    rateBasis: z.enum(RATE_BASES).optional(),
    rate: rate.optional(),
    quantity: z.int32().min(1).max(MAX_TERM_UNITS).optional(),
    itemId: id.nullable().optional(),
    description: text(500).optional(),
    version: z.int32().optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), { message: 'Nothing to change.' });

export const assetScheduleSchema = z.object({
  id: z.int32(),
  contractId: z.int32(),
  termId: z.int32(),
  termNumber: z.string(),
  group: ref,
  asset: z.object({ id: z.int32(), assetNumber: z.string(), name: z.string() }).nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
  notes: z.string(),
  version: z.int32(),
});
export type AssetSchedule = z.infer<typeof assetScheduleSchema>;
export const assetScheduleQuerySchema = z.strictObject({
  termId: z.coerce.number().check(z.int32()).positive().optional(),
  unassignedOnly: z.stringbool().optional(),
});
export const createAssetScheduleBodySchema = z.strictObject({
  termId: id,
  assetId: id.nullable().optional(),
  startDate: businessDate.optional(),
  endDate: businessDate.optional(),
  notes: text(1000).optional(),
});
export const updateAssetScheduleBodySchema = z
  .strictObject({
    assetId: id.nullable().optional(),
    startDate: businessDate.optional(),
    endDate: businessDate.optional(),
    status: z.enum(SCHEDULE_STATUSES).optional(),
    notes: text(1000).optional(),
    version: z.int32().optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), { message: 'Nothing to change.' });
export const bulkUpdateSchedulesBodySchema = z.strictObject({
  ids: z.array(id).min(1).max(500),
  startDate: businessDate.optional(),
  endDate: businessDate.optional(),
  status: z.enum(SCHEDULE_STATUSES).optional(),
});
export const substituteBodySchema = z.strictObject({
  assetId: id,
  /** The first day the new asset is out; the old one's schedule ends the day before. */
  effectiveDate: businessDate.optional(),
  reason: text(500).optional(),
});
export const autoassignResultSchema = z.object({
  assigned: z.int32(),
  /** Schedules left without an asset: no free unit of the group. */
  unassigned: z.array(z.object({ id: z.int32(), group: z.string(), startDate: z.string() })),
});

export const substitutionSchema = z.object({
  id: z.int32(),
  scheduleId: z.int32(),
  fromAsset: z.object({ id: z.int32(), assetNumber: z.string(), name: z.string() }),
  toAsset: z.object({ id: z.int32(), assetNumber: z.string(), name: z.string() }),
  effectiveDate: z.string(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export type Substitution = z.infer<typeof substitutionSchema>;

export const rateBasisSchema = z.object({ id: z.enum(RATE_BASES), name: z.string() });
