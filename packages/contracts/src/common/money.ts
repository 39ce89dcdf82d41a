import { Decimal } from 'decimal.js';
import { z } from 'zod';

/**
 * Decimal constructor for all money math. Banker's rounding (half-to-even) is the
 * accounting convention the ledger expects; precision 40 leaves ample headroom for
 * rates (8 dp) times large quantities without silent truncation.
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

export type MoneyLike = string | number | Decimal;

/** What a formatter shows for an amount that is not there. */
const NO_AMOUNT = '—';

// Only plain decimal notation (optional exponent) is money; decimal.js would also
// accept hex/binary/octal literals and 'Infinity', which must never reach a ledger.
const DECIMAL_RE = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Converts to a Money decimal, throwing on NaN, Infinity or non-numeric text. */
export function toDecimal(v: MoneyLike): Decimal {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`Invalid decimal value: ${v}`);
    // The shortest round-trip string keeps 1.005 as "1.005" rather than its binary expansion.
    return new Money(String(v));
  }
  if (typeof v === 'string') {
    const text = v.trim();
    if (!DECIMAL_RE.test(text)) throw new Error(`Invalid decimal value: "${v}"`);
    return new Money(text);
  }
  if (Decimal.isDecimal(v)) {
    if (!v.isFinite()) throw new Error(`Invalid decimal value: ${v.toString()}`);
    return new Money(v);
  }
  throw new Error('Invalid decimal value');
}

/** What a number field says under itself when its text is not a number. */
export const ENTER_NUMBER_MESSAGE = 'Enter a number.';

/** True when `v` would be accepted by {@link toDecimal}. */
export function isDecimalLike(v: unknown): v is MoneyLike {
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v === 'string') return DECIMAL_RE.test(v.trim());
  return Decimal.isDecimal(v) && (v as Decimal).isFinite();
}

/** Rounds half-to-even to `dp` places. */
export function roundMoney(v: MoneyLike, dp = 2): Decimal {
  return toDecimal(v).toDecimalPlaces(dp, Decimal.ROUND_HALF_EVEN);
}

/** Fixed-point wire format, e.g. "1234.50". Never emits "-0.00". */
export function moneyString(v: MoneyLike, dp = 2): string {
  const rounded = roundMoney(v, dp);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(dp, Decimal.ROUND_HALF_EVEN);
}

export interface FormatMoneyOptions {
  /** The currency's symbol; US dollars unless a screen shows another currency's amount. */
  currencySymbol?: string;
  /** An alternate currency's code, shown before the amount instead of a symbol: "CAD 1,234.50". */
  currencyCode?: string;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function formatFixed(fixed: string, symbol: string): string {
  const negative = fixed.startsWith('-');
  const [intPart, fracPart] = (negative ? fixed.slice(1) : fixed).split('.');
  return `${negative ? '-' : ''}${symbol}${group(intPart)}${fracPart ? `.${fracPart}` : ''}`;
}

/**
 * The one money display format (spec: 2 decimals, en-US grouping, half-to-even): "$1,234,567.88",
 * "-$1,234.50". Every screen, PDF and e-mail shows amounts through it.
 */
export function formatMoney(v: MoneyLike | null | undefined, opts: FormatMoneyOptions = {}): string {
  // An amount left out of an answer (costs for a user without Costs and margins) shows a dash, not a crash.
  if (v === null || v === undefined) return NO_AMOUNT;
  return withCurrency(moneyString(v, 2), opts);
}

function withCurrency(fixed: string, opts: FormatMoneyOptions): string {
  if (opts.currencyCode) return `${opts.currencyCode} ${formatFixed(fixed, '')}`;
  return formatFixed(fixed, opts.currencySymbol ?? '$');
}

/**
 * Unit prices and costs to their scale: at least 2 decimals, up to `scale` (4, the unit-price columns'),
 * without trailing zeros past the second: "$12.50", "$0.1235", "$3.125".
 */
export function formatUnitPrice(
  v: MoneyLike | null | undefined,
  scale = 4,
  opts: FormatMoneyOptions = {},
): string {
  if (v === null || v === undefined) return NO_AMOUNT;
  const rounded = roundMoney(v, scale);
  const dp = Math.max(2, Math.min(scale, rounded.decimalPlaces()));
  return withCurrency(moneyString(rounded, dp), opts);
}

/** A quantity with en-US grouping and no trailing zeros: "2", "1,250.5", "0.125". */
export function formatQuantity(v: MoneyLike): string {
  const d = toDecimal(v);
  return formatFixed((d.isZero() ? d.abs() : d).toFixed(), '');
}

/** A percent to `dp` places, half-to-even: "25.00 %". */
export function formatPercent(v: MoneyLike, dp = 2): string {
  return `${formatFixed(moneyString(v, dp), '')} %`;
}

/** A count with en-US grouping: "12,345". */
export function formatCount(n: number): string {
  return formatFixed(String(Math.trunc(n)), '');
}

/** Exact (unrounded) sum; round once at the end with {@link roundMoney} or {@link moneyString}. */
export function sumMoney(values: Iterable<MoneyLike>): Decimal {
  let total = new Money(0);
  for (const v of values) total = total.plus(toDecimal(v));
  return total;
}

/** The largest amount a person types and every 18,2 column and running balance can hold. */
export const MAX_AMOUNT = '999999999.99';
/** Unit prices and costs (4 dp) stay under this so quantity × price fits an amount column. */
export const MAX_UNIT_PRICE = '999999999.9999';
/** Quantities live in numeric(18,4) columns; sums of many still fit. */
export const MAX_QUANTITY = '99999999.9999';
/** Rates (currency) live in numeric(18,8). */
export const MAX_RATE = '9999999999.99999999';

export interface DecimalLimits {
  /** Smallest value allowed (inclusive unless `minExclusive`). */
  min?: MoneyLike;
  minExclusive?: boolean;
  max?: MoneyLike;
  /** Message for a value under `min`; defaults to "Must be at least N" / "Must be greater than N". */
  minMessage?: string;
  /** Round to `dp` instead of refusing extra places (only where the spec rounds). */
  round?: boolean;
}

/** "999,999,999.99" style grouping without forcing decimals. */
export function groupDigits(v: MoneyLike): string {
  return formatQuantity(v);
}

export const decimalPlacesMessage = (dp: number) =>
  dp === 0 ? 'Must be a whole number.' : `At most ${dp} decimal place${dp === 1 ? '' : 's'}.`;

/**
 * Schema for a decimal sent as string or number; output is a fixed `dp` half-even string.
 * More than `dp` places is refused (a person typed something the books cannot keep) unless
 * `round` is set; values outside min/max are refused with the limit in the message.
 */
export function decimalInput(dp: number, limits: DecimalLimits = {}) {
  const { min, max, minExclusive, minMessage, round } = limits;
  return z
    .union([z.string(), z.number()])
    .superRefine((v, ctx) => {
      if (!isDecimalLike(v)) {
        ctx.addIssue({ code: 'custom', message: 'Invalid number', abort: true });
        return;
      }
      const d = toDecimal(v);
      if (!round && d.decimalPlaces() > dp) {
        ctx.addIssue({ code: 'custom', message: decimalPlacesMessage(dp), abort: true });
        return;
      }
      const value = round ? d.toDecimalPlaces(dp, Decimal.ROUND_HALF_EVEN) : d;
      if (max !== undefined && value.gt(toDecimal(max))) {
        ctx.addIssue({ code: 'custom', message: `Must be at most ${groupDigits(max)}.`, abort: true });
        return;
      }
      if (min !== undefined) {
        const m = toDecimal(min);
        const below = minExclusive ? value.lte(m) : value.lt(m);
        if (below) {
          const fallback = minExclusive
            ? `Must be greater than ${groupDigits(m)}.`
            : `Must be at least ${groupDigits(m)}.`;
          ctx.addIssue({ code: 'custom', message: minMessage ?? fallback, abort: true });
        }
      }
    })
    .transform((v) => moneyString(v, dp));
}

const negated = (v: string) => `-${v}`;

/** Money amount (2 dp), signed, within ±999,999,999.99. */
export const moneyInput = decimalInput(2, { min: negated(MAX_AMOUNT), max: MAX_AMOUNT });
/** Money amount of 0 or more. */
export const nonNegativeMoneyInput = decimalInput(2, {
  min: 0,
  max: MAX_AMOUNT,
  minMessage: 'Must be 0 or more.',
});
/** Money amount above 0. */
export const positiveMoneyInput = decimalInput(2, {
  min: 0,
  minExclusive: true,
  max: MAX_AMOUNT,
  minMessage: 'Must be above 0.',
});
/** Builds a money schema with other bounds (still 2 dp, still capped at 999,999,999.99 unless told). */
export const moneyInputWith = (limits: DecimalLimits) => decimalInput(2, { max: MAX_AMOUNT, ...limits });

/** Unit prices and costs carry 4 dp, 0 or more unless told. */
export const unitCostInput = decimalInput(4, {
  min: 0,
  max: MAX_UNIT_PRICE,
  minMessage: 'Must be 0 or more.',
});
export const unitPriceInputWith = (limits: DecimalLimits) =>
  decimalInput(4, { max: MAX_UNIT_PRICE, ...limits });

/** Quantities carry 4 dp (numeric(18,4)); pass min 0 / minExclusive for positive quantities. */
export const quantityInput = (limits: DecimalLimits = {}) =>
  decimalInput(4, { min: negated(MAX_QUANTITY), max: MAX_QUANTITY, ...limits });

/** Rates (exchange) carry 8 dp and are above 0. */
export const rateInput = decimalInput(8, { min: 0, minExclusive: true, max: MAX_RATE });

/** Percents 0..100 with `dp` places (4 unless told). */
export const percentInput = (dp = 4, limits: DecimalLimits = {}) =>
  decimalInput(dp, { min: 0, max: 100, ...limits });

/** Amount limit checks for products computed from inputs (quantity × unit price). */
export function withinAmountLimit(v: MoneyLike): boolean {
  return isDecimalLike(v) && toDecimal(v).abs().lte(MAX_AMOUNT);
}
