import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';

/** Adds an item to an option through its add row: typeahead, quantity, then one pricing value. */
async function addItem(page: Page, option: Locator, search: string, pick: RegExp, quantity: string) {
  const table = option.getByRole('table');
  const addRow = table.getByRole('row').last();
  await addRow.getByPlaceholder('Add an item').fill(search);
  await page.getByRole('option', { name: pick }).first().click();
  await addRow.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  return addRow;
}

test('build a service package with two options and items and pick it from the dropdown', async ({ page }) => {
  await signIn(page);
  await page.goto('/service-packages');
  await expect(page.getByRole('heading', { name: 'Service packages' })).toBeVisible();
  // The typeahead (the FS_API search, 10 suggestions) opens a demo package.
  await page.getByRole('combobox', { name: 'Find package' }).fill('tune');
  await page.getByRole('option', { name: 'AC Precision Tune-Up' }).click();
  await expect(page.getByRole('heading', { name: 'AC Precision Tune-Up', level: 3 })).toBeVisible();
  // An inactive package: everything but the Active switch is disabled.
  await page.getByText('Panel Upgrade 200A').click();
  await expect(page.getByRole('heading', { name: 'Panel Upgrade 200A', level: 3 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/service-package-inactive.png', fullPage: true });

  const name = unique('Boiler Tune-Up');
  await page.getByRole('button', { name: 'Add package' }).click();
  const add = page.getByRole('dialog', { name: 'Add service package' });
  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();

  // The Base option comes with the package.
  const base = page.getByRole('region', { name: 'Option Base' });
  const baseRow = await addItem(page, base, 'HVAC Technician Labor', /HVAC Technician Labor/, '1.5');
  await baseRow.getByRole('button', { name: 'Add' }).click();
  await expect(
    base.getByRole('link', { name: 'HVAC Technician Labor' }).or(base.getByText('HVAC Technician Labor')),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'New option name' }).fill('Premium');
  await page.getByRole('button', { name: 'Add option' }).click();
  const premium = page.getByRole('region', { name: 'Option Premium' });
  await expect(premium).toBeVisible();
  const premiumRow = await addItem(page, premium, 'Trip Charge', /Trip Charge/, '1');
  // Price, markup and margin clear each other: typing a margin after a price keeps only the margin.
  await premiumRow.getByRole('textbox', { name: 'Price' }).fill('49');
  await premiumRow.getByRole('textbox', { name: 'Margin %' }).fill('30');
  await expect(premiumRow.getByRole('textbox', { name: 'Price' })).toHaveValue('');
  await premiumRow.getByRole('button', { name: 'Add' }).click();
  await expect(premium.getByRole('textbox', { name: 'Margin %' }).first()).toHaveValue('30');
  await page.screenshot({ path: 'test-results/service-package-editor.png', fullPage: true });

  // Pick it from the dropdown and choose its options.
  await page.getByRole('button', { name: /Service package/ }).click();
  await page.getByRole('textbox', { name: 'Search service packages' }).fill(name);
  await expect(page.getByText('Generic Service Packages')).toBeVisible();
  await page.getByRole('option', { name }).click();
  const prompt = page.getByRole('dialog', { name: `${name} Options` });
  await expect(prompt.getByRole('checkbox', { name: 'Base' })).toBeChecked();
  await expect(prompt.getByRole('checkbox', { name: 'Base' })).toBeDisabled();
  await prompt.getByRole('checkbox', { name: 'Premium' }).check();
  await page.screenshot({ path: 'test-results/service-package-options.png' });
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('package-preview-result')).toHaveText(
    `${name}: Base (1 items), Premium (1 items)`,
  );
});
