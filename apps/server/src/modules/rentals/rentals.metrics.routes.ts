import {
  assetMetricsSchema,
  metricsBodySchema,
  scheduledAssetSchema,
  scheduledQuerySchema,
  scheduleMetricsSchema,
  servicingAssetSchema,
} from '@fieldline/contracts/rentals/asset-metrics.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route';
import { assetsRead } from '../assets';
import { assetMetrics, scheduledAssets, scheduleMetrics, servicingAssets } from './rentals.metrics';

const tags = ['assets'];

/** Spec 1 §7.3: assets scheduled and in servicing, schedule metrics and asset metrics (reads; POST for the two metrics). */
export async function assetMetricsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/assets/scheduled',
    access: assetsRead,
    tags,
    query: scheduledQuerySchema,
    response: z.array(scheduledAssetSchema),
    handler: (ctx) => scheduledAssets(ctx.db, ctx.query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/assets/servicing',
    access: assetsRead,
    tags,
    response: z.array(servicingAssetSchema),
    handler: (ctx) => servicingAssets(ctx.db),
  });
  route(app, {
    method: 'POST',
    url: '/v1/assets/assetschedulemetrics',
    access: assetsRead,
    tags,
    readOnly: true,
    body: metricsBodySchema,
    response: scheduleMetricsSchema,
    handler: (ctx) => scheduleMetrics(ctx.db, ctx.body),
  });
  route(app, {
    method: 'POST',
    url: '/v1/assets/assetmetrics',
    access: assetsRead,
    tags,
    readOnly: true,
    body: metricsBodySchema,
    response: assetMetricsSchema,
    handler: (ctx) => assetMetrics(ctx.db, ctx.body),
  });
}
