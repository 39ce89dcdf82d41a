import type {
  ExternalSubscriptions,
  Subscription,
} from '@fieldline/contracts/notifications/notifications.contract';
import { authApi } from '../../app/api';

// The public link works without a session: the side-effect-free client, errors shown inline.
const base = (uid: string) => `/notifications/external/${encodeURIComponent(uid)}`;

export function fetchExternalSubscriptions(uid: string, email: string): Promise<ExternalSubscriptions> {
  return authApi.get<ExternalSubscriptions>(base(uid), { query: { email } });
}

export function changeExternalSubscription(
  uid: string,
  email: string,
  notificationId: number,
  subscribe: boolean,
): Promise<Subscription> {
  return authApi.post<Subscription>(
    `${base(uid)}/${subscribe ? 'subscribe' : 'unsubscribe'}/${notificationId}`,
    {
      email,
    },
  );
}
