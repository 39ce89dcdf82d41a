import { describe, expect, it } from 'vitest';
import { clockOf, hoursOfClocks, instantOf, spanOf } from './job-time-format';

describe('job time format', () => {
  it('derives hours from two wall-clock times of one day', () => {
    expect(hoursOfClocks('08:00', '10:30')).toBe('2.50');
    expect(hoursOfClocks('08:00', '10:20')).toBe('2.33');
    expect(hoursOfClocks('10:00', '09:00')).toBeNull();
    expect(hoursOfClocks('', '09:00')).toBeNull();
  });

  it('turns a work date and a clock time into an instant and back', () => {
    const at = instantOf('2026-11-20', '08:15');
    expect(at).toBe(new Date(2026, 10, 20, 8, 15).toISOString());
    expect(clockOf(at)).toBe('08:15');
    expect(instantOf(null, '08:15')).toBeNull();
    expect(instantOf('2026-11-20', '')).toBeNull();
  });

  it('shows the span of a row', () => {
    expect(spanOf({ startTime: null, endTime: null })).toBe('—');
    expect(
      spanOf({ startTime: instantOf('2026-11-20', '08:00'), endTime: instantOf('2026-11-20', '10:30') }),
    ).toBe('8:00 AM – 10:30 AM');
  });
});
