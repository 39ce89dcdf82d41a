import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;
mkdirSync(SHOTS, { recursive: true });

const AR_RULE =
  'Account 1100 Accounts Receivable is the receivables control account; only invoices, payments, credits and deposits post to it.';

async function pickAccount(page: Page, field: Locator, code: string, name: string) {
  await field.click();
  await field.fill(code);
  await page.getByRole('option', { name: `${code} · ${name}` }).click();
}

/**
 * A bookkeeper tries a manual journal entry on the receivables control account: the entry is refused
 * in words, in the modal and under the line's account, and nothing is posted.
 */
test('a manual journal entry on the receivables account is refused on screen', async ({ page }) => {
  const memo = `Write-off attempt ${Date.now().toString(36)}`;
  await signIn(page);
  await page.getByRole('link', { name: 'Journal Entries' }).click();
  await expect(page.getByRole('heading', { name: 'Journal Entries' })).toBeVisible();
  await page.getByRole('button', { name: 'New Journal Entry' }).click();
  const je = page.getByRole('dialog', { name: 'New Journal Entry' });
  await je.getByLabel('Memo', { exact: true }).fill(memo);
  await pickAccount(page, je.getByLabel('Line 1 account'), '6900', 'Miscellaneous Expense');
  await je.getByLabel('Line 1 debit').fill('75.00');
  await pickAccount(page, je.getByLabel('Line 2 account'), '1100', 'Accounts Receivable');
  await je.getByLabel('Line 2 credit').fill('75.00');
  await expect(je.getByText('Balanced')).toBeVisible();
  await je.getByRole('button', { name: 'Post entry' }).click();

  // In the modal's error and under line 2's account; the modal stays open.
  await expect(je.getByRole('alert')).toContainText(AR_RULE);
  await expect(je.getByLabel('Line 2 account')).toHaveAttribute('aria-invalid', 'true');
  await expect(je.getByText(AR_RULE)).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/control-account-refusal.png` });

  // Nothing was posted.
  await je.getByRole('button', { name: 'Cancel' }).click();
  await expect(je).toBeHidden();
  await page.getByLabel('Search transactions').fill(memo);
  await expect(page.getByRole('table', { name: 'Transactions' })).not.toContainText(memo);
});

test('the chart shows the receivables account as its control account', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Chart of Accounts' }).click();
  await page.getByLabel('Search accounts').fill('Accounts Receivable');
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await accounts.getByRole('button', { name: 'Edit 1100 Accounts Receivable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit account' });
  await expect(dialog.getByLabel('Control account for')).toHaveValue('Receivables');
  await expect(dialog.getByLabel('Control account for')).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/control-account-modal.png` });
});
