// The one place the customers module reads other modules (through their index.ts exports).
import type { Db } from '../../platform/db/database';
import { contactCountOfCustomer, primaryContactOfCustomer } from '../contacts';
import { createLocationForCustomer, locationCountOfCustomer } from '../locations';

export { createLocationForCustomer };

export async function relatedCounts(db: Db, customerId: number) {
  const [locationCount, contactCount] = await Promise.all([
    locationCountOfCustomer(db, customerId),
    contactCountOfCustomer(db, customerId),
  ]);
  return { locationCount, contactCount };
}

export const primaryContactOf = primaryContactOfCustomer;
