import {
  ROOFTOP,
  type VerifyAddressBody,
  type VerifyAddressResult,
} from '@fieldline/contracts/addresses/addresses.contract';

/** What the address panel sends to be verified. */
export type GeocodeAddress = VerifyAddressBody;
/** The answer in the shape of the contract (`POST /v1/address/verify`). */
export type GeocodeResult = VerifyAddressResult;

/** An adapter to a geocoding service; implementations never throw (a failure is an unverified answer). */
export interface Geocoder {
  readonly kind: 'http' | 'offline';
  geocode(address: GeocodeAddress): Promise<GeocodeResult>;
}

/** The answer of a geocoder that could not verify the address: the user confirms it (spec 2 section 4). */
export function unverified(status: NonNullable<GeocodeResult['status']>): GeocodeResult {
  return {
    verified: false,
    status,
    LocationType: null,
    Coordinates: null,
    Components: [],
    formattedAddress: null,
    recommended: null,
  };
}

/**
 * The text the geocoder is asked about. Additional address info (suite, unit, attention line) is left out:
 * geocoders place buildings, and such lines only lower their precision.
 */
export function queryOf(a: GeocodeAddress): string {
  const region = [a.state, a.postalCode]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(' ');
  return [a.street, a.city, region, a.country]
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(', ');
}

// The Google Geocoding API answer (https://developers.google.com/maps/documentation/geocoding), which other
// public geocoders (and our fake) also speak.
export interface GoogleComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
export interface GoogleResult {
  formatted_address?: string;
  geometry?: { location?: { lat: number; lng: number }; location_type?: string };
  address_components?: GoogleComponent[];
}
export interface GoogleResponse {
  status?: string;
  results?: GoogleResult[];
  error_message?: string;
}

/** The first result mapped to the contract; verified (with a recommended address) only at rooftop precision. */
export function fromGoogle(result: GoogleResult, entered: GeocodeAddress): GeocodeResult {
  const components = (result.address_components ?? []).map((c) => ({
    types: [...(c.types ?? [])],
    short_name: String(c.short_name ?? ''),
    long_name: String(c.long_name ?? ''),
  }));
  const location = result.geometry?.location;
  const coordinates =
    location && Number.isFinite(location.lat) && Number.isFinite(location.lng)
      ? { lat: location.lat, lng: location.lng }
      : null;
  const locationType = result.geometry?.location_type ?? null;
  const formattedAddress = result.formatted_address ?? null;
  const rooftop = locationType === ROOFTOP && coordinates !== null;
  return {
    verified: rooftop,
    status: 'OK',
    LocationType: locationType,
    Coordinates: coordinates,
    Components: components,
    formattedAddress,
    recommended: rooftop ? recommendedAddress(components, coordinates, formattedAddress, entered) : null,
  };
}

function recommendedAddress(
  components: GoogleComponent[],
  at: { lat: number; lng: number },
  formattedAddress: string | null,
  entered: GeocodeAddress,
): NonNullable<GeocodeResult['recommended']> {
  const find = (...types: string[]) => {
    for (const type of types) {
      const c = components.find((x) => x.types.includes(type));
      if (c) return c;
    }
    return undefined;
  };
  // Short route names ("Blake St") are what the geocoder's own formatted address and postal usage show.
  const street = [find('street_number')?.long_name, find('route')?.short_name].filter(Boolean).join(' ');
  const postal = find('postal_code')?.long_name;
  const suffix = find('postal_code_suffix')?.long_name;
  return {
    street: street || entered.street || null,
    additionalAddressInfo: entered.additionalAddressInfo ?? null,
    city: find('locality', 'postal_town', 'sublocality', 'administrative_area_level_3')?.long_name ?? null,
    state: find('administrative_area_level_1')?.short_name ?? null,
    postalCode: postal ? (suffix ? `${postal}-${suffix}` : postal) : null,
    country: find('country')?.short_name ?? entered.country ?? 'US',
    isVerified: true,
    isConfirmed: true,
    latitude: String(at.lat),
    longitude: String(at.lng),
    formattedAddress,
  };
}
