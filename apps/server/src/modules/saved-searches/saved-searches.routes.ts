import { Permission } from '@fieldline/contracts/common/permissions';
import {
  deleteReportBodySchema,
  savedReportSchema,
  saveReportBodySchema,
  searchColumnSchema,
  searchColumnsQuerySchema,
  searchReportsQuerySchema,
  setGlobalAccessBodySchema,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as service from './saved-searches.service';

// Reports are per user: read access to Saved searches opens every call, and the service's rules
// (creator, permission 390, the standard report) decide what a user may change.
const access = { permission: Permission.SavedSearches, level: 1 } as const;
const tags = ['saved searches'];
const base = '/v1/savedsearches';

export async function savedSearchRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: `${base}/columns`,
    access,
    tags,
    query: searchColumnsQuerySchema,
    response: z.array(searchColumnSchema),
    handler: ({ db, query }) => service.listColumns(db, query.searchType),
  });
  route(app, {
    method: 'GET',
    url: `${base}/reports`,
    access,
    tags,
    query: searchReportsQuerySchema,
    response: z.array(savedReportSchema),
    handler: ({ db, user, query }) => service.listReports(db, user.id, query.searchType, query.page),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/setSelectedReport/:id`,
    access,
    tags,
    params: idParams,
    response: savedReportSchema,
    handler: (ctx) => service.setSelectedReport(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${base}/save`,
    access,
    tags,
    body: saveReportBodySchema,
    response: savedReportSchema,
    handler: (ctx) => service.saveReport(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/setGlobalAccess/:id`,
    access,
    tags,
    params: idParams,
    body: setGlobalAccessBodySchema,
    response: savedReportSchema,
    handler: (ctx) => service.setGlobalAccess(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${base}/delete`,
    access,
    tags,
    body: deleteReportBodySchema,
    response: z.array(savedReportSchema),
    handler: (ctx) => service.deleteReport(ctx),
  });
}
