import { COMMISSION_MESSAGES } from '@fieldline/contracts/commissions/commissions.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { jobs, jobTypes } from '../jobs/jobs.table';
import { caller, commissionOf, customer, invoiceFor, salesperson } from './commissions.test-kit';

let t: TestApp;
let admin: string;
let readOnly: string;
let nobody: string;
let customerId: number;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  api = caller(t, admin);
  readOnly = (await userWith(t, admin, [{ id: Permission.Commissions, accessLevel: 1 }])).token;
  nobody = (await userWith(t, admin, [])).token;
  customerId = await customer(t, admin);
});
afterAll(() => t.close());

const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field).sort();

async function rule(body: Record<string, unknown>) {
  const res = await api('POST', '/v1/commissions/create', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('commission rules', () => {
  it('creates, reads, searches and updates a rule; refuses bad input, overlaps and non-salespeople', async () => {
    const rep = await salesperson(t, admin, 'Rules');
    const created = await rule({
      employeeId: rep.employeeId,
      basis: 'Revenue',
      rate: '5',
      effectiveDate: '2026-01-01',
      notes: 'Standard rate',
    });
    expect(created).toMatchObject({
      employeeName: 'Sal Rules',
      userId: rep.userId,
      basis: 'Revenue',
      earnOn: 'Invoice',
      rate: '5',
      flatAmount: null,
      endDate: null,
      isActive: true,
      version: 1,
    });
    expect((await api('GET', `/v1/commissions/${created.id}`)).json().id).toBe(created.id);
    expect((await api('GET', '/v1/commissions/999999')).statusCode).toBe(404);
    const found = (
      await api('GET', `/v1/commissions/search?employeeId=${rep.employeeId}&onDate=2026-06-01`)
    ).json();
    expect(found.count_filtered).toBe(1);
    expect((await api('GET', '/v1/commissions/search?query=Sal%20Rules')).json().data[0].id).toBe(created.id);

    const overlap = await api('POST', '/v1/commissions/create', {
      employeeId: rep.employeeId,
      basis: 'GrossProfit',
      rate: '20',
      effectiveDate: '2026-03-01',
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().message).toBe(COMMISSION_MESSAGES.overlaps);

    const bad = await api('POST', '/v1/commissions/create', {
      employeeId: 'x',
      basis: 'Bonus',
      rate: '150',
      effectiveDate: '2026-13-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['basis', 'effectiveDate', 'employeeId', 'rate']);
    const noRate = await api('POST', '/v1/commissions/create', {
      employeeId: rep.employeeId,
      basis: 'Revenue',
      effectiveDate: '2030-01-01',
    });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().errors).toEqual([{ field: 'rate', message: COMMISSION_MESSAGES.rateNeeded }]);
    const flatNoType = await api('POST', '/v1/commissions/create', {
      employeeId: rep.employeeId,
      basis: 'FlatPerJobType',
      flatAmount: '50',
      effectiveDate: '2026-01-01',
    });
    expect(fields(flatNoType)).toEqual(['jobTypeId']);
    const [marcus] = (await api('GET', '/v1/employees/search?query=E-1001')).json().data;
    const notSales = await api('POST', '/v1/commissions/create', {
      employeeId: marcus.id,
      basis: 'Revenue',
      rate: '1',
      effectiveDate: '2026-01-01',
    });
    expect(notSales.json().errors).toEqual([
      { field: 'employeeId', message: COMMISSION_MESSAGES.notSalesperson },
    ]);

    const updated = await api('PATCH', `/v1/commissions/${created.id}/update`, {
      rate: '6.5',
      endDate: '2026-12-31',
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ rate: '6.5', endDate: '2026-12-31', version: 2 });
    const stale = await api('PATCH', `/v1/commissions/${created.id}/update`, { rate: '7', version: 1 });
    expect(stale.statusCode).toBe(409);
    const backwards = await api('PATCH', `/v1/commissions/${created.id}/update`, { endDate: '2025-01-01' });
    expect(backwards.json().errors).toEqual([
      { field: 'endDate', message: COMMISSION_MESSAGES.endBeforeStart },
    ]);
    const unknown = await api('PATCH', `/v1/commissions/${created.id}/update`, { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect((await api('PATCH', '/v1/commissions/999999/update', { rate: '1' })).statusCode).toBe(404);
  });

  it('needs the Commissions permission: read for reads, full for writes', async () => {
    const rep = await salesperson(t, admin, 'Perm');
    const body = { employeeId: rep.employeeId, basis: 'Revenue', rate: '3', effectiveDate: '2026-01-01' };
    const reads = [
      '/v1/commissions/employees',
      '/v1/commissions/search',
      `/v1/commissions/report/${rep.employeeId}`,
    ];
    for (const url of reads) {
      expect((await api('GET', url, undefined, nobody)).statusCode, url).toBe(403);
      expect((await api('GET', url, undefined, readOnly)).statusCode, url).toBe(200);
    }
    expect((await api('POST', '/v1/commissions/create', body, readOnly)).statusCode).toBe(403);
    const created = await rule(body);
    expect((await api('GET', `/v1/commissions/${created.id}`, undefined, nobody)).statusCode).toBe(403);
    expect((await api('GET', `/v1/commissions/${created.id}`, undefined, readOnly)).statusCode).toBe(200);
    expect(
      (await api('PATCH', `/v1/commissions/${created.id}/update`, { rate: '4' }, readOnly)).statusCode,
    ).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: '/v1/commissions/search' })).statusCode).toBe(401);
    // Bad queries name their fields.
    expect(fields(await api('GET', '/v1/commissions/search?limit=0&basis=Bonus&onDate=soon'))).toEqual([
      'basis',
      'limit',
      'onDate',
    ]);
    expect(fields(await api('GET', '/v1/commissions/employees?from=2026-02-30'))).toEqual(['from']);
    expect((await api('GET', '/v1/commissions/abc')).statusCode).toBe(400);
  });
});

describe('earning and reversal', () => {
  it('percent of revenue earned on invoice; reversed by a void on its date', async () => {
    const rep = await salesperson(t, admin, 'Void');
    await rule({ employeeId: rep.employeeId, basis: 'Revenue', rate: '5', effectiveDate: '2026-01-01' });
    const id = await invoiceFor(t, admin, {
      customerId,
      userId: rep.userId,
      price: '1234.50',
      date: '2026-04-10',
    });
    // 5 % of 1234.50 = 61.725 → 61.72 (half-to-even).
    expect(await commissionOf(t, admin, id, rep.userId)).toMatchObject({
      commissionSource: 'Rule',
      commissionPct: '5',
      commissionFull: '61.72',
      commissionAmount: '61.72',
    });
    const v = await api('POST', `/v1/invoices/${id}/void`, { reason: 'Entered twice', date: '2026-05-03' });
    expect(v.statusCode, v.body).toBe(200);
    expect((await commissionOf(t, admin, id, rep.userId)).commissionAmount).toBe('0.00');
    const april = (
      await api('GET', `/v1/commissions/report/${rep.employeeId}?from=2026-04-01&to=2026-04-30`)
    ).json();
    expect(april.totals).toEqual({ earned: '61.72', reversed: '0.00', net: '61.72' });
    expect(april.rows[0]).toMatchObject({
      basis: 'Revenue',
      basisAmount: '1234.50',
      rate: '5',
      status: 'Void',
    });
    const may = (
      await api('GET', `/v1/commissions/report/${rep.employeeId}?from=2026-05-01&to=2026-05-31`)
    ).json();
    expect(may.totals).toEqual({ earned: '0.00', reversed: '-61.72', net: '-61.72' });
    expect(may.entries).toEqual([
      expect.objectContaining({ event: 'Void', entryDate: '2026-05-03', amount: '-61.72' }),
    ]);
  });

  it('percent of gross profit earned as paid, in proportion; a payment void takes it back', async () => {
    const rep = await salesperson(t, admin, 'Paid');
    await rule({
      employeeId: rep.employeeId,
      basis: 'GrossProfit',
      earnOn: 'Payment',
      rate: '20',
      effectiveDate: '2026-01-01',
    });
    const id = await invoiceFor(t, admin, {
      customerId,
      userId: rep.userId,
      price: '1000',
      cost: '400',
      date: '2026-06-01',
    });
    // 20 % of (1000 − 400) = 120, nothing earned until paid.
    expect(await commissionOf(t, admin, id, rep.userId)).toMatchObject({
      commissionFull: '120.00',
      commissionAmount: '0.00',
    });
    const bankAccountId = await checking();
    const pay = (amount: string, date: string) =>
      api('POST', '/v1/invoices/addpayment', {
        customerId,
        paymentDate: date,
        paymentMethodId: 1,
        bankAccountId,
        amount,
        applications: [{ invoiceId: id, amount }],
      });
    const first = await pay('250', '2026-06-10');
    expect(first.statusCode, first.body).toBe(201);
    expect((await commissionOf(t, admin, id, rep.userId)).commissionAmount).toBe('30.00');
    const second = await pay('750', '2026-07-02');
    expect((await commissionOf(t, admin, id, rep.userId)).commissionAmount).toBe('120.00');
    const voided = await api('POST', `/v1/payments/${second.json().id}/void`, { date: '2026-07-20' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await commissionOf(t, admin, id, rep.userId)).commissionAmount).toBe('30.00');
    const july = (
      await api('GET', `/v1/commissions/report/${rep.employeeId}?from=2026-07-01&to=2026-07-31`)
    ).json();
    expect(july.totals).toEqual({ earned: '90.00', reversed: '-90.00', net: '0.00' });
    expect(july.rows[0]).toMatchObject({ basis: 'GrossProfit', basisAmount: '600.00', commission: '120.00' });
  });

  it('a credit memo applied takes back its share; flat per job type; a typed amount is kept', async () => {
    const rep = await salesperson(t, admin, 'Credit');
    await rule({ employeeId: rep.employeeId, basis: 'Revenue', rate: '10', effectiveDate: '2026-01-01' });
    const id = await invoiceFor(t, admin, {
      customerId,
      userId: rep.userId,
      price: '800',
      date: '2026-08-03',
    });
    expect((await commissionOf(t, admin, id, rep.userId)).commissionAmount).toBe('80.00');
    const { issueCredit, applyCredit } = await import('../payments');
    const db = t.database.db;
    const creditId = await issueCredit(
      db,
      {
        customerId,
        creditAmount: '200.00',
        creditDate: '2026-08-10',
        memo: 'Goodwill',
        strDebitAccountAmount: '4000,200.00',
      },
      1,
    );
    await applyCredit(db, id, { creditId, amount: '200.00' }, 1, '2026-08-12');
    // A quarter of the invoice credited: a quarter of 80 taken back.
    expect((await commissionOf(t, admin, id, rep.userId)).commissionAmount).toBe('60.00');
    const aug = (
      await api('GET', `/v1/commissions/report/${rep.employeeId}?from=2026-08-01&to=2026-08-31`)
    ).json();
    expect(aug.totals).toEqual({ earned: '80.00', reversed: '-20.00', net: '60.00' });
    expect(aug.entries.map((e: { event: string }) => e.event)).toEqual(['Invoice', 'Credit']);

    // An amount typed on the invoice is kept through later changes; recomputing goes back to the rule.
    const typed = await api('POST', '/v1/invoices/commission/update', {
      invoiceId: id,
      employees: [{ employeeId: rep.userId, commissionAmount: '100' }],
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(await commissionOf(t, admin, id, rep.userId)).toMatchObject({
      overrideAmount: '100.00',
      commissionFull: '100.00',
      commissionAmount: '75.00',
    });
    await api(
      'PATCH',
      `/v1/commissions/${(await api('GET', `/v1/commissions/search?employeeId=${rep.employeeId}`)).json().data[0].id}/update`,
      { rate: '12' },
    );
    expect((await commissionOf(t, admin, id, rep.userId)).commissionAmount).toBe('75.00');
    await api('POST', `/v1/invoices/${id}/employees/commissions`);
    expect(await commissionOf(t, admin, id, rep.userId)).toMatchObject({
      overrideAmount: null,
      commissionPct: '12',
      commissionAmount: '72.00',
    });

    // Flat per job type: a posted invoice of a job credits the job's salesperson; their flat rule for the
    // job's type comes before their percent rule.
    const [job] = await db.select().from(jobs).orderBy(jobs.id).limit(1);
    await db.update(jobs).set({ salesPersonId: rep.userId }).where(eq(jobs.id, job.id));
    const [type] = await db.select().from(jobTypes).where(eq(jobTypes.id, job.jobTypeId));
    await rule({
      employeeId: rep.employeeId,
      basis: 'FlatPerJobType',
      jobTypeId: type.id,
      flatAmount: '75',
      effectiveDate: '2026-01-01',
    });
    const flatRule = (
      await api('GET', `/v1/commissions/search?employeeId=${rep.employeeId}&basis=FlatPerJobType`)
    ).json();
    expect(flatRule.data[0]).toMatchObject({ jobTypeName: type.name, rate: null, flatAmount: '75.00' });
    const jobInvoice = await api('POST', '/v1/invoices', {
      customerId: job.customerId,
      jobId: job.id,
      invoiceDate: '2026-08-20',
      lines: [{ description: 'Install', quantity: 1, unitPrice: '2000', isTaxable: false }],
    });
    expect(jobInvoice.statusCode, jobInvoice.body).toBe(201);
    expect(await commissionOf(t, admin, jobInvoice.json().id, rep.userId)).toMatchObject({
      role: 'Sales',
      commissionSource: 'Rule',
      commissionPct: '0',
      commissionFull: '75.00',
      commissionAmount: '75.00',
    });
  });

  it('lists salespeople with their rules and period totals; exports the report as CSV and xlsx', async () => {
    const rep = await salesperson(t, admin, 'Export');
    await rule({ employeeId: rep.employeeId, basis: 'Revenue', rate: '2.5', effectiveDate: '2026-01-01' });
    await invoiceFor(t, admin, { customerId, userId: rep.userId, price: '400', date: '2026-09-15' });
    const people = (await api('GET', '/v1/commissions/employees?from=2026-09-01&to=2026-09-30')).json();
    const mine = people.find((p: { employeeId: number }) => p.employeeId === rep.employeeId);
    expect(mine).toMatchObject({ invoices: 1, earned: '10.00', reversed: '0.00', net: '10.00' });
    expect(mine.rules).toHaveLength(1);
    // The demo: Marcus Bell earns on demo invoices; a credit memo took part of one back.
    const marcus = people.find((p: { number: string }) => p.number === 'E-1004');
    expect(marcus.rules.map((r: { basis: string }) => r.basis).sort()).toEqual(['FlatPerJobType', 'Revenue']);
    const demo = (
      await api('GET', `/v1/commissions/report/${marcus.employeeId}?from=2000-01-01&to=2079-06-06`)
    ).json();
    expect(demo.rows.length).toBeGreaterThan(5);
    expect(demo.entries.some((e: { event: string }) => e.event === 'Credit')).toBe(true);
    expect(Number(demo.totals.reversed)).toBeLessThan(0);
    const csv = await api(
      'GET',
      `/v1/commissions/report/${rep.employeeId}?from=2026-09-01&to=2026-09-30&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toBe(
      'Invoice,Invoice date,Customer,Status,Basis,Basis amount,Rate %,Commission,Earned,Reversed,Net',
    );
    expect(csv.body).toContain('Total,,,,,,,,10.00,0.00,10.00');
    const xlsx = await api('GET', `/v1/commissions/report/${rep.employeeId}?format=xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const bad = await api('GET', `/v1/commissions/report/${rep.employeeId}?from=someday&format=pdf`);
    expect(fields(bad)).toEqual(['format', 'from']);
    expect((await api('GET', '/v1/commissions/report/999999')).statusCode).toBe(404);
  });
});

async function checking(): Promise<number> {
  const { bankAccounts } = await import('../payments/payments.table');
  const rows = await t.database.db.select().from(bankAccounts);
  return rows.find((b) => b.name === 'Operating Checking')!.id;
}
