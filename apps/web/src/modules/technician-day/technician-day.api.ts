import type {
  DayVisit,
  TechnicianDay,
  WorkEntry,
} from '@fieldline/contracts/technician-day/technician-day.contract';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, silentApi } from '../../app/api';

/** The technician's day: one request for the page, small writes with optimistic updates. */
export const dayKeys = {
  all: ['technician-day'] as const,
  day: (date: string | null) => [...dayKeys.all, date ?? 'today'] as const,
};

export function useTechnicianDay(date: string | null) {
  return useQuery({
    queryKey: dayKeys.day(date),
    queryFn: ({ signal }) =>
      api.get<TechnicianDay>('/technician-day', { query: date ? { date } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

const messageOf = (e: unknown) =>
  e instanceof ApiError ? e.message : 'The change could not be saved. Check the connection and try again.';

/**
 * A write on one visit of the day: `patch` updates the cached day at once (optimistic), the server's error
 * puts it back and says why; the day is refreshed afterwards.
 */
function useVisitWrite<V, R>(
  date: string | null,
  jobId: number,
  fn: (v: V) => Promise<R>,
  patch?: (visit: DayVisit, v: V) => DayVisit,
  success?: string,
) {
  const qc = useQueryClient();
  const key = dayKeys.day(date);
  return useMutation({
    mutationFn: fn,
    onMutate: async (v: V) => {
      if (!patch) return undefined;
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<TechnicianDay>(key);
      if (before)
        qc.setQueryData<TechnicianDay>(key, {
          ...before,
          visits: before.visits.map((x) => (x.jobId === jobId ? patch(x, v) : x)),
        });
      return { before };
    },
    onError: (e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
      notifications.show({ color: 'red', title: 'Not saved', message: messageOf(e), autoClose: 8000 });
    },
    onSuccess: () => {
      if (success) notifications.show({ color: 'teal', message: success });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}

const base = (jobId: number) => `/technician-day/jobs/${jobId}`;

export const useStartWork = (date: string | null, jobId: number) =>
  useVisitWrite(
    date,
    jobId,
    () => silentApi.post<WorkEntry>(`${base(jobId)}/start`),
    (x) => ({ ...x, work: { ...x.work, state: 'working', since: new Date().toISOString() } }),
  );

export const useEndWork = (date: string | null, jobId: number) =>
  useVisitWrite(
    date,
    jobId,
    () => silentApi.post<WorkEntry>(`${base(jobId)}/end`),
    (x) => ({ ...x, work: { ...x.work, state: 'done', since: null } }),
    'Work ended: the time is on the job.',
  );

export const useAddNote = (date: string | null, jobId: number) =>
  useVisitWrite(
    date,
    jobId,
    (text: string) => silentApi.post<{ notes: string }>(`${base(jobId)}/notes`, { text }),
    (x, text) => ({ ...x, notes: x.notes ? `${x.notes}\n${text}` : text }),
    'Note saved.',
  );

export const useAddPhoto = (date: string | null, jobId: number) =>
  useVisitWrite(
    date,
    jobId,
    (file: { name: string; type: string; body: string }) =>
      silentApi.post<{ documentId: number }>(`${base(jobId)}/photos`, { file }),
    (x) => ({ ...x, photoCount: x.photoCount + 1 }),
    'Photo uploaded.',
  );

export const useAddMaterial = (date: string | null, jobId: number) =>
  useVisitWrite(
    date,
    jobId,
    (v: { itemId: number; quantity: string }) => silentApi.post(`${base(jobId)}/materials`, v),
    undefined,
    'Material recorded on the job.',
  );

export const useTickTask = (date: string | null, jobId: number) =>
  useVisitWrite(
    date,
    jobId,
    (v: { taskId: number; selected: boolean }) =>
      silentApi.patch(`${base(jobId)}/tasks/${v.taskId}`, { selected: v.selected }),
    (x, v) => ({ ...x, tasks: x.tasks.map((t) => (t.id === v.taskId ? { ...t, selected: v.selected } : t)) }),
  );

export const useAnswerChecklist = (date: string | null, jobId: number) =>
  useVisitWrite(
    date,
    jobId,
    (v: { checklistId: number; questionId: string; value: boolean | string | number | null }) =>
      silentApi.patch(`/jobs/${jobId}/checklists/${v.checklistId}`, { answers: { [v.questionId]: v.value } }),
    (x, v) => ({
      ...x,
      checklists: x.checklists.map((c) =>
        c.id === v.checklistId ? { ...c, answers: { ...c.answers, [v.questionId]: v.value } } : c,
      ),
    }),
  );

export const useSaveSignoff = (date: string | null, jobId: number) =>
  useVisitWrite(
    date,
    jobId,
    (v: { signatureName: string; signatureImage: string }) => silentApi.post(`/jobs/${jobId}/signoffs`, v),
    (x) => ({ ...x, signoffCount: x.signoffCount + 1 }),
    'Signoff saved.',
  );
