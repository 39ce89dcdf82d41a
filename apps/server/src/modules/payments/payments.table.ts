import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { currencies, customers } from '../customers/customers.table';
import { invoices } from '../invoices/invoices.table';
import { glAccounts, journalEntries } from '../ledger/ledger.table';
import { offices } from '../organization/organization.table';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** Payment types (Payment, Deposit, Credit, Refund). */
export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Payment methods. Id 0 is a stored card; 16 is check / e-check (spec 3 section 9). */
export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isCreditCard: boolean('is_credit_card').notNull().default(false),
  isACH: boolean('is_ach').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Bank accounts money is deposited to; account types 2 (checking) and 3 (savings) take deposits. */
export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Only the last four digits are kept. */
  accountNumber: text('account_number').notNull().default(''),
  accountType: integer('account_type').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  currencyId: integer('currency_id').references(() => currencies.id),
  officeId: integer('office_id').references(() => offices.id),
  glAccountId: integer('gl_account_id')
    .notNull()
    .references(() => glAccounts.id),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});

/**
 * Money received from a customer. `unapplied` is what is not yet applied to invoices (an overpayment
 * becomes customer credit).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentTypeId: integer('payment_type_id').references(() => paymentTypes.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    currencyRate: numeric('currency_rate', { precision: 18, scale: 8 }).notNull().default('1'),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    /** E-check details: the name and check number; of the bank account only the last four digits. */
    checkName: text('check_name'),
    checkNumber: text('check_number'),
    routingNumber: text('routing_number'),
    accountLast4: text('account_last4'),
    /**
     * A stored card payment (method 0): the card (cards module's payment_tokens; no key, that module is a
     * layer above), how it read when charged, the gateway's charge, the surcharge on top and the fee.
     */
    paymentTokenId: integer('payment_token_id'),
    cardLabel: text('card_label'),
    gatewayRef: text('gateway_ref'),
    surcharge: money('surcharge').notNull().default('0'),
    gatewayFee: money('gateway_fee').notNull().default('0'),
    refundedDate: date('refunded_date', { mode: 'string' }),
    refundEntryId: integer('refund_entry_id').references(() => journalEntries.id),
    /** Applied, Void, or Refunded (a card payment given back to the card). */
    status: text('status').notNull().default('Applied'),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    voidEntryId: integer('void_entry_id').references(() => journalEntries.id),
    voidedDate: timestamp('voided_date', { withTimezone: true, mode: 'string' }),
    /**
     * Deposited later (a payment upload's lockbox payments): the entry debits Undeposited Funds, and a deposit
     * entry (deposit_entry_id, null until then) moves the money to the bank account's GL account.
     */
    depositLater: boolean('deposit_later').notNull().default(false),
    depositEntryId: integer('deposit_entry_id').references(() => journalEntries.id),
    /** A deposited deposit-later payment voided (a returned check): the bank's side of it. */
    returnEntryId: integer('return_entry_id').references(() => journalEntries.id),
    ...auditColumns(),
  },
  (t) => [index('payments_customer_idx').on(t.customerId, t.paymentDate)],
);

/** Customer credits: issued over GL accounts, or left over from an overpayment. */
export const customerCredits = pgTable(
  'customer_credits',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Issued, Overpayment. */
    source: text('source').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    creditDate: date('credit_date', { mode: 'string' }).notNull(),
    /** In the customer's currency. */
    amount: money('amount').notNull(),
    /** In home currency: amount / the customer's active currency rate. */
    systemAmount: money('system_amount').notNull(),
    currencyRate: numeric('currency_rate', { precision: 18, scale: 8 }).notNull().default('1'),
    amountApplied: money('amount_applied').notNull().default('0'),
    balance: money('balance').notNull(),
    memo: text('memo').notNull().default(''),
    status: text('status').notNull().default('Open'),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    ...auditColumns(),
  },
  (t) => [index('customer_credits_customer_idx').on(t.customerId)],
);

export const customerCreditLines = pgTable(
  'customer_credit_lines',
  {
    id: serial('id').primaryKey(),
    creditId: integer('credit_id')
      .notNull()
      .references(() => customerCredits.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => glAccounts.id),
    amount: money('amount').notNull(),
  },
  (t) => [index('customer_credit_lines_credit_idx').on(t.creditId)],
);

/** A payment's or a credit's amount applied to one invoice. */
export const paymentApplications = pgTable(
  'payment_applications',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentId: integer('payment_id').references(() => payments.id),
    creditId: integer('credit_id').references(() => customerCredits.id),
    amount: money('amount').notNull(),
    appliedDate: date('applied_date', { mode: 'string' }).notNull(),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    isVoid: boolean('is_void').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('payment_applications_invoice_idx').on(t.invoiceId),
    index('payment_applications_payment_idx').on(t.paymentId),
    index('payment_applications_credit_idx').on(t.creditId),
  ],
);
