import { Permission } from '@fieldline/contracts/common/permissions';
import {
  addInvoiceContactBodySchema,
  addInvoiceEmployeeBodySchema,
  calculatedTaxSchema,
  calculateTaxQuerySchema,
  commissionUpdateBodySchema,
  createInvoiceBodySchema,
  createInvoiceGroupBodySchema,
  invoiceCommissionSchema,
  invoiceContactSchema,
  invoiceDetailSchema,
  invoiceEmployeeSchema,
  invoiceFromJobBodySchema,
  invoiceGroupQuerySchema,
  invoiceGroupSchema,
  invoiceItemGroupSchema,
  invoiceItemSchema,
  invoiceListRowSchema,
  invoiceSearchQuerySchema,
  invoiceSearchResultSchema,
  pastDueQuerySchema,
  removeGroupInvoiceBodySchema,
  updateInvoiceEmployeeBodySchema,
  updateInvoiceGroupBodySchema,
  voidInvoiceBodySchema,
  voidInvoiceGroupBodySchema,
  voidPostingFields,
} from '@fieldline/contracts/invoices/invoices.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { invoiceJob } from './invoices.from-job';
import * as groups from './invoices.groups';
import * as people from './invoices.people';
import * as read from './invoices.read';
import * as service from './invoices.service';

export const invoicesRead: Access = { permission: Permission.Invoices, level: 1 };
export const invoicesFull: Access = { permission: Permission.Invoices, level: 2 };
const tags = ['invoices'];
const idAnd = (key: string) => idParams.extend({ [key]: z.coerce.number().check(z.int32()).positive() });
const jobParams = z.object({ jobId: z.coerce.number().check(z.int32()).positive() });

export async function invoiceRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/invoices/search',
    access: invoicesRead,
    tags,
    query: invoiceSearchQuerySchema,
    response: invoiceSearchResultSchema,
    handler: ({ db, query }) => read.searchInvoices(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/invoices/pastDue',
    access: invoicesRead,
    tags,
    query: pastDueQuerySchema,
    response: z.array(invoiceListRowSchema),
    handler: ({ db, query }) => read.pastDueInvoices(db, query.customerId),
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices',
    access: invoicesFull,
    tags,
    status: 201,
    body: createInvoiceBodySchema,
    response: invoiceDetailSchema,
    handler: async (ctx) => {
      const out = await service.createInvoiceByHand(ctx.db, ctx.body, ctx.user.id);
      await ctx.audit({ entity: 'Invoice', entityId: out.id, action: 'create', after: { total: out.total } });
      return out;
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/fromJob/:jobId',
    access: invoicesFull,
    tags,
    status: 201,
    params: jobParams,
    body: invoiceFromJobBodySchema,
    response: invoiceDetailSchema,
    handler: async (ctx) => {
      const created = await invoiceJob(ctx.db, ctx.params.jobId, ctx.body, ctx.user.id);
      await ctx.audit({ entity: 'Invoice', entityId: created.id, action: 'create', after: created });
      return read.getInvoiceDetail(ctx.db, created.id);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/invoices/:id',
    access: invoicesRead,
    tags,
    params: idParams,
    response: invoiceDetailSchema,
    handler: ({ db, params }) => read.getInvoiceDetail(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/invoices/:id/calculateTax',
    access: invoicesRead,
    tags,
    params: idParams,
    query: calculateTaxQuerySchema,
    response: calculatedTaxSchema,
    handler: ({ db, params, query }) => service.calculateInvoiceTax(db, params.id, query.taxScheduleId),
  });
  route(app, {
    method: 'GET',
    url: '/v1/invoices/:id/items',
    access: invoicesRead,
    tags,
    params: idParams,
    response: z.array(invoiceItemSchema),
    handler: async ({ db, params }) => {
      await read.invoiceRow(db, params.id);
      return read.listInvoiceItems(db, params.id);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/invoices/:id/item-groups',
    access: invoicesRead,
    tags,
    params: idParams,
    response: z.array(invoiceItemGroupSchema),
    handler: async ({ db, params }) => {
      await read.invoiceRow(db, params.id);
      return read.listInvoiceItemGroups(db, params.id);
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/:id/void',
    access: invoicesFull,
    tags,
    params: idParams,
    body: voidInvoiceBodySchema,
    response: invoiceDetailSchema.extend(voidPostingFields),
    handler: async (ctx) => {
      const out = await service.voidInvoiceWithJob(ctx.db, ctx.params.id, ctx.body, ctx.user.id);
      await ctx.audit({
        entity: 'Invoice',
        entityId: out.id,
        action: 'void',
        after: { reason: ctx.body.reason },
      });
      return out;
    },
  });
  await peopleRoutes(app);
  await groupRoutes(app);
}

async function peopleRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/invoices/:id/contacts',
    access: invoicesRead,
    tags,
    params: idParams,
    response: z.array(invoiceContactSchema),
    handler: ({ db, params }) => people.listInvoiceContacts(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/:id/contacts',
    access: invoicesFull,
    tags,
    status: 201,
    params: idParams,
    body: addInvoiceContactBodySchema,
    response: z.array(invoiceContactSchema),
    handler: ({ db, params, body }) => people.addInvoiceContact(db, params.id, body.contactId),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/invoices/:id/contacts/:cid',
    access: invoicesFull,
    tags,
    status: 204,
    params: idAnd('cid'),
    handler: ({ db, params }) => people.removeInvoiceContact(db, params.id, params.cid as number),
  });
  route(app, {
    method: 'GET',
    url: '/v1/invoices/:id/employees',
    access: invoicesRead,
    tags,
    params: idParams,
    response: z.array(invoiceEmployeeSchema),
    handler: ({ db, params }) => people.listInvoiceEmployees(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/:id/employees',
    access: invoicesFull,
    tags,
    status: 201,
    params: idParams,
    body: addInvoiceEmployeeBodySchema,
    response: invoiceEmployeeSchema,
    handler: ({ db, params, body, user }) => people.addInvoiceEmployee(db, params.id, body, user.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/invoices/:id/employees/:eid',
    access: invoicesFull,
    tags,
    params: idAnd('eid'),
    body: updateInvoiceEmployeeBodySchema,
    response: invoiceEmployeeSchema,
    handler: ({ db, params, body, user }) =>
      people.updateInvoiceEmployee(db, params.id, params.eid as number, body, user.id),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/invoices/:id/employees/:eid',
    access: invoicesFull,
    tags,
    status: 204,
    params: idAnd('eid'),
    handler: ({ db, params, user }) =>
      people.removeInvoiceEmployee(db, params.id, params.eid as number, user.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/:id/employees/commissions',
    access: invoicesFull,
    tags,
    params: idParams,
    response: invoiceCommissionSchema,
    handler: ({ db, params, user }) => people.computeCommissions(db, params.id, user.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/invoices/:id/commission',
    access: invoicesRead,
    tags,
    params: idParams,
    response: invoiceCommissionSchema,
    handler: ({ db, params }) => people.invoiceCommission(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/commission/update',
    access: invoicesFull,
    tags,
    body: commissionUpdateBodySchema,
    response: invoiceCommissionSchema,
    handler: ({ db, body, user }) => people.updateCommission(db, body, user.id),
  });
}

async function groupRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/invoices/groups',
    access: invoicesRead,
    tags,
    query: invoiceGroupQuerySchema,
    response: z.array(invoiceGroupSchema),
    handler: ({ db, query }) => groups.queryInvoiceGroups(db, query),
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/groups',
    access: invoicesFull,
    tags,
    status: 201,
    body: createInvoiceGroupBodySchema,
    response: invoiceGroupSchema,
    handler: ({ db, body, user }) => groups.createInvoiceGroup(db, body, user.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/invoices/groups/:id',
    access: invoicesFull,
    tags,
    params: idParams,
    body: updateInvoiceGroupBodySchema,
    response: invoiceGroupSchema,
    handler: ({ db, params, body, user }) => groups.updateInvoiceGroup(db, params.id, body, user.id),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/invoices/groups/:id',
    access: invoicesFull,
    tags,
    status: 204,
    params: idParams,
    handler: ({ db, params }) => groups.deleteInvoiceGroup(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/groups/:id/removeInvoice',
    access: invoicesFull,
    tags,
    params: idParams,
    body: removeGroupInvoiceBodySchema,
    response: invoiceGroupSchema,
    handler: ({ db, params, body, user }) =>
      groups.removeGroupInvoice(db, params.id, body.invoiceId, user.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/invoices/groups/:id/void',
    access: invoicesFull,
    tags,
    params: idParams,
    body: voidInvoiceGroupBodySchema,
    response: invoiceGroupSchema,
    handler: ({ db, params, body, user }) => groups.voidInvoiceGroup(db, params.id, body.reason, user.id),
  });
}
