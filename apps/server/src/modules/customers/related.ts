// The one place the customers module reads other modules (through their index.ts exports).
import type { Db } from '../../platform/db/database';
import { contactCountOfCustomer } from '../contacts';
import { createLocationForCustomer, locationCountOfCustomer } from '../locations';

export { primaryContactOfCustomer as primaryContactOf } from '../contacts';
// Re-exports keep live bindings: the modules import each other, so a copied value could be undefined.
export { createLocationForCustomer };

export async function relatedCounts(db: Db, customerId: number) {
  const [locationCount, contactCount] = await Promise.all([
    locationCountOfCustomer(db, customerId),
    contactCountOfCustomer(db, customerId),
  ]);
  return { locationCount, contactCount };
}
