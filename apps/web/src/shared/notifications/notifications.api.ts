import {
  LOG_PAGE_SIZE,
  type NotificationLog,
  type Subscription,
} from '@fieldline/contracts/notifications/notifications.contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

export type NotificationsOwner = 'customer' | 'contact';

const base = (kind: NotificationsOwner, id: number) =>
  `/${kind === 'customer' ? 'customers' : 'contacts'}/${id}/notifications`;

export const notificationKeys = {
  all: ['notifications'] as const,
  owner: (kind: NotificationsOwner, id: number) => [...notificationKeys.all, kind, id] as const,
  subscriptions: (kind: NotificationsOwner, id: number) =>
    [...notificationKeys.owner(kind, id), 'subscriptions'] as const,
  logs: (kind: NotificationsOwner, id: number) => [...notificationKeys.owner(kind, id), 'logs'] as const,
};

export function useSubscriptions(kind: NotificationsOwner, id: number) {
  return useQuery({
    queryKey: notificationKeys.subscriptions(kind, id),
    queryFn: ({ signal }) =>
      api.get<Subscription[]>(base(kind, id), { query: { logs: false, includeCanOptOut: true }, signal }),
  });
}

// The log answers a bare page of rows; an envelope is read too, in case the call grows one.
function rowsOf(page: NotificationLog[] | { data: NotificationLog[] }): NotificationLog[] {
  return Array.isArray(page) ? page : page.data;
}

/** Pages of LOG_PAGE_SIZE; the last page is the first one shorter than that (spec 3 section 9). */
export function useNotificationLogs(kind: NotificationsOwner, id: number) {
  return useInfiniteQuery({
    queryKey: notificationKeys.logs(kind, id),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      rowsOf(
        await api.get<NotificationLog[] | { data: NotificationLog[] }>(base(kind, id), {
          query: { logs: true, offset: pageParam, limit: LOG_PAGE_SIZE },
          signal,
        }),
      ),
    getNextPageParam: (last, _all, offset) =>
      last.length < LOG_PAGE_SIZE ? undefined : offset + LOG_PAGE_SIZE,
  });
}

/** Failures reach the user through the client's error notification. */
export function setSubscription(
  kind: NotificationsOwner,
  id: number,
  notificationId: number,
  subscribe: boolean,
) {
  const path = `${base(kind, id)}/${notificationId}/${subscribe ? 'subscribe' : 'unsubscribe'}`;
  return subscribe ? api.get<unknown>(path) : api.delete<unknown>(path);
}
