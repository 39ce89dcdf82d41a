import { idParamSchema } from '@fieldline/contracts/common/pagination';
import {
  approveManyBodySchema,
  approvePeriodBodySchema,
  createEmployeeTimeEntryBodySchema,
  createTimecardBodySchema,
  createTimeEntryBodySchema,
  periodQuerySchema,
  timecardSchema,
  timecardSearchQuerySchema,
  timecardSearchResultSchema,
  timecardSummarySchema,
  timeEntrySchema,
  timeEntrySearchQuerySchema,
  timeEntrySearchResultSchema,
  updateTimecardBodySchema,
  updateTimeEntryBodySchema,
  weekSchema,
} from '@fieldline/contracts/time/time.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route';
import { sendPdf } from '../../platform/pdf';
import { timeOwn, timeSupervisor } from './time.access';
import * as entries from './time.entries';
import { timecardPdf } from './time.pdf';
import * as cards from './time.timecards';
import { weekReview } from './time.week';

const tags = ['time'];
const params = idParamSchema;

export async function timeRoutes(app: FastifyInstance) {
  // ---------- timesheets (the jobs' rows, job optional) ----------
  for (const url of ['/v1/timesheets', '/v1/timesheets/search'])
    route(app, {
      method: 'GET',
      url,
      access: timeOwn,
      tags,
      summary: 'Timesheets by employee, job, dates and approval (one page); a technician sees his own',
      query: timeEntrySearchQuerySchema,
      response: timeEntrySearchResultSchema,
      handler: (ctx) => entries.searchEntries(ctx, ctx.query),
    });
  route(app, {
    method: 'GET',
    url: '/v1/timesheets/:id',
    access: timeOwn,
    tags,
    params,
    response: timeEntrySchema,
    handler: (ctx) => entries.getEntry(ctx, ctx.params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/timesheets',
    access: timeOwn,
    tags,
    status: 201,
    body: createTimeEntryBodySchema,
    response: timeEntrySchema,
    handler: (ctx) => entries.createEntry(ctx, ctx.body),
  });
  route(app, {
    method: 'POST',
    url: '/v1/employees/:id/timesheets',
    access: timeOwn,
    tags,
    status: 201,
    params,
    body: createEmployeeTimeEntryBodySchema,
    response: timeEntrySchema,
    handler: (ctx) => entries.createEntry(ctx, ctx.body, ctx.params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/timesheets/:id',
    access: timeOwn,
    tags,
    params,
    body: updateTimeEntryBodySchema,
    response: timeEntrySchema,
    handler: (ctx) => entries.updateEntry(ctx, ctx.params.id, ctx.body),
  });
  for (const url of ['/v1/timesheets/:id', '/v1/employees/timesheets/:id'])
    route(app, {
      method: 'DELETE',
      url,
      access: timeOwn,
      tags,
      status: 204,
      params,
      handler: (ctx) => entries.deleteEntry(ctx, ctx.params.id),
    });

  // ---------- approval per pay period: {id} is the employee ----------
  for (const [verb, approve] of [
    ['approve', true],
    ['unapprove', false],
  ] as const) {
    route(app, {
      method: 'POST',
      url: `/v1/employees/timesheets/:id/${verb}`,
      access: timeSupervisor,
      tags,
      summary: `${approve ? 'Approves' : 'Unapproves'} the employee's time of one pay period (body: from, to)`,
      params,
      body: approvePeriodBodySchema,
      response: timecardSchema,
      handler: (ctx) => cards.approvePeriod(ctx, ctx.params.id, ctx.body, approve),
    });
    route(app, {
      method: 'POST',
      url: `/v1/timecards/${verb}`,
      access: timeSupervisor,
      tags,
      summary: `${approve ? 'Approves' : 'Unapproves'} several employees' same period in one pass`,
      body: approveManyBodySchema,
      response: z.array(timecardSummarySchema),
      handler: (ctx) => cards.approveMany(ctx, ctx.body, approve),
    });
    route(app, {
      method: 'POST',
      url: `/v1/timecards/:id/${verb}`,
      access: timeSupervisor,
      tags,
      params,
      response: timecardSchema,
      handler: (ctx) => cards.approveTimecard(ctx, ctx.params.id, approve),
    });
  }

  // ---------- timecards ----------
  route(app, {
    method: 'GET',
    url: '/v1/timecards/week',
    access: timeOwn,
    tags,
    summary: 'The weekly review: every employee with hours per day, totals, overtime split and warnings',
    query: periodQuerySchema,
    response: weekSchema,
    handler: (ctx) => weekReview(ctx, ctx.query.from, ctx.query.to),
  });
  for (const url of ['/v1/timecards', '/v1/timecards/search'])
    route(app, {
      method: 'GET',
      url,
      access: timeOwn,
      tags,
      query: timecardSearchQuerySchema,
      response: timecardSearchResultSchema,
      handler: (ctx) => cards.searchTimecards(ctx, ctx.query),
    });
  route(app, {
    method: 'GET',
    url: '/v1/timecards/:id',
    access: timeOwn,
    tags,
    params,
    response: timecardSchema,
    handler: (ctx) => cards.getTimecard(ctx, ctx.params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/timecards',
    access: timeOwn,
    tags,
    status: 201,
    body: createTimecardBodySchema,
    response: timecardSchema,
    handler: (ctx) => cards.createTimecard(ctx, ctx.body),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/timecards/:id',
    access: timeOwn,
    tags,
    params,
    body: updateTimecardBodySchema,
    response: timecardSchema,
    handler: (ctx) => cards.updateTimecard(ctx, ctx.params.id, ctx.body),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/timecards/:id',
    access: timeOwn,
    tags,
    status: 204,
    params,
    handler: (ctx) => cards.deleteTimecard(ctx, ctx.params.id),
  });
  // Spec 1 §7.16 puts the PDF on the second API (no /v1); the /v1 path is kept as well.
  for (const url of ['/employees/timecards/:id.pdf', '/v1/employees/timecards/:id.pdf'])
    route(app, {
      method: 'GET',
      url,
      access: timeOwn,
      tags,
      summary: 'The timecard (PDF): entries per day, totals, regular/overtime split, approval and signatures',
      params,
      handler: async (ctx) => {
        const card = await cards.getTimecard(ctx, ctx.params.id);
        const { e } = await cards.loadTimecard(ctx.db, ctx.params.id);
        const { fileName, data } = await timecardPdf(ctx.db, card, e.officeId);
        return sendPdf(ctx.reply, fileName, data);
      },
    });
}
