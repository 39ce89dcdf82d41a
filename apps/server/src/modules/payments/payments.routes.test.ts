import { CARD_PAYMENT_MESSAGES } from '@fieldline/contracts/cards/cards.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createCustomer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { getInvoiceSummary } from '../invoices';
import { journalEntries } from '../ledger/ledger.table';
import { bankAccounts, customerCredits, payments } from './payments.table';
import {
  caller,
  entryLines,
  openInvoice,
  type PaymentsFixture,
  paymentsFixture,
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

const pay = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api(
    'POST',
    '/v1/invoices/addpayment',
    {
      customerId: f.usd.id,
      paymentDate: '2026-11-05',
      paymentMethodId: 1,
      bankAccountId: f.checking,
      ...body,
    },
    headers,
  );

describe('reference data', () => {
  it('lists payment methods with stored card 0 and check / e-check 16', async () => {
    const res = await api('GET', '/v1/paymentMethods');
    expect(res.statusCode).toBe(200);
    const methods = res.json();
    expect(methods.find((m: any) => m.id === 0)).toMatchObject({ name: 'Stored Card', isCreditCard: true });
    expect(methods.find((m: any) => m.id === 16)).toMatchObject({ isACH: true });
    expect(Object.keys(methods[0]).sort()).toEqual(['id', 'isACH', 'isActive', 'isCreditCard', 'name']);
    expect((await api('GET', '/v1/payments/paymentTypes')).json().map((x: any) => x.name)).toContain(
      'Deposit',
    );
  });

  it('lists bank accounts by type and currency, with the currency and the last four digits', async () => {
    const res = await api('GET', '/v1/bankaccounts?bankingAccountTypes=2&bankingAccountTypes=3');
    expect(res.statusCode).toBe(200);
    const names = res.json().map((b: any) => b.name);
    expect(names).toEqual(expect.arrayContaining(['Operating Checking', 'Business Savings', 'CAD Checking']));
    const cad = res.json().find((b: any) => b.name === 'CAD Checking');
    expect(cad.currency).toMatchObject({ abbreviation: 'CAD' });
    const cadOnly = await api('GET', `/v1/bankaccounts?bankingAccountTypes=2&currencyId=${cad.currency.id}`);
    expect(cadOnly.json().map((b: any) => b.name)).toEqual(['CAD Checking']);
    const savingsOnly = await api('GET', '/v1/bankaccounts?bankingAccountTypes=3');
    expect(savingsOnly.json().every((b: any) => b.accountType === 3)).toBe(true);
    const rate = await api('GET', `/v1/bankaccounts/${cad.id}/currencyRate`);
    expect(rate.json()).toEqual({ currencyID: cad.currency.id, rate: '1.38000000' });
  });

  it('creates and updates a bank account keeping only the last four digits; 400, 403 and 404', async () => {
    const accounts = await api('GET', `/v1/bankaccounts/${f.checking}`);
    const glAccountId = accounts.json().glAccountId;
    const created = await api('POST', '/v1/bankaccounts', {
      name: 'Payroll',
      accountNumber: '0012 3456 7890',
      accountType: 2,
      glAccountId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Payroll', accountNumber: '7890', currency: null });
    const patched = await api('PATCH', `/v1/bankaccounts/${created.json().id}`, {
      accountNumber: '555566667777',
      isActive: false,
    });
    expect(patched.json()).toMatchObject({ accountNumber: '7777', isActive: false });
    const [row] = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, created.json().id));
    expect(row.accountNumber).toBe('7777');

    const bad = await api('POST', '/v1/bankaccounts', { name: '', accountType: 9 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['accountType', 'glAccountId', 'name']);
    expect(
      (await api('POST', '/v1/bankaccounts', { name: 'x', accountType: 2, glAccountId: 999999 })).statusCode,
    ).toBe(400);
    expect((await api('GET', '/v1/bankaccounts/999999')).statusCode).toBe(404);
    expect(
      (await api('POST', '/v1/bankaccounts', { name: 'x', accountType: 2, glAccountId }, {}, f.readOnly))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', '/v1/bankaccounts', undefined, {}, f.readOnly)).statusCode).toBe(200);
    expect((await api('GET', '/v1/bankaccounts', undefined, {}, f.nobody)).statusCode).toBe(403);
    expect((await api('GET', '/v1/paymentMethods', undefined, {}, f.nobody)).statusCode).toBe(403);
  });
});

describe('addpayment', () => {
  it('posts debit bank, credit receivables and pays the invoices it is applied to', async () => {
    const a = await openInvoice(t, f.usd.id, '300.00');
    const b = await openInvoice(t, f.usd.id, '200.00');
    const res = await pay({
      amount: '500.00',
      reference: 'REF-1',
      applications: [
        { invoiceId: a.id, amount: '300' },
        { invoiceId: b.id, amount: 150.5 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      amount: '500.00',
      systemAmount: '500.00',
      status: 'Applied',
      unapplied: '49.50',
    });
    expect(await entryLines(t, p.journalEntryId)).toEqual(['1000 500.00 0.00', '1100 0.00 500.00 c']);
    expect((await getInvoiceSummary(t.database.db, a.id)).status).toBe('Paid');
    expect(await getInvoiceSummary(t.database.db, b.id)).toMatchObject({ balance: '49.50', status: 'Open' });
    // The 49.50 not applied becomes an Overpayment credit.
    const [credit] = await t.database.db
      .select()
      .from(customerCredits)
      .where(eq(customerCredits.paymentId, p.id));
    expect(credit).toMatchObject({ source: 'Overpayment', balance: '49.50', status: 'Open' });
    expect(p.creditId).toBe(credit.id);
    const rows = await api('GET', `/v1/payments/invoicePayments?invoiceId=${b.id}`);
    expect(rows.json()).toEqual([
      expect.objectContaining({
        kind: 'Payment',
        paymentId: p.id,
        amount: '150.50',
        method: 'Cash',
        reference: 'REF-1',
      }),
    ]);
  });

  it('refuses applying more than the payment, more than the balance, or another customer’s invoice', async () => {
    const inv = await openInvoice(t, f.usd.id, '100.00');
    const other = await openInvoice(t, f.cad.id, '100.00');
    const before = await countRows(t, payments);
    const over = await pay({ amount: '50', applications: [{ invoiceId: inv.id, amount: '60' }] });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('The amounts applied (60.00) are more than the payment (50.00).');
    const overBalance = await pay({ amount: '150', applications: [{ invoiceId: inv.id, amount: '120' }] });
    expect(overBalance.statusCode).toBe(422);
    expect(overBalance.json().message).toContain('is more than its balance (100.00)');
    const foreign = await pay({ amount: '10', applications: [{ invoiceId: other.id, amount: '10' }] });
    expect(foreign.json().message).toBe(`Invoice ${other.invoiceNumber} belongs to another customer.`);
    const missing = await pay({ amount: '10', applications: [{ invoiceId: 99999999, amount: '10' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('applications[0].invoiceId');
    expect(await countRows(t, payments)).toBe(before);
  });

  it('keeps only the last four digits of an e-check account and checks the e-check fields', async () => {
    const ok = await pay({
      amount: '25',
      paymentMethodId: 16,
      checkName: 'Pat Doe',
      checkNumber: '1042',
      routingNumber: '123456789',
      accountNumber: '000111222333',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ checkName: 'Pat Doe', checkNumber: '1042', accountLast4: '2333' });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, ok.json().id));
    expect(JSON.stringify(row)).not.toContain('000111222333');
    const short = await pay({
      amount: '25',
      paymentMethodId: 16,
      checkName: 'P',
      checkNumber: '1',
      routingNumber: '12345678',
      accountNumber: '1',
    });
    expect(short.json().message).toBe('The routing number must be exactly 9 characters.');
    const noName = await pay({ amount: '25', paymentMethodId: 16 });
    expect(noName.json().message).toBe('Please enter the name on the check.');
    const card = await pay({ amount: '25', paymentMethodId: 0 });
    expect(card.statusCode).toBe(422);
    expect(card.json().message).toBe(CARD_PAYMENT_MESSAGES.selectCard);
  });

  it('converts a CAD customer’s payment at the active rate and refuses a bank in another currency', async () => {
    const wrongBank = await pay({ customerId: f.cad.id, amount: '138' });
    expect(wrongBank.json().message).toBe("The bank account is not in the customer's currency.");
    const res = await pay({ customerId: f.cad.id, amount: '138', bankAccountId: f.cadChecking });
    expect(res.json()).toMatchObject({ amount: '138.00', systemAmount: '100.00', unapplied: '100.00' });
    // CAD Checking's own cash account (the demo's 1020), never Operating Checking's.
    expect(await entryLines(t, res.json().journalEntryId)).toEqual([
      '1020 100.00 0.00',
      '1100 0.00 100.00 c',
    ]);
  });

  it('writes once for two POSTs with one Idempotency-Key', async () => {
    const inv = await openInvoice(t, f.usd.id, '80.00');
    const before = await countRows(t, payments);
    const body = { amount: '80', applications: [{ invoiceId: inv.id, amount: '80' }] };
    const first = await pay(body, { 'idempotency-key': 'pay-once-1' });
    const second = await pay(body, { 'idempotency-key': 'pay-once-1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
    expect(await countRows(t, payments)).toBe(before + 1);
    expect((await getInvoiceSummary(t.database.db, inv.id)).amountPaid).toBe('80.00');
  });

  it('answers 400 naming the fields and 403 without full access', async () => {
    const bad = await api('POST', '/v1/invoices/addpayment', {
      customerId: 'x',
      amount: '-1',
      paymentDate: '2026-13-01',
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['amount', 'bankAccountId', 'customerId', 'extra', 'paymentDate', 'paymentMethodId'].sort());
    expect((await pay({ amount: '1' }, {})).statusCode).toBe(201);
    const ro = await api(
      'POST',
      '/v1/invoices/addpayment',
      {
        customerId: f.usd.id,
        amount: 1,
        paymentDate: '2026-11-05',
        paymentMethodId: 1,
        bankAccountId: f.checking,
      },
      {},
      f.readOnly,
    );
    expect(ro.statusCode).toBe(403);
    expect((await pay({ amount: '1', customerId: 99999999 })).statusCode).toBe(404);
  });
});

describe('voidpayment and credit payments', () => {
  it('voids a payment: reverses its entry, reopens its invoices and voids its overpayment credit', async () => {
    const inv = await openInvoice(t, f.usd.id, '120.00');
    const p = (await pay({ amount: '150', applications: [{ invoiceId: inv.id, amount: '120' }] })).json();
    const res = await api('POST', `/v1/invoices/${inv.id}/voidpayment/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Void', unapplied: '0.00' });
    const [rev] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, res.json().voidEntryId));
    expect(rev).toMatchObject({ sourceType: 'PaymentVoid', reversesEntryId: p.journalEntryId });
    expect(await entryLines(t, rev.id)).toEqual(['1000 0.00 150.00', '1100 150.00 0.00 c']);
    expect(await getInvoiceSummary(t.database.db, inv.id)).toMatchObject({
      balance: '120.00',
      status: 'Open',
      amountPaid: '0.00',
    });
    const [credit] = await t.database.db
      .select()
      .from(customerCredits)
      .where(eq(customerCredits.paymentId, p.id));
    expect(credit).toMatchObject({ status: 'Void', balance: '0.00' });
    const rows = (await api('GET', `/v1/payments/invoicePayments?invoiceId=${inv.id}`)).json();
    expect(rows[0]).toMatchObject({ isVoid: true, status: 'Void' });
    const again = await api('POST', `/v1/invoices/${inv.id}/voidpayment/${p.id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The payment is already void.');
    expect((await api('POST', `/v1/invoices/${inv.id}/voidpayment/99999999`)).statusCode).toBe(404);
    const other = await openInvoice(t, f.usd.id, '5.00');
    expect((await api('POST', `/v1/invoices/${other.id}/voidpayment/${p.id}`)).statusCode).toBe(404);
    expect(
      (await api('POST', `/v1/invoices/${inv.id}/voidpayment/${p.id}`, undefined, {}, f.readOnly)).statusCode,
    ).toBe(403);
  });

  it('applies an overpayment credit to another invoice and then refuses to void its payment', async () => {
    const first = await openInvoice(t, f.usd.id, '40.00');
    const second = await openInvoice(t, f.usd.id, '30.00');
    const p = (await pay({ amount: '100', applications: [{ invoiceId: first.id, amount: '40' }] })).json();
    const entriesBefore = await countRows(t, journalEntries);
    const applied = await api('POST', `/v1/invoices/${second.id}/addcreditpayment`, {
      creditId: p.creditId,
      amount: '30',
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ amountApplied: '30.00', balance: '30.00', status: 'Open' });
    // Credit and invoice both sit in receivables: applying moves no money in the ledger.
    expect(await countRows(t, journalEntries)).toBe(entriesBefore);
    expect((await getInvoiceSummary(t.database.db, second.id)).status).toBe('Paid');
    const rows = (await api('GET', `/v1/payments/invoicePayments?invoiceId=${second.id}`)).json();
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'Credit',
        creditId: p.creditId,
        amount: '30.00',
        method: 'Customer Credit',
      }),
    ]);
    const refused = await api('POST', `/v1/invoices/${first.id}/voidpayment/${p.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('has already been applied to invoices');

    const third = await openInvoice(t, f.usd.id, '100.00');
    const tooMuch = await api('POST', `/v1/invoices/${third.id}/addcreditpayment`, {
      creditId: p.creditId,
      amount: '31',
    });
    expect(tooMuch.json().message).toBe("The amount (31.00) is more than the credit's balance (30.00).");
    const paid = await api('POST', `/v1/invoices/${second.id}/addcreditpayment`, {
      creditId: p.creditId,
      amount: '1',
    });
    expect(paid.json().message).toContain('is more than its balance (0.00)');
    const foreign = await openInvoice(t, f.cad.id, '10.00');
    const wrong = await api('POST', `/v1/invoices/${foreign.id}/addcreditpayment`, {
      creditId: p.creditId,
      amount: '1',
    });
    expect(wrong.json().message).toBe(`Invoice ${foreign.invoiceNumber} belongs to another customer.`);
    expect(
      (await api('POST', `/v1/invoices/99999999/addcreditpayment`, { creditId: p.creditId, amount: '1' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api('POST', `/v1/invoices/${third.id}/addcreditpayment`, { creditId: 99999999, amount: '1' }))
        .statusCode,
    ).toBe(404);
    const bad = await api('POST', `/v1/invoices/${third.id}/addcreditpayment`, { amount: 0 });
    expect(
      bad
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['amount', 'creditId']);
    expect(
      (
        await api(
          'POST',
          `/v1/invoices/${third.id}/addcreditpayment`,
          { creditId: p.creditId, amount: '1' },
          {},
          f.readOnly,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('lists the customer’s open invoices with a balance, oldest first', async () => {
    const c = await createCustomer(t, f.admin);
    const older = await openInvoice(t, c.id, '10.00', '2026-10-01');
    const newer = await openInvoice(t, c.id, '20.00', '2026-10-05');
    const paid = await openInvoice(t, c.id, '5.00');
    await pay({ customerId: c.id, amount: '5', applications: [{ invoiceId: paid.id, amount: '5' }] });
    const res = await api('GET', `/v1/payments/openInvoices?customerId=${c.id}`);
    expect(res.json().map((r: any) => [r.id, r.balance])).toEqual([
      [older.id, '10.00'],
      [newer.id, '20.00'],
    ]);
    expect((await api('GET', '/v1/payments/openInvoices')).statusCode).toBe(400);
    expect(
      (await api('GET', `/v1/payments/openInvoices?customerId=${c.id}`, undefined, {}, f.nobody)).statusCode,
    ).toBe(403);
  });

  it('reads a payment and the invoice payments list; 400 and 404', async () => {
    expect((await api('GET', '/v1/payments/invoicePayments')).statusCode).toBe(400);
    expect((await api('GET', '/v1/payments/99999999')).statusCode).toBe(404);
    expect(
      (await api('GET', '/v1/payments/invoicePayments?invoiceId=1', undefined, {}, f.nobody)).statusCode,
    ).toBe(403);
  });
});
