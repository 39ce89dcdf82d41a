import type { FastifyInstance } from 'fastify';
import { onStockMoved } from '../inventory';
import { postStockMovements } from './stock-accounting.posting';

/**
 * Stock in the ledger (issue 14): the money-layer side of the inventory module. Inventory is a records
 * module and does not import the ledger; this module registers the hook that posts every recordMovements
 * call. Registering is idempotent, so the demo loader (which runs before the app is built) calls it too.
 */
export function registerStockAccounting(): void {
  onStockMoved('stock-accounting', postStockMovements);
}

export async function stockAccountingModule(_app: FastifyInstance) {
  registerStockAccounting();
}

export { ASSET_FROM_STOCK, ASSET_TO_STOCK, postStockMovements } from './stock-accounting.posting';
