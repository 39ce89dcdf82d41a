import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { glAccounts } from '../ledger/ledger.table';

/** A body that levies sales tax (state, county, city) at a percent rate, posted to its payable account. */
export const taxAuthorities = pgTable('tax_authorities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Percent, e.g. 6.25000000 for 6.25 %. */
  ratePct: numeric('rate_pct', { precision: 12, scale: 8 }).notNull(),
  payableAccountId: integer('payable_account_id').references(() => glAccounts.id),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});

/** The built-in tax schedules (the offline default of the tax service): a named set of authorities. */
export const taxSchedules = pgTable('tax_schedules', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * Where the schedule applies (docs/accounting/taxes.md): a new location whose address matches gets it. The
   * state (abbreviation) must match; cities and postal codes (5-digit ZIPs or full codes) narrow it. A schedule
   * with a state and no cities or postal codes covers the whole state. No state: never matched.
   */
  jurisdictionState: text('jurisdiction_state'),
  jurisdictionCounty: text('jurisdiction_county'),
  jurisdictionCities: text('jurisdiction_cities').array().notNull().default(sql`'{}'::text[]`),
  jurisdictionPostalCodes: text('jurisdiction_postal_codes').array().notNull().default(sql`'{}'::text[]`),
  ...auditColumns(),
});

export const taxScheduleAuthorities = pgTable(
  'tax_schedule_authorities',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => taxSchedules.id, { onDelete: 'cascade' }),
    authorityId: integer('authority_id')
      .notNull()
      .references(() => taxAuthorities.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'tax_schedule_authorities_pkey', columns: [t.scheduleId, t.authorityId] }),
    index('tax_schedule_authorities_authority_idx').on(t.authorityId),
  ],
);
