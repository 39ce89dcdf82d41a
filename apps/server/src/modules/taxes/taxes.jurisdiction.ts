import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { taxSchedules } from './taxes.table';

/** "80202-1234" → "80202", "t2p 3h7" → "T2P3H7": the part before a ZIP+4 suffix, upper case, no spaces. */
export const normalizePostalCode = (code: string) => code.split('-')[0].replace(/\s+/g, '').toUpperCase();
const normalizeCity = (city: string) => city.trim().replace(/\s+/g, ' ').toLowerCase();

export interface AddressForTax {
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}

/** How specific a match is: a postal code beats a city, which beats a whole state. */
const POSTAL = 3;
const CITY = 2;
const STATE = 1;

/**
 * The active schedule whose jurisdiction matches the address, the most specific winning (docs/accounting/taxes.md):
 * the state must be the schedule's; then the address's postal code among the schedule's postal codes (3), else
 * its city among the schedule's cities (2), else a schedule covering the whole state (no cities, no postal
 * codes, no county: 1). A county schedule matches only through its cities or postal codes. Ties go to the schedule naming a county, then the lowest id. Null when nothing matches.
 */
export async function matchTaxSchedule(
  db: Db,
  address: AddressForTax | null | undefined,
): Promise<number | null> {
  const state = address?.state?.trim().toUpperCase();
  if (!state) return null;
  const candidates = await db
    .select({
      id: taxSchedules.id,
      county: taxSchedules.jurisdictionCounty,
      cities: taxSchedules.jurisdictionCities,
      postalCodes: taxSchedules.jurisdictionPostalCodes,
    })
    .from(taxSchedules)
    .where(and(eq(taxSchedules.isActive, true), eq(sql`upper(${taxSchedules.jurisdictionState})`, state)))
    .orderBy(asc(taxSchedules.id));
  const postal = address?.postalCode ? normalizePostalCode(address.postalCode) : null;
  const city = address?.city ? normalizeCity(address.city) : null;
  let best: { id: number; rank: number; county: boolean } | null = null;
  for (const s of candidates) {
    const rank =
      postal && s.postalCodes.includes(postal)
        ? POSTAL
        : city && s.cities.some((c) => normalizeCity(c) === city)
          ? CITY
          : !s.county && s.cities.length === 0 && s.postalCodes.length === 0
            ? STATE
            : 0;
    if (rank === 0) continue;
    const county = !!s.county;
    if (!best || rank > best.rank || (rank === best.rank && county && !best.county))
      best = { id: s.id, rank, county };
  }
  return best?.id ?? null;
}
