import { Permission } from '@fieldline/contracts/common/permissions';
import { type Expense, JOB_WORK_MESSAGES } from '@fieldline/contracts/jobs/job-work.contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { seedItem, seedSupplier } from '../../../test/factories-stock';
import { seedCustomerSite, seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/db/platform.table';
import { jobExpenses } from './jobs.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const errors = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  res.json().errors ?? [];

describe('job expenses', () => {
  it('creates, lists, reads, updates and deletes an expense with its references', async () => {
    const job = await seedJob(t, admin);
    const unit = await seedEquipment(t, { customerId: job.customerId, locationId: job.locationId });
    const supplier = await seedSupplier(t);
    const item = await seedItem(t, { name: 'Parking fee' });
    const res = await api('POST', `/v1/jobs/${job.id}/expenses`, {
      description: 'Parking downtown',
      amount: '12.34',
      enteredOn: '2026-11-20',
      vendor: 'City Parking',
      supplierId: supplier.id,
      expenseItemId: item.id,
      equipmentId: unit.id,
    });
    expect(res.statusCode).toBe(201);
    const x: Expense = res.json();
    expect(x).toMatchObject({
      jobId: job.id,
      description: 'Parking downtown',
      amount: '12.34',
      enteredOn: '2026-11-20',
      vendor: 'City Parking',
      supplier: { id: supplier.id, name: supplier.name },
      expenseItem: { id: item.id, name: 'Parking fee' },
      equipment: { id: unit.id, name: unit.name },
    });
    expect(x.createdBy?.displayName).toBeTruthy();

    const today = new Date().toISOString().slice(0, 10);
    const plain = (
      await api('POST', `/v1/jobs/${job.id}/expenses`, { description: 'Tolls', amount: 4 })
    ).json();
    expect(plain).toMatchObject({ amount: '4.00', enteredOn: today, supplier: null, equipment: null });

    const list = (await api('GET', `/v1/jobs/${job.id}/expenses`)).json() as Expense[];
    expect(list.map((e) => e.id)).toEqual(expect.arrayContaining([x.id, plain.id]));
    expect((await api('GET', `/v1/jobs/${job.id}/expenses/${x.id}`)).json()).toEqual(x);

    const patched = await api('PATCH', `/v1/jobs/${job.id}/expenses/${x.id}`, {
      amount: '20',
      equipmentId: null,
    });
    expect(patched.json()).toMatchObject({
      amount: '20.00',
      equipment: null,
      version: 2,
      vendor: 'City Parking',
    });

    expect((await api('DELETE', `/v1/jobs/${job.id}/expenses/${x.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/jobs/${job.id}/expenses/${x.id}`)).statusCode).toBe(404);
    // A money record: each change is in the audit trail.
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'jobExpense'), eq(auditLog.entityId, String(x.id))))
      .orderBy(asc(auditLog.id));
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[1].changes).toMatchObject({ amount: { from: '12.34', to: '20.00' } });
  });

  it('names bad fields and refuses equipment of another location', async () => {
    const job = await seedJob(t, admin);
    const bad = await api('POST', `/v1/jobs/${job.id}/expenses`, {
      description: '',
      amount: -1,
      enteredOn: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      errors(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['amount', 'description', 'enteredOn']);

    const site = await seedCustomerSite(t, admin);
    const elsewhere = await seedEquipment(t, { customerId: site.customer.id, locationId: site.location.id });
    const refs = await api('POST', `/v1/jobs/${job.id}/expenses`, {
      description: 'x',
      amount: 1,
      equipmentId: elsewhere.id,
      supplierId: 999999,
      expenseItemId: 999999,
    });
    expect(refs.statusCode).toBe(400);
    expect(errors(refs)).toEqual(
      expect.arrayContaining([
        { field: 'equipmentId', message: JOB_WORK_MESSAGES.equipmentNotAtLocation },
        { field: 'supplierId', message: JOB_WORK_MESSAGES.unknownSupplier },
        { field: 'expenseItemId', message: JOB_WORK_MESSAGES.unknownItem },
      ]),
    );
    expect(await countRows(t, jobExpenses, eq(jobExpenses.jobId, job.id))).toBe(0);
  });

  it('answers 404 for unknown job or expense and 403 without the permission', async () => {
    const job = await seedJob(t, admin);
    const other = await seedJob(t, admin);
    const x = (await api('POST', `/v1/jobs/${job.id}/expenses`, { description: 'x', amount: 1 })).json();
    expect((await api('GET', '/v1/jobs/999999/expenses')).statusCode).toBe(404);
    expect((await api('PATCH', `/v1/jobs/${other.id}/expenses/${x.id}`, { amount: 2 })).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/jobs/${other.id}/expenses/${x.id}`)).statusCode).toBe(404);
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    const nobody = await userWith(t, admin);
    expect((await api('GET', `/v1/jobs/${job.id}/expenses`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('GET', `/v1/jobs/${job.id}/expenses`, undefined, nobody.token)).statusCode).toBe(403);
    expect(
      (await api('POST', `/v1/jobs/${job.id}/expenses`, { description: 'x', amount: 1 }, reader.token))
        .statusCode,
    ).toBe(403);
  });
});
