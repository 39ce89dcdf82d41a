import { addIsoDays, addMonths, daysBetween } from '@fieldline/contracts/common/dates';

export type PeriodicSchedule = 'Monthly' | 'Quarterly' | 'Annual';

const MONTHS: Record<PeriodicSchedule, number> = { Monthly: 1, Quarterly: 3, Annual: 12 };

export interface BillingPeriod {
  start: string;
  /** Exclusive. */
  end: string;
  /** Days billed over the days of a whole period: 1 except for a short last period at the term's end. */
  days: number;
  fullDays: number;
}

/**
 * The periods of a contract due by `through` (billed in advance: a period is due on its first day), after
 * `billedThrough` (exclusive; null when nothing is billed yet). Periods are anchored on the start date, so
 * a contract starting Jan 31 bills Feb 28, Mar 31, ... without drifting. The term ends after `endDate`
 * (inclusive); a last period cut short by it is billed for its days. At most `max` periods at once.
 */
export function duePeriods(
  contract: { startDate: string; endDate: string; billedThrough: string | null; schedule: PeriodicSchedule },
  through: string,
  max = 120,
): BillingPeriod[] {
  const step = MONTHS[contract.schedule];
  const termEnd = addIsoDays(contract.endDate, 1);
  const out: BillingPeriod[] = [];
  for (let k = 0; out.length < max; k++) {
    const start = addMonths(contract.startDate, k * step);
    if (start >= termEnd || start > through) break;
    const next = addMonths(contract.startDate, (k + 1) * step);
    if (contract.billedThrough && start < contract.billedThrough) continue;
    const end = next < termEnd ? next : termEnd;
    out.push({ start, end, days: daysBetween(start, end), fullDays: daysBetween(start, next) });
  }
  return out;
}
