import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CreatePurchaseOrderBody,
  PoLineInput,
  PurchaseOrder,
  PurchaseOrderItem,
  PurchaseOrderRow,
  Receipt,
  ReceiveBody,
  UpdatePoItemBody,
  UpdatePurchaseOrderBody,
} from '@fieldline/contracts/purchasing/purchasing.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export interface PoFilters {
  query?: string;
  statusId?: number;
  typeId?: number;
  supplierId?: number;
  officeId?: number;
  offset: number;
  limit: number;
}
export interface Named {
  id: number;
  name: string;
}

export const poKeys = {
  all: ['purchase-orders'] as const,
  list: (f: PoFilters) => [...poKeys.all, 'list', f] as const,
  detail: (id: number) => [...poKeys.all, 'detail', id] as const,
  lookup: (name: string) => ['cache', name] as const,
};

export function usePurchaseOrders(filters: PoFilters) {
  return useQuery({
    queryKey: poKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<PurchaseOrderRow>>('/purchaseorders', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrder(id: number) {
  return useQuery({
    queryKey: poKeys.detail(id),
    queryFn: ({ signal }) => api.get<PurchaseOrder>(`/purchaseorders/${id}`, { signal }),
  });
}

/** A cached lookup list (GET /v1/cache/{name}): potypes, postatuses, offices. */
export function useLookup<T extends Named = Named>(name: string) {
  return useQuery({
    queryKey: poKeys.lookup(name),
    queryFn: ({ signal }) => api.get<T[]>(`/cache/${name}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDepartments() {
  return useQuery({
    queryKey: [...poKeys.all, 'departments'],
    queryFn: ({ signal }) => api.get<Named[]>('/purchaseorders/departments', { signal }),
    staleTime: 5 * 60_000,
  });
}

function useInvalidate(id?: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: id ? poKeys.detail(id) : poKeys.all });
}

export function useCreatePurchaseOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreatePurchaseOrderBody) => api.post<PurchaseOrder>('/purchaseorders', body),
    onSuccess: invalidate,
  });
}

export function useUpdatePurchaseOrder(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePurchaseOrderBody) => api.patch<PurchaseOrder>(`/purchaseorders/${id}`, body),
    onSuccess: (po) => {
      qc.setQueryData(poKeys.detail(id), po);
      void qc.invalidateQueries({ queryKey: [...poKeys.all, 'list'] });
    },
  });
}

export function useAddLine(id: number) {
  const invalidate = useInvalidate(id);
  return useMutation({
    mutationFn: (body: PoLineInput) => api.post<PurchaseOrderItem>(`/purchaseorders/${id}/items`, body),
    onSuccess: invalidate,
  });
}

export function useUpdateLine(id: number) {
  const invalidate = useInvalidate(id);
  return useMutation({
    mutationFn: ({ lineId, body }: { lineId: number; body: UpdatePoItemBody }) =>
      api.patch<PurchaseOrderItem>(`/purchaseorders/${id}/items/${lineId}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteLine(id: number) {
  const invalidate = useInvalidate(id);
  return useMutation({
    mutationFn: (lineId: number) => api.delete(`/purchaseorders/${id}/items/${lineId}`),
    onSuccess: invalidate,
  });
}

/**
 * Receiving sends an Idempotency-Key made once per dialog: a double click or a retry after a lost
 * answer receives once (the server answers the first response again).
 */
export function useReceive(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ReceiveBody; key: string }) =>
      api.post<Receipt>(`/purchaseorders/${id}/receive`, body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: (r) => {
      qc.setQueryData(poKeys.detail(id), r.purchaseOrder);
      // On-hand changed: the item and inventory screens read it afresh.
      void qc.invalidateQueries({ queryKey: [...poKeys.all, 'list'] });
      void qc.invalidateQueries({ queryKey: ['inventory'] });
      void qc.invalidateQueries({ queryKey: ['items'] });
    },
  });
}
