import {
  isBatchComplete,
  STATEMENT_POLL_MS,
  STATEMENT_TEMPLATE_TYPE,
  type StatementBatch,
  type StatementBatchStats,
  type StatementOptions,
} from '@fieldline/contracts/statements/statements.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

/** The second API and the legacy paths live at the root, not under /v1. */
const rootApi = silentApi.withOptions({ baseUrl: '' });

/**
 * The statement e-mail templates (spec 3 §7: isActive true, type 10). INTEGRATOR: the templates module
 * (another branch) chooses this path; until it is merged the call fails and the list is empty.
 */
export const EMAIL_TEMPLATES_PATH = '/v1/email-templates';

export const statementKeys = {
  batches: () => ['statements', 'batches'] as const,
  stats: (id: number) => ['statements', 'stats', id] as const,
  templates: () => ['statements', 'templates'] as const,
};

export const batchPdfUrl = (batchId: number) => `/FS_MVC/customer/statements/batch/${batchId}/pdf`;

export function useStatementBatches() {
  return useQuery({
    queryKey: statementKeys.batches(),
    queryFn: ({ signal }) => api.get<StatementBatch[]>('/customer/statements/batches', { signal }),
    refetchInterval: (q) => (q.state.data?.some((b) => !isBatchComplete(b)) ? STATEMENT_POLL_MS : false),
  });
}

/** Spec 3 §4: polled every 5000 ms until the batch is complete (an empty batch is complete at once). */
export function useBatchStats(batchId: number | null) {
  return useQuery({
    queryKey: statementKeys.stats(batchId ?? 0),
    queryFn: ({ signal }) =>
      rootApi.get<StatementBatchStats>(`/customer/statements/batch/${batchId}/stats`, { signal }),
    enabled: batchId !== null,
    refetchInterval: (q) => (q.state.data && isBatchComplete(q.state.data) ? false : STATEMENT_POLL_MS),
  });
}

export interface StatementTemplate {
  id: number;
  name: string;
  type: number;
  isActive: boolean;
}

export function useStatementTemplates() {
  return useQuery({
    queryKey: statementKeys.templates(),
    queryFn: async ({ signal }) => {
      try {
        const answer = await rootApi.get<StatementTemplate[] | { data: StatementTemplate[] }>(
          EMAIL_TEMPLATES_PATH,
          {
            query: { isActive: 'true', type: STATEMENT_TEMPLATE_TYPE, fields: 'id,name,type,isActive' },
            signal,
          },
        );
        return Array.isArray(answer) ? answer : answer.data;
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
  });
}

/** The options as the page-action call's query (spec 3 §7): lists comma-separated, booleans as text. */
export function pageActionQuery(o: StatementOptions, token: string): Record<string, string> {
  const q: Record<string, string> = {
    token,
    contacts: o.contacts.join(','),
    locations: o.locations.join(','),
    openInvoices: String(o.openInvoices),
    closedInvoices: String(o.closedInvoices),
    credits: String(o.credits),
    includeInvoices: String(o.includeInvoices),
    includeRetainage: String(o.includeRetainage),
    deliveryMethod: o.deliveryMethod,
    overrideDayLock: String(o.overrideDayLock),
  };
  if (o.months != null) q.months = String(o.months);
  if (o.emailTemplate != null) q.emailTemplate = String(o.emailTemplate);
  if (o.remitOffice != null) q.remitOffice = String(o.remitOffice);
  return q;
}

export function useCreateStatementBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (o: StatementOptions) => {
      const answer = await rootApi.get<{ results: { BatchID: number } }>(
        '/FS_MVC/PageAction/CustomerStatementsBatchCreate',
        { query: pageActionQuery(o, crypto.randomUUID()) },
      );
      return answer.results.BatchID;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statementKeys.batches() }),
  });
}

export interface Choice {
  value: string;
  label: string;
}

export async function searchContacts(query: string): Promise<Choice[]> {
  const page = await silentApi.get<{
    data: { id: number; displayName: string; customer: { name: string } | null }[];
  }>('/contacts/search', {
    query: { query, isActive: 'true', limit: 100, fields: 'id,displayName,customer' },
  });
  return page.data.map((c) => ({
    value: String(c.id),
    label: c.customer ? `${c.displayName} (${c.customer.name})` : c.displayName,
  }));
}

export async function searchLocations(query: string): Promise<Choice[]> {
  const page = await silentApi.get<{ data: { id: number; name: string }[] }>('/locations/search', {
    query: { query, limit: 100 },
  });
  return page.data.map((l) => ({ value: String(l.id), label: l.name }));
}
