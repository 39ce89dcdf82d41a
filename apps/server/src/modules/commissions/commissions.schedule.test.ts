import { Money, moneyString, roundMoney } from '@fieldline/contracts/common/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Movement, scheduleCommission } from './commissions.schedule';

const base = {
  invoiceDate: '2026-03-02',
  invoiceTotal: '1000.00',
  voidDate: null,
  movements: [] as Movement[],
};
const pay = (date: string, amount: string, undoneOn: string | null = null): Movement => ({
  date,
  kind: 'Payment',
  amount,
  undoneOn,
});
const credit = (date: string, amount: string, undoneOn: string | null = null): Movement => ({
  date,
  kind: 'Credit',
  amount,
  undoneOn,
});
const brief = (entries: { entryDate: string; event: string; amount: string }[]) =>
  entries.map((e) => `${e.entryDate} ${e.event} ${e.amount}`);

describe('scheduleCommission (hand-worked)', () => {
  it('on invoice: all on the invoice date; a credit takes its share; a void the rest', () => {
    expect(brief(scheduleCommission({ ...base, full: new Money('50'), earnOn: 'Invoice' }))).toEqual([
      '2026-03-02 Invoice 50.00',
    ]);
    const credited = scheduleCommission({
      ...base,
      full: new Money('50'),
      earnOn: 'Invoice',
      movements: [credit('2026-03-09', '333.33'), pay('2026-03-10', '100')],
      voidDate: null,
    });
    // 50 × (1 − 333.33/1000) = 33.3335 → 33.33: 16.67 taken back. Payments do not move an on-invoice rule.
    expect(brief(credited)).toEqual(['2026-03-02 Invoice 50.00', '2026-03-09 Credit -16.67']);
    const voided = scheduleCommission({
      ...base,
      full: new Money('50'),
      earnOn: 'Invoice',
      voidDate: '2026-04-01',
    });
    expect(brief(voided)).toEqual(['2026-03-02 Invoice 50.00', '2026-04-01 Void -50.00']);
    const unapplied = scheduleCommission({
      ...base,
      full: new Money('50'),
      earnOn: 'Invoice',
      movements: [credit('2026-03-09', '200', '2026-03-20')],
    });
    expect(brief(unapplied)).toEqual([
      '2026-03-02 Invoice 50.00',
      '2026-03-09 Credit -10.00',
      '2026-03-20 Credit 10.00',
    ]);
  });

  it('on payment: each payment its share, a payment void takes it back, credits are never earned', () => {
    const paid = scheduleCommission({
      ...base,
      full: new Money('120'),
      earnOn: 'Payment',
      movements: [
        pay('2026-03-10', '250'),
        credit('2026-03-11', '250'),
        pay('2026-04-02', '500', '2026-04-20'),
      ],
    });
    expect(brief(paid)).toEqual([
      '2026-03-10 Payment 30.00',
      '2026-04-02 Payment 60.00',
      '2026-04-20 PaymentVoid -60.00',
    ]);
    // Thirds of 100: 33.33, 33.34, 33.33 (the rounded running total, half-to-even): never a cent adrift.
    const thirds = scheduleCommission({
      ...base,
      invoiceTotal: '300.00',
      full: new Money('100'),
      earnOn: 'Payment',
      movements: [pay('2026-03-03', '100'), pay('2026-03-04', '100'), pay('2026-03-05', '100')],
    });
    expect(thirds.map((e) => e.amount)).toEqual(['33.33', '33.34', '33.33']);
  });

  it('a zero invoice is earned in full when posted', () => {
    expect(
      brief(scheduleCommission({ ...base, invoiceTotal: '0.00', full: new Money('25'), earnOn: 'Payment' })),
    ).toEqual(['2026-03-02 Invoice 25.00']);
  });
});

describe('scheduleCommission (property)', () => {
  it('the entries add up to the rounded commission of the final state', () => {
    const cents = (max: number) =>
      fc.integer({ min: 1, max }).map((n) => moneyString(new Money(n).dividedBy(100)));
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 500000 }),
        cents(100000),
        fc.constantFrom('Invoice' as const, 'Payment' as const),
        fc.array(
          fc.record({
            kind: fc.constantFrom('Payment' as const, 'Credit' as const),
            share: fc.integer({ min: 1, max: 40 }),
            undone: fc.boolean(),
            day: fc.integer({ min: 3, max: 28 }),
          }),
          { maxLength: 6 },
        ),
        fc.boolean(),
        (totalCents, full, earnOn, moves, voided) => {
          const total = new Money(totalCents).dividedBy(100);
          let left = total;
          const movements: Movement[] = [];
          for (const m of moves) {
            const amount = roundMoney(total.times(m.share).dividedBy(100));
            if (amount.lte(0) || amount.gt(left)) continue;
            if (!m.undone) left = left.minus(amount);
            const date = `2026-03-${String(m.day).padStart(2, '0')}`;
            movements.push({
              date,
              kind: m.kind,
              amount: moneyString(amount),
              undoneOn: m.undone ? '2026-03-29' : null,
            });
          }
          // A void needs the payments undone first (the invoices module refuses it otherwise).
          const canVoid = voided && movements.every((m) => m.kind === 'Credit' || m.undoneOn);
          const entries = scheduleCommission({
            full: new Money(full),
            earnOn,
            invoiceDate: '2026-03-02',
            invoiceTotal: moneyString(total),
            movements,
            voidDate: canVoid ? '2026-03-30' : null,
          });
          const sum = entries.reduce((s, e) => s.plus(e.amount), new Money(0));
          const live = (kind: string) =>
            movements
              .filter((m) => m.kind === kind && !m.undoneOn)
              .reduce((s, m) => s.plus(m.amount), new Money(0));
          const share =
            earnOn === 'Invoice'
              ? new Money(1).minus(live('Credit').dividedBy(total))
              : live('Payment').dividedBy(total);
          const expected = canVoid ? new Money(0) : roundMoney(new Money(full).times(share));
          expect(moneyString(sum)).toBe(moneyString(expected));
          expect(entries.every((e) => e.entryDate >= '2026-03-02')).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
