import { formatDate } from '@fieldline/contracts/common/dates';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The Monday..Sunday week holding `date` ('YYYY-MM-DD'): the review's workweek. */
export function weekOf(date: string): { from: string; to: string } {
  const t = Date.parse(`${date}T00:00:00Z`);
  const monday = t - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
  return { from: iso(monday), to: iso(monday + 6 * DAY) };
}

export const shiftWeek = (from: string, weeks: number) =>
  weekOf(iso(Date.parse(`${from}T00:00:00Z`) + weeks * 7 * DAY));

/** Today's date in the browser's time zone. */
export function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "Mon 11/23" for a column heading. */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  // The shared MM/DD/YYYY without its year.
  return `${WEEKDAYS[d.getUTCDay()]} ${formatDate(date).slice(0, 5)}`;
}

/** Hours without trailing zeros after the point: "8", "7.5", "0" shown as a dash by the caller. */
export const hoursText = (h: string) => String(Number(h));
