import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import { seedCustomerSite, seedJob } from '../../../test/factories-work';
import type { TestApp } from '../../../test/harness';
import { onHandOf } from '../inventory';
import { settings } from '../system';
import { warehouseOffices } from '../warehouses';
import {
  brief,
  entriesOf,
  expectTiedOut as expectTiedOutAt,
  openStockTestApp,
  requestsOf,
  roleBalance,
  type StockTestApp,
} from './stock-accounting.test-helpers';

let s: StockTestApp;
let t: TestApp;
let admin: string;
let denver: number;

beforeAll(async () => {
  s = await openStockTestApp();
  ({ t, admin, denver } = s);
});
afterAll(() => t.close());

const { ok } = requestsOf(() => s);
const db = () => t.database.db;
const expectTiedOut = (dates: string[]) => expectTiedOutAt(db(), dates);

describe('stock issued to jobs and invoiced', () => {
  async function issuedJob(qty: number) {
    const item = await seedItem(t);
    const wh = await seedWarehouse(t, { officeId: denver });
    await ok(
      'POST',
      '/v1/inventory/adjustments',
      {
        itemId: item.id,
        warehouseId: wh.id,
        quantity: '10',
        unitCost: '12.00',
        reason: 'Count',
        movementDate: '2026-08-16',
      },
      201,
    );
    const job = await seedJob(t, admin, { officeId: denver });
    const line = await ok(
      'POST',
      `/v1/jobs/${job.id}/items`,
      {
        itemId: item.id,
        quantity: qty,
        warehouseId: wh.id,
      },
      201,
    );
    await ok('POST', `/v1/jobs/${job.id}/postProcessingInventory`, { movementDate: '2026-08-17' });
    return { item, wh, job, line };
  }

  it('COGS setting: the issue posts cost of goods and the job invoice relieves nothing again', async () => {
    const { job } = await issuedJob(2);
    const [issue] = await entriesOf(db(), 'StockIssue', job.id);
    expect(brief(issue.lines)).toEqual([
      ['Inventory', '0.00', '24.00'],
      ['COGS', '24.00', '0.00'],
    ]);
    const inv = await ok(
      'POST',
      `/v1/invoices/fromJob/${job.id}`,
      { invoiceDate: '2026-08-18', partial: false },
      201,
    );
    const [posted] = await entriesOf(db(), 'Invoice', inv.id);
    expect(
      posted.lines.some((l) => l.role === 'Inventory' || l.role === 'COGS' || l.role === 'WorkInProgress'),
    ).toBe(false);
    expect(await entriesOf(db(), 'StockIssue', inv.id)).toEqual([]);
    await expectTiedOut(['2026-08-17', '2026-08-18']);
  });

  it('WIP setting: the issue posts work in progress and the invoice moves it to cost of goods once', async () => {
    await db()
      .insert(settings)
      .values({ key: 'InventoryCostOnIssue', value: 'WIP' as any })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'WIP' as any } });
    try {
      const { job } = await issuedJob(3);
      const [issue] = await entriesOf(db(), 'StockIssue', job.id);
      expect(brief(issue.lines)).toEqual([
        ['Inventory', '0.00', '36.00'],
        ['WorkInProgress', '36.00', '0.00'],
      ]);
      const inv = await ok(
        'POST',
        `/v1/invoices/fromJob/${job.id}`,
        { invoiceDate: '2026-08-18', partial: true },
        201,
      );
      const [posted] = await entriesOf(db(), 'Invoice', inv.id);
      const cost = posted.lines.filter((l) => l.role === 'COGS' || l.role === 'WorkInProgress');
      expect(brief(cost)).toEqual([
        ['COGS', '36.00', '0.00'],
        ['WorkInProgress', '0.00', '36.00'],
      ]);
      // A second (partial) invoice of the same line relieves nothing: the cost is already in COGS.
      const again = await ok(
        'POST',
        `/v1/invoices/fromJob/${job.id}`,
        { invoiceDate: '2026-08-19', partial: true },
        201,
      );
      const [second] = await entriesOf(db(), 'Invoice', again.id);
      expect(second.lines.some((l) => l.role === 'WorkInProgress' || l.role === 'Inventory')).toBe(false);
      // Voiding the first puts the cost back in WIP; the next invoice of the line relieves it again, once.
      const today = new Date().toISOString().slice(0, 10);
      const wip = Number(await roleBalance(db(), 'WorkInProgress', today));
      await ok('POST', `/v1/invoices/${inv.id}/void`, { reason: 'Re-billed' });
      expect(Number(await roleBalance(db(), 'WorkInProgress', today))).toBeCloseTo(wip + 36, 2);
      const third = await ok(
        'POST',
        `/v1/invoices/fromJob/${job.id}`,
        { invoiceDate: today, partial: true },
        201,
      );
      const [relieved] = await entriesOf(db(), 'Invoice', third.id);
      expect(brief(relieved.lines.filter((l) => l.role === 'WorkInProgress'))).toEqual([
        ['WorkInProgress', '0.00', '36.00'],
      ]);
      expect(Number(await roleBalance(db(), 'WorkInProgress', today))).toBeCloseTo(wip, 2);
      await expectTiedOut([today]);
    } finally {
      await db().delete(settings).where(eq(settings.key, 'InventoryCostOnIssue'));
    }
  });

  it('an invoice by hand issues the stock from its office warehouse; voiding it brings the stock back', async () => {
    const house = (
      await db().select().from(warehouseOffices).where(eq(warehouseOffices.officeId, denver))
    ).find((w) => w.isDefault)!;
    const item = await seedItem(t);
    await ok(
      'POST',
      '/v1/inventory/adjustments',
      {
        itemId: item.id,
        warehouseId: house.warehouseId,
        quantity: '4',
        unitCost: '7.50',
        reason: 'Count',
        movementDate: '2026-08-16',
      },
      201,
    );
    const site = await seedCustomerSite(t, admin);
    const inv = await ok(
      'POST',
      '/v1/invoices',
      {
        customerId: site.customer.id,
        locationId: site.location.id,
        officeId: denver,
        invoiceDate: '2026-08-18',
        taxScheduleId: null,
        lines: [
          { itemId: item.id, description: 'Counter sale', quantity: '3', unitPrice: '20', unitCost: '1' },
        ],
      },
      201,
    );
    const [issue] = await entriesOf(db(), 'StockIssue', inv.id);
    expect(brief(issue.lines)).toEqual([
      ['Inventory', '0.00', '22.50'],
      ['COGS', '22.50', '0.00'],
    ]);
    const [posted] = await entriesOf(db(), 'Invoice', inv.id);
    expect(posted.lines.some((l) => l.role === 'Inventory')).toBe(false);
    const held = async () => (await onHandOf(db(), [item.id])).reduce((s, r) => s + Number(r.quantity), 0);
    expect(await held()).toBe(1);
    await ok('POST', `/v1/invoices/${inv.id}/void`, { reason: 'Returned' });
    expect(await held()).toBe(4);
    const entries = await entriesOf(db(), 'StockIssue', inv.id);
    expect(brief(entries.at(-1)!.lines)).toEqual([
      ['Inventory', '22.50', '0.00'],
      ['COGS', '0.00', '22.50'],
    ]);
    await expectTiedOut(['2026-08-18', new Date().toISOString().slice(0, 10)]);
  });
});
