import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CreateEmployeeBody,
  CreditCard,
  Employee,
  EmployeeAlert,
  EmployeeSummary,
  Team,
  UpdateEmployeeBody,
} from '@fieldline/contracts/employees/employees.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export interface EmployeeFilters {
  query?: string;
  officeId?: number;
  teamId?: number;
  active?: 'true' | 'false';
  technician?: 'true' | 'false';
  offset: number;
  limit: number;
}

export const employeeKeys = {
  all: ['employees'] as const,
  search: (f: EmployeeFilters) => [...employeeKeys.all, 'search', f] as const,
  detail: (id: number) => [...employeeKeys.all, 'detail', id] as const,
  teams: ['employeeTeams'] as const,
  alerts: (id: number) => [...employeeKeys.all, 'alerts', id] as const,
  cards: (id: number) => [...employeeKeys.all, 'cards', id] as const,
};

export function useEmployeeSearch(filters: EmployeeFilters) {
  return useQuery({
    queryKey: employeeKeys.search(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<EmployeeSummary>>('/employees/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(id: number) {
  return useQuery({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ signal }) => api.get<Employee>(`/employees/${id}`, { signal }),
  });
}

export function useCreateEmployee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmployeeBody) => silentApi.post<Employee>('/employees', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

export function useUpdateEmployee(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmployeeBody) => silentApi.patch<Employee>(`/employees/${id}`, body),
    onSuccess: (saved) => {
      qc.setQueryData(employeeKeys.detail(id), saved);
      qc.invalidateQueries({ queryKey: employeeKeys.all });
      qc.invalidateQueries({ queryKey: employeeKeys.teams });
    },
  });
}

export function useTeams() {
  return useQuery({
    queryKey: employeeKeys.teams,
    queryFn: ({ signal }) => api.get<Team[]>('/employeeTeams/query', { signal }),
  });
}

export function useCreateTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; description?: string; officeId?: number | null }) =>
      silentApi.post<Team>('/employeeTeams', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: employeeKeys.teams }),
  });
}

export function useEmployeeAlerts(employeeId: number) {
  return useQuery({
    queryKey: employeeKeys.alerts(employeeId),
    queryFn: ({ signal }) =>
      api.get<EmployeeAlert[]>('/employees/alerts', {
        query: { employeeId, includeDismissed: 'true' },
        signal,
      }),
  });
}

export function useSaveAlert(employeeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: {
      id?: number;
      version?: number;
      alertType?: string;
      description?: string;
      dueDate?: string;
      isDismissed?: boolean;
    }) =>
      a.id
        ? silentApi.patch<EmployeeAlert>(`/employees/alerts/${a.id}`, { ...a, id: undefined })
        : silentApi.post<EmployeeAlert>('/employees/alerts', { ...a, employeeId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: employeeKeys.alerts(employeeId) }),
  });
}

export function useCreditCards(employeeId: number, enabled = true) {
  return useQuery({
    queryKey: employeeKeys.cards(employeeId),
    queryFn: ({ signal }) => api.get<CreditCard[]>(`/creditCards/employee/${employeeId}`, { signal }),
    enabled,
  });
}

export function useCardAction(employeeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { action: 'activate' | 'deactivate' | 'delete'; id: number }): Promise<unknown> =>
      a.action === 'delete'
        ? api.delete<void>(`/creditCards/${a.id}/delete`)
        : api.patch<CreditCard>(`/creditCards/${a.id}/${a.action}`, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: employeeKeys.cards(employeeId) }),
  });
}

export function useCreateCard(employeeId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      cardName: string;
      nameOnCard: string;
      lastFour: string;
      creditLimit: string | null;
    }) => silentApi.post<CreditCard>('/creditCards', { ...body, employeeId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: employeeKeys.cards(employeeId) }),
  });
}

interface Named {
  id: number;
  name: string;
}

/** A GET /cache/{name} list (offices, departments, division, locationzones). */
export function useLookup(name: string) {
  return useQuery({
    queryKey: ['cache', name],
    queryFn: ({ signal }) => api.get<Named[]>(`/cache/${name}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTimeTypes() {
  return useQuery({
    queryKey: ['timetypes'],
    queryFn: ({ signal }) => api.get<Named[]>('/timetypes', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Payroll codes need the Payroll permission; without it the picker shows only the saved code. */
export function usePayrollCodes(enabled: boolean) {
  return useQuery({
    queryKey: ['payrollcodes'],
    queryFn: async ({ signal }) =>
      (
        await api.get<
          SearchResult<{ id: number; payCode: string; payCodeDescription: string; isActive: boolean }>
        >('/employees/payrollcodes', { query: { limit: 1000 }, signal })
      ).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}
