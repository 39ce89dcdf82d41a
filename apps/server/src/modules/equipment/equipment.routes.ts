import { countResultSchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  createEquipmentBodySchema,
  equipmentLimitQuerySchema,
  equipmentQuerySchema,
  equipmentRowSchema,
  equipmentSchema,
  equipmentSearchQuerySchema,
  equipmentSystemSchema,
  setSystemBodySchema,
  systemListQuerySchema,
  updateEquipmentBodySchema,
} from '@fieldline/contracts/equipment/equipment.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import * as read from './equipment.read';
import * as service from './equipment.service';

export const equipmentRead: Access = { permission: Permission.Equipment, level: 1 };
export const equipmentFull: Access = { permission: Permission.Equipment, level: 2 };
const tags = ['equipment'];
const fieldsQuery = z.object({ fields: z.string().optional() });

export async function equipmentRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/equipment/limit',
    access: equipmentRead,
    tags,
    summary: 'A short list of equipment for pickers (by location or customer).',
    query: equipmentLimitQuerySchema,
    response: z.array(equipmentRowSchema),
    handler: ({ db, query }) => read.limitEquipment(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/equipment/query',
    access: equipmentRead,
    tags,
    query: equipmentQuerySchema,
    response: z.array(equipmentRowSchema),
    handler: ({ db, query }) => read.queryEquipment(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/equipment/search',
    access: equipmentRead,
    tags,
    query: equipmentSearchQuerySchema,
    response: searchResultSchema(equipmentRowSchema),
    handler: ({ db, query }) => read.searchEquipment(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/equipment/search/count',
    access: equipmentRead,
    tags,
    query: equipmentSearchQuerySchema,
    response: countResultSchema,
    handler: ({ db, query }) => read.countEquipment(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/equipment/:id',
    access: equipmentRead,
    tags,
    params: idParams,
    query: fieldsQuery,
    response: equipmentSchema,
    handler: ({ db, params }) => read.getEquipment(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/equipment',
    access: equipmentFull,
    tags,
    status: 201,
    body: createEquipmentBodySchema,
    response: equipmentSchema,
    handler: (ctx) => service.createEquipment(ctx.db, ctx, ctx.body),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/equipment/:id',
    access: equipmentFull,
    tags,
    params: idParams,
    body: updateEquipmentBodySchema,
    response: equipmentSchema,
    handler: (ctx) => service.updateEquipment(ctx.db, ctx, ctx.params.id, ctx.body),
  });

  // Systems.
  route(app, {
    method: 'GET',
    url: '/v1/equipment/systems',
    access: equipmentRead,
    tags,
    summary: 'The equipment systems of a location.',
    query: systemListQuerySchema,
    response: z.array(equipmentSystemSchema),
    handler: ({ db, query }) => service.listSystems(db, query.locationId),
  });
  route(app, {
    method: 'GET',
    url: '/v1/equipment/:id/system',
    access: equipmentRead,
    tags,
    summary: 'The system the equipment belongs to (null when none).',
    params: idParams,
    response: equipmentSystemSchema.nullable(),
    handler: ({ db, params }) => service.getSystemOf(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/equipment/:id/system',
    access: equipmentFull,
    tags,
    summary: 'Puts the equipment in a system of its location, by id or by name (created when new).',
    params: idParams,
    body: setSystemBodySchema,
    response: equipmentSystemSchema,
    handler: (ctx) => service.setSystem(ctx.db, ctx, ctx.params.id, ctx.body),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/equipment/:id/system',
    access: equipmentFull,
    tags,
    summary: 'Takes the equipment out of its system.',
    params: idParams,
    status: 204,
    handler: (ctx) => service.removeFromSystem(ctx.db, ctx, ctx.params.id),
  });
}
