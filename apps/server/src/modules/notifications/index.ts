import type { FastifyInstance } from 'fastify';
import { notificationRoutes } from './notifications.routes';

export async function notificationsModule(app: FastifyInstance) {
  await notificationRoutes(app);
}

export { recordNotification } from './notifications.service';
