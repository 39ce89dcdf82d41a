import { PaymentUploadRowMessages as M } from '@fieldline/contracts/payments/payment-uploads.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { rowsOf } from '../../platform/db/rows';
import { voidInvoice } from '../invoices';
import { defaultCompanyId, ensureCalendarFor } from '../ledger';
import { addPayment } from '../payments';
import {
  caller,
  openInvoice,
  type PaymentsFixture,
  paymentsFixture,
} from '../payments/payments.test-helpers';
import { csvFile, HEADER, uploadFile, validate, xlsxFile } from './payment-uploads.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

async function firstUserId(): Promise<number> {
  const [u] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select id from users order by id limit 1`),
  );
  return u.id;
}

describe('validatePaymentUploadTransaction', () => {
  it("reports every row's every error with its exact message and row number", async () => {
    const db = t.database.db;
    const a = await createCustomer(t, f.admin);
    const b = await createCustomer(t, f.admin);
    const shared = `Twin ${a.id}`;
    await createCustomer(t, f.admin, { name: shared });
    await createCustomer(t, f.admin, { name: shared });
    const other = await openInvoice(t, b.id, '50.00');
    const voided = await openInvoice(t, a.id, '30.00');
    await voidInvoice(db, voided.id, { reason: 'test', userId: null });
    const paid = await openInvoice(t, a.id, '20.00');
    await addPayment(
      db,
      {
        customerId: a.id,
        paymentDate: '2026-11-03',
        amount: '20.00',
        paymentMethodId: 1,
        bankAccountId: f.checking,
        checkNumber: '5001',
        applications: [{ invoiceId: paid.id, amount: '20.00' }],
      },
      await firstUserId(),
    );
    const twice = await openInvoice(t, a.id, '80.00');
    const later = await openInvoice(t, a.id, '10.00', '2026-11-02');
    const companyId = await defaultCompanyId(db);
    await ensureCalendarFor(db, companyId, '2025-03-10');
    await db.execute(sql`update calendar_periods set is_closed = true
      where start_date <= '2025-03-10' and end_date >= '2025-03-10'`);
    const acc = a.accountNumber;
    const rows = [
      HEADER,
      [acc, '', '100.00', '1001', '2026-11-05', 'On account'], // 2: valid
      ['', '', '', '', '', 'a note only'], // 3
      ['Nobody Such Customer', '', 'abc', '', 'not a date', ''], // 4
      [shared, '', '-5', '', '1899-12-31', ''], // 5
      [acc.toLowerCase(), 'INV-NOPE', '1000000000.00', '', '', ''], // 6
      [a.name.toUpperCase(), other.invoiceNumber, '10.125', '', '2026-11-05', ''], // 7
      [acc, voided.invoiceNumber, '10', '', '', ''], // 8
      [acc, paid.invoiceNumber, '10', '', '', ''], // 9
      [acc, twice.invoiceNumber, '60', '', '2026-11-05', ''], // 10
      [acc, twice.invoiceNumber, '40', '', '11/05/2026', ''], // 11
      [acc, later.invoiceNumber, '10', '', '2026-11-01', ''], // 12
      [acc, '', '10', '', '2025-03-10', ''], // 13
      [acc, '', '25', '5001', '', ''], // 14
      [acc, '', '100.00', '1001', '2026-11-05', 'On account'], // 15
    ];
    const upload = await uploadFile(api, f, csvFile(rows));
    expect(upload).toMatchObject({ status: 'Uploaded', rowCount: 14, format: 'csv', paymentMethod: 'Check' });
    const answer = await validate(api, upload.id);
    const e = (rowNumber: number, field: string, message: string) => ({ rowNumber, field, message });
    const expected = [
      e(3, 'customer', M.customerRequired),
      e(3, 'amount', M.amountRequired),
      e(4, 'customer', M.customerNotFound),
      e(4, 'amount', M.amountNotNumber),
      e(4, 'date', M.dateInvalid),
      e(5, 'customer', M.customerAmbiguous),
      e(5, 'amount', M.amountNotPositive),
      e(5, 'date', M.dateOutOfRange),
      e(6, 'invoice', M.invoiceNotFound),
      e(6, 'amount', M.amountTooLarge),
      e(7, 'invoice', M.invoiceOtherCustomer),
      e(7, 'amount', M.amountDecimals),
      e(8, 'invoice', M.invoiceVoid),
      e(9, 'invoice', M.invoicePaid),
      e(10, 'invoice', M.invoiceOverpaid),
      e(11, 'invoice', M.invoiceOverpaid),
      e(12, 'date', M.dateBeforeInvoice),
      e(13, 'date', M.dateClosedPeriod),
      e(14, 'checkNumber', M.duplicateCheck),
      e(15, 'row', M.duplicateRow),
    ];
    expect(answer.errors).toEqual(expected);
    expect(answer.upload).toMatchObject({ status: 'Validated', validCount: 1, invalidCount: 13 });

    // The rows say what was resolved: the customer by number or by name, the invoice, the date.
    const listed = (await api('GET', `/v1/payments/paymentUploads/${upload.id}/rows?limit=3`)).json();
    expect(listed.count_filtered).toBe(14);
    expect(listed.data[0]).toMatchObject({
      rowNumber: 2,
      customerId: a.id,
      customerName: a.name,
      paymentDate: '2026-11-05',
      status: 'Valid',
      errors: [],
    });
    const invalid = (
      await api('GET', `/v1/payments/paymentUploads/${upload.id}/rows?status=Invalid&offset=4&limit=2`)
    ).json();
    expect(invalid.count_filtered).toBe(13);
    expect(invalid.data.map((r: { rowNumber: number }) => r.rowNumber)).toEqual([7, 8]);
    expect(invalid.data[0]).toMatchObject({ customerId: a.id, invoiceId: other.id });

    // Nothing changed: the same answer.
    expect(await validate(api, upload.id)).toEqual({
      ...answer,
      upload: { ...answer.upload, validatedDate: expect.any(String) },
    });

    // The same check in a later file is a duplicate of the earlier upload's.
    const again = await uploadFile(api, f, csvFile([HEADER, [acc, '', '100.00', '1001', '2026-11-05', '']]));
    expect((await validate(api, again.id)).errors).toEqual([e(2, 'checkNumber', M.duplicateCheck)]);
  });

  it('reads xlsx files: date cells, number cells, headers in any case and spacing', async () => {
    const a = await createCustomer(t, f.admin);
    const inv = await openInvoice(t, a.id, '75.50');
    const file = await xlsxFile([
      ['customer number', 'INVOICE NO', 'Payment  Amount', 'Check #', 'Payment Date', 'Memo'],
      [a.accountNumber, inv.invoiceNumber, 75.5, 2201, new Date(Date.UTC(2026, 10, 6)), 'Nov'],
      [a.accountNumber, '', 12, '', 'not a date', ''],
    ]);
    const upload = await uploadFile(api, f, file, { fileName: 'lockbox.xlsx' });
    expect(upload).toMatchObject({ format: 'xlsx', rowCount: 2, total: '87.50' });
    const answer = await validate(api, upload.id);
    expect(answer.errors).toEqual([{ rowNumber: 3, field: 'date', message: M.dateInvalid }]);
    const rows = (await api('GET', `/v1/payments/paymentUploads/${upload.id}/rows`)).json().data;
    expect(rows[0]).toMatchObject({
      amount: '75.5',
      checkNumber: '2201',
      date: '2026-11-06',
      paymentDate: '2026-11-06',
      invoiceId: inv.id,
      reference: 'Nov',
      status: 'Valid',
    });
  });

  it('validates a file large enough to be sampled into the statistics first', async () => {
    const a = await createCustomer(t, f.admin);
    const rows = [HEADER];
    for (let i = 1; i <= 1_200; i++)
      rows.push([i % 400 === 0 ? 'Nobody' : a.accountNumber, '', '1.00', `L${i}`, '2026-11-05', '']);
    const upload = await uploadFile(api, f, csvFile(rows));
    expect(upload.rowCount).toBe(1_200);
    const answer = await validate(api, upload.id);
    expect(answer.upload).toMatchObject({ validCount: 1_197, invalidCount: 3 });
    expect(answer.errors.map((e: { rowNumber: number }) => e.rowNumber)).toEqual([401, 801, 1201]);
  });
});
