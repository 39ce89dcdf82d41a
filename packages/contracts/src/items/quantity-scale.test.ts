import { describe, expect, it } from 'vitest';
import { isValidQuantity, quantityScaleProblem, roundToScale } from './quantity-scale';

describe('quantity scale', () => {
  it('accepts multiples of the step within the decimals', () => {
    const scale = { step: '0.25', decimals: 2 };
    expect(['0', '0.25', '1.5', '10', 3.75].map((q) => isValidQuantity(q, scale))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['0.1', '1.255', 'abc', '1e400x'].map((q) => isValidQuantity(q, scale))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isValidQuantity('2', { step: '1', decimals: 0 })).toBe(true);
    expect(isValidQuantity('2.0', { step: '1', decimals: 0 })).toBe(true);
    expect(isValidQuantity('2.5', { step: '1', decimals: 0 })).toBe(false);
  });

  it('rounds to the nearest step, half to even', () => {
    expect(roundToScale('1.3', { step: '0.25', decimals: 2 })).toBe('1.25');
    expect(roundToScale('1.375', { step: '0.25', decimals: 2 })).toBe('1.50');
    expect(roundToScale('2.5', { step: '1', decimals: 0 })).toBe('2');
    expect(roundToScale('3.5', { step: '1', decimals: 0 })).toBe('4');
  });

  it('names the bad half of a scale', () => {
    expect(quantityScaleProblem({ step: '0.5', decimals: 1 })).toBeNull();
    expect(quantityScaleProblem({ step: '0', decimals: 1 })?.field).toBe('quantityStep');
    expect(quantityScaleProblem({ step: '0.05', decimals: 1 })?.field).toBe('quantityStep');
    expect(quantityScaleProblem({ step: '1', decimals: 5 })?.field).toBe('quantityDecimals');
  });
});
