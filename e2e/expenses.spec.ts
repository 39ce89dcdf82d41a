import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

async function pendingOf(page: Page, name: string): Promise<number> {
  const totals = page.getByRole('table', { name: 'Reimbursement totals' });
  const row = totals.getByRole('row', { name: new RegExp(name) });
  if ((await row.count()) === 0) return 0;
  return cents(await row.getByRole('cell').nth(5).innerText());
}

// A technician logs a trip by odometer; its reimbursement at the company rate shows in his totals.
test('a trip logged and its reimbursement seen in the totals', async ({ page }) => {
  await signIn(page, 'jordan.lee@example.com', 'fieldline-demo');
  await page.getByRole('link', { name: 'Mileage log' }).first().click();
  await expect(page.getByRole('heading', { name: 'Mileage log' })).toBeVisible();
  const totals = page.getByRole('table', { name: 'Reimbursement totals' });
  await expect(totals).toContainText('Jordan Lee');
  await expect(totals).not.toContainText('Sam Ortiz');
  await expect(page.getByRole('table', { name: 'Mileage rates' })).toContainText('0.725');
  const before = await pendingOf(page, 'Jordan Lee');

  await page.getByRole('button', { name: 'Log trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a trip' });
  const purpose = unique('Service call');
  await dialog.getByLabel('Purpose').fill(purpose);
  await dialog.getByLabel('From').fill('Shop');
  await dialog.getByLabel('To').fill('Cherry Creek');
  await dialog.getByLabel('Start odometer').fill('90000');
  await dialog.getByLabel('End odometer').fill('90025');
  await dialog.getByRole('button', { name: 'Log trip' }).click();
  await expect(dialog).toBeHidden();

  // 25 miles at $0.7250 = $18.125, half-to-even $18.12.
  const trip = page.getByRole('table', { name: 'Trips' }).getByRole('row', { name: new RegExp(purpose) });
  await expect(trip).toContainText('25');
  await expect(trip).toContainText('$18.12');
  await expect(trip).toContainText('Pending');
  await expect.poll(() => pendingOf(page, 'Jordan Lee')).toBe(before + 1812);
  await page.screenshot({ path: `${SHOTS}/mileage.png`, fullPage: true });
});

// The office enters an expense for a technician and posts it; the journal entry shows the reimbursement owed.
test('an expense entered and posted, its journal entry seen', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Expenses' }).first().click();
  await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Expenses' });
  await expect(list).toContainText('External');

  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add expense' });
  const description = unique('Parking');
  await dialog.getByRole('combobox', { name: 'Employee' }).click();
  await page.getByRole('option', { name: 'Sam Ortiz (T-2002)' }).click();
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('Amount').fill('42.50');
  await dialog.getByLabel('Vendor').fill('City lot');
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog).toBeHidden();

  const row = list.getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText('$42.50');
  await expect(row).toContainText('Pending');
  await row.getByRole('checkbox').check();
  await page.screenshot({ path: `${SHOTS}/expenses.png`, fullPage: true });
  await page.getByRole('button', { name: /^Post/ }).click();
  const done = page.getByRole('alert').filter({ hasText: 'Expenses posted' });
  await expect(done).toContainText('$42.50 posted as journal entry');
  await expect(row).toContainText('Posted');

  await done.getByRole('link', { name: /journal entry/ }).click();
  const entry = page.getByRole('dialog', { name: /Journal entry \d+/ });
  await expect(entry).toContainText('Employee Reimbursements Payable');
  await expect(entry).toContainText('Miscellaneous Expense');
  await expect(entry).toContainText('42.50');
  await page.screenshot({ path: `${SHOTS}/expense-entry.png`, fullPage: true });
});
