import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { employees } from '../employees/employees.table';
import { users } from '../identity/identity.table';

/**
 * One employee's week (or pay period) of time. Its rows are the jobs module's timesheets of the employee's
 * user on those dates (the same rows, not a copy). An approved timecard locks those days: a trigger on
 * timesheets (migration 0029) refuses any change until it is unapproved.
 */
export const timecards = pgTable(
  'timecards',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    /** open, submitted (by the employee), approved (by a supervisor). */
    status: text('status').notNull().default('open'),
    notes: text('notes').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'string' }),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    approvedBy: integer('approved_by').references(() => users.id),
    ...auditColumns(),
  },
  (t) => [
    index('timecards_employee_idx').on(t.employeeId, t.periodFrom),
    check('timecards_period', sql`${t.periodTo} >= ${t.periodFrom}`),
    check('timecards_status', sql`${t.status} in ('open', 'submitted', 'approved')`),
  ],
);

/** Kinds of non-job time (Training, Shop, Travel, Meeting): a timesheet without a job may name one. */
export const nonBillableTypes = pgTable('non_billable_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
});

/** The task lines a printed job sheet offers a technician to tick (Diagnose, Repair, Clean up ...). */
export const jobSheetTaskTypes = pgTable('job_sheet_task_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  ...auditColumns(),
});
