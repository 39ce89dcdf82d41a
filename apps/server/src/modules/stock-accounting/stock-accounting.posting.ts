import { Money, toDecimal } from '@fieldline/contracts/common/money';
import type { SourceType, SystemRole } from '@fieldline/contracts/ledger/ledger.constants';
import type { Decimal } from 'decimal.js';
import type { Db } from '../../platform/db/database';
import type { RecordedMovement, StockMoved } from '../inventory';
import { accountForRole, type PostingLine, postEntry } from '../ledger';
import { PO_SOURCE_KIND } from '../purchasing';
import { getSettings } from '../system';
import { warehouseSummaries } from '../warehouses';

/** Source kinds of movements that are a sale's cost (an invoice issuing stock, or its void bringing it back). */
const SALE_KINDS = new Set(['Invoice', 'InvoiceVoid']);
const JOB_KIND = 'Job';
/** Source kinds of stock made into company assets and of assets put back into stock (asset-stock module). */
export const ASSET_FROM_STOCK = 'AssetFromStock';
export const ASSET_TO_STOCK = 'AssetToStock';

type Flow = 'receipt' | 'job' | 'sale' | 'transfer' | 'toAsset' | 'fromAsset' | 'adjustment';

function flowOf(m: RecordedMovement): Flow {
  if (m.movementType === 'transfer') return 'transfer';
  if (m.sourceKind === ASSET_FROM_STOCK) return 'toAsset';
  if (m.sourceKind === ASSET_TO_STOCK) return 'fromAsset';
  if (m.sourceKind === PO_SOURCE_KIND && m.movementType === 'receipt') return 'receipt';
  if (m.sourceKind === JOB_KIND) return 'job';
  if (m.sourceKind && SALE_KINDS.has(m.sourceKind)) return 'sale';
  return 'adjustment';
}

const SOURCE_TYPE: Record<Flow, SourceType> = {
  receipt: 'StockReceipt',
  job: 'StockIssue',
  sale: 'StockIssue',
  transfer: 'StockTransfer',
  toAsset: 'StockIssue',
  fromAsset: 'StockReceipt',
  adjustment: 'StockAdjustment',
};

const MEMO: Record<Flow, string> = {
  receipt: 'Stock received',
  job: 'Stock issued to job',
  sale: 'Stock issued by invoice',
  transfer: 'Stock transferred between offices',
  toAsset: 'Stock made into assets',
  fromAsset: 'Assets put back into stock',
  adjustment: 'Stock adjustment',
};

/**
 * The hook inventory calls inside recordMovements: one journal entry per call (per movement date, should a
 * call mix dates), in the caller's transaction (docs/accounting/inventory.md):
 * - receipt of a purchase order: Dr Inventory / Cr AccruedPayables (with the supplier);
 * - issue to a job: Dr WorkInProgress or COGS (setting InventoryCostOnIssue) / Cr Inventory;
 * - issue by an invoice (and its void): Dr COGS / Cr Inventory (and back);
 * - transfer: Inventory of the receiving warehouse's office against the sending one's (nothing when equal);
 * - stock made into assets, and assets put back into stock: FixedAssets against Inventory (and back);
 * - anything else (adjustments, counts, opening stock): Inventory against InventoryAdjustment, or the
 *   account the caller names (meta.offsetAccountId: the demo's opening stock against owner's equity).
 * Inventory lines carry the warehouse's office. Amounts are the movements' values, netted per account,
 * office and supplier.
 */
export async function postStockMovements(db: Db, event: StockMoved): Promise<void> {
  const moved = event.movements.filter((m) => !toDecimal(m.value).isZero());
  if (moved.length === 0) return;
  const houses = await warehouseSummaries(
    db,
    moved.map((m) => m.warehouseId),
  );
  const flows = new Set(moved.map(flowOf));
  const roles = new Set<SystemRole>(['Inventory']);
  let jobRole: SystemRole = 'COGS';
  if (flows.has('receipt')) roles.add('AccruedPayables');
  if (flows.has('sale')) roles.add('COGS');
  if (flows.has('toAsset') || flows.has('fromAsset')) roles.add('FixedAssets');
  if (flows.has('adjustment') && !event.meta.offsetAccountId) roles.add('InventoryAdjustment');
  if (flows.has('job')) {
    jobRole = (await getSettings(db)).InventoryCostOnIssue === 'WIP' ? 'WorkInProgress' : 'COGS';
    roles.add(jobRole);
  }
  const account = new Map<SystemRole, number>();
  for (const role of roles) account.set(role, await accountForRole(db, role));

  const byDate = new Map<string, RecordedMovement[]>();
  for (const m of moved) byDate.set(m.movementDate, [...(byDate.get(m.movementDate) ?? []), m]);
  for (const [date, movements] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) {
    // Signed amounts (debit positive) per account, office and supplier.
    const sums = new Map<
      string,
      { accountId: number; officeId: number; supplierId: number | null; amount: Decimal }
    >();
    const add = (accountId: number, officeId: number, supplierId: number | null, amount: Decimal) => {
      const key = `${accountId}:${officeId}:${supplierId ?? ''}`;
      const row = sums.get(key) ?? { accountId, officeId, supplierId, amount: new Money(0) };
      row.amount = row.amount.plus(amount);
      sums.set(key, row);
    };
    for (const m of movements) {
      const value = toDecimal(m.value);
      const office = houses.get(m.warehouseId)?.officeId ?? 0;
      const otherOffice = event.meta.officeId ?? office;
      add(account.get('Inventory')!, office, null, value);
      const flow = flowOf(m);
      if (flow === 'transfer') continue;
      const offset =
        flow === 'receipt'
          ? account.get('AccruedPayables')!
          : flow === 'job'
            ? account.get(jobRole)!
            : flow === 'sale'
              ? account.get('COGS')!
              : flow === 'toAsset' || flow === 'fromAsset'
                ? account.get('FixedAssets')!
                : (event.meta.offsetAccountId ?? account.get('InventoryAdjustment')!);
      add(offset, otherOffice, flow === 'receipt' ? (event.meta.supplierId ?? null) : null, value.neg());
    }
    const lines: PostingLine[] = [...sums.values()]
      .filter((s) => !s.amount.isZero())
      .map((s) => ({
        accountId: s.accountId,
        ...(s.amount.isNegative() ? { credit: s.amount.neg() } : { debit: s.amount }),
        officeId: s.officeId || null,
        supplierId: s.supplierId,
        memo: event.meta.memo ?? null,
      }));
    if (lines.length === 0) continue;
    const first = movements[0];
    const flow = flowOf(first);
    await postEntry(db, {
      entryDate: date,
      sourceType: SOURCE_TYPE[flow],
      sourceId: first.sourceId ?? first.transferId ?? first.id,
      memo: event.meta.memo ?? MEMO[flow],
      reference: event.meta.reference ?? null,
      lines,
      userId: event.userId,
    });
  }
}
