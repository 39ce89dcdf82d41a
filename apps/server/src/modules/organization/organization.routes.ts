import { companySchema, officeSchema } from '@fieldline/contracts/organization/organization.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as org from './organization.service';

// Every signed-in user works within companies and offices, so reading them needs no permission.
const tags = ['companies and offices'];
const officeQuery = z.object({
  companyId: z.coerce.number().check(z.int32()).positive().optional(),
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export async function organizationRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/companies',
    access: 'signedIn',
    tags,
    response: z.array(companySchema),
    handler: ({ db }) => org.listCompanies(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/companies/:id',
    access: 'signedIn',
    tags,
    params: idParams,
    response: companySchema,
    handler: ({ db, params }) => org.getCompany(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/offices',
    access: 'signedIn',
    tags,
    query: officeQuery,
    response: z.array(officeSchema),
    handler: ({ db, query }) => org.listOffices(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/offices/:id',
    access: 'signedIn',
    tags,
    params: idParams,
    response: officeSchema,
    handler: ({ db, params }) => org.getOffice(db, params.id),
  });
}
