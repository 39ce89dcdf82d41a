import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { items } from '../items/items.table';
import { warehouseBins, warehouses } from '../warehouses/warehouses.table';

/**
 * The stock ledger: every receipt, issue, transfer and adjustment is one row per bin touched
 * (a transfer is two rows sharing transferId). Never updated or deleted.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    binId: integer('bin_id')
      .notNull()
      .references(() => warehouseBins.id),
    /** 'receipt' | 'issue' | 'transfer' | 'adjustment'. */
    movementType: text('movement_type').notNull(),
    /** Signed: positive into the bin, negative out of it. */
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unitCost: numeric('unit_cost', { precision: 18, scale: 4 }).notNull(),
    /**
     * Signed, 2 decimals: what the movement posts to the inventory account (docs/accounting/inventory.md).
     * The item's valuation total is the sum of its movements' values.
     */
    value: numeric('value', { precision: 18, scale: 2 }).notNull().default('0'),
    transferId: integer('transfer_id'),
    reason: text('reason'),
    /** What caused it: 'PurchaseOrder', 'Job', 'Adjustment' ... and the record and line ids. */
    sourceKind: text('source_kind'),
    sourceId: integer('source_id'),
    sourceLineId: integer('source_line_id'),
    movementDate: date('movement_date', { mode: 'string' }).notNull(),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [
    index('inventory_movements_item_idx').on(t.itemId, t.warehouseId, t.binId),
    index('inventory_movements_source_idx').on(t.sourceKind, t.sourceId),
    // What a purchase-order line received or a job line issued (bills and invoices ask per line).
    index('inventory_movements_source_line_idx').on(t.sourceKind, t.sourceLineId),
    // The valuation as of a date sums the movements dated on or before it.
    index('inventory_movements_date_idx').on(t.movementDate, t.itemId),
    check('inventory_movements_quantity_nonzero', sql`${t.quantity} <> 0`),
  ],
);

/** On hand per item, warehouse and bin: the sum of the movements, kept in the same transaction. */
export const inventoryOnHand = pgTable(
  'inventory_on_hand',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    binId: integer('bin_id')
      .notNull()
      .references(() => warehouseBins.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.warehouseId, t.binId] }),
    index('inventory_on_hand_warehouse_idx').on(t.warehouseId, t.itemId),
  ],
);

/** Average-cost valuation per item (all warehouses): quantity and total value on hand. */
export const inventoryValuation = pgTable('inventory_valuation', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => items.id),
  quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull().default('0'),
  totalValue: numeric('total_value', { precision: 18, scale: 4 }).notNull().default('0'),
  averageCost: numeric('average_cost', { precision: 18, scale: 4 }).notNull().default('0'),
});

/** Stock promised to a bid or job line from a warehouse (not yet issued). */
export const inventoryAllocations = pgTable(
  'inventory_allocations',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** 'Bid' | 'Job'. */
    sourceKind: text('source_kind').notNull(),
    sourceId: integer('source_id').notNull(),
    sourceLineId: integer('source_line_id').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('inventory_allocations_line_uq').on(t.sourceKind, t.sourceLineId, t.warehouseId),
    index('inventory_allocations_item_idx').on(t.itemId, t.warehouseId),
    check('inventory_allocations_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
