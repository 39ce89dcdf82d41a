/** The event form's recurrence choices and the RFC 5545 RRULE they make (and back, for editing). */

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

export type Repeat = 'none' | 'daily' | 'weekly' | 'monthly';
export type Ends = 'never' | 'on' | 'after';

export interface RecurrenceForm {
  repeat: Repeat;
  days: Weekday[];
  ends: Ends;
  /** YYYY-MM-DD, the last day an occurrence may fall on. */
  until: string | null;
  count: number;
}

export const NO_RECURRENCE: RecurrenceForm = {
  repeat: 'none',
  days: [],
  ends: 'never',
  until: null,
  count: 10,
};

/** The weekday (MO..SU) of a 'YYYY-MM-DD ...' wall-clock value. */
export function weekdayOf(value: string): Weekday {
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(d + 6) % 7];
}

/** The RRULE body for the form (null: no repeat). UNTIL is the end of that day, as floating local time. */
export function buildRule(f: RecurrenceForm, start: string | null): string | null {
  if (f.repeat === 'none') return null;
  const parts = [`FREQ=${f.repeat.toUpperCase()}`];
  if (f.repeat === 'weekly') {
    const days = f.days.length ? f.days : start ? [weekdayOf(start)] : [];
    if (days.length) parts.push(`BYDAY=${WEEKDAYS.filter((d) => days.includes(d)).join(',')}`);
  }
  if (f.ends === 'after') parts.push(`COUNT=${Math.max(1, Math.floor(f.count))}`);
  if (f.ends === 'on' && f.until) parts.push(`UNTIL=${f.until.replace(/-/g, '')}T235959`);
  return parts.join(';');
}

/** The form for an RRULE the calendar made (other rules show as 'weekly' etc. as far as they go). */
export function parseRule(rule: string | null): RecurrenceForm {
  if (!rule) return NO_RECURRENCE;
  const map = new Map(
    rule
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((p) => p.split('=') as [string, string]),
  );
  const freq = (map.get('FREQ') ?? '').toLowerCase();
  const repeat: Repeat = freq === 'daily' || freq === 'weekly' || freq === 'monthly' ? freq : 'none';
  const days = (map.get('BYDAY') ?? '')
    .split(',')
    .filter((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d));
  const until = map.get('UNTIL');
  const count = map.get('COUNT');
  return {
    repeat,
    days,
    ends: count ? 'after' : until ? 'on' : 'never',
    until: until ? `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}` : null,
    count: count ? Number(count) : 10,
  };
}

/** "Weekly on Mon, Wed, 10 times" for the event card. */
export function describeRule(rule: string | null): string {
  if (!rule) return '';
  const f = parseRule(rule);
  const base =
    f.repeat === 'weekly' && f.days.length
      ? `Weekly on ${f.days.map((d) => WEEKDAY_LABELS[d]).join(', ')}`
      : f.repeat === 'none'
        ? 'Repeats'
        : f.repeat[0].toUpperCase() + f.repeat.slice(1);
  if (f.ends === 'after') return `${base}, ${f.count} times`;
  if (f.ends === 'on' && f.until) {
    const [y, m, d] = f.until.split('-');
    return `${base}, until ${m}/${d}/${y}`;
  }
  return base;
}
