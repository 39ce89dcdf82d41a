import { describe, expect, it } from 'vitest';
import { dateOrNone, formatDateRange, formatHours, formatMoney, grossProfitPercent, ratioPercent } from '.';

describe('shared formatters', () => {
  it('shows money with the symbol, en-US grouping and 2 places', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('-1234.5')).toBe('-$1,234.50');
  });

  it('shows a dash for an empty collection gross-profit percent, the figure otherwise', () => {
    expect(grossProfitPercent('0.00', '100.00')).toBe('—');
    expect(grossProfitPercent('200.00', '25.5')).toBe('25.50 %');
  });

  it('shows ratios as percents and missing dates as a dash', () => {
    expect(ratioPercent('0.2500')).toBe('25.00 %');
    expect(ratioPercent(null)).toBe('—');
    expect(dateOrNone(null)).toBe('—');
    expect(dateOrNone('2026-03-05')).toBe('03/05/2026');
  });

  it('shows hours as H:mm and ranges as MM/DD/YYYY - MM/DD/YYYY', () => {
    expect(formatHours('2.50')).toBe('2:30');
    expect(formatDateRange('2026-01-01', '2026-12-31')).toBe('01/01/2026 - 12/31/2026');
  });
});
