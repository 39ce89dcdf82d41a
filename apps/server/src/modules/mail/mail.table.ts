import type { MailEvent } from '@fieldline/contracts/mail/mail.contract';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** The outbox: every message the product sends, whether it left (sent) or not (held, failed). */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('queued'),
    /** The caller's key: queueing the same key again answers the first message and adds nothing. */
    idempotencyKey: text('idempotency_key'),
    /** The Message-ID header, fixed when queued so every attempt carries the same one. */
    messageId: text('message_id').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses').array().notNull().default(sql`'{}'::text[]`),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html'),
    textBody: text('text_body'),
    /** Subject and recipients in one lower-case text for the outbox search. */
    searchText: text('search_text').notNull(),
    relatedType: text('related_type'),
    relatedId: integer('related_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    serverResponse: text('server_response'),
    /** While 'sending': until when the worker that has the message may still be talking to the server. */
    leaseUntil: instant('lease_until'),
    history: jsonb('history').$type<MailEvent[]>().notNull().default([]),
    sentDate: instant('sent_date'),
    createdDate: instant('created_date').notNull().defaultNow(),
    createdBy: integer('created_by'),
    modifiedDate: instant('modified_date').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_messages_idempotency_key_uq').on(t.idempotencyKey),
    uniqueIndex('mail_messages_message_id_uq').on(t.messageId),
    index('mail_messages_created_idx').on(t.createdDate.desc(), t.id.desc()),
    index('mail_messages_status_idx').on(t.status, t.createdDate.desc(), t.id.desc()),
    index('mail_messages_related_idx').on(t.relatedType, t.relatedId),
    index('mail_messages_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'mail_messages_status_ck',
      sql`${t.status} in ('queued', 'sending', 'sent', 'held', 'failed', 'bounced')`,
    ),
  ],
);

/** Attachments live with their message in the database, so queueing is one transaction (docs/mail.md). */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_message_idx').on(t.messageId, t.position)],
);
