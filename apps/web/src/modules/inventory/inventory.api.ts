import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  InventoryRow,
  Movement,
  MovementResult,
} from '@fieldline/contracts/inventory/inventory.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';
import { inventoryKeys } from '../../shared/inventory/inventory.api';

export interface InventoryFilters {
  query?: string;
  warehouseId?: number;
  onlyInStock?: 'true' | 'false';
  belowMinimum?: 'true' | 'false';
  offset: number;
  limit: number;
}

export function useInventorySearch(filters: InventoryFilters) {
  return useQuery({
    queryKey: inventoryKeys.search(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<InventoryRow>>('/inventory/search', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMovements(filters: { itemId?: number; offset: number; limit: number }) {
  return useQuery({
    queryKey: inventoryKeys.movements(filters),
    queryFn: ({ signal }) =>
      api.get<SearchResult<Movement>>('/inventory/movements', { query: filters, signal }),
    enabled: Boolean(filters.itemId),
  });
}

export interface AdjustmentInput {
  itemId: number;
  warehouseId: number;
  binId: number | null;
  quantity: string;
  unitCost?: string | null;
  reason: string;
}
export interface TransferInput {
  itemId: number;
  fromWarehouseId: number;
  fromBinId: number | null;
  toWarehouseId: number;
  toBinId: number | null;
  quantity: string;
  reason?: string | null;
}

/** Stock changes answer field errors inline (silentApi); the modal shows them next to the inputs. */
export function useAdjustStock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustmentInput) => silentApi.post<MovementResult>('/inventory/adjustments', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

export function useTransferStock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferInput) => silentApi.post<MovementResult>('/inventory/transfers', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
