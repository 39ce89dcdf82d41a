import { Decimal } from 'decimal.js';
import { DATE_RANGE_MESSAGE, isDateInRange, isIsoDate } from '../common/dates';

/**
 * The value rules of spec 2 §5 (Custom fields), shared by the server (which refuses what they
 * would adjust) and the custom-field panel (which adjusts and tells the user). Pure: no I/O.
 */

export const CustomFieldMessages = {
  minLength: (n: string | number) => `The minimum length required for this field is ${n} characters`,
  maxLength: (n: string | number) => `The maximum length allowed for this field is ${n} characters`,
  numeric: 'The value for this field must be numeric',
  // The spec only says "messages about the minimum/maximum value allowed"; these follow the length ones.
  minValue: (n: string | number) => `The minimum value allowed for this field is ${n}`,
  maxValue: (n: string | number) => `The maximum value allowed for this field is ${n}`,
  wholeNumber: 'The value for this field must be a whole number',
  tooLarge: 'The value for this field is too large',
  updateFailed: 'there was an error updating the field',
  emailList: 'Enter valid e-mail addresses separated by , or ;',
  required: 'This field is required',
  date: 'Enter a valid date',
  listValue: 'Choose one of the values of this field',
} as const;

/** A rule's answer: the value to store (possibly adjusted, with a notice saying how), or a refusal. */
export type RuleResult<T> = { ok: true; value: T; notice?: string } | { ok: false; message: string };

/** min/max of a text (lengths) or number field; null when not set. Decimal strings. */
export interface FieldLimits {
  min: string | null;
  max: string | null;
}

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)$/;
/** Decimal values are stored as numeric(18, 4): 14 digits before the point. */
const DECIMAL_LIMIT = new Decimal('1e14');
export const DECIMAL_PLACES = 4;

/** "10.0000" → "10", "2.5000" → "2.5": how limits appear in messages and forms. */
export function plainNumber(v: string | number): string {
  const text = String(v).trim();
  if (!NUMBER_RE.test(text)) return text;
  return new Decimal(text).toFixed();
}

const chars = (s: string) => Array.from(s);

/**
 * Text and long text: an empty value clears the field; longer than max is cut to max (notice);
 * shorter than min is refused. Lengths count characters, not UTF-16 units.
 */
export function checkText(text: string | null | undefined, limits: FieldLimits): RuleResult<string | null> {
  if (text == null || text === '') return { ok: true, value: null };
  let value = text;
  let notice: string | undefined;
  const max = limits.max === null ? null : Number(limits.max);
  const min = limits.min === null ? null : Number(limits.min);
  if (max !== null && chars(value).length > max) {
    value = chars(value).slice(0, max).join('');
    notice = CustomFieldMessages.maxLength(max);
  }
  if (min !== null && chars(value).length < min)
    return { ok: false, message: CustomFieldMessages.minLength(min) };
  return notice ? { ok: true, value, notice } : { ok: true, value };
}

/**
 * Number (integer) and decimal fields: non-numeric text is refused; a value outside min/max is
 * clamped to the limit (notice). Decimals keep 4 places, rounded half to even. Answers a plain
 * decimal string ("12", "3.25") or null for an empty input.
 */
export function checkNumber(
  input: string | number | null | undefined,
  limits: FieldLimits,
  kind: 'integer' | 'decimal',
): RuleResult<string | null> {
  if (input == null) return { ok: true, value: null };
  const text = String(input).trim();
  if (text === '') return { ok: true, value: null };
  if (!NUMBER_RE.test(text)) return { ok: false, message: CustomFieldMessages.numeric };
  let n = new Decimal(text);
  if (kind === 'integer' && !n.isInteger()) return { ok: false, message: CustomFieldMessages.wholeNumber };
  if (kind === 'decimal') n = n.toDecimalPlaces(DECIMAL_PLACES, Decimal.ROUND_HALF_EVEN);
  const tooLarge = kind === 'integer' ? n.abs().gt(Number.MAX_SAFE_INTEGER) : n.abs().gte(DECIMAL_LIMIT);
  if (tooLarge) return { ok: false, message: CustomFieldMessages.tooLarge };
  if (limits.min !== null && n.lt(limits.min)) {
    return {
      ok: true,
      value: plainNumber(limits.min),
      notice: CustomFieldMessages.minValue(plainNumber(limits.min)),
    };
  }
  if (limits.max !== null && n.gt(limits.max)) {
    return {
      ok: true,
      value: plainNumber(limits.max),
      notice: CustomFieldMessages.maxValue(plainNumber(limits.max)),
    };
  }
  return { ok: true, value: n.toFixed() };
}

/**
 * A standard e-mail pattern (the WHATWG one used by <input type="email">), with a dot in the domain
 * as mail between companies needs.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The addresses of an e-mail list: separated by , or ;, blanks ignored. */
export function splitEmailList(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** E-mail list fields: every address must match; stored as "a@x.com; b@y.com". */
export function checkEmailList(text: string | null | undefined): RuleResult<string | null> {
  const list = splitEmailList(text ?? '');
  if (list.length === 0) return { ok: true, value: null };
  if (!list.every((a) => a.length <= 254 && EMAIL_PATTERN.test(a))) {
    return { ok: false, message: CustomFieldMessages.emailList };
  }
  return { ok: true, value: list.join('; ') };
}

/** Date fields: 'YYYY-MM-DD' within the product's date bounds. */
export function checkDate(iso: string | null | undefined): RuleResult<string | null> {
  if (iso == null || iso === '') return { ok: true, value: null };
  if (!isIsoDate(iso)) return { ok: false, message: CustomFieldMessages.date };
  if (!isDateInRange(iso)) return { ok: false, message: DATE_RANGE_MESSAGE };
  return { ok: true, value: iso };
}
