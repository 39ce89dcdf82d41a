import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';

/**
 * Documents: an uploaded file (type 1 image, 2 file) kept by the storage adapter under a server-made
 * key, or a link (type 3) to a URL. The database keeps only metadata.
 */
export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  uid: uuid('uid').notNull().default(sql`gen_random_uuid()`).unique(),
  name: text('name').notNull(),
  /** The uploaded file's own name, cleaned (never a path); the URL for a link. */
  fileName: text('file_name').notNull(),
  description: text('description').notNull().default(''),
  visibleToTech: boolean('visible_to_tech').notNull().default(false),
  documentType: smallint('document_type').notNull(),
  /** Lower-case extension without the dot; null for a link. */
  extension: text('extension'),
  /** The storage adapter's key; null for a link. */
  storageKey: text('storage_key'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  ...auditColumns(),
});

/** Which records a document belongs to: source kind (spec 2 §3 document source kinds) and record id. */
export const documentLinks = pgTable(
  'document_links',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').notNull(),
    sourceId: integer('source_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.sourceKind, t.sourceId] }),
    index('document_links_source_idx').on(t.sourceKind, t.sourceId),
  ],
);

/** Every download or open of a document. */
export const documentAccessLog = pgTable(
  'document_access_log',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    accessedAt: timestamp('accessed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    ipAddress: inet('ip_address'),
  },
  (t) => [index('document_access_log_document_idx').on(t.documentId, t.accessedAt)],
);
