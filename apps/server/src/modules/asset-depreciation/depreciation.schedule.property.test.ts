import { addMonths } from '@fieldline/contracts/common/dates';
import { Money } from '@fieldline/contracts/common/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchedule, lifeEnd, type ScheduleInput } from './depreciation.schedule';

const cents = (n: number) => (n / 100).toFixed(2);
const day = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 11, 31) })
  .map((ms) => new Date(ms - (ms % 86_400_000)).toISOString().slice(0, 10));

const input = fc
  .record({
    method: fc.constantFrom('StraightLine' as const, 'DecliningBalance' as const),
    rateFactor: fc.constantFrom('1.5', '2', '1.25'),
    costCents: fc.integer({ min: 1, max: 99_999_999_999 }),
    salvageShare: fc.integer({ min: 0, max: 100 }),
    openingShare: fc.integer({ min: 0, max: 100 }),
    lifeMonths: fc.integer({ min: 1, max: 480 }),
    inServiceDate: day,
    startAfterDays: fc.integer({ min: 0, max: 20_000 }),
    midLife: fc.boolean(),
  })
  .map((r): ScheduleInput => {
    const salvage = Math.floor((r.costCents * r.salvageShare) / 100);
    const opening = r.midLife ? Math.floor(((r.costCents - salvage) * r.openingShare) / 100) : 0;
    const end = Date.parse(`${lifeEnd(r)}T00:00:00Z`);
    const start = r.midLife
      ? new Date(
          Math.min(
            Date.parse(`${r.inServiceDate}T00:00:00Z`) + r.startAfterDays * 86_400_000,
            end - 86_400_000,
          ),
        )
          .toISOString()
          .slice(0, 10)
      : r.inServiceDate;
    return {
      method: r.method,
      rateFactor: r.rateFactor,
      cost: cents(r.costCents),
      salvageValue: cents(salvage),
      lifeMonths: r.lifeMonths,
      inServiceDate: r.inServiceDate,
      startDate: start < r.inServiceDate ? r.inServiceDate : start,
      openingAccumulated: cents(opening),
    };
  });

describe('depreciation schedules', () => {
  it('sum exactly to cost less salvage less the opening depreciation, never negative, month by month to the end of life', () => {
    fc.assert(
      fc.property(input, (i) => {
        const periods = buildSchedule(i);
        const depreciable = new Money(i.cost).minus(i.salvageValue).minus(i.openingAccumulated);
        const sum = periods.reduce((s, p) => s.plus(p.amount), new Money(0));
        if (depreciable.lte(0)) return periods.length === 0;
        expect(sum.toFixed(2)).toBe(depreciable.toFixed(2));
        for (const p of periods) {
          expect(new Money(p.amount).gte(0)).toBe(true);
          expect(p.amount).toMatch(/^\d+\.\d{2}$/);
          expect(p.periodStart <= p.periodEnd).toBe(true);
        }
        expect(periods[0].periodStart).toBe(i.startDate);
        const end = new Date(Date.parse(`${lifeEnd(i)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        expect(periods.at(-1)?.periodEnd).toBe(end);
        for (let k = 1; k < periods.length; k++) {
          const next = new Date(Date.parse(`${periods[k - 1].periodEnd}T00:00:00Z`) + 86_400_000);
          expect(periods[k].periodStart).toBe(next.toISOString().slice(0, 10));
        }
        return true;
      }),
      { numRuns: 400 },
    );
  });

  it('straight line: a year from mid-January, equal whole months and the two part months by days', () => {
    const p = buildSchedule({
      method: 'StraightLine',
      rateFactor: '2',
      cost: '12400.00',
      salvageValue: '400.00',
      lifeMonths: 12,
      inServiceDate: '2026-01-15',
      startDate: '2026-01-15',
      openingAccumulated: '0',
    });
    expect(p).toHaveLength(13);
    expect(p[0]).toEqual({ seq: 1, periodStart: '2026-01-15', periodEnd: '2026-01-31', amount: '548.39' }); // 17/31 of 1,000
    expect(p.slice(1, 12).map((x) => x.amount)).toEqual(Array(11).fill('1000.00'));
    expect(p[12]).toMatchObject({ periodStart: '2027-01-01', periodEnd: '2027-01-14', amount: '451.61' });
  });

  it('double declining switches to straight line and stops at salvage; mid-life starts from what is left', () => {
    const p = buildSchedule({
      method: 'DecliningBalance',
      rateFactor: '2',
      cost: '10000.00',
      salvageValue: '1000.00',
      lifeMonths: 60,
      inServiceDate: '2026-01-01',
      startDate: '2026-01-01',
      openingAccumulated: '0',
    });
    expect(p).toHaveLength(60);
    expect(p[0].amount).toBe('333.33'); // 10,000 × 2/60
    expect(p[1].amount).toBe('322.22'); // (10,000 − 333.33) × 2/60
    const amounts = p.map((x) => Number(x.amount));
    expect(amounts[59]).toBeGreaterThan(0);
    const later = buildSchedule({
      method: 'StraightLine',
      rateFactor: '2',
      cost: '10000.00',
      salvageValue: '1000.00',
      lifeMonths: 60,
      inServiceDate: '2024-01-01',
      startDate: '2026-01-01',
      openingAccumulated: '3600.00',
    });
    expect(later).toHaveLength(36);
    expect(later.map((x) => x.amount)).toEqual(Array(36).fill('150.00'));
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
});
