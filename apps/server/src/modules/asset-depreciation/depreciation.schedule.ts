import { addMonths } from '@fieldline/contracts/common/dates';
import { Money, toDecimal } from '@fieldline/contracts/common/money';
import type { Decimal } from 'decimal.js';

export type DepreciationMethod = 'StraightLine' | 'DecliningBalance';

export interface ScheduleInput {
  method: DepreciationMethod;
  /** Declining balance: the multiple of the straight-line rate (2 = double declining). */
  rateFactor: string;
  cost: string;
  salvageValue: string;
  lifeMonths: number;
  /** When the asset went into service: its life runs lifeMonths from here. */
  inServiceDate: string;
  /** From when this schedule depreciates (the in-service date, or later for an asset brought in mid-life). */
  startDate: string;
  /** Depreciation already taken before startDate. */
  openingAccumulated: string;
}

export interface SchedulePeriod {
  seq: number;
  periodStart: string;
  periodEnd: string;
  amount: string;
}

const DAY = 86_400_000;
const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/** The day the asset's life ends (exclusive): in service plus its life in months. */
export const lifeEnd = (input: Pick<ScheduleInput, 'inServiceDate' | 'lifeMonths'>) =>
  addMonths(input.inServiceDate, input.lifeMonths);

/**
 * Calendar-month periods from `start` to `end` (exclusive), each with its share of a month: a partial first
 * and last month count by days (daily pro rata), whole months count 1.
 */
function monthSlices(start: string, end: string): { from: string; to: string; units: Decimal }[] {
  const out: { from: string; to: string; units: Decimal }[] = [];
  let at = toMs(start);
  const stop = toMs(end);
  while (at < stop) {
    const d = new Date(at);
    const y = d.getUTCFullYear();
    const m = d.getUTCMonth();
    const monthEnd = Date.UTC(y, m + 1, 1);
    const until = Math.min(monthEnd, stop);
    const days = Math.round((until - at) / DAY);
    out.push({
      from: toDate(at),
      to: toDate(until - DAY),
      units: new Money(days).div(daysInMonth(y, m)),
    });
    at = until;
  }
  return out;
}

const cents = (v: Decimal) => v.toDecimalPlaces(2, Money.ROUND_HALF_EVEN);

/**
 * The schedule from startDate to the end of the asset's life. The periods sum exactly, to the cent, to cost
 * less salvage less the opening accumulated depreciation: straight line rounds the running total (so no
 * rounding piles up) and the last period takes what is left; declining balance takes rate × book value
 * (rate = factor / life in months, per month of the period) until straight line over the remaining life
 * gives more, and never goes below salvage.
 */
export function buildSchedule(input: ScheduleInput): SchedulePeriod[] {
  const end = lifeEnd(input);
  if (toMs(input.startDate) >= toMs(end)) return [];
  const slices = monthSlices(input.startDate, end);
  const cost = toDecimal(input.cost);
  const depreciable = cost.minus(input.salvageValue).minus(input.openingAccumulated);
  if (depreciable.lte(0)) return [];
  const totalUnits = slices.reduce((s, x) => s.plus(x.units), new Money(0));
  const amounts: Decimal[] = [];
  let taken = new Money(0);
  let unitsSoFar = new Money(0);
  const rate = toDecimal(input.rateFactor).div(input.lifeMonths);
  slices.forEach((slice, i) => {
    const last = i === slices.length - 1;
    const left = depreciable.minus(taken);
    let amount: Decimal;
    if (last) amount = left;
    else if (input.method === 'StraightLine') {
      unitsSoFar = unitsSoFar.plus(slice.units);
      amount = cents(depreciable.times(unitsSoFar).div(totalUnits)).minus(taken);
    } else {
      const book = cost.minus(input.openingAccumulated).minus(taken);
      const declining = book.times(rate).times(slice.units);
      const unitsLeft = totalUnits.minus(unitsSoFar);
      const straight = left.times(slice.units).div(unitsLeft);
      unitsSoFar = unitsSoFar.plus(slice.units);
      amount = cents(Money.min(Money.max(declining, straight), left));
    }
    amounts.push(amount);
    taken = taken.plus(amount);
  });
  return slices.map((s, i) => ({
    seq: i + 1,
    periodStart: s.from,
    periodEnd: s.to,
    amount: amounts[i].toFixed(2),
  }));
}
