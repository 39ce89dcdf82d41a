import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { contracts } from '../contracts/contracts.table';
import { equipment } from '../equipment/equipment.table';
import { items } from '../items/items.table';
import { jobs, jobTypes } from '../jobs/jobs.table';

/**
 * A contract's visit schedule (one per contract): how often its visits fall, on which day of the month,
 * in which preferred window, as jobs of which type, how far ahead jobs are made (issue 19 item 2).
 */
export const contractVisitSchedules = pgTable(
  'contract_visit_schedules',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** Monthly | Quarterly | SemiAnnual | Annual | Months | Rule. */
    frequency: text('frequency').notNull(),
    /** The months (1..12) of a Months schedule. */
    months: integer('months').array().notNull().default(sql`'{}'::integer[]`),
    /** An RFC 5545 RRULE of a Rule schedule, expanded from the contract's start. */
    rule: text('rule'),
    /** Day of the month (31 means the month's last day); null with nth weekday, or the start's day. */
    dayOfMonth: integer('day_of_month'),
    /** 1..4, 5 = last; with weekday (0 Sunday .. 6 Saturday). */
    nthWeek: integer('nth_week'),
    weekday: integer('weekday'),
    windowStart: time('window_start').notNull().default('08:00'),
    windowEnd: time('window_end').notNull().default('10:00'),
    jobTypeId: integer('job_type_id')
      .notNull()
      .references(() => jobTypes.id),
    description: text('description').notNull().default(''),
    /** Jobs are made for visits up to this many days ahead. */
    horizonDays: integer('horizon_days').notNull().default(30),
    /** Visits are generated from this date on (the day of the last schedule change; null: the contract's start). */
    effectiveFrom: date('effective_from', { mode: 'string' }),
    /**
     * Visits exist up to this day (the contract's end when last generated): the daily run skips a schedule
     * already generated to its contract's end. Cleared by a schedule change; the unique key stays the guard.
     */
    generatedThrough: date('generated_through', { mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('contract_visit_schedules_contract_uq').on(t.contractId),
    check(
      'contract_visit_schedules_frequency_check',
      sql`${t.frequency} in ('Monthly', 'Quarterly', 'SemiAnnual', 'Annual', 'Months', 'Rule')`,
    ),
    check('contract_visit_schedules_day_check', sql`${t.dayOfMonth} between 1 and 31`),
    check(
      'contract_visit_schedules_nth_check',
      sql`${t.nthWeek} between 1 and 5 and ${t.weekday} between 0 and 6`,
    ),
    check('contract_visit_schedules_window_check', sql`${t.windowEnd} > ${t.windowStart}`),
    check('contract_visit_schedules_horizon_check', sql`${t.horizonDays} between 0 and 730`),
  ],
);

/** Equipment a contract's visits cover (linked to each visit's job). */
export const contractVisitEquipment = pgTable(
  'contract_visit_equipment',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => contractVisitSchedules.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.equipmentId] })],
);

/** Items every visit includes (filters, belts ...). */
export const contractVisitItems = pgTable(
  'contract_visit_items',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => contractVisitSchedules.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull().default('1'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('contract_visit_items_schedule_idx').on(t.scheduleId),
    check('contract_visit_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const VISIT_STATUSES = ['Pending', 'JobCreated'] as const;

/**
 * One visit of a contract on one calendar day: unique per (contract, day); its job once made. The schedule
 * is the contract's one schedule (no column: every foreign key costs a check per generated row).
 */
export const contractVisits = pgTable(
  'contract_visits',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('Pending'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('contract_visits_occurrence_uq').on(t.contractId, t.occurrenceDate),
    // Partial: the many visits still waiting for their job cost no entry (generation inserts are the hot path).
    uniqueIndex('contract_visits_job_uq').on(t.jobId).where(sql`${t.jobId} is not null`),
    // Visits waiting for their job, by day: the daily run reads only the next horizon's worth of these.
    index('contract_visits_pending_idx').on(t.occurrenceDate).where(sql`${t.jobId} is null`),
    check('contract_visits_status_check', sql`${t.status} in ('Pending', 'JobCreated')`),
  ],
);

/**
 * Charges every visit job of the contract carries (a trip charge, an environmental fee): one billable line
 * each on the job as it is generated (spec 1 §7.7 fees). Non-stock items only: nothing to allocate.
 */
export const contractFees = pgTable(
  'contract_fees',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('contract_fees_contract_idx').on(t.contractId, t.sort),
    check('contract_fees_name_length', sql`char_length(${t.name}) between 1 and 100`),
  ],
);
