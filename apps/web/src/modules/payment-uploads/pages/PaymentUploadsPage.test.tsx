import { Permission } from '@fieldline/contracts/common/permissions';
import type { PaymentUpload } from '@fieldline/contracts/payments/payment-uploads.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError, type FakeApiServer, type Reply, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { anUpload } from '../test-fixtures';
import { PaymentUploadsPage } from './PaymentUploadsPage';

const user = (level: 1 | 2) => makeUser({ permissions: [{ id: Permission.Payments, accessLevel: level }] });

let server: FakeApiServer;
let created: PaymentUpload | null = null;
let createReply = (): Reply => ({ status: 201, body: created as unknown });

beforeAll(async () => {
  server = await startFakeApi((req) => {
    const path = req.url.split('?')[0];
    if (path === '/v1/payments/paymentUploads') {
      const q = new URLSearchParams(req.url.split('?')[1]);
      const all = [
        anUpload(),
        anUpload({
          id: 8,
          fileName: 'remit-oct.xlsx',
          status: 'Deposited',
          invalidCount: 0,
          depositDate: '2026-10-31',
        }),
      ];
      const data = q.get('status') ? all.filter((u) => u.status === q.get('status')) : all;
      return { body: { data, count_filtered: data.length } };
    }
    if (path === '/v1/bankaccounts')
      return {
        body: [
          { id: 3, name: 'Operating Checking', accountNumber: '1000', accountType: 2, sortOrder: 1 },
          { id: 4, name: 'Business Savings', accountNumber: '1010', accountType: 2, sortOrder: 2 },
        ],
      };
    if (path === '/v1/paymentMethods')
      return {
        body: [
          { id: 0, name: 'Stored card', isActive: true, isCreditCard: true, isACH: false },
          { id: 1, name: 'Cash', isActive: true, isCreditCard: false, isACH: false },
          { id: 5, name: 'Check', isActive: true, isCreditCard: false, isACH: false },
        ],
      };
    if (path === '/v1/payments/createPaymentUploads') return createReply();
    return undefined;
  });
});
afterAll(() => server.close());
afterEach(async () => {
  await server.settle();
  server.requests.length = 0;
});

describe('PaymentUploadsPage', () => {
  it('lists the uploads with their figures and filters them by status', async () => {
    renderApp(<PaymentUploadsPage />, { user: user(1) });
    const table = await screen.findByRole('table', { name: 'Payment uploads' });
    const row = (await within(table).findByText('lockbox-1128.csv')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Validated')).toBeTruthy();
    expect(within(row).getByText('$1,690.50')).toBeTruthy();
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('11/28/2026')).toBeTruthy();
    expect(within(table).getByText('10/31/2026')).toBeTruthy();
    // Read-only users see the list but cannot upload.
    expect(screen.queryByRole('button', { name: 'Upload payments' })).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deposited' }));
    await waitFor(() => expect(within(table).queryByText('lockbox-1128.csv')).toBeNull());
    expect(within(table).getByText('remit-oct.xlsx')).toBeTruthy();
    expect(server.requests.some((r) => r.url.includes('status=Deposited'))).toBe(true);
  });

  it('uploads a file as a data URL to the chosen bank account by check, and opens the upload', async () => {
    created = anUpload({ id: 21, status: 'Uploaded' });
    renderApp(<PaymentUploadsPage />, { user: user(2) });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload payments' });
    expect(
      within(dialog)
        .getByRole('link', { name: /Download sample file/ })
        .getAttribute('href'),
    ).toBe('/v1/payments/paymentUploads/template.csv');
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('combobox', { name: 'Payment method' }) as HTMLInputElement).value,
      ).toBe('Check'),
    );
    // A file cannot charge stored cards: that method is not offered.
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
    expect(await screen.findByRole('option', { name: 'Cash' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Stored card' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Check' }));
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload.hasAttribute('disabled')).toBe(true);
    const csv = 'Customer,Invoice,Amount\nC-100,INV-1,12.50\n';
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([csv], 'lockbox.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    fireEvent.click(upload);

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/accounting/payment-uploads/21'),
    );
    const post = server.requests.find((r) => r.url === '/v1/payments/createPaymentUploads');
    const body = post?.body as Record<string, unknown>;
    expect(body.fileName).toBe('lockbox.csv');
    expect(body.bankAccountId).toBe(3);
    expect(body.paymentMethodId).toBe(5);
    expect(body.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(body.file).startsWith('data:text/csv;base64,')).toBe(true);
    expect(atob(String(body.file).split(',')[1])).toBe(csv);
  });

  it('shows the server refusal inside the dialog and lets the user try again', async () => {
    createReply = () => apiError(422, 'The file has no Amount column.');
    renderApp(<PaymentUploadsPage />, { user: user(2) });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload payments' });
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['Customer\nC-1\n'], 'bad.csv', { type: 'text/csv' })] },
    });
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    fireEvent.click(upload);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The file has no Amount column.',
    );
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });
});
