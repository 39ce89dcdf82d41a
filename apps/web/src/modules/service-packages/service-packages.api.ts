import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  CreateOptionItemBody,
  CreateServicePackageBody,
  PackageType,
  ServicePackage,
  ServicePackageRow,
  UpdateOptionBody,
  UpdateOptionItemBody,
  UpdateServicePackageBody,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

export interface PackageListFilters {
  itemId?: number;
  equipmentId?: number;
}

export const packageKeys = {
  all: ['service-packages'] as const,
  list: (f: PackageListFilters) => [...packageKeys.all, 'list', f] as const,
  detail: (id: number) => [...packageKeys.all, 'detail', id] as const,
  types: () => [...packageKeys.all, 'types'] as const,
};

/** With an item or equipment context: the packages linked to it (searchType 4); otherwise every package. */
export function packageSearchQuery(f: PackageListFilters, name?: string) {
  const linked = f.itemId || f.equipmentId;
  return { searchType: linked ? 4 : 0, itemId: f.itemId, equipmentId: f.equipmentId, name };
}

export function usePackageList(f: PackageListFilters) {
  return useQuery({
    queryKey: packageKeys.list(f),
    queryFn: ({ signal }) =>
      api.get<SearchResult<ServicePackageRow>>('/servicepackage/search', {
        query: { ...packageSearchQuery(f), limit: 1000 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePackage(id: number | null) {
  return useQuery({
    queryKey: packageKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ServicePackage>(`/servicepackage/${id}`, { signal }),
    enabled: id !== null,
  });
}

export const usePackageTypes = () =>
  useQuery({
    queryKey: packageKeys.types(),
    queryFn: ({ signal }) =>
      api.get<SearchResult<PackageType>>('/servicepackage/types/search', { query: { limit: 1000 }, signal }),
    staleTime: 5 * 60_000,
  });

/** Every change answers the whole package: store it and refresh the lists. */
function usePackageWrite<V>(call: (v: V) => Promise<ServicePackage | undefined>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (pkg) => {
      if (pkg) qc.setQueryData(packageKeys.detail(pkg.id), pkg);
      void qc.invalidateQueries({ queryKey: [...packageKeys.all, 'list'] });
    },
  });
}

export const useCreatePackage = () =>
  usePackageWrite((body: CreateServicePackageBody) => api.post<ServicePackage>('/servicepackage', body));
export const useUpdatePackage = (id: number) =>
  usePackageWrite((body: UpdateServicePackageBody) =>
    api.patch<ServicePackage>(`/servicepackage/${id}`, body),
  );
export function useDeletePackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/servicepackage/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: packageKeys.all }),
  });
}

export type LinkAction = 'linkitem' | 'unlinkitem' | 'linkequipment' | 'unlinkequipment';
export const useLink = () =>
  usePackageWrite(({ id, action, linkedId }: { id: number; action: LinkAction; linkedId: number }) =>
    api.post<ServicePackage>(`/servicepackage/${id}/${action}/${linkedId}`),
  );

export const useAddOption = (id: number) =>
  usePackageWrite((name: string) => api.post<ServicePackage>(`/servicepackage/${id}/options`, { name }));
export const useUpdateOption = () =>
  usePackageWrite(({ optionId, body }: { optionId: number; body: UpdateOptionBody }) =>
    api.patch<ServicePackage>(`/servicepackage/options/${optionId}`, body),
  );
export const useRemoveOption = () =>
  usePackageWrite((optionId: number) => api.delete<ServicePackage>(`/servicepackage/options/${optionId}`));
export const useAddOptionItem = () =>
  usePackageWrite(({ optionId, body }: { optionId: number; body: CreateOptionItemBody }) =>
    api.post<ServicePackage>(`/servicepackage/options/${optionId}/items`, body),
  );
export const useUpdateOptionItem = () =>
  usePackageWrite(({ id, body }: { id: number; body: UpdateOptionItemBody }) =>
    api.patch<ServicePackage>(`/servicepackage/optionitems/${id}`, body),
  );
export const useRemoveOptionItem = () =>
  usePackageWrite((id: number) => api.delete<ServicePackage>(`/servicepackage/optionitems/${id}`));
