import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;

// An office manager adds a new van, gives it a five-year straight-line schedule, posts what is due and
// sees the book value fall by what was posted; the demo fleet is listed with book values.
test('assets: add an asset, schedule its depreciation, post it, see the book value', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('navbar').getByRole('link', { name: 'Assets' }).click();
  await expect(page.getByRole('heading', { name: 'Assets' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Assets' });
  await expect(list).toContainText('Mini excavator 3.5 t #1');
  await page.screenshot({ path: `${SHOTS}/assets-list.png`, fullPage: true });

  const number = unique('VAN');
  await page.getByRole('button', { name: 'New asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'New asset' });
  await dialog.getByRole('textbox', { name: 'Asset number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Transit van 7');
  for (const [label, option] of [
    ['Type', 'Vehicle'],
    ['Status', 'In service'],
  ] as const) {
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await dialog.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'In service' }).fill('01/15/2026');
  await dialog.getByRole('textbox', { name: 'Cost' }).fill('12400');
  await dialog.getByRole('button', { name: 'Create asset' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `${number} · Transit van 7` })).toBeVisible();

  const form = page.getByRole('form', { name: 'New depreciation schedule' });
  await form.getByRole('textbox', { name: 'Life (months)' }).fill('12');
  await form.getByRole('textbox', { name: 'Salvage value' }).fill('400');
  await form.getByRole('button', { name: 'Create schedule' }).click();
  const schedule = page.getByRole('table', { name: 'Depreciation schedule' });
  await expect(schedule).toContainText('01/15/2026 – 01/31/2026');
  await expect(schedule).toContainText('$548.39');
  await expect(schedule.getByRole('row')).toHaveCount(14);

  await page.getByRole('button', { name: 'Post due depreciation' }).click();
  await expect(page.getByText(/^Posted \d+ periods/)).toBeVisible();
  await expect(schedule.getByRole('link', { name: /^Entry \d+/ }).first()).toBeVisible();
  await expect(page.getByText('Book value').locator('..')).not.toContainText('$12,400.00');
  await page.screenshot({ path: `${SHOTS}/asset-page.png`, fullPage: true });
});
