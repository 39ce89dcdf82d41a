import {
  createExpenseBodySchema,
  expenseParamsSchema,
  expenseSchema,
  updateExpenseBodySchema,
} from '@fieldline/contracts/jobs/job-work.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as service from './expenses.service';
import { jobWorkRead, jobWorkRecord, jobWorkTags as tags } from './job-work.shared';

export async function expenseRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/expenses',
    access: jobWorkRead,
    tags,
    params: idParams,
    response: z.array(expenseSchema),
    handler: ({ db, params }) => service.listExpenses(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/expenses/:xid',
    access: jobWorkRead,
    tags,
    params: expenseParamsSchema,
    response: expenseSchema,
    handler: ({ db, params }) => service.getExpense(db, params.id, params.xid),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/expenses',
    access: jobWorkRecord,
    tags,
    status: 201,
    params: idParams,
    body: createExpenseBodySchema,
    response: expenseSchema,
    handler: ({ db, audit, user, params, body }) =>
      service.createExpense(db, audit, user.id, params.id, body),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/jobs/:id/expenses/:xid',
    access: jobWorkRecord,
    tags,
    params: expenseParamsSchema,
    body: updateExpenseBodySchema,
    response: expenseSchema,
    handler: ({ db, audit, user, params, body }) =>
      service.updateExpense(db, audit, user.id, params.id, params.xid, body),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/jobs/:id/expenses/:xid',
    access: jobWorkRecord,
    tags,
    status: 204,
    params: expenseParamsSchema,
    handler: ({ db, audit, params }) => service.deleteExpense(db, audit, params.id, params.xid),
  });
}
