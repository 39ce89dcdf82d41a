import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { Money, type MoneyLike, toDecimal } from '../common/money';

/**
 * The line-item totals math of spec 2 §3 (pure, shared by server and web). Every rounding is
 * half-to-even (banker's). Amounts are 2 places; unit amounts 4; ratios 4.
 *
 * Per line:  discountAmt = price × discountPct / 100            (per unit, 4 places)
 *            subtotal    = round2(quantity × (price − discountAmt))
 *            tax         = round2(subtotal × taxRate / 100) when the line is taxable, else 0
 *            total       = subtotal + tax
 * Per group and for the collection:
 *            cost  = round2(Σ quantity × unit cost)      price = round2(Σ quantity × unit price)
 *            subtotal, tax = Σ of the lines' rounded amounts; total = subtotal + tax
 *            markup = (price − cost) / cost    — null when cost is 0 (no basis to mark up from)
 *            margin = (price − cost) / price   — null when price is 0
 * Collection only:
 *            grossProfit    = subtotal − cost
 *            grossProfitPct = grossProfit / subtotal × 100 (2 places); 100 when subtotal is 0
 * Currency variants: amount / currency rate, rounded half-to-even to 2 places (rate 1 by default;
 * a rate that is not above 0 counts as 1).
 */

const HALF_EVEN = Decimal.ROUND_HALF_EVEN;
const round = (v: Decimal, dp: number) => v.toDecimalPlaces(dp, HALF_EVEN);
const fixed = (v: Decimal, dp: number) => {
  const r = round(v, dp);
  return (r.isZero() ? r.abs() : r).toFixed(dp, HALF_EVEN);
};

export interface LineInput {
  quantity: MoneyLike;
  /** Unit cost and unit price. */
  cost: MoneyLike;
  price: MoneyLike;
  discountPct: MoneyLike;
  isTaxable: boolean;
}

export interface LineAmounts {
  discountAmt: string;
  subtotal: string;
  tax: string;
  total: string;
}

export interface TotalsOptions {
  /** Sales-tax percent for taxable lines. */
  taxRate?: MoneyLike;
  /** When false (the UsesDiscounts setting is off) stored discounts are ignored. */
  usesDiscounts?: boolean;
}

export function lineAmounts(line: LineInput, opts: TotalsOptions = {}): LineAmounts {
  const price = toDecimal(line.price);
  const pct = opts.usesDiscounts === false ? new Money(0) : toDecimal(line.discountPct);
  const discountAmt = round(price.times(pct).div(100), 4);
  const subtotal = round(toDecimal(line.quantity).times(price.minus(discountAmt)), 2);
  const tax = line.isTaxable ? round(subtotal.times(toDecimal(opts.taxRate ?? 0)).div(100), 2) : new Money(0);
  return {
    discountAmt: fixed(discountAmt, 4),
    subtotal: fixed(subtotal, 2),
    tax: fixed(tax, 2),
    total: fixed(subtotal.plus(tax), 2),
  };
}

/** amount / rate, banker's rounding to 2 places; rate defaults to 1. */
export function currencyAmount(amount: MoneyLike, rate: MoneyLike = 1): string {
  const r = toDecimal(rate);
  return fixed(r.gt(0) ? toDecimal(amount).div(r) : toDecimal(amount), 2);
}

export const groupTotalsSchema = z.object({
  cost: z.string(),
  price: z.string(),
  subtotal: z.string(),
  tax: z.string(),
  total: z.string(),
  /** Ratios with 4 places (0.2500 is 25 %); null when the divisor is 0. */
  markup: z.string().nullable(),
  margin: z.string().nullable(),
  currencyCost: z.string(),
  currencyPrice: z.string(),
  currencySubtotal: z.string(),
  currencyTax: z.string(),
  currencyTotal: z.string(),
});
export type GroupTotals = z.infer<typeof groupTotalsSchema>;

export const collectionTotalsSchema = groupTotalsSchema.extend({
  grossProfit: z.string(),
  /** Percent with 2 places; 100 when the subtotal is 0. */
  grossProfitPct: z.string(),
  currencyGrossProfit: z.string(),
});
export type CollectionTotals = z.infer<typeof collectionTotalsSchema>;

/** Totals as answered: the cost fields are left out (not zeroed) for users without the Costs permission. */
const costKeys = { cost: true, markup: true, margin: true, currencyCost: true } as const;
export const groupTotalsAnswerSchema = groupTotalsSchema.partial(costKeys);
export const collectionTotalsAnswerSchema = collectionTotalsSchema.partial({
  ...costKeys,
  grossProfit: true,
  grossProfitPct: true,
  currencyGrossProfit: true,
});

export function ratio(numerator: Decimal, divisor: Decimal): string | null {
  return divisor.isZero() ? null : fixed(numerator.div(divisor), 4);
}

export function groupTotals(
  lines: LineInput[],
  opts: TotalsOptions & { rate?: MoneyLike } = {},
): GroupTotals {
  let cost = new Money(0);
  let price = new Money(0);
  let subtotal = new Money(0);
  let tax = new Money(0);
  for (const line of lines) {
    const q = toDecimal(line.quantity);
    cost = cost.plus(q.times(toDecimal(line.cost)));
    price = price.plus(q.times(toDecimal(line.price)));
    const a = lineAmounts(line, opts);
    subtotal = subtotal.plus(a.subtotal);
    tax = tax.plus(a.tax);
  }
  cost = round(cost, 2);
  price = round(price, 2);
  const total = subtotal.plus(tax);
  const rate = opts.rate ?? 1;
  return {
    cost: fixed(cost, 2),
    price: fixed(price, 2),
    subtotal: fixed(subtotal, 2),
    tax: fixed(tax, 2),
    total: fixed(total, 2),
    markup: ratio(price.minus(cost), cost),
    margin: ratio(price.minus(cost), price),
    currencyCost: currencyAmount(cost, rate),
    currencyPrice: currencyAmount(price, rate),
    currencySubtotal: currencyAmount(subtotal, rate),
    currencyTax: currencyAmount(tax, rate),
    currencyTotal: currencyAmount(total, rate),
  };
}

export function collectionTotals(
  lines: LineInput[],
  opts: TotalsOptions & { rate?: MoneyLike } = {},
): CollectionTotals {
  const g = groupTotals(lines, opts);
  const subtotal = toDecimal(g.subtotal);
  const grossProfit = subtotal.minus(g.cost);
  return {
    ...g,
    grossProfit: fixed(grossProfit, 2),
    grossProfitPct: subtotal.isZero() ? '100.00' : fixed(grossProfit.div(subtotal).times(100), 2),
    currencyGrossProfit: currencyAmount(grossProfit, opts.rate ?? 1),
  };
}
