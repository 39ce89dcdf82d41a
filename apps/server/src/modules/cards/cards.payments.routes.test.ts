import { CARD_PAYMENT_MESSAGES } from '@fieldline/contracts/cards/cards.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { invoices } from '../invoices/invoices.table';
import { journalEntries } from '../ledger/ledger.table';
import { payments } from '../payments/payments.table';
import {
  caller,
  entryLines,
  openInvoice,
  type PaymentsFixture,
  paymentsFixture,
} from '../payments/payments.test-helpers';
import { cardGateway, useCardGateway } from './cards.runtime';
import { saveTestCard } from './cards.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

const saveCard = (customerId: number, number: string) => saveTestCard(t, f.admin, customerId, number);

const pay = (customerId: number, paymentTokenId: number | null, amount: string, invoiceId?: number) =>
  api('POST', '/v1/invoices/addpayment', {
    customerId,
    paymentDate: '2026-11-05',
    paymentMethodId: 0,
    paymentTokenId,
    bankAccountId: f.checking,
    amount,
    applications: invoiceId ? [{ invoiceId, amount }] : [],
  });
const invoiceRow = async (id: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const countPayments = async () =>
  Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(payments))[0].n);

describe('stored card payments (method 0) on the test gateway', () => {
  it('charges the card, posts the fee to Merchant Fees, and refunds it with the fee kept', async () => {
    const customer = await createCustomer(t, f.admin);
    const visa = await saveCard(customer.id, '4242424242424242');
    const inv = await openInvoice(t, customer.id, '100.00');
    const res = await pay(customer.id, visa, '100.00', inv.id);
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p.card).toMatchObject({
      paymentTokenId: visa,
      label: 'Visa ending 4242',
      surcharge: '0.00',
      charged: '100.00',
      gatewayFee: '3.20',
      refundedDate: null,
    });
    // Bank gets the amount less the fee (2.9 % + 30¢), the fee is an expense, receivables take the amount.
    expect(await entryLines(t, p.journalEntryId)).toEqual([
      '1000 96.80 0.00',
      '6850 3.20 0.00',
      '1100 0.00 100.00 c',
    ]);
    const rows = (await api('GET', `/v1/payments/invoicePayments?invoiceId=${inv.id}`)).json();
    expect(rows[0]).toMatchObject({ method: 'Visa ending 4242', isCard: true, status: 'Applied' });

    const voided = await api('POST', `/v1/payments/${p.id}/void`);
    expect(voided.statusCode).toBe(422);
    expect(voided.json().message).toMatch(/refunding it to the card/);

    const refund = await api('POST', `/v1/payments/${p.id}/refund`, { date: '2026-11-06' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ status: 'Refunded', card: { refundedDate: '2026-11-06' } });
    const [kept] = await t.database.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(sql`${journalEntries.sourceType} = 'CardRefund' and ${journalEntries.sourceId} = ${p.id}`);
    expect(await entryLines(t, kept.id)).toEqual(['6850 3.20 0.00', '1000 0.00 3.20']);
    expect(await entryLines(t, refund.json().voidEntryId)).toEqual([
      '1000 0.00 96.80',
      '6850 0.00 3.20',
      '1100 100.00 0.00 c',
    ]);
    const after = (await api('GET', `/v1/payments/invoicePayments?invoiceId=${inv.id}`)).json();
    expect(after[0]).toMatchObject({ status: 'Refunded', isVoid: true });
    const again = await api('POST', `/v1/payments/${p.id}/refund`, {});
    expect(again.json().message).toBe(CARD_PAYMENT_MESSAGES.alreadyRefunded);
    const check = await api('POST', '/v1/invoices/addpayment', {
      customerId: customer.id,
      paymentDate: '2026-11-05',
      paymentMethodId: 1,
      bankAccountId: f.checking,
      amount: '5',
    });
    const notCard = await api('POST', `/v1/payments/${check.json().id}/refund`, {});
    expect(notCard.json().message).toBe(CARD_PAYMENT_MESSAGES.notCardPayment);
  });

  it('adds the reward-pay surcharge to credit cards only, as income', async () => {
    const customer = await createCustomer(t, f.admin);
    const visa = await saveCard(customer.id, '4242424242424242');
    const debit = await saveCard(customer.id, '4000056655665556');
    const on = await api('PATCH', '/v1/settings', {
      rewardPay_Enabled: true,
      rewardPay_SurchargePercent: '3',
    });
    // Stored as the JSON string "3" and read back as that string (it came back as the number 3 before).
    expect(on.json().rewardPay_SurchargePercent).toBe('3');
    try {
      const res = await pay(customer.id, visa, '100.00');
      expect(res.statusCode, res.body).toBe(201);
      const credit = res.json();
      expect(credit.card).toMatchObject({ surcharge: '3.00', charged: '103.00', gatewayFee: '3.29' });
      expect(await entryLines(t, credit.journalEntryId)).toEqual([
        '1000 99.71 0.00',
        '6850 3.29 0.00',
        '1100 0.00 100.00 c',
        '7150 0.00 3.00',
      ]);
      // What was not applied is the customer's credit: the amount, not the surcharge.
      expect(credit.unapplied).toBe('100.00');
      const onDebit = (await pay(customer.id, debit, '100.00')).json();
      expect(onDebit.card).toMatchObject({ surcharge: '0.00', charged: '100.00', gatewayFee: '1.10' });
    } finally {
      await api('PATCH', '/v1/settings', { rewardPay_Enabled: false, rewardPay_SurchargePercent: '0' });
    }
  });

  it('refuses a missing, foreign or declined card and a charge below 0.50, writing nothing', async () => {
    const customer = await createCustomer(t, f.admin);
    const other = await createCustomer(t, f.admin);
    const theirs = await saveCard(other.id, '4242424242424242');
    const broke = await saveCard(customer.id, '4000000000009995');
    const inv = await openInvoice(t, customer.id, '80.00');
    const before = await countPayments();
    const none = await pay(customer.id, null, '80.00', inv.id);
    expect([none.statusCode, none.json().message]).toEqual([422, CARD_PAYMENT_MESSAGES.selectCard]);
    expect((await pay(customer.id, theirs, '80.00', inv.id)).statusCode).toBe(404);
    const declined = await pay(customer.id, broke, '80.00', inv.id);
    expect([declined.statusCode, declined.json().message]).toEqual([
      422,
      'Your card has insufficient funds.',
    ]);
    const small = await pay(customer.id, broke, '0.49');
    expect(small.json().message).toBe('A card payment must be at least 0.50.');
    expect(await countPayments()).toBe(before);
    expect(await invoiceRow(inv.id)).toMatchObject({ balance: '80.00' });
  });

  it('funds a deposit with a stored card (spec 3 deposit payment, method 0)', async () => {
    const customer = await createCustomer(t, f.admin);
    const visa = await saveCard(customer.id, '5555555555554444');
    const base = {
      CustomerId: customer.id,
      DepositAmount: '250.00',
      InvoiceDate: '2026-11-05',
      PaymentMethodId: 0,
      PaymentBankAccountId: f.checking,
    };
    const noCard = (await api('POST', '/v1/invoices/deposit', base)).json();
    expect(noCard).toMatchObject({ isError: true, message: CARD_PAYMENT_MESSAGES.selectCard });
    const answer = (await api('POST', '/v1/invoices/deposit', { ...base, PaymentTokenId: visa })).json();
    expect(answer).toMatchObject({ isError: false });
    const [p] = await t.database.db.select().from(payments).where(eq(payments.customerId, customer.id));
    expect(p).toMatchObject({ amount: '250.00', gatewayFee: '7.55', cardLabel: 'Mastercard ending 4444' });
    expect(await invoiceRow(answer.invoiceId)).toMatchObject({ status: 'Paid' });
  });

  it('refunds the charge when the payment cannot be kept after the card was charged', async () => {
    const customer = await createCustomer(t, f.admin);
    const visa = await saveCard(customer.id, '4242424242424242');
    const real = cardGateway();
    const refunds: { ref: string; cents: number }[] = [];
    // A gateway reporting a fee above the charge: the payment's entry is refused after the card was charged.
    const restore = useCardGateway({
      kind: real.kind,
      label: real.label,
      createCustomer: (c) => real.createCustomer(c),
      saveCard: (c, tok) => real.saveCard(c, tok),
      removeCard: (ref) => real.removeCard(ref),
      capture: (id, cents) => real.capture(id, cents),
      cancel: (id) => real.cancel(id),
      recentCharges: (since) => real.recentCharges(since),
      charge: async (req) => ({ ...(await real.charge(req)), feeCents: 1_000_00 }),
      refund: async (ref, cents, key) => {
        refunds.push({ ref, cents });
        return real.refund(ref, cents, key);
      },
    });
    try {
      const before = await countPayments();
      const res = await pay(customer.id, visa, '60.00');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Journal line amounts cannot be negative.');
      expect(refunds).toEqual([{ ref: expect.any(String), cents: 6000 }]);
      expect(await countPayments()).toBe(before);
    } finally {
      restore();
    }
  });
});
