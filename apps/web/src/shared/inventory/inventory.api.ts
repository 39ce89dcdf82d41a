import type { ItemInventory } from '@fieldline/contracts/inventory/inventory.contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

/** Every inventory query starts with 'inventory', so a stock change invalidates them all at once. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  item: (itemId: number, warehouseIds?: number[]) =>
    ['inventory', 'item', itemId, warehouseIds ?? null] as const,
  search: (filters: object) => ['inventory', 'search', filters] as const,
  movements: (filters: object) => ['inventory', 'movements', filters] as const,
};

/** GET /v1/inventory/items/{id}?type=B: per warehouse and bin. */
export function useItemInventory(itemId: number | null | undefined, warehouseIds?: number[]) {
  return useQuery({
    queryKey: inventoryKeys.item(itemId ?? 0, warehouseIds),
    queryFn: ({ signal }) =>
      api.get<ItemInventory>(`/inventory/items/${itemId}`, { query: { type: 'B', warehouseIds }, signal }),
    enabled: Boolean(itemId),
  });
}
