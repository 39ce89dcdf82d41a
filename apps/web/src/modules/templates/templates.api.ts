import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  EmailTemplate,
  EmailTemplateCreate,
  EmailToken,
  EmailTokenCreate,
  MergeTags,
  MessageTemplate,
  MessageTemplateCreate,
  Rendered,
} from '@fieldline/contracts/templates/templates.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export const templateKeys = {
  all: ['templates'] as const,
  email: () => ['templates', 'email'] as const,
  emailOne: (id: number) => ['templates', 'email', id] as const,
  message: () => ['templates', 'message'] as const,
  messageOne: (id: number) => ['templates', 'message', id] as const,
  tokens: () => ['templates', 'tokens'] as const,
  tags: (recordType: string) => ['templates', 'tags', recordType] as const,
};

export const useEmailTemplates = () =>
  useQuery({
    queryKey: templateKeys.email(),
    queryFn: ({ signal }) => api.get<EmailTemplate[]>('/email-templates', { signal }),
  });

export const useEmailTemplate = (id: number | null) =>
  useQuery({
    queryKey: templateKeys.emailOne(id ?? 0),
    queryFn: ({ signal }) => api.get<EmailTemplate>(`/email-templates/${id}`, { signal }),
    enabled: id !== null,
  });

export const useMessageTemplates = () =>
  useQuery({
    queryKey: templateKeys.message(),
    queryFn: ({ signal }) => api.get<MessageTemplate[]>('/messagetemplates', { signal }),
  });

export const useMessageTemplate = (id: number | null) =>
  useQuery({
    queryKey: templateKeys.messageOne(id ?? 0),
    queryFn: ({ signal }) => api.get<MessageTemplate>(`/messagetemplates/${id}`, { signal }),
    enabled: id !== null,
  });

export const useTokens = () =>
  useQuery({
    queryKey: templateKeys.tokens(),
    queryFn: ({ signal }) => api.get<EmailToken[]>('/email-tokens', { signal }),
  });

/** The tags a template of this record type may use (with the company's tags and tokens). */
export const useMergeTags = (recordType: string) =>
  useQuery({
    queryKey: templateKeys.tags(recordType),
    queryFn: ({ signal }) =>
      api.get<MergeTags>('/messagetemplates/getmergetags', { query: { recordType }, signal }),
    enabled: recordType !== '',
  });

/** Every registered record type (for the message template's record type choice). */
export const useRecordTypes = () =>
  useQuery({
    queryKey: ['templates', 'record-types'],
    queryFn: ({ signal }) => api.get<MergeTags>('/messagetemplates/getmergetags', { signal }),
    select: (d) => d.recordTypes,
    staleTime: 5 * 60_000,
  });

export type TemplateKind = 'email' | 'message';
type Saveable = (EmailTemplateCreate | MessageTemplateCreate) & { version?: number };

export function useSaveTemplate(kind: TemplateKind) {
  const queryClient = useQueryClient();
  const base = kind === 'email' ? '/email-templates' : '/messagetemplates';
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Saveable }) =>
      id === null
        ? api.post<EmailTemplate | MessageTemplate>(base, body)
        : api.patch<EmailTemplate | MessageTemplate>(`${base}/${id}`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useSaveToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EmailTokenCreate }) =>
      id === null
        ? api.post<EmailToken>('/email-tokens', body)
        : api.patch<EmailToken>(`/email-tokens/${id}`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export interface DraftPreview {
  recordType: string;
  recordId?: number;
  subject: string;
  body: string;
  html: boolean;
}
export const usePreviewDraft = () =>
  useMutation({
    mutationFn: (draft: DraftPreview) => api.post<Rendered>('/messagetemplates/preview', draft),
  });

export type { SearchResult };
