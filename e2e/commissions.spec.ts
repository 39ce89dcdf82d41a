import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiGet, createCustomer } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;

/**
 * An accounting user gives a salesperson a rule (10 % of revenue, earned when invoiced), bills a customer with
 * the salesperson on the invoice, sees the commission on the report, voids the invoice and sees it reversed.
 */
test('a rule earns commission on a posted invoice; the void reverses it', async ({ page }) => {
  await signIn(page);
  // Dana Whitfield (E-1002) starts selling: the Salesperson flag of her employee record.
  const found = await apiGet<{ data: { id: number }[] }>(page, '/employees/search?query=E-1002');
  const res = await page.request.patch(`/v1/employees/${found.data[0].id}`, {
    data: { isSalesperson: true },
    headers: { 'X-Requested-With': 'fieldline' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const customer = await createCustomer(page, `Commission Co ${Date.now().toString(36)}`);

  // The rule, on the Commissions screen.
  await page.goto('/');
  await page.getByRole('link', { name: 'Commissions' }).first().click();
  await expect(page.getByRole('heading', { name: 'Commissions' })).toBeVisible();
  const people = page.getByRole('table', { name: 'Salespeople' });
  await expect(people).toContainText('Marcus Bell');
  await expect(people).toContainText('5% of revenue, when invoiced');
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New commission rule' });
  await dialog.getByRole('combobox', { name: 'Salesperson' }).click();
  await page.getByRole('option', { name: 'Dana Whitfield' }).click();
  await dialog.getByRole('textbox', { name: 'Percent' }).fill('10');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toBeHidden();
  const dana = people.getByRole('row', { name: /Dana Whitfield/ });
  await expect(dana).toContainText('10% of revenue, when invoiced');

  // An invoice of $400 (no tax) with Dana on it: her rule figures the commission.
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const modal = page.getByRole('dialog', { name: 'New invoice' });
  await modal.getByLabel('Customer').fill(customer.name);
  await page
    .getByRole('option', { name: new RegExp(customer.name) })
    .first()
    .click();
  await modal.getByLabel('Line 1 description').fill('Water heater install');
  await modal.getByLabel('Line 1 unit price').fill('400');
  await modal.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  const invoiceUrl = page.url();
  const { invoiceNumber: number } = await apiGet<{ invoiceNumber: string }>(
    page,
    `/invoices/${invoiceUrl.split('/').pop()}`,
  );
  await page.getByRole('tab', { name: 'Employees & commission' }).click();
  await page.getByRole('combobox', { name: 'Employee' }).click();
  await page.getByRole('option', { name: 'Dana Whitfield' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const panel = page.getByRole('table', { name: 'Invoice employees' });
  await expect(panel.getByRole('row', { name: /Dana Whitfield/ })).toContainText('Rule');
  await expect(panel.getByRole('row', { name: /Dana Whitfield/ })).toContainText('$40.00');
  await page.screenshot({ path: `${SHOTS}/invoice-commission.png`, fullPage: true });

  // The report: the invoice, 10 % of $400 earned.
  await page.goto('/commissions');
  await people.getByRole('button', { name: 'Dana Whitfield' }).click();
  const report = page.getByRole('table', { name: 'Commission report' });
  const row = report.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('$40.00');
  await expect(row).toContainText('10%');
  await expect(dana).toContainText('$40.00');

  // Voided: the commission is taken back in the same period.
  await page.goto(invoiceUrl);
  await page.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: /Void invoice/ });
  await voiding.getByLabel('Reason').fill('Customer cancelled');
  await voiding.getByRole('button', { name: 'Void Invoice' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Void');
  await page.goto('/commissions');
  await people.getByRole('button', { name: 'Dana Whitfield' }).click();
  await expect(row).toContainText('Void');
  await expect(row).toContainText('-$40.00');
  await expect(row.getByRole('cell').last()).toHaveText('$0.00');
  await expect(page.getByTestId('report-net')).toHaveText('$0.00');
  await page.screenshot({ path: `${SHOTS}/commissions.png`, fullPage: true });
});
