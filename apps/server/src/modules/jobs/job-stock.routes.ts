import {
  createPackingSlipBodySchema,
  createPostProcessingItemsBodySchema,
  createPostProcessingItemsResultSchema,
  packingSlipParamsSchema,
  packingSlipSchema,
  packingSlipsSchema,
  postProcessingSchema,
  processInventoryBodySchema,
  processInventoryResultSchema,
} from '@fieldline/contracts/jobs/job-stock.contract';
import type { FastifyInstance } from 'fastify';
import { idParams, route } from '../../platform/http/route';
import { jobWorkFull, jobWorkRead, jobWorkTags as tags } from './job-work.shared';
import * as packing from './packing-slips.service';
import * as post from './post-processing.service';

/** Post-processing inventory and packing slips of a job. */
export async function jobStockRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/postProcessingInventory',
    access: jobWorkRead,
    tags,
    params: idParams,
    response: postProcessingSchema,
    handler: ({ db, params }) => post.getPostProcessing(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/postProcessingInventory',
    summary: 'Issue the job’s stocked lines from inventory (honours Idempotency-Key)',
    access: jobWorkFull,
    tags,
    params: idParams,
    body: processInventoryBodySchema,
    response: processInventoryResultSchema,
    handler: ({ db, user, params, body }) =>
      post.processInventory(db, user.id, params.id, body?.movementDate),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/createPostProcessingJobItems',
    access: jobWorkFull,
    tags,
    status: 201,
    params: idParams,
    body: createPostProcessingItemsBodySchema,
    response: createPostProcessingItemsResultSchema,
    handler: ({ db, user, params, body }) => post.createPostProcessingItems(db, user.id, params.id, body),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/packingslipitem',
    access: jobWorkRead,
    tags,
    params: idParams,
    response: packingSlipsSchema,
    handler: ({ db, params }) => packing.getPackingSlips(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/addpackingslipitem',
    access: jobWorkFull,
    tags,
    status: 201,
    params: idParams,
    body: createPackingSlipBodySchema,
    response: packingSlipSchema,
    handler: ({ db, user, params, body }) => packing.createPackingSlip(db, user.id, params.id, body),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/jobs/:id/deletepackingslip/:sid',
    access: jobWorkFull,
    tags,
    status: 204,
    params: packingSlipParamsSchema,
    handler: ({ db, params }) => packing.deletePackingSlip(db, params.id, params.sid),
  });
}
