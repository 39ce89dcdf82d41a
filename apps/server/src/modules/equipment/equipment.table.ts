import { sql } from 'drizzle-orm';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { customers } from '../customers/customers.table';
import { users } from '../identity/identity.table';
import { items, manufacturers } from '../items/items.table';
import { locations } from '../locations/locations.table';

/** A system at a location that pieces of equipment belong to ("Rooftop HVAC", "Fire panel"). */
export const equipmentSystems = pgTable(
  'equipment_systems',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('equipment_systems_location_idx').on(t.locationId)],
);

/** A piece of customer equipment installed at a customer location. */
export const equipment = pgTable(
  'equipment',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    systemId: integer('system_id').references(() => equipmentSystems.id, { onDelete: 'set null' }),
    itemId: integer('item_id').references(() => items.id),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    serialNumber: text('serial_number'),
    modelNumber: text('model_number'),
    installDate: date('install_date', { mode: 'string' }),
    warrantyExpiration: date('warranty_expiration', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    index('equipment_location_idx').on(t.locationId, t.name),
    index('equipment_customer_idx').on(t.customerId),
    index('equipment_system_idx').on(t.systemId),
    index('equipment_item_idx').on(t.itemId),
    index('equipment_search_trgm').using(
      'gin',
      sql`(${t.name} || ' ' || coalesce(${t.serialNumber}, '') || ' ' || coalesce(${t.modelNumber}, '')) gin_trgm_ops`,
    ),
  ],
);

/** A measured quantity of a piece of equipment (run hours, filter pressure ...). */
export const equipmentMetrics = pgTable(
  'equipment_metrics',
  {
    id: serial('id').primaryKey(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default(''),
    isEquipmentMetric: boolean('is_equipment_metric').notNull().default(true),
    lastReading: numeric('last_reading', { precision: 18, scale: 4 }),
    lastReadingDate: timestamp('last_reading_date', { withTimezone: true, mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [index('equipment_metrics_equipment_idx').on(t.equipmentId)],
);

/** One reading of a metric, optionally taken on a job (jobId: FK added in migration SQL). */
export const equipmentMetricReadings = pgTable(
  'equipment_metric_readings',
  {
    id: serial('id').primaryKey(),
    metricId: integer('metric_id')
      .notNull()
      .references(() => equipmentMetrics.id, { onDelete: 'cascade' }),
    reading: numeric('reading', { precision: 18, scale: 4 }).notNull(),
    readingDate: timestamp('reading_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    jobId: integer('job_id'),
    note: text('note').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    index('equipment_metric_readings_metric_idx').on(t.metricId, t.readingDate),
    index('equipment_metric_readings_job_idx').on(t.jobId),
  ],
);

/** Parts that belong to a piece of equipment (filters, belts), for quick adding to jobs. */
export const equipmentLinkedItems = pgTable(
  'equipment_linked_items',
  {
    id: serial('id').primaryKey(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull().default('1'),
    note: text('note').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('equipment_linked_items_uq').on(t.equipmentId, t.itemId)],
);

/** A price or description for an item that applies when it is used on this equipment. */
export const equipmentItemOverrides = pgTable(
  'equipment_item_overrides',
  {
    id: serial('id').primaryKey(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    description: text('description'),
    price: numeric('price', { precision: 18, scale: 4 }),
    cost: numeric('cost', { precision: 18, scale: 4 }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('equipment_item_overrides_uq').on(t.equipmentId, t.itemId)],
);

export const recommendationTypes = pgTable('recommendation_types', {
  id: serial('id').primaryKey(),
  typeName: text('type_name').notNull().unique(),
  typeDescription: text('type_description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
});

export const recommendationStatuses = pgTable('recommendation_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  /** Closed statuses (Quoted, Sold, Declined) no longer show as open work. */
  isClosed: boolean('is_closed').notNull().default(false),
});

/**
 * Work a technician recommends for a piece of equipment. jobId (where it was found), bidId (the
 * pending job it was linked to) and urgencyId reference tables of later modules: their FKs are
 * added in the migration SQL so this module's tables do not import theirs.
 */
export const equipmentRecommendations = pgTable(
  'equipment_recommendations',
  {
    id: serial('id').primaryKey(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => recommendationTypes.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => recommendationStatuses.id),
    urgencyId: integer('urgency_id'),
    jobId: integer('job_id'),
    bidId: integer('bid_id'),
    description: text('description').notNull(),
    enteredOn: timestamp('entered_on', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletedOn: timestamp('deleted_on', { withTimezone: true, mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [
    index('equipment_recommendations_equipment_idx').on(t.equipmentId),
    index('equipment_recommendations_job_idx').on(t.jobId),
    index('equipment_recommendations_bid_idx').on(t.bidId),
  ],
);
