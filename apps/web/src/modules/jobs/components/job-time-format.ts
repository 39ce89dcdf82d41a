import { Money, moneyString } from '@fieldline/contracts/common/money';
import type { Timesheet } from '@fieldline/contracts/jobs/job-work.contract';
import dayjs from 'dayjs';

/** 'HH:mm' wall-clock time of an instant (the time input's value), '' when there is none. */
export const clockOf = (iso: string | null | undefined) => (iso ? dayjs(iso).format('HH:mm') : '');

/** The instant of a work date at a wall-clock time, or null when either is missing. */
export function instantOf(workDate: string | null, clock: string): string | null {
  if (!workDate || !/^\d{2}:\d{2}/.test(clock)) return null;
  return dayjs(`${workDate} ${clock.slice(0, 5)}`).toISOString();
}

/** "8:00 AM – 10:20 AM" or "—". */
export function spanOf(t: Pick<Timesheet, 'startTime' | 'endTime'>): string {
  if (!t.startTime && !t.endTime) return '—';
  const f = (v: string | null) => (v ? dayjs(v).format('h:mm A') : '?');
  return `${f(t.startTime)} – ${f(t.endTime)}`;
}

/** Hours between two 'HH:mm' times of the same day, 2 places, or null. */
export function hoursOfClocks(start: string, end: string): string | null {
  if (!/^\d{2}:\d{2}/.test(start) || !/^\d{2}:\d{2}/.test(end)) return null;
  const m = (c: string) => Number(c.slice(0, 2)) * 60 + Number(c.slice(3, 5));
  const minutes = m(end) - m(start);
  return minutes > 0 ? moneyString(new Money(minutes).dividedBy(60), 2) : null;
}
