import type {
  DocumentEmailDraft,
  SendDocumentEmailBody,
  SentDocumentEmail,
} from '@fieldline/contracts/documents/document-email.contract';
import type { MailMessageRow } from '@fieldline/contracts/mail/mail.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createClients } from '../../app/api';

// Documents, PDFs and their e-mail live on the second API, at the root (no /v1): spec 1 §7.16.
const { api: rootApi, silentApi: silentRootApi } = createClients('');

/**
 * The URLs of one printable document: `base` is its second-API path (e.g. "/invoices/7"), `query` the
 * options the PDF is made with (the job summary's type and sections).
 */
export interface DocumentPaths {
  base: string;
  /** The PDF's own path when it is not `${base}.pdf` (the job summary: /jobs/7/summary.pdf). */
  pdf?: string;
  query?: string;
}

export const pdfUrl = (p: DocumentPaths, download = false) => {
  const params = [p.query, download ? 'download=true' : ''].filter(Boolean).join('&');
  return `${p.pdf ?? `${p.base}.pdf`}${params ? `?${params}` : ''}`;
};

export const documentEmailKeys = {
  emails: (base: string) => ['document-emails', base] as const,
  draft: (base: string, query?: string, templateId?: number | null) =>
    ['document-email-draft', base, query ?? '', templateId ?? null] as const,
};

/** The modal's draft: rendered from `templateId`, or from the document type's default template when null. */
export function useEmailDraft(p: DocumentPaths, enabled: boolean, templateId: number | null = null) {
  const query = [p.query, templateId ? `templateId=${templateId}` : ''].filter(Boolean).join('&');
  return useQuery({
    queryKey: documentEmailKeys.draft(p.base, p.query, templateId),
    queryFn: ({ signal }) =>
      rootApi.get<DocumentEmailDraft>(`${p.base}/email-draft${query ? `?${query}` : ''}`, { signal }),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** What was e-mailed about the document, newest first. */
export function useDocumentEmails(base: string) {
  return useQuery({
    queryKey: documentEmailKeys.emails(base),
    queryFn: ({ signal }) => rootApi.get<MailMessageRow[]>(`${base}/emails`, { signal }),
  });
}

export type SendBody = SendDocumentEmailBody & Record<string, unknown>;

/** POST .../send-email; one Idempotency-Key per opened modal, so a double click or a retry sends once. */
export function useSendDocumentEmail(base: string, idempotencyKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) =>
      silentRootApi.post<SentDocumentEmail>(`${base}/send-email`, body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: documentEmailKeys.emails(base) }),
  });
}
