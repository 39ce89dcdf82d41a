import { Permission } from '@fieldline/contracts/common/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { UNSAVED_CHANGES_MESSAGE } from '../../../app/unsaved-changes';
import { ReferenceCodesPage } from './ReferenceCodesPage';

let server: FakeApiServer;
let avalara = { avalaraEnabled: false, codes: [] as { name: string; code: string }[] };

beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url.startsWith('/v1/tax/exemptionCodes/search')) {
      const row = { id: 1, code: 'G', description: 'Resale', sort: 0, version: 1 };
      return { body: { data: [row], count_filtered: 1 } };
    }
    if (req.url.startsWith('/v1/avalara/entityUseCodes')) return { body: avalara };
    return undefined;
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());

const userWith = (grants: [number, 0 | 1 | 2][]) =>
  makeUser({ permissions: grants.map(([id, accessLevel]) => ({ id, accessLevel })) });

describe('ReferenceCodesPage', { timeout: 30_000 }, () => {
  it('shows only the tabs the user may read, read-only without full access, and no entity use codes', async () => {
    renderApp(<ReferenceCodesPage />, { user: userWith([[Permission.TaxService, 1]]) });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tax exemption codes']);
    await screen.findByDisplayValue('Resale');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === '/v1/avalara/entityUseCodes?take=1000')).toBe(true),
    );
    expect(screen.queryByText('Entity use codes')).toBeNull();
  });

  it('lists the entity use codes under the exemption codes once the tax service is enabled', async () => {
    avalara = { avalaraEnabled: true, codes: [{ code: 'N', name: 'Local government' }] };
    renderApp(<ReferenceCodesPage />, {
      user: userWith([
        [Permission.TaxService, 2],
        [Permission.Payroll, 1],
      ]),
      route: '/?tab=exemption-codes',
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Payroll categories',
      'Payroll codes',
      'Prevailing wage codes',
      'Tax exemption codes',
    ]);
    const table = await screen.findByRole('table', { name: 'Entity use codes' });
    expect(within(table).getByText('Local government')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add exemption code' })).toBeTruthy();
  });

  it('asks before leaving a tab with unsaved rows', async () => {
    renderApp(<ReferenceCodesPage />, {
      user: userWith([
        [Permission.TaxService, 2],
        [Permission.ServicePackages, 2],
      ]),
      route: '/?tab=exemption-codes',
    });
    fireEvent.change(await screen.findByDisplayValue('Resale'), { target: { value: 'Resale certificate' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Service package types' }));
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(UNSAVED_CHANGES_MESSAGE)).toBeNull());
    expect(screen.getByDisplayValue('Resale certificate')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/?tab=exemption-codes');
  });

  it('says so when the user may read none of the panels', () => {
    renderApp(<ReferenceCodesPage />, { user: userWith([[Permission.Customers, 2]]) });
    expect(screen.getByText('You do not have permission to view this page.')).toBeTruthy();
  });
});
