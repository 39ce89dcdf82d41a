import { idParamSchema } from '@fieldline/contracts/common/pagination';
import {
  createSimpleTypeBodySchema,
  createTimeTypeBodySchema,
  hoursQuerySchema,
  hoursRowSchema,
  simpleTypeListQuerySchema,
  simpleTypeSchema,
  timeTypeFullSchema,
  updateSimpleTypeBodySchema,
  updateTimeTypeBodySchema,
} from '@fieldline/contracts/time/time.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hideCosts } from '../../platform/http/costs';
import { type Access, route } from '../../platform/http/route';
import { jobsFull, payrollFull, timeOwn } from './time.access';
import {
  createTimeType,
  deleteTimeType,
  hours,
  jobSheetTasks,
  nonBillable,
  updateTimeType,
} from './time.types';

const tags = ['time'];
const params = idParamSchema;
const RATE = new Set(['costRate']);

export async function timeTypeRoutes(app: FastifyInstance) {
  // GET /v1/timetypes stays with jobs (it lists the same table); these write it.
  route(app, {
    method: 'POST',
    url: '/v1/timetypes',
    access: payrollFull,
    tags,
    status: 201,
    body: createTimeTypeBodySchema,
    response: timeTypeFullSchema,
    handler: ({ db, body, level }) => hideCosts({ level }, RATE, createTimeType(db, body)),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/timetypes/:id',
    access: payrollFull,
    tags,
    params,
    body: updateTimeTypeBodySchema,
    response: timeTypeFullSchema,
    handler: ({ db, params, body, level }) => hideCosts({ level }, RATE, updateTimeType(db, params.id, body)),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/timetypes/:id',
    access: payrollFull,
    tags,
    status: 204,
    params,
    handler: ({ db, params }) => deleteTimeType(db, params.id),
  });

  simpleTypeRoutes(app, '/v1/nonbillabletypes', nonBillable, payrollFull);
  simpleTypeRoutes(app, '/v1/jobsheettasktypes', jobSheetTasks, jobsFull);

  route(app, {
    method: 'GET',
    url: '/v1/hours',
    access: timeOwn,
    tags,
    summary: 'Hours per employee, day and time type over a range',
    query: hoursQuerySchema,
    response: z.array(hoursRowSchema),
    handler: (ctx) => hours(ctx, ctx.query),
  });
}

function simpleTypeRoutes(app: FastifyInstance, base: string, service: typeof nonBillable, write: Access) {
  route(app, {
    method: 'GET',
    url: base,
    access: 'signedIn',
    tags,
    query: simpleTypeListQuerySchema,
    response: z.array(simpleTypeSchema),
    handler: ({ db, query }) => service.list(db, query.active),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    access: 'signedIn',
    tags,
    params,
    response: simpleTypeSchema,
    handler: ({ db, params }) => service.get(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: base,
    access: write,
    tags,
    status: 201,
    body: createSimpleTypeBodySchema,
    response: simpleTypeSchema,
    handler: ({ db, user, body }) => service.create(db, user.id, body),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/:id`,
    access: write,
    tags,
    params,
    body: updateSimpleTypeBodySchema,
    response: simpleTypeSchema,
    handler: ({ db, user, params, body }) => service.update(db, user.id, params.id, body),
  });
  route(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    access: write,
    tags,
    status: 204,
    params,
    handler: ({ db, params }) => service.remove(db, params.id),
  });
}
