// Both agings as of a past date: later payments, credit applications and voids are undone for that date.
import type { ArAging } from '@fieldline/contracts/reports/financial.contract';
import type { AgingReport } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSupplier } from '../../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { createInvoice } from '../../invoices';
import { voidWholePayment } from '../../payments/payments.service';
import {
  caller,
  type PaymentsFixture,
  paymentsFixture,
  receivePayment,
} from '../../payments/payments.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

const invoice = async (total: string) =>
  createInvoice(t.database.db, {
    customerId: f.usd.id,
    invoiceDate: '2026-11-02',
    dueDate: '2026-11-04',
    lines: [{ description: 'Service call', quantity: 1, unitPrice: total, isTaxable: false }],
    userId: null,
  });
const pay = (date: string, amount: string, applications: { invoiceId: number; amount: string }[]) =>
  receivePayment(t, f, amount, applications, date) as Promise<{ id: number; creditId: number | null }>;
/** Each of the customer's invoices on the date as `number balance daysPastDue`. */
const arOn = async (date: string) => {
  const res = await api('GET', `/v1/invoices/reports/aging?date=${date}&customerId=${f.usd.id}`);
  expect(res.statusCode).toBe(200);
  const r: ArAging = res.json();
  return new Map(r.customers.flatMap((c) => c.invoices).map((i) => [i.id, `${i.total} ${i.daysPastDue}`]));
};

describe('receivables aging as of a past date', () => {
  it('adds back payments, credit applications and voids dated after the date', async () => {
    const paidLater = await invoice('100.00');
    const partly = await invoice('80.00');
    const credited = await invoice('60.00');
    const voidedBefore = await invoice('40.00');
    const voidedAfter = await invoice('45.00');
    await pay('2026-11-12', '100', [{ invoiceId: paidLater.id, amount: '100' }]);
    await pay('2026-11-05', '30', [{ invoiceId: partly.id, amount: '30' }]);
    await pay('2026-11-12', '20', [{ invoiceId: partly.id, amount: '20' }]);
    // An overpayment on 11-01 becomes credit; it is applied (dated today) after the aging date.
    const onAccount = await pay('2026-11-01', '25', []);
    const applied = await api('POST', `/v1/invoices/${credited.id}/addcreditpayment`, {
      creditId: onAccount.creditId,
      amount: '25',
    });
    expect(applied.statusCode).toBe(200);
    // Voided with no date: the reversal carries the payment's own date, so it never counted.
    const undone = await pay('2026-11-05', '40', [{ invoiceId: voidedBefore.id, amount: '40' }]);
    expect((await api('POST', `/v1/payments/${undone.id}/void`)).statusCode).toBe(200);
    // Voided on 11-15: it still counted on 11-10.
    const late = await pay('2026-11-05', '45', [{ invoiceId: voidedAfter.id, amount: '45' }]);
    await t.database.db.transaction((tx) => voidWholePayment(tx, late.id, 1, '2026-11-15'));

    const before = await arOn('2026-11-03');
    expect(before.get(paidLater.id)).toBe('100.00 0');
    expect(before.get(partly.id)).toBe('80.00 0');

    const past = await arOn('2026-11-10');
    expect(past.get(paidLater.id)).toBe('100.00 6');
    expect(past.get(partly.id)).toBe('50.00 6');
    expect(past.get(credited.id)).toBe('60.00 6');
    expect(past.get(voidedBefore.id)).toBe('40.00 6');
    expect(past.has(voidedAfter.id)).toBe(false);

    const now = await arOn(today);
    expect(now.has(paidLater.id)).toBe(false);
    expect(now.get(partly.id)?.split(' ')[0]).toBe('30.00');
    expect(now.get(credited.id)?.split(' ')[0]).toBe('35.00');
    expect(now.get(voidedBefore.id)?.split(' ')[0]).toBe('40.00');
    expect(now.get(voidedAfter.id)?.split(' ')[0]).toBe('45.00');
    expect((await arOn('2026-11-01')).size).toBe(0);
  });

  it('refuses a bad date or customer id, naming the field', async () => {
    for (const [query, field] of [
      ['date=2026-13-01', 'date'],
      ['date=2026-11-10&customerId=abc', 'customerId'],
      ['customerId=1', 'date'],
    ] as const) {
      const res = await api('GET', `/v1/invoices/reports/aging?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('payables aging as of a past date', () => {
  it('adds back bill payments dated after the date', async () => {
    const supplier = await seedSupplier(t);
    const bill = async (amount: string) => {
      const res = await api('POST', '/v1/vendorbills', {
        supplierId: supplier.id,
        billDate: '2026-11-02',
        dueDate: '2026-11-04',
        items: [{ description: 'Parts', quantity: 1, unitCost: amount }],
      });
      expect(res.statusCode).toBe(201);
      const id: number = res.json().id;
      expect((await api('PATCH', `/v1/vendorbills/${id}`, { statusName: '' })).statusCode).toBe(200);
      return id;
    };
    const payBill = async (id: number, amount: string, date: string) =>
      expect((await api('POST', `/v1/vendorbills/${id}/payments`, { amount, date })).statusCode).toBe(201);
    const paidLater = await bill('70');
    const partly = await bill('50');
    await payBill(paidLater, '70', '2026-11-12');
    await payBill(partly, '20', '2026-11-05');
    await payBill(partly, '10', '2026-11-12');
    const rowOn = async (date: string) => {
      const res = await api('GET', `/v1/vendorbills/reports/aging?date=${date}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as AgingReport).rows.find((r) => r.supplierId === supplier.id);
    };
    expect(await rowOn('2026-11-10')).toMatchObject({ billCount: 2, days1To30: '100.00', total: '100.00' });
    expect(await rowOn('2026-11-03')).toMatchObject({ billCount: 2, current: '120.00', total: '120.00' });
    expect(await rowOn(today)).toMatchObject({ billCount: 1, total: '20.00' });
    expect(await rowOn('2026-11-01')).toBeUndefined();
    const bad = await api('GET', '/v1/vendorbills/reports/aging?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toContain('date');
  });
});
