import type {
  BankTransaction,
  CsvLayoutInput,
  csvPreviewSchema,
  StatementImport,
} from '@fieldline/contracts/banking/banking.contract';
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
