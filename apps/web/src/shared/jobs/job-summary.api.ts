import type { JobSummary } from '@fieldline/contracts/jobs/job-summary.contract';
import type { JobSettings } from '@fieldline/contracts/jobs/jobs.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

/** Query keys under the jobs module's ['jobs', 'detail', id] so job changes refresh the summary too. */
export const jobSummaryKey = (jobId: number) => ['jobs', 'detail', jobId, 'summary'] as const;
/** The same key the jobs module uses for GET /v1/jobs/settings, so the two share one cached copy. */
export const jobSettingsKey = ['jobs', 'settings'] as const;

export function useJobSummary(jobId: number) {
  return useQuery({
    queryKey: jobSummaryKey(jobId),
    queryFn: ({ signal }) => api.get<JobSummary>(`/jobs/${jobId}/summary`, { signal }),
    // The other tabs change what it shows (items, time, signoffs ...): read it afresh each time it opens.
    staleTime: 0,
  });
}

export function useJobSummarySettings() {
  return useQuery({
    queryKey: jobSettingsKey,
    queryFn: ({ signal }) => api.get<JobSettings>('/jobs/settings', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Second-API downloads (spec 1 §7.16): plain links, the session cookie signs them. */
export const checklistPdfUrl = (jobId: number, checklistId: number) =>
  `/jobs/${jobId}/checklists/${checklistId}.pdf`;
export const signoffPdfUrl = (jobId: number, signoffId: number) => `/jobs/${jobId}/signoffs/${signoffId}.pdf`;
