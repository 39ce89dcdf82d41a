import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CreateSupplierBody,
  Supplier,
  SupplierRow,
  UpdateSupplierBody,
} from '@fieldline/contracts/suppliers/suppliers.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export interface SupplierFilters {
  query?: string;
  isActive?: 'true' | 'false';
  offset: number;
  limit: number;
}

export const supplierKeys = {
  all: ['suppliers'] as const,
  search: (f: SupplierFilters) => [...supplierKeys.all, 'search', f] as const,
  list: (isActive?: boolean) => [...supplierKeys.all, 'list', isActive ?? 'all'] as const,
  detail: (id: number) => [...supplierKeys.all, 'detail', id] as const,
};

export function useSupplierSearch(filters: SupplierFilters) {
  return useQuery({
    queryKey: supplierKeys.search(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<SupplierRow>>('/suppliers/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every (active) supplier: the pickers' options. */
export function useSupplierList(isActive?: boolean) {
  return useQuery({
    queryKey: supplierKeys.list(isActive),
    queryFn: ({ signal }) =>
      api.get<SupplierRow[]>('/suppliers', {
        query: isActive === undefined ? {} : { isActive: String(isActive) },
        signal,
      }),
  });
}

export function useSupplier(id: number) {
  return useQuery({
    queryKey: supplierKeys.detail(id),
    queryFn: ({ signal }) => api.get<Supplier>(`/suppliers/${id}`, { signal }),
  });
}

export function useCreateSupplier() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupplierBody) => api.post<Supplier>('/suppliers', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}

export function useUpdateSupplier(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSupplierBody) => api.patch<Supplier>(`/suppliers/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
