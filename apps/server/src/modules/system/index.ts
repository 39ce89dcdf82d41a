import type { FastifyInstance } from 'fastify';
import { systemRoutes } from './system.routes';

export async function systemModule(app: FastifyInstance) {
  await systemRoutes(app);
}

export { getSettings, patchSettings } from './settings.service';
export { settings } from './system.table';
