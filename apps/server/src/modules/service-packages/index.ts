import type { FastifyInstance } from 'fastify';
import { packageRoutes } from './packages.routes';
import { packageTypeRoutes } from './service-packages.routes';

/** Service packages (spec 3): package types, packages with their options, option items and links. */
export async function servicePackagesModule(app: FastifyInstance) {
  await packageTypeRoutes(app);
  await packageRoutes(app);
}

export { packageTypeKind } from './service-packages.routes';
export { servicePackageTypes } from './service-packages.table';
