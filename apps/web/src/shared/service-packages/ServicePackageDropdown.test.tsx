import type {
  ServicePackage,
  ServicePackageRow,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { ServicePackageDropdown } from './ServicePackageDropdown';

const row = (id: number, isGeneric: boolean): ServicePackageRow => ({
  id,
  name: `Package ${id}`,
  typeId: null,
  typeName: null,
  isActive: true,
  isGeneric,
  createBidGroup: false,
  requiresItemOrEquipment: false,
  version: 1,
});

const option = (id: number, name: string) => ({
  id,
  packageId: 3,
  name,
  directions: '',
  additionalSpecs: '',
  sort: id,
  isBase: name === 'Base',
  items: [],
  version: 1,
});
const pkg: ServicePackage = {
  ...row(3, false),
  typeID: null,
  options: [option(31, 'Base'), option(32, 'Premium'), option(33, 'Refrigerant')],
  associatedItems: [],
  associatedEquipment: [],
  createdDate: '2026-01-01T00:00:00.000Z',
  createdBy: 1,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  modifiedBy: 1,
};

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/v1/servicepackage/search') {
      const offset = Number(url.searchParams.get('offset'));
      // 20 on the first page (so a second is assumed), 2 on the second.
      const ids = offset === 0 ? Array.from({ length: 20 }, (_, i) => i + 1) : [21, 22];
      return { body: { data: ids.map((id) => row(id, id % 2 === 0)), count_filtered: 22 } };
    }
    if (url.pathname === '/v1/servicepackage/3') return { body: pkg };
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => server.settle());

function Harness() {
  const [picked, setPicked] = useState('none');
  return (
    <>
      <ServicePackageDropdown onPick={(p, ids) => setPicked(`${p.id}:${ids.join(',')}`)} />
      <output data-testid="picked">{picked}</output>
    </>
  );
}

const searches = () => server.requests.filter((r) => r.url.startsWith('/v1/servicepackage/search'));

describe('ServicePackageDropdown', () => {
  it('groups packages, pages on exactly 20 and searches by name after the pause with searchType 0', {
    timeout: 30_000,
  }, async () => {
    renderApp(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /service package/i }));
    await waitFor(() => expect(screen.getByText('Item/ Equipment Packages')).toBeTruthy());
    expect(screen.getByText('Generic Service Packages')).toBeTruthy();
    const first = new URL(searches()[0].url, 'http://x').searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ searchType: '0', offset: '0', limit: '20' });
    fireEvent.click(screen.getByText('More packages…'));
    await waitFor(() => expect(screen.getByText('Package 22')).toBeTruthy());
    expect(screen.queryByText('More packages…')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search service packages' }), {
      target: { value: 'tune' },
    });
    await waitFor(() =>
      expect(searches().some((r) => new URL(r.url, 'http://x').searchParams.get('name') === 'tune')).toBe(
        true,
      ),
    );
  });

  it("asks for the options in '{name} Options', the first always included; OK hands them back, Cancel does not", {
    timeout: 30_000,
  }, async () => {
    renderApp(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /service package/i }));
    fireEvent.click(await screen.findByText('Package 3'));
    const dialog = await screen.findByRole('dialog', { name: 'Package 3 Options' });
    const base = await within(dialog).findByRole('checkbox', { name: 'Base' });
    expect((base as HTMLInputElement).checked).toBe(true);
    expect((base as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Refrigerant' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('picked').textContent).toBe('3:31,33'));

    fireEvent.click(screen.getByRole('button', { name: /service package/i }));
    fireEvent.click(await screen.findByText('Package 3'));
    const again = await screen.findByRole('dialog', { name: 'Package 3 Options' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('picked').textContent).toBe('3:31,33');
  });
});
