import { ASSET_STOCK_MESSAGES as M } from '@fieldline/contracts/assets/asset-stock.contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unique } from '../../../test/factories';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import {
  admin,
  api,
  fields,
  seedContract,
  t,
  useVisitsApp,
} from '../contract-visits/contract-visits.test-kit';
import { itemTypes } from '../items/items.table';
import { glAccounts, journalEntries, journalLines } from '../ledger/ledger.table';
import { assetSchedules } from '../rentals/rentals.table';
import { addTerm, fleet, rentalContract } from '../rentals/rentals.test-kit';

useVisitsApp();

const roleBalance = async (role: string) => {
  const [row] = await t.database.db
    .select({
      n: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)::numeric(18, 2)::text`,
    })
    .from(journalLines)
    .innerJoin(glAccounts, eq(glAccounts.id, journalLines.accountId))
    .where(eq(glAccounts.systemRole, role));
  return Number(row.n);
};
const balances = async () => ({
  fixed: await roleBalance('FixedAssets'),
  inventory: await roleBalance('Inventory'),
  accumulated: await roleBalance('AccumulatedDepreciation'),
  cogs: await roleBalance('COGS'),
});
const delta = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(Object.keys(a).map((k) => [k, Math.round((b[k] - a[k]) * 100) / 100]));

async function stockedItem(quantity: number, unitCost: string) {
  const item = await seedItem(t, { name: unique('Scissor lift') });
  const wh = await seedWarehouse(t);
  const res = await api('POST', '/v1/inventory/adjustments', {
    itemId: item.id,
    warehouseId: wh.id,
    binId: wh.bins[0].id,
    quantity,
    unitCost,
    reason: 'Opening count',
    movementDate: '2030-01-01',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { item, wh };
}
const refs = async () => {
  const types = (await api('GET', '/v1/assets/types')).json();
  const statuses = (await api('GET', '/v1/assets/assetstatus')).json();
  return { typeId: types[0].id, statusId: statuses[0].id };
};
const onHand = async (itemId: number) => (await api('GET', `/v1/inventory/items/${itemId}`)).json().onHand;

describe('assets and stock', () => {
  it('makes assets from stock at average cost, puts one back at book value and hands one to a customer', async () => {
    const { item, wh } = await stockedItem(3, '400.00');
    const before = await balances();
    const numbers = [unique('RU'), unique('RU')];
    const made = await api('POST', '/v1/assets/transferItemsToAssets', {
      warehouseId: wh.id,
      date: '2030-01-01',
      ...(await refs()),
      isRentable: true,
      assets: [
        { itemId: item.id, assetNumber: numbers[0], serialNumber: 'SL-1' },
        {
          itemId: item.id,
          assetNumber: numbers[1],
          name: 'Lift two',
          serialNumber: 'SL-2',
          modelNumber: 'GS-1930',
        },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const { assetIds, cost, journalEntryId } = made.json();
    expect(cost).toBe('800.00');
    expect(await onHand(item.id)).toBe('1.0000');
    const first = (await api('GET', `/v1/assets/${assetIds[0]}`)).json();
    expect(first).toMatchObject({
      name: item.name,
      cost: '400.00',
      itemId: item.id,
      inServiceDate: '2030-01-01',
    });
    expect((await api('GET', `/v1/assets/${assetIds[1]}`)).json()).toMatchObject({ name: 'Lift two' });
    const [entry] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, journalEntryId));
    expect(entry).toMatchObject({ sourceType: 'StockIssue', memo: 'Stock made into assets' });
    expect(delta(before, await balances())).toEqual({ fixed: 800, inventory: -800, accumulated: 0, cogs: 0 });

    // A year's straight line on the first: 3 months posted, then it goes back into stock mid-April.
    const dep = await api('POST', `/v1/assets/${assetIds[0]}/depreciation`, {
      method: 'StraightLine',
      lifeMonths: 10,
    });
    expect(dep.statusCode, dep.body).toBe(201);
    await api('POST', '/v1/assets/depreciation/post', { through: '2030-03-31' });
    const held = await balances();
    const back = await api('POST', '/v1/assets/transferItems', {
      assetIds: [assetIds[0]],
      warehouseId: wh.id,
      date: '2030-04-15',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ transferred: 1, bookValue: '280.00', equipmentIds: [] });
    expect(await onHand(item.id)).toBe('2.0000');
    expect(delta(held, await balances())).toEqual({ fixed: -400, inventory: 280, accumulated: 120, cogs: 0 });
    expect((await api('GET', `/v1/assets/${assetIds[0]}`)).json()).toMatchObject({ isActive: false });
    const again = await api('POST', '/v1/assets/transferItems', {
      assetIds: [assetIds[0]],
      warehouseId: wh.id,
    });
    expect([again.statusCode, again.json().message]).toEqual([422, M.inactive(numbers[0])]);

    const site = await seedContract();
    const handed = await api('POST', '/v1/assets/transferEquipment', {
      assetIds: [assetIds[1]],
      customerId: site.customerId,
      locationId: site.locationId,
      date: '2030-05-02',
      note: 'Sold after the season.',
    });
    expect(handed.statusCode, handed.body).toBe(200);
    const { equipmentIds, bookValue } = handed.json();
    expect(bookValue).toBe('400.00');
    const unit = (await api('GET', `/v1/equipment/${equipmentIds[0]}`)).json();
    expect(unit).toMatchObject({
      name: 'Lift two',
      serialNumber: 'SL-2',
      modelNumber: 'GS-1930',
      installDate: '2030-05-02',
    });
    expect(unit.notes).toContain(numbers[1]);
    const moves = (await api('GET', `/v1/assets/${assetIds[1]}/stockmoves`)).json();
    expect(moves.map((m: { kind: string }) => m.kind)).toEqual(['ToEquipment', 'FromStock']);
    expect(moves[0]).toMatchObject({
      cost: '400.00',
      accumulated: '0.00',
      bookValue: '400.00',
      equipmentId: equipmentIds[0],
    });
    expect(moves[0].customer.id).toBe(site.customerId);
    // Made, held and gone: Fixed Assets is back where it was (800 in, 400 + 400 out), 280 came back to stock.
    expect(delta(held, await balances())).toEqual({
      fixed: -800,
      inventory: 280,
      accumulated: 120,
      cogs: 400,
    });
  });

  it('refuses bad input by field, a service item, too little stock and a booked unit, writing nothing', async () => {
    const { item, wh } = await stockedItem(1, '50.00');
    const r = await refs();
    const base = { warehouseId: wh.id, ...r };
    const [service] = await t.database.db
      .select()
      .from(itemTypes)
      .where(eq(itemTypes.isStocked, false))
      .limit(1);
    const labour = await seedItem(t, { typeId: service.id });
    const taken = unique('RU');
    const bad = await api('POST', '/v1/assets/transferItemsToAssets', {
      ...base,
      assets: [
        { itemId: labour.id, assetNumber: taken },
        { itemId: 99_999_999, assetNumber: taken },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['assets[0].itemId', 'assets[1].itemId', 'assets[1].assetNumber']);
    expect(bad.json().errors[0].message).toBe(M.notStocked);
    const empty = await api('POST', '/v1/assets/transferItemsToAssets', {
      ...base,
      warehouseId: 2_147_483_647,
      assets: [],
    });
    expect(fields(empty)?.sort()).toEqual(['assets']);
    const noHouse = await api('POST', '/v1/assets/transferItemsToAssets', {
      ...base,
      warehouseId: 2_147_483_647,
      assets: [{ itemId: item.id, assetNumber: unique('RU') }],
    });
    expect(fields(noHouse)).toEqual(['warehouseId']);
    const short = await api('POST', '/v1/assets/transferItemsToAssets', {
      ...base,
      assets: [
        { itemId: item.id, assetNumber: unique('RU') },
        { itemId: item.id, assetNumber: unique('RU') },
      ],
    });
    expect(short.statusCode).toBe(422);
    expect(await onHand(item.id)).toBe('1.0000');
    const [{ n }] = (
      await t.database.db.execute(
        sql`select count(*)::int as n from assets where asset_number like 'RU%' and cost = 0`,
      )
    ).rows as { n: number }[];
    expect(n).toBe(0);

    // A unit on a rental that has not come back cannot leave.
    const { groupId, assetIds } = await fleet(1);
    const c = await rentalContract({ startDate: '2030-01-01', endDate: '2030-12-31' });
    await addTerm(c.id, groupId, '2030-06-01', { endDate: '2030-06-20', rateBasis: 'Day', rate: '85.00' });
    await t.database.db
      .update(assetSchedules)
      .set({ assetId: assetIds[0] })
      .where(and(eq(assetSchedules.contractId, c.id), eq(assetSchedules.groupId, groupId)));
    const booked = await api('POST', '/v1/assets/transferEquipment', {
      assetIds,
      customerId: c.customerId,
      locationId: c.locationId,
      date: '2030-05-01',
    });
    expect(booked.statusCode).toBe(422);
    expect(booked.json().message).toMatch(/is booked on a rental from 06\/01\/2030; unlink it first\.$/);
    const elsewhere = await seedContract();
    const wrongSite = await api('POST', '/v1/assets/transferEquipment', {
      assetIds,
      customerId: c.customerId,
      locationId: elsewhere.locationId,
      date: '2030-07-01',
    });
    expect(wrongSite.statusCode).toBe(422);
    const noItem = await api('POST', '/v1/assets/transferItems', {
      assetIds,
      warehouseId: wh.id,
      date: '2030-07-01',
    });
    expect(fields(noItem)).toEqual(['itemId']);
    const reader = await api(
      'POST',
      '/v1/assets/transferItems',
      { assetIds, warehouseId: wh.id },
      'no-token',
    );
    expect(reader.statusCode).toBe(401);
    expect(admin).toBeTruthy();
  });
});
