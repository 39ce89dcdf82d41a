import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { currencies } from '../customers/customers.table';
import { items } from '../items/items.table';
import { glAccounts, journalEntries } from '../ledger/ledger.table';
import { offices } from '../organization/organization.table';
import { purchaseOrders } from '../purchasing/purchasing.table';
import { suppliers } from '../suppliers/suppliers.table';
import { taxAuthorities, taxSchedules } from '../taxes/taxes.table';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * Vendor bills (accounts payable). statusName: 'Pending Approval', '' (Approved), 'Paid in Full', 'Void'.
 * An approved bill is posted (expense or inventory debit, tax, AP credit); unapprove reverses it.
 */
export const vendorBills = pgTable(
  'vendor_bills',
  {
    id: serial('id').primaryKey(),
    billNumber: text('bill_number').notNull(),
    /** The supplier's own invoice number. */
    reference: text('reference').notNull().default(''),
    statusName: text('status_name').notNull().default('Pending Approval'),
    type: text('type').notNull().default('Bill'),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    officeId: integer('office_id').references(() => offices.id),
    splitFromBillId: integer('split_from_bill_id').references((): AnyPgColumn => vendorBills.id),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    taxScheduleId: integer('tax_schedule_id').references(() => taxSchedules.id),
    currencyId: integer('currency_id').references(() => currencies.id),
    currencyRate: numeric('currency_rate', { precision: 18, scale: 8 }).notNull().default('1'),
    subTotal: money('sub_total').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    amountDue: money('amount_due').notNull().default('0'),
    amountPaid: money('amount_paid').notNull().default('0'),
    balance: money('balance').notNull().default('0'),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('vendor_bills_number_uq').on(t.billNumber),
    index('vendor_bills_supplier_idx').on(t.supplierId, t.billDate),
    // The payables aging reads bills dated on or before its date.
    index('vendor_bills_date_idx').on(t.billDate, t.id),
    index('vendor_bills_open_due_idx').on(t.dueDate).where(sql`${t.balance} <> 0`),
    index('vendor_bills_po_idx').on(t.purchaseOrderId),
    // Bills to approve (the home page).
    index('vendor_bills_pending_idx').on(t.billDate).where(sql`${t.statusName} = 'Pending Approval'`),
  ],
);

export const vendorBillItems = pgTable(
  'vendor_bill_items',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => vendorBills.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id),
    purchaseOrderItemId: integer('purchase_order_item_id'),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull().default('1'),
    unitCost: numeric('unit_cost', { precision: 18, scale: 4 }).notNull().default('0'),
    amount: money('amount').notNull().default('0'),
    /** Expense, COGS or inventory account debited. */
    glAccountId: integer('gl_account_id').references(() => glAccounts.id),
    displayOrder: integer('display_order').notNull().default(1),
  },
  (t) => [index('vendor_bill_items_bill_idx').on(t.billId)],
);

/** Tax paid to one authority on a bill (spec 3 Bill tax line). */
export const vendorBillTaxes = pgTable(
  'vendor_bill_taxes',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => vendorBills.id, { onDelete: 'cascade' }),
    taxAuthorityId: integer('tax_authority_id')
      .notNull()
      .references(() => taxAuthorities.id),
    taxAmount: money('tax_amount').notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [index('vendor_bill_taxes_bill_idx').on(t.billId)],
);
