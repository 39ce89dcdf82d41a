import { Permission } from '@fieldline/contracts/common/permissions';
import type { JobEmailTemplate, JobSummary } from '@fieldline/contracts/jobs/job-summary.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedJobWithWork } from '../../../test/factories-job-summary';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let seeded: Awaited<ReturnType<typeof seedJobWithWork>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  seeded = await seedJobWithWork(t, admin, { invoiceStatus: 1, poNumber: 'PO-77' });
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.as(token)({ method: 'GET', url });

describe('GET /v1/jobs/{id}/summary', () => {
  it('returns every section of the job', async () => {
    const res = await get(`/v1/jobs/${seeded.job.id}/summary`);
    expect(res.statusCode).toBe(200);
    const s: JobSummary = res.json();
    expect(s.job).toMatchObject({
      id: seeded.job.id,
      jobNumber: seeded.job.jobNumber,
      invoiceStatus: 1,
      invoiceStatusName: 'Partially Invoiced',
      poNumber: 'PO-77',
      status: 'New',
      jobType: { type: 'SVC' },
      jobStatus: { statusText: 'New', statusType: { name: 'Open' } },
    });
    expect(Number(s.currencyRate)).toBe(1);
    expect(
      s.items.map((i) => [
        i.item.name,
        i.orderedQuantity,
        i.unitPrice,
        i.discountAmount,
        i.equipment?.name ?? null,
      ]),
    ).toEqual([
      ['Compressor', '2.0000', '125.0000', '0.0000', 'Rooftop unit 1'],
      ['Filter 20x25', '3.0000', '9.9900', '0.9990', null],
      ['Refrigerant', '1.5000', '12.0000', '0.0000', 'Boiler 2'],
    ]);
    expect(s.items[1]).toMatchObject({ groupName: 'Parts', description: 'Pleated filter', displayOrder: 2 });
    // Equipment worked on (job_equipment) plus the equipment of the lines, by name, with metrics.
    expect(s.equipment.map((e) => e.name)).toEqual(['Boiler 2', 'Rooftop unit 1']);
    expect(s.equipment[1].metrics).toEqual([
      expect.objectContaining({ name: 'Run hours', lastReading: '1520.0000', isEquipmentMetric: true }),
    ]);
    expect(s.tasks.map((x) => [x.task, x.selected, x.equipment?.name ?? null])).toEqual([
      ['Check refrigerant charge', true, null],
      ['Replace filters', false, 'Rooftop unit 1'],
    ]);
    expect(s.timesheets.map((x) => [x.workDate, x.hours, x.timeType.name])).toEqual([
      ['2026-11-03', '2.50', 'Regular'],
      ['2026-11-04', '1.25', 'Overtime'],
    ]);
    expect(s.timesheets[0].employee.displayName).not.toBe('');
    // The deleted recommendation is not part of the summary.
    expect(s.recommendations).toHaveLength(1);
    expect(s.recommendations[0]).toMatchObject({
      description: 'Replace fan belt',
      status: { name: 'Open' },
      recommendationType: { typeName: 'Repair' },
      equipment: { name: 'Rooftop unit 1' },
    });
    expect(s.expenses.map((x) => [x.description, x.amount, x.equipment?.name ?? null])).toEqual([
      ['Parking', '12.50', null],
      ['Shop supplies', '7.25', 'Rooftop unit 1'],
    ]);
    expect(s.signoffs).toEqual([
      expect.objectContaining({
        signatureName: 'Dana Whitfield',
        signatureEmail: 'dana@example.test',
        hasSignature: true,
      }),
    ]);
    expect(s.checklists).toEqual([
      expect.objectContaining({
        id: seeded.checklist.id,
        checklistDefinition: {
          id: seeded.definition.id,
          name: seeded.definition.name,
          title: 'Rooftop Unit Inspection',
        },
        equipment: { id: seeded.rtu.id, name: 'Rooftop unit 1' },
      }),
    ]);
  });

  it('gives empty sections for a job with nothing on it, and projects with fields', async () => {
    const bare = await seedJob(t, admin);
    const res = await get(`/v1/jobs/${bare.id}/summary`);
    expect(res.statusCode).toBe(200);
    const s: JobSummary = res.json();
    for (const key of [
      'items',
      'equipment',
      'tasks',
      'timesheets',
      'recommendations',
      'expenses',
      'signoffs',
      'checklists',
    ] as const) {
      expect(s[key]).toEqual([]);
    }
    expect(s.job.invoiceStatusName).toBe('Not Invoiced');
    const projected = await get(`/v1/jobs/${bare.id}/summary?fields=job.id,items`);
    expect(projected.json()).toEqual({ job: { id: bare.id }, items: [] });
  });

  it('answers 404 for an unknown job, 400 for a bad id, 403 without the Jobs permission, 401 signed out', async () => {
    expect((await get('/v1/jobs/999999/summary')).statusCode).toBe(404);
    const bad = await get('/v1/jobs/abc/summary');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
    const nobody = await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 2 }]);
    expect((await get(`/v1/jobs/${seeded.job.id}/summary`, nobody.token)).statusCode).toBe(403);
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    expect((await get(`/v1/jobs/${seeded.job.id}/summary`, reader.token)).statusCode).toBe(200);
    expect((await t.as(null)({ method: 'GET', url: `/v1/jobs/${seeded.job.id}/summary` })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /jobs/{id}/email-template/{x}', () => {
  it('fills the scheduled and the completed templates from the job', async () => {
    const scheduled = await get(`/jobs/${seeded.job.id}/email-template/1`);
    expect(scheduled.statusCode).toBe(200);
    const one: JobEmailTemplate = scheduled.json();
    expect(one.subject).toBe(`Job ${seeded.job.jobNumber} scheduled: ${seeded.job.name}`);
    expect(one.body).toContain('a time we will confirm with you');

    const done: JobEmailTemplate = (await get(`/jobs/${seeded.job.id}/email-template/2`)).json();
    expect(done.subject).toBe(`Job ${seeded.job.jobNumber} completed: ${seeded.job.name}`);
    // Prices net of the per-unit discount: (9.99 − 0.999) = 8.991 → 8.99; amount 3 × 8.99 = 26.97.
    expect(done.body).toContain('8.99');
    expect(done.body).toContain('26.97');
    expect(done.body).toContain('294.97');
    expect(done.body).toContain('Replace fan belt');
  });

  it('answers 404 for an unknown template or job and 403 without the permission', async () => {
    expect((await get(`/jobs/${seeded.job.id}/email-template/9`)).statusCode).toBe(404);
    expect((await get('/jobs/999999/email-template/1')).statusCode).toBe(404);
    expect((await get(`/jobs/${seeded.job.id}/email-template/x`)).statusCode).toBe(400);
    const nobody = await userWith(t, admin, []);
    expect((await get(`/jobs/${seeded.job.id}/email-template/1`, nobody.token)).statusCode).toBe(403);
  });
});
