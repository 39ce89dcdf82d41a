import {
  type Address,
  type AddressInput,
  POSTAL_CODE_PATTERN,
  ROOFTOP,
  type VerifyAddressBody,
  type VerifyAddressResult,
} from '@fieldline/contracts/addresses/addresses.contract';

/** What the panel edits: the contract's address input, every field optional. */
export type AddressValue = AddressInput;

export type AddressField = 'street' | 'additionalAddressInfo' | 'city' | 'state' | 'postalCode' | 'country';

/** Fields the geocoder reads; editing any of them invalidates an earlier verification (spec 2 section 4). */
export const VERIFICATION_FIELDS: ReadonlySet<AddressField> = new Set([
  'street',
  'city',
  'state',
  'postalCode',
  'country',
]);

export const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'MX', label: 'Mexico' },
];

export function emptyAddress(): AddressValue {
  return {
    street: '',
    additionalAddressInfo: '',
    city: '',
    state: null,
    postalCode: '',
    country: 'US',
    isVerified: false,
    isConfirmed: false,
    latitude: null,
    longitude: null,
    formattedAddress: null,
  };
}

/** The editable part of a stored address (or of nothing), ready for the panel. */
export function toAddressValue(address: Address | AddressValue | null | undefined): AddressValue {
  if (!address) return emptyAddress();
  return {
    street: address.street ?? '',
    additionalAddressInfo: address.additionalAddressInfo ?? '',
    city: address.city ?? '',
    state: address.state ?? null,
    postalCode: address.postalCode ?? '',
    country: address.country || 'US',
    isVerified: address.isVerified ?? false,
    isConfirmed: address.isConfirmed ?? false,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
    formattedAddress: address.formattedAddress ?? null,
  };
}

const filled = (s: string | null | undefined) => (s ?? '').trim().length > 0;

export function isBlankAddress(a: AddressValue | null | undefined): boolean {
  if (!a) return true;
  return ![a.street, a.additionalAddressInfo, a.city, a.state, a.postalCode].some(filled);
}

export function isValidPostalCode(code: string | null | undefined): boolean {
  return !filled(code) || POSTAL_CODE_PATTERN.test((code ?? '').trim());
}

/** A geocoder needs a street and either a city with its state or a postal code. */
export function canVerify(a: AddressValue): boolean {
  return filled(a.street) && ((filled(a.city) && filled(a.state)) || filled(a.postalCode));
}

/** An edit of one field; verification fields also drop both flags and the old coordinates. */
export function editAddress(a: AddressValue, field: AddressField, value: string | null): AddressValue {
  const next: AddressValue = { ...a, [field]: value };
  if (!VERIFICATION_FIELDS.has(field)) return next;
  return {
    ...next,
    isVerified: false,
    isConfirmed: false,
    latitude: null,
    longitude: null,
    formattedAddress: null,
  };
}

export function verifyBody(a: AddressValue): VerifyAddressBody {
  const t = (s: string | null | undefined) => (filled(s) ? (s ?? '').trim() : null);
  return {
    street: t(a.street),
    additionalAddressInfo: t(a.additionalAddressInfo),
    city: t(a.city),
    state: t(a.state),
    postalCode: t(a.postalCode),
    country: t(a.country),
  };
}

/** Rooftop precision is the only answer good enough to offer as the recommended address. */
export function isRooftop(result: VerifyAddressResult): boolean {
  return result.verified || result.LocationType === ROOFTOP;
}

function component(result: VerifyAddressResult, type: string): string | null {
  return result.Components.find((c) => c.types.includes(type))?.short_name ?? null;
}

/** The geocoder's address in the panel's fields: its own `recommended`, else read from the components. */
export function recommendedFields(result: VerifyAddressResult): Partial<AddressValue> {
  if (result.recommended) return result.recommended;
  const number = component(result, 'street_number');
  const route = component(result, 'route');
  const zip = component(result, 'postal_code');
  const suffix = component(result, 'postal_code_suffix');
  return {
    street: [number, route].filter(Boolean).join(' ') || null,
    city: component(result, 'locality') ?? component(result, 'sublocality'),
    state: component(result, 'administrative_area_level_1'),
    postalCode: zip && suffix ? `${zip}-${suffix}` : zip,
    country: component(result, 'country') ?? undefined,
  };
}

/** The user took the geocoder's address: fields replaced, verified, confirmed, coordinates kept. */
export function acceptRecommended(entered: AddressValue, result: VerifyAddressResult): AddressValue {
  const rec = recommendedFields(result);
  const pick = <K extends AddressField>(k: K) => (filled(rec[k] as string | null) ? rec[k] : entered[k]);
  return {
    ...entered,
    street: pick('street'),
    additionalAddressInfo: pick('additionalAddressInfo'),
    city: pick('city'),
    state: pick('state'),
    postalCode: pick('postalCode'),
    country: (pick('country') as string | null | undefined) || entered.country || 'US',
    isVerified: true,
    isConfirmed: true,
    latitude: result.Coordinates ? String(result.Coordinates.lat) : (rec.latitude ?? null),
    longitude: result.Coordinates ? String(result.Coordinates.lng) : (rec.longitude ?? null),
    formattedAddress: result.formattedAddress ?? rec.formattedAddress ?? null,
  };
}

/** The user vouches for what they typed: confirmed, not verified. */
export function confirmEntered(entered: AddressValue): AddressValue {
  return { ...entered, isVerified: false, isConfirmed: true };
}

/** Display lines: street, additional info, 'City, ST 80216', and the country when not the US. */
export function addressLines(a: AddressValue | null | undefined): string[] {
  if (!a || isBlankAddress(a)) return [];
  const cityLine = [[a.city, a.state].filter(filled).join(', '), a.postalCode].filter(filled).join(' ');
  const country =
    a.country && a.country !== 'US' ? (COUNTRIES.find((c) => c.value === a.country)?.label ?? a.country) : '';
  return [a.street, a.additionalAddressInfo, cityLine, country].filter(filled) as string[];
}

export type AddressStatus = 'verified' | 'confirmed' | 'unverified';

export function addressStatus(a: AddressValue): AddressStatus {
  if (a.isVerified && a.isConfirmed) return 'verified';
  if (a.isConfirmed || a.isVerified) return 'confirmed';
  return 'unverified';
}
