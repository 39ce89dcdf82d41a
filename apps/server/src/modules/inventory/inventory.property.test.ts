import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../test/harness';
import { AppError } from '../../platform/errors';
import { recordMovements } from './inventory.ledger';

/*
 * Random sequences of receipts and issues (the ledger service, as purchasing and jobs will call it)
 * and adjustments and transfers (the API). After each sequence: on hand per bin equals the sum of
 * the item's movements per bin, no bin is below zero, the valuation's quantity equals the total on
 * hand, and all of it equals a plain model of the sequence (refused steps change nothing).
 */

let t: TestApp;
let admin: string;
let bins: { warehouseId: number; binId: number }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const a = await seedWarehouse(t, {}, ['P-1', 'P-2']);
  const b = await seedWarehouse(t, { isVan: true }, ['V-1', 'V-2']);
  bins = [...a.bins, ...b.bins].map((bin) => ({ warehouseId: bin.warehouseId, binId: bin.id }));
});
afterAll(() => t.close());

type Op =
  | { kind: 'receipt'; bin: number; qty: number; cost: number }
  | { kind: 'issue'; bin: number; qty: number }
  | { kind: 'adjust'; bin: number; qty: number }
  | { kind: 'transfer'; from: number; to: number; qty: number };

const bin = fc.integer({ min: 0, max: 3 });
const qty = fc.integer({ min: 1, max: 20 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('receipt' as const), bin, qty, cost: fc.integer({ min: 0, max: 5000 }) }),
  fc.record({ kind: fc.constant('issue' as const), bin, qty }),
  fc.record({
    kind: fc.constant('adjust' as const),
    bin,
    qty: fc.integer({ min: -20, max: 20 }).filter((q) => q !== 0),
  }),
  fc
    .record({ kind: fc.constant('transfer' as const), from: bin, to: bin, qty })
    .filter((o) => o.from !== o.to),
);

const day = '2026-11-21';

async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return ((result as any).rows ?? result) as T[];
}

/** Runs one step; answers whether the system accepted it (a refusal must be a 422 that changed nothing). */
async function run(itemId: number, o: Op): Promise<boolean> {
  const api = (url: string, payload: object) => t.as(admin)({ method: 'POST', url, payload });
  if (o.kind === 'receipt' || o.kind === 'issue') {
    const { warehouseId, binId } = bins[o.bin];
    try {
      await t.database.db.transaction((tx) =>
        recordMovements(tx, null, [
          {
            itemId,
            warehouseId,
            binId,
            movementType: o.kind,
            quantity: String(o.kind === 'receipt' ? o.qty : -o.qty),
            unitCost: o.kind === 'receipt' ? (o.cost / 100).toFixed(2) : undefined,
            movementDate: day,
          },
        ]),
      );
      return true;
    } catch (err) {
      if (err instanceof AppError && err.status === 422) return false;
      throw err;
    }
  }
  const res =
    o.kind === 'adjust'
      ? await api('/v1/inventory/adjustments', {
          itemId,
          ...bins[o.bin],
          quantity: o.qty,
          reason: 'Property test',
        })
      : await api('/v1/inventory/transfers', {
          itemId,
          fromWarehouseId: bins[o.from].warehouseId,
          fromBinId: bins[o.from].binId,
          toWarehouseId: bins[o.to].warehouseId,
          toBinId: bins[o.to].binId,
          quantity: o.qty,
        });
  if (res.statusCode === 201) return true;
  expect(res.statusCode, res.body).toBe(422);
  return false;
}

/** What the model expects: the step is refused exactly when a bin it takes from would go below zero. */
function apply(model: number[], o: Op): boolean {
  const next = [...model];
  if (o.kind === 'receipt') next[o.bin] += o.qty;
  else if (o.kind === 'issue') next[o.bin] -= o.qty;
  else if (o.kind === 'adjust') next[o.bin] += o.qty;
  else {
    next[o.from] -= o.qty;
    next[o.to] += o.qty;
  }
  if (next.some((q, i) => q < 0 && q < model[i])) return false;
  model.splice(0, model.length, ...next);
  return true;
}

describe('the stock ledger under random operation sequences', () => {
  it('keeps on hand equal to the sum of movements, never negative, and the valuation in step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const item = await seedItem(t);
        const model = [0, 0, 0, 0];
        for (const o of ops) {
          const expected = apply(model, o);
          expect(await run(item.id, o)).toBe(expected);
        }
        const onHand = await rowsOf<{ bin_id: number; quantity: string }>(
          sql`select bin_id, quantity from inventory_on_hand where item_id = ${item.id}`,
        );
        const sums = await rowsOf<{ bin_id: number; total: string }>(
          sql`select bin_id, sum(quantity) as total from inventory_movements where item_id = ${item.id} group by bin_id`,
        );
        const [valuation] = await rowsOf<{ quantity: string; total_value: string }>(
          sql`select quantity, total_value from inventory_valuation where item_id = ${item.id}`,
        );
        const held = new Map(onHand.map((r) => [r.bin_id, Number(r.quantity)]));
        for (const s of sums) expect(held.get(s.bin_id) ?? 0).toBe(Number(s.total));
        for (const [i, b] of bins.entries()) expect(held.get(b.binId) ?? 0).toBe(model[i]);
        expect(onHand.every((r) => Number(r.quantity) >= 0)).toBe(true);
        const total = model.reduce((a, b) => a + b, 0);
        expect(Number(valuation?.quantity ?? 0)).toBe(total);
        expect(Number(valuation?.total_value ?? 0)).toBeGreaterThanOrEqual(0);
        if (total === 0) expect(Number(valuation?.total_value ?? 0)).toBe(0);
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
