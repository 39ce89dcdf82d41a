import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contacts } from '../contacts/contacts.table';
import { messageTemplates } from '../templates/templates.table';

/** The kinds of message a contact can subscribe to. */
export const notificationTypes = pgTable('notification_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** Whether the contact may opt out themselves through the public link. */
  canOptOut: boolean('can_opt_out').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** What the message says: a message template, merged with the record the notification is about. */
  messageTemplateId: integer('message_template_id').references(() => messageTemplates.id),
});

export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    notificationTypeId: integer('notification_type_id')
      .notNull()
      .references(() => notificationTypes.id),
    isSubscribed: boolean('is_subscribed').notNull().default(true),
    /** Set when the contact unsubscribed through the public link. */
    optedOutByContact: boolean('opted_out_by_contact').notNull().default(false),
    modifiedDate: timestamp('modified_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    modifiedBy: integer('modified_by'),
  },
  (t) => [uniqueIndex('notification_subscriptions_uq').on(t.contactId, t.notificationTypeId)],
);

/** Messages sent to contacts; method: 1 e-mail, 2 text message, 3 phone call. */
export const notificationLogs = pgTable(
  'notification_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    notificationTypeId: integer('notification_type_id').references(() => notificationTypes.id),
    method: smallint('method').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    status: text('status').notNull().default('sent'),
    sentDate: timestamp('sent_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('notification_logs_contact_idx').on(t.contactId, t.sentDate)],
);
