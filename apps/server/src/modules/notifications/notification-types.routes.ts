import { Permission } from '@fieldline/contracts/common/permissions';
import {
  notificationTypeListQuerySchema,
  notificationTypeSchema,
  notificationTypeUpdateSchema,
} from '@fieldline/contracts/notifications/notifications.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as service from './notification-types.service';

// The notification types themselves are set up with the templates: permission 1019.
const read = { permission: Permission.Notifications, level: 1 } as const;
const full = { permission: Permission.Notifications, level: 2 } as const;
const tags = ['notifications'];

export async function notificationTypeRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/notifications',
    access: read,
    tags,
    summary: 'Notification types with their message template and subscriber counts',
    query: notificationTypeListQuerySchema,
    response: z.array(notificationTypeSchema),
    handler: ({ db, query }) => service.listNotificationTypes(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/notifications/:id/add',
    access: full,
    writes: true,
    tags,
    summary: 'Add a notification type that sends message template {id} (a GET, as the spec lists it)',
    params: idParams,
    response: notificationTypeSchema,
    handler: service.addFromTemplate,
  });
  route(app, {
    method: 'GET',
    url: '/v1/notifications/:id/copy',
    access: full,
    writes: true,
    tags,
    summary: 'Copy notification type {id} (without its subscribers)',
    params: idParams,
    response: notificationTypeSchema,
    handler: service.copyType,
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/notifications/:id',
    access: full,
    tags,
    params: idParams,
    body: notificationTypeUpdateSchema,
    response: notificationTypeSchema,
    handler: service.updateType,
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/notifications/:id',
    access: full,
    tags,
    summary: 'Retire the type (inactive: its log keeps its name)',
    params: idParams,
    status: 204,
    handler: service.retireType,
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/notifications/:id/emailoptout',
    access: full,
    tags,
    summary: "Forget the contacts' own opt-outs of type {id} (nobody is subscribed by it)",
    params: idParams,
    status: 204,
    handler: service.clearOptOuts,
  });
}
