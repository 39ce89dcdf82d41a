import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  createLocationBodySchema,
  hoursBodySchema,
  hoursSchema,
  locationDetailQuerySchema,
  locationHistoryEntrySchema,
  locationRowSchema,
  locationSchema,
  locationSearchQuerySchema,
  locationZoneSchema,
  updateLocationBodySchema,
} from '@fieldline/contracts/locations/locations.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { createHours, updateHours } from './hours.service';
import { customerLocations, getLocation, searchLocations } from './locations.read';
import * as repo from './locations.repository';
import * as service from './locations.service';

const read = { permission: Permission.Locations, level: 1 } as const;
const full = { permission: Permission.Locations, level: 2 } as const;
const tags = ['locations'];

export async function locationRoutes(app: FastifyInstance) {
  for (const url of ['/v1/locations', '/v1/locations/search']) {
    route(app, {
      method: 'GET',
      url,
      access: read,
      tags,
      query: locationSearchQuerySchema,
      response: searchResultSchema(locationRowSchema),
      summary: 'Search locations by name (customerId, isActive); answers { data, count_filtered }',
      handler: ({ db, query }) => searchLocations(db, query),
    });
  }
  route(app, {
    method: 'GET',
    url: '/v1/locations/:id',
    access: read,
    tags,
    params: idParams,
    response: locationSchema,
    handler: ({ db, params }) => getLocation(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/locations',
    access: full,
    tags,
    status: 201,
    body: createLocationBodySchema,
    response: locationSchema,
    handler: (ctx) => service.createLocation(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/locations/:id',
    access: full,
    tags,
    params: idParams,
    body: updateLocationBodySchema,
    response: locationSchema,
    handler: (ctx) => service.updateLocation(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/locations/:id',
    access: full,
    tags,
    status: 204,
    params: idParams,
    summary: 'Deactivate the location (it stays on the records that refer to it)',
    handler: (ctx) => service.deleteLocation(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/locations/:id/history',
    access: read,
    tags,
    params: idParams,
    response: z.array(locationHistoryEntrySchema),
    summary: 'Changes to the location and its hours, newest first',
    handler: ({ db, params }) => service.locationHistory(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/locationZones',
    access: read,
    tags,
    response: z.array(locationZoneSchema),
    handler: ({ db }) => repo.listZones(db),
  });

  route(app, {
    method: 'POST',
    url: '/v1/locations/hoursOfOperation',
    access: full,
    tags,
    status: 201,
    body: hoursBodySchema,
    response: hoursSchema,
    summary: 'Hours of one weekday (1 Monday .. 7 Sunday) of a location; a day without a row is open',
    handler: (ctx) => createHours(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/locations/hoursOfOperation/:id',
    access: full,
    tags,
    params: idParams,
    body: hoursBodySchema,
    response: hoursSchema,
    handler: (ctx) => updateHours(ctx),
  });

  // Customer pages read their locations through these two paths.
  route(app, {
    method: 'GET',
    url: '/v1/customers/:id/GetCustomerLocations',
    access: read,
    tags,
    params: idParams,
    response: z.array(locationRowSchema),
    summary: 'The customer’s locations, active ones first',
    handler: ({ db, params }) => customerLocations(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/customers/GetLocationDetail',
    access: read,
    tags,
    query: locationDetailQuerySchema,
    response: locationSchema,
    handler: ({ db, query }) => getLocation(db, query.locationId),
  });
}
