import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { JobStatus, JobUrgency } from '@fieldline/contracts/jobs/job-setup.contract';
import type {
  CreateJobBody,
  Job,
  JobRow,
  JobSearchQuery,
  JobSettings,
  UpdateJobBody,
} from '@fieldline/contracts/jobs/jobs.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export const jobKeys = {
  all: ['jobs'] as const,
  search: (f: JobSearchQuery) => [...jobKeys.all, 'search', f] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
  statuses: () => [...jobKeys.all, 'statuses'] as const,
  urgencies: () => [...jobKeys.all, 'urgencies'] as const,
  settings: () => [...jobKeys.all, 'settings'] as const,
  sub: (id: number, what: string) => [...jobKeys.detail(id), what] as const,
};

export function useJobSearch(filters: JobSearchQuery) {
  return useQuery({
    queryKey: jobKeys.search(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<JobRow>>('/jobs/search', {
        query: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useJob(id: number) {
  return useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => api.get<Job>(`/jobs/${id}`, { signal }),
  });
}

export function useCreateJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateJobBody) => silentApi.post<Job>('/jobs', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...jobKeys.all, 'search'] }),
  });
}

export function useUpdateJob(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateJobBody) => silentApi.patch<Job>(`/jobs/${id}`, body),
    onSuccess: (job) => {
      qc.setQueryData(jobKeys.detail(id), job);
      return qc.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}

export function useJobStatuses() {
  return useQuery({
    queryKey: jobKeys.statuses(),
    queryFn: ({ signal }) => api.get<JobStatus[]>('/jobs/statuses', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useJobUrgencies() {
  return useQuery({
    queryKey: jobKeys.urgencies(),
    queryFn: ({ signal }) => api.get<JobUrgency[]>('/jobs/urgencies', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useJobSettings() {
  return useQuery({
    queryKey: jobKeys.settings(),
    queryFn: ({ signal }) => api.get<JobSettings>('/jobs/settings', { signal }),
    staleTime: 5 * 60_000,
  });
}

export interface Named {
  id: number;
  name: string;
}

/** A cached reference list (GET /v1/cache/{name}): offices, employees, jobtypes ... */
export function useCache<T extends Named = Named>(name: string) {
  return useQuery({
    queryKey: ['cache', name],
    queryFn: ({ signal }) => api.get<T[]>(`/cache/${name}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
