import { CARD_PAYMENT_MESSAGES } from '@fieldline/contracts/cards/cards.contract';
import { Messages } from '@fieldline/contracts/common/errors';
import { DEFAULT_DEPOSIT_NOTE, DepositMessages } from '@fieldline/contracts/payments/payments.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { invoices } from '../invoices';
import { paymentApplications, payments } from './payments.table';
import { caller, entryLines, type PaymentsFixture, paymentsFixture } from './payments.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

const deposit = (body: Record<string, unknown>, headers?: Record<string, string>, as?: string) =>
  api(
    'POST',
    '/v1/invoices/deposit',
    {
      CustomerId: f.usd.id,
      DepositAmount: '250.00',
      InvoiceDate: '2026-11-10',
      InvoiceSource: 'Customer',
      ...body,
    },
    headers,
    as,
  );
const check = {
  PaymentMethodId: 16,
  ECheckNameOnCheck: 'Pat Doe',
  ECheckNumber: '2207',
  ECheckRoutingNumber: '021000021',
  ECheckAccountNumber: '99887766',
};
const invoiceRow = async (id: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];

describe('POST /v1/invoices/deposit', () => {
  it('open path: an unpaid Deposit invoice crediting customer deposits, with the default note', async () => {
    const res = await deposit({ Notes: DEFAULT_DEPOSIT_NOTE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isError: false, message: '', invoiceId: expect.any(Number) });
    const inv = await invoiceRow(res.json().invoiceId);
    expect(inv).toMatchObject({
      invoiceType: 'Deposit',
      invoiceSource: 'Customer',
      status: 'Open',
      total: '250.00',
      balance: '250.00',
      notes: DEFAULT_DEPOSIT_NOTE,
    });
    expect(await entryLines(t, inv.journalEntryId as number)).toEqual([
      '1100 250.00 0.00 c',
      '2200 0.00 250.00',
    ]);
    expect(await countRows(t, payments, eq(payments.customerId, f.usd.id))).toBe(0);
    expect(res.json()).not.toHaveProperty('id');
  });

  it('funded path by check: the payment is applied in full, only the last four account digits kept', async () => {
    const res = await deposit({
      ...check,
      PaymentBankAccountId: f.checking,
      PaymentNote: 'Check at the door',
    });
    expect(res.json()).toMatchObject({ isError: false, message: '' });
    const inv = await invoiceRow(res.json().invoiceId);
    expect(inv).toMatchObject({
      status: 'Paid',
      balance: '0.00',
      amountPaid: '250.00',
      invoiceType: 'Deposit',
    });
    const [app] = await t.database.db
      .select()
      .from(paymentApplications)
      .where(eq(paymentApplications.invoiceId, inv.id));
    const [p] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, app.paymentId as number));
    expect(p).toMatchObject({
      amount: '250.00',
      paymentMethodId: 16,
      checkName: 'Pat Doe',
      checkNumber: '2207',
      routingNumber: '021000021',
      accountLast4: '7766',
      note: 'Check at the door',
    });
    expect(JSON.stringify(p)).not.toContain('99887766');
    expect(await entryLines(t, p.journalEntryId as number)).toEqual([
      '1000 250.00 0.00',
      '1100 0.00 250.00 c',
    ]);
  });

  it('a job deposit is marked Job and linked to the job; amounts of CAD customers are converted', async () => {
    const job = await deposit({ InvoiceSource: 'Job', JobId: 0, PendingJobId: null });
    expect((await invoiceRow(job.json().invoiceId)).invoiceSource).toBe('Job');
    const cad = await deposit({
      CustomerId: f.cad.id,
      DepositAmount: 276,
      ...check,
      PaymentBankAccountId: f.cadChecking,
    });
    const inv = await invoiceRow(cad.json().invoiceId);
    expect(inv).toMatchObject({ total: '200.00', status: 'Paid' });
  });

  it('refuses rules with isError and the message, saving nothing', async () => {
    const before = await countRows(t, invoices);
    const cases: [Record<string, unknown>, string][] = [
      [{ PaymentMethodId: 0, PaymentBankAccountId: f.checking }, CARD_PAYMENT_MESSAGES.selectCard],
      [{ PaymentMethodId: 1 }, DepositMessages.selectBank],
      [{ PaymentBankAccountId: f.checking }, DepositMessages.selectMethod],
      [
        { ...check, ECheckRoutingNumber: '12345678', PaymentBankAccountId: f.checking },
        'The routing number must be exactly 9 characters.',
      ],
      [
        { ...check, ECheckRoutingNumber: '1234567890', PaymentBankAccountId: f.checking },
        'The routing number must be exactly 9 characters.',
      ],
      [
        { ...check, ECheckNameOnCheck: '', PaymentBankAccountId: f.checking },
        'Please enter the name on the check.',
      ],
      [{ ...check, ECheckNumber: ' ', PaymentBankAccountId: f.checking }, 'Please enter the check number.'],
      [
        { ...check, ECheckAccountNumber: null, PaymentBankAccountId: f.checking },
        'Please enter the account number.',
      ],
      [
        { CustomerId: f.cad.id, PaymentMethodId: 1, PaymentBankAccountId: f.checking },
        "The bank account is not in the customer's currency.",
      ],
      [{ CustomerId: 99999999 }, 'The customer was not found.'],
    ];
    for (const [body, message] of cases) {
      const res = await deposit(body);
      expect(res.statusCode, message).toBe(200);
      expect(res.json()).toEqual({ isError: true, message, invoiceId: 0 });
    }
    expect(await countRows(t, invoices)).toBe(before);
  });

  it('answers 400 naming the fields of a malformed payload, 403 without full access', async () => {
    const res = await api('POST', '/v1/invoices/deposit', {
      CustomerId: 'abc',
      DepositAmount: 0,
      InvoiceDate: '11/10/2026',
      InvoiceSource: 'Bid',
      shipToType: 'X',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['CustomerId', 'DepositAmount', 'InvoiceDate', 'InvoiceSource', 'shipToType'].sort());
    expect((await deposit({}, {}, f.readOnly)).statusCode).toBe(403);
    expect((await deposit({}, {}, f.nobody)).statusCode).toBe(403);
  });

  it('keeps the {isError, message} shape for every refusal, with the documented status', async () => {
    const before = await countRows(t, invoices);
    const malformed = await deposit({ DepositAmount: 'abc', CustomerId: 2147483648 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ isError: true, message: Messages.validation, invoiceId: 0 });
    expect(
      malformed
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['CustomerId', 'DepositAmount']);
    // Records that do not exist, refused by the database's keys rather than by a rule: still 200 and isError.
    for (const body of [
      { customerLocationId: 2147483647 },
      { soldToType: 'P', soldToLocationId: 2147483647 },
      { JobId: 2147483647 },
      { PendingJobId: 2147483647 },
      { PaymentMethodId: 1, PaymentBankAccountId: 2147483647 },
    ]) {
      const res = await deposit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json(), JSON.stringify(body)).toEqual({
        isError: true,
        message: expect.any(String),
        invoiceId: 0,
      });
      expect(res.json().message).not.toBe('');
    }
    const readOnly = await deposit({}, {}, f.readOnly);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toMatchObject({ isError: true, message: expect.stringContaining('permission') });
    expect(await countRows(t, invoices)).toBe(before);
  });

  it('writes once for two POSTs with one Idempotency-Key', async () => {
    const before = await countRows(t, invoices);
    const body = { ...check, PaymentBankAccountId: f.checking };
    const a = await deposit(body, { 'idempotency-key': 'deposit-1' });
    const b = await deposit(body, { 'idempotency-key': 'deposit-1' });
    expect(b.json().invoiceId).toBe(a.json().invoiceId);
    expect(await countRows(t, invoices)).toBe(before + 1);
  });
});
