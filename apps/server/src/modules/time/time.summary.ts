import { formatDate } from '@fieldline/contracts/common/dates';
import {
  MAX_DAY_HOURS,
  type TimeDay,
  type TimeTotals,
  type TimeWarning,
} from '@fieldline/contracts/time/time.contract';
import { Decimal } from 'decimal.js';
import { type OvertimeRule, splitOvertime } from '../employees';

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Every date from..to, inclusive. */
export function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += DAY) out.push(isoDay(t));
  return out;
}

/** The fields of an entry the summary needs. */
export interface SummaryEntry {
  workDate: string;
  hours: string;
  startTime: string | null;
  endTime: string | null;
}

export interface SummaryEmployee {
  /** Salaried employees keep no timecards: no missing-day warnings for them. */
  payType: string;
  overtimeRule: string;
  doubleTime: boolean;
  hireDate: string | null;
  endDate: string | null;
}

export interface Summary {
  days: TimeDay[];
  totals: TimeTotals;
  warnings: TimeWarning[];
}

const RULES = new Set(['none', 'weekly40', 'daily8', 'weeklyAndDaily']);

/**
 * Hours per day split into regular, overtime and double time by the employee's rule (the payroll work's
 * splitOvertime), with the review's warnings. Workweeks start on the period's first day, so a week picked
 * on the screen is one workweek; `today` stops the missing-day warning at days still to come.
 */
export function summarize(
  from: string,
  to: string,
  entries: SummaryEntry[],
  employee: SummaryEmployee,
  today: string,
): Summary {
  const dates = datesOf(from, to);
  const byDay = new Map<string, Decimal>(dates.map((d) => [d, new Decimal(0)]));
  for (const e of entries) byDay.set(e.workDate, (byDay.get(e.workDate) ?? new Decimal(0)).plus(e.hours));
  const rule = (RULES.has(employee.overtimeRule) ? employee.overtimeRule : 'none') as OvertimeRule;
  const split = new Map(
    splitOvertime(
      dates.map((date) => ({ date, hours: byDay.get(date)!.toFixed(2) })),
      rule,
      { doubleTime: employee.doubleTime, weekStartsOn: new Date(`${from}T00:00:00Z`).getUTCDay() },
    ).map((d) => [d.date, d]),
  );
  const totals = {
    hours: new Decimal(0),
    regular: new Decimal(0),
    overtime: new Decimal(0),
    doubleTime: new Decimal(0),
  };
  const days = dates.map((date) => {
    const s = split.get(date);
    const day = {
      date,
      hours: byDay.get(date)!.toFixed(2),
      regular: s?.regular ?? '0.00',
      overtime: s?.overtime ?? '0.00',
      doubleTime: s?.doubleTime ?? '0.00',
    };
    totals.hours = totals.hours.plus(day.hours);
    totals.regular = totals.regular.plus(day.regular);
    totals.overtime = totals.overtime.plus(day.overtime);
    totals.doubleTime = totals.doubleTime.plus(day.doubleTime);
    return day;
  });
  return {
    days,
    totals: {
      hours: totals.hours.toFixed(2),
      regular: totals.regular.toFixed(2),
      overtime: totals.overtime.toFixed(2),
      doubleTime: totals.doubleTime.toFixed(2),
    },
    warnings: warningsOf(dates, byDay, entries, employee, today),
  };
}

function warningsOf(
  dates: string[],
  byDay: Map<string, Decimal>,
  entries: SummaryEntry[],
  employee: SummaryEmployee,
  today: string,
): TimeWarning[] {
  const out: TimeWarning[] = [];
  for (const date of dates) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const employed =
      (!employee.hireDate || date >= employee.hireDate) && (!employee.endDate || date <= employee.endDate);
    const expected =
      employee.payType === 'hourly' && weekday >= 1 && weekday <= 5 && date <= today && employed;
    if (expected && byDay.get(date)!.isZero())
      out.push({
        kind: 'missingDay',
        date,
        message: `No time on ${weekdayName(weekday)} ${formatDate(date)}.`,
      });
    if (byDay.get(date)!.greaterThan(MAX_DAY_HOURS))
      out.push({
        kind: 'over16',
        date,
        message: `${byDay.get(date)!.toFixed(2)} hours on ${formatDate(date)}: over ${MAX_DAY_HOURS} hours in a day.`,
      });
    const timed = entries
      .filter((e) => e.workDate === date && e.startTime && e.endTime)
      .map((e) => [Date.parse(e.startTime!), Date.parse(e.endTime!)] as const)
      .sort((a, b) => a[0] - b[0]);
    let latestEnd = Number.NEGATIVE_INFINITY;
    let overlaps = false;
    for (const [start, end] of timed) {
      if (start < latestEnd) overlaps = true;
      latestEnd = Math.max(latestEnd, end);
    }
    if (overlaps) out.push({ kind: 'overlap', date, message: `Entries overlap on ${formatDate(date)}.` });
  }
  return out;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayName = (d: number) => WEEKDAYS[d];
