import { countResultSchema, MAX_LIMIT } from '@fieldline/contracts/common/pagination';
import {
  createCalendarEventBodySchema,
  createJobContactBodySchema,
  jobCalendarEventSchema,
  jobContactSchema,
  jobCustomerEquipmentSchema,
  updateCalendarEventBodySchema,
  updateJobContactBodySchema,
} from '@fieldline/contracts/jobs/job-records.contract';
import { subIdParamsSchema } from '@fieldline/contracts/jobs/job-setup.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { customerEquipment, customerEquipmentCount } from './job-equipment-links.service';
import * as records from './job-records.service';
import { jobsFull, jobsRead } from './jobs.routes';

const tags = ['jobs'];
const customerEquipmentQuery = z.object({
  query: z.string().trim().max(200).optional(),
  locationOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(MAX_LIMIT).default(100),
  fields: z.string().optional(),
});

export async function jobRecordRoutes(app: FastifyInstance) {
  // ---- calendar events
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/calendarEvents',
    access: jobsRead,
    tags,
    params: idParams,
    response: z.array(jobCalendarEventSchema),
    handler: ({ db, params }) => records.listCalendarEvents(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/calendarEvents/:subId',
    access: jobsRead,
    tags,
    params: subIdParamsSchema,
    response: jobCalendarEventSchema,
    handler: ({ db, params }) => records.getCalendarEvent(db, params.id, params.subId),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/calendarEvents',
    access: jobsFull,
    tags,
    status: 201,
    params: idParams,
    body: createCalendarEventBodySchema,
    response: jobCalendarEventSchema,
    handler: (ctx) => records.createCalendarEvent(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/jobs/:id/calendarEvents/:subId',
    access: jobsFull,
    tags,
    params: subIdParamsSchema,
    body: updateCalendarEventBodySchema,
    response: jobCalendarEventSchema,
    handler: (ctx) => records.updateCalendarEvent(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/jobs/:id/calendarEvents/:subId',
    access: jobsFull,
    tags,
    status: 204,
    params: subIdParamsSchema,
    handler: (ctx) => records.deleteCalendarEvent(ctx),
  });

  // ---- contacts
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/contacts',
    access: jobsRead,
    tags,
    params: idParams,
    response: z.array(jobContactSchema),
    handler: ({ db, params }) => records.listJobContacts(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/contacts/:subId',
    access: jobsRead,
    tags,
    params: subIdParamsSchema,
    response: jobContactSchema,
    handler: ({ db, params }) => records.getJobContact(db, params.id, params.subId),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/contacts',
    access: jobsFull,
    tags,
    status: 201,
    params: idParams,
    body: createJobContactBodySchema,
    response: jobContactSchema,
    handler: (ctx) => records.addJobContact(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/jobs/:id/contacts/:subId',
    access: jobsFull,
    tags,
    params: subIdParamsSchema,
    body: updateJobContactBodySchema,
    response: jobContactSchema,
    handler: (ctx) => records.updateJobContact(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/jobs/:id/contacts/:subId',
    access: jobsFull,
    tags,
    status: 204,
    params: subIdParamsSchema,
    handler: (ctx) => records.removeJobContact(ctx),
  });

  // ---- the customer's equipment
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/customer/equipment',
    access: jobsRead,
    tags,
    params: idParams,
    query: customerEquipmentQuery,
    response: z.array(jobCustomerEquipmentSchema),
    summary: 'Active equipment of the job’s customer, the job’s location first',
    handler: ({ db, params, query }) => customerEquipment(db, params.id, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/customer/equipment/count',
    access: jobsRead,
    tags,
    params: idParams,
    query: customerEquipmentQuery,
    response: countResultSchema,
    handler: ({ db, params, query }) => customerEquipmentCount(db, params.id, query),
  });
}
