import type { FastifyInstance } from 'fastify';
import { createGeocoder, type Geocoder } from '../../integrations/geocoder';
import { addressRoutes } from './addresses.routes';

/** `geocoder` replaces the configured one (tests). */
export async function addressesModule(app: FastifyInstance, options: { geocoder?: Geocoder } = {}) {
  const geocoder = options.geocoder ?? createGeocoder(app.platform.config, app.log);
  await addressRoutes(app, geocoder);
}

export {
  type AddressInput,
  addressLine,
  cityAndState,
  loadAddresses,
  saveAddress,
  toAddress,
} from './addresses.service';
export { addresses } from './addresses.table';
