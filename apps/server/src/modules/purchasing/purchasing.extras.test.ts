import { Permission } from '@fieldline/contracts/common/permissions';
import { PO_QUERY_LIMIT, TOO_MANY_SERIALS } from '@fieldline/contracts/purchasing/purchasing.contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../test/harness';
import { inventoryAllocations } from '../inventory/inventory.table';
import { itemTypes } from '../items/items.table';
import { itemWarehouses } from '../warehouses/warehouses.table';
import { IR_ALL_COLUMNS, IR_COLUMNS, XLSX_TYPE } from './purchasing.excel';
import { purchaseOrderStatuses } from './purchasing.table';
import { type PoFixture, poFixture } from './purchasing.test-helpers';

let t: TestApp;
let admin: string;
let f: PoFixture;
let ordered: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  f = await poFixture(t);
  const [row] = await t.database.db
    .select()
    .from(purchaseOrderStatuses)
    .where(eq(purchaseOrderStatuses.name, 'Ordered'));
  ordered = row.id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

async function po(lines: object[], order = true, extra: object = {}) {
  const res = await api('POST', '/v1/purchaseorders', {
    supplierId: f.supplier.id,
    officeId: f.office.id,
    warehouseId: f.warehouse.id,
    orderDate: '2026-11-02',
    items: lines,
    ...extra,
  });
  if (order) await api('PATCH', `/v1/purchaseorders/${res.json().id}`, { statusId: ordered });
  return (await api('GET', `/v1/purchaseorders/${res.json().id}`)).json();
}

describe('purchase-order items query (spec 2 §7)', () => {
  it('answers Ordered stock-order lines of an item without a job item, up to 9999', async () => {
    const item = await seedItem(t);
    const stock = await po([{ itemId: item.id, quantity: 2 }]);
    await po([{ itemId: item.id, quantity: 3, jobItemId: 77 }]); // has a job item
    await po([{ itemId: item.id, quantity: 4 }], false); // still Open
    const jobOrder = await api('GET', '/v1/cache/potypes');
    const jobType = jobOrder.json().find((x: { name: string }) => x.name === 'Job Order');
    await po([{ itemId: item.id, quantity: 5 }], true, { typeId: jobType.id });

    const res = await api(
      'GET',
      `/v1/purchaseorders/queryitems?status=Ordered&itemId=${item.id}&purchaseOrderType=Stock%20Order&hasJobItem=false&limit=${PO_QUERY_LIMIT}`,
    );
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((r: { purchaseOrderId: number; quantity: string }) => [r.purchaseOrderId, r.quantity]),
    ).toEqual([[stock.id, '2.0000']]);
    expect(res.json()[0]).toMatchObject({
      status: 'Ordered',
      purchaseOrderType: 'Stock Order',
      hasJobItem: false,
    });
    const tooMany = await api('GET', `/v1/purchaseorders/queryitems?limit=${PO_QUERY_LIMIT + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toBe('limit');

    // Pending job orders: Open lines bought for a job item.
    const pendingPo = await po([{ itemId: item.id, quantity: 1, jobItemId: 78 }], false);
    const pending = (await api('GET', '/v1/stockorders/pendingjoborders')).json();
    expect(pending.map((r: { purchaseOrderId: number }) => r.purchaseOrderId)).toContain(pendingPo.id);
    expect(
      pending.every((r: { status: string; hasJobItem: boolean }) => r.status === 'Open' && r.hasJobItem),
    ).toBe(true);
  });

  it('lists departments and the status and type lookups', async () => {
    expect((await api('GET', '/v1/purchaseorders/departments')).statusCode).toBe(200);
    const statuses = (await api('GET', '/v1/cache/postatuses')).json();
    expect(statuses.map((s: { name: string }) => s.name)).toEqual([
      'Open',
      'Ordered',
      'Partially Received',
      'Received',
      'Closed',
      'Cancelled',
    ]);
    expect((await api('GET', '/v1/cache/potypes')).json().map((s: { name: string }) => s.name)).toEqual([
      'Stock Order',
      'Job Order',
      'Drop Ship',
    ]);
  });
});

describe('equipment properties and inventory equipment', () => {
  it('keeps at most one serial row per ordered unit, only for equipment items', async () => {
    const [equipmentType] = await t.database.db
      .select()
      .from(itemTypes)
      .where(eq(itemTypes.name, 'Equipment'));
    const unit = await seedItem(t, { typeId: equipmentType.id, isEquipment: true });
    const order = await po(
      [
        { itemId: unit.id, quantity: 2 },
        { itemId: f.bolt.id, quantity: 1 },
      ],
      false,
    );
    const [line, boltLine] = order.items;
    const url = `/v1/purchaseorders/${order.id}/items/${line.id}/equipmentproperties`;
    const one = await api('POST', url, { serialNumber: 'SN-1', modelNumber: 'M1' });
    expect(one.statusCode).toBe(201);
    expect((await api('POST', url, { serialNumber: 'SN-1' })).statusCode).toBe(409);
    expect((await api('POST', url, { serialNumber: 'SN-2' })).statusCode).toBe(201);
    const third = await api('POST', url, { serialNumber: 'SN-3' });
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(TOO_MANY_SERIALS);
    const patched = await api('PATCH', `${url}/${one.json().id}`, { name: 'Furnace', version: 1 });
    expect(patched.json()).toMatchObject({ name: 'Furnace', serialNumber: 'SN-1', version: 2 });
    expect(
      (await api('POST', `/v1/purchaseorders/${order.id}/items/${boltLine.id}/equipmentproperties`, {}))
        .statusCode,
    ).toBe(422);

    const equipment = (await api('GET', `/purchaseorders/${order.id}/inventoryequipment`)).json();
    expect(equipment).toHaveLength(1);
    expect(equipment[0].properties.map((p: { serialNumber: string }) => p.serialNumber)).toEqual([
      'SN-1',
      'SN-2',
    ]);
    expect((await api('DELETE', `${url}/${one.json().id}`)).statusCode).toBe(204);
    expect((await api('GET', url)).json()).toHaveLength(1);
  });
});

describe('receiving spreadsheets', () => {
  it('builds the short and the all-columns xlsx, read back with exceljs', async () => {
    const order = await po([
      { itemId: f.bolt.id, quantity: 10 },
      { itemId: f.cable.id, quantity: '1.5' },
    ]);
    const short = await api('GET', `/purchaseorders/${order.id}/createirexcel`);
    expect(short.statusCode).toBe(200);
    expect(short.headers['content-type']).toBe(XLSX_TYPE);
    expect(short.headers['content-disposition']).toBe(`attachment; filename="${order.poNumber}.xlsx"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(short.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Receiving')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(IR_COLUMNS);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 7)).toEqual([
      1,
      f.bolt.itemCode,
      f.bolt.name,
      10,
      0,
      10,
    ]);
    expect(sheet.rowCount).toBe(3);

    const all = await api('GET', `/purchaseorders/${order.id}/createirexcelallcolumns`);
    expect(all.headers['content-disposition']).toBe(
      `attachment; filename="${order.poNumber}-all-columns.xlsx"`,
    );
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const row = wb2.getWorksheet('Receiving')!.getRow(3).values as unknown[];
    expect((wb2.getWorksheet('Receiving')!.getRow(1).values as unknown[]).slice(1)).toEqual(IR_ALL_COLUMNS);
    expect(row.slice(1, 3)).toEqual([order.poNumber, f.supplier.name]);
    expect(row[IR_ALL_COLUMNS.indexOf('Unit Cost') + 1]).toBe(1.125);
    expect((await api('GET', '/purchaseorders/999999/createirexcel')).statusCode).toBe(404);
  });
});

describe('stock orders', () => {
  it('lists items below the warehouse minimum with max − available, and top-ups as other items', async () => {
    const low = await seedItem(t);
    const topUp = await seedItem(t);
    const fine = await seedItem(t);
    await t.database.db.insert(itemWarehouses).values([
      { itemId: low.id, warehouseId: f.warehouse.id, minQuantity: '5', maxQuantity: '20' },
      { itemId: topUp.id, warehouseId: f.warehouse.id, minQuantity: '0', maxQuantity: '3' },
      { itemId: fine.id, warehouseId: f.warehouse.id, minQuantity: '0' },
    ]);
    // Receive 6 of `low` but 2 are allocated to a job: available 4 < 5.
    const order = await po([{ itemId: low.id, quantity: 6 }]);
    await api('POST', `/v1/purchaseorders/${order.id}/receive`, {
      warehouseId: f.warehouse.id,
      receivedDate: '2026-11-03',
      lines: [{ purchaseOrderItemId: order.items[0].id, binId: f.warehouse.bins[0].id, quantity: 6 }],
    });
    await t.database.db.insert(inventoryAllocations).values({
      itemId: low.id,
      warehouseId: f.warehouse.id,
      sourceKind: 'Job',
      sourceId: 1,
      sourceLineId: 1,
      quantity: '2',
    });
    const below = (await api('GET', `/v1/stockorders/belowthreshold?warehouseId=${f.warehouse.id}`)).json();
    expect(below).toEqual([
      expect.objectContaining({
        itemId: low.id,
        onHand: '6.0000',
        allocated: '2.0000',
        available: '4.0000',
        suggestedQuantity: '16.0000',
      }),
    ]);
    const other = (await api('GET', `/v1/stockorders/otheritems?warehouseId=${f.warehouse.id}`)).json();
    expect(
      other.map((r: { itemId: number; suggestedQuantity: string }) => [r.itemId, r.suggestedQuantity]),
    ).toEqual([[topUp.id, '3.0000']]);
    expect((await api('GET', '/v1/stockorders/belowthreshold')).statusCode).toBe(400);
    expect((await api('GET', '/v1/stockorders/belowthreshold?warehouseId=999999')).statusCode).toBe(404);
    const reader = await userWith(t, admin, [{ id: Permission.PurchaseOrders, accessLevel: 1 }]);
    expect(
      (await api('GET', '/v1/stockorders/otheritems?warehouseId=1', undefined, reader.token)).statusCode,
    ).not.toBe(403);
  });
});

describe('demo data', () => {
  it('has suppliers with purchase orders in every status', async () => {
    const suppliers = (await api('GET', '/v1/suppliers')).json() as { id: number; name: string }[];
    const fasteners = suppliers.find((s) => s.name === 'Mile High Fasteners')!;
    const own = (await api('GET', `/v1/purchaseorders?supplierId=${fasteners.id}&offset=0&limit=50`)).json();
    expect(own.count_filtered).toBeGreaterThan(0);
    const all = (await api('GET', '/v1/purchaseorders?limit=100')).json();
    const statuses = new Set(all.data.map((r: { status: string }) => r.status));
    expect([...statuses].sort()).toEqual(
      ['Cancelled', 'Closed', 'Open', 'Ordered', 'Partially Received', 'Received'].sort(),
    );
  });
});
