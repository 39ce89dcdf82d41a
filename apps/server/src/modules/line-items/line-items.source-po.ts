import type { LineItemKind } from '@fieldline/contracts/line-items/line-items.contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { writableScope } from './line-items.read';
import * as repo from './line-items.repository';
import { lineItems } from './line-items.table';

/*
 * Added by the BIDS helper for PATCH /v1/bids/{id}/items/{itemId}/sourcefrompurchaseorder (LINE-ITEMS:
 * this module still owns line_items; this is the one write the bids module needs). The caller checks
 * that the purchase order exists.
 */

/** Sets (or clears with null) the purchase order a line is sourced from; 404 for a line not in the collection. */
export async function setLineSourcePurchaseOrder(
  db: Db,
  kind: LineItemKind,
  ownerId: number,
  lineId: number,
  purchaseOrderId: number | null,
  userId: number | null,
): Promise<{ id: number; sourcePurchaseOrderId: number | null }> {
  const scope = await writableScope(db, kind, ownerId, userId);
  const line = await repo.findLine(db, scope.collection.id, lineId);
  if (!line) throw notFound('line item');
  const [row] = await db
    .update(lineItems)
    .set({ sourcePurchaseOrderId: purchaseOrderId, modifiedBy: userId, modifiedDate: sql`now()` })
    .where(eq(lineItems.id, line.id))
    .returning({ id: lineItems.id, sourcePurchaseOrderId: lineItems.sourcePurchaseOrderId });
  return row;
}
