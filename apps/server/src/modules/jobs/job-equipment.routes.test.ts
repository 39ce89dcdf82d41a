import { Permission } from '@fieldline/contracts/common/permissions';
import type { JobEquipment } from '@fieldline/contracts/jobs/job-work.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedCustomerSite, seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { equipment, equipmentMetricReadings, equipmentMetrics } from '../equipment';
import { lineItemEquipmentProperties } from '../line-items';
import { jobEquipment } from './jobs.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

async function unitWithMetric(job: { customerId: number; locationId: number }) {
  const unit = await seedEquipment(t, { customerId: job.customerId, locationId: job.locationId });
  const [metric] = await t.database.db
    .insert(equipmentMetrics)
    .values({ equipmentId: unit.id, name: 'Run hours', description: 'Compressor hours' })
    .returning();
  return { unit, metric };
}

describe('equipment on a job', () => {
  it('adds equipment of the job location, lists it with metrics, records a reading with the job and removes it', async () => {
    const job = await seedJob(t, admin);
    const { unit, metric } = await unitWithMetric(job);
    const added = await api('POST', `/v1/jobs/${job.id}/equipment/${unit.id}`, { note: 'Main unit' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      id: unit.id,
      name: unit.name,
      serialNumber: unit.serialNumber,
      note: 'Main unit',
      metrics: [{ id: metric.id, name: 'Run hours', isEquipmentMetric: true, lastReading: null }],
    });
    // Adding again is harmless.
    expect((await api('POST', `/v1/jobs/${job.id}/equipment/${unit.id}`)).statusCode).toBe(201);
    expect(await countRows(t, jobEquipment, eq(jobEquipment.jobId, job.id))).toBe(1);

    const read = await api('POST', `/v1/jobs/${job.id}/equipment/${unit.id}/metricreadings`, {
      metricId: metric.id,
      reading: '1520.5',
      readingDate: '2026-11-20T15:00:00Z',
    });
    expect(read.statusCode).toBe(201);
    expect((read.json() as JobEquipment).metrics[0]).toMatchObject({
      lastReading: '1520.5000',
      lastReadingDate: '2026-11-20T15:00:00.000Z',
    });
    const [stored] = await t.database.db
      .select()
      .from(equipmentMetricReadings)
      .where(eq(equipmentMetricReadings.metricId, metric.id));
    expect(stored.jobId).toBe(job.id);

    const list = (await api('GET', `/v1/jobs/${job.id}/equipment`)).json() as JobEquipment[];
    expect(list.map((e) => e.id)).toEqual([unit.id]);
    expect((await api('DELETE', `/v1/jobs/${job.id}/equipment/${unit.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/jobs/${job.id}/equipment/${unit.id}`)).statusCode).toBe(404);
  });

  it('refuses equipment elsewhere (422), unknown ids (404), bad readings (400) and users without the permission (403)', async () => {
    const job = await seedJob(t, admin);
    const site = await seedCustomerSite(t, admin);
    const elsewhere = await seedEquipment(t, { customerId: site.customer.id, locationId: site.location.id });
    const away = await api('POST', `/v1/jobs/${job.id}/equipment/${elsewhere.id}`);
    expect(away.statusCode).toBe(422);
    expect(away.json().message).toBe("The equipment is not at the job's location.");
    expect((await api('POST', `/v1/jobs/${job.id}/equipment/999999`)).statusCode).toBe(404);
    expect((await api('GET', '/v1/jobs/999999/equipment')).statusCode).toBe(404);

    const { unit, metric } = await unitWithMetric(job);
    // Not on the job yet.
    const notOn = await api('POST', `/v1/jobs/${job.id}/equipment/${unit.id}/metricreadings`, {
      metricId: metric.id,
      reading: 1,
    });
    expect(notOn.statusCode).toBe(404);
    await api('POST', `/v1/jobs/${job.id}/equipment/${unit.id}`);
    const other = await unitWithMetric(job);
    const bad = await api('POST', `/v1/jobs/${job.id}/equipment/${unit.id}/metricreadings`, {
      metricId: other.metric.id,
      reading: 'lots',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['reading']);
    const wrongMetric = await api('POST', `/v1/jobs/${job.id}/equipment/${unit.id}/metricreadings`, {
      metricId: other.metric.id,
      reading: 3,
    });
    expect(wrongMetric.json().errors).toEqual([{ field: 'metricId', message: expect.any(String) }]);

    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    expect((await api('GET', `/v1/jobs/${job.id}/equipment`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('POST', `/v1/jobs/${job.id}/equipment/${unit.id}`, {}, reader.token)).statusCode).toBe(
      403,
    );
    expect((await api('POST', `/v1/jobs/${job.id}/buildEquipment`, {}, reader.token)).statusCode).toBe(403);
  });

  it('builds customer equipment from the job lines’ equipment properties, once per property', async () => {
    const job = await seedJob(t, admin);
    const item = await seedItem(t, { isEquipment: true, name: 'Rooftop unit' });
    const line = await api('POST', `/v1/jobs/${job.id}/items`, { itemId: item.id, quantity: 2 });
    expect(line.statusCode).toBe(201);
    const lineId = line.json().id;
    for (const serialNumber of ['RTU-1', 'RTU-2']) {
      const p = await api('POST', `/v1/jobs/${job.id}/items/${lineId}/equipmentproperties`, {
        serialNumber,
        modelNumber: 'M-9',
      });
      expect(p.statusCode).toBe(201);
    }
    const built = await api('POST', `/v1/jobs/${job.id}/buildEquipment`, {});
    expect(built.statusCode).toBe(200);
    expect(built.json().created).toHaveLength(2);
    const units = await t.database.db
      .select()
      .from(equipment)
      .where(eq(equipment.locationId, job.locationId));
    expect(units.map((u) => u.serialNumber).sort()).toEqual(['RTU-1', 'RTU-2']);
    expect(
      units.every((u) => u.itemId === item.id && u.name === 'Rooftop unit' && u.modelNumber === 'M-9'),
    ).toBe(true);
    expect(
      built
        .json()
        .equipment.map((e: JobEquipment) => e.serialNumber)
        .sort(),
    ).toEqual(['RTU-1', 'RTU-2']);
    const props = await t.database.db
      .select()
      .from(lineItemEquipmentProperties)
      .where(eq(lineItemEquipmentProperties.lineItemId, lineId));
    expect(props.map((p) => p.equipmentId).sort()).toEqual(units.map((u) => u.id).sort());

    const again = await api('POST', `/v1/jobs/${job.id}/buildEquipment`, {});
    expect(again.json().created).toEqual([]);
    expect(await countRows(t, equipment, and(eq(equipment.locationId, job.locationId)))).toBe(2);

    const bad = await api('POST', `/v1/jobs/${job.id}/buildEquipment`, { lineItemIds: [999999] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('lineItemIds[0]');
    expect((await api('POST', '/v1/jobs/999999/buildEquipment', {})).statusCode).toBe(404);
  });
});
