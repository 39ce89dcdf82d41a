import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost } from './locations-api';

const SHOTS = '.tmp/shots';
const year = new Date().getUTCFullYear();

async function revenueAccount(page: Page): Promise<{ id: number; code: string; name: string }> {
  const accounts = await apiGet<{ id: number; code: string; name: string; accountType: number }[]>(
    page,
    '/generalledger/reportcache/accounts',
  );
  const revenue = accounts.find((a) => a.accountType === 4);
  expect(revenue, 'an income account').toBeTruthy();
  return revenue as { id: number; code: string; name: string };
}

/**
 * A person opens the income statement for this year, turns on the Budget series and sees each month's budget
 * and variance beside the actuals, then downloads the statement.
 */
test('view the income statement with the budget series', async ({ page }) => {
  await signIn(page);
  // The newest unlocked budget covering the year is the one the statement shows.
  const description = unique('E2E plan');
  const budget = await apiPost<{ id: number }>(page, '/budget', {
    financialYear: year,
    description,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
  });
  const revenue = await revenueAccount(page);
  await apiPost(page, `/budget/${budget.id}/entry`, {
    accountID: revenue.id,
    periodNumber: 1,
    amount: '12345.67',
  });

  await page.goto('/reports');
  await page.getByRole('link', { name: 'Income statement' }).click();
  await expect(page.getByRole('heading', { name: 'Income statement' })).toBeVisible();
  const table = page.getByTestId('report-table');
  await expect(table.getByRole('columnheader', { name: `Jan ${year}`, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Net Income' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: `Jan ${year} Budget` })).toHaveCount(0);

  await page.getByRole('switch', { name: 'Show Budget' }).click();
  await expect(table.getByRole('columnheader', { name: `Jan ${year} Budget` })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: `Jan ${year} Variance` })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Total Budget' })).toBeVisible();
  await expect(page.getByTestId('budget-note')).toContainText(`Budget: ${description}`);
  const row = table.getByRole('row', { name: new RegExp(`${revenue.code} ${revenue.name}`) });
  await expect(row.getByRole('cell', { name: '12,345.67' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/income-statement-budget.png`, fullPage: true });

  // One total column: the budget still beside it.
  await page.getByRole('switch', { name: '12 monthly columns' }).click();
  await expect(table.getByRole('columnheader', { name: 'Total Budget' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: `Jan ${year}`, exact: true })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export XLSX' }).click();
  expect((await download).suggestedFilename()).toMatch(/^income-statement-.*\.xlsx$/);
  const pdf = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
});

test('every financial report opens with its figures', async ({ page }) => {
  await signIn(page);
  const reports: [string, string][] = [
    ['trial-balance', 'Trial balance'],
    ['balance-sheet', 'Balance sheet'],
    ['journal-detail', 'Journal detail'],
    ['adjustments', 'Adjustments'],
    ['cash-forecast', 'Cash forecast'],
    ['ar-aging', 'Receivables aging'],
    ['ap-aging', 'Payables aging'],
  ];
  for (const [slug, title] of reports) {
    await page.goto(`/reports/${slug}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('report-table')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export PDF' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/report-${slug}.png`, fullPage: true });
  }
  await page.goto('/reports/trial-balance');
  await expect(page.getByTestId('balanced')).toHaveText('In balance');
  await page.goto('/reports/balance-sheet');
  await expect(page.getByTestId('balanced')).toHaveText('In balance');
});
