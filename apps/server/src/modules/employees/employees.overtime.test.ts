import { describe, expect, it } from 'vitest';
import { type OvertimeRule, splitOvertime } from './employees.overtime';

/**
 * Hand-worked overtime cases. 2026-11-01 is a Sunday. `days` lists consecutive dates from `from` with the
 * hours worked (null = no entry that day); `want` lists [date, regular, overtime, double time] for every date
 * with an entry, worked by hand from the rules in employees.overtime.ts.
 */
type Case = {
  name: string;
  rule: OvertimeRule;
  doubleTime?: boolean;
  weekStartsOn?: number;
  from?: string;
  days?: (string | null)[];
  entries?: { date: string; hours: string }[];
  want: [string, string, string, string][];
};

const SUN = '2026-11-01';
const MON = '2026-11-02';

function consecutive(from: string, hours: (string | null)[]) {
  const start = Date.parse(`${from}T00:00:00Z`);
  return hours.flatMap((h, i) =>
    h === null ? [] : [{ date: new Date(start + i * 86_400_000).toISOString().slice(0, 10), hours: h }],
  );
}

const cases: Case[] = [
  // weekly40
  {
    name: 'weekly40: five 8 h days are all regular',
    rule: 'weekly40',
    from: MON,
    days: ['8', '8', '8', '8', '8'],
    want: [
      ['2026-11-02', '8.00', '0.00', '0.00'],
      ['2026-11-03', '8.00', '0.00', '0.00'],
      ['2026-11-04', '8.00', '0.00', '0.00'],
      ['2026-11-05', '8.00', '0.00', '0.00'],
      ['2026-11-06', '8.00', '0.00', '0.00'],
    ],
  },
  {
    name: 'weekly40: five 9 h days, the 5 h past 40 fall on Friday',
    rule: 'weekly40',
    from: MON,
    days: ['9', '9', '9', '9', '9'],
    want: [
      ['2026-11-02', '9.00', '0.00', '0.00'],
      ['2026-11-03', '9.00', '0.00', '0.00'],
      ['2026-11-04', '9.00', '0.00', '0.00'],
      ['2026-11-05', '9.00', '0.00', '0.00'],
      ['2026-11-06', '4.00', '5.00', '0.00'],
    ],
  },
  {
    name: 'weekly40: entries out of order and two per day are summed (same as five 9 h days)',
    rule: 'weekly40',
    entries: [
      { date: '2026-11-06', hours: '4.5' },
      { date: '2026-11-03', hours: '9' },
      { date: '2026-11-02', hours: '5' },
      { date: '2026-11-06', hours: '4.5' },
      { date: '2026-11-05', hours: '9' },
      { date: '2026-11-04', hours: '9' },
      { date: '2026-11-02', hours: '4' },
    ],
    want: [
      ['2026-11-02', '9.00', '0.00', '0.00'],
      ['2026-11-03', '9.00', '0.00', '0.00'],
      ['2026-11-04', '9.00', '0.00', '0.00'],
      ['2026-11-05', '9.00', '0.00', '0.00'],
      ['2026-11-06', '4.00', '5.00', '0.00'],
    ],
  },
  {
    name: 'weekly40: six 8 h days, Saturday is all overtime',
    rule: 'weekly40',
    from: MON,
    days: ['8', '8', '8', '8', '8', '8'],
    want: [
      ['2026-11-02', '8.00', '0.00', '0.00'],
      ['2026-11-03', '8.00', '0.00', '0.00'],
      ['2026-11-04', '8.00', '0.00', '0.00'],
      ['2026-11-05', '8.00', '0.00', '0.00'],
      ['2026-11-06', '8.00', '0.00', '0.00'],
      ['2026-11-07', '0.00', '8.00', '0.00'],
    ],
  },
  {
    name: 'weekly40: the count restarts on Sunday (45 h in each of two weeks)',
    rule: 'weekly40',
    from: MON,
    days: ['9', '9', '9', '9', '9', null, null, '9', '9', '9', '9', '9'],
    want: [
      ['2026-11-02', '9.00', '0.00', '0.00'],
      ['2026-11-03', '9.00', '0.00', '0.00'],
      ['2026-11-04', '9.00', '0.00', '0.00'],
      ['2026-11-05', '9.00', '0.00', '0.00'],
      ['2026-11-06', '4.00', '5.00', '0.00'],
      ['2026-11-09', '9.00', '0.00', '0.00'],
      ['2026-11-10', '9.00', '0.00', '0.00'],
      ['2026-11-11', '9.00', '0.00', '0.00'],
      ['2026-11-12', '9.00', '0.00', '0.00'],
      ['2026-11-13', '4.00', '5.00', '0.00'],
    ],
  },
  {
    name: 'weekly40, weeks from Sunday: seven 8 h days, Friday and Saturday are overtime',
    rule: 'weekly40',
    from: SUN,
    days: ['8', '8', '8', '8', '8', '8', '8'],
    want: [
      ['2026-11-01', '8.00', '0.00', '0.00'],
      ['2026-11-02', '8.00', '0.00', '0.00'],
      ['2026-11-03', '8.00', '0.00', '0.00'],
      ['2026-11-04', '8.00', '0.00', '0.00'],
      ['2026-11-05', '8.00', '0.00', '0.00'],
      ['2026-11-06', '0.00', '8.00', '0.00'],
      ['2026-11-07', '0.00', '8.00', '0.00'],
    ],
  },
  {
    name: 'weekly40, weeks from Monday: the same days, Sunday belongs to the week before',
    rule: 'weekly40',
    weekStartsOn: 1,
    from: SUN,
    days: ['8', '8', '8', '8', '8', '8', '8'],
    want: [
      ['2026-11-01', '8.00', '0.00', '0.00'],
      ['2026-11-02', '8.00', '0.00', '0.00'],
      ['2026-11-03', '8.00', '0.00', '0.00'],
      ['2026-11-04', '8.00', '0.00', '0.00'],
      ['2026-11-05', '8.00', '0.00', '0.00'],
      ['2026-11-06', '8.00', '0.00', '0.00'],
      ['2026-11-07', '0.00', '8.00', '0.00'],
    ],
  },
  {
    name: 'weekly40, weeks from Saturday: Saturday starts the count',
    rule: 'weekly40',
    weekStartsOn: 6,
    from: '2026-11-06',
    days: ['10', '10', '10', '10', '10', '10'],
    want: [
      ['2026-11-06', '10.00', '0.00', '0.00'],
      ['2026-11-07', '10.00', '0.00', '0.00'],
      ['2026-11-08', '10.00', '0.00', '0.00'],
      ['2026-11-09', '10.00', '0.00', '0.00'],
      ['2026-11-10', '10.00', '0.00', '0.00'],
      ['2026-11-11', '0.00', '10.00', '0.00'],
    ],
  },
  {
    name: 'weekly40: long days are not overtime by themselves',
    rule: 'weekly40',
    from: MON,
    days: ['14', '14', '14'],
    want: [
      ['2026-11-02', '14.00', '0.00', '0.00'],
      ['2026-11-03', '14.00', '0.00', '0.00'],
      ['2026-11-04', '12.00', '2.00', '0.00'],
    ],
  },
  {
    name: 'weekly40: quarter hours, 41 h in four days',
    rule: 'weekly40',
    from: MON,
    days: ['10.25', '10.25', '10.25', '10.25'],
    want: [
      ['2026-11-02', '10.25', '0.00', '0.00'],
      ['2026-11-03', '10.25', '0.00', '0.00'],
      ['2026-11-04', '10.25', '0.00', '0.00'],
      ['2026-11-05', '9.25', '1.00', '0.00'],
    ],
  },
  {
    name: 'weekly40 with double time: past 12 a day is double, the rest counts to 40',
    rule: 'weekly40',
    doubleTime: true,
    from: MON,
    days: ['13', '13', '13', '13'],
    want: [
      ['2026-11-02', '12.00', '0.00', '1.00'],
      ['2026-11-03', '12.00', '0.00', '1.00'],
      ['2026-11-04', '12.00', '0.00', '1.00'],
      ['2026-11-05', '4.00', '8.00', '1.00'],
    ],
  },
  {
    name: 'weekly40 across a year end (week of 2026-12-27)',
    rule: 'weekly40',
    from: '2026-12-27',
    days: ['6', '6', '6', '6', '6', '6', '6'],
    want: [
      ['2026-12-27', '6.00', '0.00', '0.00'],
      ['2026-12-28', '6.00', '0.00', '0.00'],
      ['2026-12-29', '6.00', '0.00', '0.00'],
      ['2026-12-30', '6.00', '0.00', '0.00'],
      ['2026-12-31', '6.00', '0.00', '0.00'],
      ['2027-01-01', '6.00', '0.00', '0.00'],
      ['2027-01-02', '4.00', '2.00', '0.00'],
    ],
  },
  // daily8
  {
    name: 'daily8: 10 h day',
    rule: 'daily8',
    from: MON,
    days: ['10'],
    want: [['2026-11-02', '8.00', '2.00', '0.00']],
  },
  {
    name: 'daily8: exactly 8 h',
    rule: 'daily8',
    from: MON,
    days: ['8'],
    want: [['2026-11-02', '8.00', '0.00', '0.00']],
  },
  {
    name: 'daily8: a day of 0 h',
    rule: 'daily8',
    from: MON,
    days: ['0'],
    want: [['2026-11-02', '0.00', '0.00', '0.00']],
  },
  {
    name: 'daily8: quarter hour past 8',
    rule: 'daily8',
    from: MON,
    days: ['8.25'],
    want: [['2026-11-02', '8.00', '0.25', '0.00']],
  },
  {
    name: 'daily8: two entries on a day are summed (5 + 4.5)',
    rule: 'daily8',
    entries: [
      { date: MON, hours: '5' },
      { date: MON, hours: '4.5' },
    ],
    want: [['2026-11-02', '8.00', '1.50', '0.00']],
  },
  {
    name: 'daily8: 54 h in six 9 h days has no weekly overtime',
    rule: 'daily8',
    from: MON,
    days: ['9', '9', '9', '9', '9', '9'],
    want: [
      ['2026-11-02', '8.00', '1.00', '0.00'],
      ['2026-11-03', '8.00', '1.00', '0.00'],
      ['2026-11-04', '8.00', '1.00', '0.00'],
      ['2026-11-05', '8.00', '1.00', '0.00'],
      ['2026-11-06', '8.00', '1.00', '0.00'],
      ['2026-11-07', '8.00', '1.00', '0.00'],
    ],
  },
  {
    name: 'daily8 without double time: 13 h is 8 + 5',
    rule: 'daily8',
    from: MON,
    days: ['13'],
    want: [['2026-11-02', '8.00', '5.00', '0.00']],
  },
  {
    name: 'daily8 with double time: 13 h is 8 + 4 + 1',
    rule: 'daily8',
    doubleTime: true,
    from: MON,
    days: ['13'],
    want: [['2026-11-02', '8.00', '4.00', '1.00']],
  },
  {
    name: 'daily8 with double time: exactly 12 h has no double time',
    rule: 'daily8',
    doubleTime: true,
    from: MON,
    days: ['12'],
    want: [['2026-11-02', '8.00', '4.00', '0.00']],
  },
  // weeklyAndDaily
  {
    name: 'both: five 10 h days, daily overtime only (40 regular)',
    rule: 'weeklyAndDaily',
    from: MON,
    days: ['10', '10', '10', '10', '10'],
    want: [
      ['2026-11-02', '8.00', '2.00', '0.00'],
      ['2026-11-03', '8.00', '2.00', '0.00'],
      ['2026-11-04', '8.00', '2.00', '0.00'],
      ['2026-11-05', '8.00', '2.00', '0.00'],
      ['2026-11-06', '8.00', '2.00', '0.00'],
    ],
  },
  {
    name: 'both: six 8 h days, Saturday past 40 regular',
    rule: 'weeklyAndDaily',
    from: MON,
    days: ['8', '8', '8', '8', '8', '8'],
    want: [
      ['2026-11-02', '8.00', '0.00', '0.00'],
      ['2026-11-03', '8.00', '0.00', '0.00'],
      ['2026-11-04', '8.00', '0.00', '0.00'],
      ['2026-11-05', '8.00', '0.00', '0.00'],
      ['2026-11-06', '8.00', '0.00', '0.00'],
      ['2026-11-07', '0.00', '8.00', '0.00'],
    ],
  },
  {
    name: 'both: daily overtime does not count toward 40 (five 9 h days then 5 h)',
    rule: 'weeklyAndDaily',
    from: MON,
    days: ['9', '9', '9', '9', '9', '5'],
    want: [
      ['2026-11-02', '8.00', '1.00', '0.00'],
      ['2026-11-03', '8.00', '1.00', '0.00'],
      ['2026-11-04', '8.00', '1.00', '0.00'],
      ['2026-11-05', '8.00', '1.00', '0.00'],
      ['2026-11-06', '8.00', '1.00', '0.00'],
      ['2026-11-07', '0.00', '5.00', '0.00'],
    ],
  },
  {
    name: 'both: short days past 40 (Sunday to Friday, 7 h each)',
    rule: 'weeklyAndDaily',
    from: SUN,
    days: ['7', '7', '7', '7', '7', '7'],
    want: [
      ['2026-11-01', '7.00', '0.00', '0.00'],
      ['2026-11-02', '7.00', '0.00', '0.00'],
      ['2026-11-03', '7.00', '0.00', '0.00'],
      ['2026-11-04', '7.00', '0.00', '0.00'],
      ['2026-11-05', '7.00', '0.00', '0.00'],
      ['2026-11-06', '5.00', '2.00', '0.00'],
    ],
  },
  {
    name: 'both: weekly 40 reached mid-day splits that day',
    rule: 'weeklyAndDaily',
    from: MON,
    days: ['12', '12', '12', '12', '10', '4'],
    want: [
      ['2026-11-02', '8.00', '4.00', '0.00'],
      ['2026-11-03', '8.00', '4.00', '0.00'],
      ['2026-11-04', '8.00', '4.00', '0.00'],
      ['2026-11-05', '8.00', '4.00', '0.00'],
      ['2026-11-06', '8.00', '2.00', '0.00'],
      ['2026-11-07', '0.00', '4.00', '0.00'],
    ],
  },
  {
    name: 'both with double time: five 13 h days',
    rule: 'weeklyAndDaily',
    doubleTime: true,
    from: MON,
    days: ['13', '13', '13', '13', '13'],
    want: [
      ['2026-11-02', '8.00', '4.00', '1.00'],
      ['2026-11-03', '8.00', '4.00', '1.00'],
      ['2026-11-04', '8.00', '4.00', '1.00'],
      ['2026-11-05', '8.00', '4.00', '1.00'],
      ['2026-11-06', '8.00', '4.00', '1.00'],
    ],
  },
  {
    name: 'both with double time: 14 h Saturday after 40 regular',
    rule: 'weeklyAndDaily',
    doubleTime: true,
    from: MON,
    days: ['8', '8', '8', '8', '8', '14'],
    want: [
      ['2026-11-02', '8.00', '0.00', '0.00'],
      ['2026-11-03', '8.00', '0.00', '0.00'],
      ['2026-11-04', '8.00', '0.00', '0.00'],
      ['2026-11-05', '8.00', '0.00', '0.00'],
      ['2026-11-06', '8.00', '0.00', '0.00'],
      ['2026-11-07', '0.00', '12.00', '2.00'],
    ],
  },
  // Seventh consecutive day (California)
  {
    name: 'seventh day, both with double time: seven 8 h days, Saturday is the seventh day',
    rule: 'weeklyAndDaily',
    doubleTime: true,
    from: SUN,
    days: ['8', '8', '8', '8', '8', '8', '8'],
    want: [
      ['2026-11-01', '8.00', '0.00', '0.00'],
      ['2026-11-02', '8.00', '0.00', '0.00'],
      ['2026-11-03', '8.00', '0.00', '0.00'],
      ['2026-11-04', '8.00', '0.00', '0.00'],
      ['2026-11-05', '8.00', '0.00', '0.00'],
      ['2026-11-06', '0.00', '8.00', '0.00'],
      ['2026-11-07', '0.00', '8.00', '0.00'],
    ],
  },
  {
    name: 'seventh day, daily8 with double time: past 8 on the seventh day is double',
    rule: 'daily8',
    doubleTime: true,
    from: SUN,
    days: ['4', '4', '4', '4', '4', '4', '10'],
    want: [
      ['2026-11-01', '4.00', '0.00', '0.00'],
      ['2026-11-02', '4.00', '0.00', '0.00'],
      ['2026-11-03', '4.00', '0.00', '0.00'],
      ['2026-11-04', '4.00', '0.00', '0.00'],
      ['2026-11-05', '4.00', '0.00', '0.00'],
      ['2026-11-06', '4.00', '0.00', '0.00'],
      ['2026-11-07', '0.00', '8.00', '2.00'],
    ],
  },
  {
    name: 'seventh day rule needs all seven days worked (Wednesday 0 h)',
    rule: 'weeklyAndDaily',
    doubleTime: true,
    from: SUN,
    days: ['8', '8', '8', '0', '8', '8', '10'],
    want: [
      ['2026-11-01', '8.00', '0.00', '0.00'],
      ['2026-11-02', '8.00', '0.00', '0.00'],
      ['2026-11-03', '8.00', '0.00', '0.00'],
      ['2026-11-04', '0.00', '0.00', '0.00'],
      ['2026-11-05', '8.00', '0.00', '0.00'],
      ['2026-11-06', '8.00', '0.00', '0.00'],
      ['2026-11-07', '0.00', '10.00', '0.00'],
    ],
  },
  {
    name: 'seventh day without the double-time option is an ordinary day',
    rule: 'daily8',
    from: SUN,
    days: ['4', '4', '4', '4', '4', '4', '10'],
    want: [
      ['2026-11-01', '4.00', '0.00', '0.00'],
      ['2026-11-02', '4.00', '0.00', '0.00'],
      ['2026-11-03', '4.00', '0.00', '0.00'],
      ['2026-11-04', '4.00', '0.00', '0.00'],
      ['2026-11-05', '4.00', '0.00', '0.00'],
      ['2026-11-06', '4.00', '0.00', '0.00'],
      ['2026-11-07', '8.00', '2.00', '0.00'],
    ],
  },
  {
    name: 'seventh day rule is for daily rules only (weekly40 with double time)',
    rule: 'weekly40',
    doubleTime: true,
    from: SUN,
    days: ['6', '6', '6', '6', '6', '6', '6'],
    want: [
      ['2026-11-01', '6.00', '0.00', '0.00'],
      ['2026-11-02', '6.00', '0.00', '0.00'],
      ['2026-11-03', '6.00', '0.00', '0.00'],
      ['2026-11-04', '6.00', '0.00', '0.00'],
      ['2026-11-05', '6.00', '0.00', '0.00'],
      ['2026-11-06', '6.00', '0.00', '0.00'],
      ['2026-11-07', '4.00', '2.00', '0.00'],
    ],
  },
  {
    name: 'seventh day with weeks from Monday: Sunday is the seventh day',
    rule: 'daily8',
    doubleTime: true,
    weekStartsOn: 1,
    from: MON,
    days: ['5', '5', '5', '5', '5', '5', '5'],
    want: [
      ['2026-11-02', '5.00', '0.00', '0.00'],
      ['2026-11-03', '5.00', '0.00', '0.00'],
      ['2026-11-04', '5.00', '0.00', '0.00'],
      ['2026-11-05', '5.00', '0.00', '0.00'],
      ['2026-11-06', '5.00', '0.00', '0.00'],
      ['2026-11-07', '5.00', '0.00', '0.00'],
      ['2026-11-08', '0.00', '5.00', '0.00'],
    ],
  },
  {
    name: 'seven days that straddle two workweeks are not a seventh day',
    rule: 'daily8',
    doubleTime: true,
    from: '2026-11-04',
    days: ['5', '5', '5', '5', '5', '5', '10'],
    want: [
      ['2026-11-04', '5.00', '0.00', '0.00'],
      ['2026-11-05', '5.00', '0.00', '0.00'],
      ['2026-11-06', '5.00', '0.00', '0.00'],
      ['2026-11-07', '5.00', '0.00', '0.00'],
      ['2026-11-08', '5.00', '0.00', '0.00'],
      ['2026-11-09', '5.00', '0.00', '0.00'],
      ['2026-11-10', '8.00', '2.00', '0.00'],
    ],
  },
  // Period boundaries
  {
    name: 'period from Wednesday, whole week passed: the days before count toward 40',
    rule: 'weekly40',
    from: SUN,
    days: ['10', '10', '10', '10', '10', '10'],
    want: [
      ['2026-11-01', '10.00', '0.00', '0.00'],
      ['2026-11-02', '10.00', '0.00', '0.00'],
      ['2026-11-03', '10.00', '0.00', '0.00'],
      ['2026-11-04', '10.00', '0.00', '0.00'],
      ['2026-11-05', '0.00', '10.00', '0.00'],
      ['2026-11-06', '0.00', '10.00', '0.00'],
    ],
  },
  {
    name: 'period from Wednesday, only its days passed: the weekly count starts late (why callers pass the week)',
    rule: 'weekly40',
    from: '2026-11-04',
    days: ['10', '10', '10'],
    want: [
      ['2026-11-04', '10.00', '0.00', '0.00'],
      ['2026-11-05', '10.00', '0.00', '0.00'],
      ['2026-11-06', '10.00', '0.00', '0.00'],
    ],
  },
  {
    name: 'period ending Wednesday: the days of the period do not depend on later days',
    rule: 'weekly40',
    from: SUN,
    days: ['12', '12', '12', '12'],
    want: [
      ['2026-11-01', '12.00', '0.00', '0.00'],
      ['2026-11-02', '12.00', '0.00', '0.00'],
      ['2026-11-03', '12.00', '0.00', '0.00'],
      ['2026-11-04', '4.00', '8.00', '0.00'],
    ],
  },
  // none
  {
    name: 'none: 70 h with double time on are all regular',
    rule: 'none',
    doubleTime: true,
    from: MON,
    days: ['14', '14', '14', '14', '14'],
    want: [
      ['2026-11-02', '14.00', '0.00', '0.00'],
      ['2026-11-03', '14.00', '0.00', '0.00'],
      ['2026-11-04', '14.00', '0.00', '0.00'],
      ['2026-11-05', '14.00', '0.00', '0.00'],
      ['2026-11-06', '14.00', '0.00', '0.00'],
    ],
  },
  { name: 'no entries give no rows', rule: 'weeklyAndDaily', doubleTime: true, entries: [], want: [] },
];

describe('splitOvertime, hand-worked cases', () => {
  it('has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('$name', (c) => {
    const entries = c.entries ?? consecutive(c.from as string, c.days as (string | null)[]);
    const got = splitOvertime(entries, c.rule, {
      doubleTime: c.doubleTime ?? false,
      weekStartsOn: c.weekStartsOn ?? 0,
    });
    expect(got.map((d) => [d.date, d.regular, d.overtime, d.doubleTime])).toEqual(c.want);
  });

  it('never loses or adds an hour', () => {
    for (const c of cases) {
      const entries = c.entries ?? consecutive(c.from as string, c.days as (string | null)[]);
      const got = splitOvertime(entries, c.rule, {
        doubleTime: c.doubleTime ?? false,
        weekStartsOn: c.weekStartsOn ?? 0,
      });
      const inHours = entries.reduce((s, e) => s + Number(e.hours) * 100, 0);
      const outHours = got.reduce(
        (s, d) => s + (Number(d.regular) + Number(d.overtime) + Number(d.doubleTime)) * 100,
        0,
      );
      expect(Math.round(outHours)).toBe(Math.round(inHours));
    }
  });
});
