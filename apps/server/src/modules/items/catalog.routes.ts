import { idParamSchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import {
  categoryListQuerySchema,
  createCategoryBodySchema,
  createItemLineBodySchema,
  createItemLineGroupBodySchema,
  createItemMarkupBodySchema,
  createManufacturerBodySchema,
  itemCategorySchema,
  itemLineGroupSchema,
  itemLineListQuerySchema,
  itemLineSchema,
  itemMarkupListQuerySchema,
  itemMarkupSchema,
  itemTypeSchema,
  manufacturerSchema,
  manufacturerSearchQuerySchema,
  markupTypeSchema,
  updateCategoryBodySchema,
  updateItemMarkupBodySchema,
  updateManufacturerBodySchema,
} from '@fieldline/contracts/items/items.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as catalog from './catalog.service';
import { itemsFull, itemsRead } from './items.routes';
import * as makers from './manufacturers.service';
import * as markups from './markups.service';

const tags = ['item catalogue'];
const fieldsOnly = z.object({ fields: z.string().optional() });

export async function catalogRoutes(app: FastifyInstance) {
  categoryRoutes(app);
  manufacturerRoutes(app);
  markupRoutes(app);
  lineRoutes(app);
  route(app, {
    method: 'GET',
    url: '/v1/itemTypes',
    access: itemsRead,
    tags,
    query: fieldsOnly,
    response: z.array(itemTypeSchema),
    handler: ({ db }) => catalog.listItemTypes(db),
  });
}

function categoryRoutes(app: FastifyInstance) {
  const url = '/v1/items/categories';
  route(app, {
    method: 'GET',
    url,
    access: itemsRead,
    tags,
    query: categoryListQuerySchema,
    response: z.array(itemCategorySchema),
    handler: ({ db, query }) => catalog.listCategories(db, query.isActive),
  });
  route(app, {
    method: 'GET',
    url: `${url}/:id`,
    access: itemsRead,
    tags,
    params: idParams,
    response: itemCategorySchema,
    handler: ({ db, params }) => catalog.getCategory(db, params.id),
  });
  route(app, {
    method: 'POST',
    url,
    access: itemsFull,
    tags,
    status: 201,
    body: createCategoryBodySchema,
    response: itemCategorySchema,
    handler: (ctx) => catalog.createCategory(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: `${url}/:id`,
    access: itemsFull,
    tags,
    params: idParams,
    body: updateCategoryBodySchema,
    response: itemCategorySchema,
    handler: (ctx) => catalog.updateCategory(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: `${url}/:id`,
    access: itemsFull,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => catalog.deleteCategory(ctx),
  });
}

function manufacturerRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/manufacturers',
    access: itemsRead,
    tags,
    query: manufacturerSearchQuerySchema,
    response: searchResultSchema(manufacturerSchema),
    handler: ({ db, query }) => makers.searchManufacturers(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/manufacturers/search',
    access: itemsRead,
    tags,
    query: manufacturerSearchQuerySchema,
    response: searchResultSchema(manufacturerSchema),
    handler: ({ db, query }) => makers.searchManufacturers(db, query),
  });
  // The spec names the single read manufacturer/{id}; manufacturers/{id} is the same record.
  for (const url of ['/v1/manufacturer/:id', '/v1/manufacturers/:id']) {
    route(app, {
      method: 'GET',
      url,
      access: itemsRead,
      tags,
      params: idParams,
      response: manufacturerSchema,
      handler: ({ db, params }) => makers.getManufacturer(db, params.id),
    });
  }
  route(app, {
    method: 'POST',
    url: '/v1/manufacturers',
    access: itemsFull,
    tags,
    status: 201,
    body: createManufacturerBodySchema,
    response: manufacturerSchema,
    handler: (ctx) => makers.createManufacturer(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/manufacturers/:id',
    access: itemsFull,
    tags,
    params: idParams,
    body: updateManufacturerBodySchema,
    response: manufacturerSchema,
    handler: (ctx) => makers.updateManufacturer(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/manufacturers/:id',
    access: itemsFull,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => makers.deleteManufacturer(ctx),
  });
}

function markupRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/items/markupTypes',
    access: itemsRead,
    tags,
    query: fieldsOnly,
    response: z.array(markupTypeSchema),
    handler: ({ db }) => catalog.listMarkupTypes(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/itemmarkup',
    access: itemsRead,
    tags,
    query: itemMarkupListQuerySchema,
    response: z.array(itemMarkupSchema),
    handler: ({ db, query }) => markups.listMarkups(db, query.markupTypeId),
  });
  route(app, {
    method: 'GET',
    url: '/v1/itemmarkup/:id',
    access: itemsRead,
    tags,
    params: idParams,
    response: itemMarkupSchema,
    handler: ({ db, params }) => markups.getMarkup(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/itemmarkup',
    access: itemsFull,
    tags,
    status: 201,
    body: createItemMarkupBodySchema,
    response: itemMarkupSchema,
    handler: (ctx) => markups.createMarkup(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/itemmarkup/:id',
    access: itemsFull,
    tags,
    params: idParams,
    body: updateItemMarkupBodySchema,
    response: itemMarkupSchema,
    handler: (ctx) => markups.updateMarkup(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/itemmarkup/:id',
    access: itemsFull,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => markups.deleteMarkup(ctx),
  });
}

function lineRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/itemlines',
    access: itemsRead,
    tags,
    query: itemLineListQuerySchema,
    response: z.array(itemLineSchema),
    handler: ({ db, query }) => catalog.listItemLines(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/itemlines/groups',
    access: itemsRead,
    tags,
    query: fieldsOnly,
    response: z.array(itemLineGroupSchema),
    handler: ({ db }) => catalog.listItemLineGroups(db),
  });
  route(app, {
    method: 'POST',
    url: '/v1/itemlines/groups',
    access: itemsFull,
    tags,
    status: 201,
    body: createItemLineGroupBodySchema,
    response: itemLineGroupSchema,
    handler: (ctx) => catalog.createItemLineGroup(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/itemlines/:id',
    access: itemsRead,
    tags,
    params: idParamSchema,
    response: itemLineSchema,
    handler: ({ db, params }) => catalog.getItemLine(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/itemlines',
    access: itemsFull,
    tags,
    status: 201,
    body: createItemLineBodySchema,
    response: itemLineSchema,
    handler: (ctx) => catalog.createItemLine(ctx),
  });
}
