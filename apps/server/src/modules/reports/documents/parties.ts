// Reports may read across modules (ARCHITECTURE section 2): who a document is from and to, for the shared
// PDF layout (letterhead, remit-to office, bill-to customer, service location, supplier, ship-to).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { cityLine, type Letterhead, lines, type Party } from '../../../platform/pdf';
import { addresses } from '../../addresses/addresses.table';
import { contacts } from '../../contacts/contacts.table';
import { customers } from '../../customers/customers.table';
import { locations } from '../../locations/locations.table';
import { companies, offices } from '../../organization/organization.table';
import { suppliers } from '../../suppliers/suppliers.table';
import { warehouses } from '../../warehouses/warehouses.table';

type AddressRow = typeof addresses.$inferSelect | null;

export function addressLines(a: AddressRow): string[] {
  if (!a) return [];
  return lines(a.street, a.additionalAddressInfo, cityLine(a.city, a.state, a.postalCode));
}

export interface Sender {
  letterhead: Letterhead;
  remitTo: Party;
  companyName: string;
}

/** The company and the document's office (the company's first office when the document names none). */
export async function senderOf(db: Db, officeId: number | null | undefined): Promise<Sender> {
  const [row] = await db
    .select({ office: offices, company: companies })
    .from(offices)
    .innerJoin(companies, eq(companies.id, offices.companyId))
    .where(officeId ? eq(offices.id, officeId) : undefined)
    .orderBy(asc(offices.id))
    .limit(1);
  const [anyCompany] = row
    ? [row.company]
    : await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  const company = anyCompany ?? { name: 'Fieldline', legalName: null, phone: null, email: null };
  const o = row?.office;
  const officeLines = o ? lines(o.address1, o.address2, cityLine(o.city, o.state, o.postalCode)) : [];
  const phone = o?.phoneNumber || company.phone;
  return {
    companyName: company.name,
    // The organization keeps no logo image yet: the name is drawn (docs/documents.md).
    letterhead: {
      companyName: company.name,
      logo: null,
      lines: [...officeLines, ...lines(phone ? `Phone ${phone}` : null, company.email)],
    },
    remitTo: {
      label: 'Remit To',
      name: company.legalName || company.name,
      lines: o ? [...lines(o.name !== company.name ? o.name : null), ...officeLines] : [],
    },
  };
}

export interface CustomerParty {
  party: Party;
  /** Where the document goes by e-mail: the customer's e-mail, else its primary contact's. */
  email: string | null;
}

/** "Bill To": the customer with its billing address (the location's when the customer has none). */
export async function billTo(
  db: Db,
  customerId: number,
  locationId: number | null | undefined,
): Promise<CustomerParty> {
  const [c] = await db
    .select({ customer: customers, address: addresses })
    .from(customers)
    .leftJoin(addresses, eq(addresses.id, customers.billingAddressId))
    .where(eq(customers.id, customerId));
  const location = locationId ? await serviceLocation(db, locationId) : null;
  const [primary] = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.customerId, customerId), eq(contacts.isActive, true)))
    .orderBy(desc(contacts.isPrimaryContact), asc(contacts.id))
    .limit(1);
  const address = c?.address ? addressLines(c.address) : (location?.lines ?? []);
  return {
    party: {
      label: 'Bill To',
      name: c?.customer.name ?? '',
      lines: [...address, ...lines(c?.customer.accountNumber ? `Account ${c.customer.accountNumber}` : null)],
    },
    email: c?.customer.email || primary?.email || null,
  };
}

export async function serviceLocation(db: Db, locationId: number): Promise<Party | null> {
  const [l] = await db
    .select({ name: locations.name, address: addresses })
    .from(locations)
    .leftJoin(addresses, eq(addresses.id, locations.addressId))
    .where(eq(locations.id, locationId));
  if (!l) return null;
  const address = addressLines(l.address);
  // Most locations are named after their street: print the street once.
  const rest = address[0]?.toLowerCase() === l.name.toLowerCase() ? address.slice(1) : address;
  return { label: 'Service Location', name: l.name, lines: rest };
}

/** The supplier a purchase order goes to, with its contact and e-mail. */
export async function supplierParty(db: Db, supplierId: number): Promise<CustomerParty> {
  const [s] = await db
    .select({ supplier: suppliers, address: addresses })
    .from(suppliers)
    .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
    .where(eq(suppliers.id, supplierId));
  return {
    party: {
      label: 'Vendor',
      name: s?.supplier.name ?? '',
      lines: [
        ...lines(s?.supplier.contactName ? `Attn: ${s.supplier.contactName}` : null),
        ...addressLines(s?.address ?? null),
        ...lines(s?.supplier.phone ? `Phone ${s.supplier.phone}` : null, s?.supplier.email),
      ],
    },
    email: s?.supplier.email || null,
  };
}

/** "Ship To": the warehouse (at its office's address), else the office. */
export async function shipTo(db: Db, warehouseId: number | null, officeId: number): Promise<Party> {
  const [w] = warehouseId
    ? await db.select().from(warehouses).where(eq(warehouses.id, warehouseId))
    : [undefined];
  const [o] = await db
    .select()
    .from(offices)
    .where(eq(offices.id, w?.officeId ?? officeId));
  return {
    label: 'Ship To',
    name: w ? w.name : (o?.name ?? ''),
    lines: o
      ? [
          ...lines(w ? o.name : null),
          ...lines(o.address1, o.address2, cityLine(o.city, o.state, o.postalCode)),
          ...lines(o.phoneNumber ? `Phone ${o.phoneNumber}` : null),
        ]
      : [],
  };
}
