import {
  bigint,
  boolean,
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

/**
 * Custom fields, one set of tables for every entity kind that has them ('customer', 'equipment',
 * 'opportunity'): the kind is a column, so the same code serves customer-fields, equipment-fields and
 * opportunity-fields. Field types are constants of the contract (CUSTOM_FIELD_TYPES), not rows.
 */
export const customFieldGroups = pgTable(
  'custom_field_groups',
  {
    id: serial('id').primaryKey(),
    entityKind: text('entity_kind').notNull(),
    name: text('name').notNull(),
    color: text('color'),
    /** How many columns the panel lays the group's fields out in. */
    displayColumns: integer('display_columns').notNull().default(2),
    displayOrder: integer('display_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('custom_field_groups_kind_idx').on(t.entityKind, t.displayOrder)],
);

export const customFields = pgTable(
  'custom_fields',
  {
    id: serial('id').primaryKey(),
    entityKind: text('entity_kind').notNull(),
    groupId: integer('group_id').references(() => customFieldGroups.id),
    name: text('name').notNull(),
    description: text('description'),
    displayOrder: integer('display_order').notNull().default(0),
    /** One of CUSTOM_FIELD_TYPES' ids. */
    typeId: integer('type_id').notNull(),
    color: text('color'),
    isRequired: boolean('is_required').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('custom_fields_kind_idx').on(t.entityKind, t.isArchived, t.displayOrder),
    index('custom_fields_group_idx').on(t.groupId),
  ],
);

/**
 * A field's values (spec 2 §3 fieldValues): for a list field, one row per choice (value, colour,
 * display order); for a text or number field, one row carrying its min and max (length for text).
 */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    id: serial('id').primaryKey(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    min: numeric('min', { precision: 18, scale: 4 }),
    max: numeric('max', { precision: 18, scale: 4 }),
    value: text('value'),
    color: text('color'),
    displayOrder: integer('display_order').notNull().default(0),
    isArchived: boolean('is_archived').notNull().default(false),
  },
  (t) => [index('custom_field_values_field_idx').on(t.fieldId)],
);

/** A record's value of a field (spec 2 §3 Property); one per field and record. */
export const customFieldProperties = pgTable(
  'custom_field_properties',
  {
    id: serial('id').primaryKey(),
    entityKind: text('entity_kind').notNull(),
    recordId: integer('record_id').notNull(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => customFields.id),
    bitValue: boolean('bit_value'),
    dateValue: date('date_value', { mode: 'string' }),
    decimalValue: numeric('decimal_value', { precision: 18, scale: 4 }),
    numberValue: bigint('number_value', { mode: 'number' }),
    value: text('value'),
    fieldValueId: integer('field_value_id').references(() => customFieldValues.id),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('custom_field_properties_field_record_uq').on(t.fieldId, t.recordId),
    index('custom_field_properties_record_idx').on(t.entityKind, t.recordId),
  ],
);
