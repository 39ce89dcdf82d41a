import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../test/harness';
import { settings } from '../system';
import { recordMovements } from './inventory.ledger';
import { inventoryMovements, inventoryOnHand, inventoryValuation } from './inventory.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = '2026-11-21';

describe('recordMovements', () => {
  it('keeps on hand per bin and the average cost per item', async () => {
    const item = await seedItem(t);
    const wh = await seedWarehouse(t);
    const [a, b] = wh.bins;
    await t.database.db.transaction(async (tx) => {
      await recordMovements(tx, null, [
        {
          itemId: item.id,
          warehouseId: wh.id,
          binId: a.id,
          movementType: 'receipt',
          quantity: '10',
          unitCost: '2.00',
          movementDate: day,
        },
        {
          itemId: item.id,
          warehouseId: wh.id,
          binId: b.id,
          movementType: 'receipt',
          quantity: '10',
          unitCost: '3.00',
          movementDate: day,
        },
      ]);
    });
    const out = await t.database.db.transaction((tx) =>
      recordMovements(tx, null, [
        {
          itemId: item.id,
          warehouseId: wh.id,
          binId: a.id,
          movementType: 'issue',
          quantity: '-4',
          movementDate: day,
        },
      ]),
    );
    expect(out[0].unitCost).toBe('2.5000');
    const onHand = await t.database.db
      .select()
      .from(inventoryOnHand)
      .where(eq(inventoryOnHand.itemId, item.id));
    expect(onHand.map((r) => [r.binId, r.quantity]).sort()).toEqual(
      [
        [a.id, '6.0000'],
        [b.id, '10.0000'],
      ].sort(),
    );
    const [v] = await t.database.db
      .select()
      .from(inventoryValuation)
      .where(eq(inventoryValuation.itemId, item.id));
    expect(v).toMatchObject({ quantity: '16.0000', totalValue: '40.0000', averageCost: '2.5000' });
  });

  it('keeps the average cost when stock leaves every bin and comes back (found by the property test)', async () => {
    const item = await seedItem(t);
    const wh = await seedWarehouse(t);
    const [a, b] = wh.bins;
    const move = (binId: number, quantity: string, unitCost?: string) =>
      t.database.db.transaction((tx) =>
        recordMovements(tx, null, [
          {
            itemId: item.id,
            warehouseId: wh.id,
            binId,
            movementType: 'adjustment',
            quantity,
            unitCost,
            movementDate: day,
          },
        ]),
      );
    await move(a.id, '2', '0.00');
    await t.database.db.transaction((tx) =>
      recordMovements(tx, null, [
        {
          itemId: item.id,
          warehouseId: wh.id,
          binId: a.id,
          movementType: 'transfer',
          quantity: '-2',
          movementDate: day,
        },
        {
          itemId: item.id,
          warehouseId: wh.id,
          binId: b.id,
          movementType: 'transfer',
          quantity: '2',
          movementDate: day,
        },
      ]),
    );
    await move(b.id, '-2');
    const [back] = await move(b.id, '1', '3.00');
    expect(back.unitCost).toBe('3.0000');
    const [v] = await t.database.db
      .select()
      .from(inventoryValuation)
      .where(eq(inventoryValuation.itemId, item.id));
    expect(v).toMatchObject({ quantity: '1.0000', totalValue: '3.0000', averageCost: '3.0000' });
  });

  it('refuses to take a bin below zero and writes nothing', async () => {
    const item = await seedItem(t);
    const wh = await seedWarehouse(t);
    await expect(
      t.database.db.transaction((tx) =>
        recordMovements(tx, null, [
          {
            itemId: item.id,
            warehouseId: wh.id,
            binId: wh.bins[0].id,
            movementType: 'issue',
            quantity: '-1',
            movementDate: day,
          },
        ]),
      ),
    ).rejects.toMatchObject({ status: 422 });
    const rows = await t.database.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.itemId, item.id));
    expect(rows).toHaveLength(0);
  });

  it('allows negative on hand when the setting says so', async () => {
    const item = await seedItem(t);
    const wh = await seedWarehouse(t);
    await t.database.db.insert(settings).values({ key: 'AllowNegativeInventory', value: true });
    try {
      await t.database.db.transaction((tx) =>
        recordMovements(tx, null, [
          {
            itemId: item.id,
            warehouseId: wh.id,
            binId: wh.bins[0].id,
            movementType: 'issue',
            quantity: '-2',
            movementDate: day,
          },
        ]),
      );
      const [row] = await t.database.db
        .select()
        .from(inventoryOnHand)
        .where(eq(inventoryOnHand.itemId, item.id));
      expect(row.quantity).toBe('-2.0000');
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'AllowNegativeInventory'));
    }
  });
});
