import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { contacts } from '../contacts/contacts.table';
import { currencies, customers } from '../customers/customers.table';
import { users } from '../identity/identity.table';
import { items } from '../items/items.table';
import { glAccounts, journalEntries } from '../ledger/ledger.table';
import { locations } from '../locations/locations.table';
import { offices } from '../organization/organization.table';
import { taxAuthorities, taxSchedules } from '../taxes/taxes.table';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** Invoice groups (a set of invoices billed together); voiding the group voids its invoices. */
export const invoiceGroups = pgTable(
  'invoice_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    description: text('description'),
    isVoid: boolean('is_void').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('invoice_groups_customer_idx').on(t.customerId)],
);

/**
 * Invoices, deposit invoices included. Amounts are in home currency; `currency*` columns hold the
 * customer's currency at `currencyRate` (currency units per home unit). Status: Open, Paid, Void.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull(),
    /** Invoice, Deposit. */
    invoiceType: text('invoice_type').notNull().default('Invoice'),
    /** Customer or Job (spec 3 deposit payload InvoiceSource). */
    invoiceSource: text('invoice_source').notNull().default('Customer'),
    status: text('status').notNull().default('Open'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: integer('location_id').references(() => locations.id),
    soldToLocationId: integer('sold_to_location_id').references(() => locations.id),
    shipToType: text('ship_to_type').notNull().default('B'),
    soldToType: text('sold_to_type').notNull().default('B'),
    jobId: integer('job_id'),
    bidId: integer('bid_id'),
    officeId: integer('office_id').references(() => offices.id),
    invoiceGroupId: integer('invoice_group_id').references(() => invoiceGroups.id),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    poNumber: text('po_number').notNull().default(''),
    notes: text('notes').notNull().default(''),
    taxScheduleId: integer('tax_schedule_id').references(() => taxSchedules.id),
    currencyId: integer('currency_id').references(() => currencies.id),
    currencyRate: numeric('currency_rate', { precision: 18, scale: 8 }).notNull().default('1'),
    subTotal: money('sub_total').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    total: money('total').notNull().default('0'),
    amountPaid: money('amount_paid').notNull().default('0'),
    balance: money('balance').notNull().default('0'),
    cost: money('cost').notNull().default('0'),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    voidEntryId: integer('void_entry_id').references(() => journalEntries.id),
    voidedDate: timestamp('voided_date', { withTimezone: true, mode: 'string' }),
    voidReason: text('void_reason'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.invoiceNumber),
    index('invoices_customer_idx').on(t.customerId, t.invoiceDate),
    index('invoices_job_idx').on(t.jobId),
    index('invoices_open_due_idx').on(t.dueDate).where(sql`${t.status} = 'Open'`),
    index('invoices_date_idx').on(t.invoiceDate, t.id),
    index('invoices_group_idx').on(t.invoiceGroupId),
    index('invoices_search_trgm').using(
      'gin',
      sql`(${t.invoiceNumber} || ' ' || ${t.poNumber}) gin_trgm_ops`,
    ),
  ],
);

export const invoiceItemGroups = pgTable(
  'invoice_item_groups',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(1),
  },
  (t) => [index('invoice_item_groups_invoice_idx').on(t.invoiceId)],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => invoiceItemGroups.id, { onDelete: 'set null' }),
    itemId: integer('item_id').references(() => items.id),
    /** The job or bid line it was billed from. */
    sourceLineId: integer('source_line_id'),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull().default('1'),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull().default('0'),
    unitCost: numeric('unit_cost', { precision: 18, scale: 4 }).notNull().default('0'),
    discountAmount: money('discount_amount').notNull().default('0'),
    subtotal: money('subtotal').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    total: money('total').notNull().default('0'),
    isTaxable: boolean('is_taxable').notNull().default(true),
    /** Stocked items post cost of goods and relieve inventory. */
    isStocked: boolean('is_stocked').notNull().default(false),
    /**
     * Work in progress this line moved to cost of goods (a job line's issued stock, with the WIP setting):
     * a later invoice of the same job line relieves only what is left (invoices.stock-cost.ts).
     */
    costRelieved: numeric('cost_relieved', { precision: 18, scale: 2 }).notNull().default('0'),
    revenueAccountId: integer('revenue_account_id').references(() => glAccounts.id),
    displayOrder: integer('display_order').notNull().default(1),
  },
  (t) => [
    index('invoice_items_invoice_idx').on(t.invoiceId),
    // Which invoices billed a job line (the cost relieved so far).
    index('invoice_items_source_line_idx').on(t.sourceLineId).where(sql`${t.sourceLineId} is not null`),
  ],
);

/** Tax per authority on an invoice. */
export const invoiceTaxes = pgTable(
  'invoice_taxes',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    authorityId: integer('authority_id')
      .notNull()
      .references(() => taxAuthorities.id),
    taxableAmount: money('taxable_amount').notNull().default('0'),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ name: 'invoice_taxes_pkey', columns: [t.invoiceId, t.authorityId] })],
);

export const invoiceContacts = pgTable(
  'invoice_contacts',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'invoice_contacts_pkey', columns: [t.invoiceId, t.contactId] })],
);

/** Employees credited on an invoice, with their commission. */
export const invoiceEmployees = pgTable(
  'invoice_employees',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull().default('Sales'),
    commissionPct: numeric('commission_pct', { precision: 9, scale: 4 }).notNull().default('0'),
    /** Earned so far: the sum of the commissions module's entries for this invoice and person. */
    commissionAmount: money('commission_amount').notNull().default('0'),
    /** The whole commission of the invoice, once fully earned (before credits and voids take their share). */
    commissionFull: money('commission_full').notNull().default('0'),
    /**
     * Rule: figured from the salesperson's commission rule (commissions module); Percent: the percent typed
     * here, of the subtotal. An amount typed by hand (overrideAmount) replaces either until recomputed.
     */
    commissionSource: text('commission_source').notNull().default('Percent'),
    overrideAmount: money('override_amount'),
    /** The commission rule applied (commissions module, a higher layer: no foreign key here). */
    ruleId: integer('rule_id'),
    isPaid: boolean('is_paid').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('invoice_employees_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_employees_uq').on(t.invoiceId, t.employeeId),
  ],
);
