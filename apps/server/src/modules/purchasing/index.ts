import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { registerDocumentSource } from '../documents';
import { registerPurchaseOrderMergeTags } from './purchasing.merge-tags';
import { listStatuses, listTypes } from './purchasing.read';
import { purchasingRoutes } from './purchasing.routes';
import { purchaseOrders } from './purchasing.table';

// Filled as this module loads: the purchase order's merge tags for templates (a foundation registry).
registerPurchaseOrderMergeTags();

export async function purchasingModule(app: FastifyInstance) {
  await purchasingRoutes(app);
  registerLookup('potypes', 'signedIn', async (db) =>
    (await listTypes(db)).map((t) => ({ id: t.id, name: t.name })),
  );
  registerLookup('postatuses', 'signedIn', async (db) =>
    (await listStatuses(db)).map((s) => ({ id: s.id, name: s.name, isReceivable: s.isReceivable })),
  );
  // "PO - name" (spec 2 section 3): a purchase order's name is its number.
  registerDocumentSource('PurchaseOrder', {
    visibleToTechDefault: false,
    async displayNames(db, ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: purchaseOrders.id, poNumber: purchaseOrders.poNumber })
        .from(purchaseOrders)
        .where(inArray(purchaseOrders.id, ids));
      return new Map(rows.map((r) => [r.id, `PO - ${r.poNumber}`]));
    },
    related: async () => [],
  });
}

export {
  type BillLineMatch,
  type BillLineToMatch,
  billMatchesOf,
  matchBillToReceipts,
  PO_SOURCE_KIND,
  receivedNotBilledAsOf,
  unmatchBill,
} from './purchasing.accrued';
export { getPurchaseOrder } from './purchasing.read';
