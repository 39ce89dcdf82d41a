import {
  bidContactSchema,
  bidEquipmentSchema,
  bidListQuerySchema,
  bidRowSchema,
  bidSchema,
  bidSearchQuerySchema,
  createBidBodySchema,
  createBidContactBodySchema,
  quickSourceQuerySchema,
  quickSourceRowSchema,
  sourceFromPurchaseOrderBodySchema,
  updateBidBodySchema,
  updateBidContactBodySchema,
} from '@fieldline/contracts/bids/bids.contract';
import { countResultSchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import { convertBidBodySchema, convertBidResultSchema } from '@fieldline/contracts/jobs/jobs.contract';
import { officeSourcingSchema } from '@fieldline/contracts/warehouses/warehouses.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import * as contacts from './bids.contacts';
import { convertBid } from './bids.convert';
import * as service from './bids.service';
import * as sourcing from './bids.sourcing';

export const bidsRead: Access = { permission: Permission.Bids, level: 1 };
export const bidsFull: Access = { permission: Permission.Bids, level: 2 };
export const tags = ['bids'];
const positive = z.coerce.number().check(z.int32()).positive();
const contactParams = z.object({ id: positive, cid: positive });

export async function bidRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/bids',
    access: bidsRead,
    tags,
    query: bidListQuerySchema,
    response: z.array(bidRowSchema),
    handler: ({ db, query }) => service.listBids(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bids/search',
    access: bidsRead,
    tags,
    query: bidSearchQuerySchema,
    response: searchResultSchema(bidRowSchema),
    handler: ({ db, query }) => service.searchBids(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bids/search/count',
    access: bidsRead,
    tags,
    query: bidSearchQuerySchema,
    response: countResultSchema,
    handler: ({ db, query }) => service.countBids(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bids/:id',
    access: bidsRead,
    tags,
    params: idParams,
    response: bidSchema,
    handler: ({ db, params }) => service.getBid(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/bids',
    access: bidsFull,
    tags,
    status: 201,
    body: createBidBodySchema,
    response: bidSchema,
    handler: (ctx) => service.createBid(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/bids/:id',
    access: bidsFull,
    tags,
    params: idParams,
    body: updateBidBodySchema,
    response: bidSchema,
    handler: (ctx) => service.updateBid(ctx),
  });

  // ---- Contacts ----
  route(app, {
    method: 'GET',
    url: '/v1/bids/:id/contacts',
    access: bidsRead,
    tags,
    params: idParams,
    response: z.array(bidContactSchema),
    handler: ({ db, params }) => contacts.listBidContacts(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bids/:id/contacts/:cid',
    access: bidsRead,
    tags,
    params: contactParams,
    response: bidContactSchema,
    handler: ({ db, params }) => contacts.getBidContact(db, params.id, params.cid),
  });
  route(app, {
    method: 'POST',
    url: '/v1/bids/:id/contacts',
    access: bidsFull,
    tags,
    status: 201,
    params: idParams,
    body: createBidContactBodySchema,
    response: bidContactSchema,
    handler: (ctx) => contacts.addBidContact(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/bids/:id/contacts/:cid',
    access: bidsFull,
    tags,
    params: contactParams,
    body: updateBidContactBodySchema,
    response: bidContactSchema,
    handler: (ctx) => contacts.updateBidContact(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/bids/:id/contacts/:cid',
    access: bidsFull,
    tags,
    status: 204,
    params: contactParams,
    handler: (ctx) => contacts.removeBidContact(ctx),
  });

  // ---- Sourcing, quick source, equipment ----
  route(app, {
    method: 'GET',
    url: '/v1/bids/sourcing/:id',
    access: bidsRead,
    tags,
    params: idParams,
    response: officeSourcingSchema,
    handler: ({ db, params }) => sourcing.bidSourcing(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/items/quicksource/:itemId',
    access: bidsRead,
    tags,
    params: z.object({ itemId: positive }),
    query: quickSourceQuerySchema,
    response: z.array(quickSourceRowSchema),
    handler: ({ db, params, query }) => sourcing.quickSource(db, params.itemId, query.bidId),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/bids/:id/items/:itemId/sourcefrompurchaseorder',
    access: bidsFull,
    tags,
    params: z.object({ id: positive, itemId: positive }),
    body: sourceFromPurchaseOrderBodySchema,
    response: z.object({ id: z.int32(), sourcePurchaseOrderId: z.int32().nullable() }),
    handler: (ctx) => sourcing.sourceFromPurchaseOrder(ctx),
  });
  for (const [url, scope] of [
    ['/v1/bids/:id/customer/equipment', 'customer'],
    ['/v1/bids/:id/equipment', 'location'],
  ] as const) {
    route(app, {
      method: 'GET',
      url,
      access: bidsRead,
      tags,
      params: idParams,
      response: z.array(bidEquipmentSchema),
      handler: ({ db, params }) => sourcing.bidEquipment(db, params.id, scope),
    });
  }
  route(app, {
    method: 'POST',
    url: '/v1/bids/:id/convert',
    // Converting makes a job: the caller needs full access to jobs.
    access: { permission: Permission.Jobs, level: 2 },
    tags: ['jobs', 'bids'],
    status: 201,
    params: idParams,
    body: convertBidBodySchema,
    response: convertBidResultSchema,
    summary: 'Convert an accepted bid (pending job) to a job',
    handler: (ctx) => convertBid(ctx),
  });
}
