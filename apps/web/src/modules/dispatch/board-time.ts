/**
 * The board's wall clock is the company's time zone (the board answer names it), whatever the browser's.
 * Pure helpers over Intl, so a dispatcher in another zone still drops a job at the company's 10:00.
 */

import { formatDate } from '../../shared/format';
import { zoned } from '../../shared/format/time-zone';

export { zoned };

export const DAY_START_HOUR = 6;
export const DAY_END_HOUR = 20;
export const SLOT_MINUTES = 30;
export const SLOTS = ((DAY_END_HOUR - DAY_START_HOUR) * 60) / SLOT_MINUTES;

function offsetMs(utc: number, tz: string): number {
  const z = zoned(utc, tz);
  const [y, m, d] = z.date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, 0, z.minutes);
  return asUtc - Math.floor(utc / 60_000) * 60_000;
}

/** The instant (ISO) of company-local `date` at `minutes` past midnight. */
export function instantAt(date: string, minutes: number, tz: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d, 0, minutes);
  let result = guess - offsetMs(guess, tz);
  const again = guess - offsetMs(result, tz);
  if (again !== result) result = again;
  return new Date(result).toISOString();
}

/** Every date from..to inclusive. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** "10:00 AM" from minutes past midnight. */
export function clock(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "08:00" (24-hour, as locations store hours) as "8:00 AM". */
export function clock24(hhmm: string | null): string {
  if (!hhmm) return '';
  const [h, m] = hhmm.split(':').map(Number);
  return clock(h * 60 + m);
}

/** "Tue 03/05" of a YYYY-MM-DD. */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const wd = d.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  return `${wd} ${formatDate(date)}`;
}
