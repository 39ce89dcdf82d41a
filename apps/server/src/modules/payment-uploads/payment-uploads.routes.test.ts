import { PaymentUploadMessages } from '@fieldline/contracts/payments/payment-uploads.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { XLSX_TOO_LARGE } from '../../platform/spreadsheets/xlsx';
import { zipBomb } from '../../platform/spreadsheets/xlsx.test-helpers';
import { caller, type PaymentsFixture, paymentsFixture } from '../payments/payments.test-helpers';
import { csvFile, HEADER, uploadFile, xlsxFile } from './payment-uploads.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, as?: string) =>
  api(
    'POST',
    '/v1/payments/createPaymentUploads',
    { fileName: 'box.csv', bankAccountId: f.checking, ...body },
    {},
    as,
  );

describe('createPaymentUploads', () => {
  it('refuses files without a Customer or Amount column, not CSV or xlsx, or without rows', async () => {
    const refused = async (file: string, message: string) => {
      const res = await create({ file });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(message);
    };
    await refused(
      csvFile([
        ['Invoice', 'Amount'],
        ['INV-1', '5'],
      ]),
      PaymentUploadMessages.missingColumn('Customer'),
    );
    await refused(
      csvFile([
        ['Account', 'Check #'],
        ['A', '5'],
      ]),
      PaymentUploadMessages.missingColumn('Amount'),
    );
    await refused(
      await xlsxFile([
        ['Customer', 'Memo'],
        ['A', 'x'],
      ]),
      PaymentUploadMessages.missingColumn('Amount'),
    );
    await refused(
      Buffer.from('%PDF-1.4\n\0\0binary').toString('base64'),
      PaymentUploadMessages.notSpreadsheet,
    );
    await refused(
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]).toString('base64'),
      PaymentUploadMessages.notSpreadsheet,
    );
    await refused(csvFile([HEADER]), PaymentUploadMessages.noRows);
    await refused(csvFile([HEADER, ['', '', '', '', '', '']]), PaymentUploadMessages.noRows);
    // A zip bomb: about 100 kB that would inflate past 100 MB inside exceljs.
    await refused(zipBomb().toString('base64'), XLSX_TOO_LARGE);
  });

  it('checks the bank account and the method', async () => {
    const file = csvFile([HEADER, ['X', '', '1', '', '', '']]);
    expect((await create({ file, bankAccountId: 999999 })).statusCode).toBe(404);
    // The stored card (method 0) is refused by the contract itself.
    const card = await create({ file, paymentMethodId: 0 });
    expect(card.statusCode).toBe(400);
    expect(card.json().errors.map((e: { field: string }) => e.field)).toEqual(['paymentMethodId']);
    expect((await create({ file, paymentMethodId: 16 })).json().message).toBe(
      PaymentUploadMessages.echeckMethod,
    );
    expect((await create({ file, paymentMethodId: 9999 })).json().message).toBe(
      PaymentUploadMessages.methodNotFound,
    );
    // A data URL is read like plain base64.
    const ok = await create({ file: `data:text/csv;base64,${file}`, paymentMethodId: 1 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      paymentMethodId: 1,
      paymentMethod: 'Cash',
      rowCount: 1,
      total: '1.00',
    });
  });

  it('lists newest first with filters, answers one upload, the template, and deletes', async () => {
    const c = await createCustomer(t, f.admin);
    const a = await uploadFile(api, f, csvFile([HEADER, [c.accountNumber, '', '5', '', '', '']]), {
      fileName: 'north-box.csv',
    });
    const b = await uploadFile(api, f, csvFile([HEADER, [c.accountNumber, '', '6', '', '', '']]), {
      fileName: 'south-box.csv',
      bankAccountId: f.savings,
    });
    const list = (await api('GET', '/v1/payments/paymentUploads?query=-box')).json();
    expect(list.data.map((u: { id: number }) => u.id)).toEqual([b.id, a.id]);
    expect(list.count_filtered).toBe(2);
    const bySavings = (
      await api('GET', `/v1/payments/paymentUploads?query=-box&bankAccountId=${f.savings}`)
    ).json();
    expect(bySavings.data.map((u: { id: number }) => u.id)).toEqual([b.id]);
    const byStatus = (await api('GET', '/v1/payments/paymentUploads?query=-box&status=Validated')).json();
    expect(byStatus).toEqual({ data: [], count_filtered: 0 });
    const one = (await api('GET', `/v1/payments/paymentUploads/${a.id}`, undefined, {}, f.readOnly)).json();
    expect(one).toMatchObject({
      id: a.id,
      fileName: 'north-box.csv',
      bankAccount: 'Operating Checking',
      status: 'Uploaded',
    });
    const tpl = await api('GET', '/v1/payments/paymentUploads/template.csv');
    expect(tpl.statusCode).toBe(200);
    expect(tpl.headers['content-type']).toContain('text/csv');
    expect(tpl.body.split('\r\n')[0]).toBe('Customer,Invoice,Amount,Check Number,Date,Reference');
    expect(tpl.body.trim().split('\r\n')).toHaveLength(3);
    expect((await api('DELETE', `/v1/payments/paymentUploads/${a.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/payments/paymentUploads/${a.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/payments/paymentUploads/${a.id}`)).statusCode).toBe(404);
  });
});

describe('bad input and permissions', () => {
  const writes: [string, Record<string, unknown>][] = [
    ['/v1/payments/validatePaymentUploadTransaction', { uploadId: 1 }],
    ['/v1/payments/processPaymentUploadTransaction', { uploadId: 1 }],
    ['/v1/payments/depositPaymentUploadTransaction', { uploadId: 1 }],
  ];

  it('answers 400 naming the fields, never 500', async () => {
    const fields = async (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => {
      const res = await api(method, url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      return (res.json().errors ?? []).map((e: { field: string }) => e.field);
    };
    expect(await fields('POST', '/v1/payments/createPaymentUploads', {})).toEqual(
      expect.arrayContaining(['fileName', 'file', 'bankAccountId']),
    );
    expect(
      await fields('POST', '/v1/payments/createPaymentUploads', {
        fileName: '',
        file: '',
        bankAccountId: 2 ** 31,
        paymentDate: '2026-02-30',
        extra: 1,
      }),
    ).toEqual(expect.arrayContaining(['fileName', 'file', 'bankAccountId', 'paymentDate', 'extra']));
    expect(
      await fields('POST', '/v1/payments/createPaymentUploads', {
        fileName: 'a.csv',
        file: 'not base64 \0 at all!',
        bankAccountId: f.checking,
      }),
    ).toEqual(['file']);
    for (const [url] of writes) {
      expect(await fields('POST', url, {})).toEqual(['uploadId']);
      expect(await fields('POST', url, { uploadId: 2 ** 31 })).toEqual(['uploadId']);
      expect(await fields('POST', url, { uploadId: '1\0' })).toEqual(['uploadId']);
    }
    expect(await fields('POST', writes[1][0], { uploadId: 1, batchSize: 0, skipInvalidRows: 'yes' })).toEqual(
      expect.arrayContaining(['batchSize', 'skipInvalidRows']),
    );
    expect(await fields('POST', writes[2][0], { uploadId: 1, depositDate: '13/01/2026' })).toEqual([
      'depositDate',
    ]);
    for (const url of ['/v1/payments/paymentUploads/2147483648', '/v1/payments/paymentUploads/x%00/rows'])
      expect(await fields('GET', url)).toEqual(['id']);
    expect(await fields('DELETE', '/v1/payments/paymentUploads/0')).toEqual(['id']);
    expect(await fields('GET', '/v1/payments/paymentUploads?status=Nope&bankAccountId=2147483648')).toEqual(
      expect.arrayContaining(['status', 'bankAccountId']),
    );
    expect(await fields('GET', '/v1/payments/paymentUploads/1/rows?status=Done&limit=0')).toEqual(
      expect.arrayContaining(['status', 'limit']),
    );
    // Unknown uploads are 404, not 500.
    for (const [url, body] of writes)
      expect((await api('POST', url, { ...body, uploadId: 999999 })).statusCode).toBe(404);
  });

  it('answers 403 to users without Payments, and to read-only users on writes', async () => {
    const file = csvFile([HEADER, ['X', '', '1', '', '', '']]);
    const reads = [
      '/v1/payments/paymentUploads',
      '/v1/payments/paymentUploads/1',
      '/v1/payments/paymentUploads/1/rows',
      '/v1/payments/paymentUploads/template.csv',
    ];
    for (const url of reads)
      expect((await api('GET', url, undefined, {}, f.nobody)).statusCode, url).toBe(403);
    const allWrites: [string, Record<string, unknown>][] = [
      ['/v1/payments/createPaymentUploads', { fileName: 'a.csv', file, bankAccountId: f.checking }],
      ...writes,
    ];
    for (const who of [f.nobody, f.readOnly]) {
      for (const [url, body] of allWrites)
        expect((await api('POST', url, body, {}, who)).statusCode, url).toBe(403);
      expect((await api('DELETE', '/v1/payments/paymentUploads/1', undefined, {}, who)).statusCode).toBe(403);
    }
  });
});
