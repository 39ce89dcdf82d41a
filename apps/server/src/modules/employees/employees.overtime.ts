import Decimal from 'decimal.js';

/** How an employee's hours become overtime (employees.overtime_rule). */
export type OvertimeRule = 'none' | 'weekly40' | 'daily8' | 'weeklyAndDaily';

export type OvertimeDay = { date: string; regular: string; overtime: string; doubleTime: string };

const ZERO = new Decimal(0);
const EIGHT = new Decimal(8);
const TWELVE = new Decimal(12);
const FORTY = new Decimal(40);
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date, read as a calendar date (no time zone). */
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The day number of the first day of the workweek holding `day` (1970-01-01 was a Thursday, weekday 4). */
const weekStart = (day: number, weekStartsOn: number) => day - ((((day + 4 - weekStartsOn) % 7) + 7) % 7);

const min = (a: Decimal, b: Decimal) => (a.lessThan(b) ? a : b);
const over = (a: Decimal, limit: Decimal) => Decimal.max(a.minus(limit), ZERO);

/**
 * Splits worked hours into regular, overtime (paid x1.5) and double time (x2), one row per date, in date order.
 *
 * - Several entries on one date are summed; the days may come in any order.
 * - Workweeks start on `weekStartsOn` (0 = Sunday .. 6 = Saturday); the weekly count restarts each workweek.
 * - `none`: every hour is regular (the double-time option does not apply either).
 * - `weekly40`: regular hours past 40 in the workweek are overtime, counted in date order.
 * - `daily8`: hours past 8 in a day are overtime.
 * - `weeklyAndDaily` (California): the daily split first, then regular hours past 40 in the workweek become
 *   overtime; an hour is never counted twice (daily overtime does not count toward the 40).
 * - `doubleTime` option: hours past 12 in a day are double time (they are taken out before the weekly count).
 *   With a daily rule it also applies California's seventh-day rule: when the employee worked all seven days of
 *   the workweek, the seventh day's first 8 hours are overtime and every hour past 8 is double time.
 *
 * A pay period that cuts a workweek must pass the whole workweek's days (from the workweek's first day), or the
 * weekly count starts late; the caller keeps only the rows of its period. Each output value has two decimals.
 */
export function splitOvertime(
  days: { date: string; hours: string }[],
  rule: OvertimeRule,
  opts: { doubleTime: boolean; weekStartsOn: number /* 0 = Sunday */ },
): OvertimeDay[] {
  const totals = new Map<string, Decimal>();
  for (const d of days) totals.set(d.date, (totals.get(d.date) ?? ZERO).plus(d.hours));
  const dates = [...totals.keys()].sort();

  const daily = rule === 'daily8' || rule === 'weeklyAndDaily';
  const weekly = rule === 'weekly40' || rule === 'weeklyAndDaily';
  const double = opts.doubleTime && rule !== 'none';

  // Days worked (hours > 0) in each workweek, for the seventh-day rule.
  const workedDays = new Map<number, number>();
  for (const date of dates) {
    if (!totals.get(date)?.greaterThan(0)) continue;
    const week = weekStart(dayNumber(date), opts.weekStartsOn);
    workedDays.set(week, (workedDays.get(week) ?? 0) + 1);
  }

  const out: OvertimeDay[] = [];
  let currentWeek: number | undefined;
  let weekRegular = ZERO;
  for (const date of dates) {
    const hours = totals.get(date) as Decimal;
    const day = dayNumber(date);
    const week = weekStart(day, opts.weekStartsOn);
    if (week !== currentWeek) {
      currentWeek = week;
      weekRegular = ZERO;
    }
    let regular = hours;
    let overtime = ZERO;
    let doubleTime = ZERO;
    const seventhDay = double && daily && day - week === 6 && workedDays.get(week) === 7;
    if (rule === 'none') {
      // All regular.
    } else if (seventhDay) {
      regular = ZERO;
      overtime = min(hours, EIGHT);
      doubleTime = over(hours, EIGHT);
    } else {
      if (double) {
        doubleTime = over(hours, TWELVE);
        regular = hours.minus(doubleTime);
      }
      if (daily) {
        overtime = over(regular, EIGHT);
        regular = regular.minus(overtime);
      }
    }
    if (weekly) {
      const moved = over(weekRegular.plus(regular), FORTY);
      const shifted = min(moved, regular);
      regular = regular.minus(shifted);
      overtime = overtime.plus(shifted);
      weekRegular = weekRegular.plus(regular);
    }
    out.push({
      date,
      regular: regular.toFixed(2),
      overtime: overtime.toFixed(2),
      doubleTime: doubleTime.toFixed(2),
    });
  }
  return out;
}
