import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  phone: text('phone'),
  email: text('email'),
  currencyCode: text('currency_code').notNull().default('USD'),
  timezone: text('timezone').notNull().default('America/Denver'),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    code: text('code'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    phoneNumber: text('phone_number'),
    timezone: text('timezone').notNull().default('America/Denver'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('offices_company_idx').on(t.companyId)],
);

/** Divisions (chart-of-accounts key part 4); rows ordered by sort, accounting code, name. */
export const divisions = pgTable('divisions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  accountingCode: text('accounting_code').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});

/** Departments (chart-of-accounts key part 5); rows ordered by sort, accounting code, name. */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  accountingCode: text('accounting_code').notNull().default(''),
  entityNamingCode: text('entity_naming_code').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});
