import { countResultSchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  balanceSummaryQuerySchema,
  balanceSummarySchema,
  createCustomerBodySchema,
  customerDetailsSchema,
  customerSchema,
  customerSearchQuerySchema,
  customerSearchRowSchema,
  updateCustomerBodySchema,
} from '@fieldline/contracts/customers/customers.contract';
import type { FastifyInstance } from 'fastify';
import { idParams, route } from '../../platform/http/route';
import * as read from './customers.read';
import { countCustomers } from './customers.repository';
import * as customers from './customers.service';

export const customersRead = { permission: Permission.Customers, level: 1 } as const;
export const customersFull = { permission: Permission.Customers, level: 2 } as const;
const tags = ['customers'];
const searchResult = searchResultSchema(customerSearchRowSchema);

export async function customerRoutes(app: FastifyInstance) {
  // One handler for the list, the search and the legacy FS_API search (spec 1 section 7.17).
  for (const url of ['/v1/customers', '/v1/customers/search', '/FS_API/v1/customers/search']) {
    route(app, {
      method: 'GET',
      url,
      access: customersRead,
      tags,
      query: customerSearchQuerySchema,
      response: searchResult,
      summary: 'Search over name and account number; an exact account number comes first, then by name',
      handler: ({ db, query }) => read.searchCustomers(db, query),
    });
  }
  route(app, {
    method: 'GET',
    url: '/v1/customers/search/count',
    access: customersRead,
    tags,
    query: customerSearchQuerySchema,
    response: countResultSchema,
    handler: async ({ db, query }) => ({ count: await countCustomers(db, query) }),
  });
  route(app, {
    method: 'GET',
    url: '/v1/customers/customerbalsumm',
    // Balances are money owed: the Costs permission as well (technicians read customers, not balances).
    access: { ...customersRead, also: { permission: Permission.Costs, level: 1 } },
    tags,
    query: balanceSummaryQuerySchema,
    response: balanceSummarySchema,
    summary: 'Balance summary: open invoices, aging by due date, unapplied credits, last payment',
    handler: ({ db, query }) => read.balanceSummary(db, query.customerId),
  });
  route(app, {
    method: 'GET',
    url: '/v1/customers/:id',
    access: customersRead,
    tags,
    params: idParams,
    response: customerSchema,
    handler: ({ db, params }) => read.getCustomer(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/customers/:id/GetCustomerDetails',
    access: customersRead,
    tags,
    params: idParams,
    response: customerDetailsSchema,
    summary: 'The customer with its primary contact, billing customer, counts and alerts in effect',
    handler: ({ db, params }) => read.getCustomerDetails(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/customers',
    access: customersFull,
    tags,
    status: 201,
    body: createCustomerBodySchema,
    response: customerSchema,
    handler: (ctx) => customers.createCustomer(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/customers/:id',
    access: customersFull,
    tags,
    params: idParams,
    body: updateCustomerBodySchema,
    response: customerSchema,
    handler: (ctx) => customers.updateCustomer(ctx),
  });
}
