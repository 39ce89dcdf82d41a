import type {
  CreateEquipmentBody,
  CreateItemOverrideBody,
  CreateLinkedItemBody,
  CreateMetricBody,
  CreateReadingBody,
  Equipment,
  EquipmentMetric,
  EquipmentRow,
  EquipmentSystem,
  ItemOverride,
  LinkedItem,
  MetricReading,
  SetSystemBody,
  UpdateEquipmentBody,
  UpdateItemOverrideBody,
} from '@fieldline/contracts/equipment/equipment.contract';
import type {
  CreateRecommendationBody,
  Recommendation,
  RecommendationStatus,
  RecommendationType,
  UpdateRecommendationBody,
} from '@fieldline/contracts/equipment/recommendations.contract';
import type { JobUrgency } from '@fieldline/contracts/jobs/job-setup.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export const equipmentKeys = {
  all: ['equipment'] as const,
  list: (f: { locationId?: number; customerId?: number }) => [...equipmentKeys.all, 'list', f] as const,
  detail: (id: number) => [...equipmentKeys.all, 'detail', id] as const,
  systems: (locationId: number) => [...equipmentKeys.all, 'systems', locationId] as const,
  metrics: (id: number) => [...equipmentKeys.all, 'metrics', id] as const,
  readings: (id: number, metricId: number) => [...equipmentKeys.all, 'readings', id, metricId] as const,
  linked: (id: number) => [...equipmentKeys.all, 'linked', id] as const,
  overrides: (id: number) => [...equipmentKeys.all, 'overrides', id] as const,
  recommendationTypes: ['equipment', 'recommendation-types'] as const,
  recommendationStatuses: ['equipment', 'recommendation-statuses'] as const,
  urgencies: ['equipment', 'urgencies'] as const,
  jobs: (id: number) => [...equipmentKeys.all, 'jobs', id] as const,
};

/** The equipment at a location or of a customer (the tabs of those pages). */
export function useEquipmentList(f: { locationId?: number; customerId?: number }) {
  return useQuery({
    queryKey: equipmentKeys.list(f),
    queryFn: ({ signal }) =>
      api.get<EquipmentRow[]>('/equipment/query', { query: { ...f, limit: 1000 }, signal }),
  });
}

export function useEquipment(id: number) {
  return useQuery({
    queryKey: equipmentKeys.detail(id),
    queryFn: ({ signal }) => api.get<Equipment>(`/equipment/${id}`, { signal }),
  });
}

export function useCreateEquipment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEquipmentBody) => api.post<Equipment>('/equipment', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: equipmentKeys.all }),
  });
}

export function useUpdateEquipment(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEquipmentBody) => api.patch<Equipment>(`/equipment/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: equipmentKeys.all }),
  });
}

export function useSystems(locationId: number) {
  return useQuery({
    queryKey: equipmentKeys.systems(locationId),
    queryFn: ({ signal }) =>
      api.get<EquipmentSystem[]>('/equipment/systems', { query: { locationId }, signal }),
  });
}

export function useSetSystem(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetSystemBody | null): Promise<EquipmentSystem | null> => {
      if (body !== null) return api.patch<EquipmentSystem>(`/equipment/${id}/system`, body);
      await api.delete<void>(`/equipment/${id}/system`);
      return null;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: equipmentKeys.all }),
  });
}

// Metrics ---------------------------------------------------------------------------------------------

export function useMetrics(id: number) {
  return useQuery({
    queryKey: equipmentKeys.metrics(id),
    queryFn: ({ signal }) => api.get<EquipmentMetric[]>(`/equipment/${id}/metrics`, { signal }),
  });
}

export function useReadings(id: number, metricId: number | null) {
  return useQuery({
    queryKey: equipmentKeys.readings(id, metricId ?? 0),
    queryFn: ({ signal }) =>
      api.get<MetricReading[]>(`/equipment/${id}/metrics/${metricId}/readings`, { signal }),
    enabled: metricId !== null,
  });
}

export function useCreateMetric(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMetricBody) => api.post<EquipmentMetric>(`/equipment/${id}/metrics`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: equipmentKeys.metrics(id) }),
  });
}

export function useDeleteMetric(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (metricId: number) => api.delete<void>(`/equipment/${id}/metrics/${metricId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: equipmentKeys.metrics(id) }),
  });
}

export function useRecordReading(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ metricId, ...body }: CreateReadingBody & { metricId: number }) =>
      api.post<MetricReading>(`/equipment/${id}/metrics/${metricId}/readings`, body),
    onSuccess: (_r, v) => {
      void qc.invalidateQueries({ queryKey: equipmentKeys.metrics(id) });
      void qc.invalidateQueries({ queryKey: equipmentKeys.readings(id, v.metricId) });
    },
  });
}

// Linked items and overrides ---------------------------------------------------------------------------

export function useLinkedItems(id: number) {
  return useQuery({
    queryKey: equipmentKeys.linked(id),
    queryFn: ({ signal }) => api.get<LinkedItem[]>(`/equipment/${id}/linkeditems`, { signal }),
  });
}

export function useLinkedItemMutations(id: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: equipmentKeys.linked(id) });
  return {
    add: useMutation({
      mutationFn: (body: CreateLinkedItemBody) => api.post<LinkedItem>(`/equipment/${id}/linkeditems`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (linkId: number) => api.delete<void>(`/equipment/${id}/linkeditems/${linkId}`),
      onSuccess,
    }),
  };
}

export function useOverrides(id: number) {
  return useQuery({
    queryKey: equipmentKeys.overrides(id),
    queryFn: ({ signal }) => api.get<ItemOverride[]>(`/equipment/${id}/itemOverrides`, { signal }),
  });
}

export function useOverrideMutations(id: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: equipmentKeys.overrides(id) });
  return {
    add: useMutation({
      mutationFn: (body: CreateItemOverrideBody) =>
        api.post<ItemOverride>(`/equipment/${id}/itemOverrides`, body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ overrideId, ...body }: UpdateItemOverrideBody & { overrideId: number }) =>
        api.patch<ItemOverride>(`/equipment/${id}/itemOverrides/${overrideId}`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (overrideId: number) => api.delete<void>(`/equipment/${id}/itemOverrides/${overrideId}`),
      onSuccess,
    }),
  };
}

// Recommendations ----------------------------------------------------------------------------------------

/** Whose recommendations: one piece of equipment's, or those made on one job. */
export type RecommendationScope = { equipmentId: number } | { jobId: number };

export function useRecommendations(scope: RecommendationScope) {
  return useQuery({
    queryKey: [...equipmentKeys.all, 'recommendations', scope],
    queryFn: ({ signal }) =>
      'jobId' in scope
        ? api.get<Recommendation[]>(`/jobs/${scope.jobId}/recommendations`, { signal })
        : api.get<Recommendation[]>('/equipmentRecommendations', {
            query: { equipmentId: scope.equipmentId },
            signal,
          }),
  });
}

export function useRecommendationLists() {
  const types = useQuery({
    queryKey: equipmentKeys.recommendationTypes,
    queryFn: ({ signal }) =>
      api.get<RecommendationType[]>('/equipmentRecommendations/recommendationtypes', { signal }),
    staleTime: 5 * 60_000,
  });
  const statuses = useQuery({
    queryKey: equipmentKeys.recommendationStatuses,
    queryFn: ({ signal }) =>
      api.get<RecommendationStatus[]>('/equipmentRecommendations/statuses', { signal }),
    staleTime: 5 * 60_000,
  });
  // Urgencies belong to jobs; a user without job access still sees the recommendations, without names.
  const urgencies = useQuery({
    queryKey: equipmentKeys.urgencies,
    queryFn: ({ signal }) => api.get<JobUrgency[]>('/jobs/urgencies', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { types: types.data ?? [], statuses: statuses.data ?? [], urgencies: urgencies.data ?? [] };
}

export function useRecommendationMutations() {
  const qc = useQueryClient();
  // Every list a recommendation shows in (its equipment's, its job's).
  const onSuccess = () => qc.invalidateQueries({ queryKey: [...equipmentKeys.all, 'recommendations'] });
  return {
    /** A recommendation made on a job is posted under the job, which records where it was found. */
    add: useMutation({
      mutationFn: ({ jobId, ...body }: CreateRecommendationBody) =>
        jobId
          ? api.post<Recommendation>(`/jobs/${jobId}/recommendations`, body)
          : api.post<Recommendation>('/equipmentRecommendations', body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: UpdateRecommendationBody & { id: number }) =>
        api.patch<Recommendation>(`/equipmentRecommendations/${id}`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<void>(`/equipmentRecommendations/${id}`),
      onSuccess,
    }),
    link: useMutation({
      mutationFn: ({ id, bidId }: { id: number; bidId: number }) =>
        api.post<Recommendation>(`/equipmentRecommendations/${id}/linktopendingjob`, { bidId }),
      onSuccess,
    }),
  };
}
