import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { equipment } from '../equipment/equipment.table';
import { items } from '../items/items.table';
import { purchaseOrders } from '../purchasing/purchasing.table';
import { warehouses } from '../warehouses/warehouses.table';

/**
 * The line items of one owning record (a bid, a job, later a contract or an invoice): one
 * collection per owner, shared model and table for every kind (spec 2 §2.12, §3).
 */
export const lineItemCollections = pgTable(
  'line_item_collections',
  {
    id: serial('id').primaryKey(),
    /** 'Bid' | 'Job' | 'Contract' | 'Invoice'. */
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
    /** Sales-tax rate applied to taxable lines (percent); tax schedules replace it in the accounting issue. */
    taxRate: numeric('tax_rate', { precision: 9, scale: 6 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('line_item_collections_owner_uq').on(t.ownerKind, t.ownerId),
    check('line_item_collections_owner_kind', sql`${t.ownerKind} in ('Bid', 'Job', 'Contract', 'Invoice')`),
  ],
);

export const lineItemGroups = pgTable(
  'line_item_groups',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => lineItemCollections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 1 is the first group; 9999 the last (a new group until resorted). */
    displayOrder: integer('display_order').notNull().default(9999),
    isSystem: boolean('is_system').notNull().default(false),
    /** The "not applicable" group that holds lines not placed in any other group; kept last. */
    isNaGroup: boolean('is_na_group').notNull().default(false),
    showDetail: boolean('show_detail').notNull().default(true),
    showItemName: boolean('show_item_name').notNull().default(true),
    showItemDescription: boolean('show_item_description').notNull().default(true),
    showQuantity: boolean('show_quantity').notNull().default(true),
    showPrice: boolean('show_price').notNull().default(true),
    showSubtotal: boolean('show_subtotal').notNull().default(true),
    showTaxAndTotal: boolean('show_tax_and_total').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    index('line_item_groups_collection_idx').on(t.collectionId, t.displayOrder),
    uniqueIndex('line_item_groups_na_uq').on(t.collectionId).where(sql`${t.isNaGroup}`),
  ],
);

export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => lineItemCollections.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => lineItemGroups.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    description: text('description').notNull().default(''),
    note: text('note').notNull().default(''),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull().default('1'),
    /** Unit cost and unit price. */
    cost: numeric('cost', { precision: 18, scale: 4 }).notNull().default('0'),
    price: numeric('price', { precision: 18, scale: 4 }).notNull().default('0'),
    discountPct: numeric('discount_pct', { precision: 9, scale: 4 }).notNull().default('0'),
    /** Discount per unit: price × discountPct / 100, rounded half-to-even to 4 places. */
    discountAmt: numeric('discount_amt', { precision: 18, scale: 4 }).notNull().default('0'),
    isTaxable: boolean('is_taxable').notNull().default(true),
    /** quantity × (price − discountAmt) and its tax, kept by the service on every change. */
    subtotal: numeric('subtotal', { precision: 18, scale: 2 }).notNull().default('0'),
    tax: numeric('tax', { precision: 18, scale: 2 }).notNull().default('0'),
    displayOrder: integer('display_order').notNull().default(9999),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    /** Where a stocked line is sourced from (allocates inventory there). */
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    sourcePurchaseOrderId: integer('source_purchase_order_id').references(() => purchaseOrders.id),
    expenseDescription: text('expense_description'),
    /** How much of the line was issued from stock when its job was post-processed. */
    issuedQuantity: numeric('issued_quantity', { precision: 18, scale: 4 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [
    index('line_items_collection_idx').on(t.collectionId, t.groupId, t.displayOrder),
    index('line_items_group_idx').on(t.groupId),
    index('line_items_item_idx').on(t.itemId),
    index('line_items_equipment_idx').on(t.equipmentId),
    check('line_items_note_length', sql`char_length(${t.note}) <= 2000`),
    check('line_items_quantity_nonnegative', sql`${t.quantity} >= 0`),
  ],
);

/** Serial-numbered equipment details of a line (one row per unit), as on purchase-order lines. */
export const lineItemEquipmentProperties = pgTable(
  'line_item_equipment_properties',
  {
    id: serial('id').primaryKey(),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number'),
    name: text('name'),
    description: text('description'),
    modelNumber: text('model_number'),
    /** Set when the unit becomes a piece of customer equipment (build equipment). */
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [index('line_item_equipment_properties_line_idx').on(t.lineItemId)],
);
