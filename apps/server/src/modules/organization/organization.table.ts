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
