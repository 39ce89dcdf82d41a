import type {
  BankFeedItem,
  BankFeedSync,
  FeedAccount,
  LinkToken,
  recentErrorSchema,
} from '@fieldline/contracts/banking/bank-feeds.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, silentApi } from '../../app/api';

/** The bank feed (issue 21 item 5; docs/decisions/030-bank-feed-link.md): linked bank logins and their syncs. */

export type RecentError = z.infer<typeof recentErrorSchema>;

export const useBankFeedItems = () =>
  useQuery({
    queryKey: ['banking', 'feeds', 'items'],
    queryFn: ({ signal }) => api.get<BankFeedItem[]>('/plaid/items', { signal }),
  });

export const SYNC_PAGE_SIZE = 50;

export const useSyncHistory = (itemId: number | null) =>
  useQuery({
    queryKey: ['banking', 'feeds', 'synchistory', itemId],
    queryFn: ({ signal }) =>
      api.get<{ data: BankFeedSync[]; total: number }>(`/plaid/transactions/synchistory/${itemId}`, {
        query: { limit: SYNC_PAGE_SIZE },
        signal,
      }),
    enabled: itemId !== null,
  });

export const useRecentErrors = (itemId: number | null) =>
  useQuery({
    queryKey: ['banking', 'feeds', 'recenterrors', itemId],
    queryFn: ({ signal }) =>
      api.get<RecentError[]>(`/plaid/transactions/recenterrors/${itemId}`, { query: { limit: 50 }, signal }),
    enabled: itemId !== null,
  });

/**
 * Every bank feed change refreshes all of banking: a link or a sync brings feed transactions into the bank
 * transactions, the inbox and the reconciliations. Errors are shown by the page (silentApi).
 */
function useFeedMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: ['banking'] }) });
}

/** A token to open Link with; for the offline feed, the public token itself. */
export const requestLinkToken = () => silentApi.post<LinkToken>('/plaid/linktoken');

export const useLinkItem = () =>
  useFeedMutation((publicToken: string) => silentApi.post<BankFeedItem>('/plaid/items', { publicToken }));

export const useRefreshItem = () =>
  useFeedMutation((itemId: number) => silentApi.post<BankFeedSync>(`/plaid/transactions/refresh/${itemId}`));

export const requestReloginToken = (itemId: number) =>
  silentApi.post<LinkToken>(`/plaid/forcerelogin/${itemId}`);

export const useDisconnectItem = () =>
  useFeedMutation((itemId: number) => silentApi.post<BankFeedItem>(`/plaid/disconnect/${itemId}`));

export const useLinkFeedAccount = () =>
  useFeedMutation((v: { feedAccountId: number; bankAccountId: number }) =>
    silentApi.patch<FeedAccount>(`/plaid/account/${v.feedAccountId}/link/${v.bankAccountId}`),
  );

export const useUnlinkFeedAccount = () =>
  useFeedMutation((feedAccountId: number) =>
    silentApi.patch<FeedAccount>(`/plaid/account/${feedAccountId}/unlink`),
  );
