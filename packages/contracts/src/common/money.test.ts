import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  decimalInput,
  formatCount,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
  MAX_AMOUNT,
  MAX_QUANTITY,
  Money,
  moneyInput,
  moneyInputWith,
  moneyString,
  nonNegativeMoneyInput,
  percentInput,
  positiveMoneyInput,
  quantityInput,
  rateInput,
  roundMoney,
  sumMoney,
  toDecimal,
  unitCostInput,
  unitPriceInputWith,
  withinAmountLimit,
} from './money';

describe('roundMoney / moneyString (half-to-even)', () => {
  it.each([
    [2.345, '2.34'],
    [2.355, '2.36'],
    [-2.345, '-2.34'],
    [-2.355, '-2.36'],
    [0.125, '0.12'],
    [0.135, '0.14'],
    ['1.005', '1.00'],
    ['1.015', '1.02'],
    ['2.5', '2.50'],
    [1234.5, '1234.50'],
    ['-0.001', '0.00'],
  ])('%s → %s', (input, expected) => {
    expect(moneyString(input)).toBe(expected);
  });

  it('rounds to whole units half-to-even', () => {
    expect(roundMoney('2.5', 0).toString()).toBe('2');
    expect(roundMoney('3.5', 0).toString()).toBe('4');
    expect(roundMoney('-2.5', 0).toString()).toBe('-2');
  });

  it('supports other precisions', () => {
    expect(moneyString('1.23455', 4)).toBe('1.2346');
    expect(moneyString('1.23445', 4)).toBe('1.2344');
  });

  it('returns Money-configured decimals', () => {
    expect(Money.rounding).toBe(Decimal.ROUND_HALF_EVEN);
    expect(Decimal.isDecimal(roundMoney(1))).toBe(true);
  });
});

describe('toDecimal', () => {
  it('accepts strings, numbers and Decimals', () => {
    expect(toDecimal(' 12.50 ').toString()).toBe('12.5');
    expect(toDecimal(0.1).toString()).toBe('0.1');
    expect(toDecimal(new Decimal('7.25')).toString()).toBe('7.25');
    expect(toDecimal('1e3').toString()).toBe('1000');
  });

  it.each([NaN, Infinity, -Infinity, '', 'abc', '1.2.3', '0x10', 'Infinity', 'NaN', '1,000'])(
    'rejects %s',
    (v) => {
      expect(() => toDecimal(v)).toThrow(Error);
    },
  );
});

describe('sumMoney', () => {
  it('adds exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(moneyString(sumMoney([0.1, 0.2]))).toBe('0.30');
    expect(sumMoney(['0.1', '0.2']).toString()).toBe('0.3');
  });

  it('sums mixed inputs and empty lists', () => {
    expect(moneyString(sumMoney(['19.99', 5, new Decimal('0.01')]))).toBe('25.00');
    expect(moneyString(sumMoney([]))).toBe('0.00');
  });
});

describe('formatMoney', () => {
  it.each([
    [1234567.885, '$1,234,567.88'],
    [-2.345, '-$2.34'],
    [0, '$0.00'],
    ['-0.001', '$0.00'],
    ['999.995', '$1,000.00'],
    ['1000000', '$1,000,000.00'],
    ['12.3', '$12.30'],
  ])('%s → %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('places the currency symbol after the sign', () => {
    expect(formatMoney('-1234.5')).toBe('-$1,234.50');
    expect(formatMoney('-1234.5', { currencySymbol: '€' })).toBe('-€1,234.50');
    expect(formatMoney('-1234.5', { currencyCode: 'CAD' })).toBe('CAD -1,234.50');
  });
});

describe('amounts left out of an answer', () => {
  it('show a dash, not a crash (costs hidden from a user without Costs and margins)', () => {
    expect(formatMoney(undefined)).toBe('—');
    expect(formatUnitPrice(null)).toBe('—');
  });
});

describe('formatUnitPrice', () => {
  it.each([
    ['12.5', '$12.50'],
    ['12.5000', '$12.50'],
    ['0.12345', '$0.1234'],
    ['0.12355', '$0.1236'],
    ['3.125', '$3.125'],
    ['1234.1', '$1,234.10'],
    ['-7.0001', '-$7.0001'],
  ])('%s → %s', (input, expected) => {
    expect(formatUnitPrice(input)).toBe(expected);
  });

  it('honours a smaller scale', () => {
    expect(formatUnitPrice('3.125', 2)).toBe('$3.12');
  });
});

describe('formatQuantity, formatPercent, formatCount', () => {
  it('groups quantities without trailing zeros', () => {
    expect(formatQuantity('2.0000')).toBe('2');
    expect(formatQuantity('1250.5000')).toBe('1,250.5');
    expect(formatQuantity('-0.125')).toBe('-0.125');
    expect(formatQuantity('-0')).toBe('0');
  });

  it('shows percents to 2 places and counts grouped', () => {
    expect(formatPercent('33.335')).toBe('33.34 %');
    expect(formatPercent('-5')).toBe('-5.00 %');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('zod schemas', () => {
  it('moneyInput normalises to a 2 dp string', () => {
    expect(moneyInput.parse('2.34')).toBe('2.34');
    expect(moneyInput.parse(10)).toBe('10.00');
    expect(moneyInput.parse(' 0.5 ')).toBe('0.50');
    // Trailing zeros are not extra precision.
    expect(moneyInput.parse('1.500')).toBe('1.50');
  });

  it('moneyInput rejects non-numeric input', () => {
    expect(moneyInput.safeParse('abc').success).toBe(false);
    expect(moneyInput.safeParse(Number.NaN).success).toBe(false);
    expect(moneyInput.safeParse(null).success).toBe(false);
  });

  it('unit costs keep 4 dp and rates 8 dp', () => {
    expect(unitCostInput.parse('1.2345')).toBe('1.2345');
    expect(rateInput.parse('0.0825')).toBe('0.08250000');
    expect(decimalInput(8, { round: true }).parse('0.123456785')).toBe('0.12345678');
  });
});

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('input limits (issue 14)', () => {
  it('refuses more than 2 decimals on money instead of rounding', () => {
    for (const s of [moneyInput, nonNegativeMoneyInput, positiveMoneyInput]) {
      expect(firstMessage(s.safeParse('2.345'))).toBe('At most 2 decimal places.');
      expect(firstMessage(s.safeParse(0.001))).toBe('At most 2 decimal places.');
    }
  });

  it('caps amounts at 999,999,999.99 both ways', () => {
    expect(moneyInput.parse(MAX_AMOUNT)).toBe('999999999.99');
    expect(moneyInput.parse('-999999999.99')).toBe('-999999999.99');
    expect(firstMessage(moneyInput.safeParse('1000000000'))).toBe('Must be at most 999,999,999.99.');
    expect(firstMessage(moneyInput.safeParse(1e12))).toBe('Must be at most 999,999,999.99.');
    expect(firstMessage(moneyInput.safeParse('-1000000000'))).toBe('Must be at least -999,999,999.99.');
    expect(firstMessage(positiveMoneyInput.safeParse('1e12'))).toBe('Must be at most 999,999,999.99.');
  });

  it('keeps the minimum and its message', () => {
    expect(firstMessage(positiveMoneyInput.safeParse('0'))).toBe('Must be above 0.');
    expect(firstMessage(nonNegativeMoneyInput.safeParse('-1'))).toBe('Must be 0 or more.');
    expect(nonNegativeMoneyInput.parse('0')).toBe('0.00');
    expect(firstMessage(moneyInputWith({ min: 5 }).safeParse('4.99'))).toBe('Must be at least 5.');
  });

  it('quantities: 4 dp, up to 99,999,999.9999', () => {
    const q = quantityInput({ min: 0, minExclusive: true });
    expect(q.parse('1.2345')).toBe('1.2345');
    expect(q.parse(MAX_QUANTITY)).toBe('99999999.9999');
    expect(firstMessage(q.safeParse('1.23456'))).toBe('At most 4 decimal places.');
    expect(firstMessage(q.safeParse('100000000'))).toBe('Must be at most 99,999,999.9999.');
    expect(firstMessage(q.safeParse('0'))).toBe('Must be greater than 0.');
    expect(quantityInput().parse('-3')).toBe('-3.0000');
  });

  it('unit prices and costs: 4 dp, up to 999,999,999.9999', () => {
    expect(firstMessage(unitCostInput.safeParse('1.23455'))).toBe('At most 4 decimal places.');
    expect(firstMessage(unitCostInput.safeParse('1000000000'))).toBe('Must be at most 999,999,999.9999.');
    expect(firstMessage(unitCostInput.safeParse('-1'))).toBe('Must be 0 or more.');
    expect(unitPriceInputWith({ min: '-999999999.9999' }).parse('-5')).toBe('-5.0000');
  });

  it('rates: 8 dp and above 0; percents 0..100', () => {
    expect(firstMessage(rateInput.safeParse('1.123456789'))).toBe('At most 8 decimal places.');
    expect(firstMessage(rateInput.safeParse('0'))).toBe('Must be greater than 0.');
    const pct = percentInput(4);
    expect(pct.parse('12.5')).toBe('12.5000');
    expect(firstMessage(pct.safeParse('100.01'))).toBe('Must be at most 100.');
    expect(firstMessage(pct.safeParse('-0.01'))).toBe('Must be at least 0.');
    expect(firstMessage(pct.safeParse('1.00001'))).toBe('At most 4 decimal places.');
  });

  it('rounds once only where asked', () => {
    expect(decimalInput(2, { round: true, max: MAX_AMOUNT }).parse('13.8069')).toBe('13.81');
    expect(firstMessage(decimalInput(2, { round: true, max: MAX_AMOUNT }).safeParse('999999999.995'))).toBe(
      'Must be at most 999,999,999.99.',
    );
  });

  it('withinAmountLimit bounds computed products', () => {
    expect(withinAmountLimit('999999999.99')).toBe(true);
    expect(withinAmountLimit('-1000000000')).toBe(false);
  });
});
