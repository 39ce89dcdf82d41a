import { Permission } from '@fieldline/contracts/common/permissions';
import {
  availabilityQuerySchema,
  checkInBodySchema,
  checkOutBodySchema,
  createToolBodySchema,
  createToolScheduleBodySchema,
  isUsingToolsQuerySchema,
  isUsingToolsSchema,
  jobToolListSchema,
  scheduledByTechnicianQuerySchema,
  TOOL_STATUS_LABELS,
  TOOL_STATUSES,
  technicianQuerySchema,
  todaysJobSchema,
  todaysJobsQuerySchema,
  toolAvailabilitySchema,
  toolCheckoutSchema,
  toolHistoryQuerySchema,
  toolHistorySchema,
  toolScheduleSchema,
  toolSchema,
  toolSearchQuerySchema,
  toolSearchResultSchema,
  toolStatusSchema,
  toolStatusValueSchema,
  updateQuantityBodySchema,
  updateTimeBodySchema,
  updateToolBodySchema,
} from '@fieldline/contracts/tools/tools.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { checkIn, checkOut, updateQuantity } from './tools.checkouts';
import * as read from './tools.read';
import * as schedules from './tools.schedules';
import * as service from './tools.service';

const toolsRead: Access = { permission: Permission.Tools, level: 1 };
const toolsFull: Access = { permission: Permission.Tools, level: 2 };
const tags = ['tools'];

/** Spec 1 §7.13's calls under /v1/tools, plus the tool records' own CRUD (docs/tools.md). */
export async function toolRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/tools/search',
    access: toolsRead,
    tags,
    query: toolSearchQuerySchema,
    response: toolSearchResultSchema,
    handler: ({ db, query }) => service.searchTools(db, query),
  });
  route(app, {
    method: 'POST',
    url: '/v1/tools',
    access: toolsFull,
    tags,
    status: 201,
    body: createToolBodySchema,
    response: toolSchema,
    handler: (ctx) => service.createTool(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tools/:id',
    access: toolsRead,
    tags,
    params: idParams,
    response: toolSchema,
    handler: ({ db, params }) => service.getTool(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/tools/:id',
    access: toolsFull,
    tags,
    params: idParams,
    body: updateToolBodySchema,
    response: toolSchema,
    handler: (ctx) => service.updateTool(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/tools/:id',
    access: toolsFull,
    tags,
    params: idParams,
    status: 204,
    handler: (ctx) => service.deleteTool(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tools/:id/history',
    access: toolsRead,
    tags,
    params: idParams,
    query: toolHistoryQuerySchema,
    response: toolHistorySchema,
    handler: async ({ db, params, query }) => {
      await service.getTool(db, params.id);
      return read.toolHistory(db, params.id, query);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/tools/:id/schedules',
    access: toolsRead,
    tags,
    params: idParams,
    response: z.array(toolScheduleSchema),
    handler: async ({ db, params }) => {
      await service.getTool(db, params.id);
      return read.toolSchedulesOf(db, params.id);
    },
  });
  // The status values, for pickers; toolStatuses/{id} is one tool's status.
  route(app, {
    method: 'GET',
    url: '/v1/tools/toolStatuses',
    access: toolsRead,
    tags,
    response: z.array(toolStatusValueSchema),
    handler: async () => TOOL_STATUSES.map((value) => ({ value, label: TOOL_STATUS_LABELS[value] })),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tools/toolStatuses/:id',
    access: toolsRead,
    tags,
    params: idParams,
    response: toolStatusSchema,
    handler: ({ db, params }) => service.toolStatus(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/tools/:id/checkOut',
    access: toolsFull,
    tags,
    params: idParams,
    body: checkOutBodySchema,
    response: toolCheckoutSchema,
    handler: (ctx) => checkOut(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/tools/:id/checkIn',
    access: toolsFull,
    tags,
    params: idParams,
    body: checkInBodySchema,
    response: toolCheckoutSchema,
    handler: (ctx) => checkIn(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/tools/:id/updateQuantity',
    access: toolsFull,
    tags,
    params: idParams,
    body: updateQuantityBodySchema,
    response: toolSchema,
    handler: (ctx) => updateQuantity(ctx),
  });
  await scheduleRoutes(app);
  await readRoutes(app);
}

async function scheduleRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/v1/tools/toolSchedules',
    access: toolsFull,
    tags,
    status: 201,
    body: createToolScheduleBodySchema,
    response: toolScheduleSchema,
    handler: (ctx) => schedules.createSchedule(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tools/toolSchedules/:id',
    access: toolsRead,
    tags,
    params: idParams,
    response: toolScheduleSchema,
    handler: ({ db, params }) => schedules.getSchedule(db, params.id),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/tools/toolSchedules/:id',
    access: toolsFull,
    tags,
    params: idParams,
    status: 204,
    handler: (ctx) => schedules.deleteSchedule(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/tools/toolSchedules/job/:id',
    access: toolsFull,
    tags,
    params: idParams,
    status: 204,
    handler: (ctx) => schedules.deleteJobSchedules(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/tools/updateTime/:id',
    access: toolsFull,
    tags,
    params: idParams,
    body: updateTimeBodySchema,
    response: toolScheduleSchema,
    handler: (ctx) => schedules.updateTime(ctx),
  });
}

async function readRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/tools/getToolAvailability',
    access: toolsRead,
    tags,
    query: availabilityQuerySchema,
    response: z.array(toolAvailabilitySchema),
    handler: ({ db, query }) => read.toolAvailability(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tools/getCheckedOutByTechnician',
    access: toolsRead,
    tags,
    query: technicianQuerySchema,
    response: z.array(toolCheckoutSchema),
    handler: ({ db, query, user }) => read.checkedOutByTechnician(db, query.technicianId ?? user.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tools/getScheduledByTechnician',
    access: toolsRead,
    tags,
    query: scheduledByTechnicianQuerySchema,
    response: z.array(toolScheduleSchema),
    handler: ({ db, query, user }) =>
      read.scheduledByTechnician(db, query.technicianId ?? user.id, query.from, query.to),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tools/getAvailableTools/:id',
    access: toolsRead,
    tags,
    params: idParams,
    response: z.array(toolAvailabilitySchema),
    handler: ({ db, params }) => read.availableToolsForJob(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tools/isUsingTools',
    access: toolsRead,
    tags,
    query: isUsingToolsQuerySchema,
    response: isUsingToolsSchema,
    handler: ({ db, query, user }) =>
      read.isUsingTools(db, {
        jobId: query.jobId,
        technicianId: query.technicianId ?? (query.jobId ? undefined : user.id),
      }),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tools/toolList/:id',
    access: toolsRead,
    tags,
    params: idParams,
    response: jobToolListSchema,
    handler: ({ db, params }) => read.jobToolList(db, params.id),
  });
  // The signed-in user's own day: any signed-in user (a technician without the Tools permission too).
  route(app, {
    method: 'GET',
    url: '/v1/tools/todaysJobListForUser',
    access: 'signedIn',
    tags,
    query: todaysJobsQuerySchema,
    response: z.array(todaysJobSchema),
    handler: ({ db, user, query }) => read.todaysJobs(db, user.id, query.date),
  });
}
