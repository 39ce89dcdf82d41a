import type { Address, addressInputSchema } from '@fieldline/contracts/addresses/addresses.contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { addresses } from './addresses.table';

/** An address as the owner's body carries it, after `addressInputSchema` parsed it. */
export type AddressInput = z.output<typeof addressInputSchema>;
type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    street: row.street,
    additionalAddressInfo: row.additionalAddressInfo,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    isVerified: row.isVerified,
    isConfirmed: row.isConfirmed,
    formattedAddress: row.formattedAddress,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The address on one line, as sent to the geocoder and shown in lists and the audit log. */
export function addressLine(a: {
  street?: string | null;
  additionalAddressInfo?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}): string {
  const region = [a.state, a.postalCode].filter(Boolean).join(' ');
  return [a.street, a.additionalAddressInfo, a.city, region, a.country].filter(Boolean).join(', ');
}

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);
const coordinate = (v: string | number | null | undefined) =>
  v === undefined || v === null || v === '' ? null : String(v);

function columnsOf(input: AddressInput) {
  const latitude = coordinate(input.latitude);
  const longitude = coordinate(input.longitude);
  const values = {
    street: blankToNull(input.street),
    additionalAddressInfo: blankToNull(input.additionalAddressInfo),
    city: blankToNull(input.city),
    state: blankToNull(input.state?.toUpperCase()),
    postalCode: blankToNull(input.postalCode),
    country: input.country.toUpperCase(),
    // Confirming is the user's act; a verified address is always confirmed too (spec 2 section 4).
    isVerified: input.isVerified,
    isConfirmed: input.isConfirmed || input.isVerified,
    formattedAddress: blankToNull(input.formattedAddress),
    latitude,
    longitude,
  };
  return {
    ...values,
    // Confirmed without the geocoder's agreement: the user overrode a failed verification.
    overriden: values.isConfirmed && !values.isVerified,
    // The query the verification answered; only meaningful for a verified address.
    lastQuery: values.isVerified ? addressLine(values) : null,
  };
}

/**
 * Writes the owner's address and answers its id. No input (undefined or null) leaves the existing
 * address as it is: clearing an address is the owner's decision (it sets its own column to null).
 */
export async function saveAddress(
  db: Db,
  input: AddressInput | null | undefined,
  existingId: number | null,
  userId: number,
): Promise<number | null> {
  if (!input) return existingId;
  const values = columnsOf(input);
  if (existingId !== null) {
    const [row] = await db
      .update(addresses)
      .set({
        ...values,
        modifiedBy: userId,
        modifiedDate: sql`now()`,
        version: sql`${addresses.version} + 1`,
      })
      .where(eq(addresses.id, existingId))
      .returning({ id: addresses.id });
    if (row) return row.id;
  }
  const [row] = await db
    .insert(addresses)
    .values({ ...values, createdBy: userId, modifiedBy: userId })
    .returning({ id: addresses.id });
  return row.id;
}

/** Addresses by id in one query (null ids are skipped). */
export async function loadAddresses(
  db: Db,
  ids: (number | null | undefined)[],
): Promise<Map<number, Address>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(addresses).where(inArray(addresses.id, wanted));
  return new Map(rows.map((r) => [r.id, toAddress(r)]));
}

/**
 * A subquery answering the `city` and `state` of the address whose id is `addressId` (an SQL
 * expression of the caller's statement), for reads that must stay one statement (the typeahead
 * searches): `left join lateral (${cityAndState(sql`c.billing_address_id`)}) a on true`.
 */
export const cityAndState = (addressId: SQL) =>
  sql`select ${addresses.city} as city, ${addresses.state} as state from ${addresses} where ${addresses.id} = ${addressId}`;
