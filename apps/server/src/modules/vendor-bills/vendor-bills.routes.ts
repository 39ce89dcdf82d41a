import { businessDate } from '@fieldline/contracts/common/dates';
import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import { voidPostingFields } from '@fieldline/contracts/invoices/invoices.contract';
import {
  billItemSchema,
  billPaymentBodySchema,
  billRowSchema,
  billSchema,
  billSearchQuerySchema,
  billTaxLineSchema,
  createBillBodySchema,
  createBillTaxBodySchema,
  itemParamsSchema,
  splitBillBodySchema,
  taxParamsSchema,
  updateBillBodySchema,
  updateBillItemBodySchema,
  updateBillTaxBodySchema,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { payBill, unapproveBill } from './vendor-bills.posting';
import {
  findBill,
  getBill,
  getBillItem,
  getBillTax,
  itemsOf,
  searchBills,
  taxesOf,
} from './vendor-bills.read';
import { createBill, updateBill, updateBillItem } from './vendor-bills.service';
import { splitBill } from './vendor-bills.split';
import { createBillTax, deleteAllBillTaxes, deleteBillTax, updateBillTax } from './vendor-bills.taxes';

const read: Access = { permission: Permission.VendorBills, level: 1 };
const full: Access = { permission: Permission.VendorBills, level: 2 };
const tags = ['vendor bills'];
const VB = '/v1/vendorbills';

export async function vendorBillRoutes(app: FastifyInstance) {
  for (const url of [VB, `${VB}/search`]) {
    route(app, {
      method: 'GET',
      url,
      access: read,
      tags,
      summary: 'Bills by supplier, status (Approved finds the blank status) and bill-date range',
      query: billSearchQuerySchema,
      response: searchResultSchema(billRowSchema),
      handler: ({ db, query }) => searchBills(db, query),
    });
  }
  route(app, {
    method: 'POST',
    url: VB,
    access: full,
    tags,
    status: 201,
    summary: 'Create a bill by hand or from a purchase order (an addition: the spec shows no create call)',
    body: createBillBodySchema,
    response: billSchema,
    handler: async ({ db, body, user, audit }) => {
      const bill = await createBill(db, body, user.id);
      await audit({ entity: 'vendorBill', entityId: bill.id, action: 'create', after: { ...bill } });
      return bill;
    },
  });
  route(app, {
    method: 'GET',
    url: `${VB}/:id`,
    access: read,
    tags,
    params: idParams,
    response: billSchema,
    handler: ({ db, params }) => getBill(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: `${VB}/:id`,
    access: full,
    tags,
    summary: "Header changes; statusName '' approves (posts) a pending bill",
    params: idParams,
    body: updateBillBodySchema,
    response: billSchema,
    handler: async ({ db, params, body, user, audit }) => {
      const before = await getBill(db, params.id);
      const after = await updateBill(db, params.id, body, user.id);
      await audit({ entity: 'vendorBill', entityId: params.id, action: 'update', before, after });
      return after;
    },
  });
  route(app, {
    method: 'GET',
    url: `${VB}/:id/unapprove`,
    access: full,
    writes: true,
    tags,
    summary: "Reverse an approved bill's posting and return it to Pending Approval",
    params: idParams,
    query: z.object({ date: businessDate.optional() }),
    response: billSchema.extend(voidPostingFields),
    handler: async ({ db, params, query, user, audit }) => {
      const posting = await unapproveBill(db, params.id, user.id, query.date);
      await audit({ entity: 'vendorBill', entityId: params.id, action: 'unapprove' });
      return {
        ...(await getBill(db, params.id)),
        voidPostedOn: posting?.postedOn ?? null,
        voidNotice: posting?.notice ?? null,
      };
    },
  });
  route(app, {
    method: 'POST',
    url: `${VB}/:id/split`,
    access: full,
    tags,
    status: 201,
    summary: 'Move lines or quantities to a new pending bill; answers the new bill',
    params: idParams,
    body: splitBillBodySchema,
    response: billSchema,
    handler: async ({ db, params, body, user, audit }) => {
      const created = await splitBill(db, params.id, body, user.id);
      await audit({
        entity: 'vendorBill',
        entityId: created.id,
        action: 'split',
        after: { from: params.id },
      });
      return created;
    },
  });
  route(app, {
    method: 'POST',
    url: `${VB}/:id/payments`,
    access: full,
    tags,
    status: 201,
    summary: 'Record a payment of an approved bill (an addition): debit AP, credit the bank or Cash account',
    params: idParams,
    body: billPaymentBodySchema,
    response: billSchema,
    handler: async ({ db, params, body, user, audit }) => {
      const paid = await payBill(db, params.id, { ...body, userId: user.id });
      await audit({
        entity: 'vendorBill',
        entityId: params.id,
        action: 'payment',
        after: { ...body, ...paid },
      });
      return getBill(db, params.id);
    },
  });
  itemRoutes(app);
  taxRoutes(app);
}

function itemRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: `${VB}/:id/items`,
    access: read,
    tags,
    params: idParams,
    response: z.array(billItemSchema),
    handler: async ({ db, params }) => {
      await findBill(db, params.id);
      return itemsOf(db, params.id);
    },
  });
  route(app, {
    method: 'GET',
    url: `${VB}/:id/items/:itemId`,
    access: read,
    tags,
    params: itemParamsSchema,
    response: billItemSchema,
    handler: ({ db, params }) => getBillItem(db, params.id, params.itemId),
  });
  route(app, {
    method: 'PATCH',
    url: `${VB}/:id/items/:itemId`,
    access: full,
    tags,
    summary: 'Change a line while the bill is Pending Approval; the totals are recomputed',
    params: itemParamsSchema,
    body: updateBillItemBodySchema,
    response: billItemSchema,
    handler: ({ db, params, body, user }) => updateBillItem(db, params.id, params.itemId, body, user.id),
  });
}

function taxRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: `${VB}/:id/tax`,
    access: read,
    tags,
    params: idParams,
    response: z.array(billTaxLineSchema),
    handler: async ({ db, params }) => {
      await findBill(db, params.id);
      return taxesOf(db, params.id);
    },
  });
  route(app, {
    method: 'GET',
    url: `${VB}/:id/tax/:taxId`,
    access: read,
    tags,
    params: taxParamsSchema,
    response: billTaxLineSchema,
    handler: ({ db, params }) => getBillTax(db, params.id, params.taxId),
  });
  route(app, {
    method: 'POST',
    url: `${VB}/:id/tax`,
    access: full,
    tags,
    status: 201,
    params: idParams,
    body: createBillTaxBodySchema,
    response: billTaxLineSchema,
    handler: ({ db, params, body, user }) => createBillTax(db, params.id, body, user.id),
  });
  route(app, {
    method: 'PATCH',
    url: `${VB}/:id/tax/:taxId`,
    access: full,
    tags,
    params: taxParamsSchema,
    body: updateBillTaxBodySchema,
    response: billTaxLineSchema,
    handler: ({ db, params, body, user }) => updateBillTax(db, params.id, params.taxId, body, user.id),
  });
  route(app, {
    method: 'DELETE',
    url: `${VB}/:id/tax/:taxId`,
    access: full,
    tags,
    status: 204,
    params: taxParamsSchema,
    handler: ({ db, params, user }) => deleteBillTax(db, params.id, params.taxId, user.id),
  });
  route(app, {
    method: 'DELETE',
    url: `${VB}/:id/tax`,
    access: full,
    tags,
    status: 204,
    summary: "Delete all of the bill's tax lines",
    params: idParams,
    handler: ({ db, params, user }) => deleteAllBillTaxes(db, params.id, user.id),
  });
}
