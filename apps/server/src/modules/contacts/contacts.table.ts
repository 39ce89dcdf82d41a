import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { customers } from '../customers/customers.table';
import { locations } from '../locations/locations.table';

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    /** Identifies the contact in public links (notification preferences) instead of the id. */
    uid: uuid('uid').notNull().defaultRandom(),
    customerId: integer('customer_id').references(() => customers.id),
    idNumber: text('id_number'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    title: text('title'),
    workPhone: text('work_phone'),
    cellPhone: text('cell_phone'),
    email: text('email'),
    isEmailValid: boolean('is_email_valid').notNull().default(true),
    isPrimaryContact: boolean('is_primary_contact').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes'),
    ...auditColumns(),
  },
  (t) => [
    index('contacts_customer_idx').on(t.customerId),
    index('contacts_uid_idx').on(t.uid),
    // The list order (a search without `query`); migration 0004_search_indexes adds INCLUDE (email, is_active,
    // customer_id) so a filtered list walks it index-only (drizzle does not model INCLUDE).
    index('contacts_name_idx').on(t.lastName, t.firstName, t.id),
    // The search's exact e-mail filter.
    index('contacts_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * The typeahead search's index (docs/decisions/006-typeahead-word-prefix-search.md): one row per contact
 * and distinct prefix of the words of its first name, last name and e-mail address, so the contacts
 * matching a prefix are read in name order straight off the primary key. Filled and kept in step by a
 * trigger on contacts (migration 0009_search_prefixes); nothing else writes it.
 */
export const contactSearchPrefixes = pgTable(
  'contact_search_prefixes',
  {
    prefix: text('prefix').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    id: integer('id').notNull(),
    // The record's own flag, carried in the key (INCLUDE, migration 0016) so isActive=true stays index-only.
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'contact_search_prefixes_pkey', columns: [t.prefix, t.lastName, t.firstName, t.id] }),
  ],
);

export const contactLocations = pgTable(
  'contact_locations',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    receiveSignoffs: boolean('receive_signoffs').notNull().default(false),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.locationId] }),
    index('contact_locations_location_idx').on(t.locationId),
  ],
);
