import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { glAccounts } from '../ledger/ledger.table';
import { companies, offices } from '../organization/organization.table';

/** A budget for one fiscal year of a company (optionally one office); locked budgets refuse edits. */
export const budgets = pgTable(
  'budgets',
  {
    id: serial('id').primaryKey(),
    financialYear: integer('financial_year').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    officeId: integer('office_id').references(() => offices.id),
    accountFormat: text('account_format').notNull().default('{code} {name}'),
    /** 1 fixed amounts, 2 percent over the prior year's actuals (basis). */
    budgetType: integer('budget_type').notNull().default(1),
    targetPct: numeric('target_pct', { precision: 9, scale: 4 }).notNull().default('0'),
    locked: boolean('locked').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('budgets_year_idx').on(t.companyId, t.financialYear),
    index('budgets_description_trgm').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

export const budgetOffices = pgTable(
  'budget_offices',
  {
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
  },
  (t) => [primaryKey({ name: 'budget_offices_pkey', columns: [t.budgetId, t.officeId] })],
);

/** One amount per account, modifiers and month (periodNumber 1..12 of the budget year). */
export const budgetEntries = pgTable(
  'budget_entries',
  {
    id: serial('id').primaryKey(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => glAccounts.id),
    officeId: integer('office_id').notNull().default(0),
    divisionId: integer('division_id').notNull().default(0),
    departmentId: integer('department_id').notNull().default(0),
    periodNumber: integer('period_number').notNull(),
    accountingPeriodId: integer('accounting_period_id'),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
    basisAmount: numeric('basis_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('budget_entries_uq').on(
      t.budgetId,
      t.accountId,
      t.officeId,
      t.divisionId,
      t.departmentId,
      t.periodNumber,
    ),
    index('budget_entries_account_idx').on(t.accountId),
  ],
);
