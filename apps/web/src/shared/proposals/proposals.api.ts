import type { Proposal, ProposalSent } from '@fieldline/contracts/bids/bids.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

/**
 * Proposals of a bid or a contract: the same API under each owner's base path ("/bids/12", "/contracts/7").
 * A contract proposal carries contractId where a bid's carries bidId; nothing here reads either.
 */
const proposalKeys = (base: string) => ['proposals', base] as const;

export function useProposals(base: string) {
  return useQuery({
    queryKey: proposalKeys(base),
    queryFn: ({ signal }) => api.get<Proposal[]>(`${base}/proposals`, { signal }),
  });
}

export function useProposalMutations(base: string) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: proposalKeys(base) });
  return {
    create: useMutation({
      mutationFn: (body: { name: string; introduction?: string; terms?: string }) =>
        silentApi.post<Proposal>(`${base}/proposals`, body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ pid, ...body }: { pid: number } & Record<string, unknown>) =>
        silentApi.patch<Proposal>(`${base}/proposals/${pid}`, body),
      onSuccess,
    }),
    recordSent: useMutation({
      mutationFn: ({ pid, ...body }: { pid: number; sentTo: string; method: string; note?: string }) =>
        silentApi.post<ProposalSent>(`${base}/proposals/${pid}/sent`, body),
      onSuccess,
    }),
    updateSent: useMutation({
      mutationFn: ({ pid, sid, ...body }: { pid: number; sid: number; viewedDate?: string | null }) =>
        silentApi.patch<ProposalSent>(`${base}/proposals/${pid}/sent/${sid}`, body),
      onSuccess,
    }),
  };
}
