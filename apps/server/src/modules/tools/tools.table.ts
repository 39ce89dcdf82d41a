import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { users } from '../identity/identity.table';
import { jobs } from '../jobs/jobs.table';
import { offices } from '../organization/organization.table';
import { warehouses } from '../warehouses/warehouses.table';

/** A company tool: one record per kind, with how many units of it the company has. */
export const tools = pgTable(
  'tools',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    officeId: integer('office_id').references(() => offices.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    status: text('status').notNull().default('available'),
    notes: text('notes').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('tools_number_uq').on(sql`lower(${t.number})`),
    index('tools_name_idx').on(t.name, t.id),
    index('tools_search_trgm_idx').using(
      'gin',
      sql`(${t.number} || ' ' || ${t.name} || ' ' || ${t.category} || ' ' || ${t.serialNumber}) gin_trgm_ops`,
    ),
    check('tools_quantity_ck', sql`${t.quantity} >= 1`),
    check('tools_status_ck', sql`${t.status} in ('available', 'checkedOut', 'inRepair', 'retired')`),
  ],
);

/** A tool reserved for a job (and a technician, a user id as job resources are) over a time range. */
export const toolSchedules = pgTable(
  'tool_schedules',
  {
    id: serial('id').primaryKey(),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    technicianId: integer('technician_id').references(() => users.id),
    quantity: integer('quantity').notNull().default(1),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'string' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    index('tool_schedules_tool_idx').on(t.toolId, t.startTime),
    index('tool_schedules_job_idx').on(t.jobId),
    index('tool_schedules_technician_idx').on(t.technicianId, t.startTime),
    check('tool_schedules_order_ck', sql`${t.endTime} > ${t.startTime}`),
    check('tool_schedules_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Who has a tool, against which job, from when and until when. Open while checked_in_at is null. The
 * check-out locks the tool's row, so two check-outs at once cannot both take the last unit.
 */
export const toolCheckouts = pgTable(
  'tool_checkouts',
  {
    id: serial('id').primaryKey(),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id),
    quantity: integer('quantity').notNull().default(1),
    technicianId: integer('technician_id')
      .notNull()
      .references(() => users.id),
    jobId: integer('job_id').references(() => jobs.id),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    checkedOutBy: integer('checked_out_by').references(() => users.id),
    dueBack: timestamp('due_back', { withTimezone: true, mode: 'string' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'string' }),
    checkedInBy: integer('checked_in_by').references(() => users.id),
    notes: text('notes').notNull().default(''),
    returnNotes: text('return_notes').notNull().default(''),
  },
  (t) => [
    index('tool_checkouts_tool_idx').on(t.toolId, t.checkedOutAt),
    index('tool_checkouts_open_idx').on(t.toolId).where(sql`${t.checkedInAt} is null`),
    index('tool_checkouts_job_idx').on(t.jobId),
    index('tool_checkouts_technician_idx').on(t.technicianId).where(sql`${t.checkedInAt} is null`),
    check('tool_checkouts_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);
