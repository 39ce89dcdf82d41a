import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';

/** Reference codes of spec 3 §3; codes are unique ignoring case. */
export const payrollCategories = pgTable(
  'payroll_categories',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    categoryDescription: text('category_description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('payroll_categories_category_uq').on(sql`lower(${t.category})`)],
);

export const payrollCodes = pgTable(
  'payroll_codes',
  {
    id: serial('id').primaryKey(),
    payCode: text('pay_code').notNull(),
    payCodeDescription: text('pay_code_description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('payroll_codes_pay_code_uq').on(sql`lower(${t.payCode})`)],
);

export const prevailingWageCodes = pgTable(
  'prevailing_wage_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Hourly rate, 4 decimals. */
    prevailingWageRate: numeric('prevailing_wage_rate', { precision: 12, scale: 4 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('prevailing_wage_codes_code_uq').on(sql`lower(${t.code})`)],
);

export const taxExemptionCodes = pgTable(
  'tax_exemption_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('tax_exemption_codes_code_uq').on(sql`lower(${t.code})`)],
);
