import type { PayFrequency } from '@fieldline/contracts/payroll/payroll.contract';

/** Calendar-date arithmetic on 'YYYY-MM-DD' strings, in UTC so no time zone moves a day. */
const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromMs(toMs(date) + days * DAY_MS);

/** The last day of the month holding `date`. */
export function monthEnd(date: string): string {
  const d = new Date(toMs(date));
  return fromMs(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
}

/** The first day of the workweek holding `date` (0 = Sunday). */
export function weekStartOf(date: string, weekStartsOn: number): string {
  const day = new Date(toMs(date)).getUTCDay();
  return addDays(date, -((day - weekStartsOn + 7) % 7));
}

/**
 * The end of the period that starts on `start`: 7 or 14 days; semi-monthly halves end on the 15th and
 * the month's last day; monthly periods end on the month's last day (a first period may start mid-way).
 */
export function periodEnd(start: string, frequency: PayFrequency): string {
  switch (frequency) {
    case 'weekly':
      return addDays(start, 6);
    case 'biweekly':
      return addDays(start, 13);
    case 'semimonthly':
      return Number(start.slice(8, 10)) <= 15 ? `${start.slice(0, 8)}15` : monthEnd(start);
    case 'monthly':
      return monthEnd(start);
  }
}

/** `count` consecutive periods from `start`, each paid `payDelayDays` after its end. */
export function generatePeriods(start: string, frequency: PayFrequency, count: number, payDelayDays: number) {
  const out: { startDate: string; endDate: string; payDate: string }[] = [];
  let from = start;
  for (let i = 0; i < count; i++) {
    const end = periodEnd(from, frequency);
    out.push({ startDate: from, endDate: end, payDate: addDays(end, payDelayDays) });
    from = addDays(end, 1);
  }
  return out;
}
