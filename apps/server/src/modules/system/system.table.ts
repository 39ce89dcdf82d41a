import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per organization setting that differs from its default. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  modifiedDate: timestamp('modified_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  modifiedBy: integer('modified_by'),
});
