import type { HistoryEntry } from '@fieldline/contracts/common/history';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  BillingRunResult,
  ContractInvoice,
} from '@fieldline/contracts/contracts/contract-billing.contract';
import type {
  AddChangeOrderBody,
  Contract,
  ContractChangeOrder,
} from '@fieldline/contracts/contracts/contracts.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

type Ref = { id: number; name: string };
export const contractKeys = { all: ['contracts'] as const };

export const useContracts = (f: { query?: string; offset: number; limit: number }) =>
  useQuery({
    queryKey: [...contractKeys.all, 'search', f],
    queryFn: ({ signal }) => api.get<SearchResult<Contract>>('/contracts', { query: { ...f }, signal }),
    placeholderData: keepPreviousData,
  });

export const useContract = (id: number) =>
  useQuery({
    queryKey: [...contractKeys.all, id],
    queryFn: ({ signal }) => api.get<Contract>(`/contracts/${id}`, { signal }),
  });

export const useContractLookups = () =>
  useQuery({
    queryKey: [...contractKeys.all, 'lookups'],
    queryFn: async ({ signal }) => {
      const [types, statuses, offices] = await Promise.all([
        api.get<(Ref & { isRental: boolean; isActive: boolean })[]>('/contracts/types', { signal }),
        api.get<(Ref & { statusType: string; isActive: boolean })[]>('/contracts/statuses', { signal }),
        api.get<Ref[]>('/offices', { signal }),
      ]);
      return { types, statuses, offices };
    },
    staleTime: 60_000,
  });

// The location picker of the new contract modal follows its customer picker.
export { useCustomerLocations } from '../../shared/contacts-manager';

function useContractWrite<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
export const useCreateContract = () =>
  useContractWrite((body: object) => api.post<Contract>('/contracts', body));
export const useUpdateContract = (id: number) =>
  useContractWrite((body: object) => api.patch<Contract>(`/contracts/${id}`, body));

export const useContractInvoices = (id: number) =>
  useQuery({
    queryKey: [...contractKeys.all, id, 'invoices'],
    queryFn: ({ signal }) => api.get<ContractInvoice[]>(`/contracts/${id}/invoices`, { signal }),
  });
export const useBillNow = (id: number) =>
  useContractWrite(() => api.post<BillingRunResult>(`/contracts/${id}/billing/run`, {}));

export const useChangeOrders = (id: number) =>
  useQuery({
    queryKey: [...contractKeys.all, id, 'change-orders'],
    queryFn: ({ signal }) => api.get<ContractChangeOrder[]>(`/contracts/${id}/changeOrders`, { signal }),
  });
export const useAddChangeOrder = (id: number) =>
  useContractWrite((body: AddChangeOrderBody) =>
    api.patch<Contract>(`/contracts/${id}/addChangeOrder`, body),
  );

export const useContractHistory = (id: number) =>
  useQuery({
    queryKey: [...contractKeys.all, id, 'history'],
    queryFn: ({ signal }) => api.get<HistoryEntry[]>(`/contracts/${id}/history`, { signal }),
  });
