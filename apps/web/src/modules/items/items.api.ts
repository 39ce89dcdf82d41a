import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  AlternateItem,
  ChildItem,
  CreateItemBody,
  Item,
  ItemCategory,
  ItemLine,
  ItemMarkup,
  ItemSearchRow,
  ItemType,
  Manufacturer,
  UpdateItemBody,
} from '@fieldline/contracts/items/items.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

export interface ItemFilters {
  query?: string;
  isActive?: 'true' | 'false';
  categoryId?: number;
  ManufacturerId?: number;
  typeId?: number;
  offset: number;
  limit: number;
}

export const itemKeys = {
  all: ['items'] as const,
  list: (filters: ItemFilters) => [...itemKeys.all, 'list', filters] as const,
  detail: (id: number) => [...itemKeys.all, 'detail', id] as const,
  children: (id: number) => [...itemKeys.detail(id), 'children'] as const,
  alternates: (id: number) => [...itemKeys.detail(id), 'alternates'] as const,
  categories: () => [...itemKeys.all, 'categories'] as const,
  types: () => [...itemKeys.all, 'types'] as const,
  manufacturers: () => [...itemKeys.all, 'manufacturers'] as const,
  lines: () => [...itemKeys.all, 'lines'] as const,
  markups: () => [...itemKeys.all, 'markups'] as const,
};

export function useItems(filters: ItemFilters) {
  return useQuery({
    queryKey: itemKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<ItemSearchRow>>('/items/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useItem(id: number) {
  return useQuery({
    queryKey: itemKeys.detail(id),
    queryFn: ({ signal }) => silentApi.get<Item>(`/items/${id}`, { signal }),
  });
}

const LOOKUP_STALE = 5 * 60_000;
export const useItemCategories = () =>
  useQuery({
    queryKey: itemKeys.categories(),
    queryFn: ({ signal }) =>
      api.get<ItemCategory[]>('/items/categories', { query: { isActive: 'true' }, signal }),
    staleTime: LOOKUP_STALE,
  });
export const useItemTypes = () =>
  useQuery({
    queryKey: itemKeys.types(),
    queryFn: ({ signal }) => api.get<ItemType[]>('/itemTypes', { signal }),
    staleTime: LOOKUP_STALE,
  });
export const useManufacturers = () =>
  useQuery({
    queryKey: itemKeys.manufacturers(),
    queryFn: async ({ signal }) =>
      (
        await api.get<SearchResult<Manufacturer>>('/manufacturers', {
          query: { isActive: 'true', limit: 10000 },
          signal,
        })
      ).data,
    staleTime: LOOKUP_STALE,
  });
export const useItemLines = () =>
  useQuery({
    queryKey: itemKeys.lines(),
    queryFn: ({ signal }) => api.get<ItemLine[]>('/itemlines', { query: { isActive: 'true' }, signal }),
    staleTime: LOOKUP_STALE,
  });
export const useItemMarkups = () =>
  useQuery({
    queryKey: itemKeys.markups(),
    queryFn: ({ signal }) => api.get<ItemMarkup[]>('/itemmarkup', { signal }),
    staleTime: LOOKUP_STALE,
  });

export function useCreateItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateItemBody) => silentApi.post<Item>('/items', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...itemKeys.all, 'list'] }),
  });
}

export function useUpdateItem(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateItemBody) => silentApi.patch<Item>(`/items/${id}`, body),
    onSuccess: (item) => {
      qc.setQueryData(itemKeys.detail(id), item);
      void qc.invalidateQueries({ queryKey: [...itemKeys.all, 'list'] });
    },
  });
}

export function useChildItems(id: number) {
  return useQuery({
    queryKey: itemKeys.children(id),
    queryFn: ({ signal }) =>
      api.get<ChildItem[]>('/items/querychilditems', { query: { parentId: id }, signal }),
  });
}

/** Child-item edits answer the new list, which replaces the cached one. */
export function useChildItemEdits(id: number) {
  const qc = useQueryClient();
  const set = (list: ChildItem[]) => qc.setQueryData(itemKeys.children(id), list);
  return {
    add: useMutation({
      mutationFn: (b: { childItemId: number; quantity: string }) =>
        api.post<ChildItem[]>(`/items/${id}/childitems`, b),
      onSuccess: set,
    }),
    update: useMutation({
      mutationFn: ({ childId, quantity }: { childId: number; quantity: string }) =>
        api.patch<ChildItem[]>(`/items/${id}/childitems/${childId}`, { quantity }),
      onSuccess: set,
    }),
    remove: useMutation({
      mutationFn: (childId: number) => api.delete(`/items/${id}/childitems/${childId}`),
      onSuccess: () => qc.invalidateQueries({ queryKey: itemKeys.children(id) }),
    }),
  };
}

export function useAlternates(id: number) {
  return useQuery({
    queryKey: itemKeys.alternates(id),
    queryFn: ({ signal }) => api.get<AlternateItem[]>(`/items/${id}/alternates`, { signal }),
  });
}

export function useAlternateEdits(id: number) {
  const qc = useQueryClient();
  // Pairs are stored both ways: the other item's list changes too.
  const refresh = () =>
    qc.invalidateQueries({ queryKey: itemKeys.all, predicate: (q) => q.queryKey[3] === 'alternates' });
  return {
    add: useMutation({
      mutationFn: (alternateItemId: number) =>
        api.post<AlternateItem[]>(`/items/${id}/alternates`, { alternateItemId }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (alternateItemId: number) => api.delete(`/items/${id}/alternates/${alternateItemId}`),
      onSuccess: refresh,
    }),
  };
}
