import { z } from 'zod';
import { businessDate } from '../common/dates';

/**
 * Bank transactions from statement files (issue 21 item 1; spec 1 §7.4 bankingtransactions/search, /{id}).
 * docs/banking.md.
 */

/** A statement file's text: 5 MB covers years of a small business's OFX or CSV. */
export const MAX_STATEMENT_CHARS = 5_000_000;

export const csvLayoutSchema = z.strictObject({
  hasHeader: z.boolean(),
  delimiter: z.enum([',', ';', '\t']).optional(),
  dateColumn: z.string().trim().min(1, 'Choose the date column').max(100),
  dateOrder: z.enum(['YMD', 'MDY', 'DMY']),
  amountColumn: z.string().trim().max(100).optional(),
  debitColumn: z.string().trim().max(100).optional(),
  creditColumn: z.string().trim().max(100).optional(),
  payeeColumn: z.string().trim().max(100).optional(),
  memoColumn: z.string().trim().max(100).optional(),
  referenceColumn: z.string().trim().max(100).optional(),
  idColumn: z.string().trim().max(100).optional(),
  decimalComma: z.boolean().optional(),
});
export type CsvLayoutInput = z.infer<typeof csvLayoutSchema>;

/** POST bankaccounts/{id}/statements: OFX/QFX and CAMT.053 are recognised; a CSV needs its layout. */
export const importStatementBodySchema = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  content: z.string().min(1, 'The file is empty.').max(MAX_STATEMENT_CHARS, 'The file is larger than 5 MB.'),
  csvLayout: csvLayoutSchema.optional(),
  /** Keep the CSV layout for this bank account's next import (default true). */
  rememberLayout: z.boolean().optional(),
});

export const statementImportSchema = z.object({
  id: z.int32(),
  bankAccountId: z.int32(),
  fileName: z.string(),
  format: z.enum(['ofx', 'camt053', 'csv']),
  lines: z.int32(),
  added: z.int32(),
  /** Already imported (the same file again, or one overlapping it). */
  skipped: z.int32(),
  closingBalance: z.string().nullable(),
  closingDate: z.string().nullable(),
  createdDate: z.string(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

export const csvPreviewBodySchema = z.strictObject({
  content: z.string().min(1, 'The file is empty.').max(MAX_STATEMENT_CHARS, 'The file is larger than 5 MB.'),
});
export const csvPreviewSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** The layout last used for this bank account, to start the mapping dialog from. */
  savedLayout: csvLayoutSchema.nullable(),
});

export const BANK_TRANSACTION_STATUSES = ['Unmatched', 'Matched', 'Excluded'] as const;

export const bankTransactionSchema = z.object({
  id: z.int32(),
  bankAccountId: z.int32(),
  bankAccount: z.string(),
  source: z.enum(['File', 'Feed']),
  importId: z.int32().nullable(),
  date: z.string(),
  /** Money in is positive. */
  amount: z.string(),
  payee: z.string(),
  memo: z.string(),
  reference: z.string().nullable(),
  bankId: z.string().nullable(),
  status: z.enum(BANK_TRANSACTION_STATUSES),
  createdDate: z.string(),
});
export type BankTransaction = z.infer<typeof bankTransactionSchema>;

export const bankTransactionSearchSchema = z.strictObject({
  bankAccountId: z.coerce.number().check(z.int32()).positive().optional(),
  status: z.enum(BANK_TRANSACTION_STATUSES).optional(),
  from: businessDate.optional(),
  to: businessDate.optional(),
  /** Payee, memo or reference contains. */
  query: z.string().trim().max(100).optional(),
  limit: z.coerce.number().check(z.int32()).min(1).max(500).default(100),
  offset: z.coerce.number().check(z.int32()).min(0).max(1_000_000).default(0),
});
