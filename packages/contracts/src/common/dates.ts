import dayjs from 'dayjs';
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { type MoneyLike, toDecimal } from './money';

// Bounds of SQL Server smalldatetime, which legacy data and reports still assume.
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2079-06-06';
export const DATE_RANGE_MESSAGE = 'Date must be between 01/01/1900 and 06/06/2079';

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A zone-less 'YYYY-MM-DD HH:mm[:ss]' is already wall-clock time and must not be shifted.
const NAIVE_DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

function isoFromParts(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  // Date rolls 02/30 over to 03/01; a mismatch means the day does not exist.
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** True for a real calendar date 'YYYY-MM-DD' (no range check). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE_RE.exec(value);
  return !!m && isoFromParts(+m[1], +m[2], +m[3]) === value;
}

/** True for a valid 'YYYY-MM-DD' within MIN_DATE..MAX_DATE. */
export function isDateInRange(isoDate: string): boolean {
  return isIsoDate(isoDate) && isoDate >= MIN_DATE && isoDate <= MAX_DATE;
}

function pivotYear(yy: number): number {
  return yy < 50 ? 2000 + yy : 1900 + yy;
}

type PatternList = ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string | null]>;

// The separator is captured and back-referenced so mixed forms like 01/02-2024 are refused.
const DATE_PATTERNS: PatternList = [
  [/^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/, (m) => isoFromParts(+m[4], +m[1], +m[3])],
  [/^(\d{1,2})([/.-])(\d{1,2})\2(\d{2})$/, (m) => isoFromParts(pivotYear(+m[4]), +m[1], +m[3])],
  [/^(\d{4})-(\d{1,2})-(\d{1,2})$/, (m) => isoFromParts(+m[1], +m[2], +m[3])],
  [/^(\d{2})(\d{2})(\d{4})$/, (m) => isoFromParts(+m[3], +m[1], +m[2])],
];

const MONTH_PATTERNS: PatternList = [
  [/^(\d{1,2})[/.-](\d{4})$/, (m) => isoFromParts(+m[2], +m[1], 1)],
  [/^(\d{4})-(\d{1,2})$/, (m) => isoFromParts(+m[1], +m[2], 1)],
];

function parseWith(patterns: PatternList, text: string | null | undefined, inRange = true): string | null {
  const s = (text ?? '').trim();
  for (const [re, toIso] of patterns) {
    const m = re.exec(s);
    if (m) {
      const iso = toIso(m);
      return iso && (!inRange || isDateInRange(iso)) ? iso : null;
    }
  }
  return null;
}

/** What a date field says under itself when its text is refused. */
export const ENTER_DATE_MESSAGE = 'Enter a date as MM/DD/YYYY.';

/**
 * Why typed date text is refused, in words: null when it is blank or a date {@link parseUserDate} accepts,
 * the bounds message for a real day outside them, otherwise {@link ENTER_DATE_MESSAGE}.
 */
export function userDateError(text: string | null | undefined): string | null {
  if ((text ?? '').trim() === '' || parseUserDate(text)) return null;
  return parseWith(DATE_PATTERNS, text, false) ? DATE_RANGE_MESSAGE : ENTER_DATE_MESSAGE;
}

/**
 * Parses what users type into a date field. MM/DD/YYYY is canonical; also accepts
 * M/D/YYYY, MM-DD-YYYY, MM.DD.YYYY, YYYY-MM-DD, MMDDYYYY and M/D/YY (00-49 → 20xx).
 * Returns 'YYYY-MM-DD', or null when invalid or outside the supported bounds.
 */
export function parseUserDate(text: string | null | undefined): string | null {
  return parseWith(DATE_PATTERNS, text);
}

/** Parses 'MM/YYYY' (also M/YYYY, MM-YYYY, YYYY-MM) to the first of the month, 'YYYY-MM-01'. */
export function parseUserMonth(text: string | null | undefined): string | null {
  return parseWith(MONTH_PATTERNS, text);
}

/**
 * Parses 'MM/DD/YYYY, h:mm:ss a' (comma, seconds and AM/PM optional; without AM/PM the
 * hour is 24-hour). Any date form accepted by parseUserDate works. Returns
 * 'YYYY-MM-DD HH:mm:ss' or null.
 */
export function parseUserDateTime(text: string | null | undefined): string | null {
  const s = (text ?? '').trim();
  const m = /^(.+?)(?:\s*,\s*|\s+|T)(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?m?\.?)?$/i.exec(s);
  if (!m) return null;
  const date = parseUserDate(m[1]);
  if (!date) return null;
  let hour = +m[2];
  const minute = +m[3];
  const second = m[4] ? +m[4] : 0;
  const meridiem = m[5]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  if (minute > 59 || second > 59) return null;
  return `${date} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

type DateInput = string | Date | null | undefined;

function localDate(y: number, m: number, d: number, h = 0, mi = 0, s = 0): Date {
  const date = new Date(2000, m - 1, d, h, mi, s);
  // The Date constructor maps years 0-99 to 19xx; setFullYear does not.
  date.setFullYear(y);
  return date;
}

// Business dates and naive date-times are read field by field so the browser time
// zone can never move them; only real instants (with Z/offset) or Dates use local time.
function toDayjs(value: DateInput): dayjs.Dayjs | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string') {
    const d = ISO_DATE_RE.exec(value);
    if (d) return isIsoDate(value) ? dayjs(localDate(+d[1], +d[2], +d[3])) : null;
    const n = NAIVE_DATETIME_RE.exec(value);
    if (n) {
      const [, y, mo, da, h, mi, se] = n;
      if (!isoFromParts(+y, +mo, +da)) return null;
      return dayjs(localDate(+y, +mo, +da, +h, +mi, se ? +se : 0));
    }
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

function formatWith(value: DateInput, pattern: string): string {
  const d = toDayjs(value);
  if (d) return d.format(pattern);
  return typeof value === 'string' ? value : '';
}

/** 'YYYY-MM-DD' (or any date/instant) → 'MM/DD/YYYY'; empty for null, input echoed if unparseable. */
export function formatDate(iso: DateInput): string {
  return formatWith(iso, 'MM/DD/YYYY');
}

/** A month as cards show their expiry: 'YYYY-MM-01' → 'MM/YYYY'. */
export function formatMonthYear(iso: DateInput): string {
  return formatWith(iso, 'MM/YYYY');
}

/** The one date-range text: 'MM/DD/YYYY - MM/DD/YYYY'; an open end shows only the known side. */
export function formatDateRange(start: DateInput, end: DateInput): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (from && to) return `${from} - ${to}`;
  return from ? `from ${from}` : to ? `until ${to}` : '';
}

/** Instant or 'YYYY-MM-DD HH:mm:ss' → 'MM/DD/YYYY h:mm AM'. */
export function formatDateTime(iso: DateInput): string {
  return formatWith(iso, 'MM/DD/YYYY h:mm A');
}

/** Local calendar date of `d` as 'YYYY-MM-DD'. */
export function formatIsoDate(d: DateInput): string {
  return formatWith(d, 'YYYY-MM-DD');
}

/** 'YYYY-MM-DD h:mm AM'. */
export function formatIsoDateTime(d: DateInput): string {
  return formatWith(d, 'YYYY-MM-DD h:mm A');
}

/**
 * Duration as 'H:mm', rounded to the nearest minute: 1.5 → '1:30', 0.25 → '0:15'.
 * Hours may be a number or decimal string; pass unit 'minutes' for a minute count.
 */
export function formatHours(value: MoneyLike, unit: 'hours' | 'minutes' = 'hours'): string {
  const d = toDecimal(value);
  const minutes = (unit === 'hours' ? d.times(60) : d).abs().toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const total = minutes.toNumber();
  const sign = d.isNegative() && total > 0 ? '-' : '';
  return `${sign}${Math.floor(total / 60)}:${pad(total % 60)}`;
}

/** '3035550142' or '(303) 555-0142' → '303-555-0142'; a leading US 1 is dropped; anything else unchanged. */
export function formatPhone(digits: string | null | undefined): string {
  if (digits == null) return '';
  let d = digits.replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  if (d.length !== 10) return digits;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Wire schema for a business date: 'YYYY-MM-DD', a real calendar day within the bounds (`format: date` in the API document). */
export const businessDate = z
  .string()
  .refine((v) => isIsoDate(v), { error: 'Invalid date', abort: true })
  .refine((v) => isDateInRange(v), { error: DATE_RANGE_MESSAGE })
  .meta({ format: 'date' });

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/** ISO `date` plus `months` calendar months, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  return new Date(Date.UTC(year, month, Math.min(d, daysInMonth(year, month)))).toISOString().slice(0, 10);
}

/** ISO `date` plus `days` days. */
export const addIsoDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whole days from ISO `from` to ISO `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
