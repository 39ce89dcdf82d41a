import { formatMoney, moneyString, roundMoney, sumMoney } from '@fieldline/contracts/common/money';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiGet } from './locations-api';

interface JobRow {
  id: number;
  jobNumber: string;
  invoiceStatus: number;
  customerLocation: { id: number };
}
interface Collection {
  items: { id: number; subtotal: string; isTaxable: boolean }[];
  totals: { subtotal: string };
}
interface Schedule {
  id: number;
  name: string;
  authorities: { name: string; rate: string }[];
}

/**
 * A demo job not invoiced yet that has line items (the demo has several). Jobs other specs made at untaxed
 * locations are skipped: demo locations carry their city's tax schedule.
 */
async function demoJobWithLines(page: Page) {
  const jobs = await apiGet<JobRow[]>(page, '/jobs?limit=100');
  for (const job of jobs.filter((j) => j.invoiceStatus === 0)) {
    const location = await apiGet<{ taxSchedule: { id: number } | null }>(
      page,
      `/locations/${job.customerLocation.id}`,
    );
    if (!location.taxSchedule) continue;
    const items = await apiGet<Collection>(page, `/jobs/${job.id}/items`);
    if (items.items.length > 0) return { job, items, scheduleId: location.taxSchedule.id };
  }
  throw new Error('no demo job with line items');
}

/** The schedule and the total it makes: each authority's tax is rounded half-to-even on its own. */
async function expectedTotal(page: Page, scheduleId: number, items: Collection) {
  const schedules = await apiGet<Schedule[]>(page, '/cache/taxschedules');
  const schedule = schedules.find((s) => s.id === scheduleId);
  const base = sumMoney(items.items.filter((i) => i.isTaxable).map((i) => i.subtotal));
  const tax = sumMoney(
    (schedule?.authorities ?? []).map((a) => roundMoney(base.times(a.rate).dividedBy(100))),
  );
  return {
    name: schedule?.name,
    total: formatMoney(moneyString(tax.plus(items.totals.subtotal)), { currencySymbol: '$' }),
  };
}

/**
 * A person opens a demo job with line items, clicks Create Invoice, lands on the new invoice and sees
 * its total and balance; then finds it in the invoice list and voids it with a reason.
 */
test('invoice a job', async ({ page }) => {
  await signIn(page);
  const { job, items, scheduleId } = await demoJobWithLines(page);

  await page.goto(`/page/6081/${job.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(job.jobNumber) })).toBeVisible();
  await page.screenshot({ path: '.tmp/shots/job-create-invoice.png' });
  await page.getByRole('button', { name: 'Create Invoice' }).click();

  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  await expect(page.getByRole('heading', { name: /Invoice INV-\d{6}/ })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('Open');
  // Demo locations carry their city's tax schedule: the job's subtotal plus that schedule's tax.
  const { name, total } = await expectedTotal(page, scheduleId, items);
  await expect(page.getByText(`Tax by authority · ${name}`)).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toHaveText(total);
  await expect(page.getByTestId('invoice-balance')).toHaveText(total);
  await expect(page.getByRole('link', { name: new RegExp(job.jobNumber) })).toBeVisible();
  await page.screenshot({ path: '.tmp/shots/invoice-page.png', fullPage: true });
  const number = (await page.getByRole('heading', { name: /Invoice INV-/ }).textContent())?.match(
    /INV-\d{6}/,
  )?.[0];

  // The job now shows it was invoiced.
  await page.getByRole('link', { name: new RegExp(job.jobNumber) }).click();
  await expect(page.getByText('Invoiced', { exact: true })).toBeVisible();

  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await page.getByLabel('Search invoices').fill(number ?? '');
  const row = page.getByRole('row', { name: new RegExp(number ?? 'none') });
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: '.tmp/shots/invoices-list.png', fullPage: true });
  await row.getByRole('link', { name: number }).click();

  await page.getByRole('button', { name: 'Void' }).click();
  const dialog = page.getByRole('dialog', { name: /Void invoice/ });
  await dialog.getByLabel('Reason').fill('Billed the wrong job');
  await dialog.getByRole('button', { name: 'Void Invoice' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Void');
  await expect(page.getByTestId('invoice-balance')).toHaveText('$0.00');
});

test('invoice by hand from the New Invoice modal', async ({ page }) => {
  await signIn(page);
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  const customers = await apiGet<{ data: { name: string }[] }>(page, '/customers/search?limit=1');
  const name = customers.data[0].name;
  await dialog.getByLabel('Customer').fill(name.slice(0, 10));
  await page
    .getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Tax schedule' }).click();
  await page.getByRole('option', { name: 'Denver, CO' }).click();
  await dialog.getByLabel('Line 1 description').fill('Annual inspection');
  await dialog.getByLabel('Line 1 unit price').fill('100');
  await page.screenshot({ path: '.tmp/shots/new-invoice-modal.png' });
  await dialog.getByRole('button', { name: 'Create invoice' }).click();

  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  // Denver: 2.9 + 1.0 + 0.1 + 4.81 = 8.81 % of 100.
  await expect(page.getByTestId('invoice-total')).toHaveText('$108.81');
  await expect(page.getByRole('table', { name: 'Tax by authority' })).toContainText(
    'City and County of Denver',
  );
});
