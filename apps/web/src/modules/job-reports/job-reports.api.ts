import type {
  JobProfitReport,
  ProfitByJobQuery,
  ProfitByJobResult,
} from '@fieldline/contracts/jobs/job-reports.contract';
import type { JobStatus } from '@fieldline/contracts/jobs/job-setup.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export const jobReportKeys = {
  all: ['jobs', 'reports'] as const,
  profit: (f: ProfitByJobQuery) => [...jobReportKeys.all, 'profitByJob', f] as const,
  job: (jobId: number) => [...jobReportKeys.all, 'jobProfit', jobId] as const,
};

/** The filters without empty values, as query parameters. */
export function profitParams(f: ProfitByJobQuery): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number>;
}

export function useProfitByJob(filters: ProfitByJobQuery) {
  return useQuery({
    queryKey: jobReportKeys.profit(filters),
    queryFn: ({ signal }) =>
      api.get<ProfitByJobResult>('/jobs/reports/profitByJob', { query: profitParams(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJobProfit(jobId: number | null) {
  return useQuery({
    queryKey: jobReportKeys.job(jobId ?? 0),
    queryFn: ({ signal }) =>
      api.get<JobProfitReport>('/jobs/reports/jobProfitReport', { query: { jobId: jobId ?? 0 }, signal }),
    enabled: jobId !== null,
  });
}

/** Same key as the jobs module's status list, so both share the cached copy. */
export function useStatusOptions() {
  return useQuery({
    queryKey: ['jobs', 'statuses'],
    queryFn: ({ signal }) => silentApi.get<JobStatus[]>('/jobs/statuses', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The spreadsheet link: the same filters, no paging. */
export function profitExcelUrl(f: ProfitByJobQuery): string {
  const { offset: _o, limit: _l, fields: _f, ...filters } = f;
  const qs = new URLSearchParams(
    Object.entries(profitParams(filters)).map(([k, v]) => [k, String(v)]),
  ).toString();
  return `/v1/jobs/reports/profitExcel${qs ? `?${qs}` : ''}`;
}
