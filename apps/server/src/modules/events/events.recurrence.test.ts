import { describe, expect, it } from 'vitest';
import {
  fromFloating,
  isOccurrence,
  occurrencesIn,
  ruleEndingBefore,
  seriesBounds,
  toFloating,
} from './events.recurrence';

const iso = (ms: number[]) => ms.map((t) => new Date(t).toISOString());

describe('recurrence in a time zone', () => {
  it('keeps a 09:00 weekly meeting at 09:00 in Denver across the March and November changes', () => {
    const s = {
      startTime: '2026-03-02T16:00:00Z', // Monday 09:00 MST
      endTime: '2026-03-02T17:00:00Z',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO',
      recurrenceTimezone: 'America/Denver',
    };
    expect(
      iso(occurrencesIn(s, Date.parse('2026-03-01T00:00Z'), Date.parse('2026-03-17T00:00Z'), 100)),
    ).toEqual([
      '2026-03-02T16:00:00.000Z',
      '2026-03-09T15:00:00.000Z', // DST from 03-08: 09:00 MDT
      '2026-03-16T15:00:00.000Z',
    ]);
    expect(
      iso(occurrencesIn(s, Date.parse('2026-10-26T00:00Z'), Date.parse('2026-11-10T00:00Z'), 100)),
    ).toEqual([
      '2026-10-26T15:00:00.000Z',
      '2026-11-02T16:00:00.000Z', // back to MST on 11-01
      '2026-11-09T16:00:00.000Z',
    ]);
  });

  it('keeps 09:00 in London across the March and October changes', () => {
    const s = {
      startTime: '2026-03-23T09:00:00Z', // Monday 09:00 GMT
      endTime: '2026-03-23T10:00:00Z',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6',
      recurrenceTimezone: 'Europe/London',
    };
    expect(
      iso(occurrencesIn(s, Date.parse('2026-03-20T00:00Z'), Date.parse('2026-04-10T00:00Z'), 100)),
    ).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z', // BST from 03-29
      '2026-04-06T08:00:00.000Z',
    ]);
    expect(seriesBounds(s)).toEqual({
      end: '2026-04-27T09:00:00.000Z',
      lastStart: '2026-04-27T08:00:00.000Z',
      count: 6,
    });
  });

  it('converts wall clock times and finds occurrences', () => {
    expect(new Date(toFloating(Date.parse('2026-07-01T15:00:00Z'), 'America/Denver')).toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    );
    expect(new Date(fromFloating(Date.parse('2026-07-01T09:00:00Z'), 'America/Denver')).toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
    // 02:30 does not exist on 03-08 in Denver: the later reading (03:30 MDT).
    expect(new Date(fromFloating(Date.parse('2026-03-08T02:30:00Z'), 'America/Denver')).toISOString()).toBe(
      '2026-03-08T09:30:00.000Z',
    );
    const s = {
      startTime: '2026-03-02T16:00:00Z',
      endTime: '2026-03-02T17:00:00Z',
      recurrenceRule: 'FREQ=DAILY',
      recurrenceTimezone: 'America/Denver',
    };
    expect(isOccurrence(s, Date.parse('2026-03-10T15:00:00Z'))).toBe(true);
    expect(isOccurrence(s, Date.parse('2026-03-10T16:00:00Z'))).toBe(false);
    expect(seriesBounds(s).end).toBeNull();
    const cut = ruleEndingBefore(s, Date.parse('2026-03-10T15:00:00Z'));
    expect(cut).toBe('FREQ=DAILY;UNTIL=20260310T085959');
    expect(seriesBounds({ ...s, recurrenceRule: cut }).lastStart).toBe('2026-03-09T15:00:00.000Z');
    // An open rule is expanded only inside the window and stops at the cap.
    expect(
      occurrencesIn(s, Date.parse('2030-01-01T00:00Z'), Date.parse('2031-01-01T00:00Z'), 1000),
    ).toHaveLength(365);
    expect(
      occurrencesIn(s, Date.parse('2030-01-01T00:00Z'), Date.parse('2035-01-01T00:00Z'), 1000),
    ).toHaveLength(1000);
  });
});
