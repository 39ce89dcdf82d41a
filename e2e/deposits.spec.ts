import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const DEFAULT_NOTE =
  'This invoice represents the estimated amount and a deposit based on this amount. The total amounts represented here are only an estimate and may change before the job is finalized.';

/**
 * A person opens a customer, takes a $500 deposit paid by check: the info step, then the payment step with
 * the check's details and the bank account, confirms, and the deposit invoice is paid by the check.
 */
test('take a funded deposit by check', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Deposit Customer'));
  await page.goto(`/page/6073/${customer.id}`);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Deposit', exact: true });
  await expect(dialog.getByLabel('Note')).toHaveValue(DEFAULT_NOTE);
  const today = new Date().toISOString().slice(0, 10).split('-');
  await expect(dialog.getByLabel('Date')).toHaveValue(`${today[1]}/${today[2]}/${today[0]}`);
  // The amount is required before the payment step.
  await dialog.getByRole('button', { name: 'Enter Payment Details' }).click();
  await expect(dialog.getByText('Please enter an amount above 0.')).toBeVisible();
  await dialog.getByLabel('Amount').fill('500');
  await page.screenshot({ path: '.tmp/shots/deposit-step1.png' });
  await dialog.getByRole('button', { name: 'Enter Payment Details' }).click();

  // Step 2: each missing choice is named in the error area.
  await dialog.getByRole('button', { name: 'Add Funded Deposit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a payment method.');
  await dialog.getByLabel('Payment method').click();
  await page.getByRole('option', { name: 'Check / E-Check' }).click();
  await dialog.getByRole('button', { name: 'Add Funded Deposit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a bank account.');
  await dialog.getByLabel('Bank account').click();
  await page.getByRole('option', { name: /Operating Checking/ }).click();

  await dialog.getByLabel('Name on check').fill('Pat Doe');
  await dialog.getByLabel('Check number').fill('2207');
  await dialog.getByLabel('Routing number').fill('02100002');
  await dialog.getByLabel('Account number').fill('99887766');
  await dialog.getByLabel('Payment note').fill('Check handed over at the site visit');
  await dialog.getByRole('button', { name: 'Add Funded Deposit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The routing number must be exactly 9 characters.');
  await dialog.getByLabel('Routing number').fill('021000021');
  await page.screenshot({ path: '.tmp/shots/deposit-step2.png' });

  // "Edit info" goes back to step 1 with what was typed, and forward again keeps the payment.
  await dialog.getByRole('button', { name: 'Edit info' }).click();
  await expect(dialog.getByLabel('Amount')).toHaveValue('500');
  await dialog.getByRole('button', { name: 'Enter Payment Details' }).click();
  await expect(dialog.getByLabel('Check number')).toHaveValue('2207');

  await dialog.getByRole('button', { name: 'Add Funded Deposit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create Deposit' });
  await expect(confirm).toContainText('ready to use');
  await page.screenshot({ path: '.tmp/shots/deposit-confirm.png' });
  await confirm.getByRole('button', { name: 'Yes, Create Deposit' }).click();

  // The modal closed and the page reloaded.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
  const found = await apiGet<{ data: { id: number; invoiceType: string; status: string }[] }>(
    page,
    `/invoices/search?customerId=${customer.id}`,
  );
  expect(found.data).toEqual([expect.objectContaining({ invoiceType: 'Deposit', status: 'Paid' })]);
  const invoiceId = found.data[0].id;
  const payments = await apiGet<{ method: string; amount: string; status: string }[]>(
    page,
    `/payments/invoicePayments?invoiceId=${invoiceId}`,
  );
  expect(payments).toEqual([
    expect.objectContaining({ method: 'Check / E-Check', amount: '500.00', status: 'Applied' }),
  ]);
  const open = await apiGet<unknown[]>(page, `/payments/openInvoices?customerId=${customer.id}`);
  expect(open).toEqual([]);
});

/**
 * A Canadian customer: the modal asks for the amount in CAD; an open deposit (no payment) is confirmed and
 * left as an unpaid deposit invoice to send.
 */
test('create an open deposit for a customer billed in CAD', async ({ page }) => {
  await signIn(page);
  const currencies = await apiGet<{ id: number; abbreviation: string }[]>(page, '/currencies');
  const cad = currencies.find((c) => c.abbreviation === 'CAD');
  const customer = await apiPost<{ id: number }>(page, '/customers', {
    name: unique('Maple Holdings'),
    accountNumber: `E2E-CAD-${Date.now().toString(36).toUpperCase()}`,
    createLocation: false,
    currencyId: cad?.id,
  });
  await page.goto(`/page/6073/${customer.id}`);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit', exact: true });
  await expect(
    dialog.getByText('This Customer uses Canadian Dollar. Please enter the amount in CAD.'),
  ).toBeVisible();
  await dialog.getByLabel('Amount').fill('276');
  await dialog.getByRole('button', { name: 'Create Open Deposit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create Deposit' });
  await expect(confirm).toContainText(
    'You are about to create an open deposit invoice. No payments have been applied and you intend to send it to the customer. Is this correct?',
  );
  await page.screenshot({ path: '.tmp/shots/deposit-open-cad.png' });
  await confirm.getByRole('button', { name: 'Yes, Create Deposit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
  const found = await apiGet<{ data: { invoiceType: string; status: string; balance: string }[] }>(
    page,
    `/invoices/search?customerId=${customer.id}`,
  );
  // 276 CAD at the demo rate of 1.38 is 200.00 in home currency.
  expect(found.data).toEqual([
    expect.objectContaining({ invoiceType: 'Deposit', status: 'Open', balance: '200.00' }),
  ]);
});
