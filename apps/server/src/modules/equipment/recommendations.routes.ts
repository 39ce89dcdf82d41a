import { Permission } from '@fieldline/contracts/common/permissions';
import {
  createJobRecommendationBodySchema,
  createRecommendationBodySchema,
  linkToPendingJobBodySchema,
  recommendationQuerySchema,
  recommendationSchema,
  recommendationStatusSchema,
  recommendationTypeSchema,
  updateRecommendationBodySchema,
} from '@fieldline/contracts/equipment/recommendations.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../platform/http/route';
import { idParams, route } from '../../platform/http/route';
import { equipmentFull, equipmentRead } from './equipment.routes';
import * as service from './recommendations.service';

const tags = ['equipment recommendations'];
const base = '/v1/equipmentRecommendations';
const fieldsQuery = z.object({ fields: z.string().optional() });
const jobsRead: Access = { permission: Permission.Jobs, level: 1 };
const jobsFull: Access = { permission: Permission.Jobs, level: 2 };

export async function recommendationRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: `${base}/recommendationtypes`,
    access: equipmentRead,
    tags,
    response: z.array(recommendationTypeSchema),
    handler: ({ db }) => service.listTypes(db),
  });
  route(app, {
    method: 'GET',
    url: `${base}/statuses`,
    access: equipmentRead,
    tags,
    response: z.array(recommendationStatusSchema),
    handler: ({ db }) => service.listStatuses(db),
  });
  route(app, {
    method: 'GET',
    url: base,
    access: equipmentRead,
    tags,
    summary:
      'Recommendations by equipment, job, pending job or status; deleted ones only with includeDeleted.',
    query: recommendationQuerySchema,
    response: z.array(recommendationSchema),
    handler: ({ db, query }) => service.queryRecommendations(db, query),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    access: equipmentRead,
    tags,
    params: idParams,
    query: fieldsQuery,
    response: recommendationSchema,
    handler: ({ db, params }) => service.getRecommendation(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: base,
    access: equipmentFull,
    tags,
    status: 201,
    body: createRecommendationBodySchema,
    response: recommendationSchema,
    handler: (ctx) => service.createRecommendation(ctx.db, ctx, ctx.body),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/:id`,
    access: equipmentFull,
    tags,
    params: idParams,
    body: updateRecommendationBodySchema,
    response: recommendationSchema,
    handler: (ctx) => service.updateRecommendation(ctx.db, ctx, ctx.params.id, ctx.body),
  });
  route(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    access: equipmentFull,
    tags,
    summary: 'Soft delete: the recommendation keeps who deleted it and when.',
    status: 204,
    params: idParams,
    handler: (ctx) => service.deleteRecommendation(ctx.db, ctx, ctx.params.id),
  });
  route(app, {
    method: 'POST',
    url: `${base}/:id/linktopendingjob`,
    access: equipmentFull,
    tags,
    summary: 'Links the recommendation to a pending job (bid) of the same customer and marks it Quoted.',
    params: idParams,
    body: linkToPendingJobBodySchema,
    response: recommendationSchema,
    handler: (ctx) => service.linkToPendingJob(ctx.db, ctx, ctx.params.id, ctx.body.bidId),
  });

  // The job's recommendations (the job page and the job summary).
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/recommendations',
    access: jobsRead,
    tags,
    params: idParams,
    query: fieldsQuery,
    response: z.array(recommendationSchema),
    handler: async ({ db, params }) => {
      if (!(await service.jobExists(db, params.id))) throw service.jobNotFound();
      return service.listRecommendations(db, { jobId: params.id });
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/recommendations',
    access: jobsFull,
    tags,
    status: 201,
    params: idParams,
    body: createJobRecommendationBodySchema,
    response: recommendationSchema,
    handler: (ctx) =>
      service.createRecommendation(ctx.db, ctx, { ...ctx.body, jobId: ctx.params.id }, { jobFromPath: true }),
  });
}
