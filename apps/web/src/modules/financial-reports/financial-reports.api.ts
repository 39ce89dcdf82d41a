import { encodeQuery } from '@fieldline/client';
import type { ReportCacheAccount } from '@fieldline/contracts/reports/financial.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

export type ReportQuery = Record<string, string | number | number[] | undefined>;

export const financialReportKeys = {
  all: ['financial-reports'] as const,
  report: (path: string, q: ReportQuery) => [...financialReportKeys.all, path, q] as const,
  accounts: () => [...financialReportKeys.all, 'accounts'] as const,
};

/** A report (path under /v1) for the query; waits while `enabled` is false (a filter still missing). */
export function useReport<T>(path: string, query: ReportQuery, enabled = true) {
  return useQuery({
    queryKey: financialReportKeys.report(path, query),
    queryFn: ({ signal }) => api.get<T>(path, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The download link of a report: `<path>/export?type=xlsx|pdf` with the report's own query. */
export function exportUrl(path: string, query: ReportQuery, type: 'xlsx' | 'pdf'): string {
  return `/v1${path}/export${encodeQuery({ type, ...query })}`;
}

export function useReportAccounts() {
  return useQuery({
    queryKey: financialReportKeys.accounts(),
    queryFn: ({ signal }) => api.get<ReportCacheAccount[]>('/generalledger/reportcache/accounts', { signal }),
    staleTime: 60_000,
  });
}

export function useOffices() {
  return useQuery({
    queryKey: ['cache', 'offices'],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/cache/offices', { signal }),
    staleTime: 5 * 60_000,
  });
}

export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
