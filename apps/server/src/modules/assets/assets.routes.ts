import {
  assetChangeCheckSchema,
  assetChangeQuerySchema,
  assetGroupSchema,
  assetSchema,
  assetSearchQuerySchema,
  assetSearchResultSchema,
  assetStatusSchema,
  assetTransferSchema,
  assetTypeSchema,
  createAssetBodySchema,
  createAssetGroupBodySchema,
  createAssetTypeBodySchema,
  linkedItemSchema,
  linkedItemsQuerySchema,
  officeGroupSchema,
  transferAssetsBodySchema,
  transferResultSchema,
  updateAssetBodySchema,
} from '@fieldline/contracts/assets/assets.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { getAsset, linkedItems, searchAssets } from './assets.read';
import * as service from './assets.service';

export const assetsRead: Access = { permission: Permission.Assets, level: 1 };
export const assetsFull: Access = { permission: Permission.Assets, level: 2 };
const tags = ['assets'];

/** Spec 1 §7.3 assets (page 6055): records, lookups, transfers and the change check. */
export async function assetRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/assets/search',
    access: assetsRead,
    tags,
    query: assetSearchQuerySchema,
    response: assetSearchResultSchema,
    handler: ({ db, query }) => searchAssets(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/querylinkeditems',
    access: assetsRead,
    tags,
    query: linkedItemsQuerySchema,
    response: z.array(linkedItemSchema),
    summary: 'The items assets are linked to (their own, or their group’s)',
    handler: ({ db, query }) => linkedItems(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/types',
    access: assetsRead,
    tags,
    response: z.array(assetTypeSchema),
    handler: ({ db }) => service.listTypes(db),
  });
  route(app, {
    method: 'POST',
    url: '/v1/assets/types',
    access: assetsFull,
    tags,
    status: 201,
    body: createAssetTypeBodySchema,
    response: assetTypeSchema,
    handler: (ctx) => service.createType(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/assetstatus',
    access: assetsRead,
    tags,
    response: z.array(assetStatusSchema),
    handler: ({ db }) => service.listStatuses(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/groups',
    access: assetsRead,
    tags,
    response: z.array(assetGroupSchema),
    handler: ({ db }) => service.listGroups(db),
  });
  route(app, {
    method: 'POST',
    url: '/v1/assets/groups',
    access: assetsFull,
    tags,
    status: 201,
    body: createAssetGroupBodySchema,
    response: assetGroupSchema,
    handler: (ctx) => service.createGroup(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/officegroups',
    access: assetsRead,
    tags,
    response: z.array(officeGroupSchema),
    handler: ({ db }) => service.officeGroups(db),
  });
  for (const url of ['/v1/assets/transferAssets', '/v1/assets/transferAssetsBulk'])
    route(app, {
      method: 'POST',
      url,
      access: assetsFull,
      tags,
      body: transferAssetsBodySchema,
      response: transferResultSchema,
      handler: (ctx) => service.transferAssets(ctx),
    });
  route(app, {
    method: 'POST',
    url: '/v1/assets',
    access: assetsFull,
    tags,
    status: 201,
    body: createAssetBodySchema,
    response: assetSchema,
    handler: (ctx) => service.createAsset(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/:id',
    access: assetsRead,
    tags,
    params: idParams,
    response: assetSchema,
    handler: ({ db, params }) => getAsset(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/assets/:id',
    access: assetsFull,
    tags,
    params: idParams,
    body: updateAssetBodySchema,
    response: assetSchema,
    handler: (ctx) => service.updateAsset(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/:id/transfers',
    access: assetsRead,
    tags,
    params: idParams,
    response: z.array(assetTransferSchema),
    handler: ({ db, params }) => service.listTransfers(db, params.id),
  });
  for (const url of ['/v1/assets/:id/validateChange', '/v1/assets/:id/validateConfirm'])
    route(app, {
      method: 'GET',
      url,
      access: assetsRead,
      tags,
      params: idParams,
      query: assetChangeQuerySchema,
      response: assetChangeCheckSchema,
      handler: ({ db, params, query }) => service.validateChange(db, params.id, query),
    });
}
