import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;
const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const us = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;

// A bookkeeper imports the bank's OFX statement (the demo statement of the savings account: three customer
// payments and the month's fee), confirms the three suggested matches, books the fee over two GL lines with
// Add Matching Transaction, and reconciles the statement to a zero difference.
test('bank: import a statement, confirm matches, add a matching transaction, reconcile to zero', async ({
  page,
}) => {
  await signIn(page);
  const banks = await apiGet<{ id: number; name: string }[]>(page, '/bankaccounts');
  const savings = banks.find((b) => b.name === 'Business Savings')?.id as number;
  const customer = await createCustomer(page, `Bank E2E ${Date.now().toString(36)}`);
  const amounts = ['410.00', '1275.50', '96.25'];
  for (const [i, amount] of amounts.entries())
    await apiPost(page, '/invoices/addpayment', {
      customerId: customer.id,
      paymentDate: iso(9 - i * 2),
      paymentMethodId: 1,
      bankAccountId: savings,
      amount,
      reference: `CHK${i + 1}`,
      applications: [],
    });
  const from = iso(10);
  const to = iso(1);
  const file = await page.request.get(`/v1/bankaccounts/${savings}/demo-statement?from=${from}&to=${to}`);
  expect(file.ok(), await file.text()).toBe(true);
  const ofx = await file.body();

  await page.goto('/accounting/bank-transactions');
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: 'Business Savings' }).click();
  await page.getByRole('button', { name: 'Import statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import statement' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'savings.ofx', mimeType: 'application/x-ofx', buffer: ofx });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toContainText('4 of 4 lines added from savings.ofx');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await page.goto('/accounting/bank-matching');
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: 'Business Savings' }).click();
  const inbox = page.getByRole('table', { name: 'Unmatched bank transactions' });
  const row = (text: string) => inbox.getByRole('row').filter({ hasText: text });
  const name = customer.name.toUpperCase();
  await expect(row(name)).toHaveCount(3);
  await expect(row('$1,275.50')).toContainText('Payment');
  await page.screenshot({ path: `${SHOTS}/bank-inbox.png`, fullPage: true });
  for (const amount of ['$410.00', '$1,275.50', '$96.25']) {
    await row(amount).getByRole('button', { name: 'Confirm' }).click();
    await expect(row(amount)).toHaveCount(0);
  }

  // The statement's own fee (the bank feed's browser test links an offline bank with a fee of its own).
  const fee = row('MONTHLY SERVICE FEE').filter({ hasText: us(to) });
  await fee.getByRole('button', { name: 'Add matching' }).click();
  const add = page.getByRole('dialog', { name: 'Add Matching Transaction' });
  const pickAccount = async (index: number, code: string) => {
    const field = add.getByLabel(`GL account ${index}`);
    await field.click();
    await field.fill(code);
    await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
  };
  await pickAccount(1, '6800');
  await add.getByLabel('Amount 1').fill('10.00');
  await add.getByRole('button', { name: 'Add line' }).click();
  await pickAccount(2, '6900');
  await add.getByLabel('Amount 2').fill('4.00');
  await expect(add.getByRole('status')).toHaveText(
    'The GL lines total 14.00 but the system amount is 15.00.',
  );
  await add.getByLabel('Amount 2').fill('5.00');
  await expect(add.getByTestId('match-lines-total')).toContainText('$15.00');
  await page.screenshot({ path: `${SHOTS}/bank-add-matching.png` });
  await add.getByRole('button', { name: 'Add and match' }).click();
  await expect(add).toBeHidden();
  await expect(fee).toHaveCount(0);

  // The statement's ending balance: the three deposits less the fee.
  await page.goto('/accounting/reconciliations');
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: 'Business Savings' }).click();
  await page.getByRole('button', { name: 'Start reconciliation' }).click();
  const start = page.getByRole('dialog', { name: 'Start reconciliation' });
  await start.getByLabel('Statement date').fill(us(to));
  await start.getByLabel('Statement ending balance').fill('1766.75');
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Reconcile Business Savings' })).toBeVisible();
  const difference = page.getByTestId('reconciliation-difference');
  await expect(difference).toHaveText('$0.00');
  const items = page.getByRole('table', { name: 'Reconciliation items' });
  const feeBox = items.getByRole('row').filter({ hasText: 'Bank entry' }).getByRole('checkbox');
  // Saved at once: the box shows the server's answer.
  await feeBox.click();
  await expect(feeBox).not.toBeChecked();
  await expect(difference).toHaveText('-$15.00');
  await expect(page.getByRole('button', { name: 'Finish' })).toBeDisabled();
  await feeBox.click();
  await expect(feeBox).toBeChecked();
  await expect(difference).toHaveText('$0.00');
  await page.screenshot({ path: `${SHOTS}/bank-reconciliation.png`, fullPage: true });
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText(/^Finished by/)).toBeVisible();
  const pdf = await page.request.get(
    `${page.url().replace('/accounting/reconciliations/', '/v1/reconciliations/')}/report?format=pdf`,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});
