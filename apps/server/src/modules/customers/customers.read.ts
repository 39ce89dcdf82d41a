import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  BalanceSummary,
  Customer,
  CustomerDetails,
  CustomerRef,
  CustomerSearchRow,
} from '@fieldline/contracts/customers/customers.contract';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { loadAddresses } from '../addresses';
import { listAlerts } from './alerts.service';
import * as repo from './customers.repository';
import { primaryContactOf, receivableFigures, relatedCounts } from './related';

export async function getCustomer(db: Db, id: number): Promise<Customer> {
  const row = await repo.findCustomer(db, id);
  if (!row) throw notFound('customer');
  const [status, type, currency, rates, billing, addresses, counts, activeAlertCount] = await Promise.all([
    row.statusId ? repo.findStatus(db, row.statusId) : undefined,
    row.typeId ? repo.findType(db, row.typeId) : undefined,
    row.currencyId ? repo.findCurrency(db, row.currencyId) : undefined,
    repo.activeRates(db, row.currencyId ? [row.currencyId] : []),
    row.billingCustomerId ? repo.findCustomer(db, row.billingCustomerId) : undefined,
    loadAddresses(db, [row.billingAddressId]),
    relatedCounts(db, id),
    repo.activeAlertCount(db, id),
  ]);
  return {
    id: row.id,
    name: row.name,
    accountNumber: row.accountNumber,
    status: status ? { id: status.id, name: status.name } : null,
    type: type ? { id: type.id, name: type.name } : null,
    currency: currency
      ? {
          id: currency.id,
          abbreviation: currency.abbreviation,
          isAltCurrency: currency.isAltCurrency,
          rate: rates.get(currency.id) ?? '1',
        }
      : null,
    billingCustomer: billing
      ? { id: billing.id, name: billing.name, accountNumber: billing.accountNumber }
      : null,
    billingAddress: row.billingAddressId ? (addresses.get(row.billingAddressId) ?? null) : null,
    phone: row.phone,
    email: row.email,
    website: row.website,
    notes: row.notes,
    isActive: row.isActive,
    ...counts,
    activeAlertCount,
    ...auditOut(row),
  };
}

/** GetCustomerDetails: the customer page header in one call. */
export async function getCustomerDetails(db: Db, id: number): Promise<CustomerDetails> {
  const customer = await getCustomer(db, id);
  const [primaryContact, activeAlerts] = await Promise.all([
    primaryContactOf(db, id),
    listAlerts(db, { customerId: id, inEffect: true }),
  ]);
  return { ...customer, primaryContact, activeAlerts };
}

/** The typeahead search: one statement answers the rows as the contract shapes them and the capped count. */
export async function searchCustomers(
  db: Db,
  f: repo.SearchFilter,
): Promise<SearchResult<CustomerSearchRow>> {
  const { rows, count } = await repo.searchCustomers(db, f);
  return { data: rows, count_filtered: count };
}

/** Id, name and account number of many customers in one query (contacts and locations show them). */
export async function getCustomerRefs(
  db: Db,
  ids: (number | null | undefined)[],
): Promise<Map<number, CustomerRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const rows = await repo.findCustomers(db, wanted);
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, accountNumber: r.accountNumber }]));
}

export async function customerExists(db: Db, id: number): Promise<boolean> {
  return (await repo.findCustomer(db, id)) !== undefined;
}

/**
 * The customer's receivable (docs/accounting/payments.md, "Customer balance summary"): current balance is what
 * the customer owes net of its unapplied credits (its AR in the ledger), so it goes negative when it is in credit.
 */
export async function balanceSummary(db: Db, customerId: number): Promise<BalanceSummary> {
  const [exists, f] = await Promise.all([customerExists(db, customerId), receivableFigures(db, customerId)]);
  if (!exists) throw notFound('customer');
  return {
    customerId,
    currentBalance: moneyString(toDecimal(f.openBalance).minus(f.unappliedCredits)),
    pastDue: f.pastDue,
    over30: f.over30,
    over60: f.over60,
    over90: f.over90,
    unappliedCredits: f.unappliedCredits,
    openInvoices: f.openInvoices,
    lastPaymentDate: f.lastPaymentDate,
    lastPaymentAmount: f.lastPaymentAmount,
  };
}
