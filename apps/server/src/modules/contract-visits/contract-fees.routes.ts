import { Permission } from '@fieldline/contracts/common/permissions';
import {
  contractFeeSchema,
  contractFeesBodySchema,
  deletedFeesSchema,
  deleteFeesQuerySchema,
} from '@fieldline/contracts/contract-visits/contract-fees.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { deleteFees, listFees, saveFees } from './contract-fees';

const tags = ['contracts'];

/** Spec 1 §7.7 contract fees: query, update, deletefees. */
export async function contractFeeRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/fees',
    access: { permission: Permission.Contracts, level: 1 },
    tags,
    params: idParams,
    response: z.array(contractFeeSchema),
    handler: (ctx) => listFees(ctx.db, ctx.params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/contracts/:id/fees',
    access: { permission: Permission.Contracts, level: 2 },
    tags,
    params: idParams,
    body: contractFeesBodySchema,
    response: z.array(contractFeeSchema),
    handler: (ctx) => saveFees(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/contracts/:id/deletefees',
    access: { permission: Permission.Contracts, level: 2 },
    tags,
    params: idParams,
    query: deleteFeesQuerySchema,
    response: deletedFeesSchema,
    handler: (ctx) => deleteFees(ctx),
  });
}
