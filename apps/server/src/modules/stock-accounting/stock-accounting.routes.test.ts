import type { PurchaseOrder } from '@fieldline/contracts/purchasing/purchasing.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItem, seedSupplier, seedWarehouse } from '../../../test/factories-stock';
import type { TestApp } from '../../../test/harness';
import { inventoryValueAsOf } from '../inventory';
import { billMatchesOf, receivedNotBilledAsOf } from '../purchasing';
import { vendorBills } from '../vendor-bills/vendor-bills.table';
import {
  brief,
  entriesOf,
  expectTiedOut as expectTiedOutAt,
  openStockTestApp,
  requestsOf,
  type StockTestApp,
} from './stock-accounting.test-helpers';

let s: StockTestApp;
let t: TestApp;
let denver: number;
let springs: number;
let ordered: number;

beforeAll(async () => {
  s = await openStockTestApp();
  ({ t, denver, springs, ordered } = s);
});
afterAll(() => t.close());

const { api, ok } = requestsOf(() => s);
const db = () => t.database.db;
const expectTiedOut = (dates: string[]) => expectTiedOutAt(db(), dates);

async function receivedPo(lines: { itemId: number; quantity: number; unitCost: string }[], date: string) {
  const supplier = await seedSupplier(t);
  const wh = await seedWarehouse(t, { officeId: denver });
  const po: PurchaseOrder = await ok(
    'POST',
    '/v1/purchaseorders',
    { supplierId: supplier.id, officeId: denver, warehouseId: wh.id, orderDate: date, items: lines },
    201,
  );
  await ok('PATCH', `/v1/purchaseorders/${po.id}`, { statusId: ordered });
  const receipt = await ok('POST', `/v1/purchaseorders/${po.id}/receive`, {
    warehouseId: wh.id,
    receivedDate: date,
    lines: po.items.map((l) => ({ purchaseOrderItemId: l.id, binId: wh.bins[0].id, quantity: l.quantity })),
  });
  return { supplier, wh, po, receipt };
}

describe('stock in the ledger', () => {
  it('the demo books agree with the stock ledger at several dates (opening stock and receipts posted)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(Number(await inventoryValueAsOf(db(), today))).toBeGreaterThan(0);
    await expectTiedOut(['2025-12-31', '2026-01-02', '2026-06-30', today]);
  });

  it('receiving a purchase order posts inventory against received-not-billed for the supplier', async () => {
    const bolt = await seedItem(t, { cost: '2.5000' });
    const { supplier, po } = await receivedPo(
      [{ itemId: bolt.id, quantity: 7, unitCost: '3.3333' }],
      '2026-08-03',
    );
    const [entry] = await entriesOf(db(), 'StockReceipt', po.id);
    expect(entry.date).toBe('2026-08-03');
    // 7 x 3.3333 = 23.3331, rounded once to 23.33.
    expect(brief(entry.lines)).toEqual([
      ['Inventory', '23.33', '0.00'],
      ['AccruedPayables', '0.00', '23.33'],
    ]);
    expect(entry.lines[0].officeId).toBe(denver);
    expect(entry.lines[1].supplierId).toBe(supplier.id);
    await expectTiedOut(['2026-08-02', '2026-08-03']);
  });

  it('approving the bill clears received-not-billed with the price difference to variance; unapproving undoes it', async () => {
    const item = await seedItem(t, { cost: '4.0000' });
    const { supplier, po } = await receivedPo(
      [{ itemId: item.id, quantity: 10, unitCost: '4.00' }],
      '2026-08-10',
    );
    const before = await receivedNotBilledAsOf(db(), '2026-08-31');
    // The supplier bills 10 at 4.30 (the PO said 4.00): 43.00 = 40.00 received + 3.00 variance.
    const bill = await ok(
      'POST',
      '/v1/vendorbills',
      {
        supplierId: supplier.id,
        purchaseOrderId: po.id,
        officeId: denver,
        billDate: '2026-08-20',
        items: [{ itemId: item.id, quantity: 10, unitCost: '4.30', purchaseOrderItemId: po.items[0].id }],
      },
      201,
    );
    await ok('PATCH', `/v1/vendorbills/${bill.id}`, { statusName: '' });
    const [posted] = await entriesOf(db(), 'VendorBill', bill.id);
    expect(brief(posted.lines)).toEqual([
      ['AccruedPayables', '40.00', '0.00'],
      ['PurchasePriceVariance', '3.00', '0.00'],
      ['AP', '0.00', '43.00'],
    ]);
    expect(await billMatchesOf(db(), bill.id)).toEqual([
      expect.objectContaining({ purchaseOrderItemId: po.items[0].id, quantity: '10.0000', value: '40.00' }),
    ]);
    expect(Number(await receivedNotBilledAsOf(db(), '2026-08-31'))).toBeCloseTo(Number(before) - 40, 2);
    await expectTiedOut(['2026-08-19', '2026-08-20']);

    await ok('PATCH', `/v1/vendorbills/${bill.id}`, { statusName: 'Pending Approval' });
    expect(await billMatchesOf(db(), bill.id)).toEqual([]);
    expect(await receivedNotBilledAsOf(db(), '2026-08-31')).toBe(before);
    await expectTiedOut(['2026-08-20', '2026-08-31']);

    // Approved again at a lower price: the variance is a credit.
    await ok('PATCH', `/v1/vendorbills/${bill.id}/items/${bill.items[0].id}`, { unitCost: '3.90' });
    await ok('PATCH', `/v1/vendorbills/${bill.id}`, { statusName: '' });
    const entries = await entriesOf(db(), 'VendorBill', bill.id);
    expect(brief(entries.at(-1)!.lines)).toEqual([
      ['AccruedPayables', '40.00', '0.00'],
      ['PurchasePriceVariance', '0.00', '1.00'],
      ['AP', '0.00', '39.00'],
    ]);
    await expectTiedOut(['2026-08-20']);
  });

  it('a bill for more than was received clears only what was received; the rest posts to the line account', async () => {
    const item = await seedItem(t, { cost: '5.0000' });
    const { supplier, po } = await receivedPo(
      [{ itemId: item.id, quantity: 3, unitCost: '5.00' }],
      '2026-08-11',
    );
    const bill = await ok(
      'POST',
      '/v1/vendorbills',
      {
        supplierId: supplier.id,
        purchaseOrderId: po.id,
        billDate: '2026-08-21',
        items: [{ itemId: item.id, quantity: 4, unitCost: '5.00', purchaseOrderItemId: po.items[0].id }],
      },
      201,
    );
    await ok('PATCH', `/v1/vendorbills/${bill.id}`, { statusName: '' });
    const [posted] = await entriesOf(db(), 'VendorBill', bill.id);
    expect(brief(posted.lines)).toEqual([
      ['COGS', '5.00', '0.00'],
      ['AccruedPayables', '15.00', '0.00'],
      ['AP', '0.00', '20.00'],
    ]);
    await expectTiedOut(['2026-08-21']);
  });

  it('refuses a bill line naming a line of another purchase order (400) and writes nothing', async () => {
    const item = await seedItem(t);
    const a = await receivedPo([{ itemId: item.id, quantity: 1, unitCost: '1.00' }], '2026-08-12');
    const b = await receivedPo([{ itemId: item.id, quantity: 1, unitCost: '1.00' }], '2026-08-12');
    const res = await api('POST', '/v1/vendorbills', {
      supplierId: a.supplier.id,
      purchaseOrderId: a.po.id,
      billDate: '2026-08-22',
      items: [{ itemId: item.id, quantity: 1, unitCost: '1', purchaseOrderItemId: b.po.items[0].id }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'items[0].purchaseOrderItemId', message: 'Not a line of the purchase order.' },
    ]);
    expect(await db().select().from(vendorBills).where(eq(vendorBills.supplierId, a.supplier.id))).toEqual(
      [],
    );
  });

  it('adjustments post against the inventory adjustment account; an issue that empties the item takes the rest', async () => {
    const item = await seedItem(t);
    const wh = await seedWarehouse(t, { officeId: denver });
    const adjust = (quantity: string, unitCost?: string) =>
      ok(
        'POST',
        '/v1/inventory/adjustments',
        {
          itemId: item.id,
          warehouseId: wh.id,
          quantity,
          unitCost,
          reason: 'Count',
          movementDate: '2026-08-14',
        },
        201,
      );
    const inn = await adjust('3', '1.00');
    await adjust('3', '1.01');
    // Average 1.005: one out is round2(1.005) = 1.00 (half-even); the last five take the 5.03 left exactly.
    const out1 = await adjust('-1');
    const out2 = await adjust('-5');
    const [first] = await entriesOf(db(), 'StockAdjustment', inn.movements[0].id);
    expect(brief(first.lines)).toEqual([
      ['Inventory', '3.00', '0.00'],
      ['InventoryAdjustment', '0.00', '3.00'],
    ]);
    const [one] = await entriesOf(db(), 'StockAdjustment', out1.movements[0].id);
    const [rest] = await entriesOf(db(), 'StockAdjustment', out2.movements[0].id);
    expect(brief(one.lines)).toEqual([
      ['Inventory', '0.00', '1.00'],
      ['InventoryAdjustment', '1.00', '0.00'],
    ]);
    expect(brief(rest.lines)).toEqual([
      ['Inventory', '0.00', '5.03'],
      ['InventoryAdjustment', '5.03', '0.00'],
    ]);
    const valuation = await ok('GET', `/v1/reports/inventoryvaluation?date=2026-08-14`);
    expect(valuation.rows.find((r: { itemId: number }) => r.itemId === item.id)).toBeUndefined();
    await expectTiedOut(['2026-08-14']);
  });

  it('transfers post nothing within an office and move the value between offices otherwise', async () => {
    const item = await seedItem(t);
    const a = await seedWarehouse(t, { officeId: denver });
    const a2 = await seedWarehouse(t, { officeId: denver });
    const b = await seedWarehouse(t, { officeId: springs });
    await ok(
      'POST',
      '/v1/inventory/adjustments',
      {
        itemId: item.id,
        warehouseId: a.id,
        quantity: '6',
        unitCost: '2.50',
        reason: 'Count',
        movementDate: '2026-08-15',
      },
      201,
    );
    const same = await ok(
      'POST',
      '/v1/inventory/transfers',
      {
        itemId: item.id,
        fromWarehouseId: a.id,
        toWarehouseId: a2.id,
        quantity: '2',
        reason: 'Move',
        movementDate: '2026-08-15',
      },
      201,
    );
    expect(await entriesOf(db(), 'StockTransfer', same.transferId)).toEqual([]);
    const across = await ok(
      'POST',
      '/v1/inventory/transfers',
      {
        itemId: item.id,
        fromWarehouseId: a.id,
        toWarehouseId: b.id,
        quantity: '3',
        reason: 'Move',
        movementDate: '2026-08-15',
      },
      201,
    );
    const [entry] = await entriesOf(db(), 'StockTransfer', across.transferId);
    expect(entry.lines.map((l) => [l.role, l.officeId, l.debit, l.credit])).toEqual([
      ['Inventory', denver, '0.00', '7.50'],
      ['Inventory', springs, '7.50', '0.00'],
    ]);
    await expectTiedOut(['2026-08-15']);
  });
});
