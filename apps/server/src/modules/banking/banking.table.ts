import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bankAccounts } from '../payments/payments.table';

/** A statement file read into a bank account: what it held and what was new. */
export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    id: serial('id').primaryKey(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    lines: integer('lines').notNull(),
    added: integer('added').notNull(),
    closingBalance: numeric('closing_balance', { precision: 18, scale: 2 }),
    closingDate: date('closing_date', { mode: 'string' }),
    createdBy: integer('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('bank_statement_imports_account_idx').on(t.bankAccountId, t.id)],
);

/**
 * A transaction on a bank account as the bank reports it (a statement file or, later, a bank feed).
 * `importKey` (the bank's id with its date, else a content hash with its occurrence) is unique per account,
 * so importing the same or an overlapping statement again adds nothing.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: serial('id').primaryKey(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    source: text('source').notNull(),
    importId: integer('import_id').references(() => bankStatementImports.id),
    importKey: text('import_key').notNull(),
    txnDate: date('txn_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    payee: text('payee').notNull().default(''),
    memo: text('memo').notNull().default(''),
    reference: text('reference'),
    bankId: text('bank_id'),
    /** Unmatched, Matched, Excluded. */
    status: text('status').notNull().default('Unmatched'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_transactions_key_uq').on(t.bankAccountId, t.importKey),
    index('bank_transactions_account_date_idx').on(t.bankAccountId, t.txnDate),
    index('bank_transactions_status_idx').on(t.status, t.bankAccountId),
    check('bank_transactions_source_check', sql`${t.source} in ('File', 'Feed')`),
    check('bank_transactions_status_check', sql`${t.status} in ('Unmatched', 'Matched', 'Excluded')`),
  ],
);

/** The CSV layout a bank account's statements were last read with, offered again next time. */
export const bankCsvLayouts = pgTable('bank_csv_layouts', {
  bankAccountId: integer('bank_account_id')
    .primaryKey()
    .references(() => bankAccounts.id),
  layout: jsonb('layout').notNull(),
});
