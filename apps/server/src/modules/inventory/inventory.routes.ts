import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  adjustmentBodySchema,
  allocationQuerySchema,
  allocationSchema,
  availabilityQuerySchema,
  availabilitySchema,
  employeeInventoryRowSchema,
  inventoryRowSchema,
  inventorySearchQuerySchema,
  itemInventoryQuerySchema,
  itemInventorySchema,
  movementQuerySchema,
  movementResultSchema,
  movementSchema,
  transferBodySchema,
  updateBidAllocationsBodySchema,
  valuationQuerySchema,
  valuationReportSchema,
} from '@fieldline/contracts/inventory/inventory.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { listAllocations, updateBidAllocations } from './inventory.allocations';
import * as read from './inventory.read';
import * as service from './inventory.service';
import { valuationAsOf } from './inventory.value-as-of';

const inventoryRead: Access = { permission: Permission.Inventory, level: 1 };
const inventoryFull: Access = { permission: Permission.Inventory, level: 2 };
const tags = ['inventory'];

export async function inventoryRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/reports/inventoryvaluation',
    access: inventoryRead,
    tags,
    summary:
      'Inventory valuation as of a date: quantity, average cost and value per item (the movements up to it)',
    query: valuationQuerySchema,
    response: valuationReportSchema,
    handler: ({ db, query }) => valuationAsOf(db, query.date ?? new Date().toISOString().slice(0, 10)),
  });
  route(app, {
    method: 'POST',
    url: '/v1/inventory/adjustments',
    access: inventoryFull,
    tags,
    status: 201,
    body: adjustmentBodySchema,
    response: movementResultSchema,
    handler: (ctx) => service.adjust(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/v1/inventory/transfers',
    access: inventoryFull,
    tags,
    status: 201,
    body: transferBodySchema,
    response: movementResultSchema,
    handler: (ctx) => service.transfer(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/inventory/search',
    access: inventoryRead,
    tags,
    query: inventorySearchQuerySchema,
    response: searchResultSchema(inventoryRowSchema),
    handler: ({ db, query }) => read.searchInventory(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/inventory/items/:id',
    access: inventoryRead,
    tags,
    params: idParams,
    query: itemInventoryQuerySchema,
    response: itemInventorySchema,
    handler: ({ db, params, query }) => read.itemInventory(db, params.id, query.type, query.warehouseIds),
  });
  route(app, {
    method: 'GET',
    url: '/v1/inventory/movements',
    access: inventoryRead,
    tags,
    query: movementQuerySchema,
    response: searchResultSchema(movementSchema),
    handler: ({ db, query }) => read.listMovements(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/items/:id/availability',
    access: inventoryRead,
    tags,
    params: idParams,
    query: availabilityQuerySchema,
    response: z.array(availabilitySchema),
    handler: ({ db, params, query }) => read.availability(db, params.id, query.warehouseIds),
  });
  route(app, {
    method: 'GET',
    url: '/v1/items/:id/allocations',
    access: inventoryRead,
    tags,
    params: idParams,
    query: allocationQuerySchema,
    response: z.array(allocationSchema),
    handler: ({ db, params, query }) => listAllocations(db, params.id, query),
  });
  // Second API (spec 1 §7.16): at the root, without /v1.
  route(app, {
    method: 'PATCH',
    url: '/items/:id/updatebidallocations',
    access: inventoryFull,
    tags,
    params: idParams,
    body: updateBidAllocationsBodySchema,
    response: z.array(allocationSchema),
    handler: (ctx) => updateBidAllocations(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/employees/:id/inventory',
    access: inventoryRead,
    tags,
    params: idParams,
    response: z.array(employeeInventoryRowSchema),
    handler: ({ db, params }) => read.employeeInventory(db, params.id),
  });
}
