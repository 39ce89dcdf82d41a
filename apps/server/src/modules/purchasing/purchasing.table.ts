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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { items } from '../items/items.table';
import { departments, offices } from '../organization/organization.table';
import { suppliers } from '../suppliers/suppliers.table';
import { warehouseBins, warehouses } from '../warehouses/warehouses.table';

/** Purchase-order statuses (Open, Ordered, Partially Received, Received, Closed, Cancelled). */
export const purchaseOrderStatuses = pgTable('purchase_order_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  /** Open for receiving (Ordered, Partially Received). */
  isReceivable: boolean('is_receivable').notNull().default(false),
});

/** Purchase-order types (Stock Order, Job Order, Drop Ship). */
export const purchaseOrderTypes = pgTable('purchase_order_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    poNumber: text('po_number').notNull().unique(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    /** Where the goods are received. */
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    departmentId: integer('department_id').references(() => departments.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => purchaseOrderStatuses.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => purchaseOrderTypes.id),
    /** The job a job order buys for (jobs module, later issue; no FK yet). */
    jobId: integer('job_id'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
    supplierReference: text('supplier_reference'),
    notes: text('notes'),
    ...auditColumns(),
  },
  (t) => [
    index('purchase_orders_supplier_idx').on(t.supplierId),
    index('purchase_orders_status_idx').on(t.statusId, t.typeId),
  ],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: serial('id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    quantityReceived: numeric('quantity_received', { precision: 18, scale: 4 }).notNull().default('0'),
    unitCost: numeric('unit_cost', { precision: 18, scale: 4 }).notNull(),
    /** The job line this is bought for (hasJobItem); jobs come in a later issue. */
    jobItemId: integer('job_item_id'),
    displayOrder: integer('display_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('purchase_order_items_po_idx').on(t.purchaseOrderId, t.displayOrder),
    index('purchase_order_items_item_idx').on(t.itemId),
    check('purchase_order_items_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('purchase_order_items_received_nonneg', sql`${t.quantityReceived} >= 0`),
  ],
);

/** One receiving of a purchase order into a warehouse. */
export const purchaseOrderReceipts = pgTable(
  'purchase_order_receipts',
  {
    id: serial('id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [index('purchase_order_receipts_po_idx').on(t.purchaseOrderId)],
);

export const purchaseOrderReceiptLines = pgTable(
  'purchase_order_receipt_lines',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => purchaseOrderReceipts.id, { onDelete: 'cascade' }),
    purchaseOrderItemId: integer('purchase_order_item_id')
      .notNull()
      .references(() => purchaseOrderItems.id),
    binId: integer('bin_id')
      .notNull()
      .references(() => warehouseBins.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unitCost: numeric('unit_cost', { precision: 18, scale: 4 }).notNull(),
  },
  (t) => [
    index('purchase_order_receipt_lines_receipt_idx').on(t.receiptId),
    index('purchase_order_receipt_lines_item_idx').on(t.purchaseOrderItemId),
    check('purchase_order_receipt_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * What an approved vendor bill's line cleared from received-not-billed for a purchase-order line: the
 * quantity it covers and the received value taken off accrued payables (docs/accounting/inventory.md).
 * Unapproving the bill stamps reversedDate (the rows stay, so the subledger can be read at any date).
 * billId / billItemId point at vendor bills (a higher module: no foreign key from here).
 */
export const purchaseOrderBillMatches = pgTable(
  'purchase_order_bill_matches',
  {
    id: serial('id').primaryKey(),
    purchaseOrderItemId: integer('purchase_order_item_id')
      .notNull()
      .references(() => purchaseOrderItems.id),
    billId: integer('bill_id').notNull(),
    billItemId: integer('bill_item_id').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    matchDate: date('match_date', { mode: 'string' }).notNull(),
    reversedDate: date('reversed_date', { mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [
    index('po_bill_matches_item_idx').on(t.purchaseOrderItemId),
    index('po_bill_matches_bill_idx').on(t.billId),
    index('po_bill_matches_date_idx').on(t.matchDate),
  ],
);

/** Serial-numbered equipment details of a purchase-order line (one row per unit). */
export const purchaseOrderItemEquipmentProperties = pgTable(
  'purchase_order_item_equipment_properties',
  {
    id: serial('id').primaryKey(),
    purchaseOrderItemId: integer('purchase_order_item_id')
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number'),
    name: text('name'),
    description: text('description'),
    modelNumber: text('model_number'),
    /** Set when the unit is received and becomes a piece of equipment (equipment module, later). */
    equipmentId: integer('equipment_id'),
    ...auditColumns(),
  },
  (t) => [
    index('po_item_equipment_properties_item_idx').on(t.purchaseOrderItemId),
    uniqueIndex('po_item_equipment_properties_serial_uq')
      .on(t.purchaseOrderItemId, t.serialNumber)
      .where(sql`${t.serialNumber} is not null`),
  ],
);
