import { addIsoDays, addMonths, daysBetween, formatDate } from '@fieldline/contracts/common/dates';
import { Money } from '@fieldline/contracts/common/money';
import { RATE_BASIS_LABELS, type RateBasis } from '@fieldline/contracts/rentals/rentals.contract';
import type Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { assetGroups } from '../assets';
import { items } from '../items/items.table';
import { rentalTerms } from './rentals.table';

/** A charge line for a rental contract's billing period, priced from its rental terms. */
export interface RentalChargeLine {
  termId: number;
  itemId: number | null;
  description: string;
  /** Decimal strings. */
  quantity: string;
  unitPrice: string;
  isTaxable: boolean;
}

/**
 * How many rate units [from, to) (end exclusive) holds: days, weeks (days / 7) or months (whole months counted
 * from `from`, then the rest as a share of the month it falls in, so Jan 31 – Feb 28 is one month).
 */
export function rateUnits(basis: RateBasis, from: string, to: string): Decimal {
  const days = daysBetween(from, to);
  if (basis === 'Day') return new Money(days);
  if (basis === 'Week') return new Money(days).div(7);
  let months = 0;
  while (addMonths(from, months + 1) <= to) months += 1;
  const restFrom = addMonths(from, months);
  const rest = daysBetween(restFrom, to);
  if (rest === 0) return new Money(months);
  return new Money(months).plus(new Money(rest).div(daysBetween(restFrom, addMonths(from, months + 1))));
}

/**
 * What a rental contract charges for [periodStart, periodEnd) (ISO dates, end exclusive): one line per rental
 * term overlapping the period, its units × the rate units the overlap holds (4 dp), at the term's rate.
 */
export async function rentalChargeLines(
  db: Db,
  contractId: number,
  periodStart: string,
  periodEnd: string,
): Promise<RentalChargeLine[]> {
  const terms = await db
    .select({ t: rentalTerms, groupName: assetGroups.name, isTaxable: items.isTaxable })
    .from(rentalTerms)
    .innerJoin(assetGroups, eq(assetGroups.id, rentalTerms.groupId))
    .leftJoin(items, eq(items.id, rentalTerms.itemId))
    .where(
      sql`${rentalTerms.contractId} = ${contractId} and ${rentalTerms.startDate} < ${periodEnd}::date
        and ${rentalTerms.endDate} >= ${periodStart}::date`,
    )
    .orderBy(asc(rentalTerms.startDate), asc(rentalTerms.id));
  return terms.map(({ t, groupName, isTaxable }) => {
    const from = t.startDate > periodStart ? t.startDate : periodStart;
    const termEnd = addIsoDays(t.endDate, 1);
    const to = termEnd < periodEnd ? termEnd : periodEnd;
    const basis = t.rateBasis as RateBasis;
    const units = rateUnits(basis, from, to);
    const what = t.description || groupName;
    const count = t.quantity === 1 ? '' : ` × ${t.quantity}`;
    return {
      termId: t.id,
      itemId: t.itemId,
      description: `${t.number} ${what}${count}: ${formatDate(from)} to ${formatDate(addIsoDays(to, -1))}, ${daysBetween(from, to)} days at the ${RATE_BASIS_LABELS[basis].toLowerCase()} rate`,
      quantity: units.times(t.quantity).toDecimalPlaces(4).toFixed(4),
      unitPrice: t.rate,
      isTaxable: isTaxable ?? true,
    };
  });
}
