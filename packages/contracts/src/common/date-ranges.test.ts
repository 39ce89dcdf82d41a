import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  isDateRangePreset,
  presetRange,
  weekStartForLocale,
} from './date-ranges';

type Expected = Record<DateRangePreset, [string, string]>;

function expectAll(today: string, weekStart: number, expected: Expected) {
  for (const label of DATE_RANGE_PRESETS) {
    expect([label, presetRange(label, today, weekStart)]).toEqual([label, expected[label]]);
  }
}

describe('DATE_RANGE_PRESETS', () => {
  it('lists the ten presets in display order', () => {
    expect(DATE_RANGE_PRESETS).toEqual([
      'Today',
      'Yesterday',
      'Last 7 Days',
      'This Week',
      'Last Week',
      'Last 30 Days',
      'This Month',
      'Last Month',
      'This Year',
      'Last Year',
    ]);
    expect(isDateRangePreset('Last Week')).toBe(true);
    expect(isDateRangePreset('Next Week')).toBe(false);
  });
});

describe('presetRange', () => {
  // 2026-11-21 is a Saturday.
  const today = '2026-11-21';
  const common = {
    Today: ['2026-11-21', '2026-11-21'],
    Yesterday: ['2026-11-20', '2026-11-20'],
    'Last 7 Days': ['2026-11-15', '2026-11-21'],
    'Last 30 Days': ['2026-10-23', '2026-11-21'],
    'This Month': ['2026-11-01', '2026-11-30'],
    'Last Month': ['2026-10-01', '2026-10-31'],
    'This Year': ['2026-01-01', '2026-12-31'],
    'Last Year': ['2025-01-01', '2025-12-31'],
  } satisfies Partial<Expected>;

  it('weeks start on Sunday for en-US', () => {
    expectAll(today, weekStartForLocale('en-US'), {
      ...common,
      'This Week': ['2026-11-15', '2026-11-21'],
      'Last Week': ['2026-11-08', '2026-11-14'],
    });
  });

  it('weeks start on Monday for en-GB', () => {
    expectAll(today, weekStartForLocale('en-GB'), {
      ...common,
      'This Week': ['2026-11-16', '2026-11-22'],
      'Last Week': ['2026-11-09', '2026-11-15'],
    });
  });

  // 2026-01-02 is a Friday, so weeks, months and years all cross into 2025.
  const newYear = '2026-01-02';
  const newYearCommon = {
    Today: ['2026-01-02', '2026-01-02'],
    Yesterday: ['2026-01-01', '2026-01-01'],
    'Last 7 Days': ['2025-12-27', '2026-01-02'],
    'Last 30 Days': ['2025-12-04', '2026-01-02'],
    'This Month': ['2026-01-01', '2026-01-31'],
    'Last Month': ['2025-12-01', '2025-12-31'],
    'This Year': ['2026-01-01', '2026-12-31'],
    'Last Year': ['2025-01-01', '2025-12-31'],
  } satisfies Partial<Expected>;

  it('crosses the year boundary with Sunday weeks', () => {
    expectAll(newYear, 0, {
      ...newYearCommon,
      'This Week': ['2025-12-28', '2026-01-03'],
      'Last Week': ['2025-12-21', '2025-12-27'],
    });
  });

  it('crosses the year boundary with Monday weeks', () => {
    expectAll(newYear, 1, {
      ...newYearCommon,
      'This Week': ['2025-12-29', '2026-01-04'],
      'Last Week': ['2025-12-22', '2025-12-28'],
    });
  });

  it('handles today being the week start and leap-year months', () => {
    expect(presetRange('This Week', '2026-11-15', 0)).toEqual(['2026-11-15', '2026-11-21']);
    expect(presetRange('This Week', '2026-11-16', 1)).toEqual(['2026-11-16', '2026-11-22']);
    expect(presetRange('This Month', '2024-02-10', 0)).toEqual(['2024-02-01', '2024-02-29']);
    expect(presetRange('Last Month', '2024-03-31', 0)).toEqual(['2024-02-01', '2024-02-29']);
  });

  it('rejects a malformed today', () => {
    expect(() => presetRange('Today', '11/21/2026', 0)).toThrow();
  });
});

describe('weekStartForLocale', () => {
  it.each([
    ['en-US', 0],
    ['en-CA', 0],
    ['ja-JP', 0],
    ['he-IL', 0],
    ['en-GB', 1],
    ['de-DE', 1],
    ['fr-FR', 1],
    ['ar-EG', 6],
  ])('%s → %i', (locale, expected) => {
    expect(weekStartForLocale(locale)).toBe(expected);
  });

  it('uses the built-in table when Intl has no week info', () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const saved = ['weekInfo', 'getWeekInfo'].map(
      (k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const,
    );
    for (const [k] of saved) Object.defineProperty(proto, k, { value: undefined, configurable: true });
    try {
      expect(weekStartForLocale('en-US')).toBe(0);
      expect(weekStartForLocale('en-GB')).toBe(1);
      expect(weekStartForLocale('de-DE')).toBe(1);
      expect(weekStartForLocale('ja')).toBe(0);
      expect(weekStartForLocale('ar-SA')).toBe(6);
    } finally {
      for (const [k, d] of saved) {
        if (d) Object.defineProperty(proto, k, d);
        else delete proto[k];
      }
    }
  });

  it('falls back to Sunday for an invalid tag', () => {
    expect(weekStartForLocale('not a locale!')).toBe(0);
  });
});
