import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = '.tmp/shots';
const today = () => new Date().toISOString().slice(0, 10);

/** A customer owing an 80.00 deposit invoice, and a payment of `amount` received on account (applied to nothing). */
async function customerWithPaymentOnAccount(page: Page, amount: string) {
  const customer = await createCustomer(page, unique('Undo Customer'));
  const deposit = await apiPost<{ invoiceId: number }>(page, '/invoices/deposit', {
    CustomerId: customer.id,
    DepositAmount: '80',
    InvoiceDate: today(),
  });
  const banks = await apiGet<{ id: number; name: string }[]>(page, '/bankaccounts?bankingAccountTypes=2');
  const checking = banks.find((b) => b.name === 'Operating Checking');
  const payment = await apiPost<{ id: number; creditId: number; journalEntryId: number }>(
    page,
    '/invoices/addpayment',
    {
      customerId: customer.id,
      paymentDate: today(),
      amount,
      paymentMethodId: 1,
      bankAccountId: checking?.id,
      applications: [],
    },
  );
  return { customer, invoiceId: deposit.invoiceId, payment };
}

const figure = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/**
 * A payment taken on account sits as an overpayment credit; voiding it from the credit's page (7127)
 * gives the customer back the balance it had before.
 */
test('void a payment on account and see the customer balance back', async ({ page }) => {
  await signIn(page);
  const { customer, payment } = await customerWithPaymentOnAccount(page, '50');
  await page.goto(`/page/6073/${customer.id}`);
  await expect(figure(page, 'Current balance')).toHaveText('$30.00');
  await expect(figure(page, 'Unapplied credits')).toHaveText('$50.00');

  await page.goto(`/page/7127/${payment.creditId}`);
  await expect(page.getByTestId('credit-status')).toHaveText('Open');
  await page.getByRole('button', { name: `Void payment ${payment.id}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Void payment' });
  await expect(confirm).toContainText('Its journal entry is reversed');
  // Let the modal's opening transition finish so the screenshot shows it.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/payment-void-confirm.png` });
  await confirm.getByRole('button', { name: 'Void Payment' }).click();
  await expect(page.getByTestId('credit-status')).toHaveText('Void');
  await expect(page.getByTestId('credit-balance')).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: `Void payment ${payment.id}` })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/payment-voided-credit.png`, fullPage: true });

  await page.goto(`/page/6073/${customer.id}`);
  await expect(figure(page, 'Current balance')).toHaveText('$80.00');
  await expect(figure(page, 'Unapplied credits')).toHaveText('$0.00');
});

/** Undoing a credit application gives the credit its balance back and leaves the row marked Undone. */
test('undo a credit application on the credit page', async ({ page }) => {
  await signIn(page);
  const { invoiceId, payment } = await customerWithPaymentOnAccount(page, '100');
  await apiPost(page, `/invoices/${invoiceId}/addcreditpayment`, {
    creditId: payment.creditId,
    amount: '80',
  });

  await page.goto(`/page/7127/${payment.creditId}`);
  await expect(page.getByTestId('credit-balance')).toHaveText('$20.00');
  const apps = page.getByTestId('credit-applications');
  const row = apps.getByRole('row', { name: /INV-\d+/ });
  await expect(row).toContainText('80.00');
  await expect(row).toContainText('Applied');
  await row.getByRole('button', { name: /^Undo application/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Undo credit application' });
  await expect(confirm).toContainText('80.00');
  await confirm.getByRole('button', { name: 'Undo Application' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText('$100.00');
  await expect(row).toContainText('Undone');
  await expect(row.getByRole('button', { name: /^Undo application/ })).toBeHidden();
  await expect(confirm).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/credit-unapplied.png`, fullPage: true });
});

/** The invoice page offers the same Undo for a credit applied to it: the invoice owes the amount again. */
test('undo a credit application from the invoice page', async ({ page }) => {
  await signIn(page);
  const { invoiceId, payment } = await customerWithPaymentOnAccount(page, '100');
  await apiPost(page, `/invoices/${invoiceId}/addcreditpayment`, {
    creditId: payment.creditId,
    amount: '80',
  });

  await page.goto(`/invoices/${invoiceId}`);
  await expect(page.getByTestId('invoice-balance')).toHaveText('$0.00');
  const row = page
    .getByTestId('invoice-payments')
    .getByRole('row', { name: new RegExp(`Credit ${payment.creditId}`) })
    .first();
  await expect(row).toContainText('Applied');
  const undo = row.getByRole('button', { name: `Undo application of credit ${payment.creditId}` });
  await undo.click();
  const confirm = page.getByRole('dialog', { name: 'Undo credit application' });
  await expect(confirm).toContainText('80.00');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/invoice-credit-undo-confirm.png` });
  await confirm.getByRole('button', { name: 'Undo Application' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Void');
  await expect(undo).toBeHidden();
  await expect(page.getByTestId('invoice-balance')).toHaveText('$80.00');
  await page.screenshot({ path: `${SHOTS}/invoice-credit-undone.png`, fullPage: true });

  await page.goto(`/page/7127/${payment.creditId}`);
  await expect(page.getByTestId('credit-balance')).toHaveText('$100.00');
});
