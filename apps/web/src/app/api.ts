import { ApiError, createApiClient } from '@fieldline/client';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';

export { ApiError };

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The auth provider installs the handler that sends a signed-out user to /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function showErrorNotification(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message, autoClose: 8000 });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'teal', title: 'Done', message });
}

/**
 * Bare client with no side effects: used where a failure is an expected answer
 * (signing in, probing whether a session exists).
 */
export const authApi = createApiClient({ baseUrl: '/v1' });

/**
 * For forms that show errors inline: a 401 still signs the user out,
 * but nothing else raises a notification.
 */
export const silentApi = authApi.withOptions({
  onError: (e) => {
    if (e.status === 401) onUnauthorized();
  },
});

/** The default client: every failure except 401 shows the general error notification. */
export const api = authApi.withOptions({
  onError: (e) => {
    if (e.status === 401) onUnauthorized();
    else showErrorNotification(e.message);
  },
});

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The client already notified the user; a silent retry would notify twice.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
