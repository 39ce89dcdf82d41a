import type { Warehouse } from '@fieldline/contracts/warehouses/warehouses.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { WarehouseBinPicker, type WarehouseBinValue } from './WarehouseBinPicker';

const audit = {
  createdDate: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  modifiedBy: null,
  version: 1,
};
const bin = (id: number, name: string, isActive = true) => ({ id, name, sort: id, isActive });
const warehouses: Warehouse[] = [
  {
    id: 1,
    name: 'Denver Main',
    officeId: 1,
    officeName: 'Denver',
    isVan: false,
    employeeId: null,
    employeeName: null,
    isActive: true,
    bins: [bin(11, 'A-01'), bin(12, 'A-02'), bin(13, 'Old', false)],
    ...audit,
  },
  {
    id: 2,
    name: 'Springs',
    officeId: 1,
    officeName: 'Denver',
    isVan: false,
    employeeId: null,
    employeeName: null,
    isActive: true,
    bins: [bin(21, 'S-01')],
    ...audit,
  },
];

let server: FakeApiServer;
let singleBin = 'false';
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url.startsWith('/v1/warehouses?'))
      return { body: warehouses, headers: { 'x-single-bin-inventory': singleBin } };
    if (req.url.startsWith('/v1/items/5/defaultBin?warehouseId=1'))
      return { body: { id: 12, name: 'A-02' }, headers: { 'x-single-bin-inventory': singleBin } };
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  singleBin = 'false';
});
afterEach(() => server.settle());

let last: WarehouseBinValue = { warehouseId: null, binId: null };
function Harness({ itemId }: { itemId?: number }) {
  const [value, setValue] = useState<WarehouseBinValue>({ warehouseId: null, binId: null });
  return (
    <WarehouseBinPicker
      officeId={1}
      itemId={itemId}
      value={value}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
    />
  );
}

const input = (label: string) =>
  screen.queryAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement | undefined;

async function pick(label: string, option: string) {
  fireEvent.click(input(label)!);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('WarehouseBinPicker', () => {
  it('asks for the office warehouses that are not vans and active, and offers the active bins of the chosen one', async () => {
    renderApp(<Harness />);
    await waitFor(() => expect(server.requests.length).toBe(1));
    expect(server.requests[0].url).toBe('/v1/warehouses?officeId=1&isVan=false&active=true');
    await pick('Warehouse', 'Denver Main');
    // Without an item the warehouse's first active bin is chosen.
    await waitFor(() => expect(last).toEqual({ warehouseId: 1, binId: 11 }));
    fireEvent.click(input('Bin')!);
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(['A-01', 'A-02']);
    fireEvent.click(screen.getByRole('option', { name: 'A-02' }));
    await waitFor(() => expect(last).toEqual({ warehouseId: 1, binId: 12 }));
    await pick('Warehouse', 'Springs');
    await waitFor(() => expect(last).toEqual({ warehouseId: 2, binId: 21 }));
  });

  it("starts on the item's default bin of the warehouse", async () => {
    renderApp(<Harness itemId={5} />);
    await waitFor(() => expect(input('Warehouse')).toBeTruthy());
    await waitFor(() => expect(server.requests.length).toBe(1));
    await pick('Warehouse', 'Denver Main');
    await waitFor(() => expect(last).toEqual({ warehouseId: 1, binId: 12 }));
    expect(server.requests.map((r) => r.url)).toContain('/v1/items/5/defaultBin?warehouseId=1');
    await waitFor(() => expect(input('Bin')?.value).toBe('A-02'));
  });

  it('hides the bin choice with single-bin inventory and still uses the default bin', async () => {
    singleBin = 'true';
    renderApp(<Harness itemId={5} />);
    await waitFor(() => expect(server.requests.length).toBe(1));
    await pick('Warehouse', 'Denver Main');
    await waitFor(() => expect(last).toEqual({ warehouseId: 1, binId: 12 }));
    expect(input('Bin')).toBeUndefined();
  });
});
