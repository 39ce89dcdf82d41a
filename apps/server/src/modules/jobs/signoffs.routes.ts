import {
  createSignoffBodySchema,
  signoffDetailSchema,
  signoffParamsSchema,
  signoffSchema,
} from '@fieldline/contracts/jobs/job-work.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { jobWorkRead, jobWorkRecord, jobWorkTags as tags } from './job-work.shared';
import * as service from './signoffs.service';

export async function signoffRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/signoffs',
    access: jobWorkRead,
    tags,
    params: idParams,
    response: z.array(signoffSchema),
    handler: ({ db, params }) => service.listSignoffs(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/signoffs/:sid',
    access: jobWorkRead,
    tags,
    params: signoffParamsSchema,
    response: signoffDetailSchema,
    handler: ({ db, params }) => service.getSignoff(db, params.id, params.sid),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/signoffs',
    access: jobWorkRecord,
    tags,
    status: 201,
    params: idParams,
    body: createSignoffBodySchema,
    response: signoffDetailSchema,
    handler: ({ db, user, params, body }) => service.createSignoff(db, user.id, params.id, body),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/jobs/:id/signoffs/:sid',
    access: jobWorkRecord,
    tags,
    status: 204,
    params: signoffParamsSchema,
    handler: ({ db, params }) => service.deleteSignoff(db, params.id, params.sid),
  });
}
