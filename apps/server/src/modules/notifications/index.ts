import type { FastifyInstance } from 'fastify';
import { notificationTypeRoutes } from './notification-types.routes';
import { notificationRoutes } from './notifications.routes';

export async function notificationsModule(app: FastifyInstance) {
  await notificationRoutes(app);
  await notificationTypeRoutes(app);
}

export { recordNotification } from './notifications.service';
