import { Permission } from '@fieldline/contracts/common/permissions';
import type { PaymentUpload, PaymentUploadRow } from '@fieldline/contracts/payments/payment-uploads.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  type FakeApiServer,
  type RecordedRequest,
  startFakeApi,
} from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { anUpload } from '../test-fixtures';
import { PaymentUploadPage } from './PaymentUploadPage';

const aRow = (n: number, over: Partial<PaymentUploadRow> = {}): PaymentUploadRow => ({
  id: 100 + n,
  rowNumber: n,
  customer: 'C-100',
  invoice: `INV-${n}`,
  amount: '10.00',
  checkNumber: '5001',
  date: '',
  reference: '',
  customerId: 40,
  customerName: 'Harbor Dental',
  invoiceId: 500 + n,
  paymentDate: '2026-11-27',
  status: 'Valid',
  errors: [],
  paymentId: null,
  ...over,
});

const BAD_ROW = aRow(4, {
  customer: 'Nobody Inc',
  amount: 'twelve',
  customerId: null,
  customerName: null,
  invoice: '',
  invoiceId: null,
  status: 'Invalid',
  errors: [
    { field: 'customer', message: 'No customer has this customer number or name.' },
    { field: 'amount', message: 'The amount is not a number.' },
  ],
});

let server: FakeApiServer;
let upload: PaymentUpload;
let rows: PaymentUploadRow[];
let depositReplies: Array<() => unknown>;
const posts = (path: string) =>
  server.requests.filter((r: RecordedRequest) => r.url === `/v1/payments/${path}`);

beforeAll(async () => {
  server = await startFakeApi((req) => {
    const [path, search] = req.url.split('?');
    const q = new URLSearchParams(search);
    if (path === '/v1/payments/paymentUploads/9') return { body: upload };
    if (path === '/v1/payments/paymentUploads/9/rows') {
      const data = rows.filter((r) => !q.get('status') || r.status === q.get('status'));
      return { body: { data: data.slice(0, Number(q.get('limit'))), count_filtered: data.length } };
    }
    if (path === '/v1/payments/validatePaymentUploadTransaction') {
      upload = { ...upload, status: 'Validated', validCount: 3, invalidCount: 1 };
      rows = [aRow(2), aRow(3), aRow(5), BAD_ROW];
      return { body: { upload, errors: BAD_ROW.errors.map((e) => ({ rowNumber: 4, ...e })) } };
    }
    if (path === '/v1/payments/processPaymentUploadTransaction') {
      const body = req.body as { skipInvalidRows?: boolean; batchSize: number };
      if (upload.invalidCount > 0 && !body.skipInvalidRows)
        return apiError(422, '1 row has errors: correct the file, or process only the valid rows.');
      const now = Math.min(body.batchSize, upload.validCount);
      const left = upload.validCount - now;
      upload = {
        ...upload,
        status: left === 0 ? 'Processed' : 'Processing',
        validCount: left,
        processedCount: upload.processedCount + now,
        paymentCount: upload.paymentCount + now,
        processedTotal: `${(upload.processedCount + now) * 10}.00`,
      };
      return { body: { upload, processedNow: now, remaining: left } };
    }
    if (path === '/v1/payments/depositPaymentUploadTransaction')
      return (depositReplies.shift() as () => never)();
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  rows = [aRow(2), aRow(3), aRow(5), { ...BAD_ROW, status: 'Pending', errors: [] }];
  upload = anUpload({ status: 'Uploaded', validCount: 0, invalidCount: 0 });
  depositReplies = [];
});
afterEach(async () => {
  await server.settle();
  server.requests.length = 0;
});

const full = makeUser({
  permissions: [
    { id: Permission.Payments, accessLevel: 2 },
    { id: Permission.GeneralLedger, accessLevel: 1 },
  ],
});
const open = () =>
  renderApp(<PaymentUploadPage />, {
    user: full,
    route: '/accounting/payment-uploads/9',
    path: '/accounting/payment-uploads/:id',
  });

describe('PaymentUploadPage', () => {
  it('validates a new upload at once and lists every error of a row under it', async () => {
    open();
    const errors = await screen.findByRole('list', { name: 'Errors of row 4' }, { timeout: 5000 });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Customer: No customer has this customer number or name.',
      'Amount: The amount is not a number.',
    ]);
    expect(posts('validatePaymentUploadTransaction')).toHaveLength(1);
    expect(screen.getByText(/1 of the 4 rows has errors/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Upload rows' });
    // The customer as the file has it, and the customer it was found to be.
    expect(within(table).getAllByText('→ Harbor Dental')).toHaveLength(3);
    expect(within(table).getByText('twelve')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /With errors/ }));
    await waitFor(() => expect(within(table).queryByText('INV-2')).toBeNull());
    expect(server.requests.some((r) => r.url.includes('/rows?status=Invalid'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Validate again' })).toBeTruthy();
  });

  it('processes in batches of 100 until none remain, with a bar, then deposits and shows the entry', async () => {
    upload = anUpload({ validCount: 250, invalidCount: 1, rowCount: 251 });
    open();
    const process = await screen.findByRole('button', { name: 'Process' });
    fireEvent.click(process);
    expect((await screen.findByRole('alert')).textContent).toContain(
      '1 row has errors: correct the file, or process only the valid rows.',
    );

    const skip = screen.getByRole('checkbox', { name: /Skip rows with errors \(1\)/ }) as HTMLInputElement;
    fireEvent.click(skip);
    await waitFor(() => expect(skip.checked).toBe(true));
    fireEvent.click(process);
    await waitFor(() =>
      expect(screen.getByTestId('process-count').textContent).toBe('250 of 250 valid rows processed · 100 %'),
    );
    expect(
      screen.getByRole('progressbar', { name: 'Processing progress' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    const calls = posts('processPaymentUploadTransaction').map((r) => r.body);
    expect(calls.slice(1)).toEqual([
      { uploadId: 9, skipInvalidRows: true, batchSize: 100 },
      { uploadId: 9, skipInvalidRows: true, batchSize: 100 },
      { uploadId: 9, skipInvalidRows: true, batchSize: 100 },
    ]);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    depositReplies = [
      () => apiError(422, 'The deposit date is before the payments it deposits.'),
      () => {
        upload = { ...upload, status: 'Deposited', depositDate: '2026-11-28', depositEntryId: 777 };
        return { body: upload };
      },
    ];
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit payments' });
    expect(within(dialog).getByTestId('deposit-total').textContent).toBe('$2,500.00');
    expect(within(dialog).getByText('Operating Checking')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The deposit date is before the payments it deposits.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    const entry = await screen.findByRole('link', { name: 'Entry #777' });
    expect(entry.getAttribute('href')).toBe('/accounting/journal/777');
    expect(screen.getByTestId('deposit-fact').textContent).toContain('11/28/2026');
    expect(posts('depositPaymentUploadTransaction').at(-1)?.body).toMatchObject({ uploadId: 9 });
  });

  it('offers Resume when processing was left part way', async () => {
    upload = anUpload({ status: 'Processing', validCount: 30, processedCount: 70, invalidCount: 0 });
    open();
    expect(await screen.findByRole('button', { name: 'Resume processing' })).toBeTruthy();
    expect(screen.getByText('Processing paused')).toBeTruthy();
    expect(screen.getByTestId('process-count').textContent).toBe('70 of 100 valid rows processed · 70 %');
    expect(posts('validatePaymentUploadTransaction')).toHaveLength(0);
  });
});
