import type { FastifyInstance } from 'fastify';
import { lineItemRoutes } from './line-items.routes';

/** Runs after bids and jobs registered their owner kinds (app.ts order): one route set per kind. */
export async function lineItemsModule(app: FastifyInstance) {
  await lineItemRoutes(app);
}

// Added by the job work helper (jobs buildEquipment): see line-items.build-equipment.ts.
export {
  linkPropertyEquipment,
  type OwnerEquipmentProperty,
  ownerEquipmentProperties,
} from './line-items.build-equipment';
export {
  type CollectionLine,
  copyCollection,
  listCollectionLines,
  markLinesIssued,
} from './line-items.extras';
export {
  type LineItemOwner,
  type LineItemOwnerInfo,
  type LineItemOwnerKind,
  lineItemOwner,
  registerLineItemOwner,
} from './line-items.owners';
export { addLine, getCollection } from './line-items.service';
// Added by BIDS (sourcefrompurchaseorder): see line-items.source-po.ts.
export { setLineSourcePurchaseOrder } from './line-items.source-po';
export * from './line-items.table';
