import type {
  Bid,
  BidContact,
  BidEquipment,
  BidRow,
  BidStatus,
  CreateBidBody,
  QuickSourceRow,
  UpdateBidBody,
} from '@fieldline/contracts/bids/bids.contract';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { OfficeSourcing } from '@fieldline/contracts/warehouses/warehouses.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export interface BidFilters {
  query?: string;
  status?: BidStatus;
  customerId?: number;
  offset: number;
  limit: number;
}

export const bidKeys = {
  all: ['bids'] as const,
  search: (f: BidFilters) => [...bidKeys.all, 'search', f] as const,
  detail: (id: number) => [...bidKeys.all, 'detail', id] as const,
  sub: (id: number, what: string) => [...bidKeys.detail(id), what] as const,
};

const defined = (o: object) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '' && v !== null));

export function useBidSearch(filters: BidFilters) {
  return useQuery({
    queryKey: bidKeys.search(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<BidRow>>('/bids/search', { query: defined(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBid(id: number) {
  return useQuery({
    queryKey: bidKeys.detail(id),
    queryFn: ({ signal }) => api.get<Bid>(`/bids/${id}`, { signal }),
  });
}

export function useCreateBid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBidBody) => silentApi.post<Bid>('/bids', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...bidKeys.all, 'search'] }),
  });
}

export function useUpdateBid(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBidBody) => silentApi.patch<Bid>(`/bids/${id}`, body),
    onSuccess: (bid) => {
      qc.setQueryData(bidKeys.detail(id), bid);
      return qc.invalidateQueries({ queryKey: bidKeys.all });
    },
  });
}

/** POST /v1/bids/{id}/convert (built by the jobs module): the new job's id and number. */
export function useConvertBid(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => silentApi.post<{ id: number; jobNumber: string }>(`/bids/${id}/convert`, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: bidKeys.all }),
  });
}

export function useBidContacts(id: number) {
  return useQuery({
    queryKey: bidKeys.sub(id, 'contacts'),
    queryFn: ({ signal }) => api.get<BidContact[]>(`/bids/${id}/contacts`, { signal }),
  });
}

export function useBidContactMutations(id: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: bidKeys.sub(id, 'contacts') });
  return {
    add: useMutation({
      mutationFn: (body: { contactId: number; role?: string; isPrimary?: boolean }) =>
        silentApi.post<BidContact>(`/bids/${id}/contacts`, body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ cid, ...body }: { cid: number; role?: string; isPrimary?: boolean }) =>
        silentApi.patch<BidContact>(`/bids/${id}/contacts/${cid}`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (cid: number) => silentApi.delete(`/bids/${id}/contacts/${cid}`),
      onSuccess,
    }),
  };
}

export function useBidSourcing(id: number) {
  return useQuery({
    queryKey: bidKeys.sub(id, 'sourcing'),
    queryFn: ({ signal }) => api.get<OfficeSourcing>(`/bids/sourcing/${id}`, { signal }),
  });
}

export function useBidEquipment(id: number, scope: 'customer' | 'location') {
  return useQuery({
    queryKey: bidKeys.sub(id, `equipment-${scope}`),
    queryFn: ({ signal }) =>
      api.get<BidEquipment[]>(
        scope === 'customer' ? `/bids/${id}/customer/equipment` : `/bids/${id}/equipment`,
        {
          signal,
        },
      ),
  });
}

/** A short reference list (offices, job types): quietly empty when the user may not read it. */
export function useNamedList<T extends { id: number; name: string } = { id: number; name: string }>(
  path: string,
  query?: Record<string, string>,
) {
  return useQuery({
    queryKey: ['bids', 'list', path, query],
    queryFn: ({ signal }) => silentApi.get<T[]>(path, { query, signal }).catch(() => [] as T[]),
    staleTime: 5 * 60_000,
  });
}

/** GET /v1/items/quicksource/{itemId}?bidId=: where the item can come from for this bid's office. */
export function useQuickSource(bidId: number, itemId: number | null) {
  return useQuery({
    queryKey: bidKeys.sub(bidId, `quicksource-${itemId}`),
    queryFn: ({ signal }) =>
      api.get<QuickSourceRow[]>(`/items/quicksource/${itemId}`, { query: { bidId }, signal }),
    enabled: itemId !== null,
  });
}
