import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { companies } from '../organization/organization.table';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** Report groups of the chart (Current Assets, Fixed Assets, Revenue ...); each belongs to one account type. */
export const glAccountGroups = pgTable('gl_account_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** ACCOUNT_TYPES id of contracts/ledger: 1 Asset ... 8 Other Expense. */
  accountType: integer('account_type').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * The chart of accounts. `offices`, `divisions` and `departments` list the modifiers an account may be
 * posted with (empty = any); `systemRole` marks the accounts the documents post to (AR, AP, cash ...).
 */
export const glAccounts = pgTable(
  'gl_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => glAccountGroups.id),
    accountType: integer('account_type').notNull(),
    isCogs: boolean('is_cogs').notNull().default(false),
    isInventory: boolean('is_inventory').notNull().default(false),
    systemRole: text('system_role'),
    /**
     * AR, AP, Inventory or AccruedPayables when the account is a control account: only the source types of
     * gl_control_owners may post to it (checked by the journal-lines trigger). The system-role accounts of
     * those four roles always carry their role's kind.
     */
    controlKind: text('control_kind'),
    offices: integer('offices').array().notNull().default(sql`'{}'::integer[]`),
    divisions: integer('divisions').array().notNull().default(sql`'{}'::integer[]`),
    departments: integer('departments').array().notNull().default(sql`'{}'::integer[]`),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('gl_accounts_code_uq').on(t.companyId, t.code),
    uniqueIndex('gl_accounts_system_role_uq')
      .on(t.companyId, t.systemRole)
      .where(sql`${t.systemRole} is not null`),
    index('gl_accounts_search_trgm').using('gin', sql`(${t.code} || ' ' || ${t.name}) gin_trgm_ops`),
  ],
);

/**
 * Which journal source types may post to each kind of control account: CONTROL_OWNERS of
 * contracts/ledger, seeded by the control_accounts migration (a unit test keeps the two in step).
 */
export const glControlOwners = pgTable(
  'gl_control_owners',
  {
    controlKind: text('control_kind').notNull(),
    sourceType: text('source_type').notNull(),
  },
  (t) => [primaryKey({ name: 'gl_control_owners_pkey', columns: [t.controlKind, t.sourceType] })],
);

/** Fiscal calendars: one per fiscal year, split into (usually 12 monthly) calendar periods. */
export const fiscalCalendars = pgTable(
  'fiscal_calendars',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('fiscal_calendars_year_uq').on(t.companyId, t.fiscalYear)],
);

/** A calendar period; a closed one refuses postings (checked by the journal-lines trigger too). */
export const calendarPeriods = pgTable(
  'calendar_periods',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => fiscalCalendars.id, { onDelete: 'cascade' }),
    periodNumber: integer('period_number').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    closedDate: timestamp('closed_date', { withTimezone: true, mode: 'string' }),
    closedBy: integer('closed_by'),
    notes: text('notes'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('calendar_periods_number_uq').on(t.calendarId, t.periodNumber),
    index('calendar_periods_dates_idx').on(t.startDate, t.endDate),
    check('calendar_periods_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A journal entry. Its lines balance (a statement trigger on journal_lines refuses any insert that leaves
 * an entry unbalanced, migration 0013); posted amounts never change: entries are reversed or adjusted.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    periodId: integer('period_id')
      .notNull()
      .references(() => calendarPeriods.id),
    memo: text('memo'),
    reference: text('reference'),
    /** Manual, Invoice, InvoiceVoid, Payment, PaymentVoid, Deposit, Credit, VendorBill, Reversal, Adjustment ... */
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id'),
    reversesEntryId: integer('reverses_entry_id'),
    reversedByEntryId: integer('reversed_by_entry_id'),
    adjustsEntryId: integer('adjusts_entry_id'),
    total: money('total').notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [
    index('journal_entries_date_idx').on(t.entryDate, t.id),
    index('journal_entries_source_idx').on(t.sourceType, t.sourceId),
    index('journal_entries_adjusts_idx').on(t.adjustsEntryId).where(sql`${t.adjustsEntryId} is not null`),
  ],
);

/**
 * Journal lines. office, division and department are 0 when unset (as in the account key). entry_date and
 * period_id repeat the entry's so reports and the balances trigger read lines alone.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    lineNumber: integer('line_number').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => glAccounts.id),
    periodId: integer('period_id').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    officeId: integer('office_id').notNull().default(0),
    divisionId: integer('division_id').notNull().default(0),
    departmentId: integer('department_id').notNull().default(0),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    memo: text('memo'),
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    customerId: integer('customer_id'),
    supplierId: integer('supplier_id'),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_date_idx').on(t.accountId, t.entryDate),
    index('journal_lines_date_idx').on(t.entryDate),
    check(
      'journal_lines_amounts_ck',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0 or ${t.credit} = 0)`,
    ),
  ],
);

/** Per account, period and modifiers: the sums of posted lines, kept by the journal-lines trigger. */
export const glPeriodBalances = pgTable(
  'gl_period_balances',
  {
    accountId: integer('account_id').notNull(),
    periodId: integer('period_id').notNull(),
    officeId: integer('office_id').notNull(),
    divisionId: integer('division_id').notNull(),
    departmentId: integer('department_id').notNull(),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
  },
  (t) => [
    primaryKey({
      name: 'gl_period_balances_pkey',
      columns: [t.accountId, t.periodId, t.officeId, t.divisionId, t.departmentId],
    }),
    index('gl_period_balances_period_idx').on(t.periodId),
  ],
);
