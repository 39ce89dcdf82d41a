import { Permission } from '@fieldline/contracts/common/permissions';
import {
  batchStatementsQuerySchema,
  pageActionAnswerSchema,
  pageActionQuerySchema,
  statementBatchSchema,
  statementBatchStatsSchema,
  statementOptionsSchema,
  statementRowSchema,
} from '@fieldline/contracts/statements/statements.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { batchPdfStream } from './statements.print';
import { batchStatements, batchStats, createBatch, listAllStats, listBatches } from './statements.service';

const read = { permission: Permission.CustomerStatements, level: 1 } as const;
const full = { permission: Permission.CustomerStatements, level: 2 } as const;
const tags = ['statements'];

/** Shown in the browser's own viewer (the print button opens it in a new tab). */
function inlinePdf(reply: FastifyReply, batchId: number) {
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="statements-batch-${batchId}.pdf"`)
    .header('cache-control', 'private, no-store');
}

export async function statementsRoutes(app: FastifyInstance) {
  const { queue } = app.platform;
  route(app, {
    method: 'POST',
    url: '/v1/customer/statements/batch',
    access: full,
    tags,
    summary: 'Create a statement batch (the statement options of spec 3 §3); answers its first stats',
    body: statementOptionsSchema,
    status: 201,
    response: statementBatchStatsSchema,
    handler: async ({ db, body, user, audit }) => {
      const id = await createBatch(db, queue, body, { userId: user.id });
      await audit({ entity: 'StatementBatch', entityId: id, action: 'create', after: body });
      return batchStats(db, id);
    },
  });
  // The page-action call of spec 3 §7: a GET that creates (so it runs in a transaction).
  route(app, {
    method: 'GET',
    url: '/FS_MVC/PageAction/CustomerStatementsBatchCreate',
    access: full,
    writes: true,
    tags: ['legacy'],
    summary: 'Page action CustomerStatementsBatchCreate: create a statement batch; answers results.BatchID',
    query: pageActionQuerySchema,
    response: pageActionAnswerSchema,
    handler: async ({ db, query, user, audit }) => {
      const { token, ...options } = query;
      const id = await createBatch(db, queue, options, { userId: user.id, token, context: 'querystring' });
      await audit({ entity: 'StatementBatch', entityId: id, action: 'create', after: options });
      return { results: { BatchID: id } };
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/customer/statements/batches',
    access: read,
    tags,
    summary: 'The newest 200 statement batches with their options and stats',
    response: z.array(statementBatchSchema),
    handler: ({ db }) => listBatches(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/customer/statements/batch/:id/statements',
    access: read,
    tags,
    summary: "A batch's statements: figures and each delivery's state",
    params: idParams,
    query: batchStatementsQuerySchema,
    response: z.array(statementRowSchema),
    handler: ({ db, params, query }) => batchStatements(db, params.id, query.offset, query.limit),
  });
  route(app, {
    method: 'GET',
    url: '/customer/statements/batch/stats',
    access: read,
    tags: ['second API'],
    summary: 'Statement batch stats of every batch (the newest 200)',
    response: z.array(statementBatchStatsSchema),
    handler: ({ db }) => listAllStats(db),
  });
  route(app, {
    method: 'GET',
    url: '/customer/statements/batch/:id/stats',
    access: read,
    tags: ['second API'],
    summary: 'Statement batch stats of one batch (polled every 5 s by the batch modal)',
    params: idParams,
    response: statementBatchStatsSchema,
    handler: ({ db, params }) => batchStats(db, params.id),
  });
  for (const url of ['/customer/statements/batch/:id/pdf', '/FS_MVC/customer/statements/batch/:id/pdf'])
    route(app, {
      method: 'GET',
      url,
      access: read,
      tags: [url.startsWith('/FS_MVC') ? 'legacy' : 'second API'],
      summary: "The batch's printed statements as one PDF",
      params: idParams,
      handler: async ({ db, params, reply }) => {
        const stream = await batchPdfStream(db, params.id);
        inlinePdf(reply, params.id);
        return stream;
      },
    });
}
