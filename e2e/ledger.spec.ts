import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

const SHOTS = '.tmp/shots';

async function pickAccount(page: Page, field: Locator, code: string, name: string) {
  await field.click();
  await field.fill(code);
  await page.getByRole('option', { name: `${code} · ${name}` }).click();
}

/**
 * A bookkeeper adds an account to the chart, posts a two-line manual journal entry to it (watching the
 * out-of-balance figure), finds the entry in the transaction search and reverses it.
 */
test('create an account, post a manual journal entry, find it and reverse it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const code = `79${String(Date.now()).slice(-4)}`;
  const name = `Consulting Income ${stamp}`;
  const memo = `Consulting fee ${stamp}`;
  await signIn(page);

  await page.getByRole('link', { name: 'Chart of Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Chart of Accounts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Accounts' })).toContainText('Cash');
  await page.getByRole('button', { name: 'New account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New account' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Group').click();
  await page.getByRole('option', { name: 'Other Income', exact: true }).click();
  await expect(dialog.getByLabel('Type', { exact: true })).toHaveValue('Other Income');
  await page.screenshot({ path: `${SHOTS}/ledger-account-modal.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search accounts').fill(stamp);
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await expect(accounts.getByRole('row')).toHaveCount(2);
  await expect(accounts).toContainText(name);
  await expect(accounts).toContainText('Other Income');
  await page.getByLabel('Search accounts').fill('');
  await page.screenshot({ path: `${SHOTS}/ledger-chart.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Divisions' }).click();
  await expect(page.getByRole('button', { name: 'New division' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ledger-divisions.png` });

  await page.getByRole('link', { name: 'Journal Entries' }).click();
  await expect(page.getByRole('heading', { name: 'Journal Entries' })).toBeVisible();
  await page.getByRole('button', { name: 'New Journal Entry' }).click();
  const je = page.getByRole('dialog', { name: 'New Journal Entry' });
  await je.getByLabel('Memo', { exact: true }).fill(memo);
  await pickAccount(page, je.getByLabel('Line 1 account'), '1000', 'Cash - Operating');
  await je.getByLabel('Line 1 debit').fill('150.00');
  await expect(je.getByTestId('out-of-balance')).toHaveText('Out of balance by $150.00');
  await expect(je.getByRole('button', { name: 'Post entry' })).toBeDisabled();
  await pickAccount(page, je.getByLabel('Line 2 account'), code, name);
  await je.getByLabel('Line 2 credit').fill('149.50');
  await expect(je.getByTestId('out-of-balance')).toHaveText('Out of balance by $0.50');
  await je.getByLabel('Line 2 credit').fill('150.00');
  await expect(je.getByText('Balanced')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ledger-new-entry.png` });
  await je.getByRole('button', { name: 'Post entry' }).click();
  await expect(je).toBeHidden();

  // The new entry opens in the drawer.
  await expect(page).toHaveURL(/\/accounting\/journal\/\d+$/);
  const drawer = page.getByRole('dialog', { name: /^Journal entry \d+/ });
  await expect(drawer.getByRole('table', { name: 'Entry lines' })).toContainText(name);
  await expect(drawer).toContainText('$150.00');
  await page.screenshot({ path: `${SHOTS}/ledger-entry-drawer.png` });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/accounting\/journal$/);

  await page.getByLabel('Search transactions').fill(stamp);
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText(memo);
  await expect(table).toContainText(code);
  await page.screenshot({ path: `${SHOTS}/ledger-journal.png`, fullPage: true });

  await table.getByRole('link').first().click();
  await drawer.getByRole('button', { name: 'Reverse' }).click();
  await page
    .getByRole('dialog', { name: /^Reverse entry/ })
    .getByRole('button', { name: 'Reverse' })
    .click();
  await expect(drawer.getByText('Reversed', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/Reversed by/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Search transactions').fill(stamp);
  // The original's two lines and the reversal's two (its memo names the original's).
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByText('Reversal', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Calendar Periods' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar Periods' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Calendar periods' }).getByRole('row')).toHaveCount(13);
  await page.screenshot({ path: `${SHOTS}/ledger-periods.png`, fullPage: true });
});
