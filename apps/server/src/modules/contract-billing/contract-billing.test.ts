import { Permission } from '@fieldline/contracts/common/permissions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { rowsOf } from '../../platform/db/rows';
import {
  admin,
  api,
  generate,
  putSchedule,
  seedContract,
  t,
  useVisitsApp,
  visits,
} from '../contract-visits/contract-visits.test-kit';
import { invoices } from '../invoices/invoices.table';
import { items } from '../items/items.table';
import { jobs } from '../jobs/jobs.table';
import { accountForRole } from '../ledger';
import { earnedBy } from './contract-billing.recognize';
import { runBillingDay } from './contract-billing.service';
import { contractBillings } from './contract-billing.table';

useVisitsApp();

async function priced(contractId: number, price: string, quantity = '1') {
  const [item] = await t.database.db.select({ id: items.id }).from(items).limit(1);
  const res = await api('POST', `/v1/contracts/${contractId}/items`, { itemId: item.id, quantity, price });
  expect(res.statusCode, res.body).toBe(201);
}
const run = (through: string, contractId: number) =>
  t.database.db.transaction((tx) => runBillingDay(tx as never, through, null, contractId));

/** What the ledger holds on one account for the given entries' sources. */
async function onAccount(role: 'ContractRevenue' | 'DeferredRevenue', sourceType: string, ids: number[]) {
  const account = await accountForRole(t.database.db, role);
  const rows = rowsOf<{ credit: string }>(
    await t.database.db.execute(sql`
      select coalesce(sum(l.credit - l.debit), 0)::numeric(14,2)::text as credit
      from journal_lines l join journal_entries e on e.id = l.entry_id
      where l.account_id = ${account}::int and e.source_type = ${sourceType}
        and e.source_id = any(${sql.raw(`array[${ids.join(',') || 0}]::int[]`)})`),
  );
  return rows[0].credit;
}

describe('contract billing', () => {
  it('invoices each started month in advance once, crediting Contract Revenue; a second run adds nothing', async () => {
    const c = await seedContract({ billingSchedule: 'Monthly' });
    await priced(c.id, '120.00', '2');
    const first = await run('2027-03-15', c.id);
    expect(first).toMatchObject({ invoices: 3, withoutItems: [] });
    expect((await run('2027-03-15', c.id)).invoices).toBe(0);
    expect((await run('2027-04-01', c.id)).invoices).toBe(1);
    const listed = (await api('GET', `/v1/contracts/${c.id}/invoices`)).json();
    expect(listed.map((i: { invoiceDate: string }) => i.invoiceDate)).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
    ]);
    expect(listed.every((i: { amount: string; revenueRecognition: string }) => i.amount === '240.00')).toBe(
      true,
    );
    const ids = listed.map((i: { invoiceId: number }) => i.invoiceId);
    const rows = await t.database.db.select().from(invoices).where(inArray(invoices.id, ids));
    expect(rows.every((r) => r.invoiceSource === 'Contract' && r.customerId === c.customerId)).toBe(true);
    expect(await onAccount('ContractRevenue', 'Invoice', ids)).toBe('960.00');
  });

  it('a short last period is billed for its days; a contract without items is reported, not invoiced', async () => {
    const c = await seedContract({
      billingSchedule: 'Monthly',
      startDate: '2027-01-01',
      endDate: '2027-02-14',
    });
    const empty = await seedContract({ billingSchedule: 'Monthly' });
    expect((await run('2027-01-05', empty.id)).withoutItems).toHaveLength(1);
    await priced(c.id, '280.00');
    expect((await run('2027-12-31', c.id)).invoices).toBe(2);
    const listed = (await api('GET', `/v1/contracts/${c.id}/invoices`)).json();
    expect(listed.map((i: { amount: string }) => i.amount)).toEqual(['280.00', '140.00']);
    expect(listed[1]).toMatchObject({ periodStart: '2027-02-01', periodEnd: '2027-02-15' });
  });

  it('deferred: billed to Deferred Revenue, recognised as the visits of the period are done', async () => {
    const c = await seedContract({ billingSchedule: 'Quarterly', revenueRecognition: 'Deferred' });
    await putSchedule(c.id, { frequency: 'Monthly', dayOfMonth: 10, horizonDays: 730 });
    await generate(c.id);
    await priced(c.id, '300.00');
    const billed = await run('2027-01-20', c.id);
    expect(billed).toMatchObject({ invoices: 1, recognizedPeriods: 0 });
    const [b] = await t.database.db
      .select()
      .from(contractBillings)
      .where(eq(contractBillings.contractId, c.id));
    expect(await onAccount('DeferredRevenue', 'Invoice', [b.invoiceId])).toBe('300.00');
    expect(await onAccount('ContractRevenue', 'Invoice', [b.invoiceId])).toBe('0.00');

    // January's visit is done: a third of the quarter is earned.
    const [jan] = await visits(c.id, '?from=2027-01-01&to=2027-01-31');
    await t.database.db
      .update(jobs)
      .set({ completedDate: '2027-01-10T20:00:00Z' })
      .where(eq(jobs.id, jan.job?.id as number));
    const earned = await run('2027-01-20', c.id);
    expect(earned).toMatchObject({ invoices: 0, recognizedPeriods: 1, recognizedAmount: '100.00' });
    expect((await run('2027-01-20', c.id)).recognizedPeriods).toBe(0);
    expect(await onAccount('ContractRevenue', 'RevenueRecognition', [b.id])).toBe('100.00');
    expect(await onAccount('DeferredRevenue', 'RevenueRecognition', [b.id])).toBe('-100.00');

    // The term is over: whatever is still deferred is earned.
    const end = await run('2027-12-31', c.id);
    expect(end.invoices).toBe(3);
    const rows = await t.database.db
      .select()
      .from(contractBillings)
      .where(eq(contractBillings.contractId, c.id));
    expect(rows.every((r) => r.recognized === r.amount)).toBe(true);
  });

  it('voiding a deferred invoice takes back the revenue recognised from it', async () => {
    const c = await seedContract({ billingSchedule: 'Monthly', revenueRecognition: 'Deferred' });
    await priced(c.id, '310.00');
    expect(await run('2027-01-10', c.id)).toMatchObject({ invoices: 1, recognizedAmount: '100.00' });
    const [b] = await t.database.db
      .select()
      .from(contractBillings)
      .where(eq(contractBillings.contractId, c.id));
    const voided = await api('POST', `/v1/invoices/${b.invoiceId}/void`, { reason: 'Billed in error' });
    expect(voided.statusCode, voided.body).toBe(200);
    const [after] = await t.database.db.select().from(contractBillings).where(eq(contractBillings.id, b.id));
    expect(after.recognized).toBe('0.00');
    expect(await onAccount('ContractRevenue', 'RevenueRecognition', [b.id])).toBe('0.00');
    expect(await onAccount('DeferredRevenue', 'RevenueRecognition', [b.id])).toBe('0.00');
    // A void invoice's period holds nothing: later runs recognise nothing from it.
    expect((await run('2027-01-20', c.id)).recognizedPeriods).toBe(0);
  });

  it('per visit: each completed visit is invoiced once, after it is done', async () => {
    const c = await seedContract({ billingSchedule: 'PerVisit', revenueRecognition: 'Deferred' });
    await putSchedule(c.id, { frequency: 'Quarterly', dayOfMonth: 15, horizonDays: 730 });
    await generate(c.id);
    await priced(c.id, '95.00');
    expect((await run('2027-05-01', c.id)).invoices).toBe(0);
    const [q1] = await visits(c.id, '?from=2027-01-01&to=2027-01-31');
    await t.database.db
      .update(jobs)
      .set({ completedDate: '2027-01-16T17:00:00Z' })
      .where(eq(jobs.id, q1.job?.id as number));
    expect(await run('2027-05-01', c.id)).toMatchObject({ invoices: 1, total: expect.any(String) });
    expect((await run('2027-05-01', c.id)).invoices).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(contractBillings)
      .where(and(eq(contractBillings.contractId, c.id), eq(contractBillings.kind, 'Visit')));
    expect(row).toMatchObject({ contractVisitId: q1.id, revenueRecognition: 'Immediate', amount: '95.00' });
  });

  it('bill now: only an Active contract, only with full Contracts access', async () => {
    const draft = await seedContract({ status: 'Draft' });
    const refused = await api('POST', `/v1/contracts/${draft.id}/billing/run`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Only an Active contract is billed: set its status to Active first.');
    expect((await api('POST', '/v1/contracts/999999/billing/run')).statusCode).toBe(404);
    const reader = (await userWith(t, admin, [{ id: Permission.Contracts, accessLevel: 1 }])).token;
    const c = await seedContract({
      startDate: '2020-01-01',
      endDate: '2020-03-31',
      billingSchedule: 'Annual',
    });
    await priced(c.id, '50.00');
    expect((await api('POST', `/v1/contracts/${c.id}/billing/run`, undefined, reader)).statusCode).toBe(403);
    const res = await api('POST', `/v1/contracts/${c.id}/billing/run`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ invoices: 1 });
    expect((await api('GET', `/v1/contracts/${c.id}/invoices`, undefined, reader)).json()).toHaveLength(1);
  });

  it('earned share: visits done over visits scheduled, else by days, all once the term is over', () => {
    const p = { endDate: '2027-12-31', periodStart: '2027-01-01', periodEnd: '2027-04-01', amount: '100.00' };
    expect(earnedBy({ ...p, scheduled: 3, done: 1 }, '2027-02-01').toFixed(2)).toBe('33.33');
    expect(earnedBy({ ...p, scheduled: 0, done: 0 }, '2027-01-09').toFixed(2)).toBe('10.00');
    expect(earnedBy({ ...p, scheduled: 0, done: 0 }, '2026-12-01').toFixed(2)).toBe('0.00');
    expect(earnedBy({ ...p, scheduled: 3, done: 0 }, '2028-01-01').toFixed(2)).toBe('100.00');
  });
});
