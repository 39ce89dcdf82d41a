import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { registerCustomerRelated } from '../customers';
import { registerDocumentSource } from '../documents';
import { locationCountOfCustomer } from './locations.customer-summary';
import { locationDocumentSource, locationIdsOfCustomer } from './locations.documents';
import { listZones } from './locations.repository';
import { locationRoutes } from './locations.routes';
import { createLocationForCustomer } from './locations.service';

// Filled as this module loads (app.ts imports every module before the demo loader or any request runs):
// the modules below read this one's data through their registries, never by importing it.
registerCustomerRelated({
  locationCount: locationCountOfCustomer,
  locationIds: locationIdsOfCustomer,
  createLocation: createLocationForCustomer,
});

export async function locationsModule(app: FastifyInstance) {
  await locationRoutes(app);
  // Zones are a reference list any screen may show, like offices.
  registerLookup('locationzones', 'signedIn', (db) => listZones(db));
  registerDocumentSource('Location', locationDocumentSource);
}

export { type LocationContactIds, setLocationContactsProvider } from './locations.contacts';
export { locationCountOfCustomer } from './locations.customer-summary';
export { locationIdsOfCustomer } from './locations.documents';
export { getLocation, getLocationRefs, locationExists } from './locations.read';
export { createLocationForCustomer } from './locations.service';
// Added by the technician's day (issue 18 item 4): sites with address and one weekday's hours.
export { type LocationSite, locationSites } from './locations.sites';
export { setTaxScheduleProvider, type TaxScheduleProvider } from './locations.tax-schedules';
