import { Permission } from '@fieldline/contracts/common/permissions';
import type { JobProfitReport, ProfitByJobResult } from '@fieldline/contracts/jobs/job-reports.contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedJobWithWork, statusId } from '../../../test/factories-job-summary';
import { seedItem } from '../../../test/factories-stock';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { jobExpenses, jobs } from '../jobs/jobs.table';
import { lineItemCollections, lineItemGroups, lineItems } from '../line-items/line-items.table';

let t: TestApp;
let admin: string;
let a: Awaited<ReturnType<typeof seedJobWithWork>>;
let b: Awaited<ReturnType<typeof seedJobWithWork>>;
let empty: Awaited<ReturnType<typeof seedJob>>;

const FIGURES = {
  revenue: '294.97',
  itemsCost: '43.69',
  labour: '130.62',
  expenses: '19.75',
  profit: '100.91',
  margin: '0.3421',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const completed = await statusId(t, 'Completed');
  a = await seedJobWithWork(t, admin, { statusId: completed, completedDate: '2026-10-15T15:00:00Z' });
  b = await seedJobWithWork(t, admin, { completedDate: null });
  // b has one more expense: 0.01 → expenses 19.76, profit 100.90.
  await t.database.db.insert(jobExpenses).values({
    jobId: b.job.id,
    description: 'Toll',
    amount: '0.01',
    enteredOn: '2026-11-05',
  });
  empty = await seedJob(t, admin, { customerId: a.job.customerId, locationId: a.job.locationId });
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.as(token)({ method: 'GET', url });

describe('GET /v1/jobs/reports/profitByJob', () => {
  it('computes revenue, items cost, labour, expenses, profit and margin per job', async () => {
    const res = await get(`/v1/jobs/reports/profitByJob?customerId=${a.job.customerId}`);
    expect(res.statusCode).toBe(200);
    const body: ProfitByJobResult = res.json();
    expect(body.count_filtered).toBe(2);
    const rowA = body.data.find((r) => r.jobId === a.job.id);
    expect(rowA).toMatchObject({ ...FIGURES, jobNumber: a.job.jobNumber, status: 'Completed' });
    expect(rowA?.completedDate).toBe('2026-10-15T15:00:00.000Z');
    // A job with nothing on it: zeros and margin 0.
    const rowEmpty = body.data.find((r) => r.jobId === empty.id);
    expect(rowEmpty).toMatchObject({ revenue: '0.00', profit: '0.00', margin: '0.0000' });
    expect(body.totals).toEqual(FIGURES);
  });

  it('filters by customer, status, office and completed or created date range', async () => {
    const ids = async (q: string) =>
      ((await get(`/v1/jobs/reports/profitByJob?${q}`)).json() as ProfitByJobResult).data.map((r) => r.jobId);
    expect(await ids(`customerId=${b.job.customerId}`)).toEqual([b.job.id]);
    const bRow = (
      (await get(`/v1/jobs/reports/profitByJob?customerId=${b.job.customerId}`)).json() as ProfitByJobResult
    ).data[0];
    expect(bRow).toMatchObject({ expenses: '19.76', profit: '100.90' });

    expect(await ids(`customerId=${a.job.customerId}&status=closed`)).toEqual([a.job.id]);
    expect(await ids(`customerId=${a.job.customerId}&status=open`)).toEqual([empty.id]);
    expect(await ids(`customerId=${a.job.customerId}&status=${a.job.statusId}`)).toEqual([a.job.id]);
    expect(await ids(`customerId=${a.job.customerId}&from=2026-10-15&to=2026-10-15`)).toEqual([a.job.id]);
    expect(await ids(`customerId=${a.job.customerId}&from=2026-10-16`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await ids(`customerId=${a.job.customerId}&dateField=created&from=${today}`)).sort()).toEqual(
      [a.job.id, empty.id].sort(),
    );
    expect(await ids(`customerId=${a.job.customerId}&officeId=999999`)).toEqual([]);
  });

  it('pages with the count and the totals of every matching job', async () => {
    await t.database.db
      .update(jobs)
      .set({ completedDate: '2026-10-14T00:00:00Z' })
      .where(eq(jobs.id, empty.id));
    const page = (
      await get(`/v1/jobs/reports/profitByJob?customerId=${a.job.customerId}&limit=1&offset=1`)
    ).json();
    expect(page.count_filtered).toBe(2);
    expect(page.data.map((r: { jobId: number }) => r.jobId)).toEqual([empty.id]);
    expect(page.totals).toEqual(FIGURES);
    const past = (await get(`/v1/jobs/reports/profitByJob?customerId=${a.job.customerId}&offset=10`)).json();
    expect(past).toEqual({ data: [], count_filtered: 2, totals: FIGURES });
  });

  it('names bad filters in a 400 and refuses users without the Jobs permission', async () => {
    const res = await get('/v1/jobs/reports/profitByJob?from=2026-13-01&status=weird&dateField=x&limit=0');
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['from', 'status', 'dateField', 'limit']));
    const reversed = await get('/v1/jobs/reports/profitByJob?from=2026-10-02&to=2026-10-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0]).toMatchObject({ field: 'to' });
    const nobody = await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 2 }]);
    expect((await get('/v1/jobs/reports/profitByJob', nobody.token)).statusCode).toBe(403);
    expect((await get(`/v1/jobs/reports/jobProfitReport?jobId=${a.job.id}`, nobody.token)).statusCode).toBe(
      403,
    );
    expect((await get('/v1/jobs/reports/profitExcel', nobody.token)).statusCode).toBe(403);
  });
});

describe('GET /v1/jobs/reports/jobProfitReport', () => {
  it("breaks one job's figures down into lines, time and expenses", async () => {
    const res = await get(`/v1/jobs/reports/jobProfitReport?jobId=${a.job.id}`);
    expect(res.statusCode).toBe(200);
    const r: JobProfitReport = res.json();
    expect(r.figures).toEqual(FIGURES);
    expect(r.job).toMatchObject({ jobId: a.job.id, jobNumber: a.job.jobNumber });
    expect(r.items.every((l) => !l.isLabour)).toBe(true);
    expect(r.items.map((l) => [l.item.name, l.quantity, l.unitCost, l.revenue, l.cost])).toEqual([
      ['Compressor', '2.0000', '10.0000', '250.00', '20.00'],
      ['Filter 20x25', '3.0000', '4.3333', '26.97', '13.00'],
      ['Refrigerant', '1.5000', '7.1250', '18.00', '10.69'],
    ]);
    // 1.25 h × 44.50 = 55.625 → 55.62 (half to even).
    expect(r.labour.map((l) => [l.hours, l.costRate, l.cost, l.timeType.name])).toEqual([
      ['2.50', '30.0000', '75.00', 'Regular'],
      ['1.25', '44.5000', '55.62', 'Overtime'],
    ]);
    expect(r.expenses.map((e) => [e.description, e.amount])).toEqual([
      ['Parking', '12.50'],
      ['Shop supplies', '7.25'],
    ]);
  });

  it("counts a labour line's price as revenue but not its cost (the timesheets carry it)", async () => {
    const job = await seedJob(t, admin);
    const labour = await seedItem(t, { name: 'Technician labour', systemType: 'Labor', cost: '40.0000' });
    const [collection] = await t.database.db
      .insert(lineItemCollections)
      .values({ ownerKind: 'Job', ownerId: job.id })
      .returning();
    const [group] = await t.database.db
      .insert(lineItemGroups)
      .values({ collectionId: collection.id, name: 'Labor' })
      .returning();
    await t.database.db.insert(lineItems).values({
      collectionId: collection.id,
      groupId: group.id,
      itemId: labour.id,
      quantity: '2',
      cost: '40.0000',
      price: '100.0000',
      subtotal: '200.00',
    });
    const r: JobProfitReport = (await get(`/v1/jobs/reports/jobProfitReport?jobId=${job.id}`)).json();
    expect(r.figures).toMatchObject({
      revenue: '200.00',
      itemsCost: '0.00',
      profit: '200.00',
      margin: '1.0000',
    });
    expect(r.items[0]).toMatchObject({ isLabour: true, cost: '0.00', unitCost: '40.0000' });
  });

  it('answers 400 without a jobId and 404 for an unknown job', async () => {
    const missing = await get('/v1/jobs/reports/jobProfitReport');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('jobId');
    expect((await get('/v1/jobs/reports/jobProfitReport?jobId=999999')).statusCode).toBe(404);
  });
});

describe('GET /v1/jobs/reports/profitExcel', () => {
  it('writes the rows and the totals to a spreadsheet', async () => {
    const res = await get(`/v1/jobs/reports/profitExcel?customerId=${a.job.customerId}&status=closed`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="job-profit.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Job profit');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Job #');
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      a.job.jobNumber,
      a.job.name,
      expect.any(String),
      expect.any(String),
      'Completed',
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      '10/15/2026',
      294.97,
      43.69,
      130.62,
      19.75,
      100.91,
      0.3421,
    ]);
    expect(sheet?.getRow(3).getCell(1).value).toBe('Total');
    expect(sheet?.getRow(3).getCell(12).value).toBe(100.91);
    expect(sheet?.rowCount).toBe(3);
  });

  it('names bad filters in a 400', async () => {
    const res = await get('/v1/jobs/reports/profitExcel?customerId=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('customerId');
  });
});
