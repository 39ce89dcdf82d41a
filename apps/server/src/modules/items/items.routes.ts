import { countResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  addAlternateBodySchema,
  addChildItemBodySchema,
  alternateItemSchema,
  alternateParamsSchema,
  childItemSchema,
  childItemsQuerySchema,
  childParamsSchema,
  createItemBodySchema,
  itemSearchQuerySchema,
  managedCreateBodySchema,
  managedResultSchema,
  managedUpdateBodySchema,
  pricingQuerySchema,
  systemTypeBodySchema,
  updateChildItemBodySchema,
  updateItemBodySchema,
} from '@fieldline/contracts/items/items.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as alternates from './alternates.service';
import {
  alternatesAnswerSchema,
  childItemsAnswerSchema,
  itemAnswerSchema,
  itemCosts,
  itemSearchAnswerSchema,
  pricingAnswerSchema,
  writeItem,
} from './items.costs';
import { countItems, getItem, searchItems } from './items.read';
import * as service from './items.service';
import * as kits from './kits.service';
import * as managed from './managed.service';
import { priceItem } from './pricing.service';

export const itemsRead = { permission: Permission.Items, level: 1 } as const;
export const itemsFull = { permission: Permission.Items, level: 2 } as const;
const tags = ['items'];

export async function itemRoutes(app: FastifyInstance) {
  for (const url of ['/v1/items', '/v1/items/search']) {
    route(app, {
      method: 'GET',
      url,
      access: itemsRead,
      tags,
      query: itemSearchQuerySchema,
      response: itemSearchAnswerSchema,
      summary: 'Search over item code, name and description; an exact code first, then by name',
      handler: (ctx) => itemCosts(ctx, searchItems(ctx.db, ctx.query)),
    });
  }
  route(app, {
    method: 'GET',
    url: '/v1/items/search/count',
    access: itemsRead,
    tags,
    query: itemSearchQuerySchema,
    response: countResultSchema,
    handler: async ({ db, query }) => ({ count: (await countItems(db, query))[0].n }),
  });
  route(app, {
    method: 'GET',
    url: '/v1/items/:id',
    access: itemsRead,
    tags,
    params: idParams,
    response: itemAnswerSchema,
    handler: (ctx) => itemCosts(ctx, getItem(ctx.db, ctx.params.id)),
  });
  route(app, {
    method: 'POST',
    url: '/v1/items',
    access: itemsFull,
    tags,
    status: 201,
    body: createItemBodySchema,
    response: itemAnswerSchema,
    handler: (ctx) => writeItem(ctx, () => service.createItem(ctx)),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/items/:id',
    access: itemsFull,
    tags,
    params: idParams,
    body: updateItemBodySchema,
    response: itemAnswerSchema,
    handler: (ctx) => writeItem(ctx, () => service.updateItem(ctx)),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/items/:id/systemtype',
    access: itemsFull,
    tags,
    params: idParams,
    body: systemTypeBodySchema,
    response: itemAnswerSchema,
    handler: (ctx) => itemCosts(ctx, service.setSystemType(ctx)),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/items/:id/systemtype',
    access: itemsFull,
    tags,
    status: 204,
    params: idParams,
    handler: async (ctx) => {
      await service.setSystemType({ ...ctx, body: undefined });
    },
  });
  kitRoutes(app);
  alternateRoutes(app);
  route(app, {
    method: 'POST',
    url: '/v1/items/managed',
    access: itemsFull,
    tags,
    status: 201,
    body: managedCreateBodySchema,
    response: managedResultSchema,
    summary: 'Create supplier-catalogue items in one transaction (all or none)',
    handler: (ctx) => managed.createManaged(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/items/managed',
    access: itemsFull,
    tags,
    body: managedUpdateBodySchema,
    response: managedResultSchema,
    summary: 'Update supplier-catalogue items found by item code, in one transaction',
    handler: (ctx) => managed.updateManaged(ctx),
  });
  // Second API (spec 1 section 7.16): at the root, without /v1.
  route(app, {
    method: 'GET',
    url: '/items/pricing',
    access: itemsRead,
    tags,
    query: pricingQuerySchema,
    response: pricingAnswerSchema,
    summary: "The item's price, or its cost through its markup tier when the price is 0",
    handler: (ctx) => itemCosts(ctx, priceItem(ctx.db, ctx.query)),
  });
}

function kitRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/items/querychilditems',
    access: itemsRead,
    tags,
    query: childItemsQuerySchema,
    response: childItemsAnswerSchema,
    handler: (ctx) => itemCosts(ctx, kits.childItems(ctx.db, ctx.query.parentId)),
  });
  route(app, {
    method: 'POST',
    url: '/v1/items/:id/childitems',
    access: itemsFull,
    tags,
    status: 201,
    params: idParams,
    body: addChildItemBodySchema,
    response: z.array(childItemSchema),
    handler: (ctx) => kits.addChildItem(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/items/:id/childitems/:childId',
    access: itemsFull,
    tags,
    params: childParamsSchema,
    body: updateChildItemBodySchema,
    response: z.array(childItemSchema),
    handler: (ctx) => kits.updateChildItem(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/items/:id/childitems/:childId',
    access: itemsFull,
    tags,
    status: 204,
    params: childParamsSchema,
    handler: (ctx) => kits.removeChildItem(ctx),
  });
}

function alternateRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/items/:id/alternates',
    access: itemsRead,
    tags,
    params: idParams,
    response: alternatesAnswerSchema,
    handler: (ctx) => itemCosts(ctx, alternates.listAlternates(ctx.db, ctx.params.id)),
  });
  route(app, {
    method: 'POST',
    url: '/v1/items/:id/alternates',
    access: itemsFull,
    tags,
    status: 201,
    params: idParams,
    body: addAlternateBodySchema,
    response: z.array(alternateItemSchema),
    handler: (ctx) => alternates.addAlternate(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/items/:id/alternates/:alternateItemId',
    access: itemsFull,
    tags,
    status: 204,
    params: alternateParamsSchema,
    handler: (ctx) => alternates.removeAlternate(ctx),
  });
}
