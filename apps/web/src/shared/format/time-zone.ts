/**
 * Wall-clock parts of an instant in a named time zone (the company's, whatever the browser's), and the
 * browser's own zone: the one place the web app reads time zones through Intl.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string) {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The local date (YYYY-MM-DD) and minutes since its midnight of an instant in `tz`. */
export function zoned(instant: string | number, tz: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    formatter(tz)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** "9:05 AM": the wall-clock time of an instant in `tz`. */
export function zonedClock(instant: string | number, tz: string): string {
  const { minutes } = zoned(instant, tz);
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The browser's IANA time zone. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
