import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bankAccounts } from '../payments/payments.table';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The secret the bank logins' access tokens are encrypted with (AES-256-GCM, key derived by HKDF): 32 random
 * bytes made on first start, one row. Never logged nor answered.
 */
export const bankFeedKeys = pgTable('bank_feed_keys', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
  createdDate: timestamptz('created_date').notNull().defaultNow(),
});

/**
 * A bank login linked through the bank feed provider (a Plaid "item"). `accessToken` is the provider's key to
 * it, encrypted (bank-feeds.crypto.ts); emptied once the item is disconnected. `cursor` is where the next
 * /transactions/sync starts; saved in the same transaction as the bank transactions it brought.
 */
export const bankFeedItems = pgTable(
  'bank_feed_items',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerItemId: text('provider_item_id').notNull(),
    accessToken: text('access_token').notNull(),
    institutionId: text('institution_id'),
    institutionName: text('institution_name'),
    webhookUrl: text('webhook_url'),
    status: text('status').notNull().default('Connected'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    cursor: text('cursor'),
    lastSyncDate: timestamptz('last_sync_date'),
    createdBy: integer('created_by'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    modifiedDate: timestamptz('modified_date').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_feed_items_provider_item_uq').on(t.providerItemId),
    index('bank_feed_items_status_idx').on(t.status),
    check('bank_feed_items_provider_check', sql`${t.provider} in ('Plaid', 'Offline')`),
    check('bank_feed_items_status_check', sql`${t.status} in ('Connected', 'LoginRequired', 'Disconnected')`),
  ],
);

/**
 * An account of a bank login, with the balances of its last sync. Linked to at most one Fieldline bank
 * account, and a bank account to at most one feed account: its feed transactions go there.
 */
export const bankFeedAccounts = pgTable(
  'bank_feed_accounts',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => bankFeedItems.id),
    providerAccountId: text('provider_account_id').notNull(),
    name: text('name').notNull(),
    officialName: text('official_name'),
    mask: text('mask'),
    type: text('type').notNull(),
    subtype: text('subtype'),
    currentBalance: numeric('current_balance', { precision: 18, scale: 2 }),
    availableBalance: numeric('available_balance', { precision: 18, scale: 2 }),
    currency: text('currency'),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
    lastSeen: timestamptz('last_seen').notNull().defaultNow(),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_feed_accounts_provider_uq').on(t.itemId, t.providerAccountId),
    uniqueIndex('bank_feed_accounts_bank_uq').on(t.bankAccountId).where(sql`${t.bankAccountId} is not null`),
  ],
);

/**
 * One sync of a bank login: what it changed in the books, what it saw and left (pending, accounts not
 * linked), and why it failed or which transactions it could not apply (`problems`, at most 100).
 */
export const bankFeedSyncs = pgTable(
  'bank_feed_syncs',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => bankFeedItems.id),
    trigger: text('trigger').notNull(),
    startedDate: timestamptz('started_date').notNull(),
    finishedDate: timestamptz('finished_date'),
    added: integer('added').notNull().default(0),
    modified: integer('modified').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    pending: integer('pending').notNull().default(0),
    unlinked: integer('unlinked').notNull().default(0),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    problems: jsonb('problems').notNull().default([]),
  },
  (t) => [
    index('bank_feed_syncs_item_idx').on(t.itemId, t.id),
    index('bank_feed_syncs_problem_idx')
      .on(t.itemId, t.id)
      .where(sql`${t.status} = 'Failed' or jsonb_array_length(${t.problems}) > 0`),
    check('bank_feed_syncs_trigger_check', sql`${t.trigger} in ('Manual', 'Webhook', 'Schedule', 'Link')`),
    check('bank_feed_syncs_status_check', sql`${t.status} in ('Ok', 'Failed')`),
  ],
);
