import type {
  CreateDocumentBody,
  DocumentEntity,
  DocumentRecord,
  DocumentRelated,
  DocumentSearchBody,
  DocumentSearchResult,
  DocumentSourceKind,
  UpdateDocumentBody,
} from '@fieldline/contracts/documents/documents.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, showErrorNotification } from '../../app/api';

export type DocumentFilter = Partial<Record<DocumentSourceKind, number[]>>;

export const documentKeys = {
  all: ['documents'] as const,
  related: (kind: DocumentSourceKind, id: number) => [...documentKeys.all, 'related', kind, id] as const,
  count: (filter: DocumentFilter) => [...documentKeys.all, 'count', filter] as const,
  list: (filter: DocumentFilter, page: number) => [...documentKeys.all, 'list', filter, page] as const,
};

/** The tab shows at most this many rows a page. */
export const DOCUMENTS_PAGE_SIZE = 50;

/** Records grouped by kind, the search's filter shape. */
export function filterOf(entities: Pick<DocumentEntity, 'kind' | 'id'>[]): DocumentFilter {
  const filter: DocumentFilter = {};
  for (const e of entities) filter[e.kind] = [...(filter[e.kind] ?? []), e.id];
  return filter;
}

export function useDocumentRelated(kind: DocumentSourceKind, id: number, enabled = true) {
  return useQuery({
    queryKey: documentKeys.related(kind, id),
    queryFn: ({ signal }) => api.get<DocumentRelated>('/documents/related', { query: { kind, id }, signal }),
    enabled,
  });
}

const search = (body: DocumentSearchBody, signal?: AbortSignal) =>
  api.post<DocumentSearchResult>('/documents/search', body, { signal });

/** N / M of the tab label: documents of the page's own record, and of it with its related records. */
export function useDocumentCounts(related: DocumentRelated | undefined) {
  const own = related ? filterOf([related.entity]) : {};
  const all = related ? filterOf([related.entity, ...related.related]) : {};
  const count = (filter: DocumentFilter) => ({
    queryKey: documentKeys.count(filter),
    queryFn: async () => (await search({ filter, countOnly: true })).count_filtered,
    enabled: related !== undefined,
  });
  const ownQuery = useQuery(count(own));
  const allQuery = useQuery(count(all));
  return { own: ownQuery.data, all: allQuery.data };
}

export function useDocumentList(filter: DocumentFilter, page: number, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.list(filter, page),
    queryFn: ({ signal }) =>
      search({ filter, offset: (page - 1) * DOCUMENTS_PAGE_SIZE, limit: DOCUMENTS_PAGE_SIZE }, signal),
    enabled,
  });
}

/** Lists and counts are read again (the tab refreshes after uploads, edits and deletes). */
export function useRefreshDocuments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: documentKeys.all });
}

export const createDocument = (body: CreateDocumentBody) => api.post<DocumentRecord>('/documents', body);

export function useUpdateDocument() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateDocumentBody & { id: number }) =>
      api.patch<DocumentRecord>(`/documents/${id}`, body),
  });
}

export function useDeleteDocument() {
  return useMutation({ mutationFn: (id: number) => api.delete<void>(`/documents/${id}`) });
}

/** Logs the opening of a link (the browser opens the address itself). */
export function logLinkAccess(id: number): void {
  void api.get(`/documents/${id}/logaccess`).catch(() => {});
}

/**
 * Downloads a file through logaccess (which records the access): fetched as a blob, then saved under the
 * name the server gives. The call needs the same-site header, so it cannot be a plain link.
 */
export async function downloadDocument(doc: Pick<DocumentRecord, 'id' | 'fileName'>): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/v1/documents/${doc.id}/logaccess`, {
      credentials: 'include',
      headers: { 'X-Requested-With': 'fieldline' },
    });
  } catch {
    showErrorNotification('The document could not be downloaded: the server did not answer.');
    return;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    showErrorNotification(body?.message ?? `The document could not be downloaded (${res.status}).`);
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = doc.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
