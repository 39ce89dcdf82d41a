import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { type Geocoder, unverified } from './geocoder';
import { HttpGeocoder } from './http-geocoder';

export type { GeocodeAddress, GeocodeResult, Geocoder } from './geocoder';
export { fromGoogle, queryOf, unverified } from './geocoder';
export { GEOCODER_TIMEOUT_MS, HttpGeocoder } from './http-geocoder';

/** Without a geocoder every verification fails and the user confirms the address as entered. */
export const offlineGeocoder: Geocoder = {
  kind: 'offline',
  geocode: async () => unverified('NOT_CONFIGURED'),
};

export function createGeocoder(config: Pick<Config, 'geocoderUrl' | 'geocoderKey'>, log?: FastifyBaseLogger) {
  if (!config.geocoderUrl) return offlineGeocoder;
  return new HttpGeocoder({ baseUrl: config.geocoderUrl, key: config.geocoderKey, log });
}
