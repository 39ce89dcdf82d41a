import type { DocumentSourceKind } from '@fieldline/contracts/documents/documents.contract';
import type { Db } from '../../platform/db/database';

/**
 * What the documents module needs to know about a kind of record. Each module owning such records
 * registers one from its index.ts, so the documents module never reads another module's tables
 * (and later modules, jobs or equipment, plug in the same way).
 */
export interface DocumentSource {
  /** Display names (spec 2 section 3, e.g. "Customer - name account") of the ids that exist; one query. */
  displayNames(db: Db, ids: number[]): Promise<Map<number, string>>;
  /** Records shown with this one in its documents tab (customer: its locations and contacts). */
  related(db: Db, id: number): Promise<{ kind: DocumentSourceKind; id: number }[]>;
  /** Technician visibility a new document linked to a record of this kind starts with. */
  visibleToTechDefault: boolean;
}

const sources = new Map<DocumentSourceKind, DocumentSource>();

export function registerDocumentSource(kind: DocumentSourceKind, source: DocumentSource): void {
  sources.set(kind, source);
}

export function documentSource(kind: DocumentSourceKind): DocumentSource | undefined {
  return sources.get(kind);
}

/** Records of kinds whose module is not built yet have no display name: the raw kind and id stand in. */
export function fallbackName(kind: DocumentSourceKind, id: number): string {
  return `${kind} ${id}`;
}
