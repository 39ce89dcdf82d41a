import type {
  CreateJobTypeBody,
  JobType,
  JobTypeContractFee,
  JobTypeContractFeeBody,
  JobTypeItemMarkup,
  JobTypeRow,
  JobTypeTechStatus,
  JobWorkflowType,
  UpdateJobTypeBody,
} from '@fieldline/contracts/jobs/job-setup.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export const jobTypeKeys = {
  all: ['jobs', 'types'] as const,
  list: () => [...jobTypeKeys.all, 'list'] as const,
  detail: (id: number) => [...jobTypeKeys.all, 'detail', id] as const,
  part: (id: number, part: string) => [...jobTypeKeys.detail(id), part] as const,
};

export function useJobTypes() {
  return useQuery({
    queryKey: jobTypeKeys.list(),
    queryFn: ({ signal }) => api.get<JobTypeRow[]>('/jobs/types', { signal }),
  });
}

export function useJobType(id: number | null) {
  return useQuery({
    queryKey: jobTypeKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<JobType>(`/jobs/types/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useWorkflowTypes() {
  return useQuery({
    queryKey: ['jobs', 'workflowtypes'],
    queryFn: ({ signal }) => api.get<JobWorkflowType[]>('/jobs/statuses/workflowtypes', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMarkupTypes() {
  return useQuery({
    queryKey: ['items', 'markupTypes'],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/items/markupTypes', { signal }),
    staleTime: 5 * 60_000,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: jobTypeKeys.all });
}

export function useSaveJobType(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateJobTypeBody | UpdateJobTypeBody) =>
      id
        ? silentApi.patch<JobType>(`/jobs/types/${id}`, body)
        : silentApi.post<JobType>('/jobs/types', body as CreateJobTypeBody),
    onSuccess: invalidate,
  });
}

export function useDeleteJobType() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api.delete(`/jobs/types/${id}`), onSuccess: invalidate });
}

export function useSetOfficeExclusions(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (officeIds: number[]) => api.put(`/jobs/types/${id}/office-exclusions`, { officeIds }),
    onSuccess: invalidate,
  });
}

export function useSetDefaultItem(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (itemId: number | null) => api.put(`/jobs/types/${id}/default-item`, { itemId }),
    onSuccess: invalidate,
  });
}

/** A job type's list part (techStatuses, contractfees, itemMarkups): read, add, delete. */
function usePartList<T>(id: number, part: string) {
  return useQuery({
    queryKey: jobTypeKeys.part(id, part),
    queryFn: ({ signal }) => api.get<T[]>(`/jobs/types/${id}/${part}`, { signal }),
  });
}
function usePartMutations<B>(id: number, part: string) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: jobTypeKeys.part(id, part) });
  return {
    add: useMutation({
      mutationFn: (body: B) => silentApi.post(`/jobs/types/${id}/${part}`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (subId: number) => api.delete(`/jobs/types/${id}/${part}/${subId}`),
      onSuccess,
    }),
  };
}

export const useTechStatuses = (id: number) => usePartList<JobTypeTechStatus>(id, 'techStatuses');
export const useTechStatusMutations = (id: number) => usePartMutations<{ name: string }>(id, 'techStatuses');
export const useContractFees = (id: number) => usePartList<JobTypeContractFee>(id, 'contractfees');
export const useContractFeeMutations = (id: number) =>
  usePartMutations<JobTypeContractFeeBody>(id, 'contractfees');
export const useItemMarkups = (id: number) => usePartList<JobTypeItemMarkup>(id, 'itemMarkups');
export const useItemMarkupMutations = (id: number) =>
  usePartMutations<{ itemCategoryId: number | null; markupTypeId: number }>(id, 'itemMarkups');
