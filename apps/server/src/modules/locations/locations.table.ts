import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { addresses } from '../addresses/addresses.table';
import { customers } from '../customers/customers.table';
import { users } from '../identity/identity.table';
import { offices } from '../organization/organization.table';

export const locationZones = pgTable('location_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    billingCustomerId: integer('billing_customer_id').references(() => customers.id),
    name: text('name').notNull(),
    addressId: integer('address_id').references(() => addresses.id),
    billingAddressId: integer('billing_address_id').references(() => addresses.id),
    /** Tax schedules arrive with the accounting module; kept as a plain reference until then. */
    taxScheduleId: integer('tax_schedule_id'),
    defaultJobOfficeId: integer('default_job_office_id').references(() => offices.id),
    technicianNotes: text('technician_notes'),
    zoneId: integer('zone_id').references(() => locationZones.id),
    preferredTechnicianId: integer('preferred_technician_id').references(() => users.id),
    lastTechnicianId: integer('last_technician_id').references(() => users.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    index('locations_customer_idx').on(t.customerId),
    index('locations_billing_customer_idx').on(t.billingCustomerId),
    index('locations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** One row per weekday (1 Monday .. 7 Sunday); times are 24-hour HH:mm. */
export const locationHours = pgTable(
  'location_hours',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    openTime: text('open_time'),
    closeTime: text('close_time'),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('location_hours_day_uq').on(t.locationId, t.day),
    check('location_hours_day_ck', sql`${t.day} between 1 and 7`),
  ],
);
