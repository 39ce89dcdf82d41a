import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/database';
import type { RouteContext } from '../../platform/http/route';
import { createDepreciation } from '../asset-depreciation/asset-depreciation.service';
import { postDueDepreciation } from '../asset-depreciation/depreciation.posting';
import { createAsset } from '../assets/assets.service';
import { addDays } from '../invoices';

/**
 * Asset depreciation in the ledger property test (issue 19): assets bought on random days with random
 * costs, salvage, lives and methods, their schedules posted up to random days (again and again: nothing
 * posts twice), through the services the routes call.
 */

export type DepreciationOp =
  | { k: 'asset'; cents: number; salvagePct: number; life: number; declining: boolean; day: number }
  | { k: 'postDepreciation'; day: number };

export const depreciationOpArb: fc.Arbitrary<DepreciationOp> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('asset' as const),
      cents: fc.integer({ min: 1, max: 50_000_000 }),
      salvagePct: fc.integer({ min: 0, max: 100 }),
      life: fc.integer({ min: 1, max: 120 }),
      declining: fc.boolean(),
      day: fc.nat({ max: 320 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('postDepreciation' as const), day: fc.nat({ max: 700 }) }),
  },
);

export const isDepreciationOp = (op: { k: string }): op is DepreciationOp =>
  op.k === 'asset' || op.k === 'postDepreciation';

const rowsOf = <T>(r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as T[];
const ctx = <B, P = unknown>(db: Db, userId: number, body: B, params?: P) =>
  ({
    db,
    user: { id: userId },
    body,
    query: {},
    params: params ?? {},
    audit: async () => {},
    afterCommit: () => {},
    afterRollback: () => {},
    operationKey: null,
    level: () => 2,
  }) as unknown as RouteContext<B, unknown, P>;
let serial = 0;

export async function runDepreciationOp(db: Db, userId: number, assets: number[], op: DepreciationOp) {
  const dateOf = (d: number) => addDays('2026-01-01', d);
  if (op.k === 'postDepreciation') {
    const r = await postDueDepreciation(db, dateOf(op.day), userId);
    return r.posted > 0 ? ('done' as const) : ('skipped' as const);
  }
  const [ref] = rowsOf<{ t: number; s: number; o: number }>(
    await db.execute(sql`select (select min(id) from asset_types) as t, (select min(id) from asset_statuses) as s,
      (select min(id) from offices) as o`),
  );
  serial += 1;
  const cost = moneyString(toDecimal(op.cents).dividedBy(100));
  const asset = await createAsset(
    ctx(db, userId, {
      assetNumber: `PT-${process.pid}-${serial}`,
      name: 'Property test asset',
      typeId: ref.t,
      statusId: ref.s,
      officeId: ref.o,
      cost,
      inServiceDate: dateOf(op.day),
    }),
  );
  await createDepreciation(
    ctx(
      db,
      userId,
      {
        method: op.declining ? ('DecliningBalance' as const) : ('StraightLine' as const),
        lifeMonths: op.life,
        salvageValue: moneyString(
          toDecimal(op.cents).times(op.salvagePct).dividedBy(10_000).toDecimalPlaces(0),
        ),
      },
      { id: asset.id },
    ),
  );
  assets.push(asset.id);
  return 'done' as const;
}

/**
 * Accumulated depreciation in the ledger is what the schedules say was posted less what assets took out as
 * they left the books (asset_stock_moves), and expense mirrors the posted periods.
 */
export async function depreciationTiesOut(db: Db) {
  const [r] = rowsOf<{ periods: string; accumulated: string; expense: string; left: string }>(
    await db.execute(sql`select
      (select coalesce(sum(accumulated), 0) from asset_stock_moves)::text as left,
      (select coalesce(sum(amount), 0) from asset_depreciation_periods where posted_at is not null)::text as periods,
      (select coalesce(sum(l.credit - l.debit), 0) from journal_lines l join gl_accounts a on a.id = l.account_id
        where a.system_role = 'AccumulatedDepreciation')::text as accumulated,
      (select coalesce(sum(l.debit - l.credit), 0) from journal_lines l join gl_accounts a on a.id = l.account_id
        where a.system_role = 'DepreciationExpense')::text as expense`),
  );
  expect(toDecimal(r.accumulated).toFixed(2)).toBe(toDecimal(r.periods).minus(r.left).toFixed(2));
  expect(toDecimal(r.expense).toFixed(2)).toBe(toDecimal(r.periods).toFixed(2));
}
