import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CreateTimeEntryBody,
  SimpleType,
  TimecardSummary,
  TimeEntry,
  Week,
} from '@fieldline/contracts/time/time.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export const timeKeys = {
  all: ['time'] as const,
  week: (from: string, to: string) => [...timeKeys.all, 'week', from, to] as const,
  entries: (employeeId: number, from: string, to: string) =>
    [...timeKeys.all, 'entries', employeeId, from, to] as const,
  types: ['timetypes'] as const,
  nonBillable: ['nonbillabletypes'] as const,
};

/** The weekly review: every employee (or only oneself) with hours per day, split, warnings and status. */
export function useWeek(from: string, to: string) {
  return useQuery({
    queryKey: timeKeys.week(from, to),
    queryFn: ({ signal }) => api.get<Week>('/timecards/week', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEntries(employeeId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: timeKeys.entries(employeeId ?? 0, from, to),
    enabled: employeeId !== null,
    queryFn: ({ signal }) =>
      api.get<SearchResult<TimeEntry>>('/timesheets', {
        query: { employeeId: employeeId ?? undefined, from, to, limit: 1000 },
        signal,
      }),
  });
}

export function useTimeTypes() {
  return useQuery({
    queryKey: timeKeys.types,
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/timetypes', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useNonBillableTypes() {
  return useQuery({
    queryKey: timeKeys.nonBillable,
    queryFn: ({ signal }) =>
      api.get<SimpleType[]>('/nonbillabletypes', { query: { active: 'true' }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAddTime() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTimeEntryBody) => silentApi.post<TimeEntry>('/timesheets', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: timeKeys.all }),
  });
}

export function useDeleteTime() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.delete(`/timesheets/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: timeKeys.all }),
  });
}

/** Approve (or unapprove) the chosen employees' week in one pass. */
export function useApproval(approve: boolean) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { from: string; to: string; employeeIds: number[] }) =>
      api.post<TimecardSummary[]>(`/timecards/${approve ? 'approve' : 'unapprove'}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: timeKeys.all }),
  });
}

export const timecardPdfUrl = (id: number) => `/employees/timecards/${id}.pdf`;
