import type { ProfitByJobResult } from '@fieldline/contracts/jobs/job-reports.contract';
import type { JobSummary } from '@fieldline/contracts/jobs/job-summary.contract';
import { asc, count, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bids } from '../modules/bids';
import { contractVisits } from '../modules/contract-visits';
import { equipmentMetricReadings } from '../modules/equipment';
import { lineItemGroups } from '../modules/line-items';
import { DEMO_DISPATCH_JOBS } from './demo-dispatch';

// The test template is the demo database (test/global-setup.ts): the field-work demo must be in it.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const get = (url: string) => t.as(admin)({ method: 'GET', url });

describe('demo field work', () => {
  it('has bids in four statuses, the converted one linked to its job, with items in groups', async () => {
    const rows = await t.database.db.select().from(bids).orderBy(asc(bids.id));
    expect(rows.map((b) => b.status)).toEqual(['Open', 'Sent', 'Accepted', 'Converted']);
    expect(rows.every((b) => /^B-\d{6}$/.test(b.bidNumber))).toBe(true);
    expect(rows[3].convertedJobId).not.toBeNull();
    const [groups] = await t.database.db.select({ n: count() }).from(lineItemGroups);
    expect(Number(groups.n)).toBeGreaterThanOrEqual(10);
    const [readings] = await t.database.db.select({ n: count() }).from(equipmentMetricReadings);
    expect(Number(readings.n)).toBe(20);
  });

  it('has jobs in several statuses with revenue, cost, time and expenses', async () => {
    const res = await get('/v1/jobs/reports/profitByJob?dateField=created');
    const body: ProfitByJobResult = res.json();
    // Six field-work jobs, the dispatch board's week (demo-dispatch.ts: scheduled and new jobs) and the
    // agreements' upcoming visits (demo-contract-visits.ts).
    const [visitJobs] = await t.database.db
      .select({ n: count() })
      .from(contractVisits)
      .where(isNotNull(contractVisits.jobId));
    expect(body.count_filtered).toBe(6 + DEMO_DISPATCH_JOBS.length + Number(visitJobs.n));
    expect(new Set(body.data.map((r) => r.status))).toEqual(
      new Set(['New', 'Scheduled', 'In Progress', 'Completed', 'Cancelled']),
    );
    expect(Number(body.totals.revenue)).toBeGreaterThan(0);
    expect(Number(body.totals.labour)).toBeGreaterThan(0);
    expect(Number(body.totals.expenses)).toBeGreaterThan(0);
  });

  it('fills every section of the completed tune-up job', async () => {
    const rows = (await get('/v1/jobs/search?query=Spring%20AC&searchBy=name')).json().data;
    expect(rows).toHaveLength(1);
    const s: JobSummary = (await get(`/v1/jobs/${rows[0].id}/summary`)).json();
    expect(s.items.length).toBeGreaterThanOrEqual(5);
    expect(s.items.some((i) => i.equipment === null)).toBe(true);
    expect(s.equipment.map((e) => e.name)).toEqual(['Rooftop unit RTU-1', 'Rooftop unit RTU-2']);
    expect(s.equipment[0].metrics.every((m) => m.lastReading !== null)).toBe(true);
    expect(s.tasks).toHaveLength(4);
    expect(s.timesheets).toHaveLength(2);
    expect(s.recommendations).toHaveLength(2);
    expect(s.expenses).toHaveLength(2);
    expect(s.signoffs).toEqual([
      expect.objectContaining({ signatureName: 'Chris Howell', hasSignature: true }),
    ]);
    expect(s.checklists).toHaveLength(1);
    const pdf = await get(`/jobs/${s.job.id}/signoffs/${s.signoffs[0].id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('keeps the cancelled job with its reason', async () => {
    const rows = (await get('/v1/jobs/search?query=Thermostat%20relocation&searchBy=name')).json().data;
    const s: JobSummary = (await get(`/v1/jobs/${rows[0].id}/summary`)).json();
    expect(s.job).toMatchObject({
      status: 'Cancelled',
      statusReason: 'Customer cancelled before the visit.',
    });
  });
});
