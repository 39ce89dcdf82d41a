import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { employees } from '../employees/employees.table';
import { users } from '../identity/identity.table';
import { jobs } from '../jobs/jobs.table';
import { journalEntries } from '../ledger/ledger.table';
import { payrollCodes, prevailingWageCodes } from '../reference-codes/reference-codes.table';

/** A payroll calendar: how often the company pays, and the workweek overtime counts in. */
export const payrollCalendars = pgTable(
  'payroll_calendars',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    frequency: text('frequency').notNull(),
    weekStartsOn: integer('week_starts_on').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('payroll_calendars_name_uq').on(sql`lower(${t.name})`),
    check(
      'payroll_calendars_frequency_ck',
      sql`${t.frequency} in ('weekly', 'biweekly', 'semimonthly', 'monthly')`,
    ),
    check('payroll_calendars_week_ck', sql`${t.weekStartsOn} between 0 and 6`),
  ],
);

/** A pay period; approving it freezes its pay lines and posts the labour-cost journal entry. */
export const payPeriods = pgTable(
  'pay_periods',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => payrollCalendars.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('open'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    approvedBy: integer('approved_by').references(() => users.id),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    ...auditColumns(),
  },
  (t) => [
    index('pay_periods_calendar_idx').on(t.calendarId, t.startDate),
    check('pay_periods_dates_ck', sql`${t.endDate} >= ${t.startDate} and ${t.payDate} >= ${t.endDate}`),
    check('pay_periods_status_ck', sql`${t.status} in ('open', 'approved')`),
  ],
);

/** The approved period's pay, one row per employee, pay kind, pay code and rate: what the export writes. */
export const payPeriodLines = pgTable(
  'pay_period_lines',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => payPeriods.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    officeId: integer('office_id'),
    departmentId: integer('department_id'),
    kind: text('kind').notNull(),
    payCode: text('pay_code').notNull(),
    hours: numeric('hours', { precision: 12, scale: 2 }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 4 }),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    prevailing: boolean('prevailing').notNull().default(false),
  },
  (t) => [index('pay_period_lines_period_idx').on(t.periodId, t.employeeId)],
);

/** Which payroll code each pay kind is exported under (regular: when the employee has no default code). */
export const payrollCodeMap = pgTable(
  'payroll_code_map',
  {
    kind: text('kind').primaryKey(),
    payrollCodeId: integer('payroll_code_id').references(() => payrollCodes.id),
  },
  (t) => [
    check('payroll_code_map_kind_ck', sql`${t.kind} in ('regular', 'overtime', 'doubleTime', 'salary')`),
  ],
);

/** The prevailing wage code a job is paid under (jobs have no such link of their own). */
export const jobPrevailingWages = pgTable('job_prevailing_wages', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  prevailingWageCodeId: integer('prevailing_wage_code_id')
    .notNull()
    .references(() => prevailingWageCodes.id),
});

/** A payroll provider's file of what it paid, as uploaded. */
export const payrollImports = pgTable('payroll_imports', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  periodId: integer('period_id').references(() => payPeriods.id, { onDelete: 'set null' }),
  ...auditColumns(),
});

export const payrollImportRows = pgTable(
  'payroll_import_rows',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => payrollImports.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    employeeNumber: text('employee_number').notNull(),
    payCode: text('pay_code').notNull(),
    hours: numeric('hours', { precision: 12, scale: 2 }),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    payrollCodeId: integer('payroll_code_id').references(() => payrollCodes.id, { onDelete: 'set null' }),
    exportedAmount: numeric('exported_amount', { precision: 18, scale: 2 }),
    matched: boolean('matched').notNull().default(false),
    message: text('message').notNull().default(''),
  },
  (t) => [index('payroll_import_rows_import_idx').on(t.importId, t.lineNumber)],
);
