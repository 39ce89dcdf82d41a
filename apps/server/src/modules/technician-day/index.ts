import type { FastifyInstance } from 'fastify';
import { technicianDayRoutes } from './technician-day.routes';

/** The technician's day (issue 18 item 4): the phone page's one read and its actions. Decision 027. */
export async function technicianDayModule(app: FastifyInstance) {
  await technicianDayRoutes(app);
}

export { technicianDay } from './technician-day.read';
