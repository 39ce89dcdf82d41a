import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/customers.table';

/** The key that signs the offline test gateway's references: made at random on first start, one row. */
export const cardGatewayKeys = pgTable('card_gateway_keys', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
});

/** The customer as the gateway knows them (a Stripe Customer id), per gateway. */
export const gatewayCustomers = pgTable(
  'gateway_customers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    gatewayKind: text('gateway_kind').notNull(),
    customerRef: text('customer_ref').notNull(),
  },
  (t) => [uniqueIndex('gateway_customers_uq').on(t.customerId, t.gatewayKind)],
);

/**
 * A card saved at the gateway for a customer (spec 3 §3 Credit card token): the gateway's reference and what
 * a person may see. Never a card number or a security code. A removed card stays, inactive, for the
 * payments that used it.
 */
export const paymentTokens = pgTable(
  'payment_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    gatewayKind: text('gateway_kind').notNull(),
    token: text('token').notNull(),
    lastFour: text('last_four').notNull(),
    nameOnCard: text('name_on_card').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    cardBrand: text('card_brand').notNull(),
    /** credit, debit, prepaid or unknown (the gateway's funding). */
    funding: text('funding').notNull(),
    friendlyName: text('friendly_name').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    isSingleUse: boolean('is_single_use').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_tokens_customer_idx').on(t.customerId),
    uniqueIndex('payment_tokens_primary_uq').on(t.customerId).where(sql`${t.isPrimary} and ${t.isActive}`),
    check('payment_tokens_last_four_check', sql`${t.lastFour} ~ '^[0-9]{0,4}$'`),
    check('payment_tokens_exp_check', sql`${t.expMonth} between 1 and 12`),
  ],
);

/**
 * A pre-authorisation: an amount held on a customer's stored card for a bid (pending job), a job or an
 * invoice, then captured on an invoice (`process-preauth`) or released. `heldTotal` is what the gateway holds:
 * the amount and, when reward pay applies, its surcharge. Holds lapse at the gateway after HOLD_DAYS, so a
 * background job re-authorises those about to lapse (`reauthorizations`) or notes why it could not (`problem`).
 */
export const cardHolds = pgTable(
  'card_holds',
  {
    id: serial('id').primaryKey(),
    /** PendingJob (a bid), Job or Invoice. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentTokenId: integer('payment_token_id')
      .notNull()
      .references(() => paymentTokens.id),
    gatewayKind: text('gateway_kind').notNull(),
    gatewayRef: text('gateway_ref').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    heldTotal: numeric('held_total', { precision: 18, scale: 2 }).notNull(),
    /** Held, Captured, Released. */
    status: text('status').notNull().default('Held'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    reauthorizations: integer('reauthorizations').notNull().default(0),
    problem: text('problem'),
    /** The payment the capture made. */
    paymentId: integer('payment_id'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('card_holds_subject_idx').on(t.subjectKind, t.subjectId),
    index('card_holds_held_idx').on(t.expiresAt).where(sql`${t.status} = 'Held'`),
    check('card_holds_status_check', sql`${t.status} in ('Held', 'Captured', 'Released')`),
    check('card_holds_kind_check', sql`${t.subjectKind} in ('PendingJob', 'Job', 'Invoice')`),
    check('card_holds_amount_check', sql`${t.amount} > 0 and ${t.heldTotal} >= ${t.amount}`),
  ],
);
