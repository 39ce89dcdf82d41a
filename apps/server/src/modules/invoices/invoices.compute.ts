import { Money, type MoneyLike, moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import type { Decimal } from 'decimal.js';

export interface LineInput {
  itemId?: number | null;
  sourceLineId?: number | null;
  description: string;
  quantity: MoneyLike;
  unitPrice: MoneyLike;
  unitCost?: MoneyLike;
  discountAmount?: MoneyLike;
  isTaxable?: boolean;
  isStocked?: boolean;
  revenueAccountId?: number | null;
  groupName?: string;
}

export interface ComputedLine {
  input: LineInput;
  quantity: Decimal;
  unitPrice: Decimal;
  unitCost: Decimal;
  discount: Decimal;
  subtotal: Decimal;
  cost: Decimal;
  tax: Decimal;
  isTaxable: boolean;
  isStocked: boolean;
}

/** Line subtotal = quantity × unit price − discount, rounded half-to-even to cents; cost likewise. */
export function computeLines(lines: LineInput[]): ComputedLine[] {
  return lines.map((l) => {
    const quantity = toDecimal(l.quantity);
    const unitPrice = toDecimal(l.unitPrice);
    const unitCost = toDecimal(l.unitCost ?? 0);
    const discount = roundMoney(l.discountAmount ?? 0);
    return {
      input: l,
      quantity,
      unitPrice,
      unitCost,
      discount,
      subtotal: roundMoney(quantity.times(unitPrice).minus(discount)),
      cost: roundMoney(quantity.times(unitCost)),
      tax: new Money(0),
      isTaxable: l.isTaxable ?? true,
      isStocked: l.isStocked ?? false,
    };
  });
}

export const taxableBase = (lines: ComputedLine[]) =>
  lines.filter((l) => l.isTaxable).reduce((s, l) => s.plus(l.subtotal), new Money(0));

/**
 * Spreads the invoice tax over its taxable lines in proportion to their subtotals; the last taxable line
 * takes the rounding remainder so the lines add up to the invoice tax exactly.
 */
export function allocateTax(lines: ComputedLine[], totalTax: MoneyLike): void {
  const taxable = lines.filter((l) => l.isTaxable && !l.subtotal.isZero());
  const base = taxableBase(lines);
  const total = toDecimal(totalTax);
  if (taxable.length === 0 || base.isZero()) return;
  let left = total;
  taxable.forEach((l, i) => {
    l.tax = i === taxable.length - 1 ? left : roundMoney(total.times(l.subtotal).dividedBy(base));
    left = left.minus(l.tax);
  });
}

export const fixed = (v: MoneyLike, dp = 2) => moneyString(v, dp);

/** YYYY-MM-DD plus `days` (calendar arithmetic in UTC). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const today = () => new Date().toISOString().slice(0, 10);
