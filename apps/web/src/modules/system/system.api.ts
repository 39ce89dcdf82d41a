import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  AuditLogEntry,
  Settings,
  SettingsPatch,
  SystemStatus,
} from '@fieldline/contracts/system/system.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export interface AuditLogFilters {
  from?: string;
  to?: string;
  entity?: string;
  offset: number;
  limit: number;
}

export const systemKeys = {
  settings: () => ['system', 'settings'] as const,
  auditLog: (filters: AuditLogFilters) => ['system', 'audit-log', filters] as const,
  status: () => ['system', 'status'] as const,
};

export function useSettings() {
  return useQuery({
    queryKey: systemKeys.settings(),
    queryFn: ({ signal }) => api.get<Settings>('/settings', { signal }),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => silentApi.patch<Settings>('/settings', patch),
    onSuccess: (settings) => queryClient.setQueryData(systemKeys.settings(), settings),
  });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({
    queryKey: systemKeys.auditLog(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<AuditLogEntry>>('/audit-log/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSystemStatus() {
  return useQuery({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => api.get<SystemStatus>('/system-status', { signal }),
    refetchInterval: 30_000,
  });
}
