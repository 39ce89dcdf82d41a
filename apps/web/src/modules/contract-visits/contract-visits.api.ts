import type { ContractEquipment } from '@fieldline/contracts/contract-visits/contract-equipment.contract';
import type {
  ContractFee,
  ContractFeeInput,
} from '@fieldline/contracts/contract-visits/contract-fees.contract';
import type {
  ContractVisit,
  GenerateVisitsResult,
  PutVisitScheduleBody,
  VisitSchedule,
} from '@fieldline/contracts/contract-visits/contract-visits.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

/** Every query of a contract's visits starts with ['contract-visits', id]: a save refreshes them all. */
export const visitKeys = {
  contract: (id: number) => ['contract-visits', id] as const,
  schedule: (id: number) => ['contract-visits', id, 'schedule'] as const,
  month: (id: number, from: string, to: string) => ['contract-visits', id, 'visits', from, to] as const,
};

export function useVisitSchedule(contractId: number) {
  return useQuery({
    queryKey: visitKeys.schedule(contractId),
    queryFn: ({ signal }) =>
      api.get<VisitSchedule | null>(`/contracts/${contractId}/visitSchedule`, { signal }),
  });
}

export function useContractVisits(contractId: number, from: string, to: string) {
  return useQuery({
    queryKey: visitKeys.month(contractId, from, to),
    queryFn: ({ signal }) =>
      api.get<ContractVisit[]>(`/contracts/${contractId}/visits`, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveVisitSchedule(contractId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<PutVisitScheduleBody>) =>
      silentApi.put<VisitSchedule>(`/contracts/${contractId}/visitSchedule`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: visitKeys.contract(contractId) }),
  });
}

export function useGenerateVisits(contractId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => silentApi.post<GenerateVisitsResult>(`/contracts/${contractId}/generateVisits`, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: visitKeys.contract(contractId) }),
  });
}

const feeKeys = (contractId: number) => ['contract-visits', contractId, 'fees'] as const;

export function useContractFees(contractId: number) {
  return useQuery({
    queryKey: feeKeys(contractId),
    queryFn: ({ signal }) => api.get<ContractFee[]>(`/contracts/${contractId}/fees`, { signal }),
  });
}

export function useSaveContractFee(contractId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fee: ContractFeeInput) =>
      silentApi.patch<ContractFee[]>(`/contracts/${contractId}/fees`, { fees: [fee] }),
    onSuccess: () => qc.invalidateQueries({ queryKey: feeKeys(contractId) }),
  });
}

export function useDeleteContractFee(contractId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      silentApi.delete<{ deleted: number }>(`/contracts/${contractId}/deletefees`, {
        query: { ids: String(id) },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: feeKeys(contractId) }),
  });
}

/** The units the contract's visits cover (coveredOnly), or every unit at its locations. */
export function useContractEquipment(contractId: number, coveredOnly: boolean) {
  return useQuery({
    queryKey: ['contract-visits', contractId, 'equipment', coveredOnly],
    queryFn: ({ signal }) =>
      api.get<ContractEquipment[]>(`/contracts/${contractId}/searchEquipment`, {
        query: { coveredOnly: String(coveredOnly), limit: 200 },
        signal,
      }),
  });
}
