import {
  type DocumentEntity,
  type DocumentRecord,
  type DocumentRelated,
  type DocumentSearchResult,
  type DocumentSourceKind,
  type documentSearchBodySchema,
  RELATED_LIST_KEYS,
  type RelatedListKey,
  type RelatedRecord,
  relatedListOf,
} from '@fieldline/contracts/documents/documents.contract';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import * as repo from './documents.repository';
import { documentSource, fallbackName } from './documents.sources';

/** Plural names of the kinds, for messages. */
export const KIND_LABELS: Record<DocumentSourceKind, string> = {
  PendingJob: 'pending jobs',
  Contact: 'contacts',
  Contract: 'contracts',
  Customer: 'customers',
  Equipment: 'equipment',
  Item: 'items',
  Job: 'jobs',
  Location: 'locations',
  Opportunity: 'opportunities',
  PurchaseOrder: 'purchase orders',
  RentalTerms: 'contract rental terms',
  Task: 'tasks',
  VendorBill: 'vendor bills',
  Asset: 'assets',
  Supplier: 'suppliers',
  Expense: 'expenses',
};

/** The source of a kind, or a 422 saying that kind of record is not part of Fieldline yet. */
export function sourceOrRefuse(kind: DocumentSourceKind) {
  const source = documentSource(kind);
  if (!source) {
    throw ruleViolation(
      `Documents cannot be linked to ${KIND_LABELS[kind]} yet: they are not available in this version of Fieldline.`,
    );
  }
  return source;
}

/** Display names of many records of many kinds: one query per kind. */
export async function namesOf(
  db: Db,
  pairs: { kind: DocumentSourceKind; id: number }[],
): Promise<Map<string, string>> {
  const byKind = new Map<DocumentSourceKind, Set<number>>();
  for (const p of pairs) byKind.set(p.kind, (byKind.get(p.kind) ?? new Set()).add(p.id));
  const names = new Map<string, string>();
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      const found = (await documentSource(kind)?.displayNames(db, [...ids])) ?? new Map<number, string>();
      for (const id of ids) names.set(`${kind}:${id}`, found.get(id) ?? fallbackName(kind, id));
    }),
  );
  return names;
}

const byName = (a: RelatedRecord, b: RelatedRecord) =>
  a.displayName.localeCompare(b.displayName) || a.id - b.id;

/** The answer shape of many documents, with every related record's display name (one query per kind). */
export async function toDocuments(db: Db, rows: repo.DocumentRow[]): Promise<DocumentRecord[]> {
  if (rows.length === 0) return [];
  const links = await repo.linksOf(
    db,
    rows.map((r) => r.id),
  );
  const names = await namesOf(
    db,
    links.map((l) => ({ kind: l.sourceKind as DocumentSourceKind, id: l.sourceId })),
  );
  return rows.map((r) => {
    const lists = Object.fromEntries(RELATED_LIST_KEYS.map((k) => [k, [] as RelatedRecord[]])) as Record<
      RelatedListKey,
      RelatedRecord[]
    >;
    for (const l of links) {
      if (l.documentId !== r.id) continue;
      const key = relatedListOf(l.sourceKind as DocumentSourceKind);
      if (!key) continue;
      lists[key].push({ id: l.sourceId, displayName: names.get(`${l.sourceKind}:${l.sourceId}`) ?? '' });
    }
    for (const key of RELATED_LIST_KEYS) lists[key].sort(byName);
    return {
      id: r.id,
      uid: r.uid,
      name: r.name,
      fileName: r.fileName,
      description: r.description,
      visibleToTech: r.visibleToTech,
      dateCreated: toIso(r.createdDate),
      documentType: r.documentType,
      extension: r.extension,
      sizeBytes: r.sizeBytes,
      createdBy: r.createdBy,
      modifiedDate: toIso(r.modifiedDate),
      modifiedBy: r.modifiedBy,
      version: r.version,
      ...lists,
    };
  });
}

export async function getDocument(db: Db, id: number): Promise<DocumentRecord> {
  const row = await repo.findDocument(db, id);
  if (!row) throw notFound('document');
  return (await toDocuments(db, [row]))[0];
}

export async function searchDocuments(
  db: Db,
  body: z.output<typeof documentSearchBodySchema>,
): Promise<DocumentSearchResult> {
  const count = await repo.countDocuments(db, body.filter);
  if (body.countOnly) return { count_filtered: count };
  const rows = count === 0 ? [] : await repo.searchDocuments(db, body.filter, body.offset, body.limit);
  return { data: await toDocuments(db, rows), count_filtered: count };
}

/** A record page's own record and its related records, with display names, for the documents tab. */
export async function relatedOf(db: Db, kind: DocumentSourceKind, id: number): Promise<DocumentRelated> {
  const source = sourceOrRefuse(kind);
  const own = await source.displayNames(db, [id]);
  const ownName = own.get(id);
  if (ownName === undefined) throw notFound(KIND_LABELS[kind].replace(/s$/, ''));
  // Kinds whose module is not built yet cannot be shown or linked: they are left out.
  const pairs = (await source.related(db, id)).filter((p) => documentSource(p.kind));
  const names = await namesOf(db, pairs);
  const entity = (k: DocumentSourceKind, i: number, displayName: string): DocumentEntity => ({
    kind: k,
    id: i,
    displayName,
    visibleToTechDefault: documentSource(k)?.visibleToTechDefault ?? false,
  });
  const order = [...new Set(pairs.map((p) => p.kind))];
  const related = pairs
    .map((p) => entity(p.kind, p.id, names.get(`${p.kind}:${p.id}`) ?? fallbackName(p.kind, p.id)))
    .sort(
      (a, b) =>
        order.indexOf(a.kind) - order.indexOf(b.kind) ||
        a.displayName.localeCompare(b.displayName) ||
        a.id - b.id,
    );
  return { entity: entity(kind, id, ownName), related };
}
