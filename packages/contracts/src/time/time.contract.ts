import { z } from 'zod';
import { businessDate } from '../common/dates';
import { decimalInput, MAX_UNIT_PRICE } from '../common/money';
import { searchQuerySchema, searchResultSchema } from '../common/pagination';

/**
 * Time (issue 17 item 2; spec 1 §4, §7.10, §7.15, §7.16): timesheets beyond a job, approval per pay period,
 * timecards, time types, non-billable types, hours and job sheet task types. The timesheets are the jobs
 * module's rows (job time is the same data, not a copy). docs/time.md.
 */

export const TIME_MESSAGES = {
  periodTooLong: 'A period can be at most 62 days.',
  toBeforeFrom: 'The end date must be on or after the start date.',
  notYourTime: 'You can only record and see your own time.',
  noUser: 'The employee has no sign-in user, so no time can be recorded for them.',
  noEmployeeRecord: 'Your user is not linked to an employee.',
  unknownEmployee: 'Choose an employee from the list.',
  unknownJob: 'Choose a job from the list.',
  unknownNonBillableType: 'Choose a non-billable type from the list.',
  nonBillableOnJob: 'Time on a job has no non-billable type.',
  alreadyApproved: 'The timecard is already approved.',
  notApproved: 'The timecard is not approved.',
  approvedTimecard: 'The timecard is approved: unapprove it first.',
  overlappingTimecard: 'The employee already has a timecard overlapping these dates.',
  typeInUse: 'The type is used by recorded time; make it inactive instead.',
  staleVersion: 'The record was changed by someone else; reload it and try again.',
} as const;

export const TIMECARD_STATUSES = ['open', 'submitted', 'approved'] as const;
export type TimecardStatus = (typeof TIMECARD_STATUSES)[number];
export const TIMECARD_STATUS_LABELS: Record<TimecardStatus, string> = {
  open: 'Open',
  submitted: 'Submitted',
  approved: 'Approved',
};

/** Warnings of the weekly review (missing weekdays, overlapping entries, a day over 16 hours). */
export const TIME_WARNING_KINDS = ['missingDay', 'overlap', 'over16'] as const;
export type TimeWarningKind = (typeof TIME_WARNING_KINDS)[number];
export const MAX_DAY_HOURS = 16;
/** The longest period one call reads or approves (a monthly pay period plus a margin). */
export const MAX_PERIOD_DAYS = 62;

const MAX_HOURS = '9999.99';
const hoursInput = decimalInput(2, { min: 0, max: MAX_HOURS, minMessage: 'Must be 0 or more' });
const instant = z.iso.datetime({ offset: true, error: 'Invalid date and time' });
const idIn = z.int32().positive();
const idQuery = z.coerce.number().check(z.int32()).positive();
const text = (max: number) => z.string().trim().max(max);

const DAY = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** A from..to pair of dates: to on or after from, at most MAX_PERIOD_DAYS long; both named when wrong. */
function period<T extends z.ZodObject>(shape: T, fromKey = 'from', toKey = 'to') {
  return shape.superRefine((v, ctx) => {
    const from = (v as Record<string, unknown>)[fromKey];
    const to = (v as Record<string, unknown>)[toKey];
    if (typeof from !== 'string' || typeof to !== 'string') return;
    if (to < from) ctx.addIssue({ code: 'custom', path: [toKey], message: TIME_MESSAGES.toBeforeFrom });
    else if (daysBetween(from, to) >= MAX_PERIOD_DAYS)
      ctx.addIssue({ code: 'custom', path: [toKey], message: TIME_MESSAGES.periodTooLong });
  });
}

export const employeeRefSchema = z.object({ id: z.int32(), number: z.string(), name: z.string() });
export const namedRefSchema = z.object({ id: z.int32(), name: z.string() });
export const personRefSchema = z.object({ id: z.int32(), displayName: z.string() });

// ---------- timesheets ----------

/** A timesheet row seen by the time module: job optional, the employee record and the user it is kept by. */
export const timeEntrySchema = z.object({
  id: z.int32(),
  employee: employeeRefSchema.nullable(),
  userId: z.int32(),
  jobId: z.int32().nullable(),
  jobNumber: z.string().nullable(),
  workDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  hours: z.string(),
  billedTime: z.string(),
  timeType: namedRefSchema,
  nonBillableType: namedRefSchema.nullable(),
  description: z.string(),
  note: z.string(),
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
  approvedBy: personRefSchema.nullable(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  version: z.int32(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const timeEntrySearchQuerySchema = searchQuerySchema.extend({
  employeeId: idQuery.optional(),
  jobId: idQuery.optional(),
  from: businessDate.optional(),
  to: businessDate.optional(),
  status: z.enum(['approved', 'pending']).optional(),
  /** true: only time without a job; false: only job time. */
  nonJob: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TimeEntrySearchQuery = z.input<typeof timeEntrySearchQuerySchema>;
export const timeEntrySearchResultSchema = searchResultSchema(timeEntrySchema);

const entryFields = {
  /** The employee record (not the user); left out: the signed-in user's own employee. */
  employeeId: idIn,
  jobId: idIn.nullable(),
  timeTypeId: idIn,
  nonBillableTypeId: idIn.nullable(),
  workDate: businessDate,
  startTime: instant.nullable(),
  endTime: instant.nullable(),
  hours: hoursInput,
  billedTime: hoursInput,
  description: text(500),
  note: text(2000),
};
const entryBase = z.strictObject(entryFields);
export const createTimeEntryBodySchema = entryBase.partial({
  employeeId: true,
  jobId: true,
  nonBillableTypeId: true,
  startTime: true,
  endTime: true,
  hours: true,
  billedTime: true,
  description: true,
  note: true,
});
export type CreateTimeEntryBody = z.input<typeof createTimeEntryBodySchema>;
/** POST employees/{id}/timesheets: the employee is the path's. */
export const createEmployeeTimeEntryBodySchema = createTimeEntryBodySchema.omit({ employeeId: true });
export const updateTimeEntryBodySchema = entryBase
  .omit({ employeeId: true })
  .partial()
  .extend({ version: z.int32().positive().optional() });
export type UpdateTimeEntryBody = z.input<typeof updateTimeEntryBodySchema>;

// ---------- approval and timecards ----------

export const approvePeriodBodySchema = period(
  z.strictObject({ from: businessDate, to: businessDate, notes: text(2000).optional() }),
);
export type ApprovePeriodBody = z.input<typeof approvePeriodBodySchema>;

/** The weekly screen's "approve selected": several employees' same period in one pass. */
export const approveManyBodySchema = period(
  z.strictObject({
    from: businessDate,
    to: businessDate,
    employeeIds: z.array(idIn).min(1, { error: 'Choose at least one employee.' }).max(5000),
  }),
);
export type ApproveManyBody = z.input<typeof approveManyBodySchema>;

export const timeWarningSchema = z.object({
  kind: z.enum(TIME_WARNING_KINDS),
  date: z.string(),
  message: z.string(),
});
export type TimeWarning = z.infer<typeof timeWarningSchema>;

export const timeDaySchema = z.object({
  date: z.string(),
  hours: z.string(),
  regular: z.string(),
  overtime: z.string(),
  doubleTime: z.string(),
});
export type TimeDay = z.infer<typeof timeDaySchema>;

export const timeTotalsSchema = z.object({
  hours: z.string(),
  regular: z.string(),
  overtime: z.string(),
  doubleTime: z.string(),
});
export type TimeTotals = z.infer<typeof timeTotalsSchema>;

export const timecardSchema = z.object({
  id: z.int32(),
  employee: employeeRefSchema,
  periodFrom: z.string(),
  periodTo: z.string(),
  status: z.enum(TIMECARD_STATUSES),
  notes: z.string(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: personRefSchema.nullable(),
  overtimeRule: z.string(),
  days: z.array(timeDaySchema),
  totals: timeTotalsSchema,
  warnings: z.array(timeWarningSchema),
  entries: z.array(timeEntrySchema),
  createdDate: z.string(),
  modifiedDate: z.string(),
  version: z.int32(),
});
export type Timecard = z.infer<typeof timecardSchema>;
export const timecardSummarySchema = timecardSchema.omit({ entries: true, days: true, warnings: true });
export type TimecardSummary = z.infer<typeof timecardSummarySchema>;

export const timecardSearchQuerySchema = searchQuerySchema.extend({
  employeeId: idQuery.optional(),
  from: businessDate.optional(),
  to: businessDate.optional(),
  status: z.enum(TIMECARD_STATUSES).optional(),
});
export const timecardSearchResultSchema = searchResultSchema(timecardSummarySchema);

export const createTimecardBodySchema = period(
  z.strictObject({
    employeeId: idIn.optional(),
    periodFrom: businessDate,
    periodTo: businessDate,
    notes: text(2000).optional(),
  }),
  'periodFrom',
  'periodTo',
);
export type CreateTimecardBody = z.input<typeof createTimecardBodySchema>;
/** Approval has its own calls: PATCH moves a timecard between open and submitted only. */
export const updateTimecardBodySchema = z.strictObject({
  notes: text(2000).optional(),
  status: z.enum(['open', 'submitted']).optional(),
  version: z.int32().positive().optional(),
});
export type UpdateTimecardBody = z.input<typeof updateTimecardBodySchema>;

// ---------- the weekly review ----------

export const periodQuerySchema = period(z.object({ from: businessDate, to: businessDate }));
export const weekRowSchema = z.object({
  employee: employeeRefSchema,
  userId: z.int32(),
  timecardId: z.int32().nullable(),
  status: z.enum(TIMECARD_STATUSES),
  overtimeRule: z.string(),
  days: z.array(timeDaySchema),
  totals: timeTotalsSchema,
  entryCount: z.int32(),
  warnings: z.array(timeWarningSchema),
});
export type WeekRow = z.infer<typeof weekRowSchema>;
export const weekSchema = z.object({ from: z.string(), to: z.string(), rows: z.array(weekRowSchema) });
export type Week = z.infer<typeof weekSchema>;

// ---------- hours ----------

export const hoursQuerySchema = period(
  z.object({ from: businessDate, to: businessDate, employeeId: idQuery.optional() }),
);
export const hoursRowSchema = z.object({
  employee: employeeRefSchema.nullable(),
  userId: z.int32(),
  workDate: z.string(),
  timeType: namedRefSchema,
  hours: z.string(),
  billedTime: z.string(),
});
export type HoursRow = z.infer<typeof hoursRowSchema>;

// ---------- types ----------

export const timeTypeFullSchema = z.object({
  id: z.int32(),
  name: z.string(),
  isBillable: z.boolean(),
  costRate: z.string().optional(),
  sort: z.int32(),
});
export const createTimeTypeBodySchema = z.strictObject({
  name: text(100).min(1, { error: 'Enter a name.' }),
  isBillable: z.boolean().optional(),
  costRate: decimalInput(4, { min: 0, max: MAX_UNIT_PRICE, minMessage: 'Must be 0 or more' }).optional(),
  sort: z.int32().min(0).max(10000).optional(),
});
export const updateTimeTypeBodySchema = createTimeTypeBodySchema.partial();

/** Non-billable types and job sheet task types share one shape. */
export const simpleTypeSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  sort: z.int32(),
  version: z.int32(),
});
export type SimpleType = z.infer<typeof simpleTypeSchema>;
export const createSimpleTypeBodySchema = z.strictObject({
  name: text(100).min(1, { error: 'Enter a name.' }),
  description: text(500).optional(),
  isActive: z.boolean().optional(),
  sort: z.int32().min(0).max(10000).optional(),
});
export const updateSimpleTypeBodySchema = createSimpleTypeBodySchema
  .partial()
  .extend({ version: z.int32().positive().optional() });
export type SimpleTypeBody = z.input<typeof createSimpleTypeBodySchema>;
export const simpleTypeListQuerySchema = z.object({
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
