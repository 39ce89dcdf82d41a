import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';

/** E-mail templates (no delete: inactive ones stay for the mail already written with them). */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** EmailTemplateType of the contract: 10 statement, 1 invoice ... */
    type: smallint('type').notNull(),
    subject: text('subject').notNull(),
    /** HTML. */
    body: text('body').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('email_templates_type_idx').on(t.type, t.isActive),
    // One default per type.
    uniqueIndex('email_templates_default_uq').on(t.type).where(sql`${t.isDefault}`),
    check('email_templates_type_ck', sql`${t.type} in (1, 2, 3, 4, 5, 6, 7, 10)`),
  ],
);

/** Templates of the messages sent to contacts (notifications): plain text with merge tags. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    recordType: text('record_type').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('message_templates_record_type_idx').on(t.recordType)],
);

/** Company-defined tags with a fixed value: {{Token.<name>}}. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    value: text('value').notNull().default(''),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('email_tokens_name_uq').on(sql`lower(${t.name})`)],
);
