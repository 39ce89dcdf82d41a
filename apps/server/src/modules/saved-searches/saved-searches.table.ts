import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';

/** The columns a search page can show (spec 2 §3 Search column), per search type. */
export const searchColumns = pgTable(
  'search_columns',
  {
    id: serial('id').primaryKey(),
    searchType: integer('search_type').notNull(),
    /** The result field the column shows. */
    fieldKey: text('field_key').notNull(),
    columnDisplay: text('column_display').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('search_columns_type_idx').on(t.searchType, t.sortOrder)],
);

/**
 * Saved reports of a search page (spec 2 §3 Saved report). The standard report of a page
 * (isStandard, the spec's is{product}Report) is read-only. Global reports are seen by everybody.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: serial('id').primaryKey(),
    searchType: integer('search_type').notNull(),
    pageNumber: integer('page_number').notNull(),
    name: text('name').notNull(),
    /** JSON text: a list of { id (control id), value }. */
    searchCriteria: text('search_criteria').notNull().default('[]'),
    customResults: text('custom_results'),
    customerSearchCriteria: text('customer_search_criteria'),
    /** Comma-separated search column ids. */
    standardColumnOverride: text('standard_column_override'),
    isGlobalReport: boolean('is_global_report').notNull().default(false),
    isStandard: boolean('is_standard').notNull().default(false),
    resultsUrl: text('results_url'),
    /** The employee (user) who owns the report; null for the standard report. */
    employeeId: integer('employee_id'),
    ...auditColumns(),
  },
  (t) => [index('saved_reports_page_idx').on(t.pageNumber, t.employeeId)],
);

/** The report each user has selected on each page (isSelected is per user). */
export const savedReportSelections = pgTable(
  'saved_report_selections',
  {
    userId: integer('user_id').notNull(),
    pageNumber: integer('page_number').notNull(),
    reportId: integer('report_id')
      .notNull()
      .references(() => savedReports.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageNumber] })],
);
