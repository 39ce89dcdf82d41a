import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { listZones } from './locations.repository';
import { locationRoutes } from './locations.routes';

export async function locationsModule(app: FastifyInstance) {
  await locationRoutes(app);
  // Zones are a reference list any screen may show, like offices.
  registerLookup('locationzones', 'signedIn', (db) => listZones(db));
}

export { locationCountOfCustomer } from './locations.customer-summary';
export { getLocation, getLocationRefs, locationExists } from './locations.read';
export { createLocationForCustomer } from './locations.service';
