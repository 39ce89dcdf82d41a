import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { items } from '../items/items.table';

/** Service package types (spec 3 §3 Package type). */
export const servicePackageTypes = pgTable(
  'service_package_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('service_package_types_name_uq').on(sql`lower(${t.name})`)],
);

/** A service package: a reusable set of options (each a list of items) offered on bids and jobs. */
export const servicePackages = pgTable(
  'service_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    typeId: integer('type_id').references(() => servicePackageTypes.id),
    createBidGroup: boolean('create_bid_group').notNull().default(false),
    requiresItemOrEquipment: boolean('requires_item_or_equipment').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('service_packages_sort_idx').on(t.isActive, t.name, t.id)],
);

export const servicePackageOptions = pgTable(
  'service_package_options',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    directions: text('directions').notNull().default(''),
    additionalSpecs: text('additional_specs').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('service_package_options_package_idx').on(t.packageId, t.sort)],
);

/** An item of an option; at most one of overridePrice, markupPercent and marginPercent is set. */
export const servicePackageOptionItems = pgTable(
  'service_package_option_items',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => servicePackageOptions.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    overridePrice: numeric('override_price', { precision: 18, scale: 4 }),
    markupPercent: numeric('markup_percent', { precision: 9, scale: 4 }),
    marginPercent: numeric('margin_percent', { precision: 9, scale: 4 }),
    discount: numeric('discount', { precision: 18, scale: 4 }),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('service_package_option_items_option_idx').on(t.optionId, t.sort),
    check(
      'service_package_option_items_one_pricing',
      sql`num_nonnulls(${t.overridePrice}, ${t.markupPercent}, ${t.marginPercent}) <= 1`,
    ),
    check('service_package_option_items_quantity_nonneg', sql`${t.quantity} >= 0`),
  ],
);

/** Items a package is offered for (an item package); typeahead searchType 4 finds them by item. */
export const servicePackageItems = pgTable(
  'service_package_items',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.itemId] }),
    index('service_package_items_item_idx').on(t.itemId),
  ],
);

/** Equipment a package is offered for (equipment module, later issue; no FK yet). */
export const servicePackageEquipment = pgTable(
  'service_package_equipment',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.equipmentId] }),
    index('service_package_equipment_equipment_idx').on(t.equipmentId),
  ],
);
