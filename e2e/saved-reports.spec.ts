import { STANDARD_REPORT_SAVE_ALERT } from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';

const shots = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/saved-reports-${name}.png`, fullPage: false });
}

const reportSelect = (page: Page) => page.getByRole('combobox', { name: 'Report', exact: true });
const headers = (page: Page) => page.getByRole('table', { name: 'Customers' }).locator('thead th');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('save a user report, reload it, and the standard report cannot be changed', async ({ page }) => {
  const name = unique('Commercial, any activity');
  await signIn(page);
  await page.goto('/customers');
  await expect(reportSelect(page)).toHaveValue('Standard Report');
  await expect(headers(page)).toHaveText(['Account #', 'Name', 'Status', 'City', 'State', 'Phone']);

  // The report select is grouped; the demo data has a global and a user report.
  await reportSelect(page).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByText('Global Reports', { exact: true })).toBeVisible();
  await expect(listbox.getByText('User Reports', { exact: true })).toBeVisible();
  await expect(listbox.getByRole('option')).toHaveText([
    'Standard Report',
    'Commercial accounts',
    'Prospects to call',
  ]);
  await shot(page, 'select');
  await page.keyboard.press('Escape');

  // Criteria: commercial customers, active or not.
  await choose(page, 'Type', 'Commercial');
  await page.getByText('All', { exact: true }).click();
  // Columns: Type instead of Phone, before State.
  await page.getByRole('button', { name: 'Columns' }).click();
  const columns = page.getByRole('dialog', { name: 'Standard columns' });
  await columns.getByRole('checkbox', { name: 'Phone' }).uncheck();
  await columns.getByRole('checkbox', { name: 'Type' }).check();
  await columns.getByRole('button', { name: 'Move Type up' }).click();
  await shot(page, 'columns-dialog');
  await columns.getByRole('button', { name: 'Apply' }).click();
  const chosen = ['Account #', 'Name', 'Status', 'City', 'Type', 'State'];
  await expect(headers(page)).toHaveText(chosen);
  const typeCells = page.getByRole('table', { name: 'Customers' }).locator('tbody tr td:nth-child(5)');
  await expect(typeCells.first()).toHaveText('Commercial');

  // Save it as a new user report: it becomes the selected one.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save report' });
  await save.getByLabel('Report name').fill(name);
  await shot(page, 'save-dialog');
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(save).toBeHidden();
  await expect(page.getByText('Report saved', { exact: true })).toBeVisible();
  await expect(reportSelect(page)).toHaveValue(name);

  // A reload brings it back: selected, with its criteria and columns.
  await page.reload();
  await expect(reportSelect(page)).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Commercial');
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(headers(page)).toHaveText(chosen);
  await expect(typeCells.first()).toHaveText('Commercial');
  const texts = await typeCells.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  expect(new Set(texts)).toEqual(new Set(['Commercial']));
  await shot(page, 'reloaded');

  // Back on the standard report: its (default) criteria and columns.
  await choose(page, 'Report', 'Standard Report');
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
  await expect(headers(page)).toHaveText(['Account #', 'Name', 'Status', 'City', 'State', 'Phone']);

  // Saving over the standard report answers the exact alert of spec 2 §5.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await save.getByLabel('Save existing report').check();
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toBeVisible();
  const message = await alert.locator('p').first().textContent();
  expect(message).toBe(STANDARD_REPORT_SAVE_ALERT);
  expect(message).toBe('Error: you cannot change the Standard Report.  Enter a new name for this report.');
  await shot(page, 'standard-alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  // The same alert when a new report is given the standard report's name.
  await save.getByLabel('Save as a new report').check();
  await save.getByLabel('Report name').fill('Standard Report');
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(alert).toBeVisible();
  expect(await alert.locator('p').first().textContent()).toBe(STANDARD_REPORT_SAVE_ALERT);
  await alert.getByRole('button', { name: 'OK' }).click();
  await save.getByRole('button', { name: 'Cancel' }).click();
  await expect(save).toBeHidden();
  // No delete button on the standard report, nor on another user's global report.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await choose(page, 'Report', 'Commercial accounts');
  await expect(reportSelect(page)).toHaveValue('Commercial accounts');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The creator deletes their report: back to the standard report and its default criteria.
  await choose(page, 'Report', name);
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Commercial');
  // The creator may configure it: columns and the global checkbox.
  await page.getByRole('button', { name: 'Configure' }).click();
  const configure = page.getByRole('dialog', { name: 'Configure report' });
  await expect(configure.getByRole('checkbox', { name: 'Global report' })).not.toBeChecked();
  await shot(page, 'configure-dialog');
  await configure.getByRole('button', { name: 'Cancel' }).click();
  await expect(configure).toBeHidden();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete report' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(reportSelect(page)).toHaveValue('Standard Report');
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('');
  await expect(headers(page)).toHaveText(['Account #', 'Name', 'Status', 'City', 'State', 'Phone']);
  await page.reload();
  await expect(reportSelect(page)).toHaveValue('Standard Report');
});
