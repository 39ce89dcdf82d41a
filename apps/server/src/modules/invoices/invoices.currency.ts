import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fieldError } from '../../platform/errors';
import { currencyRates, customers } from '../customers/customers.table';

export interface InvoiceCurrency {
  currencyId: number | null;
  currencyRate: string;
}

/**
 * Each customer's currency and its active rate (the latest effective; 1 for the home currency), in two
 * queries however many customers. An unknown customer is refused by field.
 */
export async function customerCurrencies(
  db: Db,
  customerIds: number[],
  field = 'customerId',
): Promise<Map<number, InvoiceCurrency>> {
  const ids = [...new Set(customerIds)];
  const found = await db
    .select({ id: customers.id, currencyId: customers.currencyId })
    .from(customers)
    .where(inArray(customers.id, ids));
  if (found.length !== ids.length) throw fieldError(field, 'Unknown customer.');
  const currencyIds = [...new Set(found.flatMap((c) => (c.currencyId ? [c.currencyId] : [])))];
  const rates = currencyIds.length
    ? await db
        .selectDistinctOn([currencyRates.currencyId], {
          currencyId: currencyRates.currencyId,
          rate: currencyRates.rate,
        })
        .from(currencyRates)
        .where(and(inArray(currencyRates.currencyId, currencyIds), eq(currencyRates.isActive, true)))
        .orderBy(
          currencyRates.currencyId,
          sql`${currencyRates.effectiveDate} desc`,
          sql`${currencyRates.id} desc`,
        )
    : [];
  const rateOf = new Map(rates.map((r) => [r.currencyId, r.rate]));
  return new Map(
    found.map((c) => [
      c.id,
      c.currencyId
        ? { currencyId: c.currencyId, currencyRate: rateOf.get(c.currencyId) ?? '1' }
        : { currencyId: null, currencyRate: '1' },
    ]),
  );
}
