import { countResultSchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import { equipmentJobSchema } from '@fieldline/contracts/jobs/job-records.contract';
import {
  createJobBodySchema,
  jobRowSchema,
  jobSchema,
  jobSearchQuerySchema,
  jobSettingsSchema,
  updateJobBodySchema,
} from '@fieldline/contracts/jobs/jobs.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { equipmentJobs } from './job-equipment-links.service';
import { jobSettings } from './job-reference.service';
import { isAssignedJob } from './job-work.shared';
import { countJobs, getJob, searchJobs } from './jobs.read';
import { createJob, updateJob } from './jobs.service';

export const jobsRead: Access = { permission: Permission.Jobs, level: 1 };
export const jobsFull: Access = { permission: Permission.Jobs, level: 2 };
const tags = ['jobs'];

export async function jobRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/jobs/search',
    access: jobsRead,
    tags,
    query: jobSearchQuerySchema,
    response: searchResultSchema(jobRowSchema),
    summary:
      'Search jobs by number, name or customer (searchBy), with status, customer, location and office filters',
    handler: ({ db, query }) => searchJobs(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/search/count',
    access: jobsRead,
    tags,
    query: jobSearchQuerySchema,
    response: countResultSchema,
    handler: ({ db, query }) => countJobs(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs',
    access: jobsRead,
    tags,
    query: jobSearchQuerySchema,
    response: z.array(jobRowSchema),
    summary: 'A page of jobs (newest first) with the search filters; the rows without the count',
    handler: async ({ db, query }) => (await searchJobs(db, query)).data,
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/settings',
    access: jobsRead,
    tags,
    response: jobSettingsSchema,
    summary: 'Discount use and the job summary section flags',
    handler: ({ db }) => jobSettings(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id',
    access: jobsRead,
    tags,
    params: idParams,
    response: jobSchema,
    handler: async ({ db, params, user, level }) => {
      const job = await getJob(db, params.id);
      const canRecordWork =
        level(Permission.Jobs) >= 2 ||
        (level(Permission.OwnJobWork) >= 2 && (await isAssignedJob(db, user.id, params.id)) === true);
      return { ...job, canRecordWork };
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs',
    access: jobsFull,
    tags,
    status: 201,
    body: createJobBodySchema,
    response: jobSchema,
    handler: (ctx) => createJob(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/jobs/:id',
    access: jobsFull,
    tags,
    params: idParams,
    body: updateJobBodySchema,
    response: jobSchema,
    handler: (ctx) => updateJob(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/equipment/:id/jobs',
    access: jobsRead,
    tags: ['jobs', 'equipment'],
    params: idParams,
    response: z.array(equipmentJobSchema),
    summary: 'Jobs that worked on the equipment (on the job’s equipment or on one of its lines)',
    handler: ({ db, params }) => equipmentJobs(db, params.id),
  });
}
