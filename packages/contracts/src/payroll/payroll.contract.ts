import { z } from 'zod';
import { businessDate } from '../common/dates';
import { searchQuerySchema, searchResultSchema } from '../common/pagination';

/** Payroll (issue 17 items 3 and 9; spec 1 §7.4 payroll calendar, §7.15 payroll-import file service). */

export const PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Bi-weekly',
  semimonthly: 'Semi-monthly',
  monthly: 'Monthly',
};
/** Pay periods a year: a salaried employee's pay for one period is the salary divided by this. */
export const PERIODS_PER_YEAR: Record<PayFrequency, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
};

export const PERIOD_STATUSES = ['open', 'approved'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

/** What an hour is paid as; each kind maps to a payroll code (the employee's own code for regular). */
export const PAY_KINDS = ['regular', 'overtime', 'doubleTime', 'salary'] as const;
export type PayKind = (typeof PAY_KINDS)[number];
export const PAY_KIND_LABELS: Record<PayKind, string> = {
  regular: 'Regular',
  overtime: 'Overtime',
  doubleTime: 'Double time',
  salary: 'Salary',
};
/** The pay code written when no payroll code is mapped to a kind. */
export const FALLBACK_PAY_CODES: Record<PayKind, string> = {
  regular: 'REG',
  overtime: 'OT',
  doubleTime: 'DT',
  salary: 'SAL',
};

export const PAYROLL_MESSAGES = {
  approvedNoDelete: 'An approved pay period cannot be deleted; unapprove it first.',
  approvedNoChange: 'An approved pay period cannot be changed; unapprove it first.',
  alreadyApproved: 'The pay period is already approved.',
  notApproved: 'The pay period is not approved.',
  overlap: 'The dates overlap another pay period of this calendar.',
  endBeforeStart: 'The end date must be on or after the start date.',
  payBeforeEnd: 'The pay date must be on or after the end date.',
  nameTaken: 'Another payroll calendar already has this name.',
  noCurrent: 'No pay period of the payroll calendar covers today.',
  unapprovedTime: (n: number) =>
    `The pay period has ${n} time ${n === 1 ? 'entry' : 'entries'} not approved yet: approve the time first.`,
  emptyFile: 'The file has no rows.',
  missingColumns: 'The file needs the columns Employee Number, Pay Code, Hours and Amount.',
} as const;

const text = (max: number) => z.string().trim().max(max);
const id = z.coerce.number().check(z.int32()).positive();
const hours = z.string();
const amount = z.string();

export const payrollCalendarSchema = z.object({
  id: z.int32(),
  name: z.string(),
  frequency: z.enum(PAY_FREQUENCIES),
  /** The first day of the workweek for overtime (0 = Sunday). */
  weekStartsOn: z.int32(),
  isActive: z.boolean(),
});
export type PayrollCalendar = z.infer<typeof payrollCalendarSchema>;

export const payPeriodSchema = z.object({
  id: z.int32(),
  calendarId: z.int32(),
  calendarName: z.string(),
  frequency: z.enum(PAY_FREQUENCIES),
  startDate: z.string(),
  endDate: z.string(),
  payDate: z.string(),
  status: z.enum(PERIOD_STATUSES),
  approvedAt: z.string().nullable(),
  approvedBy: z.int32().nullable(),
  journalEntryId: z.int32().nullable(),
  /** Gross pay of the approved period (null while open). */
  totalAmount: z.string().nullable(),
  totalHours: z.string().nullable(),
  version: z.int32(),
});
export type PayPeriod = z.infer<typeof payPeriodSchema>;

/** POST payrollcalendar: a calendar and its first periods (or more periods for an existing calendar). */
export const createPayrollCalendarBodySchema = z
  .strictObject({
    /** Adds periods after the last one of this calendar; name and frequency are then ignored. */
    calendarId: z.int32().positive().optional(),
    name: text(100).min(1).optional(),
    frequency: z.enum(PAY_FREQUENCIES).optional(),
    /** First day of the first period to generate (new calendars). */
    startDate: businessDate.optional(),
    periods: z.int32().min(1).max(120).default(26),
    weekStartsOn: z.int32().min(0).max(6).default(0),
    /** Days from a period's end to its pay date. */
    payDelayDays: z.int32().min(0).max(31).default(5),
  })
  .superRefine((b, ctx) => {
    if (b.calendarId) return;
    if (!b.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Required' });
    if (!b.frequency) ctx.addIssue({ code: 'custom', path: ['frequency'], message: 'Required' });
    if (!b.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Required' });
  });
export type CreatePayrollCalendarBody = z.input<typeof createPayrollCalendarBodySchema>;

export const createPayrollCalendarResultSchema = z.object({
  calendar: payrollCalendarSchema,
  periods: z.array(payPeriodSchema),
});

export const payPeriodSearchQuerySchema = searchQuerySchema.extend({
  calendarId: id.optional(),
  status: z.enum(PERIOD_STATUSES).optional(),
  from: businessDate.optional(),
  to: businessDate.optional(),
});
export const payPeriodSearchResultSchema = searchResultSchema(payPeriodSchema);

export const currentPeriodQuerySchema = z.object({
  calendarId: id.optional(),
  date: businessDate.optional(),
});

export const updatePayPeriodBodySchema = z.strictObject({
  startDate: businessDate.optional(),
  endDate: businessDate.optional(),
  payDate: businessDate.optional(),
  version: z.int32().optional(),
});
export type UpdatePayPeriodBody = z.input<typeof updatePayPeriodBodySchema>;

/** One export row: an employee's hours and pay under one pay code at one rate. */
export const payLineSchema = z.object({
  employeeId: z.int32(),
  employeeNumber: z.string(),
  employeeName: z.string(),
  officeId: z.int32().nullable(),
  departmentId: z.int32().nullable(),
  kind: z.enum(PAY_KINDS),
  payCode: z.string(),
  hours: hours,
  /** Per hour (4 decimals); null on a salary row. */
  rate: z.string().nullable(),
  amount: amount,
  /** True when the rate is a job's prevailing wage. */
  prevailing: z.boolean(),
});
export type PayLine = z.infer<typeof payLineSchema>;

export const employeePaySchema = z.object({
  employeeId: z.int32(),
  employeeNumber: z.string(),
  employeeName: z.string(),
  payType: z.string(),
  overtimeRule: z.string(),
  regular: hours,
  overtime: hours,
  doubleTime: hours,
  amount: amount,
  /** Hours with no pay rate on their date (paid 0): a warning for the office. */
  unratedHours: hours,
});
export type EmployeePay = z.infer<typeof employeePaySchema>;

export const periodCalculationSchema = z.object({
  period: payPeriodSchema,
  /** Time entries of the period's employees not approved yet (approval is refused while above 0). */
  unapprovedEntries: z.int32(),
  employees: z.array(employeePaySchema),
  lines: z.array(payLineSchema),
  totalHours: hours,
  totalAmount: amount,
});
export type PeriodCalculation = z.infer<typeof periodCalculationSchema>;

export const approvePeriodResultSchema = z.object({
  period: payPeriodSchema,
  journalEntryId: z.int32().nullable(),
});

export const payCodeMapRowSchema = z.object({
  kind: z.enum(PAY_KINDS),
  payrollCodeId: z.int32().nullable(),
  payCode: z.string(),
});
export const payCodeMapSchema = z.array(payCodeMapRowSchema);
export const updatePayCodeMapBodySchema = z.strictObject({
  rows: z
    .array(z.strictObject({ kind: z.enum(PAY_KINDS), payrollCodeId: z.int32().positive().nullable() }))
    .max(PAY_KINDS.length),
});

export const jobWageCodeSchema = z.object({
  jobId: z.int32(),
  prevailingWageCodeId: z.int32().nullable(),
});
export const updateJobWageCodeBodySchema = z.strictObject({
  prevailingWageCodeId: z.int32().positive().nullable(),
});

/* The payroll-import file service: a provider's file of what it paid, matched to employees and codes. */

export const payrollImportBodySchema = z.strictObject({
  fileName: text(255).min(1),
  /** The CSV text (header row: Employee Number, Pay Code, Hours, Amount). */
  content: z.string().min(1).max(5_000_000),
  /** The pay period the file pays, to compare against its export. */
  periodId: z.int32().positive().nullable().optional(),
});
export type PayrollImportBody = z.input<typeof payrollImportBodySchema>;

export const payrollImportRowSchema = z.object({
  lineNumber: z.int32(),
  employeeNumber: z.string(),
  payCode: z.string(),
  hours: z.string().nullable(),
  amount: z.string().nullable(),
  employeeId: z.int32().nullable(),
  payrollCodeId: z.int32().nullable(),
  /** What the period's export holds for the employee and code (null without a period). */
  exportedAmount: z.string().nullable(),
  matched: z.boolean(),
  /** Why the row did not match, or how it differs from the export. */
  message: z.string(),
});
export type PayrollImportRow = z.infer<typeof payrollImportRowSchema>;

export const payrollImportSchema = z.object({
  id: z.int32(),
  fileName: z.string(),
  periodId: z.int32().nullable(),
  rowCount: z.int32(),
  matchedCount: z.int32(),
  unmatchedCount: z.int32(),
  totalAmount: z.string(),
  createdDate: z.string(),
  createdBy: z.int32().nullable(),
  rows: z.array(payrollImportRowSchema).optional(),
});
export type PayrollImport = z.infer<typeof payrollImportSchema>;

export const payrollImportListQuerySchema = z.object({
  id: id.optional(),
  periodId: id.optional(),
});
export const payrollImportListSchema = z.array(payrollImportSchema);
