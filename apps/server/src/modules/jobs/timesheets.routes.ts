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
import { idParams, route } from '../../platform/http/route';
import { jobWorkRead, jobWorkRecord, jobWorkTags as tags } from './job-work.shared';
import * as service from './timesheets.service';

export async function timesheetRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/timetypes',
    access: 'signedIn',
    tags,
    response: z.array(timeTypeSchema),
    handler: ({ db }) => service.listTimeTypes(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/timesheets',
    access: jobWorkRead,
    tags,
    params: idParams,
    response: z.array(timesheetSchema),
    handler: ({ db, params }) => service.listTimesheets(db, params.id),
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
    handler: ({ db, user, params, body }) => service.createTimesheet(db, user.id, params.id, body),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/jobs/:id/timesheets',
    access: jobWorkRecord,
    tags,
    params: idParams,
    body: updateTimesheetsBodySchema,
    response: z.array(timesheetSchema),
    handler: ({ db, user, params, body }) => service.updateTimesheets(db, user.id, params.id, body),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/jobs/:id/timesheets/:tid',
    access: jobWorkRecord,
    tags,
    params: timesheetParamsSchema,
    body: updateTimesheetBodySchema,
    response: timesheetSchema,
    handler: ({ db, user, params, body }) =>
      service.updateTimesheet(db, user.id, params.id, params.tid, body),
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
