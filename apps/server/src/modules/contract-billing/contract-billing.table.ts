import { sql } from 'drizzle-orm';
import {
  check,
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
import { contractVisits } from '../contract-visits/contract-visits.table';
import { contracts } from '../contracts/contracts.table';
import { invoices } from '../invoices/invoices.table';
import { journalEntries } from '../ledger/ledger.table';

/**
 * One billed period of a contract (or, for per-visit billing, one billed visit) and the invoice that billed
 * it. The unique key on (contract, period start) makes a billing run idempotent: a period is billed once.
 * `amount` is the invoice's revenue (before tax); `recognized` how much of it has left Deferred Revenue.
 */
export const contractBillings = pgTable(
  'contract_billings',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** Exclusive. */
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    contractVisitId: integer('contract_visit_id').references(() => contractVisits.id, {
      onDelete: 'set null',
    }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    revenueRecognition: text('revenue_recognition').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    recognized: numeric('recognized', { precision: 14, scale: 2 }).notNull().default('0'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [
    uniqueIndex('contract_billings_period_uq').on(t.contractId, t.periodStart),
    index('contract_billings_invoice_idx').on(t.invoiceId),
    uniqueIndex('contract_billings_visit_uq')
      .on(t.contractVisitId)
      .where(sql`${t.contractVisitId} is not null`),
    // The recognition run reads only the deferred periods still holding revenue.
    index('contract_billings_open_idx')
      .on(t.contractId)
      .where(sql`${t.revenueRecognition} = 'Deferred' and ${t.recognized} < ${t.amount}`),
    check('contract_billings_kind_check', sql`${t.kind} in ('Period', 'Visit')`),
    check('contract_billings_recognition_check', sql`${t.revenueRecognition} in ('Immediate', 'Deferred')`),
    check('contract_billings_period_check', sql`${t.periodEnd} > ${t.periodStart}`),
    check('contract_billings_recognized_check', sql`${t.recognized} between 0 and ${t.amount}`),
  ],
);

/** Each recognition of deferred contract revenue: how much of which billed period, when, in which entry. */
export const contractRevenueRecognitions = pgTable(
  'contract_revenue_recognitions',
  {
    id: serial('id').primaryKey(),
    billingId: integer('billing_id')
      .notNull()
      .references(() => contractBillings.id, { onDelete: 'cascade' }),
    recognizedOn: date('recognized_on', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    note: text('note').notNull().default(''),
  },
  (t) => [index('contract_revenue_recognitions_billing_idx').on(t.billingId)],
);
