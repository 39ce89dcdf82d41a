import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  decimalInput,
  formatMoney,
  Money,
  moneyInput,
  moneyString,
  rateInput,
  roundMoney,
  sumMoney,
  toDecimal,
  unitCostInput,
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
    [1234567.885, '1,234,567.88'],
    [-2.345, '-2.34'],
    [0, '0.00'],
    ['999.995', '1,000.00'],
    ['1000000', '1,000,000.00'],
    ['12.3', '12.30'],
  ])('%s → %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('places the currency symbol after the sign', () => {
    expect(formatMoney('1234.5', { currencySymbol: '$' })).toBe('$1,234.50');
    expect(formatMoney('-1234.5', { currencySymbol: '$' })).toBe('-$1,234.50');
  });
});

describe('zod schemas', () => {
  it('moneyInput normalises to a 2 dp half-even string', () => {
    expect(moneyInput.parse('2.345')).toBe('2.34');
    expect(moneyInput.parse(10)).toBe('10.00');
    expect(moneyInput.parse(' 0.135 ')).toBe('0.14');
  });

  it('moneyInput rejects non-numeric input', () => {
    expect(moneyInput.safeParse('abc').success).toBe(false);
    expect(moneyInput.safeParse(Number.NaN).success).toBe(false);
    expect(moneyInput.safeParse(null).success).toBe(false);
  });

  it('unit costs keep 4 dp and rates 8 dp', () => {
    expect(unitCostInput.parse('1.23455')).toBe('1.2346');
    expect(rateInput.parse('0.0825')).toBe('0.08250000');
    expect(decimalInput(8).parse('0.123456785')).toBe('0.12345678');
  });
});
