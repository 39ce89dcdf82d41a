/** Preset labels of the date-range picker, in display order. */
export const DATE_RANGE_PRESETS = [
  'Today',
  'Yesterday',
  'Last 7 Days',
  'This Week',
  'Last Week',
  'Last 30 Days',
  'This Month',
  'Last Month',
  'This Year',
  'Last Year',
] as const;

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
/** 0 = Sunday … 6 = Saturday, matching Date#getDay. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type IsoDateRange = [string, string];

// All arithmetic runs on UTC midnights so the host time zone and DST cannot shift a day.
function parseIso(iso: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`Expected a YYYY-MM-DD date, got "${iso}"`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
}

function toIso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * 86_400_000);
}

/**
 * Resolves a preset to an inclusive [start, end] pair of 'YYYY-MM-DD' dates relative to
 * `today`. Week presets use `weekStart` so they agree with the calendar's first column.
 */
export function presetRange(label: DateRangePreset, today: string, weekStart: number): IsoDateRange {
  const t = parseIso(today);
  const y = t.getUTCFullYear();
  const mo = t.getUTCMonth();
  const offset = (t.getUTCDay() - weekStart + 7) % 7;
  const thisWeekStart = addDays(t, -offset);
  const range = (a: Date, b: Date): IsoDateRange => [toIso(a), toIso(b)];
  switch (label) {
    case 'Today':
      return range(t, t);
    case 'Yesterday':
      return range(addDays(t, -1), addDays(t, -1));
    case 'Last 7 Days':
      return range(addDays(t, -6), t);
    case 'This Week':
      return range(thisWeekStart, addDays(thisWeekStart, 6));
    case 'Last Week':
      return range(addDays(thisWeekStart, -7), addDays(thisWeekStart, -1));
    case 'Last 30 Days':
      return range(addDays(t, -29), t);
    case 'This Month':
      return range(new Date(Date.UTC(y, mo, 1)), new Date(Date.UTC(y, mo + 1, 0)));
    case 'Last Month':
      return range(new Date(Date.UTC(y, mo - 1, 1)), new Date(Date.UTC(y, mo, 0)));
    case 'This Year':
      return range(new Date(Date.UTC(y, 0, 1)), new Date(Date.UTC(y, 11, 31)));
    case 'Last Year':
      return range(new Date(Date.UTC(y - 1, 0, 1)), new Date(Date.UTC(y - 1, 11, 31)));
    default:
      throw new Error(`Unknown date range preset: ${String(label)}`);
  }
}

export function isDateRangePreset(label: string): label is DateRangePreset {
  return (DATE_RANGE_PRESETS as readonly string[]).includes(label);
}

// Used only when the runtime lacks Intl.Locale week info (older Firefox, some Node builds).
const WEEK_START_FALLBACK: Record<string, WeekStart> = {
  'en-US': 0,
  'en-CA': 0,
  'en-AU': 1,
  'en-GB': 1,
  'en-IE': 1,
  'en-IN': 0,
  'es-US': 0,
  'fr-CA': 0,
  'pt-BR': 0,
  'ar-SA': 6,
  ar: 6,
  en: 0,
  ja: 0,
  ko: 0,
  zh: 1,
  he: 0,
  fa: 6,
};

interface WeekInfo {
  firstDay: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** First day of the week for a BCP 47 locale: 0 = Sunday, 1 = Monday, 6 = Saturday. */
export function weekStartForLocale(locale: string): WeekStart {
  let intlLocale: LocaleWithWeekInfo;
  try {
    intlLocale = new Intl.Locale(locale) as LocaleWithWeekInfo;
  } catch {
    return 0;
  }
  try {
    const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
    // Intl reports 1 = Monday … 7 = Sunday.
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as WeekStart;
  } catch {
    // fall through to the table
  }
  const lang = intlLocale.language;
  const tag = intlLocale.region ? `${lang}-${intlLocale.region}` : lang;
  return WEEK_START_FALLBACK[tag] ?? WEEK_START_FALLBACK[lang] ?? 1;
}
