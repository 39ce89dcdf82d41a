import { Permission } from '@fieldline/contracts/common/permissions';
import {
  ALTERNATE_IS_ITEM,
  type AlternateItem,
  CHILD_CYCLE,
  CHILD_IS_PARENT,
  DUPLICATE_ALTERNATE,
  DUPLICATE_CODE_IN_REQUEST,
  type Item,
  UNKNOWN_ITEM_CODE,
} from '@fieldline/contracts/items/items.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { seedItem, seedSupplier } from '../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../test/harness';
import { itemAlternates, itemComponents, items } from './items.table';

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
const fieldsOf = (res: { json(): any }) =>
  (res.json().errors ?? []).map((e: { field: string }) => e.field).sort();
const newItem = async (body: object = {}): Promise<Item> =>
  (await api('POST', '/v1/items', { itemCode: unique('K'), name: unique('Kit part'), ...body })).json();

describe('child items (kits)', () => {
  it('adds, lists, updates and removes child items with quantity-scale and cycle rules', async () => {
    const kit = await newItem({ name: 'Kit' });
    const pipe = await newItem({ name: 'Pipe', quantityStep: '0.5', quantityDecimals: 1 });
    const valve = await newItem({ name: 'Valve' });
    const added = await api('POST', `/v1/items/${kit.id}/childitems`, {
      childItemId: pipe.id,
      quantity: '2.5',
    });
    expect(added.statusCode).toBe(201);
    await api('POST', `/v1/items/${kit.id}/childitems`, { childItemId: valve.id });
    const list = (await api('GET', `/v1/items/querychilditems?parentId=${kit.id}`)).json();
    expect(list.map((c: any) => [c.item.name, c.quantity, c.sort])).toEqual([
      ['Pipe', '2.5000', 0],
      ['Valve', '1.0000', 1],
    ]);
    expect(list[0].item).toMatchObject({ id: pipe.id, quantityStep: '0.5', quantityDecimals: 1 });

    const before = await countRows(t, itemComponents);
    const offScale = await api('POST', `/v1/items/${kit.id}/childitems`, {
      childItemId: valve.id,
      quantity: 1.5,
    });
    expect(fieldsOf(offScale)).toEqual(['quantity']);
    const zero = await api('PATCH', `/v1/items/${kit.id}/childitems/${pipe.id}`, { quantity: 0 });
    expect(fieldsOf(zero)).toEqual(['quantity']);
    expect(fieldsOf(await api('POST', `/v1/items/${kit.id}/childitems`, { childItemId: 99999999 }))).toEqual([
      'childItemId',
    ]);
    expect((await api('POST', `/v1/items/${kit.id}/childitems`, { childItemId: valve.id })).statusCode).toBe(
      409,
    );
    const self = await api('POST', `/v1/items/${kit.id}/childitems`, { childItemId: kit.id });
    expect(self.json()).toMatchObject({ message: CHILD_IS_PARENT });
    const cycle = await api('POST', `/v1/items/${pipe.id}/childitems`, { childItemId: kit.id });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().message).toBe(CHILD_CYCLE);
    expect(await countRows(t, itemComponents)).toBe(before);

    const updated = await api('PATCH', `/v1/items/${kit.id}/childitems/${pipe.id}`, { quantity: '3' });
    expect(updated.json()[0].quantity).toBe('3.0000');
    expect((await api('DELETE', `/v1/items/${kit.id}/childitems/${valve.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/items/${kit.id}/childitems/${valve.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/v1/items/querychilditems?parentId=${kit.id}`)).json()).toHaveLength(1);
    expect((await api('GET', '/v1/items/querychilditems')).statusCode).toBe(400);
    expect((await api('GET', '/v1/items/querychilditems?parentId=99999999')).statusCode).toBe(404);
  });
});

describe('alternates', () => {
  it('lists alternates with the spec fields, adds both ways, refuses self and duplicates, removes the pair', async () => {
    const supplier = await seedSupplier(t);
    const maker = (await api('POST', '/v1/manufacturers', { name: unique('Alt maker') })).json();
    const a = await newItem({ name: 'Alt A', cost: 10, materialCost: 8, price: 20 });
    const b = await newItem({
      name: 'Alt B',
      description: 'Other maker',
      supplierId: supplier.id,
      manufacturerId: maker.id,
      cost: 11,
      materialCost: 9,
      price: 21,
    });
    expect((await api('GET', `/v1/items/${a.id}/alternates`)).json()).toEqual([]);
    const added = await api('POST', `/v1/items/${a.id}/alternates`, { alternateItemId: b.id });
    expect(added.statusCode).toBe(201);
    const list: AlternateItem[] = added.json();
    expect(list).toHaveLength(1);
    expect(list[0].item).toMatchObject({ id: a.id, name: 'Alt A' });
    expect(list[0].alternateItem).toEqual({
      id: b.id,
      itemCode: b.itemCode,
      name: 'Alt B',
      description: 'Other maker',
      supplier: { id: supplier.id, name: supplier.name },
      manufacturer: { id: maker.id, name: maker.name },
      cost: '11.0000',
      materialCost: '9.0000',
      price: '21.0000',
    });
    const back = (await api('GET', `/v1/items/${b.id}/alternates`)).json();
    expect(back.map((x: AlternateItem) => x.alternateItem.id)).toEqual([a.id]);

    const before = await countRows(t, itemAlternates);
    const dup = await api('POST', `/v1/items/${a.id}/alternates`, { alternateItemId: b.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(DUPLICATE_ALTERNATE);
    const self = await api('POST', `/v1/items/${a.id}/alternates`, { alternateItemId: a.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(ALTERNATE_IS_ITEM);
    expect(fieldsOf(await api('POST', `/v1/items/${a.id}/alternates`, { alternateItemId: 0 }))).toEqual([
      'alternateItemId',
    ]);
    expect((await api('POST', '/v1/items/99999999/alternates', { alternateItemId: a.id })).statusCode).toBe(
      404,
    );
    expect(await countRows(t, itemAlternates)).toBe(before);

    const oneWay = await newItem({ name: 'Alt C' });
    await api('POST', `/v1/items/${a.id}/alternates`, { alternateItemId: oneWay.id, bothWays: false });
    expect((await api('GET', `/v1/items/${oneWay.id}/alternates`)).json()).toEqual([]);
    expect((await api('DELETE', `/v1/items/${a.id}/alternates/${b.id}`)).statusCode).toBe(204);
    expect(
      await countRows(
        t,
        itemAlternates,
        and(eq(itemAlternates.itemId, b.id), eq(itemAlternates.alternateItemId, a.id)),
      ),
    ).toBe(0);
    expect((await api('DELETE', `/v1/items/${a.id}/alternates/${b.id}`)).statusCode).toBe(404);
    expect((await api('GET', '/v1/items/99999999/alternates')).statusCode).toBe(404);
  });

  it('needs Items read to list and Items full to change alternates', async () => {
    const [a, b] = [await seedItem(t), await seedItem(t)];
    const reader = await userWith(t, admin, [{ id: Permission.Items, accessLevel: 1 }]);
    const nobody = await userWith(t, admin, [{ id: Permission.AlternateItemCost, accessLevel: 2 }]);
    expect((await api('GET', `/v1/items/${a.id}/alternates`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('GET', `/v1/items/${a.id}/alternates`, undefined, nobody.token)).statusCode).toBe(403);
    const add = await api('POST', `/v1/items/${a.id}/alternates`, { alternateItemId: b.id }, reader.token);
    expect(add.statusCode).toBe(403);
  });

  it('has demo alternates between the same product from different makers', async () => {
    const res = (await api('GET', '/v1/items/search?query=CAP-TIT-45X5')).json();
    const alternates = (await api('GET', `/v1/items/${res.data[0].id}/alternates`)).json();
    expect(alternates.map((x: AlternateItem) => x.alternateItem.itemCode)).toEqual(['CAP-GEN-45X5-440']);
    // Demo items get a preferred supplier once the purchasing demo has seeded suppliers.
    expect(alternates[0].alternateItem.supplier).toMatchObject({ id: expect.any(Number) });
  });
});

describe('managed items', () => {
  it('creates catalogue items in one transaction and updates them by item code', async () => {
    const codes = [unique('MG'), unique('MG')];
    const created = await api('POST', '/v1/items/managed', {
      items: codes.map((itemCode, i) => ({ itemCode, name: `Managed ${i}`, cost: 2 + i })),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ created: 2, updated: 0 });
    const first = (await api('GET', `/v1/items/${created.json().items[0].id}`)).json();
    expect(first).toMatchObject({
      itemCode: codes[0],
      isManaged: true,
      cost: '2.0000',
      type: { name: 'Stock Part' },
    });

    const before = await countRows(t, items);
    const clash = await api('POST', '/v1/items/managed', {
      items: [
        { itemCode: unique('MG'), name: 'New' },
        { itemCode: codes[1].toLowerCase(), name: 'Clash' },
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([{ field: 'items[1].itemCode', message: expect.any(String) }]);
    const repeat = await api('POST', '/v1/items/managed', {
      items: [
        { itemCode: 'SAME-1', name: 'a' },
        { itemCode: 'same-1', name: 'b' },
      ],
    });
    expect(repeat.json().errors).toEqual([
      { field: 'items[1].itemCode', message: DUPLICATE_CODE_IN_REQUEST },
    ]);
    const badRows = await api('POST', '/v1/items/managed', {
      items: [
        { itemCode: unique('MG'), name: '' },
        { itemCode: unique('MG'), name: 'x', categoryId: 99999999 },
      ],
    });
    expect(fieldsOf(badRows)).toEqual(['items[0].name']);
    const badRef = await api('POST', '/v1/items/managed', {
      items: [{ itemCode: unique('MG'), name: 'x', categoryId: 99999999 }],
    });
    expect(fieldsOf(badRef)).toEqual(['items[0].categoryId']);
    expect(fieldsOf(await api('POST', '/v1/items/managed', { items: [] }))).toEqual(['items']);
    expect(await countRows(t, items)).toBe(before);

    const updated = await api('PATCH', '/v1/items/managed', {
      items: [
        { itemCode: codes[0].toLowerCase(), cost: '2.5' },
        { itemCode: codes[1], name: 'Renamed' },
      ],
    });
    expect(updated.json()).toMatchObject({ created: 0, updated: 2 });
    const after = (await api('GET', `/v1/items/${first.id}`)).json();
    expect(after).toMatchObject({ cost: '2.5000', name: 'Managed 0', version: 2 });
    const unknown = await api('PATCH', '/v1/items/managed', {
      items: [
        { itemCode: codes[0], cost: 9 },
        { itemCode: unique('NOPE'), cost: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'items[1].itemCode', message: UNKNOWN_ITEM_CODE }]);
    expect((await api('GET', `/v1/items/${first.id}`)).json().cost).toBe('2.5000');
    const reader = await userWith(t, admin, [{ id: Permission.Items, accessLevel: 1 }]);
    const denied = await api('PATCH', '/v1/items/managed', { items: [{ itemCode: codes[0] }] }, reader.token);
    expect(denied.statusCode).toBe(403);
  });
});
