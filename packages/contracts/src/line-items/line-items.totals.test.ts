import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectionTotals,
  currencyAmount,
  groupTotals,
  type LineInput,
  lineAmounts,
} from './line-items.totals';

/**
 * An independent model of the totals: every value held as a scaled BigInt (units of 1e-4 for unit
 * amounts and quantities, cents for amounts) with our own half-even division, summing lines in
 * reverse order. It never touches decimal.js.
 */
function divHalfEven(n: bigint, d: bigint): bigint {
  if (d < 0n) return divHalfEven(-n, -d);
  const neg = n < 0n;
  const a = neg ? -n : n;
  let q = a / d;
  const r2 = (a % d) * 2n;
  if (r2 > d || (r2 === d && q % 2n === 1n)) q += 1n;
  return neg ? -q : q;
}
const fmt = (v: bigint, dp: number) => {
  const neg = v < 0n;
  const s = (neg ? -v : v).toString().padStart(dp + 1, '0');
  const out = dp === 0 ? s : `${s.slice(0, -dp)}.${s.slice(-dp)}`;
  return neg && v !== 0n ? `-${out}` : out;
};

interface RawLine {
  q4: bigint; // quantity × 1e4
  cost4: bigint;
  price4: bigint;
  pct2: bigint; // discount percent × 1e2
  taxable: boolean;
}
const toInput = (l: RawLine): LineInput => ({
  quantity: fmt(l.q4, 4),
  cost: fmt(l.cost4, 4),
  price: fmt(l.price4, 4),
  discountPct: fmt(l.pct2, 2),
  isTaxable: l.taxable,
});

function modelLine(l: RawLine, rate4: bigint, discounts = true) {
  const d4 = discounts ? divHalfEven(l.price4 * l.pct2, 10_000n) : 0n;
  const sub = divHalfEven(l.q4 * (l.price4 - d4), 1_000_000n);
  const tax = l.taxable ? divHalfEven(sub * rate4, 1_000_000n) : 0n;
  return { d4, sub, tax };
}

function modelTotals(lines: RawLine[], rate4: bigint, fx8: bigint) {
  let cost = 0n;
  let price = 0n;
  let sub = 0n;
  let tax = 0n;
  for (const l of [...lines].reverse()) {
    cost += l.q4 * l.cost4;
    price += l.q4 * l.price4;
    const m = modelLine(l, rate4);
    sub += m.sub;
    tax += m.tax;
  }
  const costC = divHalfEven(cost, 1_000_000n);
  const priceC = divHalfEven(price, 1_000_000n);
  const fx = (c: bigint) => fmt(divHalfEven(c * 100_000_000n, fx8), 2);
  return {
    cost: fmt(costC, 2),
    price: fmt(priceC, 2),
    subtotal: fmt(sub, 2),
    tax: fmt(tax, 2),
    total: fmt(sub + tax, 2),
    markup: costC === 0n ? null : fmt(divHalfEven((priceC - costC) * 10_000n, costC), 4),
    margin: priceC === 0n ? null : fmt(divHalfEven((priceC - costC) * 10_000n, priceC), 4),
    grossProfit: fmt(sub - costC, 2),
    grossProfitPct: sub === 0n ? '100.00' : fmt(divHalfEven((sub - costC) * 10_000n, sub), 2),
    currencyTotal: fx(sub + tax),
    currencyCost: fx(costC),
  };
}

const rawLine = fc.record({
  q4: fc.bigInt({ min: 0n, max: 99_999_999n }),
  cost4: fc.bigInt({ min: 0n, max: 999_999_999n }),
  price4: fc.bigInt({ min: 0n, max: 999_999_999n }),
  pct2: fc.bigInt({ min: 0n, max: 10_000n }),
  taxable: fc.boolean(),
});
const rate4 = fc.bigInt({ min: 0n, max: 150_000n });
const fx8 = fc.bigInt({ min: 1_000_000n, max: 50_000_000_000n });

describe('line-item totals (property-based against a BigInt model)', () => {
  it('line discount, subtotal, tax and total', () => {
    fc.assert(
      fc.property(rawLine, rate4, (l, r) => {
        const m = modelLine(l, r);
        const got = lineAmounts(toInput(l), { taxRate: fmt(r, 4) });
        expect(got).toEqual({
          discountAmt: fmt(m.d4, 4),
          subtotal: fmt(m.sub, 2),
          tax: fmt(m.tax, 2),
          total: fmt(m.sub + m.tax, 2),
        });
      }),
      { numRuns: 500 },
    );
  });

  it('ignores discounts when UsesDiscounts is off', () => {
    fc.assert(
      fc.property(rawLine, (l) => {
        const m = modelLine(l, 0n, false);
        expect(lineAmounts(toInput(l), { usesDiscounts: false }).subtotal).toBe(fmt(m.sub, 2));
      }),
    );
  });

  it('collection totals, ratios and currency variants', () => {
    fc.assert(
      fc.property(fc.array(rawLine, { maxLength: 12 }), rate4, fx8, (lines, r, x) => {
        const m = modelTotals(lines, r, x);
        const got = collectionTotals(lines.map(toInput), { taxRate: fmt(r, 4), rate: fmt(x, 8) });
        expect(got).toMatchObject(m);
        // A group's totals are the same figures without the gross profit.
        const g = groupTotals(lines.map(toInput), { taxRate: fmt(r, 4), rate: fmt(x, 8) });
        expect(g.subtotal).toBe(m.subtotal);
        expect(g.markup).toBe(m.markup);
      }),
      { numRuns: 300 },
    );
  });
});

describe('line-item totals (examples)', () => {
  it('rounds half to even at each step', () => {
    // 10.125 × 10 % = 1.0125 → 1.0125 (4 places); 3 × (10.125 − 1.0125) = 27.3375 → 27.34
    expect(
      lineAmounts(
        { quantity: '3', cost: '5', price: '10.125', discountPct: '10', isTaxable: true },
        { taxRate: '8.25' },
      ),
    ).toEqual({ discountAmt: '1.0125', subtotal: '27.34', tax: '2.26', total: '29.60' });
    // 0.125 → 0.12 (half to even), not 0.13
    expect(
      lineAmounts({ quantity: '1', cost: '0', price: '0.125', discountPct: '0', isTaxable: false }).subtotal,
    ).toBe('0.12');
    expect(currencyAmount('10.00', '4')).toBe('2.50');
    expect(currencyAmount('0.05', '2')).toBe('0.02');
    expect(currencyAmount('7.00')).toBe('7.00');
  });

  it('markup, margin and gross profit', () => {
    const t = collectionTotals(
      [
        { quantity: '2', cost: '10', price: '15', discountPct: '0', isTaxable: true },
        { quantity: '1', cost: '20', price: '30', discountPct: '0', isTaxable: false },
      ],
      { taxRate: '10' },
    );
    expect(t).toMatchObject({
      cost: '40.00',
      price: '60.00',
      subtotal: '60.00',
      tax: '3.00',
      total: '63.00',
      markup: '0.5000',
      margin: '0.3333',
      grossProfit: '20.00',
      grossProfitPct: '33.33',
    });
  });

  it('answers null ratios for a zero divisor and 100 % gross profit for a zero subtotal', () => {
    const t = collectionTotals([]);
    expect(t).toMatchObject({ cost: '0.00', markup: null, margin: null, grossProfitPct: '100.00' });
    const free = collectionTotals([
      { quantity: '1', cost: '5', price: '0', discountPct: '0', isTaxable: true },
    ]);
    expect(free).toMatchObject({
      markup: '-1.0000',
      margin: null,
      grossProfit: '-5.00',
      grossProfitPct: '100.00',
    });
  });
});
