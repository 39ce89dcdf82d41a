import {
  VISIT_MESSAGES,
  type VisitRule,
} from '@fieldline/contracts/contract-visits/contract-visits.contract';
import { type SQL, sql } from 'drizzle-orm';
import * as rruleNs from 'rrule';
import type { Db } from '../../platform/db/database';
import { fieldError } from '../../platform/errors';

// rrule ships CommonJS whose named exports Node's ESM loader cannot see: take them from the default export.
const { RRule } = ((rruleNs as unknown as { default?: typeof rruleNs }).default ?? rruleNs) as typeof rruleNs;

/** Occurrences of one Rule schedule at most (ten years of daily visits fit). */
export const MAX_RULE_OCCURRENCES = 4000;

/**
 * The inputs of the occurrence-date expression: SQL for each (columns of a schedule and its contract in
 * the bulk run, parameters in the preview), so both answer from the very same expression.
 */
export interface DateInputs {
  frequency: SQL;
  months: SQL;
  dayOfMonth: SQL;
  nthWeek: SQL;
  weekday: SQL;
  /** The contract's start: the anchor of quarterly, semi-annual and annual months and the default day. */
  start: SQL;
  /** Visits from this date on (the start, or the day of the last schedule change). */
  from: SQL;
  end: SQL;
}

/** Months counted as one integer, year * 12 + month - 1 (January 2027 is 24324): month arithmetic is integer arithmetic. */
const monthNumber = (d: SQL) =>
  sql`(date_part('year', (${d})::date) * 12 + date_part('month', (${d})::date) - 1)::int`;

/** Day of the week (0 Sunday .. 6 Saturday) of a date by integer arithmetic: 2000-01-02 was a Sunday. */
const weekdayOf = (d: SQL) => sql`(((${d} - date '2000-01-02') % 7 + 7) % 7)`;

/**
 * A subquery of one column `d` (date): the visit days of a month-based schedule between `from` and `end`.
 * Calendar dates only (no instants), so no daylight-saving change can move them. A day of the month past
 * the month's end falls on its last day; the 5th week is the month's last such weekday.
 *
 * Set-based and cheap per row: the schedule's months are one integer series stepping by the frequency
 * (1, 3, 6 or 12 months from the contract's start month; every month, filtered, for Months), and each
 * visit day is a `make_date` plus integer day arithmetic: no per-month timestamp or interval arithmetic,
 * no numeric `extract`, and no months generated only to be filtered out (ten years of 10,000 agreements'
 * dates in about 0.3 s instead of 2 s).
 */
export function occurrenceDatesSql(p: DateInputs): SQL {
  const last = sql`(make_date((g.m + 1) / 12, (g.m + 1) % 12 + 1, 1) - 1)`;
  const first = sql`make_date(g.m / 12, g.m % 12 + 1, 1)`;
  const day = sql`coalesce(${p.dayOfMonth}, date_part('day', (${p.start})::date)::int)`;
  const step = sql`(case ${p.frequency} when 'Monthly' then 1 when 'Months' then 1 when 'Quarterly' then 3
    when 'SemiAnnual' then 6 when 'Annual' then 12 end)`;
  const fromMonth = monthNumber(p.from);
  // The first month on or after `from` that is a whole number of steps from the start's month.
  const firstMonth = sql`${fromMonth} + ((${monthNumber(p.start)} - ${fromMonth}) % ${step} + ${step}) % ${step}`;
  return sql`select x.d from (
    select case
      when ${p.nthWeek} = 5 then ${last} - ((${weekdayOf(last)} - ${p.weekday} + 7) % 7)
      when ${p.nthWeek} is not null then ${first} + ((${p.weekday} - ${weekdayOf(first)} + 7) % 7) + 7 * (${p.nthWeek} - 1)
      when ${day} <= 28 then ${first} + (${day} - 1)
      else least(${first} + (${day} - 1), ${last})
    end as d
    from generate_series(${firstMonth}, ${monthNumber(p.end)}, ${step}) g(m)
    where ${p.frequency} <> 'Months' or g.m % 12 + 1 = any(${p.months})
    offset 0 -- each day computed once, not again in the bounds test below
  ) x where x.d between ${p.from}::date and ${p.end}::date`;
}

const isoOf = (d: Date) => d.toISOString().slice(0, 10);
const floating = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Checks an RRULE (400 on `field` when it does not parse or repeats more often than daily). */
export function parseRule(rule: string, field = 'rule') {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(rule.replace(/^RRULE:/i, ''));
  } catch {
    throw fieldError(field, VISIT_MESSAGES.badRule);
  }
  if (options.freq === undefined || options.freq === null || options.freq > RRule.DAILY)
    throw fieldError(field, VISIT_MESSAGES.badRule);
  if (Array.isArray(options.byweekday) && options.byweekday.some((d) => d === undefined || d === null))
    throw fieldError(field, VISIT_MESSAGES.badRule);
  return options;
}

/**
 * The days of a Rule schedule between `from` and `end` (inclusive), expanded from the contract's start as
 * floating dates (no zone: a visit is a calendar day), one per day, at most MAX_RULE_OCCURRENCES.
 */
export function ruleDates(rule: string, start: string, from: string, end: string, field = 'rule'): string[] {
  const options = parseRule(rule, field);
  let r: InstanceType<typeof RRule>;
  try {
    r = new RRule({ ...options, dtstart: floating(start) });
    r.all((_, i) => i < 1);
  } catch {
    throw fieldError(field, VISIT_MESSAGES.badRule);
  }
  const out = new Set<string>();
  r.between(floating(from), new Date(floating(end).getTime() + 86_399_999), true, (d) => {
    out.add(isoOf(d));
    return out.size < MAX_RULE_OCCURRENCES;
  });
  return [...out].sort();
}

/** The preview (bids/contractVisits): the days a proposed schedule gives between two dates. */
export async function previewDates(db: Db, start: string, end: string, s: VisitRule): Promise<string[]> {
  if (s.frequency === 'Rule') return ruleDates(s.rule ?? '', start, start, end, 'schedule.rule');
  const result = await db.execute(
    sql`select d::text as d from (${occurrenceDatesSql({
      frequency: sql`${s.frequency}::text`,
      months: sql`${`{${s.months.join(',')}}`}::int[]`,
      dayOfMonth: sql`${s.dayOfMonth ?? null}::int`,
      nthWeek: sql`${s.nthWeek ?? null}::int`,
      weekday: sql`${s.weekday ?? null}::int`,
      start: sql`${start}::date`,
      from: sql`${start}::date`,
      end: sql`${end}::date`,
    })}) o order by d`,
  );
  return (((result as { rows?: unknown[] }).rows ?? result) as { d: string }[]).map((r) => r.d);
}
