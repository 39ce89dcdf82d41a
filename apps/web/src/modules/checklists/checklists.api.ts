import type {
  ChecklistDefinition,
  CreateChecklistDefinitionBody,
  UpdateChecklistDefinitionBody,
} from '@fieldline/contracts/checklists/checklists.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { silentApi } from '../../app/api';

const key = ['checklistdefinitions'] as const;

export function useSaveDefinition() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id?: number;
      body: CreateChecklistDefinitionBody | UpdateChecklistDefinitionBody;
    }) =>
      id
        ? silentApi.patch<ChecklistDefinition>(`/checklistdefinitions/${id}`, body)
        : silentApi.post<ChecklistDefinition>('/checklistdefinitions', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteDefinition() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.delete(`/checklistdefinitions/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
