import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marginPercent, profitFigures } from './job-reports.contract';
import {
  jobItemDisplayAmount,
  jobItemDisplayPrice,
  jobItemsDisplayTotal,
  summaryVisibility,
} from './job-summary.contract';
import type { JobSettings } from './jobs.contract';

describe('jobItemDisplayPrice', () => {
  it('is (unit price − discount amount) / rate, bank-rounded to 2 places', () => {
    expect(jobItemDisplayPrice('9.9900', '0.9990')).toBe('8.99');
    expect(jobItemDisplayPrice('100', '0', '1.25')).toBe('80.00');
    // Half to even: 0.125 → 0.12, 0.135 → 0.14, 2.665 → 2.66.
    expect(jobItemDisplayPrice('0.125', '0')).toBe('0.12');
    expect(jobItemDisplayPrice('0.135', '0')).toBe('0.14');
    expect(jobItemDisplayPrice('5.33', '0', '2')).toBe('2.66');
    expect(jobItemDisplayPrice('5.35', '0', '2')).toBe('2.68');
  });

  it('uses rate 1 when the rate is missing, zero or not a number', () => {
    for (const rate of [undefined, null, '', '0', 'abc', '-2']) {
      expect(jobItemDisplayPrice('12.345', '0', rate as string | null | undefined)).toBe('12.34');
    }
  });

  it('agrees with an independent Decimal computation', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 1, max: 100_000_000 }), (p, d, r) => {
        const price = new Decimal(p).div(10_000);
        const discount = new Decimal(d).div(10_000);
        const rate = new Decimal(r).div(1_000_000);
        const expected = price.minus(discount).div(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
        const got = jobItemDisplayPrice(price.toString(), discount.toString(), rate.toString());
        return new Decimal(got).equals(expected) && /^-?\d+\.\d\d$/.test(got);
      }),
    );
  });

  it('gives amounts and totals from the displayed prices', () => {
    expect(jobItemDisplayAmount('3', '9.99', '0.999')).toBe('26.97');
    expect(
      jobItemsDisplayTotal([
        { orderedQuantity: '2', unitPrice: '125', discountAmount: '0' },
        { orderedQuantity: '3', unitPrice: '9.99', discountAmount: '0.999' },
        { orderedQuantity: '1.5', unitPrice: '12', discountAmount: '0' },
      ]),
    ).toBe('294.97');
  });
});

describe('summaryVisibility', () => {
  const flags = (over: Partial<Record<string, boolean>> = {}) => ({
    ShowInvoiceInfo: true,
    Items: true,
    Equipment: true,
    Tasks: true,
    Time: true,
    Recommendations: true,
    Expenses: true,
    Signoffs: true,
    Checklists: true,
    ...over,
  });
  const settings = {
    UsesDiscounts: false,
    summary: { internal: flags(), customer: flags({ Time: false, Expenses: false, ShowInvoiceInfo: false }) },
  } as JobSettings;

  it('maps the settings flags onto the sections (ShowInvoiceInfo ↔ general info)', () => {
    expect(summaryVisibility(settings, 'internal')).toMatchObject({
      general: true,
      time: true,
      expenses: true,
    });
    expect(summaryVisibility(settings, 'customer')).toMatchObject({
      general: false,
      items: true,
      time: false,
      expenses: false,
      checklists: true,
    });
  });

  it('shows every section while the settings are unknown', () => {
    expect(Object.values(summaryVisibility(undefined, 'customer')).every(Boolean)).toBe(true);
  });
});

describe('profitFigures', () => {
  it('rounds each figure half to even and derives profit and margin from the rounded figures', () => {
    expect(
      profitFigures({ revenue: '294.97', itemsCost: '43.6874', labour: '130.625', expenses: '19.75' }),
    ).toEqual({
      revenue: '294.97',
      itemsCost: '43.69',
      labour: '130.62',
      expenses: '19.75',
      profit: '100.91',
      margin: '0.3421',
    });
  });

  it('gives margin 0 when there is no revenue, and a negative margin on a loss', () => {
    expect(profitFigures({ revenue: null, itemsCost: '5', labour: null, expenses: null })).toMatchObject({
      profit: '-5.00',
      margin: '0.0000',
    });
    expect(profitFigures({ revenue: '100', itemsCost: '150', labour: '0', expenses: '0' }).margin).toBe(
      '-0.5000',
    );
    expect(marginPercent('0.3421')).toBe('34.21 %');
  });
});
