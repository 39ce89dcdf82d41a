import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;

// Issue 16 item 4: staff make a pay link; the customer opens it without signing in and sees the one invoice.
test('a pay link shows the invoice and its balance to anyone holding it, and nothing when altered', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Pay Link Co'));
  const invoice = await apiPost<{ id: number; invoiceNumber: string }>(page, '/invoices', {
    customerId: customer.id,
    invoiceDate: '2026-11-02',
    poNumber: 'PO-4411',
    lines: [
      { description: 'Boiler service', quantity: '1', unitPrice: '240', isTaxable: false },
      { description: 'Pressure valve', quantity: '2', unitPrice: '30', isTaxable: false },
    ],
  });
  const banks = await apiGet<{ id: number; name: string }[]>(page, '/bankaccounts');
  await apiPost(page, '/invoices/addpayment', {
    customerId: customer.id,
    paymentDate: '2026-11-05',
    paymentMethodId: 1,
    bankAccountId: banks[0].id,
    amount: '100.00',
    applications: [{ invoiceId: invoice.id, amount: '100.00' }],
  });

  // The bank details the page shows, set by an administrator.
  await page.goto('/admin/pay-page');
  await expect(page.getByRole('heading', { name: 'Pay page' })).toBeVisible();
  await page.getByLabel('Bank name').fill('First Prairie Bank');
  await page.getByLabel('Routing number').fill('102000021');
  await page.getByLabel('Account number').fill('4401229077');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bank details saved.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pay-settings.png` });

  await page.goto(`/invoices/${invoice.id}`);
  await page.getByRole('button', { name: 'Pay link' }).click();
  const dialog = page.getByRole('dialog', { name: /Pay link for invoice/ });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByTestId('pay-link-url');
  await expect(field).toHaveValue(/\/pay\/[\w-]+\.[\w-]+$/);
  const url = await field.inputValue();
  await page.screenshot({ path: `${SHOTS}/pay-link-modal.png` });

  // A stranger's browser: no session, no sign-in.
  const visitor = await browser.newContext();
  const open = await visitor.newPage();
  await open.goto(url);
  await expect(open.getByTestId('pay-invoice-number')).toHaveText(invoice.invoiceNumber);
  await expect(open.getByTestId('pay-balance')).toHaveText('$200.00');
  await expect(open.getByTestId('pay-total-paid')).toHaveText('$100.00');
  await expect(open.getByTestId('pay-lines')).toContainText('Pressure valve');
  await expect(open.getByText(customer.name)).toBeVisible();
  await expect(open.getByTestId('pay-bank')).toContainText('4401229077');
  await expect(open.getByTestId('pay-card-note')).toContainText('once a card gateway is configured');
  await expect(open.getByTestId('pay-remit-to')).toContainText('Payable to');
  await expect(open.getByTestId('user-menu')).toHaveCount(0);
  await open.screenshot({ path: `${SHOTS}/pay-page.png`, fullPage: true });
  expect(await visitor.cookies()).toEqual([]);
  // The link opens nothing else: the app itself still asks to sign in.
  await open.goto(`/invoices/${invoice.id}`);
  await expect(open.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // One character changed: the refusal page, no invoice.
  const altered = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  await open.goto(altered);
  await expect(open.getByTestId('pay-refusal')).toHaveText(
    /^This link is not valid\. Ask .+ for a new one\.$/,
  );
  await expect(open.getByText(invoice.invoiceNumber)).toHaveCount(0);
  await open.screenshot({ path: `${SHOTS}/pay-page-refused.png`, fullPage: true });
  await visitor.close();

  // E-mailed from the same dialog: it lands in the outbox, tied to the invoice.
  await dialog.getByLabel('To').fill('payer@example.com');
  await dialog.getByRole('button', { name: 'E-mail link' }).click();
  await expect(page.getByText('Pay link e-mailed to payer@example.com.')).toBeVisible();
  await expect(dialog.getByTestId('pay-link-last-sent')).toContainText('payer@example.com');
});
