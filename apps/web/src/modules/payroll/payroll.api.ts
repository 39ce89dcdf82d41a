import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CreatePayrollCalendarBody,
  PayPeriod,
  PayrollCalendar,
  PayrollImport,
  PayrollImportBody,
  PeriodCalculation,
  PeriodStatus,
  UpdatePayPeriodBody,
} from '@fieldline/contracts/payroll/payroll.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export interface PeriodFilters {
  calendarId?: number;
  status?: PeriodStatus;
  offset: number;
  limit: number;
}

export const payrollKeys = {
  all: ['payroll'] as const,
  calendars: ['payroll', 'calendars'] as const,
  periods: (f: PeriodFilters) => ['payroll', 'periods', f] as const,
  period: (id: number) => ['payroll', 'period', id] as const,
  imports: ['payroll', 'imports'] as const,
  import: (id: number) => ['payroll', 'import', id] as const,
};

export const exportUrl = (id: number, format: 'csv' | 'xlsx') => `/v1/payrollcalendar/${id}/export.${format}`;
export const periodUrl = (id: number) => `/payroll/periods/${id}`;
export const journalEntryUrl = (id: number) => `/accounting/journal/${id}`;

export function useCalendars() {
  return useQuery({
    queryKey: payrollKeys.calendars,
    queryFn: ({ signal }) => api.get<PayrollCalendar[]>('/payrollcalendar/calendars', { signal }),
  });
}

export function usePeriods(filters: PeriodFilters) {
  return useQuery({
    queryKey: payrollKeys.periods(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<PayPeriod>>('/payrollcalendar/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePeriod(id: number) {
  return useQuery({
    queryKey: payrollKeys.period(id),
    queryFn: ({ signal }) => api.get<PeriodCalculation>(`/payrollcalendar/${id}`, { signal }),
  });
}

export function useCreateCalendar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayrollCalendarBody) =>
      silentApi.post<{ calendar: PayrollCalendar; periods: PayPeriod[] }>('/payrollcalendar', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

function usePeriodAction(action: 'approve' | 'unapprove') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.post<unknown>(`/payrollcalendar/${id}/${action}`, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}
export const useApprovePeriod = () => usePeriodAction('approve');
export const useUnapprovePeriod = () => usePeriodAction('unapprove');

export function useUpdatePeriod(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePayPeriodBody) => silentApi.patch<PayPeriod>(`/payrollcalendar/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

export function useDeletePeriod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.delete(`/payrollcalendar/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

export function useImports() {
  return useQuery({
    queryKey: payrollKeys.imports,
    queryFn: ({ signal }) => api.get<PayrollImport[]>('/payrollimport/fileimport', { signal }),
  });
}

export function useImport(id: number | null) {
  return useQuery({
    queryKey: payrollKeys.import(id ?? 0),
    queryFn: ({ signal }) => api.get<PayrollImport>(`/payrollimport/fileimport/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useUploadImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollImportBody) => silentApi.post<PayrollImport>('/payrollimport/fileimport', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: payrollKeys.imports }),
  });
}

export function useReloadImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.get<PayrollImport>(`/payrollimport/reload/${id}`),
    onSuccess: (_d, id) => {
      qc.invalidateQueries({ queryKey: payrollKeys.imports });
      qc.invalidateQueries({ queryKey: payrollKeys.import(id) });
    },
  });
}

export function useDeleteImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.delete(`/payrollimport/fileimport/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: payrollKeys.imports }),
  });
}
