import { integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { invoices } from '../invoices/invoices.table';
import { companies } from '../organization/organization.table';

/**
 * The key that signs pay links when PAY_LINK_SECRET is not set: made once, at random, on first start, so
 * every server on the same database signs and checks alike. One row (id 1). Never answered by any route.
 */
export const payLinkKeys = pgTable('pay_link_keys', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Per invoice: the link version signed into every token (a revoke bumps it, so older links stop working)
 * and what staff see ("link sent to ... on ..."). The tokens themselves are not kept.
 */
export const invoicePayLinks = pgTable('invoice_pay_links', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  linkVersion: integer('link_version').notNull().default(1),
  lastIssuedAt: timestamp('last_issued_at', { withTimezone: true, mode: 'string' }),
  lastExpiresAt: timestamp('last_expires_at', { withTimezone: true, mode: 'string' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'string' }),
  lastSentTo: jsonb('last_sent_to').$type<string[]>().notNull().default([]),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
});

/** A company's details for bank transfers, shown on its pay pages. */
export const companyPaySettings = pgTable('company_pay_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  bankName: text('bank_name').notNull().default(''),
  accountName: text('account_name').notNull().default(''),
  routingNumber: text('routing_number').notNull().default(''),
  accountNumber: text('account_number').notNull().default(''),
  instructions: text('instructions').notNull().default(''),
  ...auditColumns(),
});
