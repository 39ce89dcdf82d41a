import { Permission } from '@fieldline/contracts/common/permissions';
import {
  contactNotificationParamsSchema,
  externalChangeParamsSchema,
  externalEmailSchema,
  externalParamsSchema,
  externalSubscriptionsSchema,
  notificationsQuerySchema,
  subscriptionSchema,
} from '@fieldline/contracts/notifications/notifications.contract';
import type { FastifyInstance } from 'fastify';
import { idParams, route } from '../../platform/http/route';
import { externalChange, externalSubscriptions } from './external.service';
import * as service from './notifications.service';

// A contact's subscriptions belong to Contacts, a customer's to Customers (the permission catalogue says so).
const contactRead = { permission: Permission.Contacts, level: 1 } as const;
const contactFull = { permission: Permission.Contacts, level: 2 } as const;
const customerRead = { permission: Permission.Customers, level: 1 } as const;
const customerFull = { permission: Permission.Customers, level: 2 } as const;
const tags = ['notifications'];
const listSummary =
  'Subscriptions (one per active notification type), or with logs=true the log, newest first';

export async function notificationRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/contacts/:id/notifications',
    access: contactRead,
    tags,
    params: idParams,
    query: notificationsQuerySchema,
    summary: listSummary,
    handler: ({ db, params, query }) => service.contactNotifications(db, params.id, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/contacts/:id/notifications/:nid/subscribe',
    access: contactFull,
    writes: true,
    tags,
    params: contactNotificationParamsSchema,
    response: subscriptionSchema,
    summary: 'Subscribe the contact (a GET, as the web calls it); clears the contact’s own opt-out',
    handler: (ctx) => service.changeContact(ctx, true),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/contacts/:id/notifications/:nid/unsubscribe',
    access: contactFull,
    tags,
    params: contactNotificationParamsSchema,
    response: subscriptionSchema,
    handler: (ctx) => service.changeContact(ctx, false),
  });

  route(app, {
    method: 'GET',
    url: '/v1/customers/:id/notifications',
    access: customerRead,
    tags,
    params: idParams,
    query: notificationsQuerySchema,
    summary: `${listSummary}; subscriptions are summarised over the customer’s active contacts`,
    handler: ({ db, params, query }) => service.customerNotifications(db, params.id, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/customers/:id/notifications/:nid/subscribe',
    access: customerFull,
    writes: true,
    tags,
    params: contactNotificationParamsSchema,
    response: subscriptionSchema,
    summary: 'Subscribe every active contact of the customer, including those who opted out themselves',
    handler: (ctx) => service.changeCustomer(ctx, true),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/customers/:id/notifications/:nid/unsubscribe',
    access: customerFull,
    tags,
    params: contactNotificationParamsSchema,
    response: subscriptionSchema,
    summary: 'Unsubscribe every active contact of the customer',
    handler: (ctx) => service.changeCustomer(ctx, false),
  });

  // The link in a contact's messages: no sign-in, proven by the contact's e-mail address, rate limited.
  const { config } = app.platform;
  const rateLimit = {
    rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute', keyGenerator: (req: any) => req.ip },
  };
  route(app, {
    method: 'GET',
    url: '/v1/notifications/external/:uid',
    access: 'public',
    tags,
    params: externalParamsSchema,
    query: externalEmailSchema,
    response: externalSubscriptionsSchema,
    config: rateLimit,
    summary: 'The contact’s first name and subscriptions, for the public preferences link',
    handler: ({ db, params, query }) => externalSubscriptions(db, params.uid, query.email),
  });
  for (const [action, isSubscribed] of [
    ['subscribe', true],
    ['unsubscribe', false],
  ] as const) {
    route(app, {
      method: 'POST',
      url: `/v1/notifications/external/:uid/${action}/:nid`,
      access: 'public',
      tags,
      params: externalChangeParamsSchema,
      body: externalEmailSchema,
      response: subscriptionSchema,
      config: rateLimit,
      handler: (ctx) => externalChange(ctx, isSubscribed),
    });
  }
}
