import { Permission } from '@fieldline/contracts/common/permissions';
import {
  boardQuerySchema,
  boardSchema,
  changesQuerySchema,
  changesSchema,
  createVisitBodySchema,
  moveVisitBodySchema,
  visitParamsSchema,
} from '@fieldline/contracts/dispatch/dispatch.contract';
import { jobCalendarEventSchema } from '@fieldline/contracts/jobs/job-records.contract';
import type { FastifyInstance } from 'fastify';
import { type Access, route } from '../../platform/http/route';
import { readBoard, readRevision } from './dispatch.board';
import { moveVisit, scheduleVisit, unassignVisit } from './dispatch.service';

/** The board is calendar work: Events (1013) read to see it, full to dispatch (decision 025). */
export const dispatchRead: Access = { permission: Permission.Events, level: 1 };
export const dispatchFull: Access = { permission: Permission.Events, level: 2 };
const tags = ['dispatch'];

export async function dispatchRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/dispatch/board',
    access: dispatchRead,
    tags,
    query: boardQuerySchema,
    response: boardSchema,
    handler: ({ db, query }) => readBoard(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/dispatch/changes',
    access: dispatchRead,
    tags,
    query: changesQuerySchema,
    response: changesSchema,
    handler: async ({ db, query }) => {
      const revision = await readRevision(db);
      return { revision, changed: revision !== query.since };
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/dispatch/visits',
    access: dispatchFull,
    tags,
    status: 201,
    body: createVisitBodySchema,
    response: jobCalendarEventSchema,
    handler: (ctx) => scheduleVisit(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/dispatch/visits/:id',
    access: dispatchFull,
    tags,
    params: visitParamsSchema,
    body: moveVisitBodySchema,
    response: jobCalendarEventSchema,
    handler: (ctx) => moveVisit(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/dispatch/visits/:id',
    access: dispatchFull,
    tags,
    status: 204,
    params: visitParamsSchema,
    handler: (ctx) => unassignVisit(ctx),
  });
}
