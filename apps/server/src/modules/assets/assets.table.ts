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
import { items } from '../items/items.table';
import { offices } from '../organization/organization.table';

/** What kind of asset it is ("Vehicle", "Rental equipment", "Tool"). */
export const assetTypes = pgTable('asset_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Where an asset is in its life; only statuses marked available can be booked for a rental. */
export const assetStatuses = pgTable('asset_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isAvailable: boolean('is_available').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Interchangeable assets ("3 t mini excavator"): a rental books a group and any available asset of the
 * group can be assigned to it (autoassign, substitute). The item is what the rental is priced and billed as.
 */
export const assetGroups = pgTable('asset_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  itemId: integer('item_id').references(() => items.id),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});

/** A company-owned asset: a vehicle, a tool, a piece of rental equipment. */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    assetNumber: text('asset_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    typeId: integer('type_id')
      .notNull()
      .references(() => assetTypes.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => assetStatuses.id),
    groupId: integer('group_id').references(() => assetGroups.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    itemId: integer('item_id').references(() => items.id),
    serialNumber: text('serial_number'),
    modelNumber: text('model_number'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    inServiceDate: date('in_service_date', { mode: 'string' }),
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull().default('0'),
    isRentable: boolean('is_rentable').notNull().default(false),
    notes: text('notes').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('assets_number_uq').on(t.assetNumber),
    index('assets_office_idx').on(t.officeId),
    index('assets_group_idx').on(t.groupId),
    index('assets_type_idx').on(t.typeId),
    index('assets_search_trgm').using(
      'gin',
      sql`(${t.assetNumber} || ' ' || ${t.name} || ' ' || coalesce(${t.serialNumber}, '')) gin_trgm_ops`,
    ),
    check('assets_cost_nonnegative', sql`${t.cost} >= 0`),
  ],
);

/** An asset moved from one office to another: who, when, why. */
export const assetTransfers = pgTable(
  'asset_transfers',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    fromOfficeId: integer('from_office_id')
      .notNull()
      .references(() => offices.id),
    toOfficeId: integer('to_office_id')
      .notNull()
      .references(() => offices.id),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('asset_transfers_asset_idx').on(t.assetId, t.createdDate)],
);
