import type { PublicInvoice } from '@fieldline/contracts/pay-links/pay-links.contract';
import { CARD_PAYMENT_LATER, payLinkExpired } from '@fieldline/contracts/pay-links/pay-links.contract';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiError, type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { renderApp } from '../../../../test/utils';
import { PayPage } from './PayPage';

const invoice: PublicInvoice = {
  company: { name: 'Summit Mechanical', phone: '303-555-0100', email: null, currencyCode: 'USD' },
  invoiceNumber: 'INV-000042',
  invoiceDate: '2026-11-02',
  dueDate: '2099-12-02',
  poNumber: '',
  status: 'Open',
  billTo: { name: 'Acme Plant', address: ['1 Main St', 'Denver, CO 80202'] },
  lines: [{ description: 'Boiler service', quantity: '1.0000', unitPrice: '240.0000', total: '240.00' }],
  subTotal: '240.00',
  taxAmount: '0.00',
  total: '240.00',
  amountPaid: '40.00',
  balance: '200.00',
  remitTo: { name: 'Denver', address: ['4550 Brighton Blvd', 'Denver, CO 80216'], phone: null },
  bank: null,
  cardPayment: { available: false, message: CARD_PAYMENT_LATER },
  expiresAt: '2099-12-26T00:00:00.000Z',
};

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi();
});
afterEach(() => server.settle());
afterAll(() => server.close());

const show = (token: string) =>
  renderApp(<PayPage />, { route: `/pay/${token}`, path: '/pay/:token', user: null });

describe('PayPage', () => {
  it('shows the balance due, the lines and how to pay', async () => {
    server.setHandler((req) => (req.url === '/v1/public/pay/abc.def' ? { body: invoice } : undefined));
    show('abc.def');
    expect((await screen.findByTestId('pay-balance')).textContent).toContain('$200.00');
    expect(screen.getByText('Boiler service')).toBeTruthy();
    expect(screen.getByTestId('pay-card-note').textContent).toContain(CARD_PAYMENT_LATER);
    expect(screen.getByTestId('pay-remit-to').textContent).toContain('4550 Brighton Blvd');
    expect(screen.getByText('Ask Summit Mechanical for their bank details.')).toBeTruthy();
  });

  it('says a paid invoice is paid, without payment instructions', async () => {
    server.setHandler(() => ({
      body: { ...invoice, status: 'Paid', amountPaid: '240.00', balance: '0.00' },
    }));
    show('paid.sig');
    expect((await screen.findByTestId('pay-status')).textContent).toContain('Paid in full');
    expect(screen.queryByText('How to pay')).toBeNull();
  });

  it("shows the server's refusal and nothing of the invoice", async () => {
    const message = payLinkExpired('Summit Mechanical');
    server.setHandler(() => apiError(410, message, 'PAY_LINK_EXPIRED'));
    show('old.sig');
    expect((await screen.findByTestId('pay-refusal')).textContent).toContain(message);
    expect(screen.queryByTestId('pay-balance')).toBeNull();
  });
});
