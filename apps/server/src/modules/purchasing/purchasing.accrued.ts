import { Money, moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { Decimal } from 'decimal.js';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { movedPerSourceLine, movementValueAsOf } from '../inventory';
import { purchaseOrderBillMatches } from './purchasing.table';

/** Stock movements of purchase-order receipts carry this source kind (purchasing.receive.ts). */
export const PO_SOURCE_KIND = 'PurchaseOrder';

const rowsOf = <T>(result: unknown) => ((result as any).rows ?? result) as T[];

/**
 * Received not billed at the end of `date`: the value of stock received on purchase orders up to that
 * date, less what approved bills cleared up to it (a clearing later undone by unapproving stops counting
 * from the day of the unapproval). The accrued payables account's balance equals it.
 */
export async function receivedNotBilledAsOf(db: Db, date: string): Promise<string> {
  const received = toDecimal(await movementValueAsOf(db, PO_SOURCE_KIND, date));
  const [row] = rowsOf<{ cleared: string | null }>(
    await db.execute(sql`
      select coalesce(sum(value), 0)::text as cleared from purchase_order_bill_matches
       where match_date <= ${date} and (reversed_date is null or reversed_date > ${date})`),
  );
  return moneyString(received.minus(toDecimal(row?.cleared ?? 0)));
}

export interface BillLineToMatch {
  billItemId: number;
  purchaseOrderItemId: number;
  /** What the bill line covers (positive). */
  quantity: string;
}

export interface BillLineMatch {
  billItemId: number;
  purchaseOrderItemId: number;
  /** The part of the bill line's quantity that was received and not yet billed. */
  quantity: string;
  /** The received value of that quantity, cleared from accrued payables. */
  value: string;
}

/**
 * Clears received-not-billed for an approved bill's lines: each line takes what its purchase-order line
 * received and no bill has cleared yet, up to the line's quantity, at the received value (the last of a
 * line's remaining quantity takes exactly the remaining value, so nothing is left behind). Records the
 * matches (dated `date`, the bill's posting date) and returns them; lines with nothing received to match
 * are left out. Three statements whatever the number of lines.
 */
export async function matchBillToReceipts(
  db: Db,
  input: { billId: number; date: string; userId: number | null; lines: BillLineToMatch[] },
): Promise<BillLineMatch[]> {
  const lines = input.lines.filter((l) => toDecimal(l.quantity).gt(0));
  if (lines.length === 0) return [];
  const poItemIds = [...new Set(lines.map((l) => l.purchaseOrderItemId))];
  const [received, matched] = await Promise.all([
    movedPerSourceLine(db, PO_SOURCE_KIND, poItemIds),
    db
      .select({
        poItemId: purchaseOrderBillMatches.purchaseOrderItemId,
        quantity: sql<string>`sum(${purchaseOrderBillMatches.quantity})::text`,
        value: sql<string>`sum(${purchaseOrderBillMatches.value})::text`,
      })
      .from(purchaseOrderBillMatches)
      .where(
        and(
          inArray(purchaseOrderBillMatches.purchaseOrderItemId, poItemIds),
          isNull(purchaseOrderBillMatches.reversedDate),
        ),
      )
      .groupBy(purchaseOrderBillMatches.purchaseOrderItemId),
  ]);
  const open = new Map<number, { quantity: Decimal; value: Decimal }>();
  for (const id of poItemIds) {
    const r = received.get(id);
    const m = matched.find((x) => x.poItemId === id);
    open.set(id, {
      quantity: toDecimal(r?.quantity ?? 0).minus(toDecimal(m?.quantity ?? 0)),
      value: toDecimal(r?.value ?? 0).minus(toDecimal(m?.value ?? 0)),
    });
  }
  const out: BillLineMatch[] = [];
  for (const l of lines) {
    const left = open.get(l.purchaseOrderItemId)!;
    if (!left.quantity.gt(0)) continue;
    const take = Decimal.min(left.quantity, toDecimal(l.quantity));
    const value = take.equals(left.quantity)
      ? left.value
      : roundMoney(left.value.times(take).div(left.quantity));
    left.quantity = left.quantity.minus(take);
    left.value = left.value.minus(value);
    out.push({
      billItemId: l.billItemId,
      purchaseOrderItemId: l.purchaseOrderItemId,
      quantity: take.toFixed(4),
      value: moneyString(value),
    });
  }
  if (out.length > 0)
    await db.insert(purchaseOrderBillMatches).values(
      out.map((m) => ({
        ...m,
        billId: input.billId,
        matchDate: input.date,
        createdBy: input.userId,
        modifiedBy: input.userId,
      })),
    );
  return out;
}

/** Undoes a bill's clearings (the bill was unapproved): stamped reversed on `date`, kept for history. */
export async function unmatchBill(db: Db, billId: number, date: string, userId: number | null) {
  await db
    .update(purchaseOrderBillMatches)
    .set({ reversedDate: date, modifiedBy: userId, modifiedDate: sql`now()` })
    .where(and(eq(purchaseOrderBillMatches.billId, billId), isNull(purchaseOrderBillMatches.reversedDate)));
}

/** The live (not reversed) clearings of a bill, for its screen and tests. */
export async function billMatchesOf(db: Db, billId: number): Promise<BillLineMatch[]> {
  const rows = await db
    .select()
    .from(purchaseOrderBillMatches)
    .where(and(eq(purchaseOrderBillMatches.billId, billId), isNull(purchaseOrderBillMatches.reversedDate)));
  return rows.map((r) => ({
    billItemId: r.billItemId,
    purchaseOrderItemId: r.purchaseOrderItemId,
    quantity: r.quantity,
    value: moneyString(new Money(r.value)),
  }));
}
