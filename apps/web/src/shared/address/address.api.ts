import type {
  stateListEntrySchema,
  VerifyAddressBody,
  VerifyAddressResult,
} from '@fieldline/contracts/addresses/addresses.contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, silentApi } from '../../app/api';

export type StateListEntry = z.infer<typeof stateListEntrySchema>;

export const addressKeys = {
  states: ['address', 'stateList'] as const,
};

export function useStateList(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: addressKeys.states,
    queryFn: ({ signal }) => api.get<StateListEntry[]>('/address/stateList', { signal }),
    // Reference data: fetched once per session.
    staleTime: Number.POSITIVE_INFINITY,
    enabled: options.enabled ?? true,
  });
}

/** A failed call counts as an unverified address (the user is asked to confirm), so it is not notified. */
export function verifyAddress(body: VerifyAddressBody, signal?: AbortSignal): Promise<VerifyAddressResult> {
  return silentApi.post<VerifyAddressResult>('/address/verify', body, { signal });
}
