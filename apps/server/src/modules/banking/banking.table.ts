import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { glAccounts, journalLines } from '../ledger/ledger.table';
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

/**
 * A confirmed match: bank transactions on one side, ledger lines on the bank's GL account on the other, the
 * two sums equal. One-to-one, one-to-many (a deposit of several checks) or many-to-one. A bank transaction
 * and a ledger line each belong to at most one match (the unique keys below), so nothing is matched twice.
 */
export const bankMatches = pgTable(
  'bank_matches',
  {
    id: serial('id').primaryKey(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    /** Manual, Suggested (a suggestion confirmed), Auto (confirmed above the account's score), NewEntry. */
    method: text('method').notNull(),
    score: integer('score'),
    createdBy: integer('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('bank_matches_account_idx').on(t.bankAccountId)],
);

export const bankMatchTransactions = pgTable(
  'bank_match_transactions',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => bankMatches.id, { onDelete: 'cascade' }),
    bankTransactionId: integer('bank_transaction_id')
      .primaryKey()
      .references(() => bankTransactions.id),
  },
  (t) => [index('bank_match_transactions_match_idx').on(t.matchId)],
);

export const bankMatchLines = pgTable(
  'bank_match_lines',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => bankMatches.id, { onDelete: 'cascade' }),
    journalLineId: bigint('journal_line_id', { mode: 'number' })
      .primaryKey()
      .references(() => journalLines.id),
  },
  (t) => [index('bank_match_lines_match_idx').on(t.matchId)],
);

/** "Payee contains X → account Y": suggests a new entry to that account for matching bank lines. */
export const bankRules = pgTable('bank_rules', {
  id: serial('id').primaryKey(),
  /** Null: every bank account. */
  bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
  payeeContains: text('payee_contains').notNull(),
  accountId: integer('account_id')
    .notNull()
    .references(() => glAccounts.id),
  memo: text('memo').notNull().default(''),
  createdBy: integer('created_by'),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Per bank account: the score at and above which a unique suggestion is confirmed without a person. */
export const bankAccountSettings = pgTable(
  'bank_account_settings',
  {
    bankAccountId: integer('bank_account_id')
      .primaryKey()
      .references(() => bankAccounts.id),
    /** Null: never confirm automatically. */
    autoConfirmScore: integer('auto_confirm_score'),
  },
  (t) => [
    check(
      'bank_account_settings_score_check',
      sql`${t.autoConfirmScore} is null or ${t.autoConfirmScore} between 50 and 100`,
    ),
  ],
);

/**
 * A bank reconciliation of one account to a statement date. Its cleared ledger lines are in
 * bank_reconciliation_lines (a line is cleared once, ever). Finished only at a zero difference; a finished
 * one locks its lines until it is explicitly unreconciled.
 */
export const bankReconciliations = pgTable(
  'bank_reconciliations',
  {
    id: serial('id').primaryKey(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    openingBalance: numeric('opening_balance', { precision: 18, scale: 2 }).notNull(),
    endingBalance: numeric('ending_balance', { precision: 18, scale: 2 }).notNull(),
    /** InProgress or Finished. */
    status: text('status').notNull().default('InProgress'),
    finishedBy: integer('finished_by'),
    finishedDate: timestamp('finished_date', { withTimezone: true, mode: 'string' }),
    createdBy: integer('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_reconciliations_account_idx').on(t.bankAccountId, t.statementDate),
    uniqueIndex('bank_reconciliations_open_uq').on(t.bankAccountId).where(sql`${t.status} = 'InProgress'`),
    check('bank_reconciliations_status_check', sql`${t.status} in ('InProgress', 'Finished')`),
  ],
);

export const bankReconciliationLines = pgTable(
  'bank_reconciliation_lines',
  {
    reconciliationId: integer('reconciliation_id')
      .notNull()
      .references(() => bankReconciliations.id, { onDelete: 'cascade' }),
    journalLineId: bigint('journal_line_id', { mode: 'number' })
      .primaryKey()
      .references(() => journalLines.id),
  },
  (t) => [index('bank_reconciliation_lines_rec_idx').on(t.reconciliationId)],
);
