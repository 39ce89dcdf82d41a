import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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

export const itemCategories = pgTable('item_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});

/** Item types (what an item is: stock part, non-stock part, labor, equipment, service, fee). */
export const itemTypes = pgTable('item_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Stock items are counted in inventory; others never move stock. */
  isStocked: boolean('is_stocked').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    website: text('website'),
    phone: text('phone'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('manufacturers_name_uq').on(sql`lower(${t.name})`)],
);

export const itemLineGroups = pgTable('item_line_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Product lines (brand families) used for pricing and discounts. */
export const itemLines = pgTable('item_lines', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  groupId: integer('group_id').references(() => itemLineGroups.id),
  isActive: boolean('is_active').notNull().default(true),
});

/** How a markup turns cost into price (e.g. percent over cost by cost tier). */
export const markupTypes = pgTable('markup_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

/** A markup tier: items of this markup type whose cost falls in [fromCost, toCost) get markupPercent. */
export const itemMarkups = pgTable(
  'item_markups',
  {
    id: serial('id').primaryKey(),
    markupTypeId: integer('markup_type_id')
      .notNull()
      .references(() => markupTypes.id),
    name: text('name').notNull(),
    fromCost: numeric('from_cost', { precision: 18, scale: 4 }).notNull().default('0'),
    toCost: numeric('to_cost', { precision: 18, scale: 4 }),
    markupPercent: numeric('markup_percent', { precision: 9, scale: 4 }).notNull(),
    ...auditColumns(),
  },
  (t) => [index('item_markups_type_idx').on(t.markupTypeId, t.fromCost)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    itemCode: text('item_code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => itemCategories.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => itemTypes.id),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    itemLineId: integer('item_line_id').references(() => itemLines.id),
    markupId: integer('markup_id').references(() => itemMarkups.id),
    /** The preferred supplier (suppliers module; no FK to keep the modules' tables apart in order). */
    supplierId: integer('supplier_id'),
    supplierPartNumber: text('supplier_part_number'),
    /** Line-item grouping class ('Labor', 'Material', 'Equipment' ...); PATCH/DELETE items/{id}/systemtype. */
    systemType: text('system_type'),
    /** Valuation method; only 'Average' is implemented. */
    inventoryCosting: text('inventory_costing').notNull().default('Average'),
    unitOfMeasure: text('unit_of_measure').notNull().default('EA'),
    /** Quantity scale: quantities are multiples of quantityStep with at most quantityDecimals places. */
    quantityStep: numeric('quantity_step', { precision: 18, scale: 4 }).notNull().default('1'),
    quantityDecimals: integer('quantity_decimals').notNull().default(0),
    cost: numeric('cost', { precision: 18, scale: 4 }).notNull().default('0'),
    materialCost: numeric('material_cost', { precision: 18, scale: 4 }).notNull().default('0'),
    price: numeric('price', { precision: 18, scale: 4 }).notNull().default('0'),
    isTaxable: boolean('is_taxable').notNull().default(true),
    /** Receiving or selling one creates a piece of customer equipment (serial numbers). */
    isEquipment: boolean('is_equipment').notNull().default(false),
    /** Kept in step with a supplier catalogue through items/managed. */
    isManaged: boolean('is_managed').notNull().default(false),
    parentItemId: integer('parent_item_id').references((): AnyPgColumn => items.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('items_item_code_uq').on(sql`lower(${t.itemCode})`),
    index('items_name_idx').on(t.name, t.id),
    index('items_category_idx').on(t.categoryId),
    index('items_manufacturer_idx').on(t.manufacturerId),
    index('items_parent_idx').on(t.parentItemId),
    index('items_search_trgm').using(
      'gin',
      sql`(${t.itemCode} || ' ' || ${t.name} || ' ' || ${t.description}) gin_trgm_ops`,
    ),
  ],
);

/** Child items (kits): the components of a parent item and how many of each. */
export const itemComponents = pgTable(
  'item_components',
  {
    parentItemId: integer('parent_item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    childItemId: integer('child_item_id')
      .notNull()
      .references(() => items.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull().default('1'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.parentItemId, t.childItemId] })],
);

/** Alternates an item can be swapped for (one direction; the pair is stored twice for both). */
export const itemAlternates = pgTable(
  'item_alternates',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    alternateItemId: integer('alternate_item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('item_alternates_pair_uq').on(t.itemId, t.alternateItemId)],
);
