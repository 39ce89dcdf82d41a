import type { ItemInventory } from '@fieldline/contracts/inventory/inventory.contract';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { formatQuantity, ItemInventoryPanel } from './ItemInventoryPanel';

const view: ItemInventory = {
  itemId: 5,
  itemCode: 'FLT-16',
  itemName: 'Filter',
  averageCost: '2.5000',
  onHand: '1250.0000',
  allocated: '3.0000',
  available: '1247.0000',
  value: '3125.00',
  warehouses: [
    {
      id: 1,
      name: 'Denver Main',
      isVan: false,
      onHand: '1240.0000',
      allocated: '3.0000',
      available: '1237.0000',
      value: '3100.00',
      bins: [
        { id: 11, name: 'A-01', onHand: '1000.0000', value: '2500.00' },
        { id: 12, name: 'A-02', onHand: '240.0000', value: '600.00' },
      ],
    },
    {
      id: 2,
      name: 'Van 12',
      isVan: true,
      onHand: '10.0000',
      allocated: '0.0000',
      available: '10.0000',
      value: '25.00',
      bins: [],
    },
  ],
};

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) =>
    req.url.startsWith('/v1/inventory/items/5')
      ? { body: view }
      : req.url.startsWith('/v1/inventory/items/6')
        ? { body: { ...view, warehouses: [] } }
        : undefined,
  );
});
afterAll(() => server.close());
afterEach(() => server.settle());

describe('ItemInventoryPanel', () => {
  it('shows each warehouse with its bins, the totals and the average cost', async () => {
    renderApp(<ItemInventoryPanel itemId={5} warehouseIds={[1, 2]} />);
    const bin = await screen.findByTestId('bin-11');
    expect(
      within(bin)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['A-01', '1,000', '', '', '$2,500.00']);
    expect(server.requests[0].url).toBe('/v1/inventory/items/5?type=B&warehouseIds=1&warehouseIds=2');
    expect(screen.getByText('Average cost $2.50')).toBeTruthy();
    const total = screen.getByText('Total').closest('tr')!;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '1,250', '3', '1,247', '$3,125.00']);
    expect(screen.getByText('Van')).toBeTruthy();
  });

  it('says so when there is no stock', async () => {
    renderApp(<ItemInventoryPanel itemId={6} />);
    expect(await screen.findByText('No stock on hand.')).toBeTruthy();
  });

  it('formats quantities with the places they use', () => {
    expect([formatQuantity('12.5000'), formatQuantity('-1234.0000'), formatQuantity('0.0000')]).toEqual([
      '12.5',
      '-1,234',
      '0',
    ]);
  });
});
