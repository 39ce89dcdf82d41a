import type {
  PayLink,
  PayLinkState,
  PaySettings,
  PublicInvoice,
} from '@fieldline/contracts/pay-links/pay-links.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, authApi, silentApi } from '../../app/api';

// The second API (spec 1 §7.16) lives at the root, beside /v1.
const rootApi = silentApi.withOptions({ baseUrl: '' });

export const payLinkKeys = {
  state: (invoiceId: number) => ['pay-links', 'state', invoiceId] as const,
  settings: (companyId: number) => ['pay-links', 'settings', companyId] as const,
  public: (token: string) => ['pay-links', 'public', token] as const,
};

export function usePayLinkState(invoiceId: number, enabled = true) {
  return useQuery({
    queryKey: payLinkKeys.state(invoiceId),
    queryFn: ({ signal }) => api.get<PayLinkState>(`/invoices/${invoiceId}/pay-link`, { signal }),
    enabled,
  });
}

export function useMintPayLink(invoiceId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays?: number) =>
      rootApi.post<PayLink>('/emails/external-token', { invoiceId, expiresInDays }),
    onSuccess: () => qc.invalidateQueries({ queryKey: payLinkKeys.state(invoiceId) }),
  });
}

export interface EmailPayLinkBody {
  to?: string[];
  message?: string;
  expiresInDays?: number;
}

export function useEmailPayLink(invoiceId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPayLinkBody) =>
      rootApi.post<PayLink & { mailMessageId: number; to: string[] }>(
        `/invoices/email/${invoiceId}/pay`,
        body,
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: payLinkKeys.state(invoiceId) }),
  });
}

export function useRevokePayLinks(invoiceId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => silentApi.post<PayLinkState>(`/invoices/${invoiceId}/pay-link/revoke`),
    onSuccess: (state) => qc.setQueryData(payLinkKeys.state(invoiceId), state),
  });
}

/** The public page: no session, no error notification (the page shows the refusal itself). */
export function usePublicInvoice(token: string) {
  return useQuery({
    queryKey: payLinkKeys.public(token),
    queryFn: ({ signal }) =>
      authApi.get<PublicInvoice>(`/public/pay/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

export function usePaySettings(companyId: number | null) {
  return useQuery({
    queryKey: payLinkKeys.settings(companyId ?? 0),
    queryFn: ({ signal }) => api.get<PaySettings>(`/companies/${companyId}/pay-settings`, { signal }),
    enabled: companyId !== null,
  });
}

export function useSavePaySettings(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<PaySettings>) =>
      silentApi.patch<PaySettings>(`/companies/${companyId}/pay-settings`, body),
    onSuccess: (saved) => qc.setQueryData(payLinkKeys.settings(companyId), saved),
  });
}
