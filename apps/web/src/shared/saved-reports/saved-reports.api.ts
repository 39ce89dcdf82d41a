import type {
  SavedReport,
  SaveReportBody,
  SearchColumn,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

const base = '/savedsearches';

export const savedReportKeys = {
  all: ['saved-searches'] as const,
  columns: (searchType: number) => [...savedReportKeys.all, 'columns', searchType] as const,
  reports: (searchType: number, page: number) =>
    [...savedReportKeys.all, 'reports', searchType, page] as const,
};

export function useSearchColumns(searchType: number, enabled = true) {
  return useQuery({
    queryKey: savedReportKeys.columns(searchType),
    queryFn: ({ signal }) => api.get<SearchColumn[]>(`${base}/columns`, { query: { searchType }, signal }),
    staleTime: 10 * 60_000,
    enabled,
  });
}

export function useSavedReports(searchType: number, page: number, enabled = true) {
  return useQuery({
    queryKey: savedReportKeys.reports(searchType, page),
    queryFn: ({ signal }) =>
      api.get<SavedReport[]>(`${base}/reports`, { query: { searchType, page }, signal }),
    // A reload must show the selection as the server has it now.
    staleTime: 0,
    enabled,
  });
}

/** Marks `selectedId` as the only selected report in the cached list (the server did the same). */
function markSelected(list: SavedReport[] | undefined, selectedId: number): SavedReport[] | undefined {
  return list?.map((r) => ({ ...r, isSelected: r.id === selectedId }));
}

export function useSelectReport(searchType: number, page: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<SavedReport>(`${base}/setSelectedReport/${id}`),
    onSuccess: (report) =>
      queryClient.setQueryData<SavedReport[]>(savedReportKeys.reports(searchType, page), (list) =>
        markSelected(list, report.id),
      ),
  });
}

/** Save answers the saved report; its errors (the standard-report alert, field errors) are the dialog's to show. */
export function useSaveReport(searchType: number, page: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveReportBody) => silentApi.post<SavedReport>(`${base}/save`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedReportKeys.reports(searchType, page) }),
  });
}

export function useSetGlobalAccess(searchType: number, page: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; isGlobalReport: boolean }) =>
      silentApi.patch<SavedReport>(`${base}/setGlobalAccess/${v.id}`, {
        PageNumber: page,
        isGlobalReport: v.isGlobalReport,
        id: v.id,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedReportKeys.reports(searchType, page) }),
  });
}

/** Delete answers the page's reports as they are now (the standard one selected if the deleted one was). */
export function useDeleteReport(searchType: number, page: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: SavedReport) =>
      silentApi.post<SavedReport[]>(`${base}/delete`, {
        PageNumber: page,
        name: report.name,
        isSelected: report.isSelected,
        id: report.id,
        employee: report.employee,
        resultsUrl: report.resultsUrl,
      }),
    onSuccess: (list) => queryClient.setQueryData(savedReportKeys.reports(searchType, page), list),
  });
}
