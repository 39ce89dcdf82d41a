import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CreateGeneralExpenseBody,
  CreateMileageRateBody,
  CreateTripBody,
  ExpenseAccount,
  GeneralExpense,
  MileageRate,
  MileageTotal,
  PostExpensesBody,
  PostExpensesResult,
  Trip,
} from '@fieldline/contracts/expenses/expenses.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export interface ExpenseFilters {
  query?: string;
  employeeId?: number;
  from?: string;
  to?: string;
  posted?: 'true' | 'false';
  external?: 'true' | 'false';
  offset: number;
  limit: number;
}
export interface TripFilters {
  employeeId?: number;
  from?: string;
  to?: string;
  offset: number;
  limit: number;
}

export const expenseKeys = {
  all: ['expenses'] as const,
  search: (f: ExpenseFilters) => [...expenseKeys.all, 'search', f] as const,
  accounts: ['expenses', 'accounts'] as const,
  trips: ['mileage'] as const,
  tripSearch: (f: TripFilters) => [...expenseKeys.trips, 'search', f] as const,
  totals: (from: string, to: string) => [...expenseKeys.trips, 'totals', from, to] as const,
  rates: ['mileage', 'rates'] as const,
};

/** Active people with a sign-in, with their employee ids (GET cache/employees: any signed-in user). */
export interface PersonRow {
  id: number;
  employeeId: number;
  number: string;
  name: string;
}
export function usePeople() {
  return useQuery({
    queryKey: ['cache', 'employees'],
    queryFn: ({ signal }) => api.get<PersonRow[]>('/cache/employees', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useExpenseSearch(f: ExpenseFilters) {
  return useQuery({
    queryKey: expenseKeys.search(f),
    queryFn: ({ signal }) =>
      api.get<SearchResult<GeneralExpense> & { total: string }>('/expenses/search', {
        query: { ...f },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useExpenseAccounts() {
  return useQuery({
    queryKey: expenseKeys.accounts,
    queryFn: ({ signal }) => api.get<ExpenseAccount[]>('/expenses/accounts', { signal }),
    staleTime: 5 * 60_000,
  });
}

function useInvalidate(key: readonly unknown[]) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: key });
}

export function useCreateExpense() {
  const done = useInvalidate(expenseKeys.all);
  return useMutation({
    mutationFn: (body: CreateGeneralExpenseBody) => silentApi.post<GeneralExpense>('/expenses', body),
    onSuccess: done,
  });
}

export function usePostExpenses() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PostExpensesBody) =>
      silentApi.patch<PostExpensesResult>('/expenses/postExpenses', body),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: expenseKeys.all });
      qc.invalidateQueries({ queryKey: expenseKeys.trips });
    },
  });
}

export function useFlagExternal() {
  const done = useInvalidate(expenseKeys.all);
  return useMutation({
    mutationFn: (body: { ids: number[]; isExternal: boolean }) =>
      silentApi.patch<GeneralExpense[]>('/expenses/flagExternal', body),
    onSuccess: done,
  });
}

export function useDeleteExpense() {
  const done = useInvalidate(expenseKeys.all);
  return useMutation({
    mutationFn: (id: number) => silentApi.delete<void>(`/expenses/${id}`),
    onSuccess: done,
  });
}

export function useTripSearch(f: TripFilters) {
  return useQuery({
    queryKey: expenseKeys.tripSearch(f),
    queryFn: ({ signal }) => api.get<SearchResult<Trip>>('/mileagelog/search', { query: { ...f }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMileageTotals(from: string, to: string) {
  return useQuery({
    queryKey: expenseKeys.totals(from, to),
    queryFn: ({ signal }) => api.get<MileageTotal[]>('/mileagelog/totals', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateTrip() {
  const done = useInvalidate(expenseKeys.trips);
  return useMutation({
    mutationFn: (body: CreateTripBody) => silentApi.post<Trip>('/mileagelog', body),
    onSuccess: done,
  });
}

export function useDeleteTrip() {
  const done = useInvalidate(expenseKeys.trips);
  return useMutation({
    mutationFn: (id: number) => silentApi.delete<void>(`/mileagelog/${id}`),
    onSuccess: done,
  });
}

export function useMileageRates() {
  return useQuery({
    queryKey: expenseKeys.rates,
    queryFn: ({ signal }) => api.get<MileageRate[]>('/mileagelog/rates', { signal }),
  });
}

export function useCreateRate() {
  const done = useInvalidate(expenseKeys.trips);
  return useMutation({
    mutationFn: (body: CreateMileageRateBody) => silentApi.post<MileageRate>('/mileagelog/rates', body),
    onSuccess: done,
  });
}

export function useDeleteRate() {
  const done = useInvalidate(expenseKeys.trips);
  return useMutation({
    mutationFn: (id: number) => silentApi.delete<void>(`/mileagelog/rates/${id}`),
    onSuccess: done,
  });
}

/** The signed-in user's own employee record (null when the user is not an employee). */
export function useMyEmployee() {
  return useQuery({
    queryKey: ['employees', 'info'],
    queryFn: ({ signal }) =>
      silentApi
        .get<{ id: number; number: string; name: string }>('/employees/info', { signal })
        .catch(() => null),
    staleTime: 5 * 60_000,
  });
}

/** An employee's company cards (the office, or the card holder through Expenses). */
export function useEmployeeCards(employeeId: number | null) {
  return useQuery({
    queryKey: ['employees', 'cards', employeeId],
    queryFn: ({ signal }) =>
      api.get<{ id: number; cardName: string; lastFour: string; isActive: boolean }[]>(
        `/creditCards/employee/${employeeId}`,
        { signal },
      ),
    enabled: employeeId !== null,
  });
}
