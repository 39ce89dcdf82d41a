import {
  commissionEmployeeSchema,
  commissionEmployeesQuerySchema,
  commissionReportQuerySchema,
  commissionRuleSchema,
  commissionSearchQuerySchema,
  commissionSearchResultSchema,
  createCommissionRuleBodySchema,
  updateCommissionRuleBodySchema,
} from '@fieldline/contracts/commissions/commissions.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { sendReport } from './commissions.export';
import { commissionEmployees, commissionReport } from './commissions.report';
import { createRule, getRule, searchRules, updateRule } from './commissions.rules';

const read: Access = { permission: Permission.Commissions, level: 1 };
const full: Access = { permission: Permission.Commissions, level: 2 };
const tags = ['commissions'];

/** Commissions (spec 1 §7.4). */
export async function commissionRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/commissions/employees',
    summary: 'Salespeople with their rules and what they earned in the period (default: this month)',
    access: read,
    tags,
    query: commissionEmployeesQuerySchema,
    response: z.array(commissionEmployeeSchema),
    handler: ({ db, query }) => commissionEmployees(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/commissions/search',
    access: read,
    tags,
    query: commissionSearchQuerySchema,
    response: commissionSearchResultSchema,
    handler: ({ db, query }) => searchRules(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/commissions/report/:id',
    summary:
      "A salesperson's (employee id) commissions in a period, per invoice; format csv or xlsx downloads it",
    access: read,
    tags,
    params: idParams,
    query: commissionReportQuerySchema,
    handler: async ({ db, params, query, reply }) => {
      const report = await commissionReport(db, params.id, query);
      return query.format === 'json' ? report : sendReport(reply, report, query.format);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/commissions/:id',
    access: read,
    tags,
    params: idParams,
    response: commissionRuleSchema,
    handler: ({ db, params }) => getRule(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/commissions/create',
    access: full,
    tags,
    status: 201,
    body: createCommissionRuleBodySchema,
    response: commissionRuleSchema,
    handler: async ({ db, body, user, audit }) => {
      const rule = await createRule(db, body, user.id);
      await audit({ entity: 'CommissionRule', entityId: rule.id, action: 'create', after: rule });
      return rule;
    },
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/commissions/:id/update',
    access: full,
    tags,
    params: idParams,
    body: updateCommissionRuleBodySchema,
    response: commissionRuleSchema,
    handler: async ({ db, params, body, user, audit }) => {
      const { before, after } = await updateRule(db, params.id, body, user.id);
      await audit({ entity: 'CommissionRule', entityId: after.id, action: 'update', before, after });
      return after;
    },
  });
}
