import type { Currency } from '@fieldline/contracts/customers/customers.contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { activeRates, findCurrency } from './customers.repository';
import { currencies, currencyRates, customerStatuses, customerTypes } from './customers.table';

/** Currencies with all their rates, newest first. */
export async function listCurrencies(db: Db, isActive?: boolean): Promise<Currency[]> {
  const rows = await db
    .select()
    .from(currencies)
    .where(isActive === undefined ? undefined : eq(currencies.isActive, isActive))
    .orderBy(asc(currencies.isAltCurrency), asc(currencies.abbreviation));
  const rates = rows.length
    ? await db
        .select()
        .from(currencyRates)
        .where(
          inArray(
            currencyRates.currencyId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(currencyRates.effectiveDate), desc(currencyRates.id))
    : [];
  return rows.map((c) => ({
    id: c.id,
    abbreviation: c.abbreviation,
    name: c.name,
    symbol: c.symbol,
    isAltCurrency: c.isAltCurrency,
    isActive: c.isActive,
    currencyRates: rates
      .filter((r) => r.currencyId === c.id)
      .map((r) => ({ id: r.id, rate: r.rate, effectiveDate: r.effectiveDate, isActive: r.isActive })),
  }));
}

/** `GET currencies/currencyRate/{id}`: the rate in effect for a currency. */
export async function currencyRate(db: Db, id: number): Promise<{ currencyID: number; rate: string }> {
  const currency = await findCurrency(db, id);
  if (!currency) throw notFound('currency');
  const rate = (await activeRates(db, [id])).get(id);
  if (!rate) throw notFound('currency rate');
  return { currencyID: id, rate };
}

export async function listStatuses(db: Db, isActive?: boolean) {
  return db
    .select()
    .from(customerStatuses)
    .where(isActive === undefined ? undefined : eq(customerStatuses.isActive, isActive))
    .orderBy(asc(customerStatuses.sort), asc(customerStatuses.name));
}

export async function listTypes(db: Db, isActive?: boolean) {
  return db
    .select()
    .from(customerTypes)
    .where(isActive === undefined ? undefined : eq(customerTypes.isActive, isActive))
    .orderBy(asc(customerTypes.sort), asc(customerTypes.name));
}
