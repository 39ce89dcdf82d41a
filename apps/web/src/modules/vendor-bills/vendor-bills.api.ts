import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  Bill,
  BillItem,
  BillPaymentBody,
  BillRow,
  BillTaxLine,
  CreateBillBody,
  CreateBillTaxBody,
  SplitBillBody,
  UpdateBillBody,
  UpdateBillItemBody,
  UpdateBillTaxBody,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export interface BillFilters {
  query?: string;
  supplierId?: number;
  status?: string;
  dateFrom?: string;
  dateTo?: string;
  offset: number;
  limit: number;
}

/** A schedule as GET /v1/cache/taxschedules lists it. */
export interface CachedTaxSchedule {
  id: number;
  name: string;
  authorities: { id: number; name: string; rate: string }[];
}

export const billKeys = {
  all: ['vendor-bills'] as const,
  list: (f: BillFilters) => [...billKeys.all, 'list', f] as const,
  detail: (id: number) => [...billKeys.all, 'detail', id] as const,
};

export function useBills(filters: BillFilters) {
  return useQuery({
    queryKey: billKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<BillRow>>('/vendorbills/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBill(id: number) {
  return useQuery({
    queryKey: billKeys.detail(id),
    queryFn: ({ signal }) => api.get<Bill>(`/vendorbills/${id}`, { signal }),
  });
}

/** Cached tax schedules (the spec's cache repository). */
export function useTaxSchedules() {
  return useQuery({
    queryKey: ['cache', 'taxschedules'],
    queryFn: ({ signal }) => api.get<CachedTaxSchedule[]>('/cache/taxschedules', { signal }),
    staleTime: 5 * 60_000,
  });
}

function useReload(id?: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: id ? billKeys.detail(id) : billKeys.all });
}

export function useCreateBill() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: CreateBillBody) => api.post<Bill>('/vendorbills', body),
    onSuccess: reload,
  });
}

export function useUpdateBill(id: number) {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: UpdateBillBody) => api.patch<Bill>(`/vendorbills/${id}`, body),
    onSuccess: reload,
  });
}

export function useUnapproveBill(id: number) {
  const reload = useReload();
  return useMutation({
    mutationFn: () => api.get<Bill>(`/vendorbills/${id}/unapprove`),
    onSuccess: reload,
  });
}

export function useSplitBill(id: number) {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: SplitBillBody) => api.post<Bill>(`/vendorbills/${id}/split`, body),
    onSuccess: reload,
  });
}

export function usePayBill(id: number) {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: BillPaymentBody) => api.post<Bill>(`/vendorbills/${id}/payments`, body),
    onSuccess: reload,
  });
}

export function useUpdateBillItem(id: number) {
  const reload = useReload(id);
  return useMutation({
    mutationFn: ({ itemId, ...body }: UpdateBillItemBody & { itemId: number }) =>
      api.patch<BillItem>(`/vendorbills/${id}/items/${itemId}`, body),
    onSuccess: reload,
  });
}

/** Tax-line calls of the Bill tax panel; the panel reloads the bill itself once a change is done. */
export const billTaxApi = {
  create: (body: CreateBillTaxBody) => api.post<BillTaxLine>(`/vendorbills/${body.billId}/tax`, body),
  update: (billId: number, taxId: number, body: UpdateBillTaxBody) =>
    api.patch<BillTaxLine>(`/vendorbills/${billId}/tax/${taxId}`, body),
  remove: (billId: number, taxId: number) => api.delete(`/vendorbills/${billId}/tax/${taxId}`),
  removeAll: (billId: number) => api.delete(`/vendorbills/${billId}/tax`),
  updateBill: (billId: number, body: UpdateBillBody) => api.patch<Bill>(`/vendorbills/${billId}`, body),
};

export function useReloadBill(id: number) {
  return useReload(id);
}
