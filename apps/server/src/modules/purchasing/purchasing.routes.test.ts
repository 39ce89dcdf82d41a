import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  OVER_RECEIPT,
  PO_NOT_EDITABLE,
  PO_NOT_RECEIVABLE,
  type PurchaseOrder,
  statusChangeRefused,
} from '@fieldline/contracts/purchasing/purchasing.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { inventoryMovements, inventoryOnHand } from '../inventory/inventory.table';
import { MUST_HAVE_LINES } from './purchasing.service';
import { purchaseOrderReceipts, purchaseOrderStatuses, purchaseOrders } from './purchasing.table';
import { type PoFixture, poFixture } from './purchasing.test-helpers';

let t: TestApp;
let admin: string;
let f: PoFixture;
let statusIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  f = await poFixture(t);
  const rows = await t.database.db.select().from(purchaseOrderStatuses);
  statusIds = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (
  method: Method,
  url: string,
  payload?: unknown,
  token = admin,
  headers: Record<string, string> = {},
) => t.as(token)({ method, url, payload: payload as object, headers });

async function newPo(
  lines: { itemId: number; quantity: number | string; unitCost?: string }[] = [
    { itemId: f.bolt.id, quantity: 10 },
  ],
  extra: object = {},
): Promise<PurchaseOrder> {
  const res = await api('POST', '/v1/purchaseorders', {
    supplierId: f.supplier.id,
    officeId: f.office.id,
    warehouseId: f.warehouse.id,
    orderDate: '2026-11-02',
    items: lines,
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}
async function orderedPo(lines?: { itemId: number; quantity: number | string }[]) {
  const po = await newPo(lines);
  const res = await api('PATCH', `/v1/purchaseorders/${po.id}`, { statusId: statusIds.Ordered });
  expect(res.statusCode).toBe(200);
  return res.json() as PurchaseOrder;
}
const onHand = async (itemId: number, binId: number) => {
  const [row] = await t.database.db
    .select()
    .from(inventoryOnHand)
    .where(and(eq(inventoryOnHand.itemId, itemId), eq(inventoryOnHand.binId, binId)));
  return row?.quantity ?? '0';
};

describe('purchase orders', () => {
  it('creates an Open stock order with a generated number, the item cost and decimal totals', async () => {
    const po = await newPo([
      { itemId: f.bolt.id, quantity: 3 },
      { itemId: f.cable.id, quantity: '2.5', unitCost: '1.125' },
    ]);
    expect(po.poNumber).toMatch(/^PO-\d{6}$/);
    expect(po.poNumber).toBe(`PO-${String(po.id).padStart(6, '0')}`);
    expect(po).toMatchObject({
      status: { name: 'Open', isReceivable: false },
      type: { name: 'Stock Order' },
      supplier: { id: f.supplier.id },
      warehouse: { id: f.warehouse.id },
      total: '10.31', // 7.50 + 2.8125 → 2.81 (half-even per line)
      totalReceived: '0.00',
    });
    expect(po.items.map((l) => [l.quantity, l.unitCost, l.lineTotal, l.quantityRemaining])).toEqual([
      ['3.0000', '2.5000', '7.50', '3.0000'],
      ['2.5000', '1.1250', '2.81', '2.5000'],
    ]);
    expect((await api('GET', `/v1/purchaseorders/${po.id}`)).json()).toEqual(po);
    const list = (await api('GET', `/v1/purchaseorders?supplierId=${f.supplier.id}&status=Open`)).json();
    expect(list.data.some((r: { id: number; total: string }) => r.id === po.id && r.total === '10.31')).toBe(
      true,
    );
    const byNumber = (await api('GET', `/v1/purchaseorders?query=${po.poNumber}`)).json();
    expect(byNumber.data.map((r: { id: number }) => r.id)).toEqual([po.id]);
  });

  it('names every bad field in a 400 and saves nothing', async () => {
    const before = await countRows(t, purchaseOrders);
    const res = await api('POST', '/v1/purchaseorders', {
      supplierId: 'x',
      orderDate: '2026-13-40',
      items: [{ itemId: f.bolt.id, quantity: -1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['items[0].quantity', 'officeId', 'orderDate', 'supplierId']);
    const unknown = await api('POST', '/v1/purchaseorders', {
      supplierId: 999999,
      officeId: 999999,
      orderDate: '2026-11-02',
      items: [{ itemId: f.cable.id, quantity: '0.3' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      unknown
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['officeId', 'supplierId']);
    const offScale = await api('POST', '/v1/purchaseorders', {
      supplierId: f.supplier.id,
      officeId: f.office.id,
      orderDate: '2026-11-02',
      items: [{ itemId: f.cable.id, quantity: '0.3' }],
    });
    expect(offScale.statusCode).toBe(400);
    expect(offScale.json().errors[0].field).toBe('items[0].quantity');
    expect(await countRows(t, purchaseOrders)).toBe(before);
  });

  it('follows the status rules', async () => {
    const empty = await newPo([]);
    const refused = await api('PATCH', `/v1/purchaseorders/${empty.id}`, { statusId: statusIds.Ordered });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MUST_HAVE_LINES);
    const skip = await api('PATCH', `/v1/purchaseorders/${empty.id}`, { statusId: statusIds.Received });
    expect(skip.json().message).toBe(statusChangeRefused('Open', 'Received'));

    const po = await orderedPo();
    expect(po.status).toEqual({ id: statusIds.Ordered, name: 'Ordered', isReceivable: true });
    // Lines are fixed once ordered.
    const add = await api('POST', `/v1/purchaseorders/${po.id}/items`, { itemId: f.cable.id, quantity: 1 });
    expect(add.statusCode).toBe(422);
    expect(add.json().message).toBe(PO_NOT_EDITABLE);
    const cancelled = await api('PATCH', `/v1/purchaseorders/${po.id}`, { statusId: statusIds.Cancelled });
    expect(cancelled.json().status.name).toBe('Cancelled');
    const back = await api('PATCH', `/v1/purchaseorders/${po.id}`, { statusId: statusIds.Open });
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe(statusChangeRefused('Cancelled', 'Open'));
    expect((await api('PATCH', `/v1/purchaseorders/${po.id}`, { notes: 'x', version: 1 })).statusCode).toBe(
      409,
    );
  });

  it('edits lines while Open: add, change, remove', async () => {
    const po = await newPo();
    const added = await api('POST', `/v1/purchaseorders/${po.id}/items`, {
      itemId: f.cable.id,
      quantity: '1.5',
    });
    expect(added.statusCode).toBe(201);
    const line = added.json();
    expect(line).toMatchObject({ unitCost: '1.1250', displayOrder: 2, description: f.cable.name });
    const changed = await api('PATCH', `/v1/purchaseorders/${po.id}/items/${line.id}`, {
      quantity: 4,
      unitCost: '1.2',
      version: line.version,
    });
    expect(changed.json()).toMatchObject({ quantity: '4.0000', unitCost: '1.2000', lineTotal: '4.80' });
    const bad = await api('PATCH', `/v1/purchaseorders/${po.id}/items/${line.id}`, { quantity: '0.25' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('quantity');
    expect((await api('GET', `/v1/purchaseorders/${po.id}/items`)).json()).toHaveLength(2);
    expect((await api('DELETE', `/v1/purchaseorders/${po.id}/items/${line.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/purchaseorders/${po.id}/items/${line.id}`)).statusCode).toBe(404);
  });
});

describe('receiving', () => {
  it('receives into bins, writes ledger movements, and moves to Partially Received then Received', async () => {
    const po = await orderedPo([
      { itemId: f.bolt.id, quantity: 10 },
      { itemId: f.cable.id, quantity: 4 },
    ]);
    const [boltLine, cableLine] = po.items;
    const [a1, a2] = f.warehouse.bins;
    const before = Number(await onHand(f.bolt.id, a1.id));
    const first = await api('POST', `/v1/purchaseorders/${po.id}/receive`, {
      warehouseId: f.warehouse.id,
      receivedDate: '2026-11-05',
      lines: [
        { purchaseOrderItemId: boltLine.id, binId: a1.id, quantity: 6 },
        { purchaseOrderItemId: boltLine.id, binId: a2.id, quantity: 1 },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().purchaseOrder.status.name).toBe('Partially Received');
    expect(first.json().purchaseOrder.items[0]).toMatchObject({
      quantityReceived: '7.0000',
      quantityRemaining: '3.0000',
    });
    expect(Number(await onHand(f.bolt.id, a1.id))).toBe(before + 6);
    const moves = await t.database.db
      .select()
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.sourceKind, 'PurchaseOrder'), eq(inventoryMovements.sourceId, po.id)));
    expect(moves.map((m) => [m.binId, m.quantity, m.unitCost, m.sourceLineId, m.movementType])).toEqual([
      [a1.id, '6.0000', '2.5000', boltLine.id, 'receipt'],
      [a2.id, '1.0000', '2.5000', boltLine.id, 'receipt'],
    ]);

    const over = await api('POST', `/v1/purchaseorders/${po.id}/receive`, {
      warehouseId: f.warehouse.id,
      receivedDate: '2026-11-06',
      lines: [{ purchaseOrderItemId: boltLine.id, binId: a1.id, quantity: 4 }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(OVER_RECEIPT);

    const bins = (await api('GET', `/purchaseorders/${po.id}/itembins`)).json();
    expect(bins[0].bins.map((b: { binName: string; quantity: string }) => [b.binName, b.quantity])).toEqual([
      ['A-1', '6.0000'],
      ['A-2', '1.0000'],
    ]);

    const rest = await api('POST', `/v1/purchaseorders/${po.id}/receive`, {
      warehouseId: f.warehouse.id,
      receivedDate: '2026-11-06',
      lines: [
        { purchaseOrderItemId: boltLine.id, binId: a1.id, quantity: 3 },
        { purchaseOrderItemId: cableLine.id, binId: a2.id, quantity: 4 },
      ],
    });
    expect(rest.json().purchaseOrder).toMatchObject({
      status: { name: 'Received' },
      totalReceived: po.total,
    });
  });

  it('receives once when the same Idempotency-Key is sent twice; without a key a second full receipt is refused', async () => {
    const po = await orderedPo([{ itemId: f.bolt.id, quantity: 5 }]);
    const bin = f.warehouse.bins[0];
    const before = Number(await onHand(f.bolt.id, bin.id));
    const body = {
      warehouseId: f.warehouse.id,
      receivedDate: '2026-11-07',
      lines: [{ purchaseOrderItemId: po.items[0].id, binId: bin.id, quantity: 5 }],
    };
    const key = { 'idempotency-key': `receive-${po.id}` };
    const first = await api('POST', `/v1/purchaseorders/${po.id}/receive`, body, admin, key);
    const retry = await api('POST', `/v1/purchaseorders/${po.id}/receive`, body, admin, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(Number(await onHand(f.bolt.id, bin.id))).toBe(before + 5);
    expect(await countRows(t, purchaseOrderReceipts, eq(purchaseOrderReceipts.purchaseOrderId, po.id))).toBe(
      1,
    );

    const again = await api('POST', `/v1/purchaseorders/${po.id}/receive`, body);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(PO_NOT_RECEIVABLE);
    expect(Number(await onHand(f.bolt.id, bin.id))).toBe(before + 5);
  });

  it('refuses bad receive input naming fields, bins of another warehouse and an Open order', async () => {
    const open = await newPo();
    const notYet = await api('POST', `/v1/purchaseorders/${open.id}/receive`, {
      warehouseId: f.warehouse.id,
      receivedDate: '2026-11-07',
      lines: [{ purchaseOrderItemId: open.items[0].id, binId: f.warehouse.bins[0].id, quantity: 1 }],
    });
    expect(notYet.json().message).toBe(PO_NOT_RECEIVABLE);
    const po = await orderedPo();
    const bad = await api('POST', `/v1/purchaseorders/${po.id}/receive`, {
      receivedDate: 'yesterday',
      lines: [{ purchaseOrderItemId: po.items[0].id, binId: f.warehouse.bins[0].id, quantity: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['lines[0].quantity', 'receivedDate', 'warehouseId']);
    const wrongBin = await api('POST', `/v1/purchaseorders/${po.id}/receive`, {
      warehouseId: f.warehouse.id,
      receivedDate: '2026-11-07',
      lines: [{ purchaseOrderItemId: open.items[0].id, binId: 999999, quantity: 1 }],
    });
    expect(wrongBin.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'lines[0].purchaseOrderItemId',
      'lines[0].binId',
    ]);
    expect(wrongBin.json().code).toBe(ErrorCodes.VALIDATION);
  });

  it('needs the PurchaseOrders permission: read to look, full to change or receive', async () => {
    const po = await orderedPo();
    const reader = await userWith(t, admin, [{ id: Permission.PurchaseOrders, accessLevel: 1 }]);
    const none = await userWith(t, admin, []);
    expect((await api('GET', `/v1/purchaseorders/${po.id}`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('GET', `/purchaseorders/${po.id}/itembins`, undefined, reader.token)).statusCode).toBe(
      200,
    );
    const receive = await api(
      'POST',
      `/v1/purchaseorders/${po.id}/receive`,
      { warehouseId: f.warehouse.id, receivedDate: '2026-11-07', lines: [] },
      reader.token,
    );
    expect(receive.statusCode).toBe(403);
    expect((await api('PATCH', `/v1/purchaseorders/${po.id}`, { notes: 'x' }, reader.token)).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/v1/purchaseorders', undefined, none.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/stockorders/pendingjoborders', undefined, none.token)).statusCode).toBe(
      403,
    );
    expect((await api('GET', `/v1/purchaseorders/${po.id}`, undefined, '')).statusCode).toBe(401);
  });
});
