import type {
  Answers,
  Checklist,
  ChecklistDefinition,
} from '@fieldline/contracts/checklists/checklists.contract';
import type {
  CreateTaskBody,
  TaskTemplate,
  UpdateTaskBody,
  WorkTask,
} from '@fieldline/contracts/tasks/tasks.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { silentApi } from '../../app/api';

/** Tasks and checklists belong to a bid or a job. */
export type WorkOwnerKind = 'Bid' | 'Job' | 'Contract';
export interface WorkOwnerProps {
  ownerKind: WorkOwnerKind;
  ownerId: number;
  /** Read-only view (no permission to change, or a closed owner). */
  readOnly?: boolean;
}

const BASES: Record<WorkOwnerKind, string> = { Bid: 'bids', Job: 'jobs', Contract: 'contracts' };
export const ownerPath = (kind: WorkOwnerKind, id: number) => `/${BASES[kind]}/${id}`;

export const workKeys = {
  tasks: (kind: WorkOwnerKind, id: number) => ['work', kind, id, 'tasks'] as const,
  checklists: (kind: WorkOwnerKind, id: number) => ['work', kind, id, 'checklists'] as const,
  equipment: (kind: WorkOwnerKind, id: number) => ['work', kind, id, 'equipment'] as const,
  templates: ['tasktemplates'] as const,
  definitions: ['checklistdefinitions'] as const,
};

export function useTasks(kind: WorkOwnerKind, id: number) {
  return useQuery({
    queryKey: workKeys.tasks(kind, id),
    queryFn: ({ signal }) => silentApi.get<WorkTask[]>(`${ownerPath(kind, id)}/tasks`, { signal }),
  });
}

export function useTaskMutations(kind: WorkOwnerKind, id: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: workKeys.tasks(kind, id) });
  const base = ownerPath(kind, id);
  return {
    add: useMutation({
      mutationFn: (body: CreateTaskBody) => silentApi.post<WorkTask>(`${base}/tasks`, body),
      onSuccess,
    }),
    fromTemplate: useMutation({
      mutationFn: ({ templateId, equipmentId }: { templateId: number; equipmentId?: number | null }) =>
        silentApi.post<WorkTask[]>(`${base}/taskList/templates/${templateId}`, { equipmentId }),
      onSuccess,
    }),
    // Ticks and notes show at once; a failed save puts the list back as the server has it.
    update: useMutation({
      mutationFn: ({ taskId, ...body }: UpdateTaskBody & { taskId: number }) =>
        silentApi.patch<WorkTask>(`${base}/tasks/${taskId}`, body),
      onMutate: ({ taskId, selected, note }) => {
        qc.setQueryData<WorkTask[]>(workKeys.tasks(kind, id), (list) =>
          list?.map((t) =>
            t.id === taskId
              ? {
                  ...t,
                  ...(selected !== undefined ? { selected } : {}),
                  ...(note !== undefined ? { note } : {}),
                }
              : t,
          ),
        );
      },
      onSettled: onSuccess,
    }),
    remove: useMutation({
      mutationFn: (taskId: number) => silentApi.delete(`${base}/tasks/${taskId}`),
      onSuccess,
    }),
  };
}

export function useChecklists(kind: WorkOwnerKind, id: number) {
  return useQuery({
    queryKey: workKeys.checklists(kind, id),
    queryFn: ({ signal }) => silentApi.get<Checklist[]>(`${ownerPath(kind, id)}/checklists`, { signal }),
  });
}

export function useChecklistMutations(kind: WorkOwnerKind, id: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: workKeys.checklists(kind, id) });
  const base = ownerPath(kind, id);
  return {
    add: useMutation({
      mutationFn: (body: { definitionId: number; equipmentId?: number | null }) =>
        silentApi.post<Checklist>(`${base}/checklists`, body),
      onSuccess,
    }),
    answer: useMutation({
      mutationFn: ({ checklistId, answers }: { checklistId: number; answers: Answers }) =>
        silentApi.patch<Checklist>(`${base}/checklists/${checklistId}`, { answers }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (checklistId: number) => silentApi.delete(`${base}/checklists/${checklistId}`),
      onSuccess,
    }),
  };
}

/** The owner's customer's equipment, for the equipment pickers (empty when it cannot be read). */
export function useOwnerEquipment(kind: WorkOwnerKind, id: number) {
  return useQuery({
    queryKey: workKeys.equipment(kind, id),
    queryFn: ({ signal }) =>
      silentApi
        .get<{ id: number; name: string; serialNumber?: string | null }[]>(
          `${ownerPath(kind, id)}/customer/equipment`,
          { signal },
        )
        .catch(() => []),
  });
}

export function useTaskTemplates(activeOnly = true) {
  return useQuery({
    queryKey: [...workKeys.templates, activeOnly],
    queryFn: ({ signal }) =>
      silentApi.get<TaskTemplate[]>('/tasktemplates', {
        query: activeOnly ? { isActive: 'true' } : {},
        signal,
      }),
  });
}

export function useChecklistDefinitions(activeOnly = true) {
  return useQuery({
    queryKey: [...workKeys.definitions, activeOnly],
    queryFn: ({ signal }) =>
      silentApi.get<ChecklistDefinition[]>('/checklistdefinitions', {
        query: activeOnly ? { isActive: 'true' } : {},
        signal,
      }),
  });
}

export const equipmentLabel = (e: { name: string; serialNumber?: string | null }) =>
  e.serialNumber ? `${e.name} (${e.serialNumber})` : e.name;

/** Active templates and definitions for the pickers (GET /v1/cache/...: any signed-in user). */
export function useTemplateOptions() {
  return useQuery({
    queryKey: [...workKeys.templates, 'options'],
    queryFn: ({ signal }) =>
      silentApi.get<{ id: number; name: string; taskCount: number }[]>('/cache/tasktemplates', { signal }),
  });
}

export function useDefinitionOptions() {
  return useQuery({
    queryKey: [...workKeys.definitions, 'options'],
    queryFn: ({ signal }) =>
      silentApi.get<{ id: number; name: string; title: string }[]>('/cache/checklistdefinitions', { signal }),
  });
}
