import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  belowThresholdQuerySchema,
  createPurchaseOrderBodySchema,
  departmentRowSchema,
  equipmentPropertyBodySchema,
  equipmentPropertySchema,
  inventoryEquipmentRowSchema,
  itemBinsRowSchema,
  poItemParamsSchema,
  poItemRowSchema,
  poLineInputSchema,
  poPropertyParamsSchema,
  purchaseOrderItemSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderRowSchema,
  purchaseOrderSchema,
  queryItemsQuerySchema,
  receiptSchema,
  receiveBodySchema,
  stockLevelRowSchema,
  updateEquipmentPropertyBodySchema,
  updatePoItemBodySchema,
  updatePurchaseOrderBodySchema,
} from '@fieldline/contracts/purchasing/purchasing.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { listDepartments } from '../organization';
import * as equipment from './purchasing.equipment';
import { sendWorkbook } from './purchasing.excel';
import { getPurchaseOrder, listPurchaseOrders, queryItems } from './purchasing.read';
import { receivePurchaseOrder } from './purchasing.receive';
import * as service from './purchasing.service';
import * as stock from './purchasing.stock-orders';

export const poRead: Access = { permission: Permission.PurchaseOrders, level: 1 };
export const poFull: Access = { permission: Permission.PurchaseOrders, level: 2 };
const tags = ['purchase orders'];
const PO = '/v1/purchaseorders';

export async function purchasingRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: PO,
    access: poRead,
    tags,
    query: purchaseOrderListQuerySchema,
    response: searchResultSchema(purchaseOrderRowSchema),
    handler: ({ db, query }) => listPurchaseOrders(db, query),
  });
  route(app, {
    method: 'POST',
    url: PO,
    access: poFull,
    tags,
    status: 201,
    body: createPurchaseOrderBodySchema,
    response: purchaseOrderSchema,
    handler: (ctx) => service.createPurchaseOrder(ctx),
  });
  route(app, {
    method: 'GET',
    url: `${PO}/queryitems`,
    access: poRead,
    tags,
    query: queryItemsQuerySchema,
    summary: 'Purchase-order lines by status, item, type and job link (at most 9999)',
    response: z.array(poItemRowSchema),
    handler: ({ db, query }) => queryItems(db, query),
  });
  route(app, {
    method: 'GET',
    url: `${PO}/departments`,
    access: poRead,
    tags,
    response: z.array(departmentRowSchema),
    handler: ({ db }) => listDepartments(db),
  });
  route(app, {
    method: 'GET',
    url: `${PO}/:id`,
    access: poRead,
    tags,
    params: idParams,
    response: purchaseOrderSchema,
    handler: ({ db, params }) => getPurchaseOrder(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: `${PO}/:id`,
    access: poFull,
    tags,
    params: idParams,
    body: updatePurchaseOrderBodySchema,
    response: purchaseOrderSchema,
    handler: (ctx) => service.updatePurchaseOrder(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${PO}/:id/receive`,
    access: poFull,
    tags,
    params: idParams,
    summary: 'Receive lines into bins of a warehouse (send an Idempotency-Key: a retry receives once)',
    body: receiveBodySchema,
    response: receiptSchema,
    handler: (ctx) => receivePurchaseOrder(ctx),
  });

  // Lines.
  route(app, {
    method: 'GET',
    url: `${PO}/:id/items`,
    access: poRead,
    tags,
    params: idParams,
    response: z.array(purchaseOrderItemSchema),
    handler: ({ db, params }) => service.listLines(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: `${PO}/:id/items/:iid`,
    access: poRead,
    tags,
    params: poItemParamsSchema,
    response: purchaseOrderItemSchema,
    handler: ({ db, params }) => service.getLine(db, params.id, params.iid),
  });
  route(app, {
    method: 'POST',
    url: `${PO}/:id/items`,
    access: poFull,
    tags,
    status: 201,
    params: idParams,
    body: poLineInputSchema,
    response: purchaseOrderItemSchema,
    handler: (ctx) => service.addLine(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: `${PO}/:id/items/:iid`,
    access: poFull,
    tags,
    params: poItemParamsSchema,
    body: updatePoItemBodySchema,
    response: purchaseOrderItemSchema,
    handler: (ctx) => service.updateLine(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: `${PO}/:id/items/:iid`,
    access: poFull,
    tags,
    status: 204,
    params: poItemParamsSchema,
    handler: (ctx) => service.deleteLine(ctx),
  });

  // Equipment properties (serial numbers) of a line.
  const EP = `${PO}/:id/items/:iid/equipmentproperties`;
  route(app, {
    method: 'GET',
    url: EP,
    access: poRead,
    tags,
    params: poItemParamsSchema,
    response: z.array(equipmentPropertySchema),
    handler: ({ db, params }) => equipment.listProperties(db, params),
  });
  route(app, {
    method: 'GET',
    url: `${EP}/:pid`,
    access: poRead,
    tags,
    params: poPropertyParamsSchema,
    response: equipmentPropertySchema,
    handler: ({ db, params }) => equipment.getProperty(db, params),
  });
  route(app, {
    method: 'POST',
    url: EP,
    access: poFull,
    tags,
    status: 201,
    params: poItemParamsSchema,
    body: equipmentPropertyBodySchema,
    response: equipmentPropertySchema,
    handler: (ctx) => equipment.createProperty(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: `${EP}/:pid`,
    access: poFull,
    tags,
    params: poPropertyParamsSchema,
    body: updateEquipmentPropertyBodySchema,
    response: equipmentPropertySchema,
    handler: (ctx) => equipment.updateProperty(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: `${EP}/:pid`,
    access: poFull,
    tags,
    status: 204,
    params: poPropertyParamsSchema,
    handler: (ctx) => equipment.deleteProperty(ctx),
  });

  // The second API's paths (spec 1 §7.16), at the root.
  route(app, {
    method: 'GET',
    url: '/purchaseorders/:id/itembins',
    access: poRead,
    tags,
    params: idParams,
    response: z.array(itemBinsRowSchema),
    handler: ({ db, params }) => equipment.itemBins(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/purchaseorders/:id/inventoryequipment',
    access: poRead,
    tags,
    params: idParams,
    response: z.array(inventoryEquipmentRowSchema),
    handler: ({ db, params }) => equipment.inventoryEquipment(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/purchaseorders/:id/createirexcel',
    access: poRead,
    tags,
    params: idParams,
    summary: 'Receiving spreadsheet (xlsx), the usual columns',
    handler: (ctx) => sendWorkbook(ctx, false),
  });
  route(app, {
    method: 'GET',
    url: '/purchaseorders/:id/createirexcelallcolumns',
    access: poRead,
    tags,
    params: idParams,
    summary: 'Receiving spreadsheet (xlsx), every column',
    handler: (ctx) => sendWorkbook(ctx, true),
  });

  // Stock orders.
  const stockTags = ['stock orders'];
  route(app, {
    method: 'GET',
    url: '/v1/stockorders/pendingjoborders',
    access: poRead,
    tags: stockTags,
    response: z.array(poItemRowSchema),
    handler: ({ db }) => stock.pendingJobOrders(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/stockorders/belowthreshold',
    access: poRead,
    tags: stockTags,
    query: belowThresholdQuerySchema,
    response: z.array(stockLevelRowSchema),
    handler: ({ db, query }) => stock.belowThreshold(db, query.warehouseId),
  });
  route(app, {
    method: 'GET',
    url: '/v1/stockorders/otheritems',
    access: poRead,
    tags: stockTags,
    query: belowThresholdQuerySchema,
    response: z.array(stockLevelRowSchema),
    handler: ({ db, query }) => stock.otherItems(db, query.warehouseId),
  });
}
