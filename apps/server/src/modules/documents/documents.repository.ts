import type { DocumentSourceKind } from '@fieldline/contracts/documents/documents.contract';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { documentAccessLog, documentLinks, documents } from './documents.table';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentLinkRow = typeof documentLinks.$inferSelect;
export type SourcePairs = Partial<Record<DocumentSourceKind, number[]>>;

export async function insertDocument(db: Db, values: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row;
}

export async function insertLinks(
  db: Db,
  documentId: number,
  links: { kind: DocumentSourceKind; id: number }[],
): Promise<void> {
  if (links.length === 0) return;
  await db
    .insert(documentLinks)
    .values(links.map((l) => ({ documentId, sourceKind: l.kind, sourceId: l.id })))
    .onConflictDoNothing();
}

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row;
}

export async function linksOf(db: Db, documentIds: number[]): Promise<DocumentLinkRow[]> {
  if (documentIds.length === 0) return [];
  return db.select().from(documentLinks).where(inArray(documentLinks.documentId, documentIds));
}

/** Documents linked to any of the records named; every document without a filter. */
function matching(filter: SourcePairs | undefined): SQL | undefined {
  if (!filter) return undefined;
  const kinds = (Object.entries(filter) as [DocumentSourceKind, number[] | undefined][]).filter(
    ([, ids]) => ids && ids.length > 0,
  );
  if (kinds.length === 0) return sql`false`;
  const anyOf = or(
    ...kinds.map(([kind, ids]) =>
      and(eq(documentLinks.sourceKind, kind), inArray(documentLinks.sourceId, ids as number[])),
    ),
  );
  // Served by document_links_source_idx (source_kind, source_id).
  return sql`exists (select 1 from ${documentLinks} where ${documentLinks.documentId} = ${documents.id} and (${anyOf}))`;
}

export async function countDocuments(db: Db, filter: SourcePairs | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(matching(filter));
  return Number(row.n);
}

/** One page, newest first. */
export async function searchDocuments(
  db: Db,
  filter: SourcePairs | undefined,
  offset: number,
  limit: number,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(matching(filter))
    .orderBy(desc(documents.createdDate), desc(documents.id))
    .offset(offset)
    .limit(limit);
}

export async function deleteDocument(db: Db, id: number): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}

export async function logAccess(
  db: Db,
  entry: { documentId: number; userId: number | null; ipAddress: string | null },
): Promise<void> {
  await db.insert(documentAccessLog).values(entry);
}
