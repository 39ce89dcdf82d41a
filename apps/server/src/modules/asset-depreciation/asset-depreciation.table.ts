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
import { assets } from '../assets/assets.table';
import { journalEntries } from '../ledger/ledger.table';

/** How an asset depreciates: one active schedule per asset; a replaced one stays for its posted history. */
export const assetDepreciations = pgTable(
  'asset_depreciations',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    rateFactor: numeric('rate_factor', { precision: 6, scale: 4 }).notNull().default('2'),
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull(),
    salvageValue: numeric('salvage_value', { precision: 14, scale: 2 }).notNull().default('0'),
    lifeMonths: integer('life_months').notNull(),
    inServiceDate: date('in_service_date', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    openingAccumulated: numeric('opening_accumulated', { precision: 14, scale: 2 }).notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('asset_depreciations_active_uq').on(t.assetId).where(sql`${t.isActive}`),
    check('asset_depreciations_method_check', sql`${t.method} in ('StraightLine', 'DecliningBalance')`),
    check('asset_depreciations_life_check', sql`${t.lifeMonths} between 1 and 600`),
    check('asset_depreciations_salvage_check', sql`${t.salvageValue} between 0 and ${t.cost}`),
  ],
);

/** One month (or part month) of a schedule; posted once, by the journal entry it names. */
export const assetDepreciationPeriods = pgTable(
  'asset_depreciation_periods',
  {
    id: serial('id').primaryKey(),
    depreciationId: integer('depreciation_id')
      .notNull()
      .references(() => assetDepreciations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'string' }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('asset_depreciation_periods_seq_uq').on(t.depreciationId, t.seq),
    index('asset_depreciation_periods_due_idx').on(t.periodEnd).where(sql`${t.postedAt} is null`),
    check('asset_depreciation_periods_amount_check', sql`${t.amount} >= 0`),
  ],
);
