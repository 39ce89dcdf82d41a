import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { getInvoiceSummary } from '../invoices';
import { periodInfo } from '../ledger';
import { calendarPeriods, journalEntries } from '../ledger/ledger.table';
import { customerCredits, paymentApplications, payments } from './payments.table';
import {
  caller,
  entryLines,
  openInvoice,
  type PaymentsFixture,
  paymentsFixture,
  receivePayment,
} from './payments.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

/** Row counts of everything a payment, application or void writes. */
const written = async () => ({
  payments: await countRows(t, payments),
  applications: await countRows(t, paymentApplications),
  credits: await countRows(t, customerCredits),
  entries: await countRows(t, journalEntries),
});

const addPayment = (body: Record<string, unknown>) =>
  api('POST', '/v1/invoices/addpayment', {
    customerId: f.usd.id,
    paymentMethodId: 1,
    bankAccountId: f.checking,
    ...body,
  });

describe('payment dates', () => {
  it('refuses a payment dated before an invoice it pays, naming both dates, writing nothing', async () => {
    const inv = await openInvoice(t, f.usd.id, '40.00', '2026-02-01');
    const before = await written();
    const res = await addPayment({
      paymentDate: '2026-01-05',
      amount: '40',
      applications: [{ invoiceId: inv.id, amount: '40' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `The payment date 01/05/2026 is before invoice ${inv.invoiceNumber}'s date 02/01/2026.`,
    );
    expect(await written()).toEqual(before);
    expect((await getInvoiceSummary(t.database.db, inv.id)).balance).toBe('40.00');
    // The same day is fine.
    const ok = await addPayment({
      paymentDate: '2026-02-01',
      amount: '40',
      applications: [{ invoiceId: inv.id, amount: '40' }],
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a credit application dated before the credit or the invoice', async () => {
    const inv = await openInvoice(t, f.usd.id, '30.00', '2026-06-10');
    const p = await receivePayment(t, f, '30', [], '2026-06-20'); // its overpayment credit is dated 06/20
    const before = await written();
    const early = await api('POST', `/v1/invoices/${inv.id}/addcreditpayment`, {
      creditId: p.creditId,
      amount: '10',
      date: '2026-06-15',
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      `The application date 06/15/2026 is before credit ${p.creditId}'s date 06/20/2026.`,
    );
    const later = await openInvoice(t, f.usd.id, '30.00', '2026-07-01');
    const beforeInvoice = await api('POST', `/v1/invoices/${later.id}/addcreditpayment`, {
      creditId: p.creditId,
      amount: '10',
      date: '2026-06-25',
    });
    expect(beforeInvoice.statusCode).toBe(422);
    expect(beforeInvoice.json().message).toBe(
      `The application date 06/25/2026 is before invoice ${later.invoiceNumber}'s date 07/01/2026.`,
    );
    expect(await written()).toEqual({ ...before, entries: before.entries + 1 }); // only the later invoice
    expect((await api('GET', `/v1/credits/${p.creditId}`)).json()).toMatchObject({ balance: '30.00' });
    const ok = await api('POST', `/v1/invoices/${inv.id}/addcreditpayment`, {
      creditId: p.creditId,
      amount: '10',
      date: '2026-06-20',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('voiding a payment from a closed period', () => {
  it('posts the reversal on the first open day after the closed months and says so', async () => {
    const p = await receivePayment(t, f, '12', [], '2026-02-10');
    const feb = (await periodInfo(t.database.db, '2026-02-10')).period;
    const mar = (await periodInfo(t.database.db, '2026-03-10')).period;
    for (const id of [feb.id, mar.id])
      await t.database.db.update(calendarPeriods).set({ isClosed: true }).where(eq(calendarPeriods.id, id));
    try {
      const preview = await api('GET', '/v1/ledger/posting-date?date=2026-02-10');
      expect(preview.json()).toEqual({
        requested: '2026-02-10',
        postedOn: '2026-04-01',
        closedPeriods: ['February 2026', 'March 2026'],
        notice: 'February 2026 and March 2026 are closed; the void will be posted on 04/01/2026.',
      });
      const res = await api('POST', `/v1/payments/${p.id}/void`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'Void',
        voidPostedOn: '2026-04-01',
        voidNotice: 'February 2026 and March 2026 are closed; the void will be posted on 04/01/2026.',
      });
      const [rev] = await t.database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.id, res.json().voidEntryId));
      expect(rev).toMatchObject({
        entryDate: '2026-04-01',
        sourceType: 'PaymentVoid',
        reversesEntryId: p.journalEntryId,
      });
      expect(await entryLines(t, rev.id)).toEqual(['1000 0.00 12.00', '1100 12.00 0.00 c']);
    } finally {
      for (const id of [feb.id, mar.id])
        await t.database.db
          .update(calendarPeriods)
          .set({ isClosed: false })
          .where(eq(calendarPeriods.id, id));
    }
  });

  it('posts on the payment date when its period is open (no notice)', async () => {
    const p = await receivePayment(t, f, '7', [], '2026-05-04');
    const res = await api('POST', `/v1/payments/${p.id}/void`);
    expect(res.json()).toMatchObject({ voidPostedOn: '2026-05-04', voidNotice: null });
  });
});

describe('amount limits on payments', () => {
  it('answers 400 naming the field for 1e12 and for 3 decimals', async () => {
    const before = await written();
    const big = await addPayment({ paymentDate: '2026-11-05', amount: 1e12, applications: [] });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([{ field: 'amount', message: 'Must be at most 999,999,999.99.' }]);
    const fine = await addPayment({ paymentDate: '2026-11-05', amount: '10.005', applications: [] });
    expect(fine.statusCode).toBe(400);
    expect(fine.json().errors).toEqual([{ field: 'amount', message: 'At most 2 decimal places.' }]);
    const applied = await addPayment({
      paymentDate: '2026-11-05',
      amount: '10',
      applications: [{ invoiceId: 1, amount: '1.001' }],
    });
    expect(applied.json().errors).toEqual([
      { field: 'applications[0].amount', message: 'At most 2 decimal places.' },
    ]);
    expect(await written()).toEqual(before);
  });
});

describe('customer credit rounding (spec 3 section 5)', () => {
  it('computes the amount and the system amount from the same rounded amount: 13.8069 CAD', async () => {
    const issue = (amount: string, lines: string) =>
      api('POST', '/AIR_NET/services/Customer.svc/IssueCustomerCreditByAccounts', {
        customerId: f.cad.id,
        creditAmount: amount,
        creditDate: '2026-11-05',
        memo: 'rounding',
        strDebitAccountAmount: lines,
      });
    // 13.8069 / 1.38 is 10.005 (10.00 half-even), but the credit is 13.81 CAD: 13.81 / 1.38 = 10.01.
    const wrong = await issue('13.8069', '6900,10.00');
    expect(JSON.parse(wrong.json().d)).toEqual({
      ClientMessage: 'The GL lines total 10.00 but the system amount is 10.01.',
    });
    const res = await issue('13.8069', '6900,10.01');
    expect(res.statusCode).toBe(200);
    const id = JSON.parse(res.json().d).creditId;
    expect((await api('GET', `/v1/credits/${id}`)).json()).toMatchObject({
      amount: '13.81',
      systemAmount: '10.01',
      balance: '10.01',
    });
  });
});
