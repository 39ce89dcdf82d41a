import {
  createItemOverrideBodySchema,
  createLinkedItemBodySchema,
  createMetricBodySchema,
  createReadingBodySchema,
  equipmentMetricSchema,
  itemOverrideSchema,
  linkedItemQuerySchema,
  linkedItemSchema,
  metricParams,
  metricReadingSchema,
  readingsQuerySchema,
  subParams,
  updateItemOverrideBodySchema,
  updateLinkedItemBodySchema,
  updateMetricBodySchema,
} from '@fieldline/contracts/equipment/equipment.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hideCosts } from '../../platform/http/costs';
import { idParams, route } from '../../platform/http/route';
import * as metrics from './equipment.metrics';
import * as parts from './equipment.parts';
import { equipmentFull, equipmentRead } from './equipment.routes';

const tags = ['equipment'];
const fieldsQuery = z.object({ fields: z.string().optional() });

/** Metrics and readings, linked items and item overrides of one piece of equipment. */
const COST = new Set(['cost']);
const overrideAnswerSchema = itemOverrideSchema.partial({ cost: true });

export async function equipmentPartRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/equipment/:id/metrics',
    access: equipmentRead,
    tags,
    params: idParams,
    query: fieldsQuery,
    response: z.array(equipmentMetricSchema),
    handler: ({ db, params }) => metrics.listMetrics(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/equipment/:id/metrics',
    access: equipmentFull,
    tags,
    status: 201,
    params: idParams,
    body: createMetricBodySchema,
    response: equipmentMetricSchema,
    handler: (ctx) => metrics.createMetric(ctx.db, ctx, ctx.params.id, ctx.body),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/equipment/:id/metrics/:mid',
    access: equipmentFull,
    tags,
    params: metricParams,
    body: updateMetricBodySchema,
    response: equipmentMetricSchema,
    handler: (ctx) => metrics.updateMetric(ctx.db, ctx, ctx.params.id, ctx.params.mid, ctx.body),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/equipment/:id/metrics/:mid',
    access: equipmentFull,
    tags,
    status: 204,
    params: metricParams,
    handler: ({ db, params }) => metrics.deleteMetric(db, params.id, params.mid),
  });
  route(app, {
    method: 'GET',
    url: '/v1/equipment/:id/metrics/:mid/readings',
    access: equipmentRead,
    tags,
    summary: 'The reading history of a metric, newest first.',
    params: metricParams,
    query: readingsQuerySchema,
    response: z.array(metricReadingSchema),
    handler: ({ db, params, query }) => metrics.listReadings(db, params.id, params.mid, query),
  });
  route(app, {
    method: 'POST',
    url: '/v1/equipment/:id/metrics/:mid/readings',
    access: equipmentFull,
    tags,
    summary: "Records a reading; it becomes the metric's last reading unless a later one exists.",
    status: 201,
    params: metricParams,
    body: createReadingBodySchema,
    response: metricReadingSchema,
    handler: (ctx) => metrics.recordReadingOf(ctx.db, ctx, ctx.params.id, ctx.params.mid, ctx.body),
  });

  // Linked items.
  route(app, {
    method: 'GET',
    url: '/v1/equipment/querylinkeditems',
    access: equipmentRead,
    tags,
    query: linkedItemQuerySchema,
    response: z.array(linkedItemSchema),
    handler: ({ db, query }) => parts.queryLinkedItems(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/equipment/:id/linkeditems',
    access: equipmentRead,
    tags,
    params: idParams,
    query: fieldsQuery,
    response: z.array(linkedItemSchema),
    handler: ({ db, params }) => parts.listLinkedItems(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/equipment/:id/linkeditems',
    access: equipmentFull,
    tags,
    status: 201,
    params: idParams,
    body: createLinkedItemBodySchema,
    response: linkedItemSchema,
    handler: (ctx) => parts.addLinkedItem(ctx.db, ctx, ctx.params.id, ctx.body),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/equipment/:id/linkeditems/:sid',
    access: equipmentFull,
    tags,
    params: subParams,
    body: updateLinkedItemBodySchema,
    response: linkedItemSchema,
    handler: (ctx) => parts.updateLinkedItem(ctx.db, ctx, ctx.params.id, ctx.params.sid, ctx.body),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/equipment/:id/linkeditems/:sid',
    access: equipmentFull,
    tags,
    status: 204,
    params: subParams,
    handler: ({ db, params }) => parts.deleteLinkedItem(db, params.id, params.sid),
  });

  // Item overrides. Their cost is left out for users without the Costs permission (technicians).
  route(app, {
    method: 'GET',
    url: '/v1/equipment/:id/itemOverrides',
    access: equipmentRead,
    tags,
    params: idParams,
    query: fieldsQuery,
    response: z.array(overrideAnswerSchema),
    handler: (ctx) => hideCosts(ctx, COST, parts.listOverrides(ctx.db, ctx.params.id)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/equipment/:id/itemOverrides/:sid',
    access: equipmentRead,
    tags,
    params: subParams,
    query: fieldsQuery,
    response: overrideAnswerSchema,
    handler: (ctx) => hideCosts(ctx, COST, parts.getOverride(ctx.db, ctx.params.id, ctx.params.sid)),
  });
  route(app, {
    method: 'POST',
    url: '/v1/equipment/:id/itemOverrides',
    access: equipmentFull,
    tags,
    status: 201,
    params: idParams,
    body: createItemOverrideBodySchema,
    response: itemOverrideSchema,
    handler: (ctx) => parts.addOverride(ctx.db, ctx, ctx.params.id, ctx.body),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/equipment/:id/itemOverrides/:sid',
    access: equipmentFull,
    tags,
    params: subParams,
    body: updateItemOverrideBodySchema,
    response: itemOverrideSchema,
    handler: (ctx) => parts.updateOverride(ctx.db, ctx, ctx.params.id, ctx.params.sid, ctx.body),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/equipment/:id/itemOverrides/:sid',
    access: equipmentFull,
    tags,
    status: 204,
    params: subParams,
    handler: ({ db, params }) => parts.deleteOverride(db, params.id, params.sid),
  });
}
