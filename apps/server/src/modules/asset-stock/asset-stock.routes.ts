import {
  assetStockMoveSchema,
  assetsLeftResultSchema,
  transferEquipmentBodySchema,
  transferItemsBodySchema,
  transferItemsToAssetsBodySchema,
  transferItemsToAssetsResultSchema,
} from '@fieldline/contracts/assets/asset-stock.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { assetsFull, assetsRead } from '../assets';
import { makeAssetsFromStock } from './asset-stock.from-stock';
import { handAssetsToCustomer, putAssetsInStock } from './asset-stock.out';
import { listStockMoves } from './asset-stock.read';

const tags = ['assets'];

/** Spec 1 §7.3: assets made from stock, put back into stock, handed to a customer as equipment. */
export async function assetStockRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/v1/assets/transferItemsToAssets',
    access: assetsFull,
    tags,
    body: transferItemsToAssetsBodySchema,
    response: transferItemsToAssetsResultSchema,
    summary: 'Make assets out of stocked items (one unit of stock each, at its average cost)',
    handler: (ctx) => makeAssetsFromStock(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/v1/assets/transferItems',
    access: assetsFull,
    tags,
    body: transferItemsBodySchema,
    response: assetsLeftResultSchema,
    summary: 'Put assets back into stock at their book value',
    handler: (ctx) => putAssetsInStock(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/v1/assets/transferEquipment',
    access: assetsFull,
    tags,
    body: transferEquipmentBodySchema,
    response: assetsLeftResultSchema,
    summary: 'Hand assets to a customer as their equipment (book value to cost of sales)',
    handler: (ctx) => handAssetsToCustomer(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/:id/stockmoves',
    access: assetsRead,
    tags,
    params: idParams,
    response: z.array(assetStockMoveSchema),
    summary: 'Where the asset came from and where it went',
    handler: ({ db, params }) => listStockMoves(db, params.id),
  });
}
