import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { nullIfNotFound, registerMergeTagSource } from '../templates';
import { getCustomer } from './customers.read';
import { customers } from './customers.table';
import { primaryContactOf } from './related';

const newest = async (db: Db) =>
  (await db.select({ id: customers.id }).from(customers).orderBy(desc(customers.id)).limit(1))[0]?.id ?? null;

/** The customer's tags, for its own templates and for every record that belongs to a customer. */
export function registerCustomerMergeTags() {
  registerMergeTagSource({
    recordType: 'customer',
    label: 'Customer',
    tags: [
      { tag: 'Customer.Name', description: "The customer's name", example: 'Alpine Dental Group' },
      { tag: 'Customer.AccountNumber', description: "The customer's account number", example: 'C-10042' },
      { tag: 'Customer.Phone', description: "The customer's phone number", example: '303-555-0177' },
      { tag: 'Customer.Email', description: "The customer's e-mail address", example: 'ap@alpinedental.com' },
      {
        tag: 'Customer.BillingAddress',
        description: 'The billing address',
        example: '455 Sherman St\nDenver, CO 80203',
      },
      { tag: 'Customer.ContactName', description: 'The primary contact’s name', example: 'Dana Lopez' },
    ],
    newestId: newest,
    async load(db, id) {
      const c = await nullIfNotFound(getCustomer(db, id));
      if (!c) return null;
      const contact = await primaryContactOf(db, id).catch(() => null);
      const a = c.billingAddress;
      const cityLine = a
        ? [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
        : '';
      return {
        label: `Customer ${c.name}`,
        values: {
          'Customer.Name': c.name,
          'Customer.AccountNumber': c.accountNumber,
          'Customer.Phone': c.phone,
          'Customer.Email': c.email,
          'Customer.BillingAddress': a
            ? [a.street, a.additionalAddressInfo, cityLine].filter(Boolean).join('\n')
            : null,
          'Customer.ContactName': contact?.displayName,
        },
      };
    },
  });
  // Statements belong to the money layer (another module registers 'statement'); until it does, a
  // statement template (type 10) renders for a customer and may use the customer's tags.
  registerMergeTagSource(
    {
      recordType: 'statement',
      label: 'Statement',
      tags: [],
      related: ['customer'],
      newestId: newest,
      load: async (db, id) =>
        (await nullIfNotFound(getCustomer(db, id)))
          ? { label: `Statement for customer ${id}`, values: {}, related: { customer: id } }
          : null,
    },
    { provisional: true },
  );
}
