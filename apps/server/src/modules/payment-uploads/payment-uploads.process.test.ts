import { PaymentUploadMessages } from '@fieldline/contracts/payments/payment-uploads.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { rowsOf } from '../../platform/db/rows';
import { addPayment, DEPOSIT_LATER_CARD } from '../payments';
import {
  caller,
  entryLines,
  openInvoice,
  type PaymentsFixture,
  paymentsFixture,
} from '../payments/payments.test-helpers';
import {
  bankBalance,
  csvFile,
  HEADER,
  ledgerBalanced,
  processAll,
  roleBalance,
  uploadFile,
  uploadPayments,
  validate,
} from './payment-uploads.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

/** A customer with three open invoices, and a lockbox file paying them: one check pays two invoices. */
async function lockbox(check: string) {
  const c = await createCustomer(t, f.admin);
  const i1 = await openInvoice(t, c.id, '100.00');
  const i2 = await openInvoice(t, c.id, '250.00');
  const i3 = await openInvoice(t, c.id, '40.00');
  const rows = [
    HEADER,
    [c.accountNumber, i1.invoiceNumber, '100.00', check, '2026-11-05', 'Oct service'],
    [c.accountNumber, i3.invoiceNumber, '15.00', '', '2026-11-05', ''],
    [c.accountNumber, i2.invoiceNumber, '250.00', check, '2026-11-05', 'Oct parts'],
    [c.accountNumber, '', '30.00', `${check}9`, '2026-11-06', 'On account'],
  ];
  return { c, i1, i2, i3, file: csvFile(rows) };
}

const process = (uploadId: number, extra: Record<string, unknown> = {}) =>
  api('POST', '/v1/payments/processPaymentUploadTransaction', { uploadId, ...extra });

describe('processPaymentUploadTransaction', () => {
  it('makes one payment per check, applied to each of its invoices, the same in two batches as in one', async () => {
    const one = await lockbox('7001');
    const u1 = await uploadFile(api, f, one.file);
    expect((await process(u1.id)).json().message).toBe(PaymentUploadMessages.validateFirst);
    await validate(api, u1.id);
    const all = await processAll(api, u1.id);
    expect(all).toMatchObject({ processedNow: 4, remaining: 0 });
    expect(all.upload).toMatchObject({
      status: 'Processed',
      processedCount: 4,
      paymentCount: 3,
      processedTotal: '395.00',
    });
    const paid = await uploadPayments(t, u1.id);
    expect(paid).toEqual([
      `${one.c.id} 350.00 7001 ${one.i1.id}:100.00,${one.i2.id}:250.00`,
      `${one.c.id} 15.00 Lockbox lockbox.csv row 3 ${one.i3.id}:15.00`,
      `${one.c.id} 30.00 70019 -`,
    ]);
    // The row on account became the customer's credit.
    const [credit] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from customer_credits
        where customer_id = ${one.c.id} and source = 'Overpayment' and balance = 30`),
    );
    expect(Number(credit.n)).toBe(1);
    // Processed twice: refused, and nothing more paid.
    expect((await process(u1.id)).json().message).toBe(PaymentUploadMessages.alreadyProcessed);

    const two = await lockbox('7002');
    const u2 = await uploadFile(api, f, two.file);
    await validate(api, u2.id);
    // The first batch takes the grouped check whole (2 rows), then stops.
    const first = await processAll(api, u2.id, { batchSize: 1 });
    expect(first).toMatchObject({ processedNow: 2, remaining: 2 });
    expect(first.upload.status).toBe('Processing');
    const second = await processAll(api, u2.id, { batchSize: 5 });
    expect(second).toMatchObject({ processedNow: 2, remaining: 0 });
    const norm = (list: string[], c: number, ids: number[], to: number[]) =>
      list.map((s) =>
        ids.reduce((x, id, k) => x.replaceAll(`${id}:`, `${to[k]}:`), s.replace(`${c} `, 'C ')),
      );
    expect(
      norm(await uploadPayments(t, u2.id), two.c.id, [two.i1.id, two.i2.id, two.i3.id], [1, 2, 3]),
    ).toEqual(
      norm(paid, one.c.id, [one.i1.id, one.i2.id, one.i3.id], [1, 2, 3]).map((s) =>
        s.replace('7001', '7002').replace('70019', '70029'),
      ),
    );
    await ledgerBalanced(t);
  });

  it('refuses rows with errors unless asked to skip them, and a retry pays nothing twice', async () => {
    const c = await createCustomer(t, f.admin);
    const inv = await openInvoice(t, c.id, '60.00');
    const upload = await uploadFile(
      api,
      f,
      csvFile([
        HEADER,
        [c.accountNumber, inv.invoiceNumber, '60.00', '8100', '2026-11-05', ''],
        ['No Such Customer Anywhere', '', '10.00', '', '', ''],
        [c.accountNumber, '', 'ten', '', '', ''],
      ]),
    );
    await validate(api, upload.id);
    const refused = await process(upload.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(PaymentUploadMessages.hasErrors(2));
    const done = await processAll(api, upload.id, { skipInvalidRows: true });
    expect(done).toMatchObject({ processedNow: 1, remaining: 0 });
    expect(done.upload).toMatchObject({
      status: 'Processed',
      invalidCount: 2,
      processedCount: 1,
      paymentCount: 1,
    });
    // The retry after a lost answer: refused, still one payment.
    expect((await process(upload.id, { skipInvalidRows: true })).statusCode).toBe(422);
    expect(await uploadPayments(t, upload.id)).toHaveLength(1);
    // An upload with payments cannot be deleted.
    const del = await api('DELETE', `/v1/payments/paymentUploads/${upload.id}`);
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe(PaymentUploadMessages.cannotDelete);
  });
});

describe('depositPaymentUploadTransaction', () => {
  it('deposits the processed total in one balanced entry; Undeposited Funds is back where it was', async () => {
    const fundsBefore = await roleBalance(t, 'UndepositedFunds');
    const bankBefore = await bankBalance(t, f.checking);
    const box = await lockbox('9001');
    const upload = await uploadFile(api, f, box.file);
    const deposit = (extra: Record<string, unknown> = {}) =>
      api('POST', '/v1/payments/depositPaymentUploadTransaction', { uploadId: upload.id, ...extra });
    expect((await deposit()).json().message).toBe(PaymentUploadMessages.processFirst);
    await validate(api, upload.id);
    await processAll(api, upload.id);
    // The payments wait in Undeposited Funds; the bank has not moved.
    expect(await roleBalance(t, 'UndepositedFunds')).toBe((Number(fundsBefore) + 395).toFixed(2));
    expect(await bankBalance(t, f.checking)).toBe(bankBefore);
    const early = await deposit({ depositDate: '2026-11-05' });
    expect(early.json().message).toBe(PaymentUploadMessages.depositBeforePayments);
    const res = await deposit({ depositDate: '2026-11-07' });
    expect(res.statusCode, res.body).toBe(200);
    const up = res.json();
    expect(up).toMatchObject({ status: 'Deposited', depositDate: '2026-11-07' });
    const bankCode = await glCode(f.checking);
    expect(await entryLines(t, up.depositEntryId)).toEqual([`${bankCode} 395.00 0.00`, '1050 0.00 395.00']);
    expect(await roleBalance(t, 'UndepositedFunds')).toBe(fundsBefore);
    expect(await bankBalance(t, f.checking)).toBe((Number(bankBefore) + 395).toFixed(2));
    expect((await deposit()).json().message).toBe(PaymentUploadMessages.alreadyDeposited);
    // The ledger names the deposit when someone tries to reverse it by hand.
    const rev = await api('POST', '/v1/generalledger/reverseglentry', { entryId: up.depositEntryId });
    expect(rev.statusCode).toBe(422);
    expect(rev.json().message).toContain(`Deposit of payment upload ${up.id} (lockbox.csv)`);
    await ledgerBalanced(t);

    // A deposited check comes back: the void reverses the payment and takes the money out of the bank.
    const [p] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select payment_id as id from payment_upload_rows
        where upload_id = ${upload.id} order by row_number limit 1`),
    );
    const voided = await api('POST', `/v1/payments/${p.id}/void`, {});
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await roleBalance(t, 'UndepositedFunds')).toBe(fundsBefore);
    expect(await bankBalance(t, f.checking)).toBe((Number(bankBefore) + 45).toFixed(2));
    const [ret] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select return_entry_id as id from payments where id = ${p.id}`),
    );
    expect(await entryLines(t, ret.id)).toEqual(['1050 350.00 0.00', `${bankCode} 0.00 350.00`]);
    await ledgerBalanced(t);
  });

  it('leaves a payment voided before the deposit out of it', async () => {
    const box = await lockbox('9101');
    const upload = await uploadFile(api, f, box.file);
    await validate(api, upload.id);
    await processAll(api, upload.id);
    const [p] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select payment_id as id from payment_upload_rows
        where upload_id = ${upload.id} and row_number = 3`),
    );
    expect((await api('POST', `/v1/payments/${p.id}/void`, {})).statusCode).toBe(200);
    const res = await api('POST', '/v1/payments/depositPaymentUploadTransaction', {
      uploadId: upload.id,
      depositDate: '2026-11-08',
    });
    expect(res.statusCode, res.body).toBe(200);
    const bankCode = await glCode(f.checking);
    expect(await entryLines(t, res.json().depositEntryId)).toEqual([
      `${bankCode} 380.00 0.00`,
      '1050 0.00 380.00',
    ]);
  });
});

describe('depositLater', () => {
  it('is refused with the stored card method', async () => {
    const c = await createCustomer(t, f.admin);
    await expect(
      addPayment(
        t.database.db,
        {
          customerId: c.id,
          paymentDate: '2026-11-05',
          amount: '10.00',
          paymentMethodId: 0,
          paymentTokenId: 1,
          bankAccountId: f.checking,
          applications: [],
          depositLater: true,
        },
        1,
      ),
    ).rejects.toMatchObject({ status: 422, message: DEPOSIT_LATER_CARD });
  });
});

async function glCode(bankAccountId: number): Promise<string> {
  const [r] = rowsOf<{ code: string }>(
    await t.database.db.execute(sql`select a.code from bank_accounts b join gl_accounts a on a.id = b.gl_account_id
      where b.id = ${bankAccountId}`),
  );
  return r.code;
}
