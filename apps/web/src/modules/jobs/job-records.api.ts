import type { ContactRow } from '@fieldline/contracts/contacts/contacts.contract';
import type {
  CreateCalendarEventBody,
  CreateJobContactBody,
  JobCalendarEvent,
  JobContact,
  UpdateCalendarEventBody,
  UpdateJobContactBody,
} from '@fieldline/contracts/jobs/job-records.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';
import { jobKeys } from './jobs.api';

export function useJobCalendarEvents(jobId: number) {
  return useQuery({
    queryKey: jobKeys.sub(jobId, 'calendarEvents'),
    queryFn: ({ signal }) => api.get<JobCalendarEvent[]>(`/jobs/${jobId}/calendarEvents`, { signal }),
  });
}

export function useSaveCalendarEvent(jobId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CreateCalendarEventBody | UpdateCalendarEventBody }) =>
      id
        ? silentApi.patch<JobCalendarEvent>(`/jobs/${jobId}/calendarEvents/${id}`, body)
        : silentApi.post<JobCalendarEvent>(`/jobs/${jobId}/calendarEvents`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobKeys.sub(jobId, 'calendarEvents') }),
  });
}

export function useDeleteCalendarEvent(jobId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/jobs/${jobId}/calendarEvents/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobKeys.sub(jobId, 'calendarEvents') }),
  });
}

export function useJobContacts(jobId: number) {
  return useQuery({
    queryKey: jobKeys.sub(jobId, 'contacts'),
    queryFn: ({ signal }) => api.get<JobContact[]>(`/jobs/${jobId}/contacts`, { signal }),
  });
}

export function useCustomerContactOptions(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['customers', customerId, 'contacts', 'active'],
    queryFn: ({ signal }) =>
      api.get<ContactRow[]>(`/customers/${customerId}/contacts`, { query: { isActive: 'true' }, signal }),
    enabled,
  });
}

export function useAddJobContact(jobId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateJobContactBody) => silentApi.post<JobContact>(`/jobs/${jobId}/contacts`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobKeys.sub(jobId, 'contacts') }),
  });
}

export function useUpdateJobContact(jobId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateJobContactBody }) =>
      api.patch<JobContact>(`/jobs/${jobId}/contacts/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobKeys.sub(jobId, 'contacts') }),
  });
}

export function useRemoveJobContact(jobId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/jobs/${jobId}/contacts/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobKeys.sub(jobId, 'contacts') }),
  });
}
