import type {
  BankTransaction,
  CsvLayoutInput,
  csvPreviewSchema,
  StatementImport,
} from '@fieldline/contracts/banking/banking.contract';
import type {
  BankMatchBody,
  bankRuleSchema,
  Suggestion,
} from '@fieldline/contracts/banking/matching.contract';
import type {
  Reconciliation,
  ReconciliationDetail,
} from '@fieldline/contracts/banking/reconciliation.contract';
import type { BankAccount } from '@fieldline/contracts/payments/payments.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, silentApi } from '../../app/api';

export const useBankAccountList = () =>
  useQuery({
    queryKey: ['banking', 'accounts'],
    queryFn: ({ signal }) => api.get<BankAccount[]>('/bankaccounts', { signal }),
    staleTime: 60_000,
  });

export interface TransactionFilters {
  bankAccountId: number | null;
  status: string | null;
  query: string;
  page: number;
}
export const PAGE_SIZE = 50;

export const useBankTransactions = (f: TransactionFilters) =>
  useQuery({
    queryKey: ['banking', 'transactions', f],
    queryFn: ({ signal }) =>
      api.get<{ data: BankTransaction[]; total: number }>('/bankingtransactions/search', {
        query: {
          bankAccountId: f.bankAccountId ?? undefined,
          status: f.status ?? undefined,
          query: f.query || undefined,
          limit: PAGE_SIZE,
          offset: (f.page - 1) * PAGE_SIZE,
        },
        signal,
      }),
    enabled: f.bankAccountId !== null,
    placeholderData: keepPreviousData,
  });

export type CsvPreview = z.infer<typeof csvPreviewSchema>;
export const previewCsv = (bankAccountId: number, content: string) =>
  silentApi.post<CsvPreview>(`/bankaccounts/${bankAccountId}/statements/preview`, { content });

export function useImportStatement(bankAccountId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { fileName: string; content: string; csvLayout?: CsvLayoutInput }) =>
      silentApi.post<StatementImport>(`/bankaccounts/${bankAccountId}/statements`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['banking', 'transactions'] }),
  });
}

export type InboxItem = { transaction: BankTransaction; suggestions: Suggestion[] };

export const useInbox = (bankAccountId: number | null, page: number) =>
  useQuery({
    queryKey: ['banking', 'inbox', bankAccountId, page],
    queryFn: ({ signal }) =>
      api.get<{ data: InboxItem[]; total: number }>('/bankingtransactions/inbox', {
        query: {
          bankAccountId: bankAccountId ?? undefined,
          limit: PAGE_SIZE,
          offset: (page - 1) * PAGE_SIZE,
        },
        signal,
      }),
    enabled: bankAccountId !== null,
    placeholderData: keepPreviousData,
  });

/** Every bank change refreshes the lists, the inbox and any open reconciliation. */
function useBankingMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['banking'] }) });
}

export const useConfirmMatch = () =>
  useBankingMutation((id: number) =>
    silentApi.post<{ matchId: number }>(`/bankingtransactions/${id}/confirm`),
  );
export const useExclude = () =>
  useBankingMutation((id: number) => silentApi.post<{ ok: true }>(`/bankingtransactions/${id}/exclude`));
export const useUnmatch = () =>
  useBankingMutation((id: number) => silentApi.delete<void>(`/bankingtransactions/${id}/match`));
export const useAutoMatch = () =>
  useBankingMutation((bankAccountId: number) =>
    silentApi.post<{ considered: number; confirmed: number }>('/bankingtransactions/automatch', {
      bankAccountId,
    }),
  );
export const useCreateWithGl = () =>
  useBankingMutation((body: BankMatchBody) =>
    silentApi.post<{ entryId: number; matchId: number | null }>('/bankingtransactions/createWithGL', body),
  );

export const useBankSettings = (bankAccountId: number | null) =>
  useQuery({
    queryKey: ['banking', 'settings', bankAccountId],
    queryFn: ({ signal }) =>
      api.get<{ bankAccountId: number; autoConfirmScore: number | null }>(
        `/bankaccounts/${bankAccountId}/banksettings`,
        {
          signal,
        },
      ),
    enabled: bankAccountId !== null,
  });
export const useSaveBankSettings = (bankAccountId: number) =>
  useBankingMutation((autoConfirmScore: number | null) =>
    silentApi.patch<unknown>(`/bankaccounts/${bankAccountId}/banksettings`, { autoConfirmScore }),
  );

export type BankRule = z.infer<typeof bankRuleSchema>;
export const useBankRules = () =>
  useQuery({
    queryKey: ['banking', 'rules'],
    queryFn: ({ signal }) => api.get<BankRule[]>('/bankrules', { signal }),
  });
export const useSaveRule = () =>
  useBankingMutation(
    (body: { bankAccountId: number | null; payeeContains: string; accountId: number; memo: string }) =>
      silentApi.post<BankRule>('/bankrules', body),
  );
export const useDeleteRule = () =>
  useBankingMutation((id: number) => silentApi.delete<void>(`/bankrules/${id}`));

export const useReconciliations = (bankAccountId: number | null) =>
  useQuery({
    queryKey: ['banking', 'reconciliations', bankAccountId],
    queryFn: ({ signal }) =>
      api.get<{ data: Reconciliation[]; total: number }>('/reconciliations', {
        query: { bankAccountId: bankAccountId ?? undefined, limit: 100 },
        signal,
      }),
    enabled: bankAccountId !== null,
  });
export const useReconciliation = (id: number) =>
  useQuery({
    queryKey: ['banking', 'reconciliation', id],
    queryFn: ({ signal }) => api.get<ReconciliationDetail>(`/reconciliations/${id}`, { signal }),
  });
export const useStartReconciliation = () =>
  useBankingMutation(
    (body: {
      bankAccountId: number;
      statementDate: string;
      endingBalance: string;
      openingBalance?: string;
    }) => silentApi.post<ReconciliationDetail>('/reconciliations', body),
  );
export const usePatchReconciliation = (id: number) =>
  useBankingMutation(
    (body: {
      statementDate?: string;
      endingBalance?: string;
      clear?: number[];
      unclear?: number[];
      finish?: true;
    }) => silentApi.patch<ReconciliationDetail>(`/reconciliations/${id}`, body),
  );
export const useDeleteReconciliation = (id: number) =>
  useBankingMutation((reason: string | undefined) =>
    silentApi.delete<void>(`/reconciliations/${id}`, { query: { reason } }),
  );
