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

/** The receivable figures of the balance summary: one statement in invoices, one in payments. */
export async function receivableFigures(db: Db, customerId: number) {
  // Imported on first use: both modules import this one, and payments reads the customers tables while it
  // loads, so a static import here would hand it undefined tables whenever customers happens to load first.
  const [invoices, payments] = await Promise.all([import('../invoices'), import('../payments')]);
  const [aging, paid] = await Promise.all([
    invoices.customerInvoiceAging(db, customerId),
    payments.customerPaymentSummary(db, customerId),
  ]);
  return { ...aging, ...paid };
}
