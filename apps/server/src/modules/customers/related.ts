// What the customers module needs from the modules above it (locations, contacts, invoices, payments):
// they fill this registry from their index.ts as they load, so customers imports none of them.
import type { BalanceSummary, CustomerDetails } from '@fieldline/contracts/customers/customers.contract';
import type { Db } from '../../platform/db/database';
import type { AddressInput } from '../addresses';

export interface NewCustomerLocation {
  customerId: number;
  name: string;
  address: AddressInput | null;
  userId: number;
  billingCustomerId?: number | null;
}

/** The invoices module's part of the balance summary: open invoices aged by due date. */
export type CustomerInvoiceFigures = Pick<
  BalanceSummary,
  'openInvoices' | 'pastDue' | 'over30' | 'over60' | 'over90'
> & { openBalance: string };

/** The payments module's part: unapplied credits and the last payment. */
export type CustomerPaymentFigures = Pick<
  BalanceSummary,
  'unappliedCredits' | 'lastPaymentDate' | 'lastPaymentAmount'
>;

export interface CustomerRelated {
  locationCount(db: Db, customerId: number): Promise<number>;
  locationIds(db: Db, customerId: number): Promise<number[]>;
  /** The location a new customer gets when asked for (returns its id). */
  createLocation(db: Db, input: NewCustomerLocation): Promise<number>;
  contactCount(db: Db, customerId: number): Promise<number>;
  contactIds(db: Db, customerId: number, options?: { includeInactive?: boolean }): Promise<number[]>;
  primaryContact(db: Db, customerId: number): Promise<CustomerDetails['primaryContact']>;
  invoiceFigures(db: Db, customerId: number): Promise<CustomerInvoiceFigures>;
  paymentFigures(db: Db, customerId: number): Promise<CustomerPaymentFigures>;
}

const related: Partial<CustomerRelated> = {};

/** Each module above customers registers its part (locations, contacts, invoices, payments). */
export function registerCustomerRelated(part: Partial<CustomerRelated>): void {
  Object.assign(related, part);
}

function need<K extends keyof CustomerRelated>(name: K): CustomerRelated[K] {
  const provider = related[name];
  if (!provider)
    throw new Error(`customers: no ${name} registered (the module that provides it is not loaded)`);
  return provider;
}

export const createLocationForCustomer = (db: Db, input: NewCustomerLocation) =>
  need('createLocation')(db, input);
export const primaryContactOf = (db: Db, customerId: number) => need('primaryContact')(db, customerId);
export const locationIdsOfCustomer = (db: Db, customerId: number) => need('locationIds')(db, customerId);
export const contactIdsOfCustomer = (db: Db, customerId: number, options?: { includeInactive?: boolean }) =>
  need('contactIds')(db, customerId, options);

export async function relatedCounts(db: Db, customerId: number) {
  const [locationCount, contactCount] = await Promise.all([
    need('locationCount')(db, customerId),
    need('contactCount')(db, customerId),
  ]);
  return { locationCount, contactCount };
}

/** The receivable figures of the balance summary: one statement in invoices, one in payments. */
export async function receivableFigures(db: Db, customerId: number) {
  const [aging, paid] = await Promise.all([
    need('invoiceFigures')(db, customerId),
    need('paymentFigures')(db, customerId),
  ]);
  return { ...aging, ...paid };
}
