import { z } from 'zod';
import { businessDate } from '../common/dates';
import { searchQuerySchema } from '../common/pagination';

const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const idQuery = z.coerce.number().check(z.int32()).positive().optional();

/** Fiscal calendars and calendar periods (re-exported by ledger.contract). */

export const calendarPeriodSchema = z.object({
  id: z.int32(),
  calendarId: z.int32(),
  calendarName: z.string(),
  fiscalYear: z.int32(),
  periodNumber: z.int32(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isClosed: z.boolean(),
  closedDate: z.string().nullable(),
  closedBy: z.int32().nullable(),
  notes: z.string().nullable(),
  version: z.int32(),
});
export type CalendarPeriod = z.infer<typeof calendarPeriodSchema>;

export const fiscalCalendarSchema = z.object({
  id: z.int32(),
  name: z.string(),
  fiscalYear: z.int32(),
  startDate: z.string(),
  endDate: z.string(),
  periods: z.array(calendarPeriodSchema),
  version: z.int32(),
});
export type FiscalCalendar = z.infer<typeof fiscalCalendarSchema>;
export const fiscalCalendarRowSchema = fiscalCalendarSchema.omit({ periods: true }).extend({
  closedPeriods: z.int32(),
});
export type FiscalCalendarRow = z.infer<typeof fiscalCalendarRowSchema>;

export const createCalendarBodySchema = z.strictObject({
  fiscalYear: z.int32().min(1900).max(2078),
  name: z.string().trim().min(1).max(100).optional(),
  /** First day of period 1; defaults to January 1 of the fiscal year. */
  startDate: businessDate.optional(),
});
export type CreateCalendarBody = z.input<typeof createCalendarBodySchema>;
export const updateCalendarBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100),
});
export const calendarSearchQuerySchema = searchQuerySchema.extend({
  fiscalYear: z.coerce.number().check(z.int32()).optional(),
});

export const periodSearchQuerySchema = searchQuerySchema.extend({
  calendarId: idQuery,
  fiscalYear: z.coerce.number().check(z.int32()).optional(),
  isClosed: boolQuery,
  date: businessDate.optional(),
});
export type PeriodSearchQuery = z.input<typeof periodSearchQuerySchema>;

export const periodInfoSchema = z.object({
  period: calendarPeriodSchema,
  calendar: fiscalCalendarSchema.omit({ periods: true }),
  isOpen: z.boolean(),
});
export type PeriodInfo = z.infer<typeof periodInfoSchema>;

export const periodDataSchema = calendarPeriodSchema.extend({
  entryCount: z.int32(),
  totalDebits: z.string(),
  totalCredits: z.string(),
});
export type PeriodData = z.infer<typeof periodDataSchema>;

export const patchPeriodDataBodySchema = z.strictObject({
  isClosed: z.boolean().optional(),
  notes: z.string().max(2000).nullable().optional(),
});
export type PatchPeriodDataBody = z.input<typeof patchPeriodDataBodySchema>;
