import {
  type LineItem,
  type LineItemCollection,
  warehouseNotSourceable,
} from '@fieldline/contracts/line-items/line-items.contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/factories';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import { seedBid, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { inventoryAllocations } from '../inventory';
import { itemTypes } from '../items/items.table';
import { companies, offices } from '../organization';
import { warehouseOffices } from '../warehouses';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const api = (method: Method, url: string, payload?: unknown) =>
  t.as(admin)({ method, url, payload: payload as object });

async function newOffice() {
  const [company] = await t.database.db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  const [office] = await t.database.db
    .insert(offices)
    .values({ companyId: company.id, name: unique('Office') })
    .returning();
  return office;
}

/** An office with main (default, auto-sourced), spare, a van and one it may not source from. */
async function sourcingOffice() {
  const office = await newOffice();
  const main = await seedWarehouse(t, { officeId: office.id, name: unique('Main') });
  const spare = await seedWarehouse(t, { officeId: office.id, name: unique('Spare') });
  const van = await seedWarehouse(t, { officeId: office.id, name: unique('Van'), isVan: true });
  const closed = await seedWarehouse(t, { officeId: office.id, name: unique('Closed') });
  await t.database.db.insert(warehouseOffices).values([
    { officeId: office.id, warehouseId: main.id, isDefault: true, autoSourceFrom: true },
    { officeId: office.id, warehouseId: closed.id, canSourceFrom: false },
  ]);
  return { office, main, spare, van, closed };
}

const allocationsOf = (kind: 'Bid' | 'Job', ownerId: number) =>
  t.database.db
    .select()
    .from(inventoryAllocations)
    .where(and(eq(inventoryAllocations.sourceKind, kind), eq(inventoryAllocations.sourceId, ownerId)));

async function laborItem() {
  const [labor] = await t.database.db.select().from(itemTypes).where(eq(itemTypes.name, 'Labor'));
  return seedItem(t, { typeId: labor.id });
}

describe('line-item warehouse sourcing', () => {
  it('gives a stocked line the office default warehouse and allocates it there', async () => {
    const f = await sourcingOffice();
    const job = await seedJob(t, admin, { officeId: f.office.id });
    const item = await seedItem(t);
    const res = await api('POST', `/v1/jobs/${job.id}/items`, { itemId: item.id, quantity: 3 });
    expect(res.statusCode).toBe(201);
    const line: LineItem = res.json();
    expect(line.warehouseId).toBe(f.main.id);
    expect(await allocationsOf('Job', job.id)).toMatchObject([
      { itemId: item.id, warehouseId: f.main.id, sourceLineId: line.id, quantity: '3.0000' },
    ]);
  });

  it('answers the owner sourcing with the collection', async () => {
    const f = await sourcingOffice();
    const bid = await seedBid(t, admin, { officeId: f.office.id });
    const c: LineItemCollection = (await api('GET', `/v1/bids/${bid.id}/items`)).json();
    expect(c.sourcing.defaultWarehouseId).toBe(f.main.id);
    const byId = new Map(c.sourcing.warehouses.map((w) => [w.id, w]));
    expect(byId.get(f.main.id)).toEqual({
      id: f.main.id,
      name: f.main.name,
      isVan: false,
      canSourceFrom: true,
      autoSourceFrom: true,
    });
    expect(byId.get(f.closed.id)).toMatchObject({ canSourceFrom: false, autoSourceFrom: false });
    expect(byId.get(f.van.id)).toMatchObject({ isVan: true, canSourceFrom: true });
    expect(byId.get(f.spare.id)).toMatchObject({ canSourceFrom: true, autoSourceFrom: false });
    expect(c.sourcing.warehouses).toHaveLength(4);
  });

  it('moves the allocation when the warehouse changes and refuses one the office cannot source from', async () => {
    const f = await sourcingOffice();
    const bid = await seedBid(t, admin, { officeId: f.office.id });
    const base = `/v1/bids/${bid.id}/items`;
    const item = await seedItem(t);
    const line: LineItem = (await api('POST', base, { itemId: item.id, quantity: 2 })).json();
    const moved = await api('PATCH', `${base}/${line.id}`, { warehouseId: f.spare.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().warehouseId).toBe(f.spare.id);
    expect(await allocationsOf('Bid', bid.id)).toMatchObject([
      { itemId: item.id, warehouseId: f.spare.id, sourceLineId: line.id, quantity: '2.0000' },
    ]);

    const refused = await api('PATCH', `${base}/${line.id}`, { warehouseId: f.closed.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(warehouseNotSourceable(f.closed.name, f.office.name));
    // A warehouse of another office is not among its choices either.
    const elsewhere = await seedWarehouse(t, { officeId: (await newOffice()).id });
    expect((await api('PATCH', `${base}/${line.id}`, { warehouseId: elsewhere.id })).statusCode).toBe(422);
    const unknown = await api('PATCH', `${base}/${line.id}`, { warehouseId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map((e: { field: string }) => e.field)).toEqual(['warehouseId']);
    expect(await allocationsOf('Bid', bid.id)).toMatchObject([{ warehouseId: f.spare.id }]);

    // Clearing the warehouse releases the allocation.
    expect((await api('PATCH', `${base}/${line.id}`, { warehouseId: null })).json().warehouseId).toBeNull();
    expect(await allocationsOf('Bid', bid.id)).toEqual([]);
  });

  it('gives non-stocked lines and lines sent with warehouseId null no warehouse', async () => {
    const f = await sourcingOffice();
    const job = await seedJob(t, admin, { officeId: f.office.id });
    const base = `/v1/jobs/${job.id}/items`;
    const labor: LineItem = (await api('POST', base, { itemId: (await laborItem()).id, quantity: 1 })).json();
    expect(labor.warehouseId).toBeNull();
    const none: LineItem = (
      await api('POST', base, { itemId: (await seedItem(t)).id, quantity: 1, warehouseId: null })
    ).json();
    expect(none.warehouseId).toBeNull();
    expect(await allocationsOf('Job', job.id)).toEqual([]);
  });

  it('falls back to the first auto-sourced warehouse, else none', async () => {
    const office = await newOffice();
    const blocked = await seedWarehouse(t, { officeId: office.id, name: unique('A Blocked') });
    const auto = await seedWarehouse(t, { officeId: office.id, name: unique('B Auto') });
    await t.database.db.insert(warehouseOffices).values([
      { officeId: office.id, warehouseId: blocked.id, isDefault: true, canSourceFrom: false },
      { officeId: office.id, warehouseId: auto.id, autoSourceFrom: true },
    ]);
    const item = await seedItem(t);
    const job = await seedJob(t, admin, { officeId: office.id });
    const line: LineItem = (
      await api('POST', `/v1/jobs/${job.id}/items`, { itemId: item.id, quantity: 1 })
    ).json();
    expect(line.warehouseId).toBe(auto.id);

    // An office whose warehouses are neither default nor auto-sourced: no warehouse, no allocation.
    const plain = await newOffice();
    await seedWarehouse(t, { officeId: plain.id });
    const bid = await seedBid(t, admin, { officeId: plain.id });
    const c: LineItemCollection = (await api('GET', `/v1/bids/${bid.id}/items`)).json();
    expect(c.sourcing.defaultWarehouseId).toBeNull();
    const bare: LineItem = (
      await api('POST', `/v1/bids/${bid.id}/items`, { itemId: item.id, quantity: 1 })
    ).json();
    expect(bare.warehouseId).toBeNull();
    expect(await allocationsOf('Bid', bid.id)).toEqual([]);
  });

  it('lists a warehouse a line uses outside the office so its name shows', async () => {
    const f = await sourcingOffice();
    const other = await seedWarehouse(t, { officeId: (await newOffice()).id });
    const job = await seedJob(t, admin, { officeId: f.office.id });
    const item = await seedItem(t);
    await api('POST', `/v1/jobs/${job.id}/items`, { itemId: item.id, quantity: 1, warehouseId: other.id });
    const c: LineItemCollection = (await api('GET', `/v1/jobs/${job.id}/items`)).json();
    expect(c.sourcing.warehouses.find((w) => w.id === other.id)).toEqual({
      id: other.id,
      name: other.name,
      isVan: false,
      canSourceFrom: false,
      autoSourceFrom: false,
    });
  });
});
