import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CheckInBody,
  CheckOutBody,
  CreateToolBody,
  CreateToolScheduleBody,
  JobToolList,
  TodaysJob,
  Tool,
  ToolAvailability,
  ToolCheckout,
  ToolSchedule,
  ToolStatus,
  ToolStatusInfo,
  UpdateTimeBody,
  UpdateToolBody,
} from '@fieldline/contracts/tools/tools.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export interface ToolFilters {
  query?: string;
  status?: ToolStatus;
  officeId?: number;
  available?: 'true';
  offset: number;
  limit: number;
}

/** Every tools query starts with 'tools': a check-out or schedule refreshes all of them at once. */
export const toolKeys = {
  all: ['tools'] as const,
  search: (f: ToolFilters) => ['tools', 'search', f] as const,
  detail: (id: number) => ['tools', 'detail', id] as const,
  status: (id: number) => ['tools', 'status', id] as const,
  history: (id: number) => ['tools', 'history', id] as const,
  schedules: (id: number) => ['tools', 'schedules', id] as const,
  job: (jobId: number) => ['tools', 'job', jobId] as const,
  available: (jobId: number) => ['tools', 'available', jobId] as const,
  mine: ['tools', 'mine'] as const,
};

export function useToolSearch(filters: ToolFilters) {
  return useQuery({
    queryKey: toolKeys.search(filters),
    queryFn: ({ signal }) => api.get<SearchResult<Tool>>('/tools/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useTool = (id: number) =>
  useQuery({
    queryKey: toolKeys.detail(id),
    queryFn: ({ signal }) => api.get<Tool>(`/tools/${id}`, { signal }),
  });

export const useToolStatus = (id: number) =>
  useQuery({
    queryKey: toolKeys.status(id),
    queryFn: ({ signal }) => api.get<ToolStatusInfo>(`/tools/toolStatuses/${id}`, { signal }),
  });

export const useToolHistory = (id: number) =>
  useQuery({
    queryKey: toolKeys.history(id),
    queryFn: ({ signal }) =>
      api.get<SearchResult<ToolCheckout>>(`/tools/${id}/history`, { query: { limit: 200 }, signal }),
  });

export const useToolSchedules = (id: number) =>
  useQuery({
    queryKey: toolKeys.schedules(id),
    queryFn: ({ signal }) => api.get<ToolSchedule[]>(`/tools/${id}/schedules`, { signal }),
  });

export const useJobTools = (jobId: number) =>
  useQuery({
    queryKey: toolKeys.job(jobId),
    queryFn: ({ signal }) => api.get<JobToolList>(`/tools/toolList/${jobId}`, { signal }),
  });

export const useAvailableTools = (jobId: number, enabled: boolean) =>
  useQuery({
    queryKey: toolKeys.available(jobId),
    queryFn: ({ signal }) => api.get<ToolAvailability[]>(`/tools/getAvailableTools/${jobId}`, { signal }),
    enabled,
  });

/** The signed-in technician's tools out, tools scheduled, and today's jobs. */
export function useMyTools() {
  return useQuery({
    queryKey: toolKeys.mine,
    queryFn: async ({ signal }) => {
      const [out, scheduled, today] = await Promise.all([
        api.get<ToolCheckout[]>('/tools/getCheckedOutByTechnician', { signal }),
        api.get<ToolSchedule[]>('/tools/getScheduledByTechnician', { signal }),
        api.get<TodaysJob[]>('/tools/todaysJobListForUser', { signal }),
      ]);
      return { out, scheduled, today };
    },
  });
}

/** After any tool write: every tools query, and the job (its completion depends on tools out). */
function useRefresh() {
  const qc = useQueryClient();
  return () => {
    qc.invalidateQueries({ queryKey: toolKeys.all });
  };
}

export function useCreateTool() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateToolBody) => silentApi.post<Tool>('/tools', body),
    onSuccess: refresh,
  });
}

export function useUpdateTool(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateToolBody) => silentApi.patch<Tool>(`/tools/${id}`, body),
    onSuccess: refresh,
  });
}

export function useUpdateQuantity(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (quantity: number) => silentApi.patch<Tool>(`/tools/${id}/updateQuantity`, { quantity }),
    onSuccess: refresh,
  });
}

export function useCheckOut() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ toolId, ...body }: CheckOutBody & { toolId: number }) =>
      silentApi.patch<ToolCheckout>(`/tools/${toolId}/checkOut`, body),
    onSuccess: refresh,
  });
}

export function useCheckIn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ toolId, ...body }: CheckInBody & { toolId: number }) =>
      silentApi.patch<ToolCheckout>(`/tools/${toolId}/checkIn`, body),
    onSuccess: refresh,
  });
}

export function useCreateSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateToolScheduleBody) => silentApi.post<ToolSchedule>('/tools/toolSchedules', body),
    onSuccess: refresh,
  });
}

export function useUpdateTime() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTimeBody & { id: number }) =>
      silentApi.patch<ToolSchedule>(`/tools/updateTime/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/tools/toolSchedules/${id}`),
    onSuccess: refresh,
  });
}

export const toolUrl = (id: number) => `/tools/${id}`;
