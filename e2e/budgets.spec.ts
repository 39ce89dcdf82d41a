import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn, unique } from './helpers';
import { apiGet } from './locations-api';

const SHOTS = '.tmp/shots';

/**
 * A person creates a budget, types two Denver amounts, exports the budget to a spreadsheet, changes one
 * amount in it, imports it back and sees the new amount on the page; then locks the budget.
 */
test('export and re-import a budget spreadsheet with one changed amount', async ({ page }) => {
  await signIn(page);
  const description = unique('Operating plan');
  const offices = await apiGet<{ id: number; name: string }[]>(page, '/cache/offices');
  const denver = offices.find((o) => o.name === 'Denver');
  expect(denver).toBeTruthy();

  await page.goto('/budgets');
  await expect(page.getByRole('heading', { name: 'Budgets' })).toBeVisible();
  await page.getByRole('button', { name: 'New Budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Budget' });
  await dialog.getByLabel('Financial year').fill('2026');
  await dialog.getByLabel('Description').fill(description);
  await page.screenshot({ path: `${SHOTS}/budgets-new.png` });
  await dialog.getByRole('button', { name: 'Create budget' }).click();

  await expect(page).toHaveURL(/\/budgets\/\d+$/);
  await expect(page.getByRole('heading', { name: `Budget 2026: ${description}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Colorado Springs' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  await page.getByRole('tab', { name: 'Denver' }).click();

  // Cells are read-only until the page's edit flag is set.
  const jan = page.getByLabel('4000 Service Revenue Jan 2026', { exact: true });
  await expect(jan).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await jan.fill('1500');
  await jan.press('Enter');
  await expect(jan).toHaveValue('1500.00');
  const feb = page.getByLabel('4000 Service Revenue Feb 2026', { exact: true });
  await feb.fill('1,600');
  await feb.press('Enter');
  await expect(feb).toHaveValue('1600.00');
  await expect(jan).toHaveValue('1500.00');
  await page.screenshot({ path: `${SHOTS}/budget-editing.png`, fullPage: true });
  await page.getByRole('button', { name: 'Done editing' }).click();
  await expect(page.getByRole('cell', { name: '3,100.00' }).first()).toBeVisible();

  // Export, change February in the spreadsheet, import it back.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export to spreadsheet' }).click();
  const file = await (await download).path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheet = wb.worksheets[0];
  const code = `4000-${String(denver?.id).padStart(2, '0')}-00-000`;
  let changed = false;
  sheet.eachRow((row) => {
    if (row.getCell(2).value === code) {
      expect(row.getCell(1).value).toBe('4000 Service Revenue');
      expect(row.getCell(5).value).toBe(1600);
      row.getCell(5).value = 2222.22;
      changed = true;
    }
  });
  expect(changed).toBe(true);
  const edited = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'budget-')), 'budget-edited.xlsx');
  await wb.xlsx.writeFile(edited);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import from spreadsheet' }).click();
  await (await chooser).setFiles(edited);
  const summary = page.getByRole('dialog', { name: 'Import summary' });
  await expect(summary.getByText(/^1 amount updated, 0 created, \d+ rows skipped\.$/)).toBeVisible();
  await expect(summary.getByRole('cell', { name: 'Total row' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/budget-import-summary.png` });
  await summary.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByRole('cell', { name: '2,222.22' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '1,600.00' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('cell', { name: '3,722.22' }).first()).toBeVisible();

  // Locked: the indicator shows and the edit controls are gone.
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import from spreadsheet' })).toHaveCount(0);
  const yearTotal = page.getByRole('columnheader', { name: 'Year total' });
  await yearTotal.scrollIntoViewIfNeeded();
  await expect(page.getByRole('columnheader', { name: 'Year to date' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/budget-locked.png` });

  await page.goto('/budgets');
  await page.getByLabel('Search budgets').fill(description);
  await expect(page.getByRole('link', { name: description })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/budgets-list.png` });
});
