import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
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
import { addresses } from '../addresses/addresses.table';

export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    abbreviation: text('abbreviation').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull().default('$'),
    /** Any currency other than the company's home currency. */
    isAltCurrency: boolean('is_alt_currency').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('currencies_abbreviation_uq').on(t.abbreviation)],
);

/** Units of the currency per one unit of home currency; the active rate is the one in use. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: serial('id').primaryKey(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('currency_rates_currency_idx').on(t.currencyId)],
);

export const customerStatuses = pgTable('customer_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const customerTypes = pgTable('customer_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    accountNumber: text('account_number').notNull(),
    statusId: integer('status_id').references(() => customerStatuses.id),
    typeId: integer('type_id').references(() => customerTypes.id),
    currencyId: integer('currency_id').references(() => currencies.id),
    /** Invoices for this customer go to another customer when set. */
    billingCustomerId: integer('billing_customer_id').references((): AnyPgColumn => customers.id),
    billingAddressId: integer('billing_address_id').references(() => addresses.id),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('customers_account_number_uq').on(sql`lower(${t.accountNumber})`),
    // The list order (a search without `query`); migration 0004_search_indexes adds INCLUDE (account_number,
    // is_active, status_id, type_id) so a filtered list walks it index-only (drizzle does not model INCLUDE).
    index('customers_name_idx').on(t.name, t.id),
    // A customer named in a file (payment uploads match a row's customer by exact name, case ignored).
    index('customers_lower_name_idx').on(sql`lower(${t.name})`),
  ],
);

/**
 * The typeahead search's index (docs/decisions/006-typeahead-word-prefix-search.md): one row per customer
 * and distinct prefix of the words of its name and account number, so the customers matching a prefix
 * are read in name order straight off the primary key. Filled and kept in step by a trigger on
 * customers (migration 0009_search_prefixes); nothing else writes it.
 */
export const customerSearchPrefixes = pgTable(
  'customer_search_prefixes',
  {
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    id: integer('id').notNull(),
    // The record's own flag, carried in the key (INCLUDE, migration 0016) so isActive=true stays index-only.
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ name: 'customer_search_prefixes_pkey', columns: [t.prefix, t.name, t.id] })],
);

export const customerAlerts = pgTable(
  'customer_alerts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    severity: text('severity').$type<'info' | 'warning' | 'critical'>().notNull().default('info'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('customer_alerts_customer_idx').on(t.customerId)],
);
