import { describe, expect, it } from 'vitest';
import { buildRule, describeRule, NO_RECURRENCE, parseRule } from './recurrence-form';

describe('recurrence form', () => {
  it('builds RRULEs from the choices and reads them back', () => {
    expect(buildRule(NO_RECURRENCE, '2026-12-01 09:00:00')).toBeNull();
    expect(buildRule({ ...NO_RECURRENCE, repeat: 'daily', ends: 'after', count: 5 }, null)).toBe(
      'FREQ=DAILY;COUNT=5',
    );
    // Weekly without days: the start's weekday (12/01/2026 is a Tuesday).
    expect(buildRule({ ...NO_RECURRENCE, repeat: 'weekly' }, '2026-12-01 09:00:00')).toBe(
      'FREQ=WEEKLY;BYDAY=TU',
    );
    const rule = buildRule(
      { repeat: 'weekly', days: ['WE', 'MO'], ends: 'on', until: '2027-03-31', count: 10 },
      '2026-12-01 09:00:00',
    );
    expect(rule).toBe('FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270331T235959');
    expect(parseRule(rule)).toEqual({
      repeat: 'weekly',
      days: ['MO', 'WE'],
      ends: 'on',
      until: '2027-03-31',
      count: 10,
    });
    expect(describeRule(rule)).toBe('Weekly on Mon, Wed, until 03/31/2027');
    expect(describeRule('FREQ=MONTHLY;COUNT=3')).toBe('Monthly, 3 times');
    expect(parseRule(null)).toEqual(NO_RECURRENCE);
  });
});
