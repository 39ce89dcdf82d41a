import {
  createDepreciationBodySchema,
  depreciationParamsSchema,
  depreciationSchema,
  postDepreciationBodySchema,
  postDepreciationResultSchema,
  updateDepreciationBodySchema,
} from '@fieldline/contracts/assets/assets.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { assetsFull, assetsRead } from '../assets';
import { companyToday } from '../organization';
import * as service from './asset-depreciation.service';
import { postDueDepreciation } from './depreciation.posting';

const tags = ['assets'];

/** Spec 1 §7.3 POST and PATCH assets/{id}/depreciation[/{depId}], the schedules and posting them now. */
export async function depreciationRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/v1/assets/depreciation/post',
    access: assetsFull,
    tags,
    body: postDepreciationBodySchema,
    response: postDepreciationResultSchema,
    handler: async ({ db, body, user }) =>
      postDueDepreciation(db, body.through ?? (await companyToday(db)), user.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/:id/depreciation',
    access: assetsRead,
    tags,
    params: idParams,
    response: z.array(depreciationSchema),
    handler: ({ db, params }) => service.listDepreciations(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/assets/:id/depreciation',
    access: assetsFull,
    tags,
    status: 201,
    params: idParams,
    body: createDepreciationBodySchema,
    response: depreciationSchema,
    handler: (ctx) => service.createDepreciation(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/assets/:id/depreciation/:depId',
    access: assetsFull,
    tags,
    params: depreciationParamsSchema,
    body: updateDepreciationBodySchema,
    response: depreciationSchema,
    handler: (ctx) => service.updateDepreciation(ctx),
  });
}
