import type { FastifyInstance } from 'fastify';
import { registerEntryDocument } from '../ledger';
import { assetStockRoutes } from './asset-stock.routes';

/** Assets made from stock and assets leaving the books, to stock or to a customer (issue 19). */
export async function assetStockModule(app: FastifyInstance) {
  await assetStockRoutes(app);
  // The entry follows the asset's move; there is no moving it back by reversing the entry.
  registerEntryDocument(['AssetDisposal'], async () => ({
    label: 'asset transfer',
    action: 'Make a new asset from stock, or adjust the books with a manual entry, instead.',
  }));
}

export * from './asset-stock.table';
