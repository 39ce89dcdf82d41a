import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../platform/db/database';
import { recordMovements } from '../inventory';
import { addDays } from '../invoices';
import { receivePurchaseOrder } from '../purchasing/purchasing.receive';
import { purchaseOrderItems, purchaseOrders } from '../purchasing/purchasing.table';
import { approveBill, createBill } from '../vendor-bills';

/**
 * Stock operations of the ledger property test (issue 14): purchase receipts, bills for received goods
 * (approved at once, at a price that may differ), issues to jobs, transfers between warehouses of different
 * offices and adjustments, all through the paths the routes take, so the stock-accounting hook posts them.
 */

export interface StockFixture {
  userId: number;
  suppliers: number[];
  officeId: number;
  items: number[];
  /** Warehouses in different offices, each with the bin stock goes to. */
  warehouses: { id: number; binId: number }[];
  orderedStatusId: number;
  stockOrderTypeId: number;
}

export interface StockState {
  pos: {
    poId: number;
    lineId: number;
    itemId: number;
    supplierId: number;
    quantity: number;
    cents: number;
  }[];
  bills: number[];
}

export type StockOp =
  | { k: 'receive'; s: number; item: number; qty: number; cents: number; day: number }
  | { k: 'billPo'; p: number; pct: number; priceDelta: number; day: number }
  | { k: 'issue'; item: number; w: number; qty: number; day: number }
  | { k: 'transfer'; item: number; w: number; qty: number; day: number }
  | { k: 'adjust'; item: number; w: number; qty: number; cents: number; day: number };

const index = fc.nat({ max: 50 });
const day = fc.nat({ max: 320 });
const qty = fc.integer({ min: 1, max: 40 });

export const stockOpArb: fc.Arbitrary<StockOp> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('receive' as const),
      s: index,
      item: index,
      qty,
      cents: fc.integer({ min: 1, max: 50_000 }),
      day,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('billPo' as const),
      p: index,
      pct: fc.integer({ min: 30, max: 130 }),
      priceDelta: fc.integer({ min: -25, max: 25 }),
      day,
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('issue' as const), item: index, w: index, qty, day }) },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('transfer' as const), item: index, w: index, qty, day }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('adjust' as const),
      item: index,
      w: index,
      qty: fc.integer({ min: -30, max: 30 }).filter((n) => n !== 0),
      cents: fc.integer({ min: 1, max: 20_000 }),
      day,
    }),
  },
);

const STOCK_KINDS = new Set(['receive', 'billPo', 'issue', 'transfer', 'adjust']);
export const isStockOp = (op: { k: string }): op is StockOp => STOCK_KINDS.has(op.k);

const money = (c: number) => moneyString(toDecimal(c).dividedBy(100));
const dateOf = (d: number) => addDays('2026-01-01', d);
const at = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);
let transferSeq = 900_000_000;

/** Runs one stock operation in the caller's savepoint; a refusal throws a 4xx AppError. */
export async function runStockOp(
  db: Db,
  fx: StockFixture,
  s: StockState,
  op: StockOp,
): Promise<'done' | 'skipped'> {
  const userId = fx.userId;
  const itemId = 'item' in op ? fx.items[op.item % fx.items.length] : 0;
  const house = 'w' in op ? fx.warehouses[op.w % fx.warehouses.length] : fx.warehouses[0];
  switch (op.k) {
    case 'receive': {
      const supplierId = fx.suppliers[op.s % fx.suppliers.length];
      const [{ id }] = (
        await db.execute(sql`select nextval(pg_get_serial_sequence('purchase_orders', 'id'))::int as id`)
      ).rows as { id: number }[];
      await db.insert(purchaseOrders).values({
        id,
        poNumber: `PT-${id}`,
        supplierId,
        officeId: fx.officeId,
        warehouseId: house.id,
        statusId: fx.orderedStatusId,
        typeId: fx.stockOrderTypeId,
        orderDate: dateOf(op.day),
      });
      const [line] = await db
        .insert(purchaseOrderItems)
        .values({ purchaseOrderId: id, itemId, quantity: String(op.qty), unitCost: money(op.cents) })
        .returning();
      await receivePurchaseOrder({
        db,
        user: { id: userId },
        params: { id },
        body: {
          warehouseId: house.id,
          receivedDate: dateOf(op.day),
          lines: [{ purchaseOrderItemId: line.id, binId: house.binId, quantity: String(op.qty) }],
        },
      } as never);
      s.pos.push({ poId: id, lineId: line.id, itemId, supplierId, quantity: op.qty, cents: op.cents });
      return 'done';
    }
    case 'billPo': {
      const po = at(s.pos, op.p);
      if (!po) return 'skipped';
      const quantity = Math.max(1, Math.round((po.quantity * op.pct) / 100));
      const cents = Math.max(0, Math.round((po.cents * (100 + op.priceDelta)) / 100));
      const bill = await createBill(
        db,
        {
          supplierId: po.supplierId,
          purchaseOrderId: po.poId,
          billDate: dateOf(op.day),
          items: [
            {
              itemId: po.itemId,
              quantity: String(quantity),
              unitCost: money(cents),
              purchaseOrderItemId: po.lineId,
            },
          ],
        },
        userId,
      );
      s.bills.push(bill.id);
      await approveBill(db, bill.id, userId);
      return 'done';
    }
    case 'issue':
      await recordMovements(
        db,
        userId,
        [
          {
            itemId,
            warehouseId: house.id,
            binId: house.binId,
            movementType: 'issue',
            quantity: String(-op.qty),
            movementDate: dateOf(op.day),
            sourceKind: 'Job',
            sourceId: 1,
          },
        ],
        { officeId: fx.officeId },
      );
      return 'done';
    case 'transfer': {
      const to = fx.warehouses[(op.w + 1) % fx.warehouses.length];
      const common = {
        itemId,
        movementType: 'transfer' as const,
        transferId: transferSeq++,
        movementDate: dateOf(op.day),
        sourceKind: 'Transfer',
      };
      await recordMovements(db, userId, [
        { ...common, warehouseId: house.id, binId: house.binId, quantity: String(-op.qty) },
        { ...common, warehouseId: to.id, binId: to.binId, quantity: String(op.qty) },
      ]);
      return 'done';
    }
    case 'adjust':
      await recordMovements(db, userId, [
        {
          itemId,
          warehouseId: house.id,
          binId: house.binId,
          movementType: 'adjustment',
          quantity: String(op.qty),
          unitCost: op.qty > 0 ? money(op.cents) : undefined,
          movementDate: dateOf(op.day),
          sourceKind: 'Adjustment',
        },
      ]);
      return 'done';
  }
}
