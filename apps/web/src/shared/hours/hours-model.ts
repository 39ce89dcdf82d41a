import {
  CLOSE_LIST_START,
  type HoursBody,
  type HoursOfOperation,
  OPEN_LIST_START,
  TIME_STEP_MINUTES,
  WEEKDAYS,
} from '@fieldline/contracts/locations/locations.contract';

export interface TimeOption {
  /** Stored form: 24-hour HH:mm. */
  value: string;
  /** Shown form: 12-hour, e.g. '6:00 AM'. */
  label: string;
}

export interface HoursRow {
  id?: number;
  /** 1 Monday .. 7 Sunday. */
  day: number;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

const MINUTES_PER_DAY = 24 * 60;

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function toHHMM(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** '16:30' → '4:30 PM'. */
export function formatTime12(hhmm: string | null | undefined): string {
  if (!hhmm) return '';
  const minutes = toMinutes(hhmm);
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * Every half hour of the day, starting at `start` (spec 3 section 9: the open list starts at
 * 6:00, the close list at 16:00). The list runs on to 11:30 PM and then wraps to the early
 * hours, so the usual times come first while a night shift can still be entered.
 */
export function timeOptions(start: string): TimeOption[] {
  const first = toMinutes(start);
  const out: TimeOption[] = [];
  for (let m = 0; m < MINUTES_PER_DAY; m += TIME_STEP_MINUTES) {
    const value = toHHMM((first + m) % MINUTES_PER_DAY);
    out.push({ value, label: formatTime12(value) });
  }
  return out;
}

export const OPEN_TIME_OPTIONS = timeOptions(OPEN_LIST_START);
export const CLOSE_TIME_OPTIONS = timeOptions(CLOSE_LIST_START);

/** A new day is open from the first time of each list: 6:00 AM to 4:00 PM. */
export const DEFAULT_OPEN_TIME = OPEN_LIST_START;
export const DEFAULT_CLOSE_TIME = CLOSE_LIST_START;

export function dayName(day: number): string {
  return WEEKDAYS[day - 1] ?? `Day ${day}`;
}

/** Monday to Sunday, stored rows where they exist, else open with the default times. */
export function toHoursRows(stored: readonly HoursOfOperation[] | null | undefined): HoursRow[] {
  return WEEKDAYS.map((_, i) => {
    const day = i + 1;
    const row = stored?.find((h) => h.day === day);
    if (!row) return { day, openTime: DEFAULT_OPEN_TIME, closeTime: DEFAULT_CLOSE_TIME, isClosed: false };
    return {
      id: row.id,
      day,
      isClosed: row.isClosed,
      openTime: row.openTime ?? (row.isClosed ? null : DEFAULT_OPEN_TIME),
      closeTime: row.closeTime ?? (row.isClosed ? null : DEFAULT_CLOSE_TIME),
    };
  });
}

/** Why a row cannot be saved, or null. */
export function rowError(row: HoursRow): string | null {
  if (row.isClosed) return null;
  if (!row.openTime || !row.closeTime) return 'Choose an open and a close time.';
  if (row.openTime >= row.closeTime) return 'The close time must be after the open time.';
  return null;
}

/** A closed day keeps no times. */
export function toHoursBody(row: HoursRow, locationId: number): HoursBody {
  return {
    locationId,
    day: row.day,
    isClosed: row.isClosed,
    openTime: row.isClosed ? null : row.openTime,
    closeTime: row.isClosed ? null : row.closeTime,
  };
}

export function sameRow(a: HoursRow, b: HoursRow): boolean {
  if (a.isClosed !== b.isClosed) return false;
  return a.isClosed || (a.openTime === b.openTime && a.closeTime === b.closeTime);
}

/** 1 Monday .. 7 Sunday for a date in the browser's time zone. */
export function isoWeekday(date: Date): number {
  return ((date.getDay() + 6) % 7) + 1;
}
