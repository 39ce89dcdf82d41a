import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  MailMessage,
  MailMessageRow,
  MailSetup,
  MailStatus,
} from '@fieldline/contracts/mail/mail.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export interface OutboxFilters {
  status?: MailStatus;
  query?: string;
  offset: number;
  limit: number;
}

export const mailKeys = {
  all: ['mail'] as const,
  outbox: (filters: OutboxFilters) => ['mail', 'outbox', filters] as const,
  message: (id: number) => ['mail', 'message', id] as const,
  setup: () => ['mail', 'setup'] as const,
};

/** Messages still on their way change by themselves: look again every few seconds while any is. */
const pending = (statuses: MailStatus[]) => statuses.some((s) => s === 'queued' || s === 'sending');

export function useOutbox(filters: OutboxFilters) {
  return useQuery({
    queryKey: mailKeys.outbox(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<MailMessageRow>>('/mail/messages/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (pending(q.state.data?.data.map((m) => m.status) ?? []) ? 2000 : false),
  });
}

export function useMailMessage(id: number) {
  return useQuery({
    queryKey: mailKeys.message(id),
    queryFn: ({ signal }) => api.get<MailMessage>(`/mail/messages/${id}`, { signal }),
    refetchInterval: (q) => (q.state.data && pending([q.state.data.status]) ? 2000 : false),
  });
}

export function useMailSetup() {
  return useQuery({
    queryKey: mailKeys.setup(),
    queryFn: ({ signal }) => api.get<MailSetup>('/mail/setup', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MailMessage>(`/mail/messages/${id}/retry`),
    onSuccess: (m) => {
      queryClient.setQueryData(mailKeys.message(m.id), m);
      void queryClient.invalidateQueries({ queryKey: ['mail', 'outbox'] });
    },
  });
}

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MailMessage>('/mail/test'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['mail', 'outbox'] }),
  });
}

export const attachmentUrl = (messageId: number, attachmentId: number) =>
  `/v1/mail/messages/${messageId}/attachments/${attachmentId}`;
