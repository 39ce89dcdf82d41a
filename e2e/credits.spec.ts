import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiPost, createCustomer } from './locations-api';

async function pickAccount(page: Page, field: ReturnType<Page['getByLabel']>, code: string) {
  await field.click();
  await field.fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
}

/**
 * A person issues a $150 credit to a customer over two GL accounts, lands on the credit's page (7127) with
 * its lines and journal entry, and applies part of it to the customer's open deposit invoice.
 */
test('issue a credit over two GL lines and land on page 7127', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Credit Customer'));
  const today = new Date().toISOString().slice(0, 10);
  await apiPost(page, '/invoices/deposit', {
    CustomerId: customer.id,
    DepositAmount: '80',
    InvoiceDate: today,
  });

  await page.goto(`/page/6073/${customer.id}`);
  await page.getByRole('button', { name: 'Issue Credit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue Customer Credit' });
  const issue = dialog.getByRole('button', { name: 'Issue Credit' });
  await expect(issue).toBeDisabled();

  await dialog.getByLabel('Credit amount').fill('150');
  await dialog.getByLabel('Memo').fill('Goodwill for the late install');
  await pickAccount(page, dialog.getByLabel('GL account 1'), '6900');
  await dialog.getByLabel('Amount 1').fill('100');
  await expect(dialog.getByTestId('credit-lines-total')).toContainText('100.00');
  await expect(dialog.getByTestId('credit-system-amount')).toContainText('150.00');
  // The lines do not add up to the system amount yet.
  await expect(issue).toBeDisabled();
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await pickAccount(page, dialog.getByLabel('GL account 2'), '4000');
  await dialog.getByLabel('Amount 2').fill('50');
  await expect(dialog.getByTestId('credit-lines-total')).toContainText('150.00');
  await expect(issue).toBeEnabled();
  await page.screenshot({ path: '.tmp/shots/credit-modal.png' });
  await issue.click();

  await expect(page).toHaveURL(/\/page\/7127\/\d+$/);
  await expect(page.getByRole('heading', { name: /Customer credit \d+/ })).toBeVisible();
  await expect(page.getByTestId('credit-status')).toHaveText('Open');
  await expect(page.getByTestId('credit-amount')).toHaveText('$150.00');
  const lines = page.getByTestId('credit-lines');
  await expect(lines.getByRole('row', { name: /6900 · Miscellaneous Expense \$100\.00/ })).toBeVisible();
  await expect(lines.getByRole('row', { name: /4000 · Service Revenue \$50\.00/ })).toBeVisible();
  const journal = page.getByTestId('credit-journal');
  await expect(journal.getByRole('row', { name: /1100 · Accounts Receivable\s+\$150\.00/ })).toBeVisible();
  await page.screenshot({ path: '.tmp/shots/credit-page.png', fullPage: true });

  await page.getByRole('button', { name: 'Apply to invoice' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply credit to invoice' });
  await apply.getByRole('radio').first().check();
  await expect(apply.getByLabel('Amount to apply')).toHaveValue('80.00');
  await page.screenshot({ path: '.tmp/shots/credit-apply.png' });
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(apply).toBeHidden();
  await expect(page.getByTestId('credit-balance')).toHaveText('$70.00');
  await expect(page.getByTestId('credit-applications').getByRole('row', { name: /INV-\d+/ })).toContainText(
    '80.00',
  );
});
