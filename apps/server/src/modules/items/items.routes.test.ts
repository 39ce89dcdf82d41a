import { Permission } from '@fieldline/contracts/common/permissions';
import {
  DUPLICATE_ITEM_CODE,
  type Item,
  type ItemSearchRow,
} from '@fieldline/contracts/items/items.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { seedItem, seedSupplier } from '../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../test/harness';
import { itemSummaries } from '.';
import { items } from './items.table';

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

async function newItem(body: Record<string, unknown> = {}): Promise<Item> {
  const res = await api('POST', '/v1/items', { itemCode: unique('T'), name: unique('Test item'), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('items CRUD', () => {
  it('creates with defaults, reads, and updates with versions', async () => {
    const supplier = await seedSupplier(t);
    const code = unique('CRUD');
    const created = await newItem({
      itemCode: code,
      name: ' Capacitor 45/5 ',
      cost: 12.5,
      price: '30.125',
      supplierId: supplier.id,
      quantityStep: '0.25',
      quantityDecimals: 2,
    });
    expect(created).toMatchObject({
      itemCode: code,
      name: 'Capacitor 45/5',
      description: '',
      type: { name: 'Stock Part', isStocked: true },
      supplier: { id: supplier.id, name: supplier.name },
      cost: '12.5000',
      price: '30.1250',
      materialCost: '0.0000',
      quantityStep: '0.25',
      quantityDecimals: 2,
      isActive: true,
      isManaged: false,
      version: 1,
    });
    expect((await api('GET', `/v1/items/${created.id}`)).json()).toEqual(created);

    const patched = await api('PATCH', `/v1/items/${created.id}`, { price: '31', version: 1 });
    expect(patched.json()).toMatchObject({ price: '31.0000', cost: '12.5000', version: 2 });
    const stale = await api('PATCH', `/v1/items/${created.id}`, { price: '1', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await api('GET', `/v1/items/${created.id}`)).json().price).toBe('31.0000');
    expect((await api('GET', '/v1/items/99999999')).statusCode).toBe(404);
    expect((await api('GET', `/v1/items/${created.id}?fields=id,itemCode`)).json()).toEqual({
      id: created.id,
      itemCode: code,
    });
  });

  it('answers 400 naming every bad field and saves nothing', async () => {
    const before = await countRows(t, items);
    const res = await api('POST', '/v1/items', {
      itemCode: '',
      name: 'x'.repeat(201),
      cost: 'abc',
      price: -1,
      quantityDecimals: 7,
      categoryId: 'one',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['categoryId', 'cost', 'itemCode', 'name', 'price', 'quantityDecimals']);
    const unknownRefs = await api('POST', '/v1/items', {
      itemCode: unique('R'),
      name: 'Refs',
      categoryId: 999999,
      manufacturerId: 999999,
      typeId: 999999,
      supplierId: 999999,
    });
    expect(unknownRefs.statusCode).toBe(400);
    expect(fieldsOf(unknownRefs)).toEqual(['categoryId', 'manufacturerId', 'supplierId', 'typeId']);
    expect(await countRows(t, items)).toBe(before);
  });

  it('refuses a duplicate item code (any case) with 409', async () => {
    const first = await newItem();
    const res = await api('POST', '/v1/items', { itemCode: first.itemCode.toLowerCase(), name: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: DUPLICATE_ITEM_CODE, errors: [{ field: 'itemCode' }] });
    const other = await newItem();
    const patch = await api('PATCH', `/v1/items/${other.id}`, { itemCode: first.itemCode });
    expect(patch.statusCode).toBe(409);
  });

  it('checks the quantity scale: step > 0, decimals 0–4, step fits the decimals', async () => {
    const bad = async (body: object, field: string) => {
      const res = await api('POST', '/v1/items', { itemCode: unique('Q'), name: 'Scale', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res)).toEqual([field]);
    };
    await bad({ quantityStep: '0', quantityDecimals: 2 }, 'quantityStep');
    await bad({ quantityStep: '-1' }, 'quantityStep');
    await bad({ quantityStep: '0.5', quantityDecimals: 0 }, 'quantityStep');
    await bad({ quantityStep: '0.001', quantityDecimals: 2 }, 'quantityStep');
    await bad({ quantityDecimals: 5 }, 'quantityDecimals');
    await bad({ quantityDecimals: 1.5 }, 'quantityDecimals');
    const ok = await newItem({ quantityStep: 0.5, quantityDecimals: 1 });
    expect(ok).toMatchObject({ quantityStep: '0.5', quantityDecimals: 1 });
    // PATCH checks against the stored half: decimals 0 no longer fits a 0.5 step.
    const patch = await api('PATCH', `/v1/items/${ok.id}`, { quantityDecimals: 0 });
    expect(patch.statusCode).toBe(400);
    expect(fieldsOf(patch)).toEqual(['quantityDecimals']);
    expect(
      (await api('PATCH', `/v1/items/${ok.id}`, { quantityStep: 1, quantityDecimals: 0 })).statusCode,
    ).toBe(200);
  });

  it('sets and clears the system type', async () => {
    const item = await newItem();
    const set = await api('PATCH', `/v1/items/${item.id}/systemtype`, { systemType: 'Labor' });
    expect(set.json().systemType).toBe('Labor');
    expect((await api('PATCH', `/v1/items/${item.id}/systemtype`, { systemType: '' })).statusCode).toBe(400);
    expect((await api('DELETE', `/v1/items/${item.id}/systemtype`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/items/${item.id}`)).json().systemType).toBeNull();
    expect((await api('DELETE', '/v1/items/99999999/systemtype')).statusCode).toBe(404);
  });

  it('needs Items read to read and Items full to write; 401 without sign-in', async () => {
    const item = await newItem();
    const reader = await userWith(t, admin, [{ id: Permission.Items, accessLevel: 1 }]);
    const nobody = await userWith(t, admin, []);
    expect((await api('GET', `/v1/items/${item.id}`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('GET', '/v1/items/search?query=ab', undefined, reader.token)).statusCode).toBe(200);
    expect((await api('GET', `/v1/items/${item.id}`, undefined, nobody.token)).statusCode).toBe(403);
    expect(
      (await api('POST', '/v1/items', { itemCode: unique('P'), name: 'P' }, reader.token)).statusCode,
    ).toBe(403);
    expect((await api('PATCH', `/v1/items/${item.id}`, { name: 'P' }, reader.token)).statusCode).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: `/v1/items/${item.id}` })).statusCode).toBe(401);
    expect((await t.as(null)({ method: 'GET', url: '/items/pricing?itemId=1' })).statusCode).toBe(401);
  });
});

describe('items search (typeahead)', () => {
  it('matches code, name and description words, filters, pages and counts', async () => {
    const word = unique('Zq').replace(/-/g, '');
    const maker = (await api('POST', '/v1/manufacturers', { name: unique('Maker') })).json();
    const a = await newItem({ itemCode: `${word}-A`, name: 'Brass Widget', manufacturerId: maker.id });
    const b = await newItem({ name: `Copper ${word} Elbow` });
    const c = await newItem({ name: 'Gadget', description: `made for ${word}`, isActive: false });
    const ids = (body: { data: ItemSearchRow[] }) => body.data.map((r) => r.id);

    const all = (await api('GET', `/v1/items/search?query=${word}`)).json();
    expect(all.count_filtered).toBe(3);
    expect(ids(all)[0]).toBe(a.id); // the code starts with the query
    expect(new Set(ids(all))).toEqual(new Set([a.id, b.id, c.id]));
    const active = (await api('GET', `/v1/items/search?query=${word}&isActive=true`)).json();
    expect(new Set(ids(active))).toEqual(new Set([a.id, b.id]));
    const twoWords = (await api('GET', `/v1/items/search?query=copper%20${word.toLowerCase()}`)).json();
    expect(ids(twoWords)).toEqual([b.id]);
    const byMaker = (await api('GET', `/v1/items/search?query=${word}&ManufacturerId=${maker.id}`)).json();
    expect(ids(byMaker)).toEqual([a.id]);
    expect(byMaker.data[0]).toMatchObject({ manufacturerName: maker.name, typeName: 'Stock Part' });
    const page = (await api('GET', `/v1/items/search?query=${word}&limit=1&offset=1`)).json();
    expect(page).toMatchObject({ count_filtered: 3 });
    expect(page.data).toHaveLength(1);
    const count = (await api('GET', `/v1/items/search/count?query=${word}&isActive=false`)).json();
    expect(count).toEqual({ count: 1 });
    const wild = (await api('GET', '/v1/items/search?query=%25%25%25')).json();
    expect(wild.count_filtered).toBe(0);
    const list = await api('GET', '/v1/items?isActive=true&limit=5');
    expect(list.statusCode, list.body).toBe(200);
    const names = list.json().data.map((r: ItemSearchRow) => r.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    const projected = (await api('GET', `/v1/items/search?query=${word}&fields=id,name&limit=1`)).json();
    expect(Object.keys(projected.data[0]).sort()).toEqual(['id', 'name']);
  });

  it('finds demo items by category and uses the trigram index expression', async () => {
    const cats = (await api('GET', '/v1/items/categories')).json();
    const filters = cats.find((c: { name: string }) => c.name === 'HVAC Filters');
    const res = (await api('GET', `/v1/items/search?query=merv&category=${filters.id}&limit=20`)).json();
    expect(res.data.length).toBe(20);
    expect(res.data.every((r: ItemSearchRow) => r.categoryId === filters.id)).toBe(true);
    expect(res.count_filtered).toBeGreaterThan(20);
    const bad = await api('GET', '/v1/items/search?limit=0&category=x&isActive=maybe');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['category', 'isActive', 'limit']);
  });

  it('plans the contains search on the items_search_trgm index', async () => {
    await t.database.db.execute(sql`set enable_seqscan = off`);
    const plan = await t.database.db.execute(
      sql`explain select id from items where (item_code || ' ' || name || ' ' || description) ilike '%capacitor%'`,
    );
    await t.database.db.execute(sql`set enable_seqscan = on`);
    const text = JSON.stringify((plan as any).rows ?? plan);
    expect(text).toContain('items_search_trgm');
  });
});

describe('itemSummaries for other modules', () => {
  it('answers summaries by id in one call, unknown ids absent', async () => {
    const seeded = await seedItem(t, { quantityStep: '0.5000', quantityDecimals: 1 });
    const map = await itemSummaries(t.database.db, [seeded.id, seeded.id, 99999999]);
    expect([...map.keys()]).toEqual([seeded.id]);
    expect(map.get(seeded.id)).toEqual({
      id: seeded.id,
      itemCode: seeded.itemCode,
      name: seeded.name,
      description: '',
      cost: '10.0000',
      materialCost: '0.0000',
      price: '15.0000',
      quantityStep: '0.5',
      quantityDecimals: 1,
      typeId: seeded.typeId,
      isStocked: true,
      isEquipment: false,
      isActive: true,
      categoryId: null,
      manufacturerId: null,
    });
    expect((await itemSummaries(t.database.db, [])).size).toBe(0);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, seeded.id));
    expect(row.itemCode).toBe(seeded.itemCode);
  });
});
