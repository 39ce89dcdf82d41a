import {
  currencyRateAnswerSchema,
  currencySchema,
  customerLookupSchema,
} from '@fieldline/contracts/customers/customers.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as ref from './reference.service';

// Statuses, types and currencies label records all over the app: any signed-in user may read them.
const tags = ['customer reference lists'];
const activeQuery = z.object({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export async function referenceRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/customers/statuses',
    access: 'signedIn',
    tags,
    query: activeQuery,
    response: z.array(customerLookupSchema),
    handler: ({ db, query }) => ref.listStatuses(db, query.isActive),
  });
  route(app, {
    method: 'GET',
    url: '/v1/customers/types',
    access: 'signedIn',
    tags,
    query: activeQuery,
    response: z.array(customerLookupSchema),
    handler: ({ db, query }) => ref.listTypes(db, query.isActive),
  });
  route(app, {
    method: 'GET',
    url: '/v1/currencies',
    access: 'signedIn',
    tags,
    query: activeQuery,
    response: z.array(currencySchema),
    handler: ({ db, query }) => ref.listCurrencies(db, query.isActive),
  });
  route(app, {
    method: 'GET',
    url: '/v1/currencies/currencyRate/:id',
    access: 'signedIn',
    tags,
    params: idParams,
    response: currencyRateAnswerSchema,
    summary: 'The rate in effect for a currency (units per one unit of home currency)',
    handler: ({ db, params }) => ref.currencyRate(db, params.id),
  });
}
