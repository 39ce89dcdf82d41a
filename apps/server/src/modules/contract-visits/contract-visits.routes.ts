import { Permission } from '@fieldline/contracts/common/permissions';
import {
  contractEquipmentQuerySchema,
  contractEquipmentSchema,
} from '@fieldline/contracts/contract-visits/contract-equipment.contract';
import {
  contractVisitSchema,
  generateVisitsResultSchema,
  previewVisitsBodySchema,
  previewVisitsResultSchema,
  putVisitScheduleBodySchema,
  updatedCountSchema,
  updateVisitItemsBodySchema,
  updateVisitsDescriptionBodySchema,
  updateVisitsJobStatusBodySchema,
  visitScheduleSchema,
  visitsQuerySchema,
} from '@fieldline/contracts/contract-visits/contract-visits.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { contractEquipment } from './contract-equipment';
import { previewDates } from './contract-visits.dates';
import * as service from './contract-visits.service';

const read: Access = { permission: Permission.Contracts, level: 1 };
const full: Access = { permission: Permission.Contracts, level: 2 };
/** Changing the visits' jobs needs the jobs too. */
const fullWithJobs: Access = { ...full, also: { permission: Permission.Jobs, level: 2 } };
const tags = ['contracts'];

export async function contractVisitRoutes(app: FastifyInstance) {
  // Spec 1 §7.7 contract equipment: query (what the contract covers) and searchEquipment (what it may cover).
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/equipment',
    access: read,
    tags,
    params: idParams,
    query: contractEquipmentQuerySchema.omit({ query: true }),
    response: z.array(contractEquipmentSchema),
    handler: ({ db, params, query }) =>
      contractEquipment(db, params.id, { ...query, coveredOnly: query.coveredOnly ?? true }),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/searchEquipment',
    access: read,
    tags,
    params: idParams,
    query: contractEquipmentQuerySchema,
    response: z.array(contractEquipmentSchema),
    handler: ({ db, params, query }) => contractEquipment(db, params.id, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/visitSchedule',
    access: read,
    tags,
    params: idParams,
    response: visitScheduleSchema.nullable(),
    handler: (ctx) => service.getSchedule(ctx.db, ctx.params.id),
  });
  route(app, {
    method: 'PUT',
    url: '/v1/contracts/:id/visitSchedule',
    access: full,
    tags,
    params: idParams,
    body: putVisitScheduleBodySchema,
    response: visitScheduleSchema,
    handler: (ctx) => service.putSchedule(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/v1/contracts/:id/generateVisits',
    access: full,
    tags,
    params: idParams,
    response: generateVisitsResultSchema,
    handler: (ctx) => service.generateForContract(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/visits',
    access: read,
    tags,
    params: idParams,
    query: visitsQuerySchema,
    response: z.array(contractVisitSchema),
    handler: (ctx) => service.listVisits(ctx.db, ctx.params.id, ctx.query),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/contracts/updateServiceVisitItems',
    access: full,
    tags,
    body: updateVisitItemsBodySchema,
    response: updatedCountSchema,
    handler: (ctx) => service.updateVisitItems(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/contracts/updateServiceVisitsJobStatus',
    access: fullWithJobs,
    tags,
    body: updateVisitsJobStatusBodySchema,
    response: updatedCountSchema,
    handler: (ctx) => service.updateVisitsJobStatus(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/contracts/updateServiceVisitsDescription',
    access: fullWithJobs,
    tags,
    body: updateVisitsDescriptionBodySchema,
    response: updatedCountSchema,
    handler: (ctx) => service.updateVisitsDescription(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/v1/bids/contractVisits',
    access: { permission: Permission.Bids, level: 1, or: { permission: Permission.Contracts, level: 1 } },
    tags: ['bids'],
    readOnly: true,
    body: previewVisitsBodySchema,
    response: previewVisitsResultSchema,
    handler: async (ctx) => ({
      dates: await previewDates(ctx.db, ctx.body.startDate, ctx.body.endDate, ctx.body.schedule),
    }),
  });
}
