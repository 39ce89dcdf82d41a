import { Permission } from '@fieldline/contracts/common/permissions';
import {
  createTaxAuthorityBodySchema,
  createTaxScheduleBodySchema,
  taxAuthoritySchema,
  taxListQuerySchema,
  taxScheduleSchema,
  updateTaxAuthorityBodySchema,
  updateTaxScheduleBodySchema,
} from '@fieldline/contracts/taxes/taxes.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import * as service from './taxes.service';

export const taxRead: Access = { permission: Permission.TaxService, level: 1 };
export const taxFull: Access = { permission: Permission.TaxService, level: 2 };
const tags = ['taxes'];

export async function taxRoutes(app: FastifyInstance) {
  for (const url of ['/v1/taxschedules', '/v1/taxschedules/search']) {
    route(app, {
      method: 'GET',
      url,
      access: taxRead,
      tags,
      query: taxListQuerySchema,
      response: z.array(taxScheduleSchema),
      handler: ({ db, query }) => service.listSchedules(db, query),
    });
  }
  route(app, {
    method: 'GET',
    url: '/v1/taxschedules/:id',
    access: taxRead,
    tags,
    params: idParams,
    response: taxScheduleSchema,
    handler: ({ db, params }) => service.getSchedule(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/taxschedules',
    access: taxFull,
    tags,
    status: 201,
    body: createTaxScheduleBodySchema,
    response: taxScheduleSchema,
    handler: (ctx) => service.createSchedule(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/taxschedules/:id',
    access: taxFull,
    tags,
    params: idParams,
    body: updateTaxScheduleBodySchema,
    response: taxScheduleSchema,
    handler: (ctx) => service.updateSchedule(ctx),
  });

  for (const url of ['/v1/taxauthorities', '/v1/taxauthorities/search']) {
    route(app, {
      method: 'GET',
      url,
      access: taxRead,
      tags,
      query: taxListQuerySchema,
      response: z.array(taxAuthoritySchema),
      handler: ({ db, query }) => service.listAuthorities(db, query),
    });
  }
  route(app, {
    method: 'GET',
    url: '/v1/taxauthorities/:id',
    access: taxRead,
    tags,
    params: idParams,
    response: taxAuthoritySchema,
    handler: ({ db, params }) => service.getAuthority(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/taxauthorities',
    access: taxFull,
    tags,
    status: 201,
    body: createTaxAuthorityBodySchema,
    response: taxAuthoritySchema,
    handler: (ctx) => service.createAuthority(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/taxauthorities/:id',
    access: taxFull,
    tags,
    params: idParams,
    body: updateTaxAuthorityBodySchema,
    response: taxAuthoritySchema,
    handler: (ctx) => service.updateAuthority(ctx),
  });
}
