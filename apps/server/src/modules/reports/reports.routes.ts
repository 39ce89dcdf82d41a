import { businessDate } from '@fieldline/contracts/common/dates';
import { searchQuerySchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import { dashboardSchema } from '@fieldline/contracts/reports/dashboard.contract';
import { auditLogEntrySchema } from '@fieldline/contracts/system/system.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route';
import { searchAuditLog } from './audit-log.report';
import { dashboard } from './dashboard.report';
import { documentPdfRoutes } from './documents/documents.routes';
import { financialReportsRoutes } from './financial/financial.routes';
import { jobReportsRoutes } from './job-reports.routes';

const auditQuery = searchQuerySchema.omit({ query: true }).extend({
  from: businessDate.optional(),
  to: businessDate.optional(),
  entity: z.string().max(50).optional(),
  entityId: z.string().max(50).optional(),
  userId: z.coerce.number().check(z.int32()).positive().optional(),
});

export async function reportsModule(app: FastifyInstance) {
  await documentPdfRoutes(app);
  route(app, {
    method: 'GET',
    url: '/v1/audit-log/search',
    access: { permission: Permission.AuditLog, level: 1 },
    tags: ['audit log'],
    summary: 'Who changed what and when, newest first',
    query: auditQuery,
    response: searchResultSchema(auditLogEntrySchema),
    handler: ({ db, query }) => searchAuditLog(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/dashboard',
    // Any signed-in user: each section is answered only when the user may read its area, else left out.
    access: 'signedIn',
    tags: ['dashboard'],
    summary:
      "The home page's counts: today's jobs, unassigned jobs, overdue invoices, bills to approve, low stock",
    response: dashboardSchema,
    handler: async ({ db, user, req }) =>
      dashboard(db, user.id, await req.server.platform.permissions.accessMap(user.id)),
  });
  await jobReportsRoutes(app);
  await financialReportsRoutes(app);
}
