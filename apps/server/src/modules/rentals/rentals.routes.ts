import {
  assetScheduleQuerySchema,
  assetScheduleSchema,
  autoassignResultSchema,
  availabilityQuerySchema,
  bulkUpdateSchedulesBodySchema,
  createAssetScheduleBodySchema,
  createRentalTermBodySchema,
  groupAvailabilitySchema,
  RATE_BASES,
  RATE_BASIS_LABELS,
  rateBasisSchema,
  rentalItemSchema,
  rentalItemsQuerySchema,
  rentalTermParams,
  rentalTermSchema,
  substituteBodySchema,
  substitutionSchema,
  updateAssetScheduleBodySchema,
  updateRentalTermBodySchema,
} from '@fieldline/contracts/rentals/rentals.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { assetsRead } from '../assets';
import { contractsFull, contractsRead } from '../contracts';
import { groupAvailability, rentalItems } from './rentals.availability';
import * as schedules from './rentals.schedules';
import { createTerm, deleteTerm, listTerms, updateTerm } from './rentals.terms';

const tags = ['contracts'];
const scheduleParams = idParams.extend({ scheduleId: z.coerce.number().check(z.int32()).positive() });

/** Spec 1 §7.7 rentals: rental items, rental terms, asset schedules and substitutions. docs/rentals.md. */
export async function rentalRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/contracts/rentalItems',
    access: contractsRead,
    tags,
    query: rentalItemsQuerySchema,
    response: z.array(rentalItemSchema),
    handler: ({ db, query }) => rentalItems(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/terms',
    access: contractsRead,
    tags,
    params: idParams,
    response: z.array(rentalTermSchema),
    handler: ({ db, params }) => listTerms(db, params.id),
  });
  const termUrl = '/v1/contracts/rentalterms/:contractId/:groupId/:startDate';
  route(app, {
    method: 'POST',
    url: termUrl,
    access: contractsFull,
    tags,
    status: 201,
    params: rentalTermParams,
    body: createRentalTermBodySchema,
    response: rentalTermSchema,
    handler: (ctx) => createTerm(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: termUrl,
    access: contractsFull,
    tags,
    params: rentalTermParams,
    body: updateRentalTermBodySchema,
    response: rentalTermSchema,
    handler: (ctx) => updateTerm(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: termUrl,
    access: contractsFull,
    tags,
    status: 204,
    params: rentalTermParams,
    handler: (ctx) => deleteTerm(ctx),
  });
  scheduleRoutes(app);
  route(app, {
    method: 'GET',
    url: '/v1/assets/groups/:id/availability',
    access: assetsRead,
    tags: ['assets'],
    params: idParams,
    query: availabilityQuerySchema,
    response: groupAvailabilitySchema,
    handler: ({ db, params, query }) => groupAvailability(db, params.id, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/rentalterms',
    access: assetsRead,
    tags: ['assets'],
    response: z.array(rateBasisSchema),
    handler: async () => RATE_BASES.map((id) => ({ id, name: RATE_BASIS_LABELS[id] })),
  });
}

function scheduleRoutes(app: FastifyInstance) {
  const base = '/v1/contracts/:id/assetschedules';
  route(app, {
    method: 'GET',
    url: base,
    access: contractsRead,
    tags,
    params: idParams,
    query: assetScheduleQuerySchema,
    response: z.array(assetScheduleSchema),
    handler: ({ db, params, query }) => schedules.listSchedules(db, params.id, query),
  });
  route(app, {
    method: 'POST',
    url: base,
    access: contractsFull,
    tags,
    status: 201,
    params: idParams,
    body: createAssetScheduleBodySchema,
    response: assetScheduleSchema,
    handler: (ctx) => schedules.createSchedule(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/bulk`,
    access: contractsFull,
    tags,
    params: idParams,
    body: bulkUpdateSchedulesBodySchema,
    response: z.array(assetScheduleSchema),
    handler: (ctx) => schedules.bulkUpdateSchedules(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${base}/autoassign`,
    access: contractsFull,
    tags,
    params: idParams,
    response: autoassignResultSchema,
    handler: (ctx) => schedules.autoassign(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/:scheduleId`,
    access: contractsFull,
    tags,
    params: scheduleParams,
    body: updateAssetScheduleBodySchema,
    response: assetScheduleSchema,
    handler: (ctx) => schedules.updateSchedule(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: `${base}/:scheduleId`,
    access: contractsFull,
    tags,
    status: 204,
    params: scheduleParams,
    handler: (ctx) => schedules.deleteSchedule(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/:scheduleId/unlinkAsset`,
    access: contractsFull,
    tags,
    params: scheduleParams,
    response: assetScheduleSchema,
    handler: (ctx) => schedules.unlinkAsset(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${base}/:scheduleId/substitute`,
    access: contractsFull,
    tags,
    params: scheduleParams,
    body: substituteBodySchema,
    response: assetScheduleSchema,
    handler: (ctx) => schedules.substitute(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/substitutions',
    access: contractsRead,
    tags,
    params: idParams,
    response: z.array(substitutionSchema),
    handler: ({ db, params }) => schedules.listSubstitutions(db, params.id),
  });
}
