import { formatMoney, isDecimalLike, toDecimal } from '@fieldline/contracts/common/money';
import type { LineItem, UpdateLineItemBody } from '@fieldline/contracts/line-items/line-items.contract';

/** The inline-editable fields of a line (spec 2 §5 "Editing a line item"). */
export type EditableField = 'description' | 'quantity' | 'cost' | 'price' | 'discountPct';

/**
 * Checks an edited value: cost and price numeric; quantity and discount percent numeric and at
 * least 0. Null when the value is refused (the cell is marked has-error and nothing is sent).
 */
export function parseEdit(field: EditableField, raw: string | null): string | null {
  if (field === 'description') return raw;
  const text = (raw ?? '').trim();
  if (!isDecimalLike(text)) return null;
  if ((field === 'quantity' || field === 'discountPct') && toDecimal(text).lt(0)) return null;
  return text;
}

/**
 * The PATCH body for one edited field, or null when there is nothing to send: a description that is
 * null or unchanged, a number equal to the stored one.
 */
export function editBody(
  line: LineItem,
  field: EditableField,
  value: string | null,
): UpdateLineItemBody | null {
  if (field === 'description') {
    if (value === null || value === line.description) return null;
    return { description: value };
  }
  if (value === null) return null;
  if (toDecimal(value).eq(toDecimal(line[field] ?? '0'))) return null;
  return { [field]: value } as UpdateLineItemBody;
}

/** What an edit cell starts from: numbers without trailing zeros beyond 2 places ("15.0000" → "15.00"). */
export function editText(line: LineItem, field: EditableField): string {
  if (field === 'description') return line.description;
  const v = toDecimal(line[field] ?? '0');
  if (field === 'quantity') return v.toString();
  return v.decimalPlaces() <= 2 ? v.toFixed(2) : v.toString();
}

export const money = (v: string) => formatMoney(v);
/** A ratio (0.2500) as a percent ("25.00 %"); an undefined ratio (divisor 0) as a dash. */
export const percent = (ratio: string | null) =>
  ratio === null ? '—' : `${formatMoney(toDecimal(ratio).times(100))} %`;

/** Adding a line: the item must be chosen (id a non-zero number) and the quantity a number ≥ 0. */
export function addErrors(itemId: unknown, quantity: string): { item?: string; quantity?: string } {
  const out: { item?: string; quantity?: string } = {};
  if (typeof itemId !== 'number' || !Number.isFinite(itemId) || itemId === 0) out.item = 'Choose an item';
  if (!isDecimalLike(quantity.trim()) || toDecimal(quantity.trim()).lt(0)) {
    out.quantity = 'Enter a quantity of at least 0';
  }
  return out;
}
