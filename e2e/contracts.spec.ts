import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;

// The office manager writes up a quarterly maintenance agreement for a demo customer, activates it and
// opens its visits.
test('contracts: create a quarterly agreement, activate it, see its visits tab', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('navbar').getByRole('link', { name: 'Contracts' }).click();
  await expect(page.getByRole('heading', { name: 'Contracts' })).toBeVisible();
  const name = unique('Rooftop units PM');
  await page.getByRole('button', { name: 'New contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contract' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Customer' }).fill('Aspen');
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Maintenance agreement' }).click();
  await dialog.getByRole('textbox', { name: 'Start date' }).fill('01/01/2027');
  await dialog.getByRole('textbox', { name: 'End date' }).fill('12/31/2027');
  await dialog.getByRole('combobox', { name: 'Billing' }).click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  await dialog.getByRole('button', { name: 'Create contract' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: new RegExp(`^C-\\d{6} · ${name}$`) })).toBeVisible();
  await expect(page.getByText('Quarterly', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  await page.screenshot({ path: `${SHOTS}/contract-page.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Visits' }).click();
  await expect(page.getByRole('button', { name: /Generate visits/ })).toBeVisible();
  await page.getByRole('link', { name: 'Contracts' }).first().click();
  await expect(page.getByRole('table', { name: 'Contracts' })).toContainText(name);
});
