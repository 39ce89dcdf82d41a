import type { AccessLevelValue } from '@fieldline/contracts/common/permissions';
import type { CurrentUser, LoginResult } from '@fieldline/contracts/identity/identity.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, authApi, setUnauthorizedHandler } from '../api';

export const currentUserKey = ['auth', 'currentUser'] as const;

export type AuthStatus = 'loading' | 'error' | 'ready';

export interface AuthContextValue {
  user: CurrentUser | null;
  status: AuthStatus;
  error: Error | null;
  signIn(email: string, password: string): Promise<CurrentUser>;
  signOut(): Promise<void>;
  retry(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The server marks a page requested without a session cookie (platform/http/web-app.ts): nobody is signed in,
 * and asking would answer 401, an error in the browser's console. Read once: later probes ask the server.
 */
function takeNoSessionHint(): boolean {
  const meta = document.querySelector('meta[name="fieldline-session"]');
  meta?.remove();
  return meta?.getAttribute('content') === 'none';
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (takeNoSessionHint()) return null;
  try {
    return await authApi.get<CurrentUser>('/users/current');
  } catch (e) {
    // No session is an ordinary answer here, not a failure to report.
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/**
 * The session lives in an httpOnly cookie set by the server, so the only client-side
 * state is the cached current user: null means signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser, staleTime: Infinity });

  useEffect(() => {
    // An expired session mid-use: dropping the user lets RequireAuth redirect with the current URL.
    setUnauthorizedHandler(() => queryClient.setQueryData(currentUserKey, null));
    return () => setUnauthorizedHandler(() => {});
  }, [queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const result = await authApi.post<LoginResult>('/auth/login', { email, password });
      // Data cached for a previous user must not leak into this session.
      queryClient.clear();
      queryClient.setQueryData(currentUserKey, result.user);
      return result.user;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await authApi.post('/auth/logout');
    } catch {
      // The cookie may already be gone; signing out locally is still right.
    }
    navigate('/login', { replace: true });
    queryClient.clear();
    queryClient.setQueryData(currentUserKey, null);
  }, [navigate, queryClient]);

  const { refetch } = query;
  const value = useMemo<AuthContextValue>(
    () => ({
      user: query.data ?? null,
      status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
      error: query.error,
      signIn,
      signOut,
      retry: () => void refetch(),
    }),
    [query.data, query.isPending, query.isError, query.error, signIn, signOut, refetch],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

/** The signed-in user; only valid below RequireAuth. */
export function useCurrentUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser called without a signed-in user');
  return user;
}

export function accessLevelOf(user: CurrentUser | null, permissionId: number): AccessLevelValue {
  let level: AccessLevelValue = 0;
  for (const grant of user?.permissions ?? []) {
    if (grant.id === permissionId && grant.accessLevel > level) level = grant.accessLevel;
  }
  return level;
}

/** The signed-in user's access level (0 none, 1 read, 2 full) for a permission. */
export function useAccess(permissionId: number): AccessLevelValue {
  const { user } = useAuth();
  return accessLevelOf(user, permissionId);
}
