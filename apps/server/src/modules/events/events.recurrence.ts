import { EVENT_MESSAGES as M } from '@fieldline/contracts/events/events.contract';
import * as rruleNs from 'rrule';
import { fieldError } from '../../platform/errors';

// rrule ships CommonJS whose named exports Node's ESM loader cannot see: take them from the default export.
const { RRule } = ((rruleNs as unknown as { default?: typeof rruleNs }).default ?? rruleNs) as typeof rruleNs;
type RRuleT = InstanceType<typeof RRule>;

/**
 * Recurrence in a time zone without drift (decision 024). rrule works on "floating" dates here: the
 * series' local wall-clock start in its zone written as if it were UTC. Occurrences come out as local
 * wall times and each is turned into the real instant in the zone, so a 09:00 weekly meeting stays at
 * 09:00 local across daylight-saving changes (its UTC instant moves by the hour instead).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Past this many occurrences a rule's end is not worked out: it is treated as open-ended. */
const END_SCAN_LIMIT = 100_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The zone's wall clock at instant `t`, as a floating millisecond value. */
export function toFloating(t: number, tz: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(tz).formatToParts(new Date(t)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const floored = Math.floor(t / 1000) * 1000;
  return (
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second) +
    (t - floored)
  );
}

/** The instant at which the zone's wall clock reads `floating` (the later offset inside a spring gap). */
export function fromFloating(floating: number, tz: string): number {
  const offset1 = toFloating(floating, tz) - floating;
  let t = floating - offset1;
  const offset2 = toFloating(t, tz) - t;
  if (offset2 !== offset1) {
    const t2 = floating - offset2;
    // In a gap neither guess reads back exactly: keep the later one (02:30 in a spring gap is 03:30).
    t = toFloating(t2, tz) === floating ? t2 : Math.max(t, t2);
  }
  return t;
}

export interface Series {
  startTime: string;
  endTime: string;
  recurrenceRule: string;
  recurrenceTimezone: string;
}

/** The rule of a series in floating time; throws a 400 on recurrenceRule when it does not parse. */
export function ruleOf(s: Pick<Series, 'startTime' | 'recurrenceRule' | 'recurrenceTimezone'>): RRuleT {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(s.recurrenceRule);
  } catch {
    throw fieldError('recurrenceRule', M.badRule);
  }
  if (options.freq === undefined || options.freq === null) throw fieldError('recurrenceRule', M.badRule);
  if (options.freq === RRule.MINUTELY || options.freq === RRule.SECONDLY)
    throw fieldError('recurrenceRule', M.ruleTooLong);
  if (Array.isArray(options.byweekday) && options.byweekday.some((d) => d === undefined || d === null))
    throw fieldError('recurrenceRule', M.badRule);
  if (options.count !== undefined && options.count !== null && options.count < 1)
    throw fieldError('recurrenceRule', M.badRule);
  const tz = s.recurrenceTimezone;
  // UNTIL with a Z is a real instant (RFC 5545 with a zoned DTSTART): bring it to the zone's wall clock.
  if (options.until && /UNTIL=[0-9T]+Z/i.test(s.recurrenceRule))
    options.until = new Date(toFloating(options.until.getTime(), tz));
  const rule = new RRule({ ...options, dtstart: new Date(toFloating(Date.parse(s.startTime), tz)) });
  // A rule whose options are nonsense (BYMONTH=13) throws on its first expansion.
  try {
    rule.all((_, i) => i < 1);
  } catch {
    throw fieldError('recurrenceRule', M.badRule);
  }
  return rule;
}

/**
 * The series' occurrences overlapping from..to (half-open), as real start instants (ms), earliest first,
 * at most `cap` of them. Only the window is expanded, so a rule without an end costs what the window holds.
 */
export function occurrencesIn(s: Series, from: number, to: number, cap: number): number[] {
  const tz = s.recurrenceTimezone;
  const duration = Date.parse(s.endTime) - Date.parse(s.startTime);
  const rule = ruleOf(s);
  // A day of slack either side covers any zone offset; the exact test is on the real instants.
  const floatFrom = new Date(toFloating(from - duration, tz) - DAY);
  const floatTo = new Date(toFloating(to, tz) + DAY);
  const out: number[] = [];
  rule.between(floatFrom, floatTo, true, (d) => {
    const start = fromFloating(d.getTime(), tz);
    if (start < to && start + duration > from) out.push(start);
    return out.length < cap;
  });
  return out;
}

/** True when `start` (ms) is one of the series' occurrences. */
export function isOccurrence(s: Series, start: number): boolean {
  return occurrencesIn(s, start, start + 1, 5).includes(start);
}

/**
 * The end of the series' last occurrence, its last start and its COUNT: null end when it repeats for ever
 * (or past END_SCAN_LIMIT occurrences).
 */
export function seriesBounds(s: Series): {
  end: string | null;
  lastStart: string | null;
  count: number | null;
} {
  const rule = ruleOf(s);
  const count = rule.options.count ?? null;
  if (!rule.options.until && !count) return { end: null, lastStart: null, count: null };
  let last: Date | null = null;
  let n = 0;
  rule.all((d) => {
    last = d;
    n += 1;
    return n < END_SCAN_LIMIT;
  });
  if (n >= END_SCAN_LIMIT) return { end: null, lastStart: null, count };
  const duration = Date.parse(s.endTime) - Date.parse(s.startTime);
  if (last === null) return { end: s.endTime, lastStart: s.startTime, count };
  const lastStart = fromFloating((last as Date).getTime(), s.recurrenceTimezone);
  return {
    end: new Date(lastStart + duration).toISOString(),
    lastStart: new Date(lastStart).toISOString(),
    count,
  };
}

/**
 * The rule cut so that its last occurrence starts before `before` (for "this and the following"):
 * COUNT is replaced by an UNTIL just before that occurrence.
 */
export function ruleEndingBefore(s: Series, before: number): string {
  const untilLocal = new Date(toFloating(before - 1000, s.recurrenceTimezone));
  const stamp = untilLocal
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const kept = s.recurrenceRule
    .split(';')
    .filter((p) => !/^(UNTIL|COUNT)=/i.test(p))
    .join(';');
  // A local (floating) UNTIL without Z: the zone's wall clock.
  return `${kept};UNTIL=${stamp.replace(/Z$/, '')}`;
}
