import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiGet } from './locations-api';

type Page<T> = { data: T[]; count_filtered: number };

/** The customer page lists the customer's jobs and invoices; the location page the jobs there. */
test('customer and location pages list their jobs and invoices', async ({ page }) => {
  await signIn(page);
  const jobs = await apiGet<
    Page<{ id: number; jobNumber: string; customer: { id: number }; customerLocation: { id: number } }>
  >(page, '/jobs/search?limit=1');
  const job = jobs.data[0];
  const invoices = await apiGet<Page<{ invoiceNumber: string }>>(
    page,
    `/invoices/search?customerId=${job.customer.id}&limit=1`,
  );

  // The customer page reaches no other host (Stripe.js loads only when a Stripe card form opens) and logs no error.
  const elsewhere: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).host !== new URL(page.url()).host) elsewhere.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`/page/6073/${job.customer.id}`);
  await page.getByRole('tab', { name: 'Jobs' }).click();
  const jobTable = page.getByRole('table', { name: 'Jobs' });
  await expect(jobTable.getByRole('link', { name: job.jobNumber })).toBeVisible();
  await page.screenshot({ path: '.tmp/shots/customer-jobs-tab.png', fullPage: true });
  expect(elsewhere).toEqual([]);
  expect(errors).toEqual([]);

  await page.getByRole('tab', { name: 'Invoices' }).click();
  const invoiceTable = page.getByRole('table', { name: 'Invoices' });
  if (invoices.data.length > 0) {
    await expect(invoiceTable.getByRole('link', { name: invoices.data[0].invoiceNumber })).toBeVisible();
  } else {
    await expect(invoiceTable).toContainText('No invoices for this customer yet.');
  }
  await page.screenshot({ path: '.tmp/shots/customer-invoices-tab.png', fullPage: true });

  await page.goto(`/page/6041/${job.customerLocation.id}`);
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await expect(
    page.getByRole('table', { name: 'Jobs' }).getByRole('link', { name: job.jobNumber }),
  ).toBeVisible();
  await jobTable.getByRole('link', { name: job.jobNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/page/6081/${job.id}$`));
});
