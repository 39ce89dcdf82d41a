import { Permission } from '@fieldline/contracts/common/permissions';
import {
  assignmentQuerySchema,
  createAssignmentBodySchema,
  createWarehouseBodySchema,
  createWarehouseOfficeBodySchema,
  defaultBinQuerySchema,
  defaultBinSchema,
  officeSourcingSchema,
  setDefaultBinBodySchema,
  updateAssignmentBodySchema,
  updateWarehouseBodySchema,
  updateWarehouseOfficeBodySchema,
  warehouseAssignmentSchema,
  warehouseListQuerySchema,
  warehouseOfficeQuerySchema,
  warehouseOfficeSchema,
  warehouseSchema,
} from '@fieldline/contracts/warehouses/warehouses.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, type RouteContext, route } from '../../platform/http/route';
import * as service from './warehouses.service';
import * as sourcing from './warehouses.sourcing';

export const warehousesRead: Access = { permission: Permission.Warehouses, level: 1 };
export const warehousesFull: Access = { permission: Permission.Warehouses, level: 2 };
const inventoryRead: Access = { permission: Permission.Inventory, level: 1 };
const inventoryFull: Access = { permission: Permission.Inventory, level: 2 };
const tags = ['warehouses'];

/** Every warehouse answer carries the single-bin-inventory header. */
const withHeader =
  <C extends RouteContext<any, any, any>>(fn: (ctx: C) => Promise<unknown>) =>
  async (ctx: C) => {
    await service.markSingleBin(ctx.db, ctx.reply);
    return fn(ctx);
  };

export async function warehouseRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/warehouses',
    access: warehousesRead,
    tags,
    query: warehouseListQuerySchema,
    response: z.array(warehouseSchema),
    handler: withHeader(({ db, query }) => service.listWarehouses(db, query)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/warehouses/:id',
    access: warehousesRead,
    tags,
    params: idParams,
    response: warehouseSchema,
    handler: withHeader(({ db, params }) => service.getWarehouse(db, params.id)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/warehouses/getbyofficeid/:officeId',
    access: warehousesRead,
    tags,
    params: z.object({ officeId: z.coerce.number().check(z.int32()).positive() }),
    response: z.array(warehouseSchema),
    handler: withHeader(({ db, params }) =>
      service.listWarehouses(db, { officeId: params.officeId, active: true }),
    ),
  });
  route(app, {
    method: 'POST',
    url: '/v1/warehouses',
    access: warehousesFull,
    tags,
    status: 201,
    body: createWarehouseBodySchema,
    response: warehouseSchema,
    handler: withHeader((ctx) => service.createWarehouse(ctx)),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/warehouses/:id',
    access: warehousesFull,
    tags,
    params: idParams,
    body: updateWarehouseBodySchema,
    response: warehouseSchema,
    handler: withHeader((ctx) => service.updateWarehouse(ctx)),
  });

  // Warehouse offices: which offices source from which warehouses.
  route(app, {
    method: 'GET',
    url: '/v1/warehouses/offices',
    access: warehousesRead,
    tags,
    query: warehouseOfficeQuerySchema,
    response: z.array(warehouseOfficeSchema),
    handler: withHeader(({ db, query }) => sourcing.listWarehouseOffices(db, query)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/warehouses/offices/:id',
    access: warehousesRead,
    tags,
    params: idParams,
    response: warehouseOfficeSchema,
    handler: withHeader(({ db, params }) => sourcing.getWarehouseOffice(db, params.id)),
  });
  route(app, {
    method: 'POST',
    url: '/v1/warehouses/offices',
    access: warehousesFull,
    tags,
    status: 201,
    body: createWarehouseOfficeBodySchema,
    response: warehouseOfficeSchema,
    handler: withHeader((ctx) => sourcing.createWarehouseOffice(ctx)),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/warehouses/offices/:id',
    access: warehousesFull,
    tags,
    params: idParams,
    body: updateWarehouseOfficeBodySchema,
    response: warehouseOfficeSchema,
    handler: withHeader((ctx) => sourcing.updateWarehouseOffice(ctx)),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/warehouses/offices/:id',
    access: warehousesFull,
    tags,
    status: 204,
    params: idParams,
    handler: withHeader((ctx) => sourcing.deleteWarehouseOffice(ctx)),
  });
  // Any signed-in user: line-item widgets of every area source stock through it (spec 2 §7 Offices).
  route(app, {
    method: 'GET',
    url: '/v1/offices/:id/sourcing',
    access: 'signedIn',
    tags,
    params: idParams,
    response: officeSourcingSchema,
    handler: withHeader(({ db, params }) => sourcing.officeSourcing(db, params.id)),
  });

  // Assignments: employees who work out of a warehouse.
  route(app, {
    method: 'GET',
    url: '/v1/warehouses/assignments',
    access: warehousesRead,
    tags,
    query: assignmentQuerySchema,
    response: z.array(warehouseAssignmentSchema),
    handler: withHeader(({ db, query }) => sourcing.listAssignments(db, query)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/warehouses/assignments/:id',
    access: warehousesRead,
    tags,
    params: idParams,
    response: warehouseAssignmentSchema,
    handler: withHeader(({ db, params }) => sourcing.getAssignment(db, params.id)),
  });
  route(app, {
    method: 'POST',
    url: '/v1/warehouses/assignments',
    access: warehousesFull,
    tags,
    status: 201,
    body: createAssignmentBodySchema,
    response: warehouseAssignmentSchema,
    handler: withHeader((ctx) => sourcing.createAssignment(ctx)),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/warehouses/assignments/:id',
    access: warehousesFull,
    tags,
    params: idParams,
    body: updateAssignmentBodySchema,
    response: warehouseAssignmentSchema,
    handler: withHeader((ctx) => sourcing.updateAssignment(ctx)),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/warehouses/assignments/:id',
    access: warehousesFull,
    tags,
    status: 204,
    params: idParams,
    handler: withHeader((ctx) => sourcing.deleteAssignment(ctx)),
  });

  // Default bin per item and warehouse (spec 3 §7).
  route(app, {
    method: 'GET',
    url: '/v1/items/:id/defaultBin',
    access: inventoryRead,
    tags,
    params: idParams,
    query: defaultBinQuerySchema,
    response: defaultBinSchema,
    handler: withHeader(({ db, params, query }) => sourcing.getDefaultBin(db, params.id, query.warehouseId)),
  });
  route(app, {
    method: 'PUT',
    url: '/v1/items/:id/defaultBin',
    access: inventoryFull,
    tags,
    params: idParams,
    body: setDefaultBinBodySchema,
    response: defaultBinSchema,
    handler: withHeader((ctx) => sourcing.setDefaultBin(ctx)),
  });
}
