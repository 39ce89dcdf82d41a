import { describe, expect, it } from 'vitest';
import {
  compareSortKeys,
  createExemptionCodeBodySchema,
  prevailingWageRateInput,
  renumberSort,
  sortReferenceCodes,
} from './reference-codes.contract';

describe('reference-code sort (spec 3 §9)', () => {
  it('orders by sort, then code ignoring case, then description, then id', () => {
    const rows = [
      { id: 1, sort: 2, code: 'b', description: '' },
      { id: 2, sort: 1, code: 'Z', description: '' },
      { id: 3, sort: 1, code: 'a', description: 'second' },
      { id: 4, sort: 1, code: 'A', description: 'First' },
      { id: 5, sort: 1, code: 'a', description: 'first' },
    ];
    const sorted = sortReferenceCodes(rows, (r) => r);
    expect(sorted.map((r) => r.id)).toEqual([4, 5, 3, 2, 1]);
    expect(rows[0].id).toBe(1);
    expect(
      compareSortKeys({ sort: 0, code: 'x', description: '' }, { sort: 0, code: 'x', description: '' }),
    ).toBe(0);
  });

  it('renumbers sort from 0 in the order shown, keeping unchanged rows as they are', () => {
    const a = { id: 1, sort: 0 };
    const rows = renumberSort([a, { id: 2, sort: 7 }, { id: 3, sort: null }]);
    expect(rows.map((r) => r.sort)).toEqual([0, 1, 2]);
    expect(rows[0]).toBe(a);
  });
});

describe('payloads', () => {
  it('reads the exemption create payload with capitalised keys into camelCase', () => {
    expect(createExemptionCodeBodySchema.parse({ Code: ' G ', Description: 'Resale', Sort: 3 })).toEqual({
      code: 'G',
      description: 'Resale',
      sort: 3,
    });
    expect(createExemptionCodeBodySchema.parse({ Code: 'G' })).toEqual({
      code: 'G',
      description: '',
      sort: 0,
    });
  });

  it('rounds prevailing wage rates half to even to 4 places and refuses negatives', () => {
    expect(prevailingWageRateInput.parse('1.00005')).toBe('1.0000');
    expect(prevailingWageRateInput.parse('1.00015')).toBe('1.0002');
    expect(prevailingWageRateInput.safeParse('-1').success).toBe(false);
  });
});
