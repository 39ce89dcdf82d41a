import { Permission } from '@fieldline/contracts/common/permissions';
import { EQUIPMENT_MESSAGES as M } from '@fieldline/contracts/equipment/equipment.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedCustomerSite, seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { equipmentWithMetrics, recordMetricReading } from '.';
import { equipmentMetricReadings } from './equipment.table';

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

async function unit() {
  const s = await seedCustomerSite(t, admin);
  return seedEquipment(t, { customerId: s.customer.id, locationId: s.location.id });
}

describe('metrics and readings', () => {
  it('adds a metric, records readings that update the last reading, and lists the history', async () => {
    const e = await unit();
    const created = await api('POST', `/v1/equipment/${e.id}/metrics`, { name: 'Run hours', unit: 'h' });
    expect(created.statusCode, created.body).toBe(201);
    const m = created.json();
    expect(m).toMatchObject({ name: 'Run hours', unit: 'h', isEquipmentMetric: true, lastReading: null });

    const r1 = await api('POST', `/v1/equipment/${e.id}/metrics/${m.id}/readings`, {
      reading: '1200.5',
      readingDate: '2026-01-10T15:00:00Z',
    });
    expect(r1.statusCode, r1.body).toBe(201);
    expect(r1.json()).toMatchObject({ reading: '1200.5000', readingDate: '2026-01-10T15:00:00.000Z' });
    await api('POST', `/v1/equipment/${e.id}/metrics/${m.id}/readings`, {
      reading: 1350,
      readingDate: '2026-03-01T15:00:00Z',
      note: 'PM visit',
    });
    // A back-dated reading joins the history but does not replace the later last reading.
    await api('POST', `/v1/equipment/${e.id}/metrics/${m.id}/readings`, {
      reading: 1100,
      readingDate: '2025-12-01T15:00:00Z',
    });
    const [after] = (await api('GET', `/v1/equipment/${e.id}/metrics`)).json();
    expect(after).toMatchObject({ lastReading: '1350.0000', lastReadingDate: '2026-03-01T15:00:00.000Z' });
    const history = (await api('GET', `/v1/equipment/${e.id}/metrics/${m.id}/readings`)).json();
    expect(history.map((r: { reading: string }) => r.reading)).toEqual([
      '1350.0000',
      '1200.5000',
      '1100.0000',
    ]);
    expect(history[0]).toMatchObject({ note: 'PM visit', createdBy: { id: expect.any(Number) } });

    const renamed = await api('PATCH', `/v1/equipment/${e.id}/metrics/${m.id}`, { name: 'Compressor hours' });
    expect(renamed.json()).toMatchObject({ name: 'Compressor hours', lastReading: '1350.0000' });
  });

  it('refuses bad readings (400), future readings (422), unknown jobs (400), and duplicate names (409)', async () => {
    const e = await unit();
    const m = (await api('POST', `/v1/equipment/${e.id}/metrics`, { name: 'Pressure' })).json();
    const url = `/v1/equipment/${e.id}/metrics/${m.id}/readings`;
    const before = await countRows(t, equipmentMetricReadings);
    const bad = await api('POST', url, { reading: 'lots', readingDate: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['reading', 'readingDate']);
    const future = await api('POST', url, { reading: 1, readingDate: '2099-01-01T00:00:00Z' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(M.futureReading);
    const noJob = await api('POST', url, { reading: 1, jobId: 99999999 });
    expect(noJob.statusCode).toBe(400);
    expect(fieldsOf(noJob)).toEqual(['jobId']);
    expect(await countRows(t, equipmentMetricReadings)).toBe(before);
    const [metric] = (await api('GET', `/v1/equipment/${e.id}/metrics`)).json();
    expect(metric.lastReading).toBeNull();
    expect((await api('POST', `/v1/equipment/${e.id}/metrics`, { name: 'pressure' })).statusCode).toBe(409);
    expect(fieldsOf(await api('POST', `/v1/equipment/${e.id}/metrics`, { name: ' ' }))).toEqual(['name']);
  });

  it('answers 404 for unknown equipment, metrics, and a metric of other equipment', async () => {
    const e = await unit();
    const other = await unit();
    const m = (await api('POST', `/v1/equipment/${e.id}/metrics`, { name: 'Amps' })).json();
    expect((await api('GET', '/v1/equipment/99999999/metrics')).statusCode).toBe(404);
    expect((await api('POST', '/v1/equipment/99999999/metrics', { name: 'x' })).statusCode).toBe(404);
    expect(
      (await api('POST', `/v1/equipment/${other.id}/metrics/${m.id}/readings`, { reading: 1 })).statusCode,
    ).toBe(404);
    expect((await api('GET', `/v1/equipment/${e.id}/metrics/99999999/readings`)).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/equipment/${e.id}/metrics/${m.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/equipment/${e.id}/metrics/${m.id}`)).statusCode).toBe(404);
  });

  it('records readings for other modules (on a job) and answers equipment with metrics', async () => {
    const s = await seedCustomerSite(t, admin);
    const e = await seedEquipment(t, { customerId: s.customer.id, locationId: s.location.id });
    const job = await seedJob(t, admin, { customerId: s.customer.id, locationId: s.location.id });
    const m = (await api('POST', `/v1/equipment/${e.id}/metrics`, { name: 'Volts' })).json();
    const me = (await api('GET', '/v1/users/current')).json();
    const r = await recordMetricReading(
      t.database.db,
      { user: { id: me.id } },
      { metricId: m.id, reading: '230.25', jobId: job.id },
    );
    expect(r).toMatchObject({ reading: '230.2500', jobId: job.id });
    const map = await equipmentWithMetrics(t.database.db, [e.id]);
    expect(map.get(e.id)?.metrics).toEqual([expect.objectContaining({ id: m.id, lastReading: '230.2500' })]);
  });
});

describe('linked items and item overrides', () => {
  it('links items with quantities, refuses duplicates, updates, queries across equipment, deletes', async () => {
    const e = await unit();
    const filter = await seedItem(t);
    const res = await api('POST', `/v1/equipment/${e.id}/linkeditems`, { itemId: filter.id, quantity: '2' });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json();
    expect(link).toMatchObject({ item: { id: filter.id, itemCode: filter.itemCode }, quantity: '2.0000' });
    const dup = await api('POST', `/v1/equipment/${e.id}/linkeditems`, { itemId: filter.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.duplicateLinkedItem);
    const bad = await api('POST', `/v1/equipment/${e.id}/linkeditems`, { itemId: 99999999, quantity: 0 });
    expect(fieldsOf(bad)).toEqual(['quantity']);
    expect(fieldsOf(await api('POST', `/v1/equipment/${e.id}/linkeditems`, { itemId: 99999999 }))).toEqual([
      'itemId',
    ]);

    const patched = await api('PATCH', `/v1/equipment/${e.id}/linkeditems/${link.id}`, {
      quantity: 4,
      note: 'Pleated',
    });
    expect(patched.json()).toMatchObject({ quantity: '4.0000', note: 'Pleated', version: 2 });
    const across = (await api('GET', `/v1/equipment/querylinkeditems?itemId=${filter.id}`)).json();
    expect(across.map((l: { id: number }) => l.id)).toEqual([link.id]);
    const atLocation = (await api('GET', `/v1/equipment/querylinkeditems?locationId=${e.locationId}`)).json();
    expect(atLocation).toHaveLength(1);
    expect((await api('DELETE', `/v1/equipment/${e.id}/linkeditems/${link.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/equipment/${e.id}/linkeditems`)).json()).toEqual([]);
    expect(
      (await api('PATCH', `/v1/equipment/${e.id}/linkeditems/${link.id}`, { note: 'x' })).statusCode,
    ).toBe(404);
  });

  it('keeps item overrides with 4-decimal prices, refuses duplicates and negative prices', async () => {
    const e = await unit();
    const part = await seedItem(t);
    const res = await api('POST', `/v1/equipment/${e.id}/itemOverrides`, {
      itemId: part.id,
      description: 'Contract price',
      price: '12.3456',
    });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json();
    expect(o).toMatchObject({ description: 'Contract price', price: '12.3456', cost: null });
    expect((await api('GET', `/v1/equipment/${e.id}/itemOverrides/${o.id}`)).json()).toEqual(o);
    expect((await api('POST', `/v1/equipment/${e.id}/itemOverrides`, { itemId: part.id })).statusCode).toBe(
      409,
    );
    expect(
      fieldsOf(await api('POST', `/v1/equipment/${e.id}/itemOverrides`, { itemId: part.id, price: -1 })),
    ).toEqual(['price']);
    const patched = await api('PATCH', `/v1/equipment/${e.id}/itemOverrides/${o.id}`, {
      cost: 8,
      price: null,
    });
    expect(patched.json()).toMatchObject({ cost: '8.0000', price: null, description: 'Contract price' });
    expect((await api('DELETE', `/v1/equipment/${e.id}/itemOverrides/${o.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/equipment/${e.id}/itemOverrides/${o.id}`)).statusCode).toBe(404);
  });

  it('needs Equipment full access to change parts', async () => {
    const e = await unit();
    const part = await seedItem(t);
    const reader = await userWith(t, admin, [{ id: Permission.Equipment, accessLevel: 1 }]);
    expect((await api('GET', `/v1/equipment/${e.id}/linkeditems`, undefined, reader.token)).statusCode).toBe(
      200,
    );
    expect(
      (await api('POST', `/v1/equipment/${e.id}/linkeditems`, { itemId: part.id }, reader.token)).statusCode,
    ).toBe(403);
    expect((await api('POST', `/v1/equipment/${e.id}/metrics`, { name: 'x' }, reader.token)).statusCode).toBe(
      403,
    );
  });
});
