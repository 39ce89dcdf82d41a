import { businessDate } from '@fieldline/contracts/common/dates';
import { searchQuerySchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import { auditLogEntrySchema } from '@fieldline/contracts/system/system.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route';
import { searchAuditLog } from './audit-log.report';
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
  await jobReportsRoutes(app);
  await financialReportsRoutes(app);
}
