import { describe, expect, it } from 'vitest';
import { duePeriods } from './contract-billing.periods';

const year = { startDate: '2027-01-31', endDate: '2028-01-30', billedThrough: null };

describe('contract billing periods', () => {
  it('bills months in advance, anchored on the start day without drift', () => {
    const p = duePeriods({ ...year, schedule: 'Monthly' }, '2027-04-15');
    expect(p.map((x) => x.start)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
    expect(p.map((x) => x.end)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    expect(p.every((x) => x.days === x.fullDays)).toBe(true);
  });

  it('continues after what is billed and stops at the term', () => {
    const p = duePeriods({ ...year, billedThrough: '2027-10-31', schedule: 'Quarterly' }, '2030-01-01');
    expect(p.map((x) => [x.start, x.end])).toEqual([['2027-10-31', '2028-01-31']]);
    expect(duePeriods({ ...year, billedThrough: '2028-01-31', schedule: 'Quarterly' }, '2030-01-01')).toEqual(
      [],
    );
  });

  it('a last period cut by the term counts its days only', () => {
    const [last] = duePeriods(
      { startDate: '2027-01-01', endDate: '2027-02-14', billedThrough: '2027-02-01', schedule: 'Monthly' },
      '2027-12-31',
    );
    expect(last).toEqual({ start: '2027-02-01', end: '2027-02-15', days: 14, fullDays: 28 });
  });

  it('nothing is due before the start, and an annual contract bills once', () => {
    expect(duePeriods({ ...year, schedule: 'Monthly' }, '2027-01-30')).toEqual([]);
    expect(duePeriods({ ...year, schedule: 'Annual' }, '2027-12-31')).toHaveLength(1);
  });
});
