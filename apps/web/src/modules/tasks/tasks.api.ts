import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CreateGeneralTaskBody,
  GeneralTask,
  TaskCounts,
  TaskStatus,
  UpdateGeneralTaskBody,
} from '@fieldline/contracts/tasks/general-tasks.contract';
import type {
  CreateTaskTemplateBody,
  TaskTemplate,
  UpdateTaskTemplateBody,
} from '@fieldline/contracts/tasks/tasks.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

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

// ---------- General tasks: "My tasks", the count badge, the task drawer ----------

export const taskKeys = {
  all: ['tasks'] as const,
  count: ['tasks', 'count'] as const,
  list: (filter: Record<string, unknown>) => ['tasks', 'list', filter] as const,
  one: (id: number) => ['tasks', 'one', id] as const,
};

export type TaskTab = 'open' | 'today' | 'overdue' | 'done';
const TAB_FILTERS: Record<TaskTab, Record<string, string>> = {
  open: { completed: 'false' },
  today: { dueToday: 'true' },
  overdue: { overdue: 'true' },
  done: { completed: 'true' },
};
export const TASK_PAGE_SIZE = 25;

/** The signed-in user's tasks (assigned, member or subscriber) of one tab, a page at a time. */
export function useMyTasks(tab: TaskTab, page: number, query: string) {
  const filter = { me: 'true', ...TAB_FILTERS[tab], query: query || undefined };
  return useQuery({
    queryKey: taskKeys.list({ ...filter, page }),
    queryFn: ({ signal }) =>
      api.get<SearchResult<GeneralTask>>('/tasks/search', {
        query: { ...filter, offset: (page - 1) * TASK_PAGE_SIZE, limit: TASK_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Open, overdue, due today and unviewed counts of the signed-in user's tasks, refreshed every minute. */
export function useTaskCounts() {
  return useQuery({
    queryKey: taskKeys.count,
    queryFn: ({ signal }) => api.get<TaskCounts>('/tasks/count', { signal }),
    refetchInterval: 60_000,
  });
}

export function useTask(id: number | null) {
  return useQuery({
    queryKey: taskKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => api.get<GeneralTask>(`/tasks/${id}`, { signal }),
  });
}

/** Marks the task viewed by the signed-in user (the drawer opening it). */
export function useViewTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.patch<GeneralTask>(`/tasks/${id}/view`, {}),
    onSuccess: (task) => {
      qc.setQueryData(taskKeys.one(task.id), task);
      qc.invalidateQueries({ queryKey: taskKeys.count });
      qc.invalidateQueries({ queryKey: ['tasks', 'list'] });
    },
  });
}

export function useCreateTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGeneralTaskBody) => silentApi.post<GeneralTask>('/tasks', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

export function useUpdateTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateGeneralTaskBody }) =>
      silentApi.patch<GeneralTask>(`/tasks/${id}`, body),
    onSuccess: (task) => {
      qc.setQueryData(taskKeys.one(task.id), task);
      qc.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}

export function useDeleteTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.delete(`/tasks/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

/** Adds or removes a member or subscriber. */
export function useTaskPerson() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      kind,
      userId,
      add,
    }: {
      id: number;
      kind: 'members' | 'subscribers';
      userId: number;
      add: boolean;
    }) =>
      add
        ? silentApi.post<GeneralTask>(`/tasks/${id}/${kind}/${userId}`, {})
        : silentApi.delete(`/tasks/${id}/${kind}/${userId}`),
    onSuccess: (_r, v) => qc.invalidateQueries({ queryKey: taskKeys.one(v.id) }),
  });
}

export interface TaskOption {
  id: number;
  name: string;
  isDone?: boolean;
}
/** The pickers' lists (users, types, statuses, groups), open to anyone signed in. */
export function useTaskLookup(name: 'taskusers' | 'tasktypes' | 'taskstatuses' | 'taskgroups') {
  return useQuery({
    queryKey: ['cache', name],
    queryFn: ({ signal }) => api.get<TaskOption[]>(`/cache/${name}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

// ---------- Settings: types, statuses, template categories ----------

export type TaskListName = 'types' | 'statuses' | 'categories';
const LIST_URL: Record<TaskListName, string> = {
  types: '/tasks/types',
  statuses: '/tasks/statuses',
  categories: '/tasktemplates/categories',
};
const LIST_CACHE: Record<TaskListName, string> = {
  types: 'tasktypes',
  statuses: 'taskstatuses',
  categories: 'tasktemplatecategories',
};

export function useTaskList(name: TaskListName) {
  return useQuery({
    queryKey: ['tasklists', name],
    queryFn: ({ signal }) =>
      api.get<SearchResult<TaskStatus>>(`${LIST_URL[name]}/search`, { query: { limit: 1000 }, signal }),
  });
}

export function useSaveTaskListEntry(name: TaskListName) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id ? silentApi.patch(`${LIST_URL[name]}/${id}`, body) : silentApi.post(LIST_URL[name], body),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['tasklists', name] });
      qc.invalidateQueries({ queryKey: ['cache', LIST_CACHE[name]] });
    },
  });
}

export function useDeleteTaskListEntry(name: TaskListName) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => silentApi.delete(`${LIST_URL[name]}/${id}`),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['tasklists', name] });
      qc.invalidateQueries({ queryKey: ['cache', LIST_CACHE[name]] });
    },
  });
}
