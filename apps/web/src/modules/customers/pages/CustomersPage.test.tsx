import { Permission } from '@fieldline/contracts/common/permissions';
import type { CustomerSearchRow } from '@fieldline/contracts/customers/customers.contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import {
  ME,
  report,
  type SavedSearchFake,
  savedSearchFake,
  standardReport,
} from '../../../shared/saved-reports/test-api';
import { CustomersPage } from './CustomersPage';

// Several round trips to the local fake server per step: allow for a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const ROWS: CustomerSearchRow[] = [
  {
    id: 41,
    name: 'Acme Heating',
    accountNumber: 'ACME-1',
    status: 'On Hold',
    type: 'Commercial',
    city: 'Denver',
    state: 'CO',
    phone: null,
    isActive: true,
  },
];

let server: FakeApiServer;
let fake: SavedSearchFake;

beforeAll(async () => {
  server = await startFakeApi((req) => {
    const path = req.url.split('?')[0];
    if (path === '/v1/customers/search') return { body: { data: ROWS, count_filtered: ROWS.length } };
    if (path === '/v1/customers/statuses')
      return { body: [{ id: 2, name: 'On Hold', sort: 2, isActive: true }] };
    if (path === '/v1/customers/types')
      return { body: [{ id: 5, name: 'Commercial', sort: 2, isActive: true }] };
    return fake.handle(req);
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());
beforeEach(() => {
  server.requests.length = 0;
});

const searches = () =>
  server.requests
    .filter((r) => r.url.startsWith('/v1/customers/search'))
    .map((r) => Object.fromEntries(new URL(r.url, 'http://x').searchParams));
const headers = () =>
  within(screen.getByRole('table', { name: 'Customers' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
const withReports = makeUser({
  id: ME,
  permissions: [
    { id: Permission.Customers, accessLevel: 2 },
    { id: Permission.SavedSearches, accessLevel: 1 },
  ],
});

// Columns, reports, then the search: three round trips before the grid shows, slow under the test DOM.
describe('CustomersPage (customer search with saved reports)', { timeout: 30_000 }, () => {
  it('opens on the selected report: its criteria in the form and the search, its columns in the grid', async () => {
    fake = savedSearchFake(
      [
        standardReport(),
        report(2, 'On hold, any activity', {
          searchCriteria: JSON.stringify([
            { id: 'query', value: 'acme' },
            { id: 'statusId', value: 2 },
            { id: 'isActive', value: 'all' },
          ]),
          standardColumnOverride: '13,12',
        }),
      ],
      2,
    );
    renderApp(<CustomersPage />, { user: withReports });
    await screen.findByText('Acme Heating', undefined, { timeout: 15_000 });
    expect(headers()).toEqual(['Status', 'Name']);
    // The search waited for the report: no call ran with the defaults first.
    expect(searches()).toEqual([{ query: 'acme', statusId: '2', offset: '0', limit: '100' }]);
    expect((screen.getByRole('textbox', { name: 'Search customers' }) as HTMLInputElement).value).toBe(
      'acme',
    );
  });

  it('saves the form as a report: criteria as JSON text and the chosen columns', async () => {
    fake = savedSearchFake([standardReport()]);
    renderApp(<CustomersPage />, { user: withReports });
    await screen.findByText('Acme Heating', undefined, { timeout: 15_000 });
    expect(headers()).toEqual(['Account #', 'Name', 'City']);
    expect(searches()).toEqual([{ isActive: 'true', offset: '0', limit: '100' }]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search customers' }), { target: { value: 'zen' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    await waitFor(() =>
      expect(searches().at(-1)).toEqual({ query: 'zen', isActive: 'false', offset: '0', limit: '100' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    fireEvent.change(within(dialog).getByLabelText('Report name'), { target: { value: 'Inactive zen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.reports).toHaveLength(2));
    expect(JSON.parse(fake.reports[1].searchCriteria)).toEqual([
      { id: 'query', value: 'zen' },
      { id: 'statusId', value: null },
      { id: 'typeId', value: null },
      { id: 'isActive', value: 'inactive' },
    ]);
    expect(fake.reports[1].standardColumnOverride).toBeNull();
    expect(fake.selectedId).toBe(fake.reports[1].id);
  });

  it('without Saved searches access: no report controls, the default columns and criteria', async () => {
    fake = savedSearchFake([standardReport()]);
    renderApp(<CustomersPage />, {
      user: makeUser({ permissions: [{ id: Permission.Customers, accessLevel: 1 }] }),
    });
    await screen.findByText('Acme Heating', undefined, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New customer' })).toBeNull();
    expect(headers()).toEqual(['Account #', 'Name', 'Status', 'City', 'State', 'Phone']);
    expect(server.requests.some((r) => r.url.startsWith('/v1/savedsearches'))).toBe(false);
  });
});
