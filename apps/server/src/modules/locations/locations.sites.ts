import type { Db } from '../../platform/db/database';
import { addressLine, loadAddresses } from '../addresses';
import * as repo from './locations.repository';

/** A job site as the technician's day shows it: name, one-line address and the hours of one weekday. */
export interface LocationSite {
  id: number;
  name: string;
  address: string;
  hours: { openTime: string | null; closeTime: string | null; isClosed: boolean } | null;
}

/**
 * Many sites in three queries (locations, addresses, hours) whatever their number (issue 18 item 4).
 * `weekday` is 1 Monday .. 7 Sunday, the hours-of-operation numbering.
 */
export async function locationSites(
  db: Db,
  ids: number[],
  weekday: number,
): Promise<Map<number, LocationSite>> {
  const unique = [...new Set(ids)];
  const [rows, hours] = await Promise.all([repo.findLocations(db, unique), repo.hoursOf(db, unique)]);
  const addresses = await loadAddresses(
    db,
    rows.map((r) => r.addressId),
  );
  return new Map(
    rows.map((r) => {
      const a = r.addressId ? addresses.get(r.addressId) : undefined;
      const h = hours.find((x) => x.locationId === r.id && x.day === weekday);
      return [
        r.id,
        {
          id: r.id,
          name: r.name,
          address: a ? addressLine(a) : '',
          hours: h ? { openTime: h.openTime, closeTime: h.closeTime, isClosed: h.isClosed } : null,
        },
      ];
    }),
  );
}
