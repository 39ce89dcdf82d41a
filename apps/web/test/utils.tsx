import type { CurrentUser } from '@fieldline/contracts/identity/identity.contract';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '../src/app/api';
import { AuthContext, type AuthContextValue } from '../src/app/auth/AuthProvider';
import { AppProviders } from '../src/app/providers';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada Lovelace',
    title: 'Office manager',
    phone: null,
    isActive: true,
    defaultOfficeId: 1,
    lastSignInDate: null,
    roles: [{ id: 1, name: 'Office' }],
    offices: [{ id: 1, name: 'Denver' }],
    permissions: [],
    createdDate: '2026-01-01T00:00:00.000Z',
    createdBy: null,
    modifiedDate: '2026-01-01T00:00:00.000Z',
    modifiedBy: null,
    version: 1,
    ...overrides,
  };
}

export function fakeAuth(user: CurrentUser | null): AuthContextValue {
  return {
    user,
    status: 'ready',
    error: null,
    signIn: async () => {
      throw new Error('not used in this test');
    },
    signOut: async () => {},
    retry: () => {},
  };
}

/** Shows the router's current path so tests can assert on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  route?: string;
  /** Route pattern the element is mounted on, e.g. '/page/:code/:id'. */
  path?: string;
  user?: CurrentUser | null;
  auth?: Partial<AuthContextValue>;
  extra?: ReactNode;
}

/** Renders inside the real app providers (transitions off), a memory router and a fixed signed-in user. */
export function renderApp(
  element: ReactElement,
  { route = '/', path = '*', user = makeUser(), auth, extra }: RenderOptions = {},
) {
  const queryClient = createQueryClient();
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <AuthContext.Provider value={{ ...fakeAuth(user), ...auth }}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
          <LocationProbe />
          {extra}
        </MemoryRouter>
      </AuthContext.Provider>
    </AppProviders>,
  );
}
