import { Permission } from '@fieldline/contracts/common/permissions';
import { METRICS_MESSAGES } from '@fieldline/contracts/rentals/asset-metrics.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { assetStatuses, assets } from '../assets/assets.table';
import { admin, api, fields, t, useVisitsApp } from '../contract-visits/contract-visits.test-kit';
import { addTerm, fleet, rentalContract } from './rentals.test-kit';

useVisitsApp();

/** Two units; unit 1 booked 10 days of a 20-day range, unit 2 not at all: 10 of 40 unit-days. */
async function bookedFleet() {
  const { groupId, assetIds } = await fleet(2);
  const c = await rentalContract({ startDate: '2031-01-01', endDate: '2031-12-31' });
  await addTerm(c.id, groupId, '2031-03-06', {
    endDate: '2031-03-15',
    rateBasis: 'Day',
    rate: '50',
    quantity: 1,
  });
  const res = await api('POST', `/v1/contracts/${c.id}/assetschedules/autoassign`);
  expect(res.statusCode, res.body).toBe(200);
  return { groupId, assetIds, contractId: c.id };
}

describe('asset metrics', () => {
  it('utilisation per group and per asset counts booked days within the range only', async () => {
    const { groupId, assetIds } = await bookedFleet();
    const range = { from: '2031-03-01', to: '2031-03-20', groupId };
    const groups = await api('POST', '/v1/assets/assetschedulemetrics', range);
    expect(groups.statusCode, groups.body).toBe(200);
    expect(groups.json()).toMatchObject({
      days: 20,
      groups: [
        {
          group: { id: groupId },
          units: 2,
          bookings: 1,
          bookedDays: 10,
          unitDays: 40,
          utilizationPct: '25.00',
        },
      ],
      totals: { units: 2, bookedDays: 10, unitDays: 40, utilizationPct: '25.00' },
    });
    // A range cutting the booking counts only its own days: Mar 13-15 of the 10, over 2 units x 8 days.
    const cut = (
      await api('POST', '/v1/assets/assetschedulemetrics', { ...range, from: '2031-03-13' })
    ).json();
    expect(cut.groups[0]).toMatchObject({ bookedDays: 3, unitDays: 16, utilizationPct: '18.75' });

    const perAsset = (await api('POST', '/v1/assets/assetmetrics', range)).json();
    const booked = perAsset.assets.filter((a: { bookedDays: number }) => a.bookedDays > 0);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      bookings: 1,
      unitDays: 20,
      utilizationPct: '50.00',
      bookValue: '0.00',
    });
    expect(assetIds).toContain(booked[0].asset.id);

    const scheduled = (
      await api('GET', `/v1/assets/scheduled?from=2031-03-01&to=2031-03-31&groupId=${groupId}`)
    ).json();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]).toMatchObject({
      startDate: '2031-03-06',
      endDate: '2031-03-15',
      status: 'Reserved',
    });
    expect(
      (await api('GET', `/v1/assets/scheduled?from=2031-04-01&to=2031-04-30&groupId=${groupId}`)).json(),
    ).toEqual([]);
  });

  it('lists units out of service with the booking waiting for them', async () => {
    const { groupId, assetIds } = await bookedFleet();
    const [repair] = await t.database.db
      .select()
      .from(assetStatuses)
      .where(eq(assetStatuses.isAvailable, false))
      .limit(1);
    // The booked unit goes to the shop.
    const scheduled = (
      await api('GET', `/v1/assets/scheduled?from=2031-03-01&to=2031-03-31&groupId=${groupId}`)
    ).json();
    const bookedId = scheduled[0].asset.id as number;
    await t.database.db.update(assets).set({ statusId: repair.id }).where(eq(assets.id, bookedId));
    const list = (await api('GET', '/v1/assets/servicing')).json();
    const mine = list.filter((a: { asset: { id: number } }) => assetIds.includes(a.asset.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: { id: repair.id },
      group: { id: groupId },
      nextBooking: { startDate: '2031-03-06' },
    });
  });

  it('refuses bad ranges naming the field, and needs Assets read', async () => {
    const bad = await api('POST', '/v1/assets/assetmetrics', { from: '2031-03-20', to: '2031-03-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'to', message: METRICS_MESSAGES.endBeforeStart }]);
    const long = await api('POST', '/v1/assets/assetschedulemetrics', {
      from: '2020-01-01',
      to: '2031-01-01',
    });
    expect(long.json().errors).toEqual([{ field: 'to', message: METRICS_MESSAGES.tooLong }]);
    expect(fields(await api('GET', '/v1/assets/scheduled?from=x&to=2031-01-01'))).toEqual(['from']);
    expect(
      fields(
        await api('POST', '/v1/assets/assetmetrics', { from: '2031-01-01', to: '2031-01-02', extra: 1 }),
      ),
    ).toEqual(['extra']);
    const nobody = await userWith(t, admin, []);
    const reader = await userWith(t, admin, [{ id: Permission.Assets, accessLevel: 1 }]);
    expect((await api('GET', '/v1/assets/servicing', undefined, nobody.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/assets/servicing', undefined, reader.token)).statusCode).toBe(200);
    const range = { from: '2031-01-01', to: '2031-01-02' };
    expect((await api('POST', '/v1/assets/assetmetrics', range, nobody.token)).statusCode).toBe(403);
    expect((await api('POST', '/v1/assets/assetmetrics', range, reader.token)).statusCode).toBe(200);
  });
});
