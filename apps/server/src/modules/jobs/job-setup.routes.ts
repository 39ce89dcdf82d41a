import { countResultSchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import {
  createJobTypeBodySchema,
  defaultItemBodySchema,
  defaultItemSchema,
  jobStatusListQuerySchema,
  jobStatusSchema,
  jobStatusTypeSchema,
  jobTypeContractFeeBodySchema,
  jobTypeContractFeeSchema,
  jobTypeItemMarkupBodySchema,
  jobTypeItemMarkupSchema,
  jobTypeRowSchema,
  jobTypeSchema,
  jobTypeSearchQuerySchema,
  jobTypeTechStatusBodySchema,
  jobTypeTechStatusSchema,
  jobUrgencySchema,
  jobWorkflowTypeSchema,
  officeExclusionsBodySchema,
  officeExclusionsSchema,
  subIdParamsSchema,
  updateJobTypeBodySchema,
} from '@fieldline/contracts/jobs/job-setup.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { listStatuses, listStatusTypes, listUrgencies, listWorkflowTypes } from './job-reference.service';
import * as parts from './job-type-parts.service';
import * as types from './job-types.service';
import { jobsFull, jobsRead } from './jobs.routes';

const tags = ['jobs'];
const listQuery = z.object({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export async function jobSetupRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/jobs/statuses',
    access: jobsRead,
    tags,
    query: jobStatusListQuerySchema,
    response: z.array(jobStatusSchema),
    handler: ({ db, query }) => listStatuses(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/statuses/types',
    access: jobsRead,
    tags,
    response: z.array(jobStatusTypeSchema),
    handler: ({ db }) => listStatusTypes(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/statuses/workflowtypes',
    access: jobsRead,
    tags,
    response: z.array(jobWorkflowTypeSchema),
    handler: ({ db }) => listWorkflowTypes(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/urgencies',
    access: jobsRead,
    tags,
    response: z.array(jobUrgencySchema),
    handler: ({ db }) => listUrgencies(db),
  });

  // ---- job types
  route(app, {
    method: 'GET',
    url: '/v1/jobs/types',
    access: jobsRead,
    tags,
    query: listQuery,
    response: z.array(jobTypeRowSchema),
    handler: ({ db, query }) => types.listJobTypes(db, query.isActive),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/types/search',
    access: jobsRead,
    tags,
    query: jobTypeSearchQuerySchema,
    response: searchResultSchema(jobTypeRowSchema),
    summary: 'Search job types; officeId keeps only the types that office may use',
    handler: ({ db, query }) => types.searchJobTypes(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/types/search/count',
    access: jobsRead,
    tags,
    query: jobTypeSearchQuerySchema,
    response: countResultSchema,
    handler: async ({ db, query }) => ({
      count: (await types.searchJobTypes(db, { ...query, offset: 0, limit: 1 })).count_filtered,
    }),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/types/:id',
    access: jobsRead,
    tags,
    params: idParams,
    response: jobTypeSchema,
    handler: ({ db, params }) => types.getJobType(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/types',
    access: jobsFull,
    tags,
    status: 201,
    body: createJobTypeBodySchema,
    response: jobTypeSchema,
    handler: (ctx) => types.createJobType(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/jobs/types/:id',
    access: jobsFull,
    tags,
    params: idParams,
    body: updateJobTypeBodySchema,
    response: jobTypeSchema,
    handler: (ctx) => types.updateJobType(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/jobs/types/:id',
    access: jobsFull,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => types.deleteJobType(ctx),
  });

  // ---- a job type's parts
  route(app, {
    method: 'GET',
    url: '/v1/jobs/types/:id/office-exclusions',
    access: jobsRead,
    tags,
    params: idParams,
    response: officeExclusionsSchema,
    handler: ({ db, params }) => parts.getOfficeExclusions(db, params.id),
  });
  route(app, {
    method: 'PUT',
    url: '/v1/jobs/types/:id/office-exclusions',
    access: jobsFull,
    tags,
    params: idParams,
    body: officeExclusionsBodySchema,
    response: officeExclusionsSchema,
    summary: 'Replace the offices that may not use the job type',
    handler: (ctx) => parts.setOfficeExclusions(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/types/:id/default-item',
    access: jobsRead,
    tags,
    params: idParams,
    response: defaultItemSchema,
    handler: ({ db, params }) => parts.getDefaultItem(db, params.id),
  });
  route(app, {
    method: 'PUT',
    url: '/v1/jobs/types/:id/default-item',
    access: jobsFull,
    tags,
    params: idParams,
    body: defaultItemBodySchema,
    response: defaultItemSchema,
    summary: 'Set (or with itemId null clear) the item a new job of this type starts with',
    handler: (ctx) => parts.setDefaultItem(ctx),
  });
  subList(app, 'itemMarkups', jobTypeItemMarkupSchema, jobTypeItemMarkupBodySchema, {
    list: parts.listItemMarkups,
    add: parts.addItemMarkup,
    remove: parts.deleteItemMarkup,
  });
  subList(app, 'techStatuses', jobTypeTechStatusSchema, jobTypeTechStatusBodySchema, {
    list: parts.listTechStatuses,
    add: parts.addTechStatus,
    update: parts.updateTechStatus,
    remove: parts.deleteTechStatus,
  });
  subList(app, 'contractfees', jobTypeContractFeeSchema, jobTypeContractFeeBodySchema, {
    list: parts.listContractFees,
    add: parts.addContractFee,
    update: parts.updateContractFee,
    remove: parts.deleteContractFee,
  });
}

/** GET and POST /v1/jobs/types/{id}/{name}; PATCH (when given) and DELETE /v1/jobs/types/{id}/{name}/{subId}. */
function subList<S extends z.ZodType, B extends z.ZodObject>(
  app: FastifyInstance,
  name: string,
  schema: S,
  body: B,
  h: {
    list: (db: any, id: number) => Promise<unknown>;
    add: (ctx: any) => Promise<unknown>;
    update?: (ctx: any) => Promise<unknown>;
    remove: (ctx: any) => Promise<void>;
  },
) {
  const base = `/v1/jobs/types/:id/${name}`;
  route(app, {
    method: 'GET',
    url: base,
    access: jobsRead,
    tags,
    params: idParams,
    response: z.array(schema),
    handler: ({ db, params }) => h.list(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: base,
    access: jobsFull,
    tags,
    status: 201,
    params: idParams,
    body,
    response: schema,
    handler: h.add,
  });
  if (h.update) {
    const update = h.update;
    route(app, {
      method: 'PATCH',
      url: `${base}/:subId`,
      access: jobsFull,
      tags,
      params: subIdParamsSchema,
      body: body.partial(),
      response: schema,
      handler: update,
    });
  }
  route(app, {
    method: 'DELETE',
    url: `${base}/:subId`,
    access: jobsFull,
    tags,
    status: 204,
    params: subIdParamsSchema,
    handler: h.remove,
  });
}
