import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { MAX_LIMIT } from '@fieldline/contracts/common/pagination';
import type { BatchResult } from '@fieldline/contracts/reference-codes/reference-codes.contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import type { BatchRow } from './code-rows';

export const codeListKeys = {
  all: ['reference-codes'] as const,
  list: (path: string) => [...codeListKeys.all, path] as const,
};

export type CodeRecord = Record<string, unknown> & { id: number; sort: number; version?: number };

/** The whole list (reference codes are short); the panel sorts it by the spec's rule. */
export function useCodeList(path: string) {
  return useQuery({
    queryKey: codeListKeys.list(path),
    queryFn: ({ signal }) =>
      api.get<SearchResult<CodeRecord>>(`${path}/search`, { query: { limit: MAX_LIMIT }, signal }),
    // Never refetched behind the user's back: a refetch replaces the rows being edited.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One all-or-nothing call for every pending row; failures are notified by the client. */
export function useSaveCodeList(path: string) {
  return useMutation({
    mutationFn: (rows: BatchRow[]) => api.post<BatchResult<CodeRecord>>(`${path}/batch`, rows),
  });
}
