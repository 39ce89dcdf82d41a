import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

// Screenshots stay in this checkout (.tmp is not committed).
const SHOTS = '.tmp/shots';

async function openTieout(page: Page) {
  await signIn(page);
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Tie-out' }).click();
  await expect(page.getByRole('heading', { name: 'Tie-out' })).toBeVisible();
  const table = page.getByTestId('report-table');
  await expect(table.getByRole('columnheader', { name: 'Difference' })).toBeVisible();
  return table;
}

/** A bookkeeper opens the tie-out: one row per control account, each at no difference. */
test('open the tie-out and see every control account agree with its subledger', async ({ page }) => {
  const table = await openTieout(page);
  for (const account of [/Accounts Receivable/i, /Accounts Payable/i, /Inventory/i, /Received Not Billed/i]) {
    const row = table.getByRole('row', { name: account }).first();
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').last()).toHaveText('$0.00');
  }
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(page.getByTestId('tieout-verdict')).toHaveText(
    'All control accounts agree with their subledgers.',
  );
  await page.screenshot({ path: `${SHOTS}/tieout.png`, fullPage: true });
});
