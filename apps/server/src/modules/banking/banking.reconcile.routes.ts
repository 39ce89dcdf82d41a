import {
  createReconciliationBodySchema,
  patchReconciliationBodySchema,
  reconciliationDetailSchema,
  reconciliationListQuery,
  reconciliationSchema,
  unreconcileQuery,
} from '@fieldline/contracts/banking/reconciliation.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import {
  createReconciliation,
  deleteReconciliation,
  getReconciliation,
  listReconciliations,
  patchReconciliation,
} from './banking.reconcile';
import { sendReconciliationReport } from './banking.reconcile.report';

const bankingRead: Access = { permission: Permission.Banking, level: 1 };
const bankingFull: Access = { permission: Permission.Banking, level: 2 };
const tags = ['banking'];

/** Bank reconciliations (issue 21 item 3; spec 1 §7.4). docs/banking.md. */
export async function reconciliationRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/reconciliations',
    access: bankingRead,
    tags,
    query: reconciliationListQuery,
    response: z.object({ data: z.array(reconciliationSchema), total: z.int32() }),
    summary: 'Reconciliations, newest statement first',
    handler: ({ db, query }) => listReconciliations(db, query),
  });
  route(app, {
    method: 'POST',
    url: '/v1/reconciliations',
    access: bankingFull,
    tags,
    status: 201,
    body: createReconciliationBodySchema,
    response: reconciliationDetailSchema,
    summary: 'Start a reconciliation to a statement date and ending balance (matched lines start cleared)',
    handler: async ({ db, body, user, audit }) => {
      const id = await createReconciliation(db, body, user.id);
      await audit({ entity: 'reconciliation', entityId: id, action: 'create', after: body });
      return getReconciliation(db, id);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/reconciliations/:id',
    access: bankingRead,
    tags,
    params: idParams,
    response: reconciliationDetailSchema,
    handler: ({ db, params }) => getReconciliation(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/reconciliations/:id',
    access: bankingFull,
    tags,
    params: idParams,
    body: patchReconciliationBodySchema,
    response: reconciliationDetailSchema,
    summary: 'Change the statement, clear or unclear items, or finish (only at a zero difference)',
    handler: async ({ db, params, body, user, audit }) => {
      const { before, after } = await patchReconciliation(db, params.id, body, user.id);
      await audit({
        entity: 'reconciliation',
        entityId: params.id,
        action: body.finish ? 'finish' : 'update',
        before: { ...before },
        after: { ...after, cleared: body.clear, uncleared: body.unclear },
      });
      return getReconciliation(db, params.id);
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/reconciliations/:id',
    access: bankingFull,
    tags,
    status: 204,
    params: idParams,
    query: unreconcileQuery,
    summary: 'Delete an in-progress reconciliation, or unreconcile the latest finished one (reason required)',
    handler: async ({ db, params, query, audit }) => {
      const r = await deleteReconciliation(db, params.id, query.reason);
      await audit({
        entity: 'reconciliation',
        entityId: params.id,
        action: r.status === 'Finished' ? 'unreconcile' : 'delete',
        before: { ...r },
        after: query.reason ? { reason: query.reason } : null,
      });
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/reconciliations/:id/report',
    access: bankingRead,
    tags,
    params: idParams,
    query: z.strictObject({ format: z.enum(['pdf', 'xlsx']).default('pdf') }),
    summary: 'The reconciliation report as PDF or xlsx',
    handler: async ({ db, params, query, reply }) =>
      sendReconciliationReport(db, reply, await getReconciliation(db, params.id), query.format),
  });
}
