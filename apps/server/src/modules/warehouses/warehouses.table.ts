import { sql } from 'drizzle-orm';
import {
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
import { users } from '../identity/identity.table';
import { items } from '../items/items.table';
import { offices } from '../organization/organization.table';

/** A warehouse, or a technician's van (isVan, with the employee who drives it). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    isVan: boolean('is_van').notNull().default(false),
    employeeId: integer('employee_id').references(() => users.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('warehouses_office_idx').on(t.officeId)],
);

export const warehouseBins = pgTable(
  'warehouse_bins',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('warehouse_bins_name_uq').on(t.warehouseId, sql`lower(${t.name})`)],
);

/** Which offices may source from a warehouse (spec 2 §3 Office for sourcing). */
export const warehouseOffices = pgTable(
  'warehouse_offices',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    canSourceFrom: boolean('can_source_from').notNull().default(true),
    autoSourceFrom: boolean('auto_source_from').notNull().default(false),
    /** The office's default warehouse (at most one per office). */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('warehouse_offices_pair_uq').on(t.officeId, t.warehouseId),
    uniqueIndex('warehouse_offices_default_uq').on(t.officeId).where(sql`${t.isDefault}`),
  ],
);

/** Employees who work out of a warehouse (a van's technician, a stock room's clerks). */
export const warehouseAssignments = pgTable(
  'warehouse_assignments',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [uniqueIndex('warehouse_assignments_pair_uq').on(t.warehouseId, t.employeeId)],
);

/** Per item and warehouse: the default bin and the stock levels used by stock orders. */
export const itemWarehouses = pgTable(
  'item_warehouses',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    defaultBinId: integer('default_bin_id').references(() => warehouseBins.id),
    minQuantity: numeric('min_quantity', { precision: 18, scale: 4 }),
    maxQuantity: numeric('max_quantity', { precision: 18, scale: 4 }),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.warehouseId] }),
    // Low stock (the home page, the inventory list) reads only the pairs with a minimum.
    index('item_warehouses_minimum_idx').on(t.warehouseId, t.itemId).where(sql`${t.minQuantity} is not null`),
  ],
);
