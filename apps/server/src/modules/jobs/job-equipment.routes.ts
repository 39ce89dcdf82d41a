import {
  addJobEquipmentBodySchema,
  buildEquipmentBodySchema,
  buildEquipmentResultSchema,
  jobEquipmentParamsSchema,
  jobEquipmentSchema,
  metricReadingBodySchema,
} from '@fieldline/contracts/jobs/job-work.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { buildEquipment } from './build-equipment.service';
import * as service from './job-equipment.service';
import { jobWorkFull, jobWorkRead, jobWorkTags as tags } from './job-work.shared';

export async function jobEquipmentRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/equipment',
    access: jobWorkRead,
    tags,
    params: idParams,
    response: z.array(jobEquipmentSchema),
    handler: ({ db, params }) => service.listJobEquipment(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/equipment/:eid',
    access: jobWorkFull,
    tags,
    status: 201,
    params: jobEquipmentParamsSchema,
    body: addJobEquipmentBodySchema,
    response: jobEquipmentSchema,
    handler: ({ db, params, body }) => service.addJobEquipment(db, params.id, params.eid, body?.note),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/jobs/:id/equipment/:eid',
    access: jobWorkFull,
    tags,
    status: 204,
    params: jobEquipmentParamsSchema,
    handler: ({ db, params }) => service.removeJobEquipment(db, params.id, params.eid),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/equipment/:eid/metricreadings',
    access: jobWorkFull,
    tags,
    status: 201,
    params: jobEquipmentParamsSchema,
    body: metricReadingBodySchema,
    response: jobEquipmentSchema,
    handler: ({ db, user, params, body }) =>
      service.recordJobReading(db, user.id, params.id, params.eid, body),
  });
  route(app, {
    method: 'POST',
    url: '/v1/jobs/:id/buildEquipment',
    access: jobWorkFull,
    tags,
    params: idParams,
    body: buildEquipmentBodySchema,
    response: buildEquipmentResultSchema,
    handler: ({ db, user, params, body }) => buildEquipment(db, user.id, params.id, body?.lineItemIds),
  });
}
