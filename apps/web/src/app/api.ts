import { type ApiClient, ApiError, createApiClient } from '@fieldline/client';
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

export interface ApiClients {
  /** No side effects: for calls where a failure is an expected answer (signing in, probing the session). */
  authApi: ApiClient;
  /** For forms that show errors inline: a 401 still signs the user out, nothing else is notified. */
  silentApi: ApiClient;
  /** The default: every failure except 401 shows the general error notification. */
  api: ApiClient;
}

export function createClients(baseUrl: string, fetchImpl?: typeof fetch): ApiClients {
  const authApi = createApiClient({ baseUrl, fetch: fetchImpl });
  return {
    authApi,
    silentApi: authApi.withOptions({
      onError: (e) => {
        if (e.status === 401) onUnauthorized();
      },
    }),
    api: authApi.withOptions({
      onError: (e) => {
        if (e.status === 401) onUnauthorized();
        else showErrorNotification(e.message);
      },
    }),
  };
}

export const { authApi, silentApi, api } = createClients('/v1');

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
