import { PaymentUploadRowMessages as M } from '@fieldline/contracts/payments/payment-uploads.contract';
import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;
// The company's today (America/Denver) can be a day behind UTC: everything is dated days back.
const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const us = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

// Issue 21 items 4 and 5: a bookkeeper uploads the bank's lockbox file of customer checks, sees the row the
// bank keyed wrongly with both of its errors, processes the good rows into payments applied to their
// invoices, and deposits them to the bank as one entry.
test('payment upload: upload a lockbox file, see every error, process the valid rows and deposit them', async ({
  page,
}) => {
  await signIn(page);
  const harbor = await createCustomer(page, unique('Harbor Dental'));
  const maple = await createCustomer(page, unique('Maple Street Bakery'));
  const invoice = (customerId: number, amount: string) =>
    apiPost<{ id: number; invoiceNumber: string }>(page, '/invoices', {
      customerId,
      invoiceDate: iso(4),
      lines: [{ description: 'Furnace service', quantity: '1', unitPrice: amount, isTaxable: false }],
    });
  const h1 = await invoice(harbor.id, '120.00');
  const h2 = await invoice(harbor.id, '80.50');
  const m1 = await invoice(maple.id, '300.00');

  const check = String(Date.now() % 1_000_000);
  const rows = [
    ['Customer', 'Invoice', 'Amount', 'Check Number', 'Date', 'Reference'],
    // Two invoices of one customer paid by one check.
    [harbor.name, h1.invoiceNumber, '120.00', check, us(iso(1)), 'Remittance Oct'],
    [harbor.name, h2.invoiceNumber, '80.50', check, us(iso(1)), 'Remittance Oct'],
    // No date: the upload's default date.
    [maple.name, m1.invoiceNumber, '300.00', `${check}1`, '', ''],
    // Keyed wrongly at the bank: an unknown customer and an amount that is not a number.
    ['Nobody Such Customer', '', 'twelve', `${check}2`, '', ''],
  ];
  const csv = `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
  const fileName = `lockbox-${check}.csv`;

  await page.goto('/accounting/payment-uploads');
  await expect(page.getByRole('heading', { name: 'Payment uploads' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload payments' });
  await expect(dialog.getByRole('link', { name: 'Download sample file' })).toHaveAttribute(
    'href',
    '/v1/payments/paymentUploads/template.csv',
  );
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: 'Operating Checking' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Payment method' })).toHaveValue('Check');
  await dialog.getByLabel('Default payment date').fill(us(iso(1)));

  // The server's answer is held back a moment so the bar can be seen at work (a file this small is sent in
  // one piece, so the bar is seen waiting rather than moving).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/payments/createPaymentUploads', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeAttached();
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(dialog.getByText(`Uploading ${fileName}…`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payment-upload-modal.png` });
  release();

  // The upload's page opens and validates the rows at once.
  await expect(page).toHaveURL(/\/accounting\/payment-uploads\/\d+$/);
  await page.unroute('**/v1/payments/createPaymentUploads');
  await expect(page.getByRole('heading', { name: fileName })).toContainText('Validated');
  const table = page.getByRole('table', { name: 'Upload rows' });
  const errors = table.getByRole('list', { name: 'Errors of row 5' });
  await expect(errors.getByRole('listitem')).toHaveText([
    `Customer: ${M.customerNotFound}`,
    `Amount: ${M.amountNotNumber}`,
  ]);
  await expect(table.locator('tr[data-row="2"]')).toContainText(`→ ${harbor.name}`);
  await expect(table.locator('tr[data-row="4"]')).toContainText(us(iso(1)));
  await expect(page.getByRole('status').filter({ hasText: 'Some rows have errors' })).toContainText(
    '1 of the 4 rows has errors',
  );
  await page.screenshot({ path: `${SHOTS}/payment-upload-validated.png`, fullPage: true });

  // The segmented filter's radios are drawn by their labels.
  await page.getByText('With errors (1)', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /With errors/ })).toBeChecked();
  await expect(table.locator('tr[data-row]')).toHaveCount(1);
  await page.getByText('All (4)', { exact: true }).click();
  await expect(table.locator('tr[data-row]')).toHaveCount(4);

  // Processing refuses the file while a row has errors, until they are skipped.
  await page.getByRole('button', { name: 'Process' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '1 row has errors' })).toBeVisible();
  const skip = page.getByRole('checkbox', { name: /Skip rows with errors/ });
  await skip.click();
  await expect(skip).toBeChecked();
  await page.getByRole('button', { name: 'Process' }).click();
  await expect(page.getByTestId('process-count')).toHaveText('3 of 3 valid rows processed · 100 %');
  await expect(page.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('heading', { name: fileName })).toContainText('Processed');
  await expect(page.getByText('2 payments of $500.50 recorded.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'left out' })).toContainText(
    '1 row with errors was left out',
  );
  await expect(table.locator('tr[data-row="5"]')).toContainText('Errors');

  await page.getByRole('button', { name: 'Deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit payments' });
  await expect(deposit.getByTestId('deposit-total')).toHaveText('$500.50');
  await expect(deposit).toContainText('Operating Checking');
  await deposit.getByLabel('Deposit date').fill(us(iso(1)));
  await deposit.getByText('Deposit total').click(); // closes the date picker
  await expect(page.locator('[data-dates-dropdown]')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/payment-upload-deposit.png` });
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  await expect(deposit).toBeHidden();
  await expect(page.getByRole('heading', { name: fileName })).toContainText('Deposited');
  const entry = page.getByRole('link', { name: /^Entry #\d+$/ });
  await expect(entry).toBeVisible();
  await expect(page.getByTestId('deposit-fact')).toContainText(us(iso(1)));
  await page.screenshot({ path: `${SHOTS}/payment-upload-deposited.png`, fullPage: true });

  // The invoices are paid; the list shows the upload deposited.
  for (const inv of [h1, h2, m1]) {
    const detail = await apiGet<{ balance: string; amountPaid: string }>(page, `/invoices/${inv.id}`);
    expect(Number(detail.balance), `invoice ${inv.invoiceNumber}`).toBe(0);
  }
  await page.goto('/accounting/payment-uploads');
  const listed = page
    .getByRole('table', { name: 'Payment uploads' })
    .getByRole('row')
    .filter({ hasText: fileName });
  await expect(listed).toContainText('Deposited');
  await expect(listed).toContainText('$500.50');
  await page.screenshot({ path: `${SHOTS}/payment-uploads-list.png`, fullPage: true });
});
