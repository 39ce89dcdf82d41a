import type {
  Budget,
  BudgetAccount,
  BudgetEntry,
  CreateBudgetBody,
  CreateBudgetEntryBody,
  ImportBudgetResult,
  UpdateBudgetBody,
} from '@fieldline/contracts/budgets/budgets.contract';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export interface BudgetFilters {
  query?: string;
  financialYear?: number;
  officeId?: number;
  offset: number;
  limit: number;
}

export const budgetKeys = {
  all: ['budgets'] as const,
  list: (f: BudgetFilters) => [...budgetKeys.all, 'list', f] as const,
  detail: (id: number) => [...budgetKeys.all, 'detail', id] as const,
  entries: (id: number) => [...budgetKeys.all, 'entries', id] as const,
  accounts: (id: number) => [...budgetKeys.all, 'accounts', id] as const,
};

/** The spreadsheet of a budget: a plain link (the session cookie signs it). */
export const exportUrl = (id: number) => `/v1/budget/${id}/export.xlsx`;

export function useBudgets(filters: BudgetFilters) {
  return useQuery({
    queryKey: budgetKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<Budget>>('/budget/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBudget(id: number) {
  return useQuery({
    queryKey: budgetKeys.detail(id),
    queryFn: ({ signal }) => api.get<Budget>(`/budget/${id}`, { signal }),
  });
}

export function useBudgetEntries(id: number) {
  return useQuery({
    queryKey: budgetKeys.entries(id),
    queryFn: ({ signal }) => api.get<BudgetEntry[]>(`/budget/${id}/entries`, { signal }),
  });
}

/** The accounts the budget lists (income-statement accounts and any with entries), labelled by its format. */
export function useBudgetAccounts(id: number) {
  return useQuery({
    queryKey: budgetKeys.accounts(id),
    queryFn: ({ signal }) => api.get<BudgetAccount[]>(`/budget/${id}/accounts`, { signal }),
  });
}

export function useCreateBudget() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBudgetBody) => silentApi.post<Budget>('/budget', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: budgetKeys.all }),
  });
}

export function useUpdateBudget(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBudgetBody) => api.patch<Budget>(`/budget/${id}`, body),
    onSuccess: (b) => {
      qc.setQueryData(budgetKeys.detail(id), b);
      return qc.invalidateQueries({ queryKey: budgetKeys.all });
    },
  });
}

/** Saves one cell: PATCH the entry when it exists, else POST a new one; the entries list is updated in place. */
export function useSaveEntry(budgetId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { entryId?: number; create: CreateBudgetEntryBody }) =>
      v.entryId
        ? api.patch<BudgetEntry>(`/budget/${budgetId}/entry/${v.entryId}`, { amount: v.create.amount })
        : api.post<BudgetEntry>(`/budget/${budgetId}/entry`, v.create),
    onSuccess: (saved) =>
      qc.setQueryData<BudgetEntry[]>(budgetKeys.entries(budgetId), (old) =>
        old?.some((e) => e.id === saved.id)
          ? old.map((e) => (e.id === saved.id ? saved : e))
          : [...(old ?? []), saved],
      ),
  });
}

/** Reads a file as base64 (without the data-URL prefix). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export function useImportBudget(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      api.post<ImportBudgetResult>(`/budget/${id}/import`, {
        file: await fileToBase64(file),
        fileName: file.name,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: budgetKeys.all }),
  });
}
