import { Permission } from '@fieldline/contracts/common/permissions';
import type {
  InventoryRow,
  ItemInventory,
  MovementResult,
} from '@fieldline/contracts/inventory/inventory.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../test/harness';
import { itemTypes } from '../items/items.table';
import { warehouses } from '../warehouses';
import { inventoryAllocations, inventoryMovements } from './inventory.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}

async function stocked(quantity = '10', unitCost = '2.00') {
  const item = await seedItem(t);
  const wh = await seedWarehouse(t);
  const res = await api('POST', '/v1/inventory/adjustments', {
    itemId: item.id,
    warehouseId: wh.id,
    binId: wh.bins[0].id,
    quantity,
    unitCost,
    reason: 'Opening count',
  });
  expect(res.statusCode).toBe(201);
  return { item, wh };
}

const onHandOf = async (itemId: number) =>
  (await api('GET', `/v1/inventory/items/${itemId}`)).json() as ItemInventory;

describe('adjustments', () => {
  it('adds stock into a bin at its unit cost and removes it at the average cost', async () => {
    const { item, wh } = await stocked('10', '2.00');
    const out = await api('POST', '/v1/inventory/adjustments', {
      itemId: item.id,
      warehouseId: wh.id,
      binId: wh.bins[0].id,
      quantity: -3,
      reason: 'Damaged',
    });
    expect(out.statusCode).toBe(201);
    const result: MovementResult = out.json();
    expect(result.movements[0]).toMatchObject({
      movementType: 'adjustment',
      quantity: '-3.0000',
      unitCost: '2.0000',
      reason: 'Damaged',
      binName: 'A-1',
      sourceKind: 'Adjustment',
    });
    const view = await onHandOf(item.id);
    expect(view).toMatchObject({ onHand: '7.0000', averageCost: '2.0000', value: '14.00' });
    expect(view.warehouses[0].bins).toEqual([
      { id: wh.bins[0].id, name: 'A-1', onHand: '7.0000', value: '14.00' },
    ]);
  });

  it('refuses a negative quantity that would take the bin below zero (422) and writes nothing', async () => {
    const { item, wh } = await stocked('2');
    const before = await countRows(t, inventoryMovements);
    const res = await api('POST', '/v1/inventory/adjustments', {
      itemId: item.id,
      warehouseId: wh.id,
      binId: wh.bins[0].id,
      quantity: '-3',
      reason: 'Count',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Not enough stock: item .* would go to -1\.$/);
    expect(await countRows(t, inventoryMovements)).toBe(before);
    expect((await onHandOf(item.id)).onHand).toBe('2.0000');
  });

  it('answers 400 naming every bad field (quantity 0 included) and saves nothing', async () => {
    const before = await countRows(t, inventoryMovements);
    const res = await api('POST', '/v1/inventory/adjustments', { itemId: 'x', quantity: 0, reason: '' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['itemId', 'quantity', 'reason', 'warehouseId'].sort());
    expect(res.json().errors.find((e: { field: string }) => e.field === 'quantity').message).toBe(
      'Quantity must not be 0',
    );
    const item = await seedItem(t);
    const wh = await seedWarehouse(t);
    const other = await seedWarehouse(t);
    const wrongBin = await api('POST', '/v1/inventory/adjustments', {
      itemId: item.id,
      warehouseId: wh.id,
      binId: other.bins[0].id,
      quantity: 1,
      reason: 'x',
    });
    expect(wrongBin.json().errors).toEqual([
      { field: 'binId', message: 'The bin does not belong to the warehouse.' },
    ]);
    const fraction = await api('POST', '/v1/inventory/adjustments', {
      itemId: item.id,
      warehouseId: wh.id,
      quantity: '1.5',
      reason: 'x',
    });
    expect(fraction.json().errors).toEqual([
      { field: 'quantity', message: 'Quantity must be a multiple of 1' },
    ]);
    expect(await countRows(t, inventoryMovements)).toBe(before);
  });

  it('refuses items that are not stocked', async () => {
    const [labor] = await t.database.db.select().from(itemTypes).where(eq(itemTypes.name, 'Labor'));
    const item = await seedItem(t, { typeId: labor.id });
    const wh = await seedWarehouse(t);
    const res = await api('POST', '/v1/inventory/adjustments', {
      itemId: item.id,
      warehouseId: wh.id,
      quantity: 1,
      reason: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The item is not a stocked item.');
  });

  it('uses the item default bin when no bin is chosen, and always with single-bin inventory', async () => {
    const item = await seedItem(t);
    const wh = await seedWarehouse(t);
    await api('PUT', `/v1/items/${item.id}/defaultBin`, { warehouseId: wh.id, binId: wh.bins[1].id });
    const res = await api('POST', '/v1/inventory/adjustments', {
      itemId: item.id,
      warehouseId: wh.id,
      quantity: 4,
      reason: 'x',
    });
    expect(res.json().movements[0].binId).toBe(wh.bins[1].id);
    await api('PATCH', '/v1/settings', { UseSingleBinInventory: true });
    try {
      const single = await api('POST', '/v1/inventory/adjustments', {
        itemId: item.id,
        warehouseId: wh.id,
        binId: wh.bins[0].id,
        quantity: 1,
        reason: 'x',
      });
      expect(single.json().movements[0].binId).toBe(wh.bins[1].id);
    } finally {
      await api('PATCH', '/v1/settings', { UseSingleBinInventory: false });
    }
  });

  it('needs Inventory full to adjust and read to look', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Inventory, accessLevel: 1 }]);
    const none = await userWith(t, admin, []);
    const { item, wh } = await stocked();
    const body = { itemId: item.id, warehouseId: wh.id, quantity: 1, reason: 'x' };
    expect((await api('POST', '/v1/inventory/adjustments', body, reader.token)).statusCode).toBe(403);
    expect((await api('POST', '/v1/inventory/transfers', body, reader.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/inventory/search', undefined, reader.token)).statusCode).toBe(200);
    for (const url of [
      '/v1/inventory/search',
      `/v1/inventory/items/${item.id}`,
      `/v1/items/${item.id}/availability`,
    ])
      expect((await api('GET', url, undefined, none.token)).statusCode).toBe(403);
    expect((await api('PATCH', `/items/${item.id}/updatebidallocations`, {}, reader.token)).statusCode).toBe(
      403,
    );
  });
});

describe('transfers', () => {
  it('moves stock between bins of two warehouses at the average cost and keeps totals', async () => {
    const { item, wh } = await stocked('10', '3.00');
    const to = await seedWarehouse(t, { isVan: true });
    const res = await api('POST', '/v1/inventory/transfers', {
      itemId: item.id,
      fromWarehouseId: wh.id,
      fromBinId: wh.bins[0].id,
      toWarehouseId: to.id,
      toBinId: to.bins[1].id,
      quantity: '4',
    });
    expect(res.statusCode).toBe(201);
    const result: MovementResult = res.json();
    expect(result.transferId).toBeGreaterThan(0);
    expect(result.movements.map((m) => [m.warehouseId, m.quantity, m.unitCost, m.transferId])).toEqual([
      [wh.id, '-4.0000', '3.0000', result.transferId],
      [to.id, '4.0000', '3.0000', result.transferId],
    ]);
    const view = await onHandOf(item.id);
    expect(view).toMatchObject({ onHand: '10.0000', value: '30.00' });
    expect(view.warehouses.map((w) => [w.id, w.onHand])).toEqual([
      [wh.id, '6.0000'],
      [to.id, '4.0000'],
    ]);
  });

  it('refuses the same bin, a zero or negative quantity, and more than is on hand', async () => {
    const { item, wh } = await stocked('2');
    const base = { itemId: item.id, fromWarehouseId: wh.id, fromBinId: wh.bins[0].id, toWarehouseId: wh.id };
    const same = await api('POST', '/v1/inventory/transfers', {
      ...base,
      toBinId: wh.bins[0].id,
      quantity: 1,
    });
    expect(same.json().errors).toEqual([
      { field: 'toBinId', message: 'Choose a different bin to transfer to' },
    ]);
    const zero = await api('POST', '/v1/inventory/transfers', {
      ...base,
      toBinId: wh.bins[1].id,
      quantity: -1,
    });
    expect(zero.json().errors).toEqual([{ field: 'quantity', message: 'Quantity must be greater than 0' }]);
    const before = await countRows(t, inventoryMovements);
    const tooMuch = await api('POST', '/v1/inventory/transfers', {
      ...base,
      toBinId: wh.bins[1].id,
      quantity: 3,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(await countRows(t, inventoryMovements)).toBe(before);
  });
});

describe('search, availability, allocations and the ledger', () => {
  it('lists on hand, allocated, available, average cost and value per item and warehouse', async () => {
    const { item, wh } = await stocked('5', '4.00');
    const bid = await api('PATCH', `/items/${item.id}/updatebidallocations`, {
      bidId: 77,
      allocations: [{ lineId: 701, warehouseId: wh.id, quantity: 2 }],
    });
    expect(bid.statusCode).toBe(200);
    expect(bid.json()).toEqual([
      expect.objectContaining({
        sourceKind: 'Bid',
        sourceId: 77,
        sourceLineId: 701,
        quantity: '2.0000',
        warehouseId: wh.id,
      }),
    ]);
    const found = await api(
      'GET',
      `/v1/inventory/search?query=${encodeURIComponent(item.itemCode)}&warehouseId=${wh.id}`,
    );
    expect(found.json().count_filtered).toBe(1);
    const row: InventoryRow = found.json().data[0];
    expect(row).toMatchObject({
      itemId: item.id,
      warehouseId: wh.id,
      onHand: '5.0000',
      allocated: '2.0000',
      available: '3.0000',
      averageCost: '4.0000',
      value: '20.00',
    });
    const avail = (await api('GET', `/v1/items/${item.id}/availability?warehouseIds=${wh.id}`)).json();
    expect(avail).toEqual([
      {
        warehouseId: wh.id,
        warehouseName: wh.name,
        isVan: false,
        onHand: '5.0000',
        allocated: '2.0000',
        available: '3.0000',
      },
    ]);
    // Changing and removing the line's allocation.
    await api('PATCH', `/items/${item.id}/updatebidallocations`, {
      bidId: 77,
      allocations: [{ lineId: 701, warehouseId: wh.id, quantity: 0 }],
    });
    expect(await countRows(t, inventoryAllocations, eq(inventoryAllocations.itemId, item.id))).toBe(0);
    const bad = await api('PATCH', `/items/${item.id}/updatebidallocations`, {
      bidId: 77,
      allocations: [{ lineId: 1, warehouseId: 999999, quantity: -1 }],
    });
    expect(bad.json().errors).toEqual([
      { field: 'allocations[0].quantity', message: 'Quantity must not be negative' },
    ]);
    const unknown = await api('PATCH', `/items/${item.id}/updatebidallocations`, {
      bidId: 77,
      allocations: [{ lineId: 1, warehouseId: 999999, quantity: 1 }],
    });
    expect(unknown.json().errors).toEqual([
      { field: 'allocations[0].warehouseId', message: 'Unknown warehouse.' },
    ]);
    const inStock = (await api('GET', `/v1/inventory/search?itemId=${item.id}&onlyInStock=true`)).json();
    expect(inStock.data.map((r: InventoryRow) => r.itemId)).toEqual([item.id]);
    expect((await api('GET', '/v1/inventory/search?limit=0')).json().errors[0].field).toBe('limit');
  });

  it('lists allocations of an item and the ledger newest first', async () => {
    const { item, wh } = await stocked('5');
    await api('POST', '/v1/inventory/adjustments', {
      itemId: item.id,
      warehouseId: wh.id,
      quantity: -1,
      reason: 'Used',
    });
    const ledger = (await api('GET', `/v1/inventory/movements?itemId=${item.id}&limit=1`)).json();
    expect(ledger.count_filtered).toBe(2);
    expect(ledger.data[0]).toMatchObject({ quantity: '-1.0000', reason: 'Used' });
    expect(ledger.data[0].createdByName).toBeTruthy();
    const { setAllocation } = await import('./index');
    await t.database.db.transaction((tx) =>
      setAllocation(tx, {
        itemId: item.id,
        warehouseId: wh.id,
        sourceKind: 'Job',
        sourceId: 5,
        sourceLineId: 50,
        quantity: '1',
      }),
    );
    const allocations = (await api('GET', `/v1/items/${item.id}/allocations?warehouseIds=${wh.id}`)).json();
    expect(allocations).toEqual([
      expect.objectContaining({ sourceKind: 'Job', sourceId: 5, quantity: '1.0000' }),
    ]);
  });

  it('shows an employee the stock in their vans', async () => {
    const me = (await api('GET', '/v1/users/current')).json();
    const item = await seedItem(t);
    const van = await seedWarehouse(t, { isVan: true, employeeId: me.id });
    await api('POST', '/v1/inventory/adjustments', {
      itemId: item.id,
      warehouseId: van.id,
      binId: van.bins[1].id,
      quantity: 3,
      reason: 'Load',
    });
    const rows = (await api('GET', `/v1/employees/${me.id}/inventory`)).json();
    expect(rows).toContainEqual(
      expect.objectContaining({
        warehouseId: van.id,
        binId: van.bins[1].id,
        itemId: item.id,
        onHand: '3.0000',
      }),
    );
    await t.database.db.update(warehouses).set({ isActive: false }).where(eq(warehouses.id, van.id));
    const refused = await api('POST', '/v1/inventory/adjustments', {
      itemId: item.id,
      warehouseId: van.id,
      quantity: 1,
      reason: 'x',
    });
    expect(refused.json().errors).toEqual([{ field: 'warehouseId', message: 'The warehouse is inactive.' }]);
  });
});
