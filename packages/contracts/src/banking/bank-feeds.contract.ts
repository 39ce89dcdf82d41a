import { z } from 'zod';
import { businessDate } from '../common/dates';
import { BANK_TRANSACTION_STATUSES } from './banking.contract';
import { bankMatchBodySchema } from './matching.contract';

/**
 * The bank feed (issue 21; spec 1 §7.14 Bank link, the `plaid/...` calls): bank logins linked through Plaid
 * (or the offline demo feed), their accounts linked to Fieldline bank accounts, and the sync history.
 * The feed's transactions are bank transactions (source Feed) and use banking's schemas. docs/banking.md.
 */

const id = z.coerce.number().check(z.int32()).positive();

export const BANK_FEED_PROVIDERS = ['Plaid', 'Offline'] as const;
export const BANK_FEED_ITEM_STATUSES = ['Connected', 'LoginRequired', 'Disconnected'] as const;
export const BANK_FEED_SYNC_TRIGGERS = ['Manual', 'Webhook', 'Schedule', 'Link'] as const;
export const BANK_FEED_SYNC_STATUSES = ['Ok', 'Failed'] as const;

/** Link opens with this; for the offline feed, a token the offline feed accepts as is. */
export const linkTokenSchema = z.object({
  linkToken: z.string(),
  /** ISO 8601. */
  expiration: z.string(),
  provider: z.enum(BANK_FEED_PROVIDERS),
  /** "Plaid" or "Offline bank feed": shown where the office sees where its bank lines come from. */
  label: z.string(),
});
export type LinkToken = z.infer<typeof linkTokenSchema>;

/** POST plaid/items: the public token Link handed the browser, exchanged for the bank login. */
export const exchangePublicTokenBodySchema = z.strictObject({
  publicToken: z.string().trim().min(1, 'Enter the public token Link returned.').max(500),
});

export const webhookUrlBodySchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'Enter an http or https address.' }).max(2000),
});

/** A transaction the sync could not apply as the bank said (e.g. removed while matched). */
export const syncProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** The provider's transaction id. */
  transactionId: z.string().nullable(),
  bankTransactionId: z.int32().nullable(),
});
export type SyncProblem = z.infer<typeof syncProblemSchema>;

export const bankFeedSyncSchema = z.object({
  id: z.int32(),
  itemId: z.int32(),
  trigger: z.enum(BANK_FEED_SYNC_TRIGGERS),
  startedDate: z.string(),
  finishedDate: z.string().nullable(),
  status: z.enum(BANK_FEED_SYNC_STATUSES),
  /** Bank transactions added, changed and deleted in the books. */
  added: z.int32(),
  modified: z.int32(),
  removed: z.int32(),
  /** Pending transactions seen and not stored: they arrive again once posted. */
  pending: z.int32(),
  /** Posted transactions of feed accounts not linked to a bank account, not stored. */
  unlinked: z.int32(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  problems: z.array(syncProblemSchema),
});
export type BankFeedSync = z.infer<typeof bankFeedSyncSchema>;

export const feedAccountSchema = z.object({
  id: z.int32(),
  itemId: z.int32(),
  providerAccountId: z.string(),
  name: z.string(),
  officialName: z.string().nullable(),
  /** The last digits of the account number. */
  mask: z.string().nullable(),
  type: z.string(),
  subtype: z.string().nullable(),
  currentBalance: z.string().nullable(),
  availableBalance: z.string().nullable(),
  currency: z.string().nullable(),
  /** The Fieldline bank account its transactions go to; null while not linked. */
  bankAccountId: z.int32().nullable(),
  bankAccount: z.string().nullable(),
  lastSeen: z.string(),
});
export type FeedAccount = z.infer<typeof feedAccountSchema>;

/** A linked bank login. Its access token is never part of any answer. */
export const bankFeedItemSchema = z.object({
  id: z.int32(),
  provider: z.enum(BANK_FEED_PROVIDERS),
  providerItemId: z.string(),
  institutionId: z.string().nullable(),
  institutionName: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  status: z.enum(BANK_FEED_ITEM_STATUSES),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  lastSyncDate: z.string().nullable(),
  createdBy: z.int32().nullable(),
  createdDate: z.string(),
  accounts: z.array(feedAccountSchema),
  lastSync: bankFeedSyncSchema.nullable(),
});
export type BankFeedItem = z.infer<typeof bankFeedItemSchema>;

/** One feed account, or one Fieldline bank account, as the bank feed sees it. */
export const feedAccountSummarySchema = z.object({
  /** Null when the bank account is linked to no feed account. */
  feedAccount: feedAccountSchema.nullable(),
  bankAccountId: z.int32().nullable(),
  bankAccount: z.string().nullable(),
  item: z
    .object({
      id: z.int32(),
      institutionName: z.string().nullable(),
      status: z.enum(BANK_FEED_ITEM_STATUSES),
      errorMessage: z.string().nullable(),
    })
    .nullable(),
  /** Feed transactions of the bank account by status. */
  unmatched: z.int32(),
  matched: z.int32(),
  excluded: z.int32(),
  lastSyncDate: z.string().nullable(),
  lastSync: bankFeedSyncSchema.nullable(),
});

export const accountLinkParamsSchema = z.object({ id, x: id });

export const feedTransactionsQuerySchema = z
  .strictObject({
    bankAccountId: id.optional(),
    feedAccountId: id.optional(),
    status: z.enum(BANK_TRANSACTION_STATUSES).optional(),
    from: businessDate.optional(),
    to: businessDate.optional(),
    limit: z.coerce.number().check(z.int32()).min(1).max(500).default(100),
    offset: z.coerce.number().check(z.int32()).min(0).max(1_000_000).default(0),
  })
  .refine((q) => (q.bankAccountId === undefined) !== (q.feedAccountId === undefined), {
    error: 'Give either bankAccountId or feedAccountId.',
    path: ['bankAccountId'],
  });

export const syncHistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().check(z.int32()).min(1).max(200).default(50),
  offset: z.coerce.number().check(z.int32()).min(0).max(1_000_000).default(0),
});

export const recentErrorsQuerySchema = z.strictObject({
  limit: z.coerce.number().check(z.int32()).min(1).max(200).default(50),
});

export const recentErrorSchema = z.object({
  syncId: z.int32(),
  date: z.string(),
  /** Sync: the sync failed as a whole; Transaction: one transaction could not be applied. */
  kind: z.enum(['Sync', 'Transaction']),
  code: z.string(),
  message: z.string(),
  transactionId: z.string().nullable(),
  bankTransactionId: z.int32().nullable(),
});

/** matchto/{x}: x is a ledger line (bigint). */
export const matchToParamsSchema = z.object({
  id,
  x: z.coerce.number().int().positive().max(9_000_000_000_000),
});

/** addmatch: the spec 3 bank match payload; the bank transaction is the one in the path. */
export const addMatchBodySchema = bankMatchBodySchema.omit({ bankTransactionId: true });

/** A Plaid webhook, as far as Fieldline reads it; Plaid adds fields over time, so others are kept. */
export const plaidWebhookBodySchema = z.looseObject({
  webhook_type: z.string().max(100),
  webhook_code: z.string().max(100),
  item_id: z.string().max(200).optional(),
  error: z
    .looseObject({
      error_code: z.string().max(200).nullish(),
      error_message: z.string().max(2000).nullish(),
    })
    .nullish(),
  consent_expiration_time: z.string().max(100).nullish(),
});
