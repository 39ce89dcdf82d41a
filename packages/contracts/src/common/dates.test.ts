import { describe, expect, it } from 'vitest';
import {
  businessDate,
  DATE_RANGE_MESSAGE,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatHours,
  formatIsoDate,
  formatIsoDateTime,
  formatPhone,
  isDateInRange,
  MAX_DATE,
  MIN_DATE,
  parseUserDate,
  parseUserDateTime,
  parseUserMonth,
  userDateError,
} from './dates';

describe('bounds', () => {
  it.each([
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2079-06-06', true],
    ['2079-06-07', false],
    ['2024-02-30', false],
    ['not a date', false],
  ])('isDateInRange(%s) = %s', (iso, ok) => {
    expect(isDateInRange(iso)).toBe(ok);
  });

  it('exposes the constants', () => {
    expect([MIN_DATE, MAX_DATE]).toEqual(['1900-01-01', '2079-06-06']);
  });

  it.each([
    ['12/31/1899', null],
    ['01/01/1900', '1900-01-01'],
    ['06/06/2079', '2079-06-06'],
    ['06/07/2079', null],
  ])('parseUserDate(%s) respects the bounds', (text, expected) => {
    expect(parseUserDate(text)).toBe(expected);
  });

  it('businessDate accepts in-range dates', () => {
    expect(businessDate.parse('1900-01-01')).toBe('1900-01-01');
    expect(businessDate.parse('2079-06-06')).toBe('2079-06-06');
  });

  it.each(['1899-12-31', '2079-06-07'])('businessDate refuses %s with the range message', (iso) => {
    const r = businessDate.safeParse(iso);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([DATE_RANGE_MESSAGE]);
    expect(DATE_RANGE_MESSAGE).toBe('Date must be between 01/01/1900 and 06/06/2079');
  });

  it.each(['2024-02-30', '11/21/2026', '2026-1-5', ''])('businessDate calls %j an invalid date', (v) => {
    const r = businessDate.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Invalid date']);
  });

  it('businessDate refuses non-strings', () => {
    expect(businessDate.safeParse(20240101).success).toBe(false);
  });
});

describe('parseUserDate formats', () => {
  it.each([
    ['11/21/2026', 'MM/DD/YYYY'],
    ['11/21/2026 ', 'surrounding whitespace'],
    ['11-21-2026', 'MM-DD-YYYY'],
    ['11.21.2026', 'MM.DD.YYYY'],
    ['2026-11-21', 'YYYY-MM-DD'],
    ['11212026', 'MMDDYYYY'],
    ['11/21/26', 'M/D/YY'],
  ])('%s (%s)', (text) => {
    expect(parseUserDate(text)).toBe('2026-11-21');
  });

  it.each([
    ['3/5/2024', '2024-03-05'],
    ['3-5-2024', '2024-03-05'],
    ['03/05/2024', '2024-03-05'],
    ['3.5.2024', '2024-03-05'],
    ['3/5/24', '2024-03-05'],
    ['1/1/00', '2000-01-01'],
    ['12/31/49', '2049-12-31'],
    ['1/1/50', '1950-01-01'],
    ['12/31/99', '1999-12-31'],
    ['02/29/2024', '2024-02-29'],
  ])('%s → %s', (text, expected) => {
    expect(parseUserDate(text)).toBe(expected);
  });

  it.each([
    '02/30/2024',
    '02/29/2023',
    '13/01/2024',
    '00/10/2024',
    '04/31/2024',
    '11/21-2026',
    'abc',
    '',
    '1/2/3',
  ])('rejects %j', (text) => {
    expect(parseUserDate(text)).toBeNull();
  });

  it('tolerates null', () => {
    expect(parseUserDate(null)).toBeNull();
  });
});

describe('parseUserMonth', () => {
  it.each([
    ['11/2026', '2026-11-01'],
    ['3/2024', '2024-03-01'],
    ['03-2024', '2024-03-01'],
    ['2024-03', '2024-03-01'],
    ['01/1900', '1900-01-01'],
    ['06/2079', '2079-06-01'],
  ])('%s → %s', (text, expected) => {
    expect(parseUserMonth(text)).toBe(expected);
  });

  it.each(['13/2024', '12/1899', '07/2079', 'March 2024', ''])('rejects %j', (text) => {
    expect(parseUserMonth(text)).toBeNull();
  });
});

describe('parseUserDateTime', () => {
  it.each([
    ['11/21/2026, 3:04:05 PM', '2026-11-21 15:04:05'],
    ['11/21/2026, 3:04:05 pm', '2026-11-21 15:04:05'],
    ['11/21/2026 3:04 PM', '2026-11-21 15:04:00'],
    ['11/21/2026, 12:00:00 AM', '2026-11-21 00:00:00'],
    ['11/21/2026, 12:30:00 PM', '2026-11-21 12:30:00'],
    ['11/21/2026 15:04', '2026-11-21 15:04:00'],
    ['2026-11-21 09:15:30', '2026-11-21 09:15:30'],
  ])('%s → %s', (text, expected) => {
    expect(parseUserDateTime(text)).toBe(expected);
  });

  it.each([
    '11/21/2026',
    '11/21/2026, 13:00 PM',
    '11/21/2026, 0:30 AM',
    '11/21/2026 24:00',
    '02/30/2024 1:00 PM',
  ])('rejects %j', (text) => {
    expect(parseUserDateTime(text)).toBeNull();
  });
});

describe('formatters', () => {
  it('formatDate', () => {
    expect(formatDate('2026-11-21')).toBe('11/21/2026');
    expect(formatDate('1900-01-01')).toBe('01/01/1900');
    expect(formatDate('2026-11-21 23:59:59')).toBe('11/21/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('garbage');
  });

  it('formatDateTime of naive date-times and instants', () => {
    expect(formatDateTime('2026-11-21 15:04:05')).toBe('11/21/2026 3:04 PM');
    expect(formatDateTime('2026-11-21 00:05:00')).toBe('11/21/2026 12:05 AM');
    // Instants render in local time, so build one from local fields.
    const instant = new Date(2026, 10, 21, 9, 30).toISOString();
    expect(formatDateTime(instant)).toBe('11/21/2026 9:30 AM');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('formatIsoDate / formatIsoDateTime', () => {
    expect(formatIsoDate(new Date(2026, 0, 2, 23, 59))).toBe('2026-01-02');
    expect(formatIsoDate('2026-01-02')).toBe('2026-01-02');
    expect(formatIsoDateTime('2026-01-02 13:07:00')).toBe('2026-01-02 1:07 PM');
    expect(formatIsoDateTime(new Date(2026, 0, 2, 0, 7))).toBe('2026-01-02 12:07 AM');
  });

  it.each([
    [1.5, '1:30'],
    [0.25, '0:15'],
    [10, '10:00'],
    ['1.5', '1:30'],
    ['0.3333', '0:20'],
    [0, '0:00'],
    [2.999, '3:00'],
    [-1.25, '-1:15'],
  ])('formatHours(%s) = %s', (hours, expected) => {
    expect(formatHours(hours)).toBe(expected);
  });

  it('userDateError says why typed text is refused', () => {
    expect(userDateError('')).toBeNull();
    expect(userDateError('3/5/24')).toBeNull();
    expect(userDateError('13/45/2026')).toBe('Enter a date as MM/DD/YYYY.');
    expect(userDateError('soon')).toBe('Enter a date as MM/DD/YYYY.');
    expect(userDateError('01/01/1899')).toBe(DATE_RANGE_MESSAGE);
  });

  it('formatDateRange joins two MM/DD/YYYY dates with " - "', () => {
    expect(formatDateRange('2026-11-15', '2026-11-21')).toBe('11/15/2026 - 11/21/2026');
    expect(formatDateRange('2026-11-15', null)).toBe('from 11/15/2026');
    expect(formatDateRange(null, '2026-11-21')).toBe('until 11/21/2026');
  });

  it('formatHours from minutes', () => {
    expect(formatHours(90, 'minutes')).toBe('1:30');
    expect(formatHours(5, 'minutes')).toBe('0:05');
  });

  it.each([
    ['3035550142', '303-555-0142'],
    ['(303) 555-0142', '303-555-0142'],
    ['303.555.0142', '303-555-0142'],
    ['13035550142', '303-555-0142'],
    ['+1 303 555 0142', '303-555-0142'],
    ['23035550142', '23035550142'],
    ['5550142', '5550142'],
    ['', ''],
  ])('formatPhone(%j) = %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});
