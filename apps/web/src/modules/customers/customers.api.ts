import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  balanceSummarySchema,
  CreateCustomerBody,
  Currency,
  Customer,
  CustomerAlert,
  CustomerDetails,
  CustomerSearchRow,
  customerLookupSchema,
  UpdateCustomerBody,
} from '@fieldline/contracts/customers/customers.contract';
import type {
  CreateLocationBody,
  Location,
  LocationRow,
} from '@fieldline/contracts/locations/locations.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, silentApi } from '../../app/api';

export type BalanceSummary = z.infer<typeof balanceSummarySchema>;
export type CustomerLookup = z.infer<typeof customerLookupSchema>;

export interface CustomerFilters {
  query?: string;
  isActive?: 'true' | 'false';
  statusId?: number;
  typeId?: number;
  offset: number;
  limit: number;
}

export const customerKeys = {
  all: ['customers'] as const,
  list: (filters: CustomerFilters) => [...customerKeys.all, 'list', filters] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  balance: (id: number) => [...customerKeys.detail(id), 'balance'] as const,
  locations: (id: number) => [...customerKeys.detail(id), 'locations'] as const,
  alerts: (id: number) => [...customerKeys.detail(id), 'alerts'] as const,
  statuses: () => [...customerKeys.all, 'statuses'] as const,
  types: () => [...customerKeys.all, 'types'] as const,
  currencies: () => ['currencies'] as const,
};

export function useCustomers(filters: CustomerFilters, enabled = true) {
  return useQuery({
    queryKey: customerKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<CustomerSearchRow>>('/customers/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCustomerDetails(id: number) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => api.get<CustomerDetails>(`/customers/${id}/GetCustomerDetails`, { signal }),
  });
}

export function useBalanceSummary(id: number) {
  return useQuery({
    queryKey: customerKeys.balance(id),
    queryFn: ({ signal }) =>
      api.get<BalanceSummary>('/customers/customerbalsumm', { query: { customerId: id }, signal }),
  });
}

export function useCustomerLocations(id: number) {
  return useQuery({
    queryKey: customerKeys.locations(id),
    queryFn: ({ signal }) => api.get<LocationRow[]>(`/customers/${id}/GetCustomerLocations`, { signal }),
  });
}

export function useCustomerStatuses() {
  return useQuery({
    queryKey: customerKeys.statuses(),
    queryFn: ({ signal }) => api.get<CustomerLookup[]>('/customers/statuses', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCustomerTypes() {
  return useQuery({
    queryKey: customerKeys.types(),
    queryFn: ({ signal }) => api.get<CustomerLookup[]>('/customers/types', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCurrencies() {
  return useQuery({
    queryKey: customerKeys.currencies(),
    queryFn: ({ signal }) => api.get<Currency[]>('/currencies', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomerBody) => silentApi.post<Customer>('/customers', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useUpdateCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) => silentApi.patch<Customer>(`/customers/${id}`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useCreateLocation(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLocationBody) => silentApi.post<Location>('/locations', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
  });
}

export function useAlerts(customerId: number) {
  return useQuery({
    queryKey: customerKeys.alerts(customerId),
    queryFn: ({ signal }) => api.get<CustomerAlert[]>('/customers/alerts', { query: { customerId }, signal }),
  });
}

export interface AlertValues {
  message: string;
  severity: CustomerAlert['severity'];
  startDate: string | null;
  endDate: string | null;
  isActive?: boolean;
  version?: number;
}

export function useSaveAlert(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: AlertValues }) =>
      id === null
        ? silentApi.post<CustomerAlert>('/customers/alerts', { customerId, ...values })
        : silentApi.patch<CustomerAlert>(`/customers/alerts/${id}`, values),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
  });
}

export function useDeleteAlert(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/customers/alerts/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
  });
}
