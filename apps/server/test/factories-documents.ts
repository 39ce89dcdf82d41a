import { asc, eq } from 'drizzle-orm';
import { addresses } from '../src/modules/addresses/addresses.table';
import { customers } from '../src/modules/customers/customers.table';
import { locations } from '../src/modules/locations/locations.table';
import { companies, offices } from '../src/modules/organization/organization.table';
import { bankAccounts } from '../src/modules/payments/payments.table';
import { taxSchedules } from '../src/modules/taxes/taxes.table';
import { createCustomer, createLocation } from './factories';
import { seedItem, seedSupplier, seedWarehouse } from './factories-stock';
import { seedBid } from './factories-work';
import type { TestApp } from './harness';

/**
 * Fixed documents for the PDF tests (docs/documents.md): every name, date and amount is given, so the
 * rendered pages are the same on every run (the reference images compare them). `tag` keeps the unique
 * columns (account numbers, item codes, document numbers) apart when a file seeds twice.
 */
export async function seedDocuments(t: TestApp, admin: string, tag = '') {
  const db = t.database.db;
  const api = t.as(admin);
  const ok = async (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return JSON.parse(res.body);
  };

  const [office] = await db.select().from(offices).orderBy(asc(offices.id)).limit(1);
  await db
    .update(offices)
    .set({
      address1: '4800 Industrial Way',
      address2: null,
      city: 'Denver',
      state: 'CO',
      postalCode: '80216',
      phoneNumber: '(303) 555-0140',
    })
    .where(eq(offices.id, office.id));
  await db
    .update(companies)
    .set({
      name: 'Summit Mechanical',
      legalName: 'Summit Mechanical Services LLC',
      email: 'billing@summitmech.test',
    })
    .where(eq(companies.id, office.companyId));

  const customer = await createCustomer(t, admin, {
    name: 'Harbor View Apartments',
    accountNumber: `HV-1001${tag}`,
    email: 'ap@harborview.test',
  });
  const [billing] = await db
    .insert(addresses)
    .values({ street: 'PO Box 2210', city: 'Lakewood', state: 'CO', postalCode: '80226' })
    .returning();
  await db.update(customers).set({ billingAddressId: billing.id }).where(eq(customers.id, customer.id));
  const location = await createLocation(t, admin, customer.id, { name: 'Harbor View - Building A' });
  const [site] = await db
    .insert(addresses)
    .values({ street: '1200 Harbor Blvd', city: 'Denver', state: 'CO', postalCode: '80204' })
    .returning();
  await db.update(locations).set({ addressId: site.id }).where(eq(locations.id, location.id));

  const item = (code: string, name: string, description: string, price: string, cost: string) =>
    seedItem(t, { itemCode: `${code}${tag}`, name, description, price, cost });
  const compressor = await item(
    'CMP-300',
    'Scroll compressor 3 ton',
    'Scroll compressor, 3 ton',
    '1450.0000',
    '910.0000',
  );
  const filter = await item(
    'FLT-2025',
    'Pleated filter 20x25',
    'Pleated filter 20x25x2, MERV 11',
    '18.5000',
    '6.2500',
  );
  const labor = await item(
    'LAB-TECH',
    'Technician labor',
    'Service technician, per hour',
    '125.0000',
    '48.0000',
  );
  const refrigerant = await item(
    'REF-410',
    'R-410A refrigerant',
    'R-410A refrigerant, per lb',
    '42.0000',
    '19.0000',
  );

  const [schedule] = await db.select().from(taxSchedules).orderBy(asc(taxSchedules.id)).limit(1);
  const invoice = await ok(
    await api({
      method: 'POST',
      url: '/v1/invoices',
      payload: {
        customerId: customer.id,
        locationId: location.id,
        officeId: office.id,
        invoiceDate: '2026-11-02',
        dueDate: '2026-12-02',
        poNumber: 'HV-7781',
        notes: 'Compressor replaced on rooftop unit 2. Warranty on parts: one year.',
        taxScheduleId: schedule?.id ?? null,
        lines: [
          {
            itemId: compressor.id,
            description: compressor.description,
            quantity: '1',
            unitPrice: '1450.00',
            unitCost: '910.00',
            groupName: 'Equipment',
          },
          {
            itemId: refrigerant.id,
            description: refrigerant.description,
            quantity: '6.5',
            unitPrice: '42.00',
            unitCost: '19.00',
            groupName: 'Equipment',
          },
          {
            itemId: filter.id,
            description: filter.description,
            quantity: '4',
            unitPrice: '18.50',
            unitCost: '6.25',
            groupName: 'Equipment',
          },
          {
            itemId: labor.id,
            description: 'Technician labor, 3.5 hours',
            quantity: '3.5',
            unitPrice: '125.00',
            unitCost: '48.00',
            isTaxable: false,
            groupName: 'Labor',
          },
        ],
      },
    }),
    'invoice',
  );

  const [bank] = await db.select().from(bankAccounts).orderBy(asc(bankAccounts.id)).limit(1);
  const deposit = await ok(
    await api({
      method: 'POST',
      url: '/v1/invoices/deposit',
      payload: {
        CustomerId: customer.id,
        DepositAmount: '2500.00',
        InvoiceDate: '2026-11-03',
        InvoiceSource: 'Customer',
        customerLocationId: location.id,
        Notes: 'Deposit for the boiler replacement.',
        PaymentMethodId: 16,
        PaymentBankAccountId: bank.id,
        ECheckNameOnCheck: 'Harbor View Apartments',
        ECheckNumber: '5521',
        ECheckRoutingNumber: '021000021',
        ECheckAccountNumber: '99887766',
      },
    }),
    'deposit',
  );

  const bid = await seedBid(t, admin, {
    customerId: customer.id,
    locationId: location.id,
    bidNumber: `B-2040${tag}`,
    name: 'Boiler replacement',
    projectName: 'Building A boiler replacement',
    bidDate: '2026-11-05',
    expirationDate: '2026-12-05',
  });
  // Equipment: every detail shown. Labor: the lines show without prices, the group's subtotal does.
  // Permits: a lump sum, no lines.
  const group = async (name: string, flags: Record<string, boolean>) =>
    ok(
      await api({ method: 'POST', url: `/v1/bids/${bid.id}/item-groups`, payload: { name, ...flags } }),
      'group',
    );
  const equipmentGroup = await group('Equipment', { showTaxAndTotal: false });
  const laborGroup = await group('Labor', { showPrice: false, showQuantity: true, showTaxAndTotal: false });
  const permitGroup = await group('Permits and disposal', {
    showDetail: false,
    showSubtotal: true,
    showTaxAndTotal: false,
  });
  const line = async (
    itemId: number,
    groupId: number,
    quantity: string,
    price: string,
    description?: string,
  ) =>
    ok(
      await api({
        method: 'POST',
        url: `/v1/bids/${bid.id}/items`,
        payload: { itemId, groupId, quantity, price, ...(description ? { description } : {}) },
      }),
      'bid line',
    );
  await line(
    compressor.id,
    equipmentGroup.id,
    '1',
    '1450.0000',
    'High-efficiency condensing boiler, 199 MBH',
  );
  await line(filter.id, equipmentGroup.id, '2', '18.5000');
  await line(labor.id, laborGroup.id, '16', '125.0000', 'Installation crew, 2 technicians');
  await line(
    refrigerant.id,
    permitGroup.id,
    '1',
    '385.0000',
    'City mechanical permit and old boiler disposal',
  );
  const proposal = await ok(
    await api({
      method: 'POST',
      url: `/v1/bids/${bid.id}/proposals`,
      payload: {
        name: 'Boiler replacement proposal',
        introduction:
          'Thank you for the opportunity to quote the boiler replacement at Building A. The work below includes removal of the existing boiler, installation of the new unit, and start-up.',
        terms: '50% deposit on acceptance, balance on completion. Quote valid for 30 days.',
      },
    }),
    'proposal',
  );

  const supplier = await seedSupplier(t, {
    name: 'Front Range HVAC Supply',
    accountNumber: `FR-88${tag}`,
    email: 'orders@frontrange.test',
    contactName: 'Maria Lopez',
    phone: '(303) 555-0199',
  });
  const warehouse = await seedWarehouse(t, { name: `Main Warehouse${tag}` });
  const po = await ok(
    await api({
      method: 'POST',
      url: '/v1/purchaseorders',
      payload: {
        supplierId: supplier.id,
        officeId: office.id,
        warehouseId: warehouse.id,
        orderDate: '2026-11-06',
        expectedDate: '2026-11-13',
        supplierReference: 'Q-55102',
        notes: 'Deliver to the back dock between 7 am and 3 pm.',
        items: [
          { itemId: compressor.id, quantity: '2', unitCost: '910.0000' },
          { itemId: filter.id, quantity: '24', unitCost: '6.2500' },
          { itemId: refrigerant.id, quantity: '25', unitCost: '19.0000' },
        ],
      },
    }),
    'purchase order',
  );

  return {
    office,
    customer,
    location,
    invoice,
    depositId: deposit.invoiceId as number,
    bid,
    proposal,
    supplier,
    po,
  };
}
