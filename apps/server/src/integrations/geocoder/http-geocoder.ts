import type { FastifyBaseLogger } from 'fastify';
import {
  fromGoogle,
  type GeocodeAddress,
  type GeocodeResult,
  type Geocoder,
  type GoogleResponse,
  queryOf,
  unverified,
} from './geocoder';

export interface HttpGeocoderOptions {
  /** e.g. https://maps.googleapis.com (no trailing path). */
  baseUrl: string;
  key?: string;
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export const GEOCODER_TIMEOUT_MS = 5000;

/** A client of the Google Geocoding API (`GET /maps/api/geocode/json?address=&key=`). */
export class HttpGeocoder implements Geocoder {
  readonly kind = 'http';
  private readonly url: URL;

  constructor(private readonly options: HttpGeocoderOptions) {
    this.url = new URL(
      'maps/api/geocode/json',
      options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    );
  }

  async geocode(address: GeocodeAddress): Promise<GeocodeResult> {
    const query = queryOf(address);
    if (!query) return unverified('ZERO_RESULTS');
    const url = new URL(this.url);
    url.searchParams.set('address', query);
    if (this.options.key) url.searchParams.set('key', this.options.key);
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
      });
      if (!res.ok) return this.failed(`HTTP ${res.status}`);
      const body = (await res.json()) as GoogleResponse;
      if (body.status === 'ZERO_RESULTS') return unverified('ZERO_RESULTS');
      const first = body.results?.[0];
      if (body.status !== 'OK' || !first) {
        return this.failed(
          `${body.status ?? 'no status'}${body.error_message ? `: ${body.error_message}` : ''}`,
        );
      }
      return fromGoogle(first, address);
    } catch (err) {
      const e = err as Error;
      return this.failed(e.name === 'TimeoutError' ? 'timed out' : e.message);
    }
  }

  /** The user can still confirm the address; the reason goes to the log, never the key. */
  private failed(reason: string): GeocodeResult {
    this.options.log?.warn({ geocoder: this.url.origin, reason }, 'address verification failed');
    return unverified('UNAVAILABLE');
  }
}
