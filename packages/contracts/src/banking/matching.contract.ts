import { z } from 'zod';
import { businessDate } from '../common/dates';
import { moneyInput } from '../common/money';

/**
 * Matching bank transactions to the books (issue 21 item 2; spec 1 §7.4 createWithGL, §7.14 confirm,
 * matchto, addmatch, applytoinvoices; spec 3 bank match payload). docs/banking.md.
 */

const id = z.coerce.number().check(z.int32()).positive();

/** A ledger line on the bank account's GL account, as a match candidate or a reconciliation item. */
export const bookLineSchema = z.object({
  journalLineId: z.number(),
  entryId: z.int32(),
  date: z.string(),
  /** Money into the bank is positive (debit minus credit). */
  amount: z.string(),
  sourceType: z.string(),
  sourceId: z.int32().nullable(),
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  party: z.string().nullable(),
});
export type BookLine = z.infer<typeof bookLineSchema>;

export const suggestionSchema = z.object({
  /** Line: one ledger line; Group: several lines of one day that together make the amount (a deposit of
   * several checks); Rule: a saved rule proposes a new entry to its account. */
  kind: z.enum(['Line', 'Group', 'Rule']),
  /** 0-100: amount 50, same date 25 (less 3 a day apart), reference 15, payee 10 (its first word 4). */
  score: z.int32(),
  lines: z.array(bookLineSchema),
  ruleId: z.int32().nullable(),
  account: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const matchedSchema = z.object({
  matchId: z.int32(),
  method: z.string(),
  bankTransactionIds: z.array(z.int32()),
  lines: z.array(bookLineSchema),
});

export const inboxQuerySchema = z.strictObject({
  bankAccountId: id,
  limit: z.coerce.number().check(z.int32()).min(1).max(200).default(50),
  offset: z.coerce.number().check(z.int32()).min(0).max(1_000_000).default(0),
});

export const matchBodySchema = z.strictObject({
  /** Ledger lines on the bank's GL account; their sum equals the bank transactions'. */
  journalLineIds: z
    .array(z.coerce.number().check(z.int().positive().max(9_000_000_000_000)))
    .min(1)
    .max(500),
  /** Further bank transactions matched with the one in the path (many-to-one). */
  bankTransactionIds: z.array(id).max(500).optional(),
});

export const autoMatchBodySchema = z.strictObject({ bankAccountId: id });
export const autoMatchResultSchema = z.object({ considered: z.int32(), confirmed: z.int32() });

/** Spec 3 bank match payload, with the bank transaction it is for (createWithGL; addmatch has it in the path). */
export const bankMatchBodySchema = z.strictObject({
  creditAmount: z.union([z.string().max(40), z.number()]),
  creditDate: z.string().max(40),
  memo: z.string().max(2000).nullish(),
  strDebitAccountAmount: z.string().max(20000),
  bankAccountId: id,
  transactionRate: z.union([z.string().max(40), z.number()]).nullish(),
  systemAmount: z.union([z.string().max(40), z.number()]).nullish(),
  bankTransactionId: id.optional(),
});
export type BankMatchBody = z.output<typeof bankMatchBodySchema>;
export const bankMatchResultSchema = z.object({
  entryId: z.int32(),
  /** Null when no bank transaction was given (the entry waits in the book for its bank line). */
  matchId: z.int32().nullable(),
});

export const applyToInvoicesBodySchema = z.strictObject({
  customerId: id,
  paymentMethodId: z.coerce.number().check(z.int32()).min(0),
  reference: z.string().trim().max(100).optional(),
  invoices: z
    .array(z.strictObject({ invoiceId: id, amount: moneyInput }))
    .max(500)
    .default([]),
});

export const bankRuleSchema = z.object({
  id: z.int32(),
  bankAccountId: z.int32().nullable(),
  payeeContains: z.string(),
  accountId: z.int32(),
  account: z.string(),
  memo: z.string(),
});
export const bankRuleBodySchema = z.strictObject({
  bankAccountId: id.nullish(),
  payeeContains: z.string().trim().min(2, 'Enter at least 2 characters of the payee.').max(100),
  accountId: id,
  memo: z.string().trim().max(500).default(''),
});

export const bankSettingsSchema = z.object({
  bankAccountId: z.int32(),
  /** Null: never confirm automatically. */
  autoConfirmScore: z.int32().nullable(),
});
export const bankSettingsBodySchema = z.strictObject({
  autoConfirmScore: z
    .number()
    .int()
    .min(50, 'Automatic confirmation needs a score of at least 50.')
    .max(100)
    .nullable(),
});

export const dateRangeQuery = z.strictObject({ from: businessDate.optional(), to: businessDate.optional() });
