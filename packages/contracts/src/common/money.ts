import { Decimal } from 'decimal.js';
import { z } from 'zod';

/**
 * Decimal constructor for all money math. Banker's rounding (half-to-even) is the
 * accounting convention the ledger expects; precision 40 leaves ample headroom for
 * rates (8 dp) times large quantities without silent truncation.
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

export type MoneyLike = string | number | Decimal;

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
  currencySymbol?: string;
}

/** Display format with en-US grouping: "1,234,567.88", "-$1,234.50". */
export function formatMoney(v: MoneyLike, opts: FormatMoneyOptions = {}): string {
  const fixed = moneyString(v, 2);
  const negative = fixed.startsWith('-');
  const [intPart, fracPart] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${opts.currencySymbol ?? ''}${grouped}.${fracPart}`;
}

/** Exact (unrounded) sum; round once at the end with {@link roundMoney} or {@link moneyString}. */
export function sumMoney(values: Iterable<MoneyLike>): Decimal {
  let total = new Money(0);
  for (const v of values) total = total.plus(toDecimal(v));
  return total;
}

/** Schema for a decimal amount sent as string or number; output is a fixed `dp` half-even string. */
export function decimalInput(dp: number) {
  return z
    .union([z.string(), z.number()])
    .refine((v) => isDecimalLike(v), { error: 'Invalid number' })
    .transform((v) => moneyString(v, dp));
}

/** Money amount (2 dp). */
export const moneyInput = decimalInput(2);
/** Unit costs carry 4 dp. */
export const unitCostInput = decimalInput(4);
/** Rates (tax, exchange) carry 8 dp. */
export const rateInput = decimalInput(8);
