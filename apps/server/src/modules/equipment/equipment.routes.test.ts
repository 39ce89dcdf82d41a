import { Permission } from '@fieldline/contracts/common/permissions';
import { EQUIPMENT_MESSAGES as M } from '@fieldline/contracts/equipment/equipment.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedCustomerSite, seedEquipment } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { equipmentSummaries } from '.';
import { equipment, equipmentSystems } from './equipment.table';

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

async function site() {
  const s = await seedCustomerSite(t, admin);
  return { customerId: s.customer.id, locationId: s.location.id, customer: s.customer, location: s.location };
}

describe('equipment CRUD', () => {
  it('creates at a customer location, reads with its references, updates with versions', async () => {
    const s = await site();
    const item = await seedItem(t, { isEquipment: true });
    const res = await api('POST', '/v1/equipment', {
      customerId: s.customerId,
      locationId: s.locationId,
      name: ' Rooftop unit 1 ',
      serialNumber: 'RTU-001',
      modelNumber: 'XR-15',
      itemId: item.id,
      installDate: '2024-05-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({
      name: 'Rooftop unit 1',
      serialNumber: 'RTU-001',
      modelNumber: 'XR-15',
      customer: { id: s.customerId, name: s.customer.name, accountNumber: s.customer.accountNumber },
      location: { id: s.locationId, name: s.location.name },
      item: { id: item.id, itemCode: item.itemCode },
      system: null,
      installDate: '2024-05-01',
      isActive: true,
      version: 1,
    });
    expect((await api('GET', `/v1/equipment/${e.id}`)).json()).toEqual(e);
    expect((await api('GET', `/v1/equipment/${e.id}?fields=id,name`)).json()).toEqual({
      id: e.id,
      name: 'Rooftop unit 1',
    });

    const patched = await api('PATCH', `/v1/equipment/${e.id}`, { notes: 'Belt squeals', version: 1 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ notes: 'Belt squeals', version: 2, serialNumber: 'RTU-001' });
    expect((await api('PATCH', `/v1/equipment/${e.id}`, { notes: 'x', version: 1 })).statusCode).toBe(409);
  });

  it('names every bad field in a 400 and saves nothing', async () => {
    const before = await countRows(t, equipment);
    const res = await api('POST', '/v1/equipment', { name: '', installDate: '2100-01-01', itemId: 'x' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['customerId', 'installDate', 'itemId', 'locationId', 'name']);
    const unknown = await api('POST', '/v1/equipment', {
      customerId: 99999999,
      locationId: 99999999,
      name: 'A',
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['customerId', 'locationId']);
    expect(await countRows(t, equipment)).toBe(before);
  });

  it('refuses a location of another customer (422) and a system of another location (422)', async () => {
    const a = await site();
    const b = await site();
    const res = await api('POST', '/v1/equipment', {
      customerId: a.customerId,
      locationId: b.locationId,
      name: 'X',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.locationOfOtherCustomer);

    const unit = await seedEquipment(t, { customerId: a.customerId, locationId: a.locationId });
    const moved = await api('PATCH', `/v1/equipment/${unit.id}`, { locationId: b.locationId });
    expect(moved.statusCode).toBe(422);

    const [otherSystem] = await t.database.db
      .insert(equipmentSystems)
      .values({ locationId: b.locationId, name: 'Elsewhere' })
      .returning();
    const sys = await api('PATCH', `/v1/equipment/${unit.id}`, { systemId: otherSystem.id });
    expect(sys.statusCode).toBe(422);
    expect(sys.json().message).toBe(M.systemAtOtherLocation);
  });

  it('answers 404 for unknown equipment', async () => {
    expect((await api('GET', '/v1/equipment/99999999')).statusCode).toBe(404);
    expect((await api('PATCH', '/v1/equipment/99999999', { name: 'x' })).statusCode).toBe(404);
    expect((await api('GET', '/v1/equipment/99999999/system')).statusCode).toBe(404);
  });
});

describe('equipment lists', () => {
  it('queries by filters, searches name/serial/model with counts, and limits for pickers', async () => {
    const s = await site();
    const other = await site();
    const tag = unique('Chiller').replace(/-/g, '');
    const a = await seedEquipment(
      t,
      { customerId: s.customerId, locationId: s.locationId },
      { name: `${tag} A` },
    );
    await seedEquipment(
      t,
      { customerId: s.customerId, locationId: s.locationId },
      { name: 'Boiler', serialNumber: `${tag}-SN` },
    );
    await seedEquipment(
      t,
      { customerId: s.customerId, locationId: s.locationId },
      { name: 'Pump', modelNumber: `${tag}M`, isActive: false },
    );
    await seedEquipment(
      t,
      { customerId: other.customerId, locationId: other.locationId },
      { name: `${tag} elsewhere` },
    );

    const at = (await api('GET', `/v1/equipment/query?locationId=${s.locationId}`)).json();
    expect(at.map((r: { name: string }) => r.name)).toEqual([`${tag} A`, 'Boiler', 'Pump'].sort());
    expect(at.find((r: { id: number }) => r.id === a.id)).toMatchObject({
      locationName: s.location.name,
      customerName: s.customer.name,
    });
    const active = (await api('GET', `/v1/equipment/query?customerId=${s.customerId}&isActive=true`)).json();
    expect(active).toHaveLength(2);

    const page = await api('GET', `/v1/equipment/search?query=${tag.toLowerCase()}&limit=2`);
    expect(page.json().count_filtered).toBe(4);
    expect(page.json().data).toHaveLength(2);
    const here = await api('GET', `/v1/equipment/search?query=${tag}&locationId=${s.locationId}`);
    expect(here.json().count_filtered).toBe(3);
    expect((await api('GET', `/v1/equipment/search/count?query=${tag}`)).json()).toEqual({ count: 4 });

    const picker = (await api('GET', `/v1/equipment/limit?locationId=${s.locationId}&limit=2`)).json();
    expect(picker).toHaveLength(2);
    expect((await api('GET', '/v1/equipment/limit?limit=500')).statusCode).toBe(400);
  });

  it('gives other modules summaries by id in one call', async () => {
    const s = await site();
    const unit = await seedEquipment(t, { customerId: s.customerId, locationId: s.locationId });
    const map = await equipmentSummaries(t.database.db, [unit.id, unit.id, 99999999]);
    expect([...map.keys()]).toEqual([unit.id]);
    expect(map.get(unit.id)).toMatchObject({ name: unit.name, locationId: s.locationId, item: null });
  });
});

describe('equipment systems', () => {
  it('sets a system by name (created once, found again case-insensitively), by id, and removes it', async () => {
    const s = await site();
    const one = await seedEquipment(t, { customerId: s.customerId, locationId: s.locationId });
    const two = await seedEquipment(t, { customerId: s.customerId, locationId: s.locationId });
    expect((await api('GET', `/v1/equipment/${one.id}/system`)).json()).toBeNull();

    const created = await api('PATCH', `/v1/equipment/${one.id}/system`, { name: 'Rooftop HVAC' });
    expect(created.statusCode, created.body).toBe(200);
    const sys = created.json();
    expect(sys).toMatchObject({ name: 'Rooftop HVAC', locationId: s.locationId });
    const again = await api('PATCH', `/v1/equipment/${two.id}/system`, { name: 'rooftop hvac' });
    expect(again.json().id).toBe(sys.id);
    expect((await api('GET', `/v1/equipment/systems?locationId=${s.locationId}`)).json()).toHaveLength(1);
    expect((await api('GET', `/v1/equipment/${two.id}`)).json().system).toEqual({
      id: sys.id,
      name: 'Rooftop HVAC',
    });
    expect((await api('GET', `/v1/equipment/query?systemId=${sys.id}`)).json()).toHaveLength(2);

    expect((await api('PATCH', `/v1/equipment/${two.id}/system`, { systemId: sys.id })).statusCode).toBe(200);
    expect((await api('DELETE', `/v1/equipment/${two.id}/system`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/equipment/${two.id}/system`)).json()).toBeNull();
    expect((await api('DELETE', `/v1/equipment/${two.id}/system`)).statusCode).toBe(404);
  });

  it('refuses neither or both of id and name (400), an unknown id (400), another location (422)', async () => {
    const s = await site();
    const other = await site();
    const unit = await seedEquipment(t, { customerId: s.customerId, locationId: s.locationId });
    const neither = await api('PATCH', `/v1/equipment/${unit.id}/system`, {});
    expect(neither.statusCode).toBe(400);
    expect(fieldsOf(neither)).toEqual(['systemId']);
    expect((await api('PATCH', `/v1/equipment/${unit.id}/system`, { systemId: 99999999 })).statusCode).toBe(
      400,
    );
    const [far] = await t.database.db
      .insert(equipmentSystems)
      .values({ locationId: other.locationId, name: 'Far' })
      .returning();
    expect((await api('PATCH', `/v1/equipment/${unit.id}/system`, { systemId: far.id })).statusCode).toBe(
      422,
    );
    const [row] = await t.database.db.select().from(equipment).where(eq(equipment.id, unit.id));
    expect(row.systemId).toBeNull();
  });
});

describe('equipment properties and documents', () => {
  it('custom-field properties 404 for unknown equipment and read for real equipment', async () => {
    const s = await site();
    const unit = await seedEquipment(t, { customerId: s.customerId, locationId: s.locationId });
    expect((await api('GET', `/v1/equipment/${unit.id}/properties`)).statusCode).toBe(200);
    expect((await api('GET', '/v1/equipment/99999999/properties')).statusCode).toBe(404);
  });

  it('names documents "Equipment - name serial" and relates the location', async () => {
    const s = await site();
    const unit = await seedEquipment(
      t,
      { customerId: s.customerId, locationId: s.locationId },
      { name: 'Chiller', serialNumber: 'C-9' },
    );
    const res = await api('GET', `/v1/documents/related?kind=Equipment&id=${unit.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entity).toMatchObject({
      kind: 'Equipment',
      id: unit.id,
      displayName: 'Equipment - Chiller C-9',
      visibleToTechDefault: true,
    });
    expect(res.json().related).toEqual([expect.objectContaining({ kind: 'Location', id: s.locationId })]);
  });
});

describe('equipment permissions', () => {
  it('needs the Equipment permission: read to look, full to change', async () => {
    const s = await site();
    const unit = await seedEquipment(t, { customerId: s.customerId, locationId: s.locationId });
    const reader = await userWith(t, admin, [{ id: Permission.Equipment, accessLevel: 1 }]);
    const none = await userWith(t, admin, []);
    expect((await api('GET', `/v1/equipment/${unit.id}`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('PATCH', `/v1/equipment/${unit.id}`, { name: 'x' }, reader.token)).statusCode).toBe(
      403,
    );
    expect(
      (await api('PATCH', `/v1/equipment/${unit.id}/system`, { name: 'x' }, reader.token)).statusCode,
    ).toBe(403);
    expect((await api('GET', '/v1/equipment/search', undefined, none.token)).statusCode).toBe(403);
    expect((await api('GET', `/v1/equipment/${unit.id}/metrics`, undefined, none.token)).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/v1/equipment/search', undefined, '')).statusCode).toBe(401);
  });
});
