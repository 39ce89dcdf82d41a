import { Permission } from '@fieldline/contracts/common/permissions';
import {
  BLANK_GROUP_NAME,
  CANNOT_MOVE_DOWN,
  CANNOT_MOVE_UP,
  type LineItemCollection,
  type LineItemGroup,
  SYSTEM_GROUP_DELETE,
} from '@fieldline/contracts/line-items/line-items.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import { seedBid, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { inventoryAllocations } from '../inventory';
import { copyCollection, listCollectionLines, markLinesIssued } from './index';

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
const read = async (base: string): Promise<LineItemCollection> => (await api('GET', `${base}/items`)).json();

/** A bid with groups A and B, two lines in each (a1, a2, b1, b2) and one in the NA group (n1). */
async function bidWithGroups() {
  const bid = await seedBid(t, admin);
  const base = `/v1/bids/${bid.id}`;
  const item = await seedItem(t);
  const add = async (groupName: string | undefined, description: string) =>
    (await api('POST', `${base}/items`, { itemId: item.id, quantity: 1, groupName, description })).json();
  const a1 = await add('A', 'a1');
  const a2 = await add('A', 'a2');
  const b1 = await add('B', 'b1');
  const b2 = await add('B', 'b2');
  const n1 = await add(undefined, 'n1');
  return { bid, base, item, ids: { a1: a1.id, a2: a2.id, b1: b1.id, b2: b2.id, n1: n1.id } };
}
const layout = (c: LineItemCollection) =>
  c.groups.map(
    (g) =>
      `${g.name}:${c.items
        .filter((i) => i.group.id === g.id)
        .map((i) => i.description)
        .join(',')}`,
  );

describe('groups arriving with items', () => {
  it('creates a missing group on add and keeps the not-applicable group last', async () => {
    const { base } = await bidWithGroups();
    const c = await read(base);
    expect(layout(c)).toEqual(['A:a1,a2', 'B:b1,b2', 'Not Applicable:n1']);
    expect(c.groups.map((g) => [g.first, g.last, g.isNAGroup])).toEqual([
      [true, false, false],
      [false, false, false],
      [false, true, true],
    ]);
    expect(c.groups[0].totals).toMatchObject({ subtotal: '30.00', cost: '20.00', total: '30.00' });
  });
});

describe('moving lines', () => {
  it('swaps within a group and crosses group edges both ways', async () => {
    const { base, ids } = await bidWithGroups();
    const move = (id: number, direction: 'up' | 'down') =>
      api('PATCH', `${base}/items/${id}/move`, { direction });
    expect((await move(ids.a2, 'up')).statusCode).toBe(200);
    expect(layout(await read(base))).toEqual(['A:a2,a1', 'B:b1,b2', 'Not Applicable:n1']);
    // a1 is last of A: down puts it first in B.
    expect(layout((await move(ids.a1, 'down')).json())).toEqual(['A:a2', 'B:a1,b1,b2', 'Not Applicable:n1']);
    // a1 is first of B: up puts it back at the end of A.
    expect(layout((await move(ids.a1, 'up')).json())).toEqual(['A:a2,a1', 'B:b1,b2', 'Not Applicable:n1']);
    expect(layout((await move(ids.b2, 'down')).json())).toEqual(['A:a2,a1', 'B:b1', 'Not Applicable:b2,n1']);
    const c = await read(base);
    expect(c.items.find((i) => i.id === ids.b2)?.displayOrder).toBe(1);
    expect(c.items.find((i) => i.id === ids.n1)?.displayOrder).toBe(2);
  });

  it('refuses to move the first line up and the last line down', async () => {
    const { base, ids } = await bidWithGroups();
    const up = await api('PATCH', `${base}/items/${ids.a1}/move`, { direction: 'up' });
    expect(up.statusCode).toBe(422);
    expect(up.json().message).toBe(CANNOT_MOVE_UP);
    const down = await api('PATCH', `${base}/items/${ids.n1}/move`, { direction: 'down' });
    expect(down.statusCode).toBe(422);
    expect(down.json().message).toBe(CANNOT_MOVE_DOWN);
    const bad = await api('PATCH', `${base}/items/${ids.n1}/move`, { direction: 'sideways' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('direction');
  });

  it('moves a line to another group with group { id }', async () => {
    const { base, ids } = await bidWithGroups();
    const c = await read(base);
    const b = c.groups.find((g) => g.name === 'B') as LineItemGroup;
    const res = await api('PATCH', `${base}/items/${ids.a1}`, { group: { id: b.id } });
    expect(res.json().group.id).toBe(b.id);
    expect(layout(await read(base))).toEqual(['A:a2', 'B:b1,b2,a1', 'Not Applicable:n1']);
  });
});

describe('group editing', () => {
  it('enforces the flag dependencies', async () => {
    const { base } = await bidWithGroups();
    const [a] = (await read(base)).groups;
    const off = await api('PATCH', `${base}/item-groups/${a.id}`, { showDetail: false });
    expect(off.json()).toMatchObject({
      showDetail: false,
      showItemName: false,
      showItemDescription: false,
      showQuantity: false,
      showPrice: false,
      showSubtotal: true,
      showTaxAndTotal: true,
    });
    // A dependant cannot come back while its parent is cleared.
    expect((await api('PATCH', `${base}/item-groups/${a.id}`, { showPrice: true })).json().showPrice).toBe(
      false,
    );
    const sub = await api('PATCH', `${base}/item-groups/${a.id}`, {
      showSubtotal: false,
      showTaxAndTotal: true,
    });
    expect(sub.json()).toMatchObject({ showSubtotal: false, showTaxAndTotal: false });
    const on = await api('PATCH', `${base}/item-groups/${a.id}`, { showDetail: true, showPrice: true });
    expect(on.json()).toMatchObject({ showDetail: true, showPrice: true, showQuantity: false });
    const created = await api('POST', `${base}/item-groups`, {
      name: 'C',
      showSubtotal: false,
      showTaxAndTotal: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ displayOrder: 9999, showTaxAndTotal: false });
  });

  it('renames, reorders from 1 with NA last, and refuses blank names', async () => {
    const { base } = await bidWithGroups();
    const c = (await api('POST', `${base}/item-groups`, { name: 'C' })).json();
    expect((await read(base)).groups.map((g) => `${g.name}${g.displayOrder}`)).toEqual([
      'A9999',
      'B9999',
      'C9999',
      'Not Applicable9999',
    ]);
    const sorted = await api('PATCH', `${base}/item-groups/${c.id}/sort-order`, { displayOrder: 1 });
    expect(sorted.json()).toMatchObject({ displayOrder: 1, first: true });
    expect((await read(base)).groups.map((g) => `${g.name}${g.displayOrder}`)).toEqual([
      'C1',
      'A2',
      'B3',
      'Not Applicable9999',
    ]);
    expect((await api('PATCH', `${base}/item-groups/${c.id}`, { name: ' Cooling ' })).json().name).toBe(
      'Cooling',
    );
    const blank = await api('PATCH', `${base}/item-groups/${c.id}`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'name', message: BLANK_GROUP_NAME }]);
    expect((await api('POST', `${base}/item-groups`, { name: '' })).statusCode).toBe(400);
    expect((await api('GET', `${base}/item-groups`)).json()).toHaveLength(4);
    expect((await api('GET', `${base}/item-groups/${c.id}`)).json().name).toBe('Cooling');
    expect((await api('GET', `${base}/item-groups/999999`)).statusCode).toBe(404);
  });

  it('deletes a group moving its lines to the NA group; the NA group stays', async () => {
    const { base } = await bidWithGroups();
    const [a, , na] = (await read(base)).groups;
    expect((await api('DELETE', `${base}/item-groups/${a.id}`)).statusCode).toBe(204);
    expect(layout(await read(base))).toEqual(['B:b1,b2', 'Not Applicable:n1,a1,a2']);
    expect((await read(base)).groups[0].displayOrder).toBe(1);
    const refused = await api('DELETE', `${base}/item-groups/${na.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(SYSTEM_GROUP_DELETE);
    expect((await api('DELETE', `${base}/item-groups/999999`)).statusCode).toBe(404);
  });

  it('needs the owner permission', async () => {
    const { base } = await bidWithGroups();
    const reader = await userWith(t, admin, [{ id: Permission.Bids, accessLevel: 1 }]);
    expect((await api('GET', `${base}/item-groups`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('POST', `${base}/item-groups`, { name: 'X' }, reader.token)).statusCode).toBe(403);
    const none = await userWith(t, admin, []);
    expect((await api('GET', `${base}/item-groups`, undefined, none.token)).statusCode).toBe(403);
  });
});

describe('module exports', () => {
  it('copies a bid collection to a job, moving the allocations, and marks lines issued', async () => {
    const bid = await seedBid(t, admin);
    const job = await seedJob(t, admin, { customerId: bid.customerId, locationId: bid.locationId });
    const item = await seedItem(t);
    const house = await seedWarehouse(t);
    const base = `/v1/bids/${bid.id}`;
    await api('POST', `${base}/items`, {
      itemId: item.id,
      quantity: 4,
      groupName: 'Parts',
      warehouseId: house.id,
    });
    const second = (await api('POST', `${base}/items`, { itemId: item.id, quantity: 1 })).json();
    await api('PATCH', `${base}/items/${second.id}/notes`, { note: 'Roof access' });
    await api('POST', `${base}/items/${second.id}/equipmentproperties`, { serialNumber: 'SN-77' });
    await t.database.db.transaction((tx) =>
      copyCollection(tx, { userId: null }, 'Bid', bid.id, 'Job', job.id),
    );
    const copied = await read(`/v1/jobs/${job.id}`);
    expect(layout(copied).map((s) => s.replace(/:.*/, ''))).toEqual(['Parts', 'Not Applicable']);
    expect(copied.items.map((i) => i.quantity)).toEqual(['4.0000', '1.0000']);
    expect(copied.items[1]).toMatchObject({
      note: 'Roof access',
      equipmentProperties: [{ serialNumber: 'SN-77' }],
    });
    const allocs = await t.database.db
      .select()
      .from(inventoryAllocations)
      .where(eq(inventoryAllocations.itemId, item.id));
    // The second line, sent without a warehouse, allocates from the office default (the demo's main).
    expect(allocs.map((a) => [a.sourceKind, a.sourceId, a.quantity]).sort()).toEqual([
      ['Job', job.id, '1.0000'],
      ['Job', job.id, '4.0000'],
    ]);

    const lines = await listCollectionLines(t.database.db, 'Job', job.id);
    expect(lines).toHaveLength(2);
    await markLinesIssued(t.database.db, 'Job', job.id, [{ lineId: lines[0].id, quantity: '3' }]);
    const [left] = await t.database.db
      .select()
      .from(inventoryAllocations)
      .where(
        and(eq(inventoryAllocations.sourceKind, 'Job'), eq(inventoryAllocations.sourceLineId, lines[0].id)),
      );
    expect(left.quantity).toBe('1.0000');
    expect((await listCollectionLines(t.database.db, 'Job', job.id))[0].issuedQuantity).toBe('3.0000');
  });
});
