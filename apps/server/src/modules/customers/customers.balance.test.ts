import { Permission } from '@fieldline/contracts/common/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { addDays } from '../invoices';
import { bankAccounts } from '../payments/payments.table';
import { currencies } from './customers.table';

let t: TestApp;
let admin: string;
const today = new Date().toISOString().slice(0, 10);
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
async function call(method: Method, url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
async function ok(method: Method, url: string, payload?: unknown) {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}
const summary = async (customerId: number) =>
  (await call('GET', `/v1/customers/customerbalsumm?customerId=${customerId}`)).json();

/** The answer for a customer with no documents at all. */
const nothing = (customerId: number) => ({
  customerId,
  currentBalance: '0.00',
  pastDue: '0.00',
  over30: '0.00',
  over60: '0.00',
  over90: '0.00',
  unappliedCredits: '0.00',
  openInvoices: 0,
  lastPaymentDate: null,
  lastPaymentAmount: null,
});

/** An untaxed invoice due `dueIn` days from today (negative: past due), issued 30 days before that. */
const invoice = (customerId: number, total: string, dueIn: number): Promise<{ id: number }> =>
  ok('POST', '/v1/invoices', {
    customerId,
    invoiceDate: day(dueIn - 30),
    dueDate: day(dueIn),
    lines: [{ description: 'Service call', quantity: '1', unitPrice: total, isTaxable: false }],
  });

async function bank(name: string): Promise<number> {
  const [row] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.name, name));
  return row.id;
}
const pay = async (
  customerId: number,
  amount: string,
  paymentDate: string,
  applications: { invoiceId: number; amount: string }[],
  bankName = 'Operating Checking',
) =>
  ok('POST', '/v1/invoices/addpayment', {
    customerId,
    paymentDate,
    amount,
    paymentMethodId: 1,
    bankAccountId: await bank(bankName),
    applications,
  });

/** `lines` is in home currency: the credit's amount converted at the customer's rate. */
async function issueCredit(customerId: number, amount: string, lines = amount): Promise<number> {
  const res = await ok('POST', '/AIR_NET/services/Customer.svc/IssueCustomerCreditByAccounts', {
    customerId,
    creditAmount: amount,
    creditDate: today,
    memo: 'Goodwill',
    strDebitAccountAmount: `6900,${lines}`,
  });
  const { creditId } = JSON.parse(res.d);
  expect(creditId, res.d).toEqual(expect.any(Number));
  return creditId;
}

describe('GET /v1/customers/customerbalsumm', () => {
  it('ages open balances by due date, nets unapplied credits and finds the last payment', async () => {
    const c = await createCustomer(t, admin);
    const notDue = await invoice(c.id, '100.00', 10);
    const dueToday = await invoice(c.id, '200.00', 0);
    await invoice(c.id, '300.00', -30); // 1–30 days late: past due, in no bucket
    await invoice(c.id, '400.00', -31); // 31–60
    await invoice(c.id, '500.00', -60); // 31–60
    await invoice(c.id, '600.00', -61); // 61–90
    await invoice(c.id, '700.00', -90); // 61–90
    const oldest = await invoice(c.id, '800.00', -91); // over 90
    const paidOff = await invoice(c.id, '1000.00', -40);
    const voided = await invoice(c.id, '999.00', -100);
    await ok('POST', `/v1/invoices/${voided.id}/void`, { reason: 'Billed twice' });

    // The later payment is entered first: "last" goes by payment date, not by entry order.
    await pay(c.id, '250.00', day(-5), [{ invoiceId: oldest.id, amount: '250.00' }]);
    // 100.00 more than the invoice: an overpayment credit.
    await pay(c.id, '1100.00', day(-20), [{ invoiceId: paidOff.id, amount: '1000.00' }]);
    // A void payment, though the newest, is not a payment received.
    const voidMe = await pay(c.id, '10.00', today, [{ invoiceId: dueToday.id, amount: '10.00' }]);
    await ok('POST', `/v1/invoices/${dueToday.id}/voidpayment/${voidMe.id}`);
    const credit = await issueCredit(c.id, '150.00');
    await ok('POST', `/v1/invoices/${notDue.id}/addcreditpayment`, { creditId: credit, amount: '50.00' });

    const res = await call('GET', `/v1/customers/customerbalsumm?customerId=${c.id}`);
    expect(res.statusCode).toBe(200);
    // Open: 50 + 200 + 300 + 400 + 500 + 600 + 700 + 550 = 3300; credits 100 (overpayment) + 100 (issued).
    expect(res.json()).toEqual({
      customerId: c.id,
      currentBalance: '3100.00',
      pastDue: '3050.00',
      over30: '900.00',
      over60: '1300.00',
      over90: '550.00',
      unappliedCredits: '200.00',
      openInvoices: 8,
      lastPaymentDate: day(-5),
      lastPaymentAmount: '250.00',
    });
  });

  it('goes negative for a customer in credit and reports a foreign payment in home currency', async () => {
    const [cad] = await t.database.db.select().from(currencies).where(eq(currencies.abbreviation, 'CAD'));
    const c = await createCustomer(t, admin, { currencyId: cad.id });
    const payment = await pay(c.id, '276.00', day(-1), [], 'CAD Checking');
    await issueCredit(c.id, '27.60', '20.00'); // CAD 1.38 per USD in the demo
    // 276 CAD at 1.38 is 200.00 home: a prepayment, so all of it is an overpayment credit.
    expect(payment.systemAmount).toBe('200.00');
    expect(await summary(c.id)).toEqual({
      ...nothing(c.id),
      currentBalance: '-220.00',
      unappliedCredits: '220.00',
      lastPaymentDate: day(-1),
      lastPaymentAmount: '200.00',
    });
  });

  it('answers zeros for a customer without invoices, 400 for a bad id and 404 for an unknown one', async () => {
    const c = await createCustomer(t, admin);
    expect(await summary(c.id)).toEqual(nothing(c.id));
    for (const bad of ['', '?customerId=abc', '?customerId=0', '?customerId=-3']) {
      const res = await call('GET', `/v1/customers/customerbalsumm${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].field, bad).toBe('customerId');
    }
    const unknown = await call('GET', '/v1/customers/customerbalsumm?customerId=987654');
    expect(unknown.statusCode).toBe(404);
  });

  it('needs read access to customers and to costs', async () => {
    const c = await createCustomer(t, admin);
    await invoice(c.id, '120.00', -45);
    const url = `/v1/customers/customerbalsumm?customerId=${c.id}`;
    const nobody = await userWith(t, admin, []);
    const noCosts = await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 1 }]);
    const reader = await userWith(t, admin, [
      { id: Permission.Customers, accessLevel: 1 },
      { id: Permission.Costs, accessLevel: 1 },
    ]);
    expect((await call('GET', url, undefined, nobody.token)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, noCosts.token)).statusCode).toBe(403);
    const res = await call('GET', url, undefined, reader.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currentBalance: '120.00', pastDue: '120.00', over30: '120.00' });
  });
});
