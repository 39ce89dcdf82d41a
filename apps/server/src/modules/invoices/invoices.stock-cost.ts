import { Money, toDecimal } from '@fieldline/contracts/common/money';
import type { Decimal } from 'decimal.js';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import {
  chooseBin,
  type MovementInput,
  movedPerSourceLine,
  movementsOfSource,
  onHandOf,
  recordMovements,
} from '../inventory';
import { accountForRole, type PostingLine } from '../ledger';
import { getSettings } from '../system';
import { officeSourcing } from '../warehouses';
import { invoiceItems, invoices } from './invoices.table';

export interface StockedInvoiceLine {
  invoiceItemId: number;
  itemId: number;
  sourceLineId: number | null;
  quantity: Decimal;
}

interface InvoiceHead {
  id: number;
  invoiceNumber: string;
  jobId: number | null;
  officeId: number | null;
  invoiceDate: string;
  userId: number | null;
}

/**
 * The cost side of an invoice's stocked lines; relieves cost once (docs/accounting/inventory.md):
 * - a line billing a job line: the job's stock issue already posted the cost. With the setting
 *   InventoryCostOnIssue = WIP the invoice moves the line's issued cost not yet relieved from work in
 *   progress to cost of goods (returned as posting lines for the invoice's own entry; recorded on the line
 *   as costRelieved); with COGS nothing.
 * - any other stocked line (an invoice by hand, a counter sale): the invoice issues the stock itself from the
 *   default bin of its office's default warehouse (a StockIssue movement, posted by the stock-accounting hook
 *   as Dr COGS / Cr Inventory); a negative quantity returns stock there at the average cost. When it cannot
 *   (no office, no default warehouse, not enough in that bin and negative stock not allowed) the line posts
 *   no cost. The invoice's own entry never credits Inventory.
 */
export async function invoiceStockCost(
  db: Db,
  inv: InvoiceHead,
  lines: StockedInvoiceLine[],
): Promise<PostingLine[]> {
  if (lines.length === 0) return [];
  const jobLines = lines.filter((l) => inv.jobId && l.sourceLineId);
  const handLines = lines.filter((l) => !(inv.jobId && l.sourceLineId));
  const posting = await relieveWorkInProgress(db, inv, jobLines);
  await issueForSale(db, inv, handLines);
  return posting;
}

async function relieveWorkInProgress(db: Db, inv: InvoiceHead, lines: StockedInvoiceLine[]) {
  if (lines.length === 0 || (await getSettings(db)).InventoryCostOnIssue !== 'WIP') return [];
  const jobLineIds = [...new Set(lines.map((l) => l.sourceLineId!))];
  const [issued, relievedRows] = await Promise.all([
    movedPerSourceLine(db, 'Job', jobLineIds),
    db
      .select({
        lineId: invoiceItems.sourceLineId,
        relieved: sql<string>`sum(${invoiceItems.costRelieved})::text`,
      })
      .from(invoiceItems)
      .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
      .where(
        and(
          eq(invoices.jobId, inv.jobId!),
          ne(invoices.status, 'Void'),
          ne(invoices.id, inv.id),
          inArray(invoiceItems.sourceLineId, jobLineIds),
        ),
      )
      .groupBy(invoiceItems.sourceLineId),
  ]);
  const left = new Map<number, Decimal>();
  for (const id of jobLineIds) {
    // Issues are negative movements: the cost put into WIP is their value negated.
    const cost = toDecimal(issued.get(id)?.value ?? 0).neg();
    const done = toDecimal(relievedRows.find((r) => r.lineId === id)?.relieved ?? 0);
    left.set(id, cost.minus(done));
  }
  const relief: { id: number; amount: Decimal }[] = [];
  for (const l of lines) {
    const amount = left.get(l.sourceLineId!)!;
    if (!amount.gt(0)) continue;
    relief.push({ id: l.invoiceItemId, amount });
    left.set(l.sourceLineId!, new Money(0));
  }
  if (relief.length === 0) return [];
  await db.execute(sql`
    update invoice_items i set cost_relieved = v.amount
      from (values ${sql.join(
        relief.map((r) => sql`(${r.id}::int, ${r.amount.toFixed(2)}::numeric)`),
        sql`, `,
      )}) as v(id, amount)
     where i.id = v.id`);
  const total = relief.reduce((s, r) => s.plus(r.amount), new Money(0));
  const office = { officeId: inv.officeId ?? null };
  return [
    {
      accountId: await accountForRole(db, 'COGS'),
      debit: total,
      memo: 'Cost of stock issued to the job',
      ...office,
    },
    { accountId: await accountForRole(db, 'WorkInProgress'), credit: total, ...office },
  ];
}

async function issueForSale(db: Db, inv: InvoiceHead, lines: StockedInvoiceLine[]) {
  if (lines.length === 0 || !inv.officeId) return;
  const warehouse = (await officeSourcing(db, inv.officeId)).defaultWarehouse;
  if (!warehouse) return;
  const itemIds = [...new Set(lines.map((l) => l.itemId))];
  const [onHand, settings] = await Promise.all([onHandOf(db, itemIds), getSettings(db)]);
  const bins = new Map<number, number>();
  for (const itemId of itemIds)
    bins.set(
      itemId,
      await chooseBin(db, itemId, warehouse.id, null, { warehouse: 'officeId', bin: 'officeId' }),
    );
  const left = new Map(
    onHand
      .filter((r) => r.warehouseId === warehouse.id)
      .map((r) => [`${r.itemId}:${r.binId}`, toDecimal(r.quantity)]),
  );
  const moves: MovementInput[] = [];
  for (const l of lines) {
    const binId = bins.get(l.itemId)!;
    const key = `${l.itemId}:${binId}`;
    const have = left.get(key) ?? new Money(0);
    if (l.quantity.gt(0) && have.lt(l.quantity) && !settings.AllowNegativeInventory) continue;
    left.set(key, have.minus(l.quantity));
    moves.push({
      itemId: l.itemId,
      warehouseId: warehouse.id,
      binId,
      movementType: l.quantity.gt(0) ? 'issue' : 'receipt',
      quantity: l.quantity.neg(),
      movementDate: inv.invoiceDate,
      reason: `Invoice ${inv.invoiceNumber}`,
      sourceKind: 'Invoice',
      sourceId: inv.id,
      sourceLineId: l.invoiceItemId,
    });
  }
  await recordMovements(db, inv.userId, moves, {
    officeId: inv.officeId,
    memo: `Stock issued by invoice ${inv.invoiceNumber}`,
    reference: inv.invoiceNumber,
  });
}

/**
 * Voiding an invoice puts back the stock it issued (at exactly the value it left at) and takes back what it
 * returned, dated `date`; the hook posts the opposite entry. Its WIP relief is in the invoice's own entry,
 * which the void reverses.
 */
export async function undoInvoiceStock(
  db: Db,
  inv: { id: number; invoiceNumber: string; officeId: number | null },
  date: string,
  userId: number | null,
): Promise<void> {
  const moved = await movementsOfSource(db, 'Invoice', inv.id);
  if (moved.length === 0) return;
  await recordMovements(
    db,
    userId,
    moved.map((m) => {
      const back = toDecimal(m.quantity).neg();
      return {
        itemId: m.itemId,
        warehouseId: m.warehouseId,
        binId: m.binId,
        movementType: back.gt(0) ? ('receipt' as const) : ('issue' as const),
        quantity: back,
        // Stock coming back returns at the value it left at, so the void leaves no difference behind.
        value: back.gt(0) ? toDecimal(m.value).neg() : undefined,
        movementDate: date,
        reason: `Void of invoice ${inv.invoiceNumber}`,
        sourceKind: 'InvoiceVoid',
        sourceId: inv.id,
        sourceLineId: m.sourceLineId,
      };
    }),
    {
      officeId: inv.officeId,
      memo: `Void of invoice ${inv.invoiceNumber}: stock returned`,
      reference: inv.invoiceNumber,
    },
  );
}
