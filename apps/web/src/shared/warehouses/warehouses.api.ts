import {
  type DefaultBin,
  SINGLE_BIN_HEADER,
  type Warehouse,
} from '@fieldline/contracts/warehouses/warehouses.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: (filter: { officeId?: number; isVan?: boolean; active?: boolean }) =>
    ['warehouses', 'list', filter] as const,
  defaultBin: (itemId: number, warehouseId: number) =>
    ['warehouses', 'defaultBin', itemId, warehouseId] as const,
};

/**
 * GET through the shared client, also reading the single-bin-inventory header every warehouse answer
 * carries (the client returns bodies only, so a fetch wrapper catches the header of this one call).
 */
export async function getWithSingleBin<T>(
  path: string,
  query?: Record<string, unknown>,
): Promise<{ data: T; singleBin: boolean }> {
  let singleBin = false;
  const client = api.withOptions({
    fetch: async (input, init) => {
      const res = await globalThis.fetch(input, init);
      singleBin = res.headers.get(SINGLE_BIN_HEADER) === 'true';
      return res;
    },
  });
  const data = await client.get<T>(path, { query });
  return { data, singleBin };
}

/** Warehouses (with bins) and whether bins are chosen at all (UseSingleBinInventory, from the header). */
export function useWarehouses(filter: { officeId?: number; isVan?: boolean; active?: boolean }) {
  return useQuery({
    queryKey: warehouseKeys.list(filter),
    queryFn: () => getWithSingleBin<Warehouse[]>('/warehouses', filter),
  });
}

/** The item's default bin in a warehouse (spec 3 §7), when both are known. */
export function useDefaultBin(itemId: number | null | undefined, warehouseId: number | null | undefined) {
  return useQuery({
    queryKey: warehouseKeys.defaultBin(itemId ?? 0, warehouseId ?? 0),
    queryFn: () => api.get<DefaultBin>(`/items/${itemId}/defaultBin`, { query: { warehouseId } }),
    enabled: Boolean(itemId && warehouseId),
  });
}
