import type {
  CreatePackingSlipBody,
  CreatePostProcessingItemsBody,
  CreatePostProcessingItemsResult,
  PackingSlip,
  PackingSlips,
  PostProcessing,
  ProcessInventoryResult,
} from '@fieldline/contracts/jobs/job-stock.contract';
import type {
  BuildEquipmentResult,
  CreateExpenseBody,
  CreateSignoffBody,
  CreateTimesheetBody,
  Expense,
  JobEquipment,
  MetricReadingBody,
  Signoff,
  SignoffDetail,
  Timesheet,
  TimeType,
  UpdateExpenseBody,
  UpdateTimesheetBody,
  UpdateTimesheetsBody,
} from '@fieldline/contracts/jobs/job-work.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';
import { jobKeys } from './jobs.api';

/** Query hooks of a job's work records (time, expenses, signoffs, equipment, stock). */

function useJobList<T>(jobId: number, what: string, path = what) {
  return useQuery({
    queryKey: jobKeys.sub(jobId, what),
    queryFn: ({ signal }) => api.get<T>(`/jobs/${jobId}/${path}`, { signal }),
  });
}

/** A write that refreshes the given sub-lists of the job when it succeeds. */
function useJobWrite<V, R>(jobId: number, what: string[], fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        ...what.map((w) => qc.invalidateQueries({ queryKey: jobKeys.sub(jobId, w) })),
        // 'items': the job's line-item table (shared widget) keeps its own key.
        ...(what.includes('items') ? [qc.invalidateQueries({ queryKey: ['line-items', 'Job', jobId] })] : []),
      ]),
  });
}

export function useTimeTypes() {
  return useQuery({
    queryKey: ['timetypes'],
    queryFn: ({ signal }) => api.get<TimeType[]>('/timetypes', { signal }),
    staleTime: 5 * 60_000,
  });
}

export const useTimesheets = (jobId: number) => useJobList<Timesheet[]>(jobId, 'timesheets');

export const useSaveTimesheet = (jobId: number) =>
  useJobWrite(
    jobId,
    ['timesheets'],
    ({ id, body }: { id?: number; body: CreateTimesheetBody | UpdateTimesheetBody }) =>
      id
        ? silentApi.patch<Timesheet>(`/jobs/${jobId}/timesheets/${id}`, body)
        : silentApi.post<Timesheet>(`/jobs/${jobId}/timesheets`, body),
  );

export const useSaveTimesheets = (jobId: number) =>
  useJobWrite(jobId, ['timesheets'], (rows: UpdateTimesheetsBody) =>
    silentApi.patch<Timesheet[]>(`/jobs/${jobId}/timesheets`, rows),
  );

export const useDeleteTimesheet = (jobId: number) =>
  useJobWrite(jobId, ['timesheets'], (id: number) => api.delete(`/jobs/${jobId}/timesheets/${id}`));

export const useExpenses = (jobId: number) => useJobList<Expense[]>(jobId, 'expenses');

export const useSaveExpense = (jobId: number) =>
  useJobWrite(
    jobId,
    ['expenses'],
    ({ id, body }: { id?: number; body: CreateExpenseBody | UpdateExpenseBody }) =>
      id
        ? silentApi.patch<Expense>(`/jobs/${jobId}/expenses/${id}`, body)
        : silentApi.post<Expense>(`/jobs/${jobId}/expenses`, body),
  );

export const useDeleteExpense = (jobId: number) =>
  useJobWrite(jobId, ['expenses'], (id: number) => api.delete(`/jobs/${jobId}/expenses/${id}`));

export const useSignoffs = (jobId: number) => useJobList<Signoff[]>(jobId, 'signoffs');

export function useSignoff(jobId: number, id: number | null) {
  return useQuery({
    queryKey: [...jobKeys.sub(jobId, 'signoffs'), id],
    queryFn: ({ signal }) => api.get<SignoffDetail>(`/jobs/${jobId}/signoffs/${id}`, { signal }),
    enabled: id !== null,
  });
}

export const useCreateSignoff = (jobId: number) =>
  useJobWrite(jobId, ['signoffs'], (body: CreateSignoffBody) =>
    silentApi.post<SignoffDetail>(`/jobs/${jobId}/signoffs`, body),
  );

export const useDeleteSignoff = (jobId: number) =>
  useJobWrite(jobId, ['signoffs'], (id: number) => api.delete(`/jobs/${jobId}/signoffs/${id}`));

export const useJobEquipment = (jobId: number) => useJobList<JobEquipment[]>(jobId, 'equipment');

export const useAddJobEquipment = (jobId: number) =>
  useJobWrite(jobId, ['equipment'], (equipmentId: number) =>
    api.post<JobEquipment>(`/jobs/${jobId}/equipment/${equipmentId}`, {}),
  );

export const useRemoveJobEquipment = (jobId: number) =>
  useJobWrite(jobId, ['equipment'], (equipmentId: number) =>
    api.delete(`/jobs/${jobId}/equipment/${equipmentId}`),
  );

export const useRecordReading = (jobId: number) =>
  useJobWrite(
    jobId,
    ['equipment'],
    ({ equipmentId, body }: { equipmentId: number; body: MetricReadingBody }) =>
      silentApi.post<JobEquipment>(`/jobs/${jobId}/equipment/${equipmentId}/metricreadings`, body),
  );

export const useBuildEquipment = (jobId: number) =>
  useJobWrite(jobId, ['equipment'], () =>
    api.post<BuildEquipmentResult>(`/jobs/${jobId}/buildEquipment`, {}),
  );

export const usePostProcessing = (jobId: number) =>
  useJobList<PostProcessing>(jobId, 'postProcessingInventory');

export const useProcessInventory = (jobId: number) =>
  useJobWrite(jobId, ['postProcessingInventory', 'items', 'packingslipitem'], (key: string) =>
    api.post<ProcessInventoryResult>(
      `/jobs/${jobId}/postProcessingInventory`,
      {},
      { headers: { 'Idempotency-Key': key } },
    ),
  );

export const useCreatePostProcessingItems = (jobId: number) =>
  useJobWrite(
    jobId,
    ['postProcessingInventory', 'items', 'packingslipitem'],
    (body: CreatePostProcessingItemsBody) =>
      silentApi.post<CreatePostProcessingItemsResult>(`/jobs/${jobId}/createPostProcessingJobItems`, body),
  );

export const usePackingSlips = (jobId: number) => useJobList<PackingSlips>(jobId, 'packingslipitem');

export const useCreatePackingSlip = (jobId: number) =>
  useJobWrite(jobId, ['packingslipitem'], (body: CreatePackingSlipBody) =>
    silentApi.post<PackingSlip>(`/jobs/${jobId}/addpackingslipitem`, body),
  );

export const useDeletePackingSlip = (jobId: number) =>
  useJobWrite(jobId, ['packingslipitem'], (id: number) =>
    api.delete(`/jobs/${jobId}/deletepackingslip/${id}`),
  );
