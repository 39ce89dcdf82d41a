import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

interface Named {
  id: number;
  name: string;
}

/** A small signature: a 1×1 PNG as a signature pad would send it. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A job built through the API like the demo's (items, time, expense, signoff), then its summary in the
 * browser: switch to the customer type, hide two sections, see them gone, download the signoff PDF.
 */
test('job summary: customer type with two sections hidden, and the signoff PDF', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Summary Customer'));
  const location = await apiPost<Named>(page, '/locations', { customerId: customer.id, name: 'Main plant' });
  const offices = await apiGet<Named[]>(page, '/cache/offices');
  const types = await apiGet<{ id: number; type: string }[]>(page, '/jobs/types');
  const job = await apiPost<{ id: number; jobNumber: string; name: string }>(page, '/jobs', {
    customerId: customer.id,
    locationId: location.id,
    officeId: offices[0].id,
    jobTypeId: types.find((t) => t.type === 'SVC')!.id,
    name: unique('Summary job'),
  });
  const items = await apiGet<{ data: { id: number; name: string }[] }>(
    page,
    '/items/search?query=filter&limit=2',
  );
  expect(items.data.length).toBeGreaterThan(0);
  await apiPost(page, `/jobs/${job.id}/items`, { itemId: items.data[0].id, quantity: 2, price: '12.50' });
  const me = await apiGet<{ id: number }>(page, '/users/current');
  const timeTypes = await apiGet<Named[]>(page, '/timetypes');
  await apiPost(page, `/jobs/${job.id}/timesheets`, {
    employeeId: me.id,
    timeTypeId: timeTypes[0].id,
    workDate: '2026-11-18',
    hours: '1.50',
    description: 'Replace filters',
  });
  await apiPost(page, `/jobs/${job.id}/expenses`, {
    description: 'Parking',
    amount: '8.00',
    enteredOn: '2026-11-18',
  });
  const signoff = await apiPost<{ id: number }>(page, `/jobs/${job.id}/signoffs`, {
    signatureName: 'Dana Whitfield',
    signatureEmail: 'dana@example.test',
    signatureImage: SIGNATURE,
    note: 'Work accepted.',
  });

  await page.goto(`/page/6081/${job.id}`);
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByTestId('job-summary');
  await expect(summary.getByTestId('summary-section-items')).toBeVisible();
  await expect(summary.getByText('Internal summary')).toBeVisible();
  await expect(summary.getByTestId('summary-section-time')).toBeVisible();
  await expect(summary.getByTestId('summary-section-expenses')).toBeVisible();
  await expect(summary.getByText('Misc. System Component')).toBeVisible();
  await expect(summary.getByTestId('summary-items-total')).toHaveText('$25.00');
  await page.screenshot({ path: '/tmp/summary-e2e-internal.png', fullPage: true });

  await summary.getByRole('button', { name: 'Configure' }).click();
  await page.getByRole('combobox', { name: 'Summary type' }).click();
  await page.getByRole('option', { name: 'Customer' }).click();
  await expect(summary.getByText('Customer summary')).toBeVisible();
  // The customer type's settings leave out time and expenses.
  await expect(summary.getByTestId('summary-section-time')).toHaveCount(0);
  await expect(summary.getByTestId('summary-section-expenses')).toHaveCount(0);
  // Hide two more sections by hand.
  await page.getByRole('checkbox', { name: 'Equipment' }).uncheck();
  await page.getByRole('checkbox', { name: 'Checklists' }).uncheck();
  await expect(summary.getByTestId('summary-section-equipment')).toHaveCount(0);
  await expect(summary.getByTestId('summary-section-checklists')).toHaveCount(0);
  await expect(summary.getByTestId('summary-section-signoffs')).toBeVisible();
  await page.screenshot({ path: '/tmp/summary-e2e-customer.png', fullPage: true });
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await summary.getByRole('link', { name: 'Download signoff Dana Whitfield (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`signoff-${job.jobNumber}-${signoff.id}.pdf`);
  const saved = await file.path();
  expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
});

test('job profit report: filters, totals and the spreadsheet', async ({ page }) => {
  await signIn(page);
  await page.goto('/reports/job-profit');
  await expect(page.getByRole('heading', { name: 'Job profit' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Date', exact: true }).click();
  await page.getByRole('option', { name: 'Created date' }).click();
  await expect(page.getByTestId('profit-table')).toBeVisible();
  await expect(page.getByTestId('profit-totals')).toBeVisible();
  await page.screenshot({ path: '/tmp/summary-e2e-profit.png', fullPage: true });
  // The demo's completed tune-up: its breakdown shows the lines, time and expenses behind the figures.
  await page.getByRole('button', { name: 'Spring AC tune-up, RTU-1' }).click();
  const drawer = page.getByRole('dialog', { name: 'Job profit breakdown' });
  await expect(drawer.getByTestId('profit-breakdown')).toBeVisible();
  await expect(drawer.getByText('Crane lift to roof')).toBeVisible();
  await page.waitForTimeout(400); // the drawer's slide-in
  await page.screenshot({ path: '/tmp/summary-e2e-breakdown.png' });
  await page.keyboard.press('Escape');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toBe('job-profit.xlsx');
});

test("the demo's completed tune-up: every section of its summary has content", async ({ page }) => {
  await signIn(page);
  const found = await apiGet<{ data: { id: number }[] }>(
    page,
    '/jobs/search?query=Spring%20AC&searchBy=name',
  );
  await page.goto(`/page/6081/${found.data[0].id}`);
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByTestId('job-summary');
  await expect(summary.getByTestId('summary-section-equipment')).toContainText('Run hours');
  await expect(summary.getByTestId('summary-section-tasks')).toContainText('Replace filters');
  await expect(summary.getByTestId('summary-section-recommendations')).toContainText('Fan belt worn');
  await expect(summary.getByTestId('summary-section-checklists')).toContainText('Rooftop Unit PM Checklist');
  await expect(summary.getByText('Rooftop unit RTU-1').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/summary-e2e-demo-job.png', fullPage: true });
  const download = page.waitForEvent('download');
  await summary.getByRole('link', { name: /Download checklist/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^checklist-J-\d{6}-\d+\.pdf$/);
});
