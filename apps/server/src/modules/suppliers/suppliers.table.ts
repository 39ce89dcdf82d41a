import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { addresses } from '../addresses/addresses.table';

export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    accountNumber: text('account_number'),
    addressId: integer('address_id').references(() => addresses.id),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    contactName: text('contact_name'),
    /** Payment terms in days (net 30 ...). */
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('suppliers_account_number_uq').on(sql`lower(${t.accountNumber})`),
    index('suppliers_name_idx').on(t.name, t.id),
    index('suppliers_search_trgm').using(
      'gin',
      sql`(${t.name} || ' ' || coalesce(${t.accountNumber}, '')) gin_trgm_ops`,
    ),
  ],
);
