import type { customerSearchQuerySchema } from '@fieldline/contracts/customers/customers.contract';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import {
  cappedCount,
  estimatedRows,
  SEARCH_COUNT_CAP,
  SEARCH_DENSE_MATCHES,
  walkInOrder,
} from '../../platform/db/search';
import {
  currencies,
  currencyRates,
  customerAlerts,
  customerStatuses,
  customers,
  customerTypes,
} from './customers.table';

export type CustomerRecord = typeof customers.$inferSelect;
export type SearchFilter = z.output<typeof customerSearchQuerySchema>;

/** Case-insensitive account-number equality: the unique index is on lower(account_number). */
export const sameAccountNumber = (accountNumber: string) =>
  sql`lower(${customers.accountNumber}) = lower(${accountNumber})`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search filter; ILIKE on exactly the columns of the trigram indexes so they are used. */
export function searchWhere(f: Omit<SearchFilter, 'offset' | 'limit' | 'fields'>): SQL | undefined {
  const pattern = f.query ? `%${escapeLike(f.query)}%` : undefined;
  return and(
    pattern ? or(ilike(customers.name, pattern), ilike(customers.accountNumber, pattern)) : undefined,
    f.isActive === undefined ? undefined : eq(customers.isActive, f.isActive),
    f.statusId ? eq(customers.statusId, f.statusId) : undefined,
    f.typeId ? eq(customers.typeId, f.typeId) : undefined,
    f.accountNumber ? sameAccountNumber(f.accountNumber) : undefined,
  );
}

const searchColumns = {
  id: customers.id,
  name: customers.name,
  accountNumber: customers.accountNumber,
  status: customerStatuses.name,
  type: customerTypes.name,
  billingAddressId: customers.billingAddressId,
  phone: customers.phone,
  isActive: customers.isActive,
};
function selectSearchRows(db: Db, where: SQL | undefined) {
  return db
    .select(searchColumns)
    .from(customers)
    .leftJoin(customerStatuses, eq(customerStatuses.id, customers.statusId))
    .leftJoin(customerTypes, eq(customerTypes.id, customers.typeId))
    .where(where);
}
export type SearchRecord = Awaited<ReturnType<typeof selectSearchRows>>[number];

/**
 * One page ordered by name and id, except that the customer whose account number is exactly the query
 * comes first. It is found on its own (unique index) so the page itself stays an index-ordered scan.
 *
 * The count is capped (SEARCH_COUNT_CAP). The page avoids walking `customers_name_idx` across the
 * table when the matches are few or sit late in the alphabet ('rocky'): with many matches it walks
 * the name index (walkInOrder); with few, or when they are clustered away from the start of the
 * alphabet, the matches are found through the trigram indexes and sorted (`name || ''` cannot be read
 * from the name index, so the planner does not walk it).
 */
/** The walk of `customers_name_idx`: its INCLUDE columns cover the search filter. */
const byName = {
  table: customers,
  tableName: 'customers',
  columns: {
    name: customers.name,
    id: customers.id,
    accountNumber: customers.accountNumber,
    isActive: customers.isActive,
    statusId: customers.statusId,
    typeId: customers.typeId,
  },
  order: ['name', 'id'],
};

export async function searchCustomers(
  db: Db,
  f: SearchFilter,
): Promise<{ rows: SearchRecord[]; count: number }> {
  const where = searchWhere(f);
  // The planner's estimate of the matches: whether counting goes through the trigram indexes, and
  // whether walking the name index on is worth it (walkInOrder).
  const [[exact], estimate] = await Promise.all([
    f.query ? selectSearchRows(db, and(where, sameAccountNumber(f.query))).limit(1) : Promise.resolve([]),
    estimatedRows(db, db.select({ id: customers.id }).from(customers).where(where).getSQL()),
  ]);
  const total = await cappedCount(
    db,
    customers,
    where,
    (f.query?.length ?? 0) >= 3 && estimate < SEARCH_DENSE_MATCHES,
  );
  const offset = exact ? Math.max(0, f.offset - 1) : f.offset;
  const limit = exact && f.offset === 0 ? f.limit - 1 : f.limit;
  const pageWhere = and(where, exact ? ne(customers.id, exact.id) : undefined);
  let page: SearchRecord[] = [];
  // A capped count says nothing of how far the matches go: a later page may still hold some.
  if (limit > 0 && (offset < total || total > SEARCH_COUNT_CAP)) {
    const walked =
      total > SEARCH_COUNT_CAP
        ? await walkInOrder(db, { ...byName, where: pageWhere, offset, limit, estimate })
        : undefined;
    page = walked
      ? walked.length === 0
        ? []
        : await selectSearchRows(db, inArray(customers.id, walked)).orderBy(
            asc(customers.name),
            asc(customers.id),
          )
      : await selectSearchRows(db, pageWhere)
          .orderBy(sql`${customers.name} || ''`, asc(customers.id))
          .offset(offset)
          .limit(limit);
  }
  const rows = exact && f.offset === 0 ? [exact, ...page] : page;
  return { rows, count: total };
}

export async function countCustomers(db: Db, f: Omit<SearchFilter, 'offset' | 'limit' | 'fields'>) {
  const [row] = await db.select({ n: count() }).from(customers).where(searchWhere(f));
  return Number(row.n);
}

export async function findCustomer(db: Db, id: number): Promise<CustomerRecord | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function findCustomers(db: Db, ids: number[]): Promise<CustomerRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(customers).where(inArray(customers.id, ids));
}

/** Another customer holding this account number, whatever its case. */
export async function accountNumberTaken(db: Db, accountNumber: string, exceptId?: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sameAccountNumber(accountNumber), exceptId ? ne(customers.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The rate in effect per currency: the latest active one not in the future (else the latest active). */
export async function activeRates(db: Db, currencyIds: number[]): Promise<Map<number, string>> {
  if (currencyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([currencyRates.currencyId], {
      currencyId: currencyRates.currencyId,
      rate: currencyRates.rate,
    })
    .from(currencyRates)
    .where(and(inArray(currencyRates.currencyId, currencyIds), eq(currencyRates.isActive, true)))
    .orderBy(
      currencyRates.currencyId,
      sql`(${currencyRates.effectiveDate} <= current_date) desc`,
      sql`${currencyRates.effectiveDate} desc`,
      sql`${currencyRates.id} desc`,
    );
  return new Map(rows.map((r) => [r.currencyId, r.rate]));
}

export async function findCurrency(db: Db, id: number) {
  const [row] = await db.select().from(currencies).where(eq(currencies.id, id));
  return row;
}

export async function findCurrencyByCode(db: Db, abbreviation: string) {
  const [row] = await db
    .select()
    .from(currencies)
    .where(sql`upper(${currencies.abbreviation}) = upper(${abbreviation})`);
  return row;
}

export async function findStatus(db: Db, id: number) {
  const [row] = await db.select().from(customerStatuses).where(eq(customerStatuses.id, id));
  return row;
}

export async function findStatusByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(customerStatuses)
    .where(sql`lower(${customerStatuses.name}) = lower(${name})`)
    .orderBy(asc(customerStatuses.id))
    .limit(1);
  return row;
}

export async function findType(db: Db, id: number) {
  const [row] = await db.select().from(customerTypes).where(eq(customerTypes.id, id));
  return row;
}

/** Alerts in effect today: active and within their dates (open ends allowed). */
export const alertInEffect = and(
  eq(customerAlerts.isActive, true),
  sql`(${customerAlerts.startDate} is null or ${customerAlerts.startDate} <= current_date)`,
  sql`(${customerAlerts.endDate} is null or ${customerAlerts.endDate} >= current_date)`,
);

export async function activeAlertCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerAlerts)
    .where(and(eq(customerAlerts.customerId, customerId), alertInEffect));
  return Number(row.n);
}
