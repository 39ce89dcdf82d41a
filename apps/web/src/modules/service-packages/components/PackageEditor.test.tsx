import { Permission } from '@fieldline/contracts/common/permissions';
import type { ServicePackage } from '@fieldline/contracts/service-packages/service-packages.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { PackageEditor } from './PackageEditor';

const audit = {
  createdDate: '2026-01-01T00:00:00.000Z',
  createdBy: 1,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  modifiedBy: 1,
  version: 1,
};
const item = (id: number, name: string) => ({
  id,
  itemCode: `C-${id}`,
  name,
  description: name,
  quantityScale: { step: '0.25', decimals: 2 },
  cost: '10.0000',
  materialCost: '10.0000',
});
const option = (id: number, name: string, sort: number, overridePrice: string | null) => ({
  id,
  packageId: 5,
  name,
  directions: '',
  additionalSpecs: '',
  sort,
  isBase: name === 'Base',
  version: 1,
  items: [
    {
      id: id * 10,
      optionId: id,
      quantity: '1.5000',
      overridePrice,
      markupPercent: null,
      marginPercent: null,
      discount: null,
      sort: 0,
      item: item(id, `Labor ${id}`),
      version: 1,
    },
  ],
});
function makePackage(isActive: boolean): ServicePackage {
  return {
    id: 5,
    name: 'AC Tune-Up',
    typeId: null,
    typeID: null,
    typeName: null,
    createBidGroup: false,
    requiresItemOrEquipment: false,
    isActive,
    options: [option(1, 'Base', 0, null), option(2, 'Premium', 1, '5.0000')],
    associatedItems: [],
    associatedEquipment: [],
    ...audit,
  };
}

let pkg = makePackage(true);
let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/v1/servicepackage/5') return { body: pkg };
    if (url.pathname === '/v1/servicepackage/types/search') return { body: { data: [], count_filtered: 0 } };
    if (req.method === 'DELETE' && url.pathname === '/v1/servicepackage/options/2') {
      pkg = { ...pkg, options: pkg.options.slice(0, 1) };
      return { body: pkg };
    }
    if (url.pathname.startsWith('/v1/servicepackage/')) return { body: pkg };
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => server.settle());

const user = makeUser({ permissions: [{ id: Permission.ServicePackages, accessLevel: 2 }] });
const render = () => renderApp(<PackageEditor packageId={5} canEdit onDeleted={() => {}} />, { user });

describe('PackageEditor', () => {
  it('removes an option after the exact confirmation and shows the exact success alert', {
    timeout: 30_000,
  }, async () => {
    pkg = makePackage(true);
    render();
    const premium = await screen.findByRole('region', { name: 'Option Premium' });
    fireEvent.click(within(premium).getByRole('button', { name: 'Remove option' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(
      within(confirm).getByText(
        "This will remove the selected option and all of it's items from the service package",
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText(
        "The option and it's related items have been removed from the service package. Existing jobs have not been modified.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      server.requests.some((r) => r.method === 'DELETE' && r.url === '/v1/servicepackage/options/2'),
    ).toBe(true);
  });

  it('editing a markup clears the price, and the row saves both', { timeout: 30_000 }, async () => {
    pkg = makePackage(true);
    render();
    const premium = await screen.findByRole('region', { name: 'Option Premium' });
    const [price] = within(premium).getAllByRole('textbox', { name: 'Price' });
    expect((price as HTMLInputElement).value).toBe('5');
    const [markup] = within(premium).getAllByRole('textbox', { name: 'Markup %' });
    fireEvent.change(markup, { target: { value: '20' } });
    expect((price as HTMLInputElement).value).toBe('');
    fireEvent.blur(markup);
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toBe('/v1/servicepackage/optionitems/20');
    expect(patch?.body).toMatchObject({
      quantity: '1.5',
      overridePrice: null,
      markupPercent: '20',
      marginPercent: null,
    });
  });

  it('an inactive package disables everything but the active selector', { timeout: 30_000 }, async () => {
    pkg = makePackage(false);
    render();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).disabled || name.closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Add option' }).closest('fieldset')?.disabled).toBe(true);
    for (const b of screen.getAllByRole('button', { name: 'Remove option' })) {
      expect((b as HTMLButtonElement).disabled).toBe(true);
    }
    expect((screen.getByRole('switch', { name: 'Active' }) as HTMLInputElement).disabled).toBe(false);
  });
});
