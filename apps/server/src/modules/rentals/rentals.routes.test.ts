import { RENTAL_MESSAGES } from '@fieldline/contracts/rentals/rentals.contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textDocument } from '../../../test/documents-helpers';
import { runBillingDay } from '../contract-billing/contract-billing.service';
import { api, seedContract, t, useVisitsApp } from '../contract-visits/contract-visits.test-kit';
import { invoiceItems } from '../invoices/invoices.table';
import { accountForRole } from '../ledger';
import { rateUnits } from './rentals.charges';
import { addTerm, fleet, rentalContract, termUrl } from './rentals.test-kit';

useVisitsApp();

const schedules = async (contractId: number) =>
  (await api('GET', `/v1/contracts/${contractId}/assetschedules`)).json();

describe('rental terms', () => {
  it('a term books its units as schedules; its key is contract, group and start; bad terms are refused', async () => {
    const { groupId } = await fleet(2);
    const c = await rentalContract();
    const term = await addTerm(c.id, groupId, '2027-02-01', {
      endDate: '2027-02-20',
      rateBasis: 'Day',
      rate: '85.00',
      quantity: 2,
    });
    expect(term).toMatchObject({ quantity: 2, assigned: 0, rateBasis: 'Day', rate: '85.0000' });
    expect(term.number).toMatch(/-1$/);
    const booked = await schedules(c.id);
    expect(booked).toHaveLength(2);
    expect(
      booked.every((s: { asset: unknown; startDate: string }) => !s.asset && s.startDate === '2027-02-01'),
    ).toBe(true);
    const again = await api('POST', termUrl(c.id, groupId, '2027-02-01'), {
      endDate: '2027-02-21',
      rateBasis: 'Day',
      rate: '1',
    });
    expect(again.statusCode).toBe(409);
    const outside = await api('POST', termUrl(c.id, groupId, '2026-12-01'), {
      endDate: '2027-01-05',
      rateBasis: 'Day',
      rate: '1',
    });
    expect(outside.json().message).toBe(RENTAL_MESSAGES.outsideContract);
    const service = await seedContract();
    const notRental = await api('POST', termUrl(service.id, groupId, '2027-02-01'), {
      endDate: '2027-02-02',
      rateBasis: 'Day',
      rate: '1',
    });
    expect([notRental.statusCode, notRental.json().message]).toEqual([422, RENTAL_MESSAGES.notRental]);
    const bad = await api('POST', termUrl(c.id, groupId, '2027-13-01'), {
      endDate: 'x',
      rateBasis: 'Hour',
      rate: '-1',
    });
    expect(bad.statusCode).toBe(400);

    // Fewer units removes unassigned schedules; a new end date moves the schedules' matching edge.
    const patched = await api('PATCH', termUrl(c.id, groupId, '2027-02-01'), {
      quantity: 1,
      endDate: '2027-02-25',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const left = await schedules(c.id);
    expect(left.map((s: { endDate: string }) => s.endDate)).toEqual(['2027-02-25']);
    expect((await api('DELETE', termUrl(c.id, groupId, '2027-02-01'))).statusCode).toBe(204);
    expect(await schedules(c.id)).toEqual([]);
  });
});

describe('asset schedules', () => {
  it('autoassign gives each unit a free asset; the same asset is never booked twice, in the service or the database', async () => {
    const { groupId, assetIds } = await fleet(2);
    const first = await rentalContract();
    const second = await rentalContract();
    await addTerm(first.id, groupId, '2027-03-01', {
      endDate: '2027-03-31',
      rateBasis: 'Week',
      rate: '300',
      quantity: 2,
    });
    await addTerm(second.id, groupId, '2027-03-15', { endDate: '2027-04-15', rateBasis: 'Day', rate: '60' });
    const auto = await api('POST', `/v1/contracts/${first.id}/assetschedules/autoassign`);
    expect(auto.json()).toEqual({ assigned: 2, unassigned: [] });
    const none = (await api('POST', `/v1/contracts/${second.id}/assetschedules/autoassign`)).json();
    expect(none.assigned).toBe(0);
    expect(none.unassigned).toHaveLength(1);

    const [open] = await schedules(second.id);
    const clash = await api('PATCH', `/v1/contracts/${second.id}/assetschedules/${open.id}`, {
      assetId: assetIds[0],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/is already booked on C.* from 03\/01\/2027 to 03\/31\/2027\./);

    // The exclusion constraint holds even for a write that skips the service's check.
    const raw = t.database.db.execute(
      sql`update asset_schedules set asset_id = ${assetIds[0]}::int where id = ${open.id}::int`,
    );
    await expect(raw).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });

    // After the first rental ends the asset is free: a later start fits.
    const moved = await api('PATCH', `/v1/contracts/${second.id}/assetschedules/${open.id}`, {
      assetId: assetIds[0],
      startDate: '2027-04-01',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().asset.id).toBe(assetIds[0]);
    // Stretching the first rental over those days is refused, naming the second contract's booking.
    const stretch = await api('PATCH', termUrl(first.id, groupId, '2027-03-01'), { endDate: '2027-04-05' });
    expect(stretch.statusCode).toBe(409);
    expect(stretch.json().message).toMatch(/is already booked on C.* from 04\/01\/2027 to 04\/15\/2027\./);

    const availability = (
      await api('GET', `/v1/assets/groups/${groupId}/availability?from=2027-03-20&to=2027-03-25`)
    ).json();
    expect(availability.assets.map((a: { isFree: boolean }) => a.isFree)).toEqual([false, false]);
    const items = (await api('GET', '/v1/contracts/rentalItems?from=2027-04-20&to=2027-04-30')).json();
    expect(items.find((i: { group: { id: number } }) => i.group.id === groupId)).toMatchObject({
      units: 2,
      available: 2,
    });
  });

  it('substitute splits the schedule and records it; unlink and bulk update', async () => {
    const { groupId, assetIds } = await fleet(3);
    const c = await rentalContract();
    await addTerm(c.id, groupId, '2027-05-01', { endDate: '2027-05-31', rateBasis: 'Month', rate: '1200' });
    const [s] = await schedules(c.id);
    await api('PATCH', `/v1/contracts/${c.id}/assetschedules/${s.id}`, { assetId: assetIds[0] });
    const sub = await api('POST', `/v1/contracts/${c.id}/assetschedules/${s.id}/substitute`, {
      assetId: assetIds[1],
      effectiveDate: '2027-05-11',
      reason: 'Hydraulic leak',
    });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json()).toMatchObject({
      startDate: '2027-05-11',
      endDate: '2027-05-31',
      asset: { id: assetIds[1] },
    });
    const all = await schedules(c.id);
    expect(all.map((x: { startDate: string; endDate: string }) => `${x.startDate}..${x.endDate}`)).toEqual([
      '2027-05-01..2027-05-10',
      '2027-05-11..2027-05-31',
    ]);
    const subs = (await api('GET', `/v1/contracts/${c.id}/substitutions`)).json();
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      fromAsset: { id: assetIds[0] },
      toAsset: { id: assetIds[1] },
      reason: 'Hydraulic leak',
    });

    const unlinked = await api('PATCH', `/v1/contracts/${c.id}/assetschedules/${all[1].id}/unlinkAsset`);
    expect(unlinked.json().asset).toBeNull();
    const twice = await api('PATCH', `/v1/contracts/${c.id}/assetschedules/${all[1].id}/unlinkAsset`);
    expect(twice.json().message).toBe(RENTAL_MESSAGES.noAsset);

    const bulk = await api('PATCH', `/v1/contracts/${c.id}/assetschedules/bulk`, {
      ids: all.map((x: { id: number }) => x.id),
      status: 'Out',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().every((x: { status: string }) => x.status === 'Out')).toBe(true);
    const outside = await api('PATCH', `/v1/contracts/${c.id}/assetschedules/bulk`, {
      ids: [all[0].id],
      endDate: '2027-06-30',
    });
    expect(outside.json().message).toBe(RENTAL_MESSAGES.outsideTerm);
    const missing = await api('PATCH', `/v1/contracts/${c.id}/assetschedules/bulk`, { ids: [2147483647] });
    expect(missing.statusCode).toBe(404);
  });
});

describe('rental billing', () => {
  it('rate units: days, weeks and calendar months', () => {
    expect(rateUnits('Day', '2027-01-10', '2027-02-01').toString()).toBe('22');
    expect(rateUnits('Week', '2027-01-01', '2027-01-15').toString()).toBe('2');
    expect(rateUnits('Month', '2027-01-31', '2027-02-28').toString()).toBe('1');
    expect(rateUnits('Month', '2027-03-01', '2027-04-16').toFixed(4)).toBe('1.5000');
  });

  it('a long rental is invoiced month by month to Rental Revenue; billed days are fixed', async () => {
    const { groupId } = await fleet(1);
    const c = await rentalContract({ startDate: '2027-01-01', endDate: '2027-06-30' });
    await addTerm(c.id, groupId, '2027-01-10', { endDate: '2027-03-20', rateBasis: 'Week', rate: '350.00' });
    const run = (through: string) =>
      t.database.db.transaction((tx) => runBillingDay(tx as never, through, null, c.id));
    const billed = await run('2027-02-15');
    expect(billed.invoices).toBe(2);
    const listed = (await api('GET', `/v1/contracts/${c.id}/invoices`)).json();
    const lines = await t.database.db
      .select({
        quantity: invoiceItems.quantity,
        description: invoiceItems.description,
        revenue: invoiceItems.revenueAccountId,
      })
      .from(invoiceItems)
      .where(
        inArray(
          invoiceItems.invoiceId,
          listed.map((i: { invoiceId: number }) => i.invoiceId),
        ),
      )
      .orderBy(asc(invoiceItems.id));
    // January: 22 days (Jan 10–31) = 3.1429 weeks; February: 28 days = 4 weeks.
    expect(lines.map((l) => l.quantity)).toEqual(['3.1429', '4.0000']);
    expect(lines[0].description).toContain('22 days at the weekly rate');
    const rentalRevenue = await accountForRole(t.database.db, 'RentalRevenue');
    expect(lines.every((l) => l.revenue === rentalRevenue)).toBe(true);
    expect(listed.every((i: { amount: string }) => i.amount === '0.00')).toBe(true);

    const early = await api('PATCH', termUrl(c.id, groupId, '2027-01-10'), { rate: '400.00' });
    expect(early.json().message).toBe(RENTAL_MESSAGES.billedPeriod('02/28/2027'));
    const longer = await api('PATCH', termUrl(c.id, groupId, '2027-01-10'), { endDate: '2027-04-10' });
    expect(longer.statusCode, longer.body).toBe(200);
    // March to April 10: the rest is billed as the periods come (after March: April 1–10 = 10 days).
    expect((await run('2027-06-30')).invoices).toBe(2);
    expect((await run('2027-06-30')).invoices).toBe(0);
  });
});

describe('documents of contracts and rental terms', () => {
  it('links a document to a contract and a rental term, named as spec 2 says, with the contract related', async () => {
    const { groupId } = await fleet(1);
    const c = await rentalContract();
    const term = await addTerm(c.id, groupId, '2027-07-01', {
      endDate: '2027-07-31',
      rateBasis: 'Day',
      rate: '50',
    });
    const res = await api(
      'POST',
      '/v1/documents',
      textDocument({ contracts: [{ id: c.id }], contractRentalTerms: [{ id: term.id }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const tab = (await api('GET', `/v1/documents/related?kind=RentalTerms&id=${term.id}`)).json();
    expect(tab.entity.displayName).toBe(`Contract Rental Terms - ${term.number}`);
    expect(tab.related.map((r: { displayName: string }) => r.displayName)).toEqual([
      expect.stringMatching(/^Contract - C/),
    ]);
  });
});
