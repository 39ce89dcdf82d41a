import { countResultSchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import {
  batchResultSchema,
  referenceCodeSearchQuerySchema,
} from '@fieldline/contracts/reference-codes/reference-codes.contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Access, idParams, route } from '../http/route';
import {
  type CodeListKind,
  countCodes,
  createCode,
  deleteCode,
  getCode,
  searchCodes,
  updateCode,
} from './code-list';
import { applyBatch, type BatchRow } from './code-list.batch';

export interface CodeListRoutes<Out> {
  /** e.g. '/v1/employees/payrollcodes' */
  base: string;
  kind: CodeListKind<Out>;
  read: Access;
  write: Access;
  tags: string[];
  row: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  batch: z.ZodType;
}

/**
 * The calls of one code list: list and search (the search envelope), count, get, create, update
 * (versioned), delete and the panel's batch save. `isActive` filters only kinds that have it.
 */
export function codeListRoutes<Out>(app: FastifyInstance, def: CodeListRoutes<Out>): void {
  const { base, kind, read, write, tags } = def;
  const query = kind.hasIsActive
    ? referenceCodeSearchQuerySchema
    : referenceCodeSearchQuerySchema.omit({ isActive: true });
  const envelope = searchResultSchema(def.row);
  for (const url of [base, `${base}/search`]) {
    route(app, {
      method: 'GET',
      url,
      access: read,
      tags,
      query,
      response: envelope,
      summary: `Search ${kind.label}s: query matches the ${kind.codeLabel} and description; sorted by sort, ${kind.codeLabel}, description`,
      handler: ({ db, query: q }) => searchCodes(db, kind, q as never),
    });
  }
  route(app, {
    method: 'GET',
    url: `${base}/search/count`,
    access: read,
    tags,
    query,
    response: countResultSchema,
    handler: async ({ db, query: q }) => ({ count: await countCodes(db, kind, q as never) }),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    access: read,
    tags,
    params: idParams,
    response: def.row,
    handler: ({ db, params }) => getCode(db, kind, params.id),
  });
  route(app, {
    method: 'POST',
    url: base,
    access: write,
    tags,
    status: 201,
    body: def.create,
    response: def.row,
    handler: (ctx) => createCode(ctx, kind, ctx.body as Record<string, unknown>),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/:id`,
    access: write,
    tags,
    params: idParams,
    body: def.update,
    response: def.row,
    handler: (ctx) => updateCode(ctx, kind, ctx.params.id, ctx.body as Record<string, unknown>),
  });
  route(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    access: write,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => deleteCode(ctx, kind, ctx.params.id),
  });
  route(app, {
    method: 'POST',
    url: `${base}/batch`,
    access: write,
    tags,
    body: def.batch,
    response: batchResultSchema(def.row),
    summary: `Save several ${kind.label}s at once (new, update, delete); all or nothing`,
    handler: (ctx) => applyBatch(ctx, kind, ctx.body as BatchRow[]),
  });
}
