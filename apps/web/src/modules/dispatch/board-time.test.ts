import { describe, expect, it } from 'vitest';
import { clock, daysOf, instantAt, zoned } from './board-time';

describe('board time', () => {
  it('turns company-local wall time into instants and back, across daylight saving', () => {
    expect(instantAt('2030-03-05', 600, 'America/Denver')).toBe('2030-03-05T17:00:00.000Z');
    expect(instantAt('2030-07-05', 600, 'America/Denver')).toBe('2030-07-05T16:00:00.000Z');
    expect(zoned('2030-03-05T17:00:00.000Z', 'America/Denver')).toEqual({ date: '2030-03-05', minutes: 600 });
    expect(zoned('2030-03-06T05:30:00.000Z', 'America/Denver')).toEqual({
      date: '2030-03-05',
      minutes: 1350,
    });
    expect(instantAt('2030-03-10', 14 * 60, 'America/Denver')).toBe('2030-03-10T20:00:00.000Z');
  });
  it('lists days and formats the clock', () => {
    expect(daysOf('2030-02-27', '2030-03-02')).toEqual([
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
    ]);
    expect(clock(0)).toBe('12:00 AM');
    expect(clock(14 * 60 + 30)).toBe('2:30 PM');
  });
});
