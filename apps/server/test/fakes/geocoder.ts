import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleResponse } from '../../src/integrations/geocoder/geocoder';

/**
 * A stand-in for the Google Geocoding API on 127.0.0.1 (GET /maps/api/geocode/json?address=&key=).
 * It knows one rooftop address, one it can only place approximately, answers ZERO_RESULTS to anything
 * else, REQUEST_DENIED to a wrong key, a 500 to FAKE_SERVER_ERROR and never answers FAKE_SLOW.
 */
export const FAKE_KEY = 'fake-geocoder-key';
export const ROOFTOP_STREET = '1701 Wynkoop St';
export const APPROXIMATE_STREET = '500 Nowhere Rd';
export const SERVER_ERROR_STREET = 'FAKE_SERVER_ERROR';
export const SLOW_STREET = 'FAKE_SLOW';

export const ROOFTOP_ANSWER: GoogleResponse = {
  status: 'OK',
  results: [
    {
      formatted_address: '1701 Wynkoop St, Denver, CO 80202-1151, USA',
      geometry: { location: { lat: 39.7527356, lng: -105.0002153 }, location_type: 'ROOFTOP' },
      address_components: [
        { long_name: '1701', short_name: '1701', types: ['street_number'] },
        { long_name: 'Wynkoop Street', short_name: 'Wynkoop St', types: ['route'] },
        { long_name: 'Lower Downtown', short_name: 'Lower Downtown', types: ['neighborhood', 'political'] },
        { long_name: 'Denver', short_name: 'Denver', types: ['locality', 'political'] },
        {
          long_name: 'Denver County',
          short_name: 'Denver County',
          types: ['administrative_area_level_2', 'political'],
        },
        { long_name: 'Colorado', short_name: 'CO', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
        { long_name: '80202', short_name: '80202', types: ['postal_code'] },
        { long_name: '1151', short_name: '1151', types: ['postal_code_suffix'] },
      ],
    },
  ],
};

const APPROXIMATE_ANSWER: GoogleResponse = {
  status: 'OK',
  results: [
    {
      formatted_address: 'Golden, CO 80401, USA',
      geometry: { location: { lat: 39.755543, lng: -105.2210997 }, location_type: 'APPROXIMATE' },
      address_components: [
        { long_name: 'Golden', short_name: 'Golden', types: ['locality', 'political'] },
        { long_name: 'Colorado', short_name: 'CO', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
        { long_name: '80401', short_name: '80401', types: ['postal_code'] },
      ],
    },
  ],
};

export interface FakeGeocoder {
  url: string;
  /** Every `address` query received, in order. */
  queries: string[];
  close(): Promise<void>;
}

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const queries: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || url.pathname !== '/maps/api/geocode/json')
      return send(404, { error: 'not found' });
    if (url.searchParams.get('key') !== FAKE_KEY) {
      return send(200, {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        results: [],
      });
    }
    const address = url.searchParams.get('address') ?? '';
    queries.push(address);
    if (!address) return send(200, { status: 'INVALID_REQUEST', results: [] });
    if (address.includes(SLOW_STREET)) return; // never answers: the client's timeout must end the call
    if (address.includes(SERVER_ERROR_STREET)) return send(500, { error: 'internal' });
    if (address.toLowerCase().startsWith(ROOFTOP_STREET.toLowerCase())) return send(200, ROOFTOP_ANSWER);
    if (address.toLowerCase().startsWith(APPROXIMATE_STREET.toLowerCase()))
      return send(200, APPROXIMATE_ANSWER);
    return send(200, { status: 'ZERO_RESULTS', results: [] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
