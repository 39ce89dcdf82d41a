import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  AccountGroup,
  AdjustEntryBody,
  CalendarPeriod,
  CreateGlAccountBody,
  Department,
  DepartmentBody,
  Division,
  FiscalCalendar,
  FiscalCalendarRow,
  GlAccount,
  GlAccountDetail,
  JournalEntry,
  Modifiers,
  PatchEntryBody,
  PostTransactionBody,
  ReverseEntryBody,
  TransactionRow,
  UpdateGlAccountBody,
} from '@fieldline/contracts/ledger/ledger.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';
import { chartKeys } from '../../shared/ledger';

export const ledgerKeys = {
  accounts: (f: object) => [...chartKeys.all, 'search', f] as const,
  account: (id: number) => [...chartKeys.all, 'detail', id] as const,
  groups: [...chartKeys.all, 'groups'] as const,
  modifiers: [...chartKeys.all, 'modifiers'] as const,
  modifierList: (kind: string, f: object) => [...chartKeys.all, kind, f] as const,
  gl: ['generalledger'] as const,
  transactions: (f: object) => ['generalledger', 'transactions', f] as const,
  entry: (id: number) => ['generalledger', 'entry', id] as const,
  calendars: ['calendar'] as const,
  calendar: (id: number) => ['calendar', id] as const,
};

export interface AccountFilters {
  query?: string;
  isActive?: 'true' | 'false';
  chartOfAccountType?: number;
  offset: number;
  limit: number;
}

export function useAccountSearch(f: AccountFilters) {
  return useQuery({
    queryKey: ledgerKeys.accounts(f),
    queryFn: ({ signal }) =>
      api.get<SearchResult<GlAccount>>('/chartofaccounts/search', { query: { ...f }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAccountGroups() {
  return useQuery({
    queryKey: ledgerKeys.groups,
    queryFn: ({ signal }) => api.get<AccountGroup[]>('/chartofaccounts/groups', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useModifiers() {
  return useQuery({
    queryKey: ledgerKeys.modifiers,
    queryFn: ({ signal }) => api.get<Modifiers>('/chartofaccounts/modifiers', { signal }),
  });
}

/** Any change to the chart drops every chart query, the cached lookup included (its checksum moved). */
function useChartMutation<B, R>(fn: (body: B) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: chartKeys.all }) });
}

export const useCreateAccount = () =>
  useChartMutation((b: CreateGlAccountBody) => silentApi.post<GlAccountDetail>('/chartofaccounts', b));
export const useUpdateAccount = (id: number) =>
  useChartMutation((b: UpdateGlAccountBody) => silentApi.patch<GlAccountDetail>(`/chartofaccounts/${id}`, b));

export type ModifierKind = 'divisions' | 'departments';
export type ModifierRow = Division & { entityNamingCode?: string };

export function useModifierSearch(kind: ModifierKind, f: { query?: string; offset: number; limit: number }) {
  return useQuery({
    queryKey: ledgerKeys.modifierList(kind, f),
    queryFn: ({ signal }) =>
      api.get<SearchResult<ModifierRow>>(`/chartofaccounts/${kind}/search`, { query: { ...f }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useSaveModifier = (kind: ModifierKind, id?: number) =>
  useChartMutation((b: DepartmentBody) =>
    id
      ? silentApi.patch<Department | Division>(`/chartofaccounts/${kind}/${id}`, b)
      : silentApi.post<Department | Division>(`/chartofaccounts/${kind}`, b),
  );

export interface TransactionFilters {
  query?: string;
  dateFrom?: string;
  dateTo?: string;
  accountId?: number;
  offset: number;
  limit: number;
}

export function useTransactions(f: TransactionFilters) {
  return useQuery({
    queryKey: ledgerKeys.transactions(f),
    queryFn: ({ signal }) =>
      api.get<SearchResult<TransactionRow>>('/generalledger/transaction/search', { query: { ...f }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEntry(id: number | null) {
  return useQuery({
    queryKey: ledgerKeys.entry(id ?? 0),
    queryFn: ({ signal }) => api.get<JournalEntry>(`/generalledger/entry/${id}`, { signal }),
    enabled: id != null,
  });
}

function useGlMutation<B>(fn: (body: B) => Promise<JournalEntry>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ledgerKeys.gl });
      qc.invalidateQueries({ queryKey: ledgerKeys.calendars });
    },
  });
}

export const usePostTransaction = () =>
  useGlMutation((b: PostTransactionBody) => silentApi.post<JournalEntry>('/generalledger/transaction', b));
export const useReverseEntry = () =>
  useGlMutation((b: ReverseEntryBody) => silentApi.post<JournalEntry>('/generalledger/reverseglentry', b));
export const useAdjustEntry = () =>
  useGlMutation((b: AdjustEntryBody) => silentApi.post<JournalEntry>('/generalledger/adjustglentry', b));

/** Memo, reference and line memos of a posted entry (all the API lets change). */
export function usePatchEntry(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: PatchEntryBody) => silentApi.patch<JournalEntry>(`/generalledger/entry/${id}`, b),
    onSuccess: (entry) => {
      qc.setQueryData(ledgerKeys.entry(id), entry);
      qc.invalidateQueries({ queryKey: ['generalledger', 'transactions'] });
    },
  });
}

export function useCalendars() {
  return useQuery({
    queryKey: ledgerKeys.calendars,
    queryFn: ({ signal }) =>
      api.get<SearchResult<FiscalCalendarRow>>('/calendar/search', { query: { limit: 200 }, signal }),
  });
}

export function useCalendar(id: number | null) {
  return useQuery({
    queryKey: ledgerKeys.calendar(id ?? 0),
    queryFn: ({ signal }) => api.get<FiscalCalendar>(`/calendar/${id}`, { signal }),
    enabled: id != null,
  });
}

export function useCreateCalendar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { fiscalYear: number; startDate?: string; name?: string }) =>
      silentApi.post<FiscalCalendar>('/calendar', b),
    onSuccess: () => qc.invalidateQueries({ queryKey: ledgerKeys.calendars }),
  });
}

export function useSetPeriodClosed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isClosed }: { id: number; isClosed: boolean }) =>
      api.patch<CalendarPeriod>(`/calendarperiods/${id}/data`, { isClosed }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ledgerKeys.calendars }),
  });
}
