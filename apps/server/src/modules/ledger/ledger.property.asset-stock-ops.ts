import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/database';
import type { RouteContext } from '../../platform/http/route';
import { makeAssetsFromStock } from '../asset-stock/asset-stock.from-stock';
import { handAssetsToCustomer, putAssetsInStock } from '../asset-stock/asset-stock.out';
import { recordMovements } from '../inventory';
import { addDays } from '../invoices';
import type { StockFixture } from './ledger.property.stock-ops';

/**
 * Assets made from stock and leaving the books (issue 19) in the ledger property test: a unit counted in
 * and made into an asset at the average cost, any asset (made from stock or by hand, depreciating or not)
 * put back into stock or handed to a customer on a random day, through the services the routes call.
 */

export type AssetStockOp =
  | { k: 'stockToAsset'; item: number; w: number; cents: number; day: number }
  | { k: 'assetToStock'; a: number; item: number; w: number; day: number }
  | { k: 'assetToCustomer'; a: number; c: number; day: number };

const day = fc.nat({ max: 700 });
export const assetStockOpArb: fc.Arbitrary<AssetStockOp> = fc.oneof(
  fc.record({
    k: fc.constant('stockToAsset' as const),
    item: fc.nat({ max: 5 }),
    w: fc.nat({ max: 3 }),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
    day: fc.nat({ max: 320 }),
  }),
  fc.record({
    k: fc.constant('assetToStock' as const),
    a: fc.nat({ max: 50 }),
    item: fc.nat({ max: 5 }),
    w: fc.nat({ max: 3 }),
    day,
  }),
  fc.record({
    k: fc.constant('assetToCustomer' as const),
    a: fc.nat({ max: 50 }),
    c: fc.nat({ max: 5 }),
    day,
  }),
);

const KINDS = new Set(['stockToAsset', 'assetToStock', 'assetToCustomer']);
export const isAssetStockOp = (op: { k: string }): op is AssetStockOp => KINDS.has(op.k);

const rowsOf = <T>(r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as T[];
const ctx = <B>(db: Db, userId: number, body: B) =>
  ({
    db,
    user: { id: userId },
    body,
    query: {},
    params: {},
    audit: async () => {},
    afterCommit: () => {},
    afterRollback: () => {},
    operationKey: null,
    level: () => 2,
  }) as unknown as RouteContext<B, unknown, unknown>;
const dateOf = (d: number) => addDays('2026-01-01', d);
let serial = 0;

export async function runAssetStockOp(
  db: Db,
  fx: StockFixture,
  customers: number[],
  assets: number[],
  op: AssetStockOp,
): Promise<'done' | 'skipped'> {
  const house = fx.warehouses[('w' in op ? op.w : 0) % fx.warehouses.length];
  const itemId = fx.items[('item' in op ? op.item : 0) % fx.items.length];
  if (op.k === 'stockToAsset') {
    // Counted in first, so that the unit exists; it then leaves at the average of all the item's stock.
    await recordMovements(
      db,
      fx.userId,
      [
        {
          itemId,
          warehouseId: house.id,
          binId: house.binId,
          movementType: 'adjustment',
          quantity: '1',
          unitCost: moneyString(toDecimal(op.cents).dividedBy(100)),
          movementDate: dateOf(op.day),
          sourceKind: 'Adjustment',
        },
      ],
      {},
    );
    const [ref] = rowsOf<{ t: number; s: number }>(
      await db.execute(
        sql`select (select min(id) from asset_types) as t, (select min(id) from asset_statuses) as s`,
      ),
    );
    serial += 1;
    const made = await makeAssetsFromStock(
      ctx(db, fx.userId, {
        warehouseId: house.id,
        date: dateOf(op.day),
        typeId: ref.t,
        statusId: ref.s,
        assets: [{ itemId, assetNumber: `PS-${process.pid}-${serial}` }],
      }),
    );
    assets.push(...made.assetIds);
    return 'done';
  }
  const assetId = assets.length ? assets[op.a % assets.length] : undefined;
  if (assetId === undefined) return 'skipped';
  if (op.k === 'assetToStock') {
    await putAssetsInStock(
      ctx(db, fx.userId, { assetIds: [assetId], warehouseId: house.id, itemId, date: dateOf(op.day) }),
    );
    return 'done';
  }
  const customerId = customers[op.c % customers.length];
  const [site] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from locations where customer_id = ${customerId} order by id limit 1`),
  );
  if (!site) return 'skipped';
  await handAssetsToCustomer(
    ctx(db, fx.userId, { assetIds: [assetId], customerId, locationId: site.id, date: dateOf(op.day) }),
  );
  return 'done';
}

/**
 * What the stock and disposal entries put into Fixed Assets (the demo's purchases are manual entries) is what
 * the assets made from stock cost less what the assets that left carried, and the
 * depreciation taken out as they left is what depreciationTiesOut allows for.
 */
export async function assetStockTiesOut(db: Db) {
  const [r] = rowsOf<{ moves: string; fixed: string }>(
    await db.execute(sql`select
      (select coalesce(sum(case when kind = 'FromStock' then cost else -cost end), 0) from asset_stock_moves)::numeric(18, 2)::text as moves,
      (select coalesce(sum(l.debit - l.credit), 0) from journal_lines l join gl_accounts a on a.id = l.account_id
         join journal_entries e on e.id = l.entry_id
        where a.system_role = 'FixedAssets'
          and e.source_type in ('StockIssue', 'StockReceipt', 'AssetDisposal'))::numeric(18, 2)::text as fixed`),
  );
  expect({ fixedAssets: r.fixed }).toEqual({ fixedAssets: r.moves });
}
