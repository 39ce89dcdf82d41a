import {
  alertListQuerySchema,
  createAlertBodySchema,
  customerAlertSchema,
  updateAlertBodySchema,
} from '@fieldline/contracts/customers/customers.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as alerts from './alerts.service';
import { customersFull, customersRead } from './customers.routes';

const tags = ['customer alerts'];

export async function alertRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/customers/alerts',
    access: customersRead,
    tags,
    query: alertListQuerySchema,
    response: z.array(customerAlertSchema),
    handler: ({ db, query }) => alerts.listAlertsOfCustomer(db, query.customerId, query.isActive),
  });
  route(app, {
    method: 'GET',
    url: '/v1/customers/alerts/:id',
    access: customersRead,
    tags,
    params: idParams,
    response: customerAlertSchema,
    handler: ({ db, params }) => alerts.getAlert(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/customers/alerts',
    access: customersFull,
    tags,
    status: 201,
    body: createAlertBodySchema,
    response: customerAlertSchema,
    handler: (ctx) => alerts.createAlert(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/customers/alerts/:id',
    access: customersFull,
    tags,
    params: idParams,
    body: updateAlertBodySchema,
    response: customerAlertSchema,
    handler: (ctx) => alerts.updateAlert(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/customers/alerts/:id',
    access: customersFull,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => alerts.deleteAlert(ctx),
  });
}
