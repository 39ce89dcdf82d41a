import type {
  CreateTaskTemplateBody,
  TaskTemplate,
  UpdateTaskTemplateBody,
} from '@fieldline/contracts/tasks/tasks.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { silentApi } from '../../app/api';

const key = ['tasktemplates'] as const;

export function useSaveTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateTaskTemplateBody | UpdateTaskTemplateBody }) =>
      id
        ? silentApi.patch<TaskTemplate>(`/tasktemplates/${id}`, body)
        : silentApi.post<TaskTemplate>('/tasktemplates', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.delete(`/tasktemplates/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
