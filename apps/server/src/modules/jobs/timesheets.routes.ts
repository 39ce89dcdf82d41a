import {
  createTimesheetBodySchema,
  timesheetParamsSchema,
  timesheetSchema,
  timeTypeSchema,
  updateTimesheetBodySchema,
  updateTimesheetsBodySchema,
} from '@fieldline/contracts/jobs/job-work.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hideCosts } from '../../platform/http/costs';
import { idParams, route } from '../../platform/http/route';
import { jobWorkRead, jobWorkRecord, jobWorkTags as tags } from './job-work.shared';
import * as service from './timesheets.service';

/** A labour cost rate is a cost: left out for users without the Costs permission. */
const RATE = new Set(['costRate']);

export async function timesheetRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/timetypes',
    access: 'signedIn',
    tags,
    response: z.array(timeTypeSchema),
    handler: (ctx) => hideCosts(ctx, RATE, service.listTimeTypes(ctx.db)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/timesheets',
    access: jobWorkRead,
    tags,
    params: idParams,
    response: z.array(timesheetSchema),
    handler: (ctx) => hideCosts(ctx, RATE, service.listTimesheets(ctx.db, ctx.params.id)),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/timesheets',
    access: jobWorkRecord,
    tags,
    status: 201,
    params: idParams,
    body: createTimesheetBodySchema,
    response: timesheetSchema,
    handler: ({ db, user, params, body, level }) =>
      hideCosts({ level }, RATE, service.createTimesheet(db, user.id, params.id, body)),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/jobs/:id/timesheets',
    access: jobWorkRecord,
    tags,
    params: idParams,
    body: updateTimesheetsBodySchema,
    response: z.array(timesheetSchema),
    handler: ({ db, user, params, body, level }) =>
      hideCosts({ level }, RATE, service.updateTimesheets(db, user.id, params.id, body)),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/jobs/:id/timesheets/:tid',
    access: jobWorkRecord,
    tags,
    params: timesheetParamsSchema,
    body: updateTimesheetBodySchema,
    response: timesheetSchema,
    handler: ({ db, user, params, body, level }) =>
      hideCosts({ level }, RATE, service.updateTimesheet(db, user.id, params.id, params.tid, body)),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/jobs/:id/timesheets/:tid',
    access: jobWorkRecord,
    tags,
    status: 204,
    params: timesheetParamsSchema,
    handler: ({ db, params }) => service.deleteTimesheet(db, params.id, params.tid),
  });
}
