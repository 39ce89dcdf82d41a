import { sql } from 'drizzle-orm';
import {
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
import { customers } from '../customers/customers.table';
import { users } from '../identity/identity.table';
import { offices } from '../organization/organization.table';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A statement run: the options it was asked with (spec 3 §3), who and when. Status: Running, Complete
 * (every statement's print and e-mail state is complete or error). The counts come from its statements.
 */
export const statementBatches = pgTable(
  'statement_batches',
  {
    id: serial('id').primaryKey(),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The options as validated (contacts, locations, flags, months, delivery method...). */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    remitOfficeId: integer('remit_office_id').references(() => offices.id),
    emailTemplateId: integer('email_template_id'),
    /** The page-action call's token: the same token answers the same batch. */
    token: text('token'),
    customerCount: integer('customer_count').notNull().default(0),
    status: text('status').notNull().default('Running'),
    error: text('error'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    completedDate: timestamp('completed_date', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('statement_batches_token_uq').on(t.token),
    index('statement_batches_created_idx').on(t.createdDate),
  ],
);

/**
 * One customer's statement in a batch: its figures (computed for the whole batch in one query), the
 * snapshot it was printed from (`detail`: addresses, activity lines, open invoices) and the state of each
 * delivery. A state is null when the batch does not deliver that way.
 */
export const statements = pgTable(
  'statements',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => statementBatches.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    openingBalance: money('opening_balance').notNull(),
    activity: money('activity').notNull(),
    closingBalance: money('closing_balance').notNull(),
    current: money('current').notNull(),
    days1to30: money('days_1_30').notNull(),
    days31to60: money('days_31_60').notNull(),
    days61to90: money('days_61_90').notNull(),
    over90: money('over_90').notNull(),
    emailTo: text('email_to'),
    printState: text('print_state'),
    printError: text('print_error'),
    emailState: text('email_state'),
    emailError: text('email_error'),
    mailMessageId: integer('mail_message_id'),
    detail: jsonb('detail'),
    modifiedDate: timestamp('modified_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('statements_batch_idx').on(t.batchId, t.id),
    // The day lock: has this customer had a statement on that date?
    index('statements_customer_date_idx').on(t.customerId, t.statementDate),
    index('statements_unfinished_idx')
      .on(t.batchId)
      .where(
        sql`${t.printState} in ('pending', 'inProgress') or ${t.emailState} in ('pending', 'inProgress')`,
      ),
  ],
);
