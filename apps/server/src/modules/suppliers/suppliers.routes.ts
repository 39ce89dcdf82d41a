import { countResultSchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  createSupplierBodySchema,
  supplierListQuerySchema,
  supplierRowSchema,
  supplierSchema,
  supplierSearchQuerySchema,
  updateSupplierBodySchema,
} from '@fieldline/contracts/suppliers/suppliers.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import * as service from './suppliers.service';

export const suppliersRead: Access = { permission: Permission.Suppliers, level: 1 };
export const suppliersFull: Access = { permission: Permission.Suppliers, level: 2 };
const tags = ['suppliers'];

export async function supplierRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/suppliers',
    access: suppliersRead,
    tags,
    query: supplierListQuerySchema,
    response: z.array(supplierRowSchema),
    handler: ({ db, query }) => service.listSuppliers(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/suppliers/search',
    access: suppliersRead,
    tags,
    query: supplierSearchQuerySchema,
    response: searchResultSchema(supplierRowSchema),
    handler: ({ db, query }) => service.searchSuppliers(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/suppliers/search/count',
    access: suppliersRead,
    tags,
    query: supplierSearchQuerySchema,
    response: countResultSchema,
    handler: ({ db, query }) => service.countSuppliers(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/suppliers/:id',
    access: suppliersRead,
    tags,
    params: idParams,
    response: supplierSchema,
    handler: ({ db, params }) => service.getSupplier(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/suppliers',
    access: suppliersFull,
    tags,
    status: 201,
    body: createSupplierBodySchema,
    response: supplierSchema,
    handler: (ctx) => service.createSupplier(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/suppliers/:id',
    access: suppliersFull,
    tags,
    params: idParams,
    body: updateSupplierBodySchema,
    response: supplierSchema,
    handler: (ctx) => service.updateSupplier(ctx),
  });
}
