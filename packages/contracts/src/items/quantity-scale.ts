import { Decimal } from 'decimal.js';
import { isDecimalLike, type MoneyLike, toDecimal } from '../common/money';

/**
 * An item's quantity scale: quantities are whole multiples of `step` with at most `decimals`
 * places (spec 2 §5: "quantities follow the item's quantity scale"). `step` travels as a
 * decimal string like the other numeric columns.
 */
export interface QuantityScale {
  step: string;
  decimals: number;
}

export const MAX_QUANTITY_DECIMALS = 4;
export const DEFAULT_QUANTITY_SCALE: QuantityScale = { step: '1', decimals: 0 };

/** Why a scale is not usable, or null when it is: step > 0, decimals 0–4, step fits the decimals. */
export function quantityScaleProblem(scale: { step: MoneyLike; decimals: number }): {
  field: 'quantityStep' | 'quantityDecimals';
  message: string;
} | null {
  const { decimals } = scale;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_QUANTITY_DECIMALS) {
    return {
      field: 'quantityDecimals',
      message: `Quantity decimals must be a whole number from 0 to ${MAX_QUANTITY_DECIMALS}`,
    };
  }
  if (!isDecimalLike(scale.step)) return { field: 'quantityStep', message: 'Invalid number' };
  const step = toDecimal(scale.step);
  if (step.lte(0)) return { field: 'quantityStep', message: 'Quantity step must be greater than 0' };
  if (step.decimalPlaces() > decimals) {
    return {
      field: 'quantityStep',
      message: `Quantity step must have at most ${decimals} decimal place${decimals === 1 ? '' : 's'}`,
    };
  }
  return null;
}

/** True when `q` has at most `decimals` places and is a whole multiple of `step` (0 included). */
export function isValidQuantity(q: MoneyLike, scale: QuantityScale): boolean {
  if (!isDecimalLike(q)) return false;
  const value = toDecimal(q);
  if (value.decimalPlaces() > scale.decimals) return false;
  const step = toDecimal(scale.step);
  if (step.lte(0)) return false;
  return value.mod(step).isZero();
}

/** The nearest valid quantity (half-even between two steps), as a string with `decimals` places. */
export function roundToScale(q: MoneyLike, scale: QuantityScale): string {
  const step = toDecimal(scale.step);
  const steps = toDecimal(q).div(step).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN);
  const rounded = steps.times(step).toDecimalPlaces(scale.decimals, Decimal.ROUND_HALF_EVEN);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(scale.decimals);
}

/** The scale of an item summary (or any record with the two columns). */
export function quantityScaleOf(item: { quantityStep: string; quantityDecimals: number }): QuantityScale {
  return { step: item.quantityStep, decimals: item.quantityDecimals };
}
