import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';

/** Service package types (spec 3 §3 Package type); the packages themselves come with issue 5. */
export const servicePackageTypes = pgTable(
  'service_package_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('service_package_types_name_uq').on(sql`lower(${t.name})`)],
);
