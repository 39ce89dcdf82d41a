import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/** MM/DD/YYYY of a UTC date: the one date format of the app. */
function usDate(d: Date): string {
  return d.toISOString().replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$2/$3/$1');
}

test('the date-range picker applies presets at once and cancel clears it', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/audit-log');
  const field = page.getByRole('textbox', { name: /date|period|range/i }).first();
  await field.click();
  for (const preset of [
    'Today',
    'Yesterday',
    'Last 7 Days',
    'This Week',
    'Last Week',
    'Last 30 Days',
    'This Month',
    'Last Month',
    'This Year',
    'Last Year',
  ]) {
    await expect(page.getByRole('button', { name: preset, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Yesterday', exact: true }).click();
  const y = new Date();
  y.setUTCDate(y.getUTCDate() - 1);
  await expect(field).toHaveValue(`${usDate(y)} - ${usDate(y)}`);

  await field.click();
  await page.getByRole('button', { name: 'This Year', exact: true }).click();
  const year = new Date().getUTCFullYear();
  await expect(field).toHaveValue(
    `${usDate(new Date(Date.UTC(year, 0, 1)))} - ${usDate(new Date(Date.UTC(year, 11, 31)))}`,
  );
  // The sign-in of this test is in this year's audit log.
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText(/sign-in/i);

  await field.click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(field).toHaveValue('');
});
