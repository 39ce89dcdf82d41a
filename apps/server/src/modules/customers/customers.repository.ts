import type {
  CustomerSearchRow,
  customerSearchQuerySchema,
} from '@fieldline/contracts/customers/customers.contract';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import {
  byShape,
  countAndRows,
  fieldColumn,
  needsRecheck,
  prefixWalk,
  queryRows,
  searchQueryCte,
  wordsMatch,
} from '../../platform/db/search';
import { wantsField } from '../../platform/http/fields';
import { cityAndState } from '../addresses';
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
type Filter = Omit<SearchFilter, 'offset' | 'limit' | 'fields'>;

/** Case-insensitive account-number equality: the unique index is on lower(account_number). */
export const sameAccountNumber = (accountNumber: string) =>
  sql`lower(${customers.accountNumber}) = lower(${accountNumber})`;

/** The filters other than `query`, on the customers row (named `customers`). */
function filterWhere(f: Filter): SQL | undefined {
  return and(
    f.isActive === undefined ? undefined : eq(customers.isActive, f.isActive),
    f.statusId ? eq(customers.statusId, f.statusId) : undefined,
    f.typeId ? eq(customers.typeId, f.typeId) : undefined,
    f.accountNumber ? sameAccountNumber(f.accountNumber) : undefined,
  );
}

/**
 * The prefix rows `p` of customers matching the query (CTE `q`) and the filters: index-only (isActive
 * is carried in the prefix key) unless another filter or a query word longer than its indexed prefix
 * needs the customer's own row.
 */
function matches(f: Filter): SQL {
  const text = sql`${customers.name} || ' ' || ${customers.accountNumber}`;
  const filters = filterWhere({ ...f, isActive: undefined });
  const own = filters
    ? sql`exists (select 1 from ${customers} where ${customers.id} = p.id and ${filters}
        and (not ${needsRecheck} or ${wordsMatch(text)}))`
    : sql`(not ${needsRecheck} or exists (select 1 from ${customers} where ${customers.id} = p.id and ${wordsMatch(text)}))`;
  const active = f.isActive === undefined ? sql`` : sql` and p.is_active = ${f.isActive}`;
  return sql`${prefixWalk('customer_search_prefixes', ['name', 'id'])}${active} and ${own}`;
}

/**
 * The page `ids (id, first)` as the search answers it, one row per customer, columns named as the
 * contract's. Status, type and the billing city and state are joined only when `fields` asks for them
 * (a typeahead asks for id, name and account number); the others answer null and the route leaves them out.
 */
function pageRows(fields: string | undefined): SQL {
  const want = (name: string) => wantsField(fields, name);
  const col = (name: string, expr: SQL, wanted?: boolean) => fieldColumn(fields, name, expr, wanted);
  const city = want('city') || want('state');
  return sql`select ids.first, c.id, c.name, c.account_number as "accountNumber",
      ${col('status', sql`(select s.name from customer_statuses s where s.id = c.status_id)`)},
      ${col('type', sql`(select t.name from customer_types t where t.id = c.type_id)`)},
      ${col('city', sql`a.city`, city)}, ${col('state', sql`a.state`, city)},
      ${col('phone', sql`c.phone`)}, ${col('isActive', sql`c.is_active`)}
    from ids join customers c on c.id = ids.id
    ${city ? sql`left join lateral (${cityAndState(sql`c.billing_address_id`)}) a on true` : sql``}`;
}

/**
 * One page and the capped count (SEARCH_COUNT_CAP) in one statement. With a query: the customer whose
 * account number is exactly the query comes first (the unique index), then the word-prefix matches
 * in name and id order, walked on `customer_search_prefixes`. Without one: the filtered customers in
 * name order (`customers_name_idx`).
 */
export async function searchCustomers(
  db: Db,
  f: SearchFilter,
): Promise<{ rows: CustomerSearchRow[]; count: number }> {
  const result = await searchStatement<CustomerSearchRow & { count: number; first: number }>(db, f);
  const rows: CustomerSearchRow[] = [];
  for (const r of result) {
    if (r.id === null) continue;
    rows.push({
      id: r.id,
      name: r.name,
      accountNumber: r.accountNumber,
      status: r.status,
      type: r.type,
      city: r.city,
      state: r.state,
      phone: r.phone,
      isActive: r.isActive,
    });
  }
  return { rows, count: result[0].count };
}

const searchStatement = byShape(customerSearchStatement, ['fields']);

/** The search statement itself (the bench runs it directly, beside the API). */
export function customerSearchStatement(f: SearchFilter): SQL {
  const filters = filterWhere(f);
  return f.query
    ? sql`with ${searchQueryCte(f.query)},
      exact as materialized (
        select ${customers.id} as id from ${customers}
        where ${sameAccountNumber(f.query)} and (select key from q) is not null${filters ? sql` and ${filters}` : sql``}
      ),
      page as (
        select p.id from customer_search_prefixes p
        where ${matches(f)} and p.id not in (select id from exact)
        order by p.name, p.id
        offset greatest(0, ${f.offset}::int - (select count(*) from exact))
        limit greatest(0, ${f.limit}::int - case when ${f.offset}::int = 0 then (select count(*) from exact) else 0 end)
      ),
      ids as (select id, 0 as first from exact where ${f.offset}::int = 0 union all select id, 1 from page)
      ${countAndRows(sql`select 1 from customer_search_prefixes p where ${matches(f)}`, pageRows(f.fields), sql`r.first, r.name, r.id`)}`
    : sql`with ids as (
        select ${customers.id} as id, 1 as first from ${customers}${filters ? sql` where ${filters}` : sql``}
        order by ${customers.name}, ${customers.id} offset ${f.offset}::int limit ${f.limit}::int
      )
      ${countAndRows(sql`select 1 from ${customers}${filters ? sql` where ${filters}` : sql``}`, pageRows(f.fields), sql`r.first, r.name, r.id`)}`;
}

/**
 * A subquery answering the name of the customer whose id is `customerId` (an SQL expression of the
 * caller's statement), or null: for reads of other modules that must stay one statement.
 */
export const customerName = (customerId: SQL) =>
  sql`(select ${customers.name} from ${customers} where ${customers.id} = ${customerId})`;

/** The exact number of matches (`search/count`): every prefix row of the walk, or every filtered customer. */
export async function countCustomers(db: Db, f: Filter): Promise<number> {
  const filters = filterWhere(f);
  const statement = f.query
    ? sql`with ${searchQueryCte(f.query)}
      select count(*)::int as n from customer_search_prefixes p where ${matches(f)}`
    : sql`select count(*)::int as n from ${customers}${filters ? sql` where ${filters}` : sql``}`;
  const [row] = await queryRows<{ n: number }>(db, statement);
  return row.n;
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
