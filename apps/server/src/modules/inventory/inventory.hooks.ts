import type { Db } from '../../platform/db/database';

/**
 * What the caller of recordMovements knows about the stock event that the movements alone do not say,
 * passed through to the hooks as is (the inventory module does not read it): the supplier of a receipt,
 * the office of the document, the account an opening balance is set against, a memo.
 */
export interface StockMoveMeta {
  supplierId?: number | null;
  officeId?: number | null;
  /** The account the other side posts to, when the caller decides it (opening stock). */
  offsetAccountId?: number | null;
  memo?: string | null;
  reference?: string | null;
}

export interface StockMoved {
  movements: RecordedMovement[];
  userId: number | null;
  meta: StockMoveMeta;
}

/** Called inside recordMovements, in the caller's transaction, after the movements are written. */
export type StockHook = (db: Db, event: StockMoved) => Promise<void>;

const hooks = new Map<string, StockHook>();

/**
 * Registers a hook under a name (registering the same name again replaces it, so start-up code and the
 * demo loader can both register). The stock-accounting module (money layer) posts the ledger entries here:
 * inventory is a records-layer module and does not import the ledger.
 */
export function onStockMoved(name: string, hook: StockHook): void {
  hooks.set(name, hook);
}

export async function runStockHooks(db: Db, event: StockMoved): Promise<void> {
  if (event.movements.length === 0) return;
  for (const hook of hooks.values()) await hook(db, event);
}

export type MovementType = 'receipt' | 'issue' | 'transfer' | 'adjustment';

/** A movement as written, handed to the hooks. */
export interface RecordedMovement {
  id: number;
  itemId: number;
  warehouseId: number;
  binId: number;
  movementType: MovementType;
  movementDate: string;
  quantity: string;
  unitCost: string;
  /** Signed, 2 decimals: what the movement adds to (or takes from) the inventory account. */
  value: string;
  transferId: number | null;
  sourceKind: string | null;
  sourceId: number | null;
  sourceLineId: number | null;
}
