import { Permission } from '@fieldline/contracts/common/permissions';
import {
  addAttendeeBodySchema,
  attendeeParamsSchema,
  createEventBodySchema,
  createEventLookupBodySchema,
  eventCountSchema,
  eventLookupQuerySchema,
  eventLookupSchema,
  eventSchema,
  eventScopeQuerySchema,
  eventSearchQuerySchema,
  eventSearchResultSchema,
  updateEventBodySchema,
  updateEventLookupBodySchema,
} from '@fieldline/contracts/events/events.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../platform/errors';
import { type Access, idParams, type OwnAccess, type RouteContext, route } from '../../platform/http/route';
import { createLookup, LOOKUP_TABLES, type LookupKind, listLookups, updateLookup } from './events.lookups';
import { searchOccurrences } from './events.read';
import * as service from './events.service';

const eventsFull: Access = { permission: Permission.Events, level: 2 };
const tags = ['events'];

/** A user without Events who reads jobs (a technician) reads the events they attend, and only those. */
const attendeeOnly: OwnAccess = {
  permission: Permission.Jobs,
  level: 1,
  async check(db, userId, params) {
    const id = (params as { id?: number }).id;
    if (id !== undefined && !(await service.attends(db, id, userId))) throw forbidden();
  },
};
const eventsRead: Access = { permission: Permission.Events, level: 1, own: attendeeOnly };
/**
 * Search and the lookups: every signed-in user reads their own calendar (the events they attend); Events
 * read widens the search to everyone's (decision 024).
 */
const ownCalendar: Access = 'signedIn';

const DAY = 86_400_000;

/** The search window (31 days back and 62 ahead of now unless told) and, for an attendee-only reader, their own events. */
function searchArgs(ctx: RouteContext<unknown, z.output<typeof eventSearchQuerySchema>, unknown>) {
  const q = ctx.query;
  const from = q.from ?? new Date(q.to ? Date.parse(q.to) - 93 * DAY : Date.now() - 31 * DAY).toISOString();
  const to = q.to ?? new Date(Date.parse(from) + 93 * DAY).toISOString();
  const userId = ctx.level(Permission.Events) >= 1 ? q.userId : ctx.user.id;
  return { ...q, from, to, userId };
}

export async function eventRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/events/search',
    access: ownCalendar,
    tags,
    query: eventSearchQuerySchema,
    response: eventSearchResultSchema,
    handler: (ctx) => searchOccurrences(ctx.db, searchArgs(ctx)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/events/search/count',
    access: ownCalendar,
    tags,
    query: eventSearchQuerySchema,
    response: eventCountSchema,
    handler: async (ctx) => ({
      count: (await searchOccurrences(ctx.db, { ...searchArgs(ctx), offset: 0, limit: 0 })).count_filtered,
    }),
  });
  for (const kind of Object.keys(LOOKUP_TABLES) as LookupKind[]) lookupRoutes(app, kind);
  route(app, {
    method: 'POST',
    url: '/v1/events',
    access: eventsFull,
    tags,
    status: 201,
    body: createEventBodySchema,
    response: eventSchema,
    handler: (ctx) => service.createEvent(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/events/:id',
    access: eventsRead,
    tags,
    params: idParams,
    response: eventSchema,
    handler: ({ db, params }) => service.getEvent(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/events/:id',
    access: eventsFull,
    tags,
    params: idParams,
    query: eventScopeQuerySchema,
    body: updateEventBodySchema,
    response: eventSchema,
    handler: (ctx) => service.updateEvent(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/events/:id',
    access: eventsFull,
    tags,
    params: idParams,
    query: eventScopeQuerySchema,
    status: 204,
    handler: (ctx) => service.deleteEvent(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/v1/events/:id/attendees',
    access: eventsFull,
    tags,
    status: 201,
    params: idParams,
    body: addAttendeeBodySchema,
    response: eventSchema,
    handler: (ctx) => service.addAttendee(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/events/:id/attendees/:userId',
    access: eventsFull,
    tags,
    status: 204,
    params: attendeeParamsSchema,
    handler: (ctx) => service.removeAttendee(ctx),
  });
}

/** POST create, GET query (list), PATCH update of statuses, priorities or types. */
function lookupRoutes(app: FastifyInstance, kind: LookupKind) {
  route(app, {
    method: 'GET',
    url: `/v1/events/${kind}`,
    access: ownCalendar,
    tags,
    query: eventLookupQuerySchema,
    response: z.array(eventLookupSchema),
    handler: ({ db, query }) => listLookups(db, kind, query.isActive),
  });
  route(app, {
    method: 'POST',
    url: `/v1/events/${kind}`,
    access: eventsFull,
    tags,
    status: 201,
    body: createEventLookupBodySchema,
    response: eventLookupSchema,
    handler: (ctx) => createLookup(ctx, kind),
  });
  route(app, {
    method: 'PATCH',
    url: `/v1/events/${kind}/:id`,
    access: eventsFull,
    tags,
    params: idParams,
    body: updateEventLookupBodySchema,
    response: eventLookupSchema,
    handler: (ctx) => updateLookup(ctx, kind),
  });
}
