import type {
  Warehouse,
  WarehouseAssignment,
  WarehouseOffice,
} from '@fieldline/contracts/warehouses/warehouses.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';
import { warehouseKeys } from '../../shared/warehouses/warehouses.api';

export interface NamedRef {
  id: number;
  name: string;
}

/** GET /v1/cache/{name}: offices and employees for the selects. */
export function useLookup(name: 'offices' | 'employees') {
  return useQuery({
    queryKey: ['lookup', name],
    queryFn: ({ signal }) =>
      api.get<Array<NamedRef & { firstName?: string; lastName?: string }>>(`/cache/${name}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useWarehouseOffices(warehouseId: number) {
  return useQuery({
    queryKey: [...warehouseKeys.all, 'offices', warehouseId],
    queryFn: ({ signal }) =>
      api.get<WarehouseOffice[]>('/warehouses/offices', { query: { warehouseId }, signal }),
  });
}

export function useAssignments(warehouseId: number) {
  return useQuery({
    queryKey: [...warehouseKeys.all, 'assignments', warehouseId],
    queryFn: ({ signal }) =>
      api.get<WarehouseAssignment[]>('/warehouses/assignments', { query: { warehouseId }, signal }),
  });
}

export interface WarehouseInput {
  name: string;
  officeId: number;
  isVan: boolean;
  employeeId: number | null;
  isActive: boolean;
}
export type BinChange = { id?: number; name?: string; isActive?: boolean };

/** Every change refreshes every warehouse query (lists, pickers, sourcing, assignments). */
function useWarehouseMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}

export const useCreateWarehouse = () =>
  useWarehouseMutation((body: WarehouseInput & { bins: { name: string }[] }) =>
    silentApi.post<Warehouse>('/warehouses', body),
  );
export const useUpdateWarehouse = () =>
  useWarehouseMutation(
    ({ id, ...body }: Partial<WarehouseInput> & { id: number; version: number; bins?: BinChange[] }) =>
      silentApi.patch<Warehouse>(`/warehouses/${id}`, body),
  );
export const useAddWarehouseOffice = () =>
  useWarehouseMutation((body: { warehouseId: number; officeId: number }) =>
    api.post<WarehouseOffice>('/warehouses/offices', body),
  );
export const useUpdateWarehouseOffice = () =>
  useWarehouseMutation(
    ({
      id,
      ...body
    }: {
      id: number;
      canSourceFrom?: boolean;
      autoSourceFrom?: boolean;
      isDefault?: boolean;
    }) => api.patch<WarehouseOffice>(`/warehouses/offices/${id}`, body),
  );
export const useRemoveWarehouseOffice = () =>
  useWarehouseMutation((id: number) => api.delete(`/warehouses/offices/${id}`));
export const useAddAssignment = () =>
  useWarehouseMutation((body: { warehouseId: number; employeeId: number; isPrimary: boolean }) =>
    api.post<WarehouseAssignment>('/warehouses/assignments', body),
  );
export const useRemoveAssignment = () =>
  useWarehouseMutation((id: number) => api.delete(`/warehouses/assignments/${id}`));
