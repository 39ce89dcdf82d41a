import {
  createMileageRateBodySchema,
  createTripBodySchema,
  mileageRateSchema,
  mileageTotalSchema,
  mileageTotalsQuerySchema,
  tripSchema,
  tripSearchQuerySchema,
  tripSearchResultSchema,
  updateTripBodySchema,
} from '@fieldline/contracts/expenses/expenses.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { expensesFull, expensesOffice, expensesRead } from './expenses.scope';
import * as rates from './mileage.rates';
import * as service from './mileage.service';

const tags = ['mileage log'];

/** Spec 1 §7.13 mileage log CRUD, with the company rate per mile and reimbursement totals. */
export async function mileageRoutes(app: FastifyInstance) {
  for (const url of ['/v1/mileagelog', '/v1/mileagelog/search'])
    route(app, {
      method: 'GET',
      url,
      access: expensesRead,
      tags,
      query: tripSearchQuerySchema,
      response: tripSearchResultSchema,
      handler: (ctx) => service.searchTrips(ctx),
    });
  route(app, {
    method: 'GET',
    url: '/v1/mileagelog/totals',
    access: expensesRead,
    tags,
    query: mileageTotalsQuerySchema,
    response: z.array(mileageTotalSchema),
    handler: (ctx) => service.mileageTotals(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/mileagelog/rates',
    access: expensesRead,
    tags,
    response: z.array(mileageRateSchema),
    handler: ({ db }) => rates.listRates(db),
  });
  route(app, {
    method: 'POST',
    url: '/v1/mileagelog/rates',
    access: expensesOffice,
    tags,
    status: 201,
    body: createMileageRateBodySchema,
    response: mileageRateSchema,
    handler: (ctx) => rates.createRate(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/mileagelog/rates/:id',
    access: expensesOffice,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => rates.deleteRate(ctx, ctx.params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/mileagelog/:id',
    access: expensesRead,
    tags,
    params: idParams,
    response: tripSchema,
    handler: (ctx) => service.getTrip(ctx, ctx.params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/mileagelog',
    access: expensesFull,
    tags,
    status: 201,
    body: createTripBodySchema,
    response: tripSchema,
    handler: (ctx) => service.createTrip(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/mileagelog/:id',
    access: expensesFull,
    tags,
    params: idParams,
    body: updateTripBodySchema,
    response: tripSchema,
    handler: (ctx) => service.updateTrip(ctx, ctx.params.id),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/mileagelog/:id',
    access: expensesFull,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => service.deleteTrip(ctx, ctx.params.id),
  });
}
