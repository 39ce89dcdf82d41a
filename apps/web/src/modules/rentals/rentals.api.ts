import type {
  AssetSchedule,
  groupAvailabilitySchema,
  RentalTerm,
  rentalItemSchema,
  Substitution,
} from '@fieldline/contracts/rentals/rentals.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';

export type RentalItem = z.infer<typeof rentalItemSchema>;
export type GroupAvailability = z.infer<typeof groupAvailabilitySchema>;
export type { Substitution };

/** Rentals change the contract's schedules, terms and what billing will invoice: one key for all of it. */
const rentalKeys = (contractId: number) => ['contracts', contractId, 'rentals'] as const;

export const useRentalTerms = (contractId: number) =>
  useQuery({
    queryKey: [...rentalKeys(contractId), 'terms'],
    queryFn: ({ signal }) => api.get<RentalTerm[]>(`/contracts/${contractId}/terms`, { signal }),
  });
export const useAssetSchedules = (contractId: number) =>
  useQuery({
    queryKey: [...rentalKeys(contractId), 'schedules'],
    queryFn: ({ signal }) => api.get<AssetSchedule[]>(`/contracts/${contractId}/assetschedules`, { signal }),
  });
export const useSubstitutions = (contractId: number) =>
  useQuery({
    queryKey: [...rentalKeys(contractId), 'substitutions'],
    queryFn: ({ signal }) => api.get<Substitution[]>(`/contracts/${contractId}/substitutions`, { signal }),
  });
export const useRentalItems = (range: { from: string | null; to: string | null }) =>
  useQuery({
    queryKey: ['rentals', 'items', range],
    queryFn: ({ signal }) =>
      api.get<RentalItem[]>('/contracts/rentalItems', {
        query: range.from && range.to && range.to >= range.from ? { from: range.from, to: range.to } : {},
        signal,
      }),
  });
export const useGroupAvailability = (groupId: number | null, from: string, to: string) =>
  useQuery({
    queryKey: ['rentals', 'availability', groupId, from, to],
    enabled: groupId !== null,
    queryFn: ({ signal }) =>
      api.get<GroupAvailability>(`/assets/groups/${groupId}/availability`, { query: { from, to }, signal }),
  });

/** Any rental write: refresh the contract's rentals and what was billed. */
export function useRentalWrite<T, R>(contractId: number, fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: rentalKeys(contractId) });
      qc.invalidateQueries({ queryKey: ['rentals'] });
    },
  });
}

export const termPath = (t: { contractId: number; groupId: number; startDate: string }) =>
  `/contracts/rentalterms/${t.contractId}/${t.groupId}/${t.startDate}`;
