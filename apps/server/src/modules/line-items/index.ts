import type { FastifyInstance } from 'fastify';
import { setWorkRecordLoader } from '../equipment';
import { lineItemOwner } from './line-items.owners';
import { lineItemRoutes } from './line-items.routes';

// Equipment recommendations ask about jobs and bids through the owners those modules register here.
// Set as this module loads (app.ts imports every module before the demo loader or any request runs).
setWorkRecordLoader(async (db, kind, id) => (await lineItemOwner(kind)?.load(db, id)) ?? null);

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
export { appendOwnerLines } from './line-items.bulk';
export {
  type CollectionLine,
  copyCollection,
  listCollectionLines,
  listOwnersLines,
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
