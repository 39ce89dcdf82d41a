import { Permission } from '@fieldline/contracts/common/permissions';
import {
  CATEGORY_IN_USE,
  DUPLICATE_CATEGORY,
  DUPLICATE_MANUFACTURER,
  MARGIN_TOO_HIGH,
  MARKUP_TO_BEFORE_FROM,
} from '@fieldline/contracts/items/items.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { itemCategories, itemLineGroups, itemMarkups, manufacturers } from './items.table';

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

describe('item categories', () => {
  it('lists, creates, updates with versions, refuses duplicates and deletes unused ones', async () => {
    const list = (await api('GET', '/v1/items/categories?fields=id,name')).json();
    expect(list.length).toBeGreaterThan(10);
    expect(Object.keys(list[0]).sort()).toEqual(['id', 'name']);
    const name = unique('Category');
    const created = await api('POST', '/v1/items/categories', { name, sort: 3 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name, sort: 3, isActive: true, version: 1 });
    const id = created.json().id;
    const dup = await api('POST', '/v1/items/categories', { name: name.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: DUPLICATE_CATEGORY, errors: [{ field: 'name' }] });
    const before = await countRows(t, itemCategories);
    const bad = await api('POST', '/v1/items/categories', { name: '', sort: -1 });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['name', 'sort']);
    expect(await countRows(t, itemCategories)).toBe(before);
    const patched = await api('PATCH', `/v1/items/categories/${id}`, { isActive: false, version: 1 });
    expect(patched.json()).toMatchObject({ isActive: false, version: 2 });
    expect((await api('PATCH', `/v1/items/categories/${id}`, { sort: 1, version: 1 })).statusCode).toBe(409);
    const active = (await api('GET', '/v1/items/categories?isActive=true')).json();
    expect(active.some((c: { id: number }) => c.id === id)).toBe(false);
    // In use: refused with the rule's message; unused: deleted.
    const item = await api('POST', '/v1/items', {
      itemCode: unique('C'),
      name: 'In category',
      categoryId: id,
    });
    expect(item.statusCode).toBe(201);
    const inUse = await api('DELETE', `/v1/items/categories/${id}`);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toBe(CATEGORY_IN_USE);
    const spare = (await api('POST', '/v1/items/categories', { name: unique('Spare') })).json();
    expect((await api('DELETE', `/v1/items/categories/${spare.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/items/categories/${spare.id}`)).statusCode).toBe(404);
  });

  it('needs Items full to change categories', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Items, accessLevel: 1 }]);
    expect((await api('GET', '/v1/items/categories', undefined, reader.token)).statusCode).toBe(200);
    expect((await api('POST', '/v1/items/categories', { name: 'x' }, reader.token)).statusCode).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: '/v1/items/categories' })).statusCode).toBe(401);
  });
});

describe('item types, markup types, lines and lookups', () => {
  it('lists the seeded item and markup types', async () => {
    const types = (await api('GET', '/v1/itemTypes')).json();
    expect(types.map((x: { name: string }) => x.name)).toEqual([
      'Stock Part',
      'Non-Stock Part',
      'Equipment',
      'Labor',
      'Service',
      'Fee',
    ]);
    const markupTypes = (await api('GET', '/v1/items/markupTypes')).json();
    expect(markupTypes.map((x: { name: string }) => x.name)).toEqual(['Percent over cost', 'Margin']);
  });

  it('lists item lines with groups, reads one, creates groups and lines', async () => {
    const lines = (await api('GET', '/v1/itemlines')).json();
    expect(lines.length).toBeGreaterThanOrEqual(12);
    expect(lines[0].group).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect((await api('GET', `/v1/itemlines/${lines[0].id}`)).json()).toEqual(lines[0]);
    expect((await api('GET', '/v1/itemlines/99999999')).statusCode).toBe(404);
    const groups = (await api('GET', '/v1/itemlines/groups')).json();
    expect(groups.map((g: { name: string }) => g.name)).toContain('HVAC Lines');
    const name = unique('Group');
    const group = await api('POST', '/v1/itemlines/groups', { name });
    expect(group.statusCode).toBe(201);
    const before = await countRows(t, itemLineGroups);
    expect((await api('POST', '/v1/itemlines/groups', { name })).statusCode).toBe(409);
    expect((await api('POST', '/v1/itemlines/groups', {})).statusCode).toBe(400);
    expect(await countRows(t, itemLineGroups)).toBe(before);
    const line = await api('POST', '/v1/itemlines', { name: unique('Line'), groupId: group.json().id });
    expect(line.json()).toMatchObject({ group: { id: group.json().id, name } });
    const badLine = await api('POST', '/v1/itemlines', { name: unique('Line'), groupId: 99999999 });
    expect(fieldsOf(badLine)).toEqual(['groupId']);
  });

  it('serves the cache lookups itemcategories, itemtypes, itemmanufacturers, itemlines', async () => {
    for (const name of ['itemcategories', 'itemtypes', 'itemmanufacturers', 'itemlines']) {
      const res = await api('GET', `/v1/cache/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().length, name).toBeGreaterThan(0);
      expect(res.json()[0], name).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    }
  });
});

describe('manufacturers', () => {
  it('creates, searches, reads by both paths, updates, refuses duplicates and deletes', async () => {
    const name = unique('Acme Valve');
    const created = await api('POST', '/v1/manufacturers', { name, website: 'https://acme.example' });
    expect(created.statusCode).toBe(201);
    const m = created.json();
    expect(m).toMatchObject({ name, website: 'https://acme.example', phone: null, isActive: true });
    expect((await api('GET', `/v1/manufacturer/${m.id}`)).json()).toEqual(m);
    expect((await api('GET', `/v1/manufacturers/${m.id}`)).json()).toEqual(m);
    const found = (await api('GET', `/v1/manufacturers/search?query=${encodeURIComponent(name)}`)).json();
    expect(found).toMatchObject({ count_filtered: 1, data: [{ id: m.id }] });
    const listed = (await api('GET', '/v1/manufacturers?fields=ID,Name&limit=5')).json();
    expect(Object.keys(listed.data[0]).sort()).toEqual(['id', 'name']);
    const dup = await api('POST', '/v1/manufacturers', { name: name.toLowerCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(DUPLICATE_MANUFACTURER);
    const before = await countRows(t, manufacturers);
    expect(fieldsOf(await api('POST', '/v1/manufacturers', { name: ' ', phone: 'x'.repeat(31) }))).toEqual([
      'name',
      'phone',
    ]);
    expect(await countRows(t, manufacturers)).toBe(before);
    const patched = await api('PATCH', `/v1/manufacturers/${m.id}`, { phone: '303-555-0100', version: 1 });
    expect(patched.json()).toMatchObject({ phone: '303-555-0100', version: 2 });
    expect((await api('PATCH', `/v1/manufacturers/${m.id}`, { phone: '', version: 1 })).statusCode).toBe(409);
    expect((await api('DELETE', `/v1/manufacturers/${m.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/manufacturer/${m.id}`)).statusCode).toBe(404);
    const reader = await userWith(t, admin, [{ id: Permission.Items, accessLevel: 1 }]);
    expect((await api('POST', '/v1/manufacturers', { name: unique('M') }, reader.token)).statusCode).toBe(
      403,
    );
  });
});

describe('item markups and pricing', () => {
  it('CRUDs markup tiers with range and margin rules', async () => {
    const types = (await api('GET', '/v1/items/markupTypes')).json();
    const percent = types.find((x: { name: string }) => x.name === 'Percent over cost').id;
    const margin = types.find((x: { name: string }) => x.name === 'Margin').id;
    const before = await countRows(t, itemMarkups);
    const badRange = await api('POST', '/v1/itemmarkup', {
      markupTypeId: percent,
      name: 'Bad',
      fromCost: 10,
      toCost: 5,
      markupPercent: 20,
    });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().errors).toEqual([{ field: 'toCost', message: MARKUP_TO_BEFORE_FROM }]);
    const badMargin = await api('POST', '/v1/itemmarkup', {
      markupTypeId: margin,
      name: 'M',
      markupPercent: 100,
    });
    expect(badMargin.json().errors).toEqual([{ field: 'markupPercent', message: MARGIN_TOO_HIGH }]);
    const missing = await api('POST', '/v1/itemmarkup', {});
    expect(fieldsOf(missing)).toEqual(['markupPercent', 'markupTypeId', 'name']);
    expect(await countRows(t, itemMarkups)).toBe(before);

    const created = await api('POST', '/v1/itemmarkup', {
      markupTypeId: percent,
      name: 'Test tiers',
      fromCost: 0,
      toCost: 20,
      markupPercent: '50',
    });
    expect(created.statusCode).toBe(201);
    const tier = created.json();
    expect(tier).toMatchObject({
      markupType: { id: percent, name: 'Percent over cost' },
      fromCost: '0.0000',
      toCost: '20.0000',
      markupPercent: '50.0000',
    });
    expect((await api('GET', `/v1/itemmarkup/${tier.id}`)).json()).toEqual(tier);
    const listed = (await api('GET', `/v1/itemmarkup?markupTypeId=${percent}`)).json();
    expect(listed.some((m: { id: number }) => m.id === tier.id)).toBe(true);
    const patched = await api('PATCH', `/v1/itemmarkup/${tier.id}`, { toCost: null, version: 1 });
    expect(patched.json()).toMatchObject({ toCost: null, version: 2 });
    expect((await api('PATCH', `/v1/itemmarkup/${tier.id}`, { fromCost: 1, version: 1 })).statusCode).toBe(
      409,
    );
    expect((await api('DELETE', `/v1/itemmarkup/${tier.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/itemmarkup/${tier.id}`)).statusCode).toBe(404);
  });

  it("prices from the item's price, or from cost through the tier holding it", async () => {
    const types = (await api('GET', '/v1/items/markupTypes')).json();
    const percent = types.find((x: { name: string }) => x.name === 'Percent over cost').id;
    const margin = types.find((x: { name: string }) => x.name === 'Margin').id;
    const schedule = unique('Schedule');
    const low = (
      await api('POST', '/v1/itemmarkup', {
        markupTypeId: percent,
        name: schedule,
        toCost: 25,
        markupPercent: 80,
      })
    ).json();
    await api('POST', '/v1/itemmarkup', {
      markupTypeId: percent,
      name: schedule,
      fromCost: 25,
      markupPercent: 40,
    });
    const marginTier = (
      await api('POST', '/v1/itemmarkup', { markupTypeId: margin, name: unique('Eq'), markupPercent: 25 })
    ).json();
    const mk = async (body: object) =>
      (await api('POST', '/v1/items', { itemCode: unique('PR'), name: 'Priced', ...body })).json();
    const own = await mk({ cost: 10, price: '19.99' });
    const cheap = await mk({ cost: '12.3456', markupId: low.id });
    const dear = await mk({ cost: 100, markupId: low.id });
    const margined = await mk({ cost: 75, markupId: marginTier.id });
    const bare = await mk({ cost: 5 });
    const weighed = await mk({ cost: 2, price: 3, quantityStep: '0.25', quantityDecimals: 2 });
    const price = async (q: string) => (await api('GET', `/items/pricing?${q}`)).json();

    expect(await price(`itemId=${own.id}&quantity=3`)).toMatchObject({
      unitPrice: '19.9900',
      extendedPrice: '59.97',
      priceSource: 'item',
      quantity: '3',
    });
    // 12.3456 * 1.8 = 22.22208 → 22.2221 (4 places, half-even)
    expect(await price(`itemId=${cheap.id}`)).toMatchObject({
      unitPrice: '22.2221',
      priceSource: 'markup',
      markupPercent: '80.0000',
    });
    expect(await price(`itemId=${dear.id}&quantity=2`)).toMatchObject({
      unitPrice: '140.0000',
      extendedPrice: '280.00',
      markupPercent: '40.0000',
    });
    expect(await price(`itemId=${margined.id}`)).toMatchObject({
      unitPrice: '100.0000',
      markupType: 'Margin',
    });
    expect(await price(`itemId=${bare.id}`)).toMatchObject({ unitPrice: '5.0000', priceSource: 'cost' });
    expect(await price(`itemId=${weighed.id}&quantity=1.75`)).toMatchObject({
      quantity: '1.75',
      extendedPrice: '5.25',
    });
    const offScale = await api('GET', `/items/pricing?itemId=${weighed.id}&quantity=1.3`);
    expect(offScale.statusCode).toBe(400);
    expect(fieldsOf(offScale)).toEqual(['quantity']);
    const bad = await api('GET', '/items/pricing?itemId=abc&quantity=-1');
    expect(fieldsOf(bad)).toEqual(['itemId', 'quantity']);
    expect(fieldsOf(await api('GET', '/items/pricing?itemId=99999999'))).toEqual(['itemId']);
    expect(fieldsOf(await api('GET', `/items/pricing?itemId=${own.id}&customerId=99999999`))).toEqual([
      'customerId',
    ]);
    const nobody = await userWith(t, admin, []);
    expect((await api('GET', `/items/pricing?itemId=${own.id}`, undefined, nobody.token)).statusCode).toBe(
      403,
    );
  });
});
