import { Permission } from '@fieldline/contracts/common/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '../../../test/utils';
import { GlobalSearch } from './GlobalSearch';
import { registerSearchProvider } from './search-registry';

const admin = makeUser({
  permissions: [
    { id: Permission.Users, accessLevel: 2 },
    { id: Permission.Roles, accessLevel: 1 },
    { id: Permission.Jobs, accessLevel: 1 },
  ],
});

function type(text: string) {
  const input = screen.getByTestId('global-search') as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent ?? '');
const location = () => screen.getByTestId('location').textContent;

describe('GlobalSearch', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  it('has the placeholder the spec names', () => {
    renderApp(<GlobalSearch />);
    expect((screen.getByTestId('global-search') as HTMLInputElement).placeholder).toBe('Search Fieldline…');
  });

  it('lists navigation entries matching the text and opens the chosen one', async () => {
    renderApp(<GlobalSearch />, { user: admin });
    type('rol');
    await waitFor(() => expect(optionNames().some((n) => n.startsWith('Roles'))).toBe(true));
    expect(optionNames().some((n) => n.startsWith('Users'))).toBe(false);

    type('jobs');
    const jobs = await screen.findByRole('option', { name: /^Jobs/ });
    fireEvent.click(jobs);
    await waitFor(() => expect(location()).toBe('/jobs'));
    expect((screen.getByTestId('global-search') as HTMLInputElement).value).toBe('');
  });

  it('matches keywords, e.g. "pending" finds Bids', async () => {
    // Bids are shown to users who may read them.
    renderApp(<GlobalSearch />, {
      user: makeUser({ permissions: [{ id: Permission.Bids, accessLevel: 1 }] }),
    });
    type('pending');
    expect(await screen.findByRole('option', { name: /^Bids/ })).toBeTruthy();
  });

  it('hides administration entries the user has no access to', async () => {
    renderApp(<GlobalSearch />, { user: makeUser({ permissions: [] }) });
    type('roles');
    await screen.findByText('No matches for “roles”');
    expect(optionNames()).toEqual([]);
  });

  it('Enter opens the first match', async () => {
    renderApp(<GlobalSearch />, { user: admin });
    const input = type('users');
    await screen.findByRole('option', { name: /^Users/ });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(location()).toBe('/admin/users'));
  });

  it('asks registered record providers after the debounce, only from 2 characters', async () => {
    const search = vi.fn(async (query: string) => [
      { id: '42', label: `Customer matching ${query}`, href: '/area/customers' },
    ]);
    unregister = registerSearchProvider({
      id: 'customers',
      label: 'Customers',
      permission: Permission.Customers,
      search,
    });
    renderApp(<GlobalSearch />, {
      user: makeUser({ permissions: [{ id: Permission.Customers, accessLevel: 1 }] }),
    });

    type('a');
    await new Promise((r) => setTimeout(r, 400));
    expect(search).not.toHaveBeenCalled();

    type('acme');
    const option = await screen.findByRole('option', { name: 'Customer matching acme' });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('acme');
    fireEvent.click(option);
    await waitFor(() => expect(location()).toBe('/area/customers'));
  });

  describe('keyboard', () => {
    const record = () =>
      registerSearchProvider({
        id: 'customers',
        label: 'Customers',
        permission: Permission.Customers,
        search: async () => [{ id: 'c42', label: 'Acme Heating', pageCode: 6073, recordId: 42 }],
      });

    it('"/" and Ctrl+K move focus to the search; "/" typed in another field stays there', () => {
      renderApp(
        <>
          <input aria-label="Other field" />
          <GlobalSearch />
        </>,
      );
      const input = screen.getByTestId('global-search');
      fireEvent.keyDown(document.body, { key: '/', code: 'Slash' });
      expect(document.activeElement).toBe(input);

      const other = screen.getByLabelText('Other field');
      other.focus();
      fireEvent.keyDown(other, { key: '/', code: 'Slash' });
      expect(document.activeElement).toBe(other);
      fireEvent.keyDown(other, { key: 'k', code: 'KeyK', ctrlKey: true });
      expect(document.activeElement).toBe(input);
    });

    it('Enter opens a record in this tab; Ctrl+Enter in a new one', async () => {
      unregister = record();
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      renderApp(<GlobalSearch />, {
        user: makeUser({ permissions: [{ id: Permission.Customers, accessLevel: 1 }] }),
      });
      let input = type('acme');
      await screen.findByRole('option', { name: 'Acme Heating' });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
      await waitFor(() => expect(location()).toBe('/page/6073/42'));
      expect(open).not.toHaveBeenCalled();

      input = type('acme');
      await screen.findByRole('option', { name: 'Acme Heating' });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', ctrlKey: true });
      await waitFor(() => expect(open).toHaveBeenCalledWith('/page/6073/42', '_blank', 'noopener'));
      open.mockRestore();
    });
  });

  it('runs only the record searches the user may read', async () => {
    const customers = vi.fn(async () => [{ id: '1', label: 'Acme Heating', href: '/area/customers' }]);
    const bids = vi.fn(async () => [{ id: '2', label: 'Acme bid', href: '/area/bids' }]);
    const off = [
      registerSearchProvider({
        id: 'customers',
        label: 'Customers',
        permission: Permission.Customers,
        search: customers,
      }),
      registerSearchProvider({ id: 'bids', label: 'Bids', permission: Permission.Bids, search: bids }),
    ];
    unregister = () => {
      for (const f of off) f();
    };
    renderApp(<GlobalSearch />, {
      user: makeUser({ permissions: [{ id: Permission.Customers, accessLevel: 1 }] }),
    });
    type('acme');
    await screen.findByRole('option', { name: 'Acme Heating' });
    expect(customers).toHaveBeenCalledTimes(1);
    expect(bids).not.toHaveBeenCalled();
    expect(optionNames()).not.toContain('Acme bid');
  });
});
