import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/factories';
import { seedItem, seedSupplier, seedWarehouse } from '../../../test/factories-stock';
import { seedBid } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { recordMovements } from '../inventory';
import { companies, offices } from '../organization';
import { warehouseOffices } from '../warehouses';
import { bids } from './bids.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const fields = (res: { json(): any }) =>
  (res.json().errors ?? []).map((e: { field: string }) => e.field).sort();

/** A bid of a new office with its own warehouses: main (default), a van, and one not to source from. */
async function sourcingFixture() {
  const [company] = await t.database.db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  const [office] = await t.database.db
    .insert(offices)
    .values({ companyId: company.id, name: unique('Office') })
    .returning();
  const main = await seedWarehouse(t, { officeId: office.id, name: unique('Main') });
  const van = await seedWarehouse(t, { officeId: office.id, name: unique('Van'), isVan: true });
  const closed = await seedWarehouse(t, { officeId: office.id, name: unique('Closed') });
  await t.database.db.insert(warehouseOffices).values([
    { officeId: office.id, warehouseId: main.id, isDefault: true, autoSourceFrom: true },
    { officeId: office.id, warehouseId: closed.id, canSourceFrom: false },
  ]);
  const bid = await seedBid(t, admin, { officeId: office.id });
  return { office, main, van, closed, bid };
}

describe('bid sourcing', () => {
  it('answers the office for sourcing with its warehouses and flags', async () => {
    const f = await sourcingFixture();
    const res = await api('GET', `/v1/bids/sourcing/${f.bid.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: f.office.id,
      name: f.office.name,
      defaultWarehouse: { id: f.main.id, name: f.main.name, isVan: false },
    });
    const byId = new Map(body.warehouses.map((w: any) => [w.warehouse.id, w]));
    expect(byId.get(f.main.id)).toMatchObject({ canSourceFrom: true, autoSourceFrom: true });
    expect(byId.get(f.van.id)).toMatchObject({
      canSourceFrom: true,
      autoSourceFrom: false,
      warehouse: { isVan: true },
    });
    expect(byId.get(f.closed.id)).toMatchObject({ canSourceFrom: false });
    expect((await api('GET', '/v1/bids/sourcing/999999')).statusCode).toBe(404);
  });

  it('quick-sources an item from the warehouses the bid may source from, default first', async () => {
    const f = await sourcingFixture();
    const item = await seedItem(t);
    await t.database.db.transaction((tx) =>
      recordMovements(tx, null, [
        {
          itemId: item.id,
          warehouseId: f.van.id,
          binId: f.van.bins[0].id,
          movementType: 'receipt',
          quantity: '7',
          unitCost: '1',
          movementDate: '2026-11-02',
        },
        {
          itemId: item.id,
          warehouseId: f.closed.id,
          binId: f.closed.bins[0].id,
          movementType: 'receipt',
          quantity: '9',
          unitCost: '1',
          movementDate: '2026-11-02',
        },
      ]),
    );
    const res = await api('GET', `/v1/items/quicksource/${item.id}?bidId=${f.bid.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: any) => [r.warehouseId, r.isDefault, r.onHand, r.available])).toEqual([
      [f.main.id, true, '0.0000', '0.0000'],
      [f.van.id, false, '7.0000', '7.0000'],
    ]);
    expect(fields(await api('GET', `/v1/items/quicksource/${item.id}`))).toEqual(['bidId']);
    expect((await api('GET', `/v1/items/quicksource/999999?bidId=${f.bid.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/v1/items/quicksource/${item.id}?bidId=999999`)).statusCode).toBe(404);
  });

  it('sets and clears the purchase order a bid line is sourced from', async () => {
    const bid = await seedBid(t, admin);
    const item = await seedItem(t);
    const line = await api('POST', `/v1/bids/${bid.id}/items`, { itemId: item.id, quantity: 2 });
    expect(line.statusCode).toBe(201);
    const lineId = line.json().id;
    const [office] = await t.database.db.select().from(offices).orderBy(asc(offices.id)).limit(1);
    const po = await api('POST', '/v1/purchaseorders', {
      supplierId: (await seedSupplier(t)).id,
      officeId: office.id,
      warehouseId: (await seedWarehouse(t)).id,
      orderDate: '2026-11-02',
      items: [{ itemId: item.id, quantity: 2 }],
    });
    expect(po.statusCode).toBe(201);
    const url = `/v1/bids/${bid.id}/items/${lineId}/sourcefrompurchaseorder`;
    expect((await api('PATCH', url, { purchaseOrderId: po.json().id })).json()).toEqual({
      id: lineId,
      sourcePurchaseOrderId: po.json().id,
    });
    expect((await api('PATCH', url, { purchaseOrderId: null })).json().sourcePurchaseOrderId).toBeNull();
    expect(fields(await api('PATCH', url, { purchaseOrderId: 999999 }))).toEqual(['purchaseOrderId']);
    expect(fields(await api('PATCH', url, { purchaseOrderId: 'x' }))).toEqual(['purchaseOrderId']);
    expect(
      (
        await api('PATCH', `/v1/bids/${bid.id}/items/999999/sourcefrompurchaseorder`, {
          purchaseOrderId: null,
        })
      ).statusCode,
    ).toBe(404);
    await t.database.db.update(bids).set({ status: 'Declined' }).where(eq(bids.id, bid.id));
    expect((await api('PATCH', url, { purchaseOrderId: null })).statusCode).toBe(422);
  });
});

describe('bid proposals', () => {
  it('creates with a total snapshot, updates, records sent and viewed', async () => {
    const bid = await seedBid(t, admin);
    const item = await seedItem(t, { price: '15.0000' });
    expect((await api('POST', `/v1/bids/${bid.id}/items`, { itemId: item.id, quantity: 2 })).statusCode).toBe(
      201,
    );
    const base = `/v1/bids/${bid.id}/proposals`;
    const created = await api('POST', base, { name: 'Option A', introduction: 'Dear customer' });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    const total = (await api('GET', `/v1/bids/${bid.id}/items`)).json().totals.total;
    expect(p).toMatchObject({ name: 'Option A', status: 'Draft', total, sent: [], version: 1 });
    expect(Number(total)).toBeGreaterThan(0);

    const patched = await api('PATCH', `${base}/${p.id}`, { terms: 'Net 30', version: 1 });
    expect(patched.json()).toMatchObject({ terms: 'Net 30', version: 2 });
    expect((await api('PATCH', `${base}/${p.id}`, { terms: 'x', version: 1 })).statusCode).toBe(409);

    const sent = await api('POST', `${base}/${p.id}/sent`, { sentTo: 'pat@example.test', method: 'Email' });
    expect(sent.statusCode).toBe(201);
    const s = sent.json();
    expect(s).toMatchObject({ sentTo: 'pat@example.test', method: 'Email', viewedDate: null });
    const viewed = await api('PATCH', `${base}/${p.id}/sent/${s.id}`, { viewedDate: '2026-11-03T10:00:00Z' });
    expect(viewed.json().viewedDate).toBe('2026-11-03T10:00:00.000Z');
    const again = (await api('GET', `${base}/${p.id}`)).json();
    expect(again).toMatchObject({ status: 'Sent', sent: [{ id: s.id }] });
    expect((await api('GET', base)).json()).toHaveLength(1);

    expect(fields(await api('POST', base, { name: ' ' }))).toEqual(['name']);
    expect(fields(await api('POST', `${base}/${p.id}/sent`, { sentTo: '', method: 'Pigeon' }))).toEqual([
      'method',
      'sentTo',
    ]);
    expect((await api('GET', `${base}/999999`)).statusCode).toBe(404);
    expect((await api('PATCH', `${base}/${p.id}/sent/999999`, { note: 'x' })).statusCode).toBe(404);
    expect((await api('POST', '/v1/bids/999999/proposals', { name: 'x' })).statusCode).toBe(404);
  });
});
