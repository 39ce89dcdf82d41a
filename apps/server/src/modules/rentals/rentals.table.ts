import { sql } from 'drizzle-orm';
import {
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
import { assetGroups, assets } from '../assets/assets.table';
import { contracts } from '../contracts/contracts.table';
import { items } from '../items/items.table';

/**
 * What a rental contract rents: `quantity` units of an asset group from a date to a date (both included),
 * priced per day, week or month. The contract, the group and the start date name it (rentalterms/{a}/{b}/{c}).
 */
export const rentalTerms = pgTable(
  'rental_terms',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The contract's number and the term's sequence on it: C-000123-2. */
    number: text('number').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => assetGroups.id),
    /** What the rental is invoiced as; the group's item unless told. */
    itemId: integer('item_id').references(() => items.id),
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    rateBasis: text('rate_basis').notNull(),
    rate: numeric('rate', { precision: 13, scale: 4 }).notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('rental_terms_key_uq').on(t.contractId, t.groupId, t.startDate),
    uniqueIndex('rental_terms_number_uq').on(t.number),
    index('rental_terms_group_idx').on(t.groupId, t.startDate),
    check('rental_terms_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('rental_terms_quantity_check', sql`${t.quantity} between 1 and 100`),
    check('rental_terms_basis_check', sql`${t.rateBasis} in ('Day', 'Week', 'Month')`),
    check('rental_terms_rate_check', sql`${t.rate} >= 0`),
  ],
);

/**
 * One unit of a rental term booked over dates, with the asset that goes out (none until assigned). The
 * migration adds an exclusion constraint: one asset is never on two schedules whose dates overlap.
 */
export const assetSchedules = pgTable(
  'asset_schedules',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => rentalTerms.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => assetGroups.id),
    assetId: integer('asset_id').references(() => assets.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Reserved'),
    notes: text('notes').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    index('asset_schedules_contract_idx').on(t.contractId, t.startDate),
    index('asset_schedules_term_idx').on(t.termId),
    index('asset_schedules_group_idx').on(t.groupId, t.startDate),
    check('asset_schedules_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('asset_schedules_status_check', sql`${t.status} in ('Reserved', 'Out', 'Returned')`),
  ],
);

/** An asset swapped for another on a schedule: the old schedule ends, a new one carries the new asset. */
export const assetSubstitutions = pgTable(
  'asset_substitutions',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => assetSchedules.id, { onDelete: 'cascade' }),
    fromAssetId: integer('from_asset_id')
      .notNull()
      .references(() => assets.id),
    toAssetId: integer('to_asset_id')
      .notNull()
      .references(() => assets.id),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('asset_substitutions_contract_idx').on(t.contractId, t.createdDate)],
);
