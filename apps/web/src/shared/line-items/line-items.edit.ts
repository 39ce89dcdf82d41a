import {
  ENTER_NUMBER_MESSAGE,
  isDecimalLike,
  moneyString,
  toDecimal,
} from '@fieldline/contracts/common/money';
import type { LineItem, UpdateLineItemBody } from '@fieldline/contracts/line-items/line-items.contract';

/** The inline-editable fields of a line (spec 2 §5 "Editing a line item"). */
export type EditableField = 'description' | 'quantity' | 'cost' | 'price' | 'discountPct';

/**
 * Why an edited value is refused, in the words shown under the cell: cost and price must be numbers;
 * quantity and discount percent numbers of at least 0. Null when the value is accepted.
 */
export function editError(field: EditableField, raw: string | null): string | null {
  if (field === 'description') return null;
  const text = (raw ?? '').trim();
  if (!isDecimalLike(text)) return ENTER_NUMBER_MESSAGE;
  if ((field === 'quantity' || field === 'discountPct') && toDecimal(text).lt(0)) return 'Must be 0 or more.';
  return null;
}

/** The value to send for an edit, or null when it is refused (see {@link editError}). */
export function parseEdit(field: EditableField, raw: string | null): string | null {
  if (field === 'description') return raw;
  return editError(field, raw) === null ? (raw ?? '').trim() : null;
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
  return v.decimalPlaces() <= 2 ? moneyString(v, 2) : v.toString();
}

/** Adding a line: the item must be chosen (id a non-zero number) and the quantity a number ≥ 0. */
export function addErrors(itemId: unknown, quantity: string): { item?: string; quantity?: string } {
  const out: { item?: string; quantity?: string } = {};
  if (typeof itemId !== 'number' || !Number.isFinite(itemId) || itemId === 0) out.item = 'Choose an item';
  if (!isDecimalLike(quantity.trim()) || toDecimal(quantity.trim()).lt(0)) {
    out.quantity = 'Enter a quantity of at least 0';
  }
  return out;
}
