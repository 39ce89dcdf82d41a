import { NO_STATEMENTS_MESSAGE } from '@fieldline/contracts/statements/statements.contract';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiPost } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;
const today = () => new Date().toISOString().slice(0, 10);

test('a statement batch for ten customers: both bars reach 100 %, the batch PDF opens', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const tag = `Stmt${Date.now().toString(36)}`;
  for (let i = 0; i < 10; i++) {
    const c = await apiPost<{ id: number }>(page, '/customers', {
      name: `${tag} Customer ${i}`,
      accountNumber: `${tag}-${i}`,
      createLocation: false,
    });
    await apiPost(page, '/contacts', {
      firstName: tag,
      lastName: `Billing ${i}`,
      email: `billing${i}@${tag.toLowerCase()}.test`,
      customerId: c.id,
    });
    await apiPost(page, '/invoices', {
      customerId: c.id,
      invoiceDate: today(),
      lines: [{ description: 'Service call', quantity: 1, unitPrice: `${100 + i}.00`, isTaxable: false }],
    });
  }

  await page.goto('/accounting/statements');
  await expect(page.getByRole('heading', { name: 'Statements' })).toBeVisible();
  await page.getByRole('button', { name: 'Create statements' }).click();
  const modal = page.getByRole('dialog', { name: 'Create statements' });
  const contacts = modal.getByRole('combobox', { name: 'Contacts' });
  await contacts.fill(tag);
  for (let i = 0; i < 10; i++) {
    await page.getByRole('option', { name: new RegExp(`${tag} Billing ${i} `) }).click();
  }
  // Closed invoices without a positive number of months is refused with the spec's message.
  await modal.getByRole('checkbox', { name: 'Closed invoices' }).check();
  await modal.getByRole('textbox', { name: 'Months' }).fill('0');
  await modal.getByRole('button', { name: 'Create statements' }).click();
  await expect(modal.getByText('The selected number of months must be a positive number')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Months' }).fill('1');
  await modal.getByRole('combobox', { name: 'Delivery method' }).click();
  await page.getByRole('option', { name: 'Print and e-mail' }).click();
  await page.screenshot({ path: `${SHOTS}/statements-create.png`, fullPage: true });
  await modal.getByRole('button', { name: 'Create statements' }).click();

  const progress = page.getByRole('dialog', { name: /Statement batch \d+/ });
  await expect(progress.getByText('10 customers')).toBeVisible();
  // The modal polls every 5 s: the render jobs finish within a few polls.
  await expect(progress.getByTestId('print-percent')).toHaveText('10 of 10 · 100 %', { timeout: 60_000 });
  await expect(progress.getByTestId('e-mail-percent')).toHaveText('10 of 10 · 100 %', { timeout: 60_000 });
  await expect(progress.getByText('Complete')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/statements-progress.png`, fullPage: true });

  const popup = page.waitForEvent('popup');
  await progress.getByRole('button', { name: 'Print' }).click();
  const tab = await popup;
  const url = new URL(tab.url());
  expect(url.pathname).toMatch(/^\/FS_MVC\/customer\/statements\/batch\/\d+\/pdf$/);
  const pdf = await page.request.get(url.pathname);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();

  await progress.getByRole('button', { name: 'Close', exact: true }).last().click();
  const row = page.getByRole('table', { name: 'Statement batches' }).getByRole('row').nth(1);
  await expect(row).toContainText('Print and e-mail');
  await expect(row).toContainText('10 / 10');
  await page.screenshot({ path: `${SHOTS}/statements.png`, fullPage: true });
});

test('an empty batch shows the no-statements message', async ({ page }) => {
  await signIn(page);
  await page.goto('/accounting/statements');
  await page.getByRole('button', { name: 'Create statements' }).click();
  const modal = page.getByRole('dialog', { name: 'Create statements' });
  await modal.getByRole('checkbox', { name: 'Open invoices' }).uncheck();
  await modal.getByRole('checkbox', { name: 'Credits' }).uncheck();
  await modal.getByRole('button', { name: 'Create statements' }).click();
  const progress = page.getByRole('dialog', { name: /Statement batch \d+/ });
  await expect(progress.getByText(NO_STATEMENTS_MESSAGE)).toBeVisible();
  await expect(progress.getByRole('button', { name: 'Print' })).toHaveCount(0);
});
