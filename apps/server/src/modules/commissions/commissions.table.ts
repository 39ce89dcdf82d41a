import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { employees } from '../employees/employees.table';
import { users } from '../identity/identity.table';
import { invoices } from '../invoices/invoices.table';
import { jobTypes } from '../jobs/jobs.table';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** A salesperson's commission rule from an effective date (to an end date, when it has one). */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    /** Revenue, GrossProfit, FlatPerJobType. */
    basis: text('basis').notNull(),
    /** Invoice, Payment. */
    earnOn: text('earn_on').notNull().default('Invoice'),
    rate: numeric('rate', { precision: 9, scale: 4 }),
    flatAmount: money('flat_amount'),
    jobTypeId: integer('job_type_id').references(() => jobTypes.id),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    index('commission_rules_employee_idx').on(t.employeeId, t.effectiveDate),
    check('commission_rules_basis_ck', sql`${t.basis} in ('Revenue', 'GrossProfit', 'FlatPerJobType')`),
    check('commission_rules_earn_on_ck', sql`${t.earnOn} in ('Invoice', 'Payment')`),
    check('commission_rules_dates_ck', sql`${t.endDate} is null or ${t.endDate} >= ${t.effectiveDate}`),
  ],
);

/**
 * What an invoice's commissions did and when: earned on the invoice or a payment, reversed by a credit, a
 * payment's void or the invoice's void. Rebuilt from the invoice, its applications and the rules in the same
 * transaction as every change to them, so their sum per invoice and person is the invoice employee row's amount.
 */
export const commissionEntries = pgTable(
  'commission_entries',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The salesperson's user (invoice employee rows name people by user). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ruleId: integer('rule_id').references(() => commissionRules.id),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** Invoice, Payment, PaymentVoid, Credit, Void. */
    event: text('event').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('commission_entries_invoice_idx').on(t.invoiceId),
    index('commission_entries_user_date_idx').on(t.userId, t.entryDate),
  ],
);
