import { Money, moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import type { Decimal } from 'decimal.js';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { ruleViolation } from '../../platform/errors';
import { getSettings } from '../system';
import {
  type MovementType,
  type RecordedMovement,
  runStockHooks,
  type StockMoveMeta,
} from './inventory.hooks';
import { inventoryMovements, inventoryOnHand, inventoryValuation } from './inventory.table';

/** One bin touched by a stock event. Quantity is signed: positive into the bin, negative out of it. */
export interface MovementInput {
  itemId: number;
  warehouseId: number;
  binId: number;
  movementType: MovementType;
  quantity: string | Decimal;
  /** Unit cost of stock coming in (a receipt); stock going out always leaves at the average cost. */
  unitCost?: string | Decimal;
  /**
   * The exact value of stock coming in, when it must match a value that left (a return of an issue);
   * wins over unitCost. Ignored on stock going out.
   */
  value?: string | Decimal;
  movementDate: string;
  transferId?: number | null;
  reason?: string | null;
  sourceKind?: string | null;
  sourceId?: number | null;
  sourceLineId?: number | null;
}

const Q = 4; // places of quantities, unit costs and values

/**
 * Writes stock events to the ledger and, in the same transaction, the on-hand summary per bin and
 * the average-cost valuation per item, then calls the stock hooks (the money layer's postings) with the
 * recorded movements and `meta`. Four statements whatever the number of movements. Refuses
 * (422, nothing written) when a bin would go below zero, unless AllowNegativeInventory is set.
 * Call it with the request's transaction.
 */
export async function recordMovements(
  db: Db,
  userId: number | null,
  input: MovementInput[],
  meta: StockMoveMeta = {},
): Promise<RecordedMovement[]> {
  if (input.length === 0) return [];
  const moves = input.map((m) => ({ ...m, qty: toDecimal(m.quantity).toDecimalPlaces(Q) }));
  if (moves.some((m) => m.qty.isZero()))
    throw ruleViolation('A stock movement needs a quantity other than 0.');

  // Valuation rows of every item, locked in id order so concurrent postings queue instead of deadlocking.
  const itemIds = [...new Set(moves.map((m) => m.itemId))].sort((a, b) => a - b);
  await db
    .insert(inventoryValuation)
    .values(itemIds.map((itemId) => ({ itemId })))
    .onConflictDoNothing();
  const valuationRows = await db
    .select()
    .from(inventoryValuation)
    .where(inArray(inventoryValuation.itemId, itemIds))
    .orderBy(inventoryValuation.itemId)
    .for('update');
  const valuation = new Map(
    valuationRows.map((v) => [
      v.itemId,
      { quantity: toDecimal(v.quantity), value: toDecimal(v.totalValue), average: toDecimal(v.averageCost) },
    ]),
  );

  // Values (docs/accounting/inventory.md): stock in at round2(qty x its cost) (or exactly the value given,
  // or the value its transfer took out), stock out at round2(qty x average); an issue that empties the item
  // takes exactly what is left, so the valuation is always the sum of the movements' values.
  const transferOut = new Map<number, Decimal>();
  const costed = moves.map((m) => {
    const v = valuation.get(m.itemId)!;
    let unitCost: Decimal;
    let value: Decimal;
    if (m.qty.gt(0)) {
      const out = m.transferId != null ? transferOut.get(m.transferId) : undefined;
      if (m.value !== undefined) {
        value = roundMoney(m.value);
        unitCost = value.div(m.qty).toDecimalPlaces(Q);
      } else if (m.unitCost !== undefined) {
        unitCost = toDecimal(m.unitCost).toDecimalPlaces(Q);
        value = roundMoney(m.qty.times(unitCost));
      } else if (out !== undefined) {
        value = out.neg();
        unitCost = value.div(m.qty).toDecimalPlaces(Q);
      } else {
        unitCost = v.average;
        value = roundMoney(m.qty.times(unitCost));
      }
    } else {
      unitCost = v.average;
      value = v.quantity.plus(m.qty).isZero() ? v.value.neg() : roundMoney(m.qty.times(v.average));
      if (m.transferId != null)
        transferOut.set(m.transferId, (transferOut.get(m.transferId) ?? new Money(0)).plus(value));
    }
    v.quantity = v.quantity.plus(m.qty);
    v.value = v.value.plus(value);
    // gt, not isPositive: decimal.js counts 0 as positive, and 0 / 0 is NaN.
    if (v.quantity.gt(0)) v.average = v.value.div(v.quantity).toDecimalPlaces(Q);
    return { ...m, unitCost, value };
  });

  const inserted = await db
    .insert(inventoryMovements)
    .values(
      costed.map((m) => ({
        itemId: m.itemId,
        warehouseId: m.warehouseId,
        binId: m.binId,
        movementType: m.movementType,
        quantity: m.qty.toFixed(Q),
        unitCost: m.unitCost.toFixed(Q),
        value: m.value.toFixed(2),
        transferId: m.transferId ?? null,
        reason: m.reason ?? null,
        sourceKind: m.sourceKind ?? null,
        sourceId: m.sourceId ?? null,
        sourceLineId: m.sourceLineId ?? null,
        movementDate: m.movementDate,
        createdBy: userId,
      })),
    )
    .returning({ id: inventoryMovements.id });

  // Net change per bin (a key may appear twice in one batch; ON CONFLICT touches a row once per statement).
  const perBin = new Map<string, { itemId: number; warehouseId: number; binId: number; qty: Decimal }>();
  for (const m of moves) {
    const key = `${m.itemId}:${m.warehouseId}:${m.binId}`;
    const entry = perBin.get(key) ?? {
      itemId: m.itemId,
      warehouseId: m.warehouseId,
      binId: m.binId,
      qty: new Money(0),
    };
    entry.qty = entry.qty.plus(m.qty);
    perBin.set(key, entry);
  }
  const bins = [...perBin.values()].filter((b) => !b.qty.isZero());
  if (bins.length > 0) {
    const after = await db
      .insert(inventoryOnHand)
      .values(bins.map((b) => ({ ...b, quantity: b.qty.toFixed(Q) })))
      .onConflictDoUpdate({
        target: [inventoryOnHand.itemId, inventoryOnHand.warehouseId, inventoryOnHand.binId],
        set: { quantity: sql`${inventoryOnHand.quantity} + excluded.quantity` },
      })
      .returning();
    // Only a bin this batch took stock out of can be refused: one already below zero may still receive.
    const decreased = after.filter(
      (row) =>
        toDecimal(row.quantity).lt(0) &&
        perBin.get(`${row.itemId}:${row.warehouseId}:${row.binId}`)!.qty.lt(0),
    );
    if (decreased.length > 0 && !(await getSettings(db)).AllowNegativeInventory) {
      throw await shortage(db, decreased[0]);
    }
  }

  await db
    .insert(inventoryValuation)
    .values(
      itemIds.map((itemId) => {
        const v = valuation.get(itemId)!;
        return {
          itemId,
          quantity: v.quantity.toFixed(Q),
          totalValue: v.value.toFixed(Q),
          averageCost: v.average.toFixed(Q),
        };
      }),
    )
    .onConflictDoUpdate({
      target: inventoryValuation.itemId,
      set: {
        quantity: sql`excluded.quantity`,
        totalValue: sql`excluded.total_value`,
        averageCost: sql`excluded.average_cost`,
      },
    });

  const recorded: RecordedMovement[] = costed.map((m, i) => ({
    id: Number(inserted[i].id),
    itemId: m.itemId,
    warehouseId: m.warehouseId,
    binId: m.binId,
    movementType: m.movementType,
    movementDate: m.movementDate,
    quantity: m.qty.toFixed(Q),
    unitCost: moneyString(m.unitCost, Q),
    value: m.value.toFixed(2),
    transferId: m.transferId ?? null,
    sourceKind: m.sourceKind ?? null,
    sourceId: m.sourceId ?? null,
    sourceLineId: m.sourceLineId ?? null,
  }));
  // The money layer posts the movements to the ledger here, in the caller's transaction.
  await runStockHooks(db, { movements: recorded, userId, meta });
  return recorded;
}

/** The 422 naming the item and bin that would go below zero. */
async function shortage(
  db: Db,
  row: { itemId: number; warehouseId: number; binId: number; quantity: string },
) {
  const result = await db.execute(sql`
    select i.item_code as "itemCode", w.name as "warehouse", b.name as "bin"
      from items i, warehouses w, warehouse_bins b
     where i.id = ${row.itemId} and w.id = ${row.warehouseId} and b.id = ${row.binId}`);
  const names = (((result as any).rows ?? result) as Record<string, string>[])[0];
  const onHand = toDecimal(row.quantity);
  return ruleViolation(
    `Not enough stock: item ${names?.itemCode ?? row.itemId} in ${names?.warehouse ?? row.warehouseId} / bin ${
      names?.bin ?? row.binId
    } would go to ${onHand.toFixed()}.`,
  );
}

/** On-hand rows of the given items (all bins), for tests and screens. */
export async function onHandOf(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db.select().from(inventoryOnHand).where(inArray(inventoryOnHand.itemId, itemIds));
}
