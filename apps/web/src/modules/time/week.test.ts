import { describe, expect, it } from 'vitest';
import { dayLabel, hoursText, shiftWeek, weekOf } from './week';

describe('the review week', () => {
  it('runs Monday to Sunday whatever day it is given', () => {
    expect(weekOf('2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // Across a year end.
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('moves by whole weeks and labels days', () => {
    expect(shiftWeek('2026-11-23', -1)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(shiftWeek('2026-11-23', 2)).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(dayLabel('2026-11-23')).toBe('Mon 11/23');
    expect(hoursText('8.00')).toBe('8');
    expect(hoursText('7.50')).toBe('7.5');
  });
});
