import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { employees } from '../employees/employees.table';
import { jobs } from '../jobs/jobs.table';
import { journalEntries } from '../ledger/ledger.table';

/**
 * The mileage log (spec 1 §7.13): one row per business trip. The expenses themselves are the jobs
 * module's `job_expenses` rows (same data as a job's expenses), extended for general expenses.
 */
export const mileageTrips = pgTable(
  'mileage_trips',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    tripDate: date('trip_date', { mode: 'string' }).notNull(),
    vehicle: text('vehicle').notNull().default(''),
    startOdometer: numeric('start_odometer', { precision: 9, scale: 1 }),
    endOdometer: numeric('end_odometer', { precision: 9, scale: 1 }),
    distance: numeric('distance', { precision: 9, scale: 1 }).notNull(),
    fromPlace: text('from_place').notNull().default(''),
    toPlace: text('to_place').notNull().default(''),
    purpose: text('purpose').notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** Once posted: the rate used and the reimbursement entry (never posted twice). */
    postedRate: numeric('posted_rate', { precision: 10, scale: 4 }),
    postedEntryId: integer('posted_entry_id').references(() => journalEntries.id),
    ...auditColumns(),
  },
  (t) => [
    index('mileage_trips_employee_idx').on(t.employeeId, t.tripDate),
    index('mileage_trips_date_idx').on(t.tripDate),
  ],
);

/** The company's rate per mile; each rate holds from its effective date until the next one starts. */
export const mileageRates = pgTable(
  'mileage_rates',
  {
    id: serial('id').primaryKey(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    ratePerMile: numeric('rate_per_mile', { precision: 10, scale: 4 }).notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('mileage_rates_effective_uq').on(t.effectiveDate)],
);
