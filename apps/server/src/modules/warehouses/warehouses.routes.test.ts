import { Permission } from '@fieldline/contracts/common/permissions';
import { SINGLE_BIN_HEADER, type Warehouse } from '@fieldline/contracts/warehouses/warehouses.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../test/harness';
import { offices } from '../organization';
import { warehouseBins, warehouses } from './warehouses.table';

let t: TestApp;
let admin: string;
let officeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  [{ id: officeId }] = await t.database.db.select().from(offices).orderBy(offices.id).limit(1);
});
afterAll(() => t.close());

function api(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = admin,
) {
  return t.as(token)({ method, url, payload: payload as object });
}

describe('warehouses', () => {
  it('creates, lists, reads and updates a warehouse with its bins; every answer has the single-bin header', async () => {
    const name = unique('Main');
    const created = await api('POST', '/v1/warehouses', {
      name,
      officeId,
      bins: [{ name: 'A-1' }, { name: 'B-1' }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers[SINGLE_BIN_HEADER]).toBe('false');
    const w: Warehouse = created.json();
    expect(w).toMatchObject({ name, officeId, isVan: false, isActive: true, version: 1 });
    expect(w.bins.map((b) => b.name)).toEqual(['A-1', 'B-1']);

    const list = await api('GET', `/v1/warehouses?officeId=${officeId}&isVan=false&active=true`);
    expect(list.headers[SINGLE_BIN_HEADER]).toBe('false');
    expect(list.json().map((x: Warehouse) => x.id)).toContain(w.id);
    const byOffice = await api('GET', `/v1/warehouses/getbyofficeid/${officeId}`);
    expect(byOffice.json().find((x: Warehouse) => x.id === w.id).bins).toHaveLength(2);

    const [a1] = w.bins;
    const patched = await api('PATCH', `/v1/warehouses/${w.id}`, {
      version: 1,
      name: `${name} X`,
      bins: [{ id: a1.id, name: 'A-01', isActive: false }, { name: 'C-1' }],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().bins.map((b: { name: string; isActive: boolean }) => [b.name, b.isActive])).toEqual(
      [
        ['A-01', false],
        ['B-1', true],
        ['C-1', true],
      ],
    );
    expect((await api('PATCH', `/v1/warehouses/${w.id}`, { version: 1, name: 'stale' })).statusCode).toBe(
      409,
    );
    expect((await api('GET', `/v1/warehouses/${w.id}`)).json().name).toBe(`${name} X`);
  });

  it('gives a warehouse without bins one bin named Main and refuses duplicate bin names', async () => {
    const w = (await api('POST', '/v1/warehouses', { name: unique('W'), officeId })).json();
    expect(w.bins.map((b: { name: string }) => b.name)).toEqual(['Main']);
    const before = await countRows(t, warehouses);
    const dup = await api('POST', '/v1/warehouses', {
      name: unique('W'),
      officeId,
      bins: [{ name: 'X' }, { name: 'x' }],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual([
      { field: 'bins[1].name', message: 'Bin names must be unique within a warehouse.' },
    ]);
    expect(await countRows(t, warehouses)).toBe(before);
  });

  it('answers 400 naming every bad field and saves nothing', async () => {
    const before = await countRows(t, warehouses);
    const res = await api('POST', '/v1/warehouses', { name: '', officeId: 'x', isVan: 'yes', bins: [{}] });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['bins[0].name', 'isVan', 'name', 'officeId'].sort());
    const unknownOffice = await api('POST', '/v1/warehouses', { name: unique('W'), officeId: 999999 });
    expect(unknownOffice.json().errors).toEqual([{ field: 'officeId', message: 'Unknown office.' }]);
    expect(await countRows(t, warehouses)).toBe(before);
  });

  it('turns the header to true with UseSingleBinInventory', async () => {
    await api('PATCH', '/v1/settings', { UseSingleBinInventory: true });
    try {
      expect((await api('GET', '/v1/warehouses')).headers[SINGLE_BIN_HEADER]).toBe('true');
    } finally {
      await api('PATCH', '/v1/settings', { UseSingleBinInventory: false });
    }
  });

  it('needs Warehouses read to list and full to change', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Warehouses, accessLevel: 1 }]);
    const none = await userWith(t, admin, []);
    expect((await api('GET', '/v1/warehouses', undefined, none.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/warehouses', undefined, reader.token)).statusCode).toBe(200);
    const write = await api('POST', '/v1/warehouses', { name: unique('W'), officeId }, reader.token);
    expect(write.statusCode).toBe(403);
    expect((await api('GET', '/v1/warehouses', undefined, null as unknown as string)).statusCode).toBe(401);
  });
});

describe('warehouse offices and sourcing', () => {
  it('links offices with sourcing flags, keeps one default per office and answers the office for sourcing', async () => {
    const w1 = await seedWarehouse(t);
    const w2 = await seedWarehouse(t);
    const van = await seedWarehouse(t, { isVan: true });
    const l1 = (
      await api('POST', '/v1/warehouses/offices', { officeId, warehouseId: w1.id, isDefault: true })
    ).json();
    expect(l1).toMatchObject({
      officeId,
      warehouseId: w1.id,
      canSourceFrom: true,
      autoSourceFrom: false,
      isDefault: true,
    });
    const l2 = await api('POST', '/v1/warehouses/offices', {
      officeId,
      warehouseId: w2.id,
      autoSourceFrom: true,
      isDefault: true,
    });
    expect(l2.statusCode).toBe(201);
    expect((await api('GET', `/v1/warehouses/offices/${l1.id}`)).json().isDefault).toBe(false);
    const noSource = await api('PATCH', `/v1/warehouses/offices/${l1.id}`, { canSourceFrom: false });
    expect(noSource.json().canSourceFrom).toBe(false);

    const sourcing = (await api('GET', `/v1/offices/${officeId}/sourcing`)).json();
    expect(sourcing.defaultWarehouse).toEqual({ id: w2.id, name: w2.name, isVan: false });
    const entry = (id: number) =>
      sourcing.warehouses.find((x: { warehouse: { id: number } }) => x.warehouse.id === id);
    expect(entry(w1.id)).toEqual({
      canSourceFrom: false,
      autoSourceFrom: false,
      warehouse: { id: w1.id, name: w1.name, isVan: false },
    });
    expect(entry(w2.id)).toMatchObject({ canSourceFrom: true, autoSourceFrom: true });
    expect(entry(van.id).warehouse.isVan).toBe(true);

    const listed = (await api('GET', `/v1/warehouses/offices?warehouseId=${w2.id}`)).json();
    expect(listed).toHaveLength(1);
    expect((await api('DELETE', `/v1/warehouses/offices/${l1.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/warehouses/offices/${l1.id}`)).statusCode).toBe(404);
    const bad = await api('POST', '/v1/warehouses/offices', { officeId, warehouseId: 999999 });
    expect(bad.json().errors).toEqual([{ field: 'warehouseId', message: 'Unknown warehouse.' }]);
  });

  it('assigns employees to warehouses', async () => {
    const van = await seedWarehouse(t, { isVan: true });
    const me = (await api('GET', '/v1/users/current')).json();
    const created = await api('POST', '/v1/warehouses/assignments', {
      warehouseId: van.id,
      employeeId: me.id,
    });
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({ warehouseId: van.id, employeeId: me.id, isVan: true, isPrimary: false });
    expect(a.employeeName).toBeTruthy();
    expect(
      (await api('PATCH', `/v1/warehouses/assignments/${a.id}`, { isPrimary: true })).json().isPrimary,
    ).toBe(true);
    expect(
      (await api('GET', `/v1/warehouses/assignments?employeeId=${me.id}`))
        .json()
        .map((x: { id: number }) => x.id),
    ).toContain(a.id);
    const dup = await api('POST', '/v1/warehouses/assignments', { warehouseId: van.id, employeeId: me.id });
    expect(dup.statusCode).toBe(409);
    expect((await api('DELETE', `/v1/warehouses/assignments/${a.id}`)).statusCode).toBe(204);
    const bad = await api('POST', '/v1/warehouses/assignments', { warehouseId: van.id, employeeId: 0 });
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['employeeId']);
  });
});

describe('default bin per item and warehouse', () => {
  it('answers the warehouse first active bin until one is saved, then the saved one', async () => {
    const item = await seedItem(t);
    const w = await seedWarehouse(t, {}, ['Z-1', 'Z-2']);
    const first = await api('GET', `/v1/items/${item.id}/defaultBin?warehouseId=${w.id}`);
    expect(first.json()).toEqual({ id: w.bins[0].id, name: 'Z-1' });
    expect(first.headers[SINGLE_BIN_HEADER]).toBe('false');
    const set = await api('PUT', `/v1/items/${item.id}/defaultBin`, {
      warehouseId: w.id,
      binId: w.bins[1].id,
    });
    expect(set.json()).toEqual({ id: w.bins[1].id, name: 'Z-2' });
    expect((await api('GET', `/v1/items/${item.id}/defaultBin?warehouseId=${w.id}`)).json().name).toBe('Z-2');

    const other = await seedWarehouse(t);
    const wrong = await api('PUT', `/v1/items/${item.id}/defaultBin`, {
      warehouseId: w.id,
      binId: other.bins[0].id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'binId', message: 'The bin does not belong to the warehouse.' },
    ]);
    expect((await api('GET', `/v1/items/${item.id}/defaultBin`)).json().errors[0].field).toBe('warehouseId');
    expect((await api('GET', `/v1/items/999999/defaultBin?warehouseId=${w.id}`)).statusCode).toBe(404);
    // Deactivating the saved bin falls back to the first active one.
    await t.database.db
      .update(warehouseBins)
      .set({ isActive: false })
      .where(eq(warehouseBins.id, w.bins[1].id));
    expect((await api('GET', `/v1/items/${item.id}/defaultBin?warehouseId=${w.id}`)).json().name).toBe('Z-1');
  });
});

describe('lookups', () => {
  it('serves warehouses and warehousebins', async () => {
    const w = await seedWarehouse(t);
    const houses = (await api('GET', '/v1/cache/warehouses')).json();
    expect(houses.find((x: { id: number }) => x.id === w.id)).toMatchObject({ name: w.name, isVan: false });
    const bins = (await api('GET', '/v1/cache/warehousebins')).json();
    expect(bins.filter((b: { warehouseId: number }) => b.warehouseId === w.id)).toHaveLength(2);
  });
});
