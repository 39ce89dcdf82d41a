import { z } from 'zod';
import { businessDate } from '../common/dates';
import { searchQuerySchema } from '../common/pagination';

const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const idQuery = z.coerce.number().int().positive().optional();

/** Fiscal calendars and calendar periods (re-exported by ledger.contract). */

export const calendarPeriodSchema = z.object({
  id: z.number().int(),
  calendarId: z.number().int(),
  calendarName: z.string(),
  fiscalYear: z.number().int(),
  periodNumber: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isClosed: z.boolean(),
  closedDate: z.string().nullable(),
  closedBy: z.number().int().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
});
export type CalendarPeriod = z.infer<typeof calendarPeriodSchema>;

export const fiscalCalendarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fiscalYear: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  periods: z.array(calendarPeriodSchema),
  version: z.number().int(),
});
export type FiscalCalendar = z.infer<typeof fiscalCalendarSchema>;
export const fiscalCalendarRowSchema = fiscalCalendarSchema.omit({ periods: true }).extend({
  closedPeriods: z.number().int(),
});
export type FiscalCalendarRow = z.infer<typeof fiscalCalendarRowSchema>;

export const createCalendarBodySchema = z.strictObject({
  fiscalYear: z.number().int().min(1900).max(2078),
  name: z.string().trim().min(1).max(100).optional(),
  /** First day of period 1; defaults to January 1 of the fiscal year. */
  startDate: businessDate.optional(),
});
export type CreateCalendarBody = z.input<typeof createCalendarBodySchema>;
export const updateCalendarBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100),
});
export const calendarSearchQuerySchema = searchQuerySchema.extend({
  fiscalYear: z.coerce.number().int().optional(),
});

export const periodSearchQuerySchema = searchQuerySchema.extend({
  calendarId: idQuery,
  fiscalYear: z.coerce.number().int().optional(),
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
  entryCount: z.number().int(),
  totalDebits: z.string(),
  totalCredits: z.string(),
});
export type PeriodData = z.infer<typeof periodDataSchema>;

export const patchPeriodDataBodySchema = z.strictObject({
  isClosed: z.boolean().optional(),
  notes: z.string().max(2000).nullable().optional(),
});
export type PatchPeriodDataBody = z.input<typeof patchPeriodDataBodySchema>;
