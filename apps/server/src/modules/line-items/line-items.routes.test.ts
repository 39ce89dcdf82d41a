import { Permission } from '@fieldline/contracts/common/permissions';
import {
  type LineItem,
  type LineItemCollection,
  LOCKED_MESSAGE,
} from '@fieldline/contracts/line-items/line-items.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, userWith } from '../../../test/factories';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import { seedBid, seedCustomerSite, seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { inventoryAllocations } from '../inventory';
import { itemTypes } from '../items/items.table';
import { lineItems } from './line-items.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const collection = async (base: string): Promise<LineItemCollection> =>
  (await api('GET', `${base}/items`)).json();
const fields = (res: { json(): { errors?: { field: string }[] } }) => res.json().errors?.map((e) => e.field);

async function nonStockType() {
  const [row] = await t.database.db.select().from(itemTypes).where(eq(itemTypes.name, 'Labor'));
  return row.id;
}

describe('line-item collection', () => {
  it('is created on first read with a system not-applicable group, for bids and jobs', async () => {
    for (const base of [
      `/v1/jobs/${(await seedJob(t, admin)).id}`,
      `/v1/bids/${(await seedBid(t, admin)).id}`,
    ]) {
      const c = await collection(base);
      expect(c).toMatchObject({
        isLocked: false,
        usesDiscounts: false,
        currency: { abbreviation: 'USD', isAltCurrency: false, rate: '1' },
        items: [],
        totals: { subtotal: '0.00', grossProfitPct: '100.00', markup: null },
      });
      expect(c.groups).toHaveLength(1);
      expect(c.groups[0]).toMatchObject({
        isNAGroup: true,
        isSystem: true,
        displayOrder: 9999,
        first: true,
        last: true,
      });
      // A second read finds the same collection.
      expect((await collection(base)).id).toBe(c.id);
    }
  });

  it('answers 404 for an unknown owner and line', async () => {
    expect((await api('GET', '/v1/jobs/999999/items')).statusCode).toBe(404);
    expect((await api('POST', '/v1/bids/999999/items', { itemId: 1, quantity: 1 })).statusCode).toBe(404);
    const job = await seedJob(t, admin);
    expect((await api('GET', `/v1/jobs/${job.id}/items/999999`)).statusCode).toBe(404);
    expect((await api('PATCH', `/v1/jobs/${job.id}/items/999999`, { quantity: 2 })).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/jobs/${job.id}/items/999999`)).statusCode).toBe(404);
  });

  it('adds a line with the item defaults, computes totals and currency variants', async () => {
    const cad = await createCustomer(t, admin, { currencyId: 2 });
    const site = await seedCustomerSite(t, admin);
    const job = await seedJob(t, admin, { customerId: cad.id, locationId: site.location.id });
    const item = await seedItem(t, { cost: '10.0000', price: '15.0000', description: 'Filter 16x25' });
    const base = `/v1/jobs/${job.id}`;
    const res = await api('POST', `${base}/items`, { itemId: item.id, quantity: '3' });
    expect(res.statusCode).toBe(201);
    const line: LineItem = res.json();
    expect(line).toMatchObject({
      item: { id: item.id, name: item.name },
      description: 'Filter 16x25',
      quantity: '3.0000',
      cost: '10.0000',
      price: '15.0000',
      subtotal: '45.00',
      total: '45.00',
      currencySubtotal: '32.61',
    });
    expect((await api('PATCH', `${base}/items`, { taxRate: '10' })).statusCode).toBe(200);
    const c = await collection(base);
    expect(c.currency).toEqual({ abbreviation: 'CAD', isAltCurrency: true, rate: '1.38' });
    expect(c.totals).toMatchObject({
      cost: '30.00',
      price: '45.00',
      subtotal: '45.00',
      tax: '4.50',
      total: '49.50',
      markup: '0.5000',
      margin: '0.3333',
      grossProfit: '15.00',
      grossProfitPct: '33.33',
      currencyTotal: '35.87',
    });
    // Stored amounts follow too.
    const [stored] = await t.database.db.select().from(lineItems).where(eq(lineItems.id, line.id));
    expect(stored).toMatchObject({ subtotal: '45.00', tax: '4.50' });
  });

  it('refuses bad input naming the fields', async () => {
    const job = await seedJob(t, admin);
    const base = `/v1/jobs/${job.id}/items`;
    const bad = await api('POST', base, { itemId: 0, quantity: -1, discountPct: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['itemId', 'quantity', 'discountPct']));
    expect(fields(await api('POST', base, { itemId: 'abc', quantity: 'lots' }))).toEqual([
      'itemId',
      'quantity',
    ]);
    expect(fields(await api('POST', base, { itemId: 999999, quantity: 1 }))).toEqual(['itemId']);
    // Quantities follow the item's scale: whole units here, quarters there.
    const whole = await seedItem(t);
    expect(fields(await api('POST', base, { itemId: whole.id, quantity: '1.5' }))).toEqual(['quantity']);
    const quarters = await seedItem(t, { quantityStep: '0.2500', quantityDecimals: 2 });
    expect((await api('POST', base, { itemId: quarters.id, quantity: '1.75' })).statusCode).toBe(201);
    expect(fields(await api('POST', base, { itemId: quarters.id, quantity: '1.3' }))).toEqual(['quantity']);
    const line: LineItem = (await api('POST', base, { itemId: whole.id, quantity: 1 })).json();
    expect(fields(await api('PATCH', `${base}/${line.id}`, {}))).toEqual(['body']);
    expect(fields(await api('PATCH', `${base}/${line.id}`, { cost: 'abc' }))).toEqual(['cost']);
    expect(fields(await api('PATCH', `${base}/${line.id}`, { quantity: -2 }))).toEqual(['quantity']);
    expect(fields(await api('PATCH', `${base}/${line.id}`, { discountPct: -5 }))).toEqual(['discountPct']);
    expect(fields(await api('PATCH', `${base}/${line.id}`, { bogus: 1 }))).toContain('bogus');
    expect(fields(await api('PATCH', `${base}/${line.id}/notes`, { note: 'x'.repeat(2001) }))).toEqual([
      'note',
    ]);
    expect(fields(await api('PATCH', `${base}/${line.id}`, { group: { id: 999999 } }))).toEqual(['group.id']);
  });

  it('updates one field at a time and honours discounts only when UsesDiscounts is on', async () => {
    const job = await seedJob(t, admin);
    const base = `/v1/jobs/${job.id}/items`;
    const item = await seedItem(t, { price: '20.0000', cost: '12.0000' });
    const line: LineItem = (await api('POST', base, { itemId: item.id, quantity: 2 })).json();
    const patch = (body: object) => api('PATCH', `${base}/${line.id}`, body);
    expect((await patch({ quantity: 4 })).json()).toMatchObject({ quantity: '4.0000', subtotal: '80.00' });
    expect((await patch({ description: 'Changed' })).json()).toMatchObject({ description: 'Changed' });
    const discounted = (await patch({ discountPct: '10' })).json();
    expect(discounted).toMatchObject({ discountPct: '10.0000', discountAmt: '0.0000', subtotal: '80.00' });
    expect((await api('PATCH', '/v1/settings', { UsesDiscounts: true })).statusCode).toBe(200);
    try {
      const c = await collection(`/v1/jobs/${job.id}`);
      expect(c.usesDiscounts).toBe(true);
      expect(c.items[0]).toMatchObject({ discountAmt: '2.0000', subtotal: '72.00' });
    } finally {
      await api('PATCH', '/v1/settings', { UsesDiscounts: false });
    }
    const note = await api('PATCH', `${base}/${line.id}/notes`, { note: 'Bring the ladder' });
    expect(note.json().note).toBe('Bring the ladder');
    expect((await api('DELETE', `${base}/${line.id}`)).statusCode).toBe(204);
    expect((await collection(`/v1/jobs/${job.id}`)).items).toHaveLength(0);
  });

  it('refuses changes to a locked owner or collection with 422', async () => {
    const invoiced = await seedJob(t, admin, { invoiceStatus: 2 });
    const item = await seedItem(t);
    const c = await collection(`/v1/jobs/${invoiced.id}`);
    expect(c.isLocked).toBe(true);
    const res = await api('POST', `/v1/jobs/${invoiced.id}/items`, { itemId: item.id, quantity: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(LOCKED_MESSAGE);
    const converted = await seedBid(t, admin, { status: 'Converted' });
    expect((await api('POST', `/v1/bids/${converted.id}/item-groups`, { name: 'A' })).statusCode).toBe(422);

    const job = await seedJob(t, admin);
    const base = `/v1/jobs/${job.id}/items`;
    const line: LineItem = (await api('POST', base, { itemId: item.id, quantity: 1 })).json();
    expect((await api('PATCH', base, { isLocked: true })).json().isLocked).toBe(true);
    expect((await api('PATCH', `${base}/${line.id}`, { quantity: 2 })).statusCode).toBe(422);
    expect((await api('DELETE', `${base}/${line.id}`)).statusCode).toBe(422);
    expect((await api('PATCH', base, { taxRate: 5 })).statusCode).toBe(422);
    expect((await api('PATCH', base, { isLocked: false })).json().isLocked).toBe(false);
    expect((await api('PATCH', `${base}/${line.id}`, { quantity: 2 })).statusCode).toBe(200);
  });

  it('refuses users without the owner permission (403) and read-only users on writes', async () => {
    const job = await seedJob(t, admin);
    const bid = await seedBid(t, admin);
    const none = await userWith(t, admin, []);
    expect((await api('GET', `/v1/jobs/${job.id}/items`, undefined, none.token)).statusCode).toBe(403);
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    expect((await api('GET', `/v1/jobs/${job.id}/items`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('GET', `/v1/bids/${bid.id}/items`, undefined, reader.token)).statusCode).toBe(403);
    const item = await seedItem(t);
    const write = await api(
      'POST',
      `/v1/jobs/${job.id}/items`,
      { itemId: item.id, quantity: 1 },
      reader.token,
    );
    expect(write.statusCode).toBe(403);
  });

  it('allocates stocked lines in their warehouse and releases them', async () => {
    const bid = await seedBid(t, admin);
    const base = `/v1/bids/${bid.id}/items`;
    const stocked = await seedItem(t);
    const labor = await seedItem(t, { typeId: await nonStockType() });
    const w1 = await seedWarehouse(t);
    const w2 = await seedWarehouse(t);
    const allocations = () =>
      t.database.db
        .select()
        .from(inventoryAllocations)
        .where(and(eq(inventoryAllocations.sourceKind, 'Bid'), eq(inventoryAllocations.sourceId, bid.id)));
    const line: LineItem = (
      await api('POST', base, { itemId: stocked.id, quantity: 3, warehouseId: w1.id })
    ).json();
    await api('POST', base, { itemId: labor.id, quantity: 2, warehouseId: w1.id });
    expect(await allocations()).toMatchObject([
      { itemId: stocked.id, warehouseId: w1.id, sourceLineId: line.id, quantity: '3.0000' },
    ]);
    await api('PATCH', `${base}/${line.id}`, { quantity: 5 });
    expect((await allocations())[0].quantity).toBe('5.0000');
    await api('PATCH', `${base}/${line.id}`, { warehouseId: w2.id });
    expect(await allocations()).toMatchObject([{ warehouseId: w2.id, quantity: '5.0000' }]);
    expect(fields(await api('PATCH', `${base}/${line.id}`, { warehouseId: 999999 }))).toEqual([
      'warehouseId',
    ]);
    await api('DELETE', `${base}/${line.id}`);
    expect(await allocations()).toEqual([]);
  });

  it('replaces a line by one of its alternates keeping the quantity', async () => {
    const job = await seedJob(t, admin);
    const base = `/v1/jobs/${job.id}/items`;
    const original = await seedItem(t, { price: '15.0000' });
    const alternate = await seedItem(t, { price: '18.0000', cost: '11.0000', description: 'Alt part' });
    const unrelated = await seedItem(t);
    await api('POST', `/v1/items/${original.id}/alternates`, { alternateItemId: alternate.id });
    const line: LineItem = (await api('POST', base, { itemId: original.id, quantity: 2 })).json();
    const refused = await api('PATCH', `${base}/${line.id}/alternate`, { alternateItemId: unrelated.id });
    expect(refused.statusCode).toBe(422);
    const res = await api('PATCH', `${base}/${line.id}/alternate`, { alternateItemId: alternate.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      item: { id: alternate.id },
      quantity: '2.0000',
      price: '18.0000',
      cost: '11.0000',
      description: 'Alt part',
      subtotal: '36.00',
    });
  });

  it('keeps equipment properties per line and recalculates tax and totals', async () => {
    const job = await seedJob(t, admin);
    const base = `/v1/jobs/${job.id}/items`;
    const item = await seedItem(t);
    const line: LineItem = (await api('POST', base, { itemId: item.id, quantity: 1 })).json();
    const props = `${base}/${line.id}/equipmentproperties`;
    const created = await api('POST', props, { serialNumber: 'SN-1', name: 'Condenser' });
    expect(created.statusCode).toBe(201);
    const pid = created.json().id;
    expect((await api('PATCH', `${props}/${pid}`, { modelNumber: 'M-9' })).json()).toMatchObject({
      serialNumber: 'SN-1',
      modelNumber: 'M-9',
    });
    expect((await api('GET', props)).json()).toHaveLength(1);
    expect((await api('GET', `${base}/${line.id}`)).json().equipmentProperties).toHaveLength(1);
    expect((await api('GET', `${props}/999999`)).statusCode).toBe(404);
    expect((await api('DELETE', `${props}/${pid}`)).statusCode).toBe(204);
    expect((await api('GET', props)).json()).toEqual([]);
    const unit = await seedEquipment(t, { customerId: job.customerId, locationId: job.locationId });
    const linked = await api('PATCH', `${base}/${line.id}/equipment`, { equipmentId: unit.id });
    expect(linked.json().equipmentId).toBe(unit.id);
    expect(fields(await api('PATCH', `${base}/${line.id}/equipment`, { equipmentId: 999999 }))).toEqual([
      'equipmentId',
    ]);
    expect(
      (await api('PATCH', `${base}/${line.id}/equipment`, { equipmentId: null })).json().equipmentId,
    ).toBeNull();
    await t.database.db.update(lineItems).set({ subtotal: '0', tax: '0' }).where(eq(lineItems.id, line.id));
    const calc = await api('POST', `${base}/calculatetaxandtotal`);
    expect(calc.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(lineItems).where(eq(lineItems.id, line.id));
    expect(stored.subtotal).toBe('15.00');
  });
});
