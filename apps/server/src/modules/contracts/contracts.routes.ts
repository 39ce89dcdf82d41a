import { historyEntrySchema } from '@fieldline/contracts/common/history';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  addChangeOrderBodySchema,
  changePriorityBodySchema,
  contractChangeOrderSchema,
  contractSchema,
  contractSearchQuerySchema,
  contractSearchResultSchema,
  contractStatusSchema,
  contractTypeSchema,
  contractValidationSchema,
  createContractBodySchema,
  updateContractBodySchema,
} from '@fieldline/contracts/contracts/contracts.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { addChangeOrder, listChangeOrders } from './contracts.change-orders';
import { contractHistory, getContract, searchContracts } from './contracts.read';
import * as service from './contracts.service';

export const contractsRead: Access = { permission: Permission.Contracts, level: 1 };
export const contractsFull: Access = { permission: Permission.Contracts, level: 2 };
const tags = ['contracts'];

/** Spec 1 §7.7: the contract record (list, get, create, update, validate, changepriority, types, statuses). */
export async function contractRoutes(app: FastifyInstance) {
  for (const url of ['/v1/contracts', '/v1/contracts/search'])
    route(app, {
      method: 'GET',
      url,
      access: contractsRead,
      tags,
      query: contractSearchQuerySchema,
      response: contractSearchResultSchema,
      handler: ({ db, query }) => searchContracts(db, query),
    });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/types',
    access: contractsRead,
    tags,
    response: z.array(contractTypeSchema),
    handler: ({ db }) => service.listTypes(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/statuses',
    access: contractsRead,
    tags,
    response: z.array(contractStatusSchema),
    handler: ({ db }) => service.listStatuses(db),
  });
  // Spec lists changepriority with the reads; it writes, so it is a PATCH (docs/contracts.md).
  route(app, {
    method: 'PATCH',
    url: '/v1/contracts/changepriority',
    access: contractsFull,
    tags,
    body: changePriorityBodySchema,
    response: contractSchema,
    handler: (ctx) => service.changePriority(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/v1/contracts',
    access: contractsFull,
    tags,
    status: 201,
    body: createContractBodySchema,
    response: contractSchema,
    handler: (ctx) => service.createContract(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id',
    access: contractsRead,
    tags,
    params: idParams,
    response: contractSchema,
    handler: ({ db, params }) => getContract(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/contracts/:id',
    access: contractsFull,
    tags,
    params: idParams,
    body: updateContractBodySchema,
    response: contractSchema,
    handler: (ctx) => service.updateContract(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/validate',
    access: contractsRead,
    tags,
    params: idParams,
    response: contractValidationSchema,
    handler: ({ db, params }) => service.validateContract(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/contracts/:id/addChangeOrder',
    access: contractsFull,
    tags,
    params: idParams,
    body: addChangeOrderBodySchema,
    response: contractSchema,
    handler: (ctx) => addChangeOrder(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/changeOrders',
    access: contractsRead,
    tags,
    params: idParams,
    response: z.array(contractChangeOrderSchema),
    handler: ({ db, params }) => listChangeOrders(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contracts/:id/history',
    access: contractsRead,
    tags,
    params: idParams,
    response: z.array(historyEntrySchema),
    summary: "The agreement's audited changes (terms, status, fees), newest first",
    handler: ({ db, params }) => contractHistory(db, params.id),
  });
}
