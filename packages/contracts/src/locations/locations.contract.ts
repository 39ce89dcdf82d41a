import { z } from 'zod';
import { addressInputSchema, addressSchema } from '../addresses/addresses.contract';
import { historyEntrySchema } from '../common/history';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const OPEN_LIST_START = '06:00';
export const CLOSE_LIST_START = '16:00';
export const TIME_STEP_MINUTES = 30;

/** Hours of operation: day 1 Monday .. 7 Sunday, 24-hour HH:mm (spec 3 sections 3 and 7). */
export const hoursSchema = z.object({
  id: z.int32(),
  locationId: z.int32(),
  day: z.int32().min(1).max(7),
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  isClosed: z.boolean(),
});
export type HoursOfOperation = z.infer<typeof hoursSchema>;

const time = z.string().regex(HHMM, 'Use 24-hour HH:mm.').nullable();
export const hoursBodySchema = z
  .object({
    locationId: z.int32().positive(),
    day: z.int32().min(1).max(7),
    openTime: time,
    closeTime: time,
    isClosed: z.boolean(),
  })
  .refine((h) => h.isClosed || (h.openTime !== null && h.closeTime !== null), {
    message: 'An open day needs an open and a close time.',
    path: ['openTime'],
  })
  .refine((h) => h.isClosed || h.openTime === null || h.closeTime === null || h.openTime < h.closeTime, {
    message: 'The close time must be after the open time.',
    path: ['closeTime'],
  });
export type HoursBody = z.infer<typeof hoursBodySchema>;

const personSchema = z.object({ id: z.int32(), displayName: z.string(), email: z.string() });
const refSchema = z.object({ id: z.int32(), name: z.string() });

export const locationSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    customerId: z.int32(),
    customerName: z.string(),
    billingCustomerId: z.int32().nullable(),
    billingCustomerName: z.string().nullable(),
    address: addressSchema.nullable(),
    billingAddress: addressSchema.nullable(),
    taxSchedule: refSchema.nullable(),
    defaultJobOffice: z
      .object({
        id: z.int32(),
        name: z.string(),
        address1: z.string().nullable(),
        address2: z.string().nullable(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        postalCode: z.string().nullable(),
        phoneNumber: z.string().nullable(),
      })
      .nullable(),
    technicianNotes: z.string().nullable(),
    zone: refSchema.nullable(),
    preferredTechnician: personSchema.nullable(),
    lastTechnician: personSchema.nullable(),
    enteredBy: personSchema.nullable(),
    modifiedByEmployee: personSchema.nullable(),
    hoursOfOperation: z.array(hoursSchema),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type Location = z.infer<typeof locationSchema>;

export const locationRowSchema = z.object({
  id: z.int32(),
  name: z.string(),
  customerId: z.int32(),
  customerName: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  zone: z.string().nullable(),
  isActive: z.boolean(),
});
export type LocationRow = z.infer<typeof locationRowSchema>;

export const locationSearchQuerySchema = searchQuerySchema.extend({
  customerId: z.coerce.number().check(z.int32()).positive().optional(),
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

const optionalId = z.int32().positive().nullish();
export const createLocationBodySchema = z.object({
  customerId: z.int32().positive(),
  billingCustomerId: optionalId,
  name: z.string().trim().min(1, 'Required').max(200),
  address: addressInputSchema.nullish(),
  billingAddress: addressInputSchema.nullish(),
  taxScheduleId: optionalId,
  defaultJobOfficeId: optionalId,
  technicianNotes: z.string().trim().max(4000).nullish(),
  zoneId: optionalId,
  preferredTechnicianId: optionalId,
  lastTechnicianId: optionalId,
});
export type CreateLocationBody = z.input<typeof createLocationBodySchema>;
export const updateLocationBodySchema = createLocationBodySchema
  .partial()
  .extend({ isActive: z.boolean().optional(), version: z.int32().optional() });
export type UpdateLocationBody = z.input<typeof updateLocationBodySchema>;

export const locationHistoryEntrySchema = historyEntrySchema;

export const locationZoneSchema = z.object({
  id: z.int32(),
  name: z.string(),
  sort: z.int32(),
});
export type LocationZone = z.infer<typeof locationZoneSchema>;

/** `GET customers/GetLocationDetail?locationId=`: the fuller location. */
export const locationDetailQuerySchema = z.object({
  locationId: z.coerce.number().check(z.int32()).positive(),
  fields: z.string().optional(),
});

export const HOURS_DAY_TAKEN = 'Hours for this day already exist for the location; change them instead.';
