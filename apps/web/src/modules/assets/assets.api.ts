import type { Asset, Depreciation } from '@fieldline/contracts/assets/assets.contract';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export interface AssetFilters {
  query?: string;
  typeId?: number;
  statusId?: number;
  groupId?: number;
  offset: number;
  limit: number;
}

export const assetKeys = {
  all: ['assets'] as const,
  search: (f: AssetFilters) => [...assetKeys.all, 'search', f] as const,
  one: (id: number) => [...assetKeys.all, id] as const,
};

type Ref = { id: number; name: string };

export const useAssets = (f: AssetFilters) =>
  useQuery({
    queryKey: assetKeys.search(f),
    queryFn: ({ signal }) => api.get<SearchResult<Asset>>('/assets/search', { query: { ...f }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAsset = (id: number) =>
  useQuery({
    queryKey: assetKeys.one(id),
    queryFn: ({ signal }) => api.get<Asset>(`/assets/${id}`, { signal }),
  });

export const useDepreciations = (id: number) =>
  useQuery({
    queryKey: [...assetKeys.one(id), 'depreciation'],
    queryFn: ({ signal }) => api.get<Depreciation[]>(`/assets/${id}/depreciation`, { signal }),
  });

export const useTransfers = (id: number) =>
  useQuery({
    queryKey: [...assetKeys.one(id), 'transfers'],
    queryFn: ({ signal }) =>
      api.get<{ id: number; fromOffice: Ref; toOffice: Ref; note: string; at: string }[]>(
        `/assets/${id}/transfers`,
        { signal },
      ),
  });

/** Types, statuses and groups for the pickers. */
export const useAssetLookups = () =>
  useQuery({
    queryKey: [...assetKeys.all, 'lookups'],
    queryFn: async ({ signal }) => {
      const [types, statuses, groups, offices] = await Promise.all([
        api.get<(Ref & { isActive: boolean })[]>('/assets/types', { signal }),
        api.get<(Ref & { isActive: boolean })[]>('/assets/assetstatus', { signal }),
        api.get<(Ref & { isActive: boolean })[]>('/assets/groups', { signal }),
        api.get<Ref[]>('/offices', { signal }),
      ]);
      return { types, statuses, groups, offices };
    },
    staleTime: 60_000,
  });

function useAssetWrite<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: assetKeys.all }) });
}

export const useCreateAsset = () => useAssetWrite((body: object) => api.post<Asset>('/assets', body));
export const useCreateDepreciation = (id: number) =>
  useAssetWrite((body: object) => api.post<Depreciation>(`/assets/${id}/depreciation`, body));
export const usePostDepreciation = () =>
  useAssetWrite((through: string | null) =>
    api.post<{ posted: number; amount: string }>('/assets/depreciation/post', through ? { through } : {}),
  );

export type StockMove = {
  id: number;
  kind: 'FromStock' | 'ToStock' | 'ToEquipment';
  moveDate: string;
  item: Ref | null;
  warehouse: Ref | null;
  equipmentId: number | null;
  customer: Ref | null;
  cost: string;
  accumulated: string;
  bookValue: string;
  journalEntryId: number | null;
  note: string;
};

export const useStockMoves = (id: number) =>
  useQuery({
    queryKey: [...assetKeys.one(id), 'stockmoves'],
    queryFn: ({ signal }) => api.get<StockMove[]>(`/assets/${id}/stockmoves`, { signal }),
  });

type LeftResult = {
  transferred: number;
  bookValue: string;
  equipmentIds: number[];
  journalEntryIds: number[];
};

// The three forms below show refusals next to their fields: no general error notification as well.
export const useAssetsFromStock = () =>
  useAssetWrite((body: object) =>
    silentApi.post<{ assetIds: number[]; cost: string; journalEntryId: number | null }>(
      '/assets/transferItemsToAssets',
      body,
    ),
  );
export const usePutInStock = () =>
  useAssetWrite((body: object) => silentApi.post<LeftResult>('/assets/transferItems', body));
export const useHandToCustomer = () =>
  useAssetWrite((body: object) => silentApi.post<LeftResult>('/assets/transferEquipment', body));
